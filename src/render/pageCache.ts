// Rendered markdown per page from the build cache: valid while the page's source, the config, the site's routes
// (links are checked against them) and the images it embeds are unchanged. A page's HTML is kept apart from the rest
// (section `page-html`, one file per page): a build reads it only when it writes the page, one page at a time, and a
// build with nothing changed never does.
import fs from 'node:fs';
import type { SiteConfig } from './config/resolveConfig.ts';
import type { PageSource } from './pages/loadPages.ts';
import type { RenderedMarkdown } from './markdown/renderMarkdown.ts';
import type { MarkdownEnv } from './markdown/env.ts';
import { imageAssetPath } from './markdown/images.ts';
import { contentKey, type BuildCache } from './cache.ts';
import { arrayOf, is, listOf, objectOf, required, requiredString, stringPair } from './shapeChecks.ts';

interface PageEntry {
  /** Content key of the page's HTML, which is in section `page-html` under the same key as this entry. */
  htmlKey: string;
  env: Omit<MarkdownEnv, 'images'> & { images: string[] };
  /** Output path of each embedded image, which carries a hash of its content. */
  images: [string, string][];
  /** Highlight cache keys of the page's code blocks, kept alive while the page is cached. */
  highlight: string[];
  /** Content key of each file the page includes with `<<<`, when it was rendered. */
  includes: [string, string][];
  /**
   * Content key of the page's search input ('' for a page without one), when the build that rendered it had search
   * on: the search stage keys a locale by its pages' keys, so a locale of cached pages is looked up without reading any.
   */
  searchKey?: string;
}

/**
 * What a page entry read back must hold (anything else is a miss): every field the build reads from it, list items by
 * kind (a warm build checks every page's entry: 10,000 entries in ~10 ms).
 */
const PAGE_ENTRY = required(
  objectOf({
    htmlKey: requiredString,
    env: required(
      objectOf({
        relativePath: requiredString,
        pagePath: requiredString,
        lang: requiredString,
        title: is('string'),
        headers: required(listOf('object')),
        links: required(listOf('object')),
        demos: required(arrayOf(objectOf({ id: requiredString, kind: requiredString, code: requiredString, line: is('number'), html: is('string') }))),
        images: required(listOf('string')),
        includes: required(listOf('string')),
        diagnostics: required(listOf('object')),
        hoisted: arrayOf(objectOf({ content: requiredString, line: required(is('number')) })),
      }),
    ),
    images: required(arrayOf(stringPair)),
    highlight: required(listOf('string')),
    includes: arrayOf(stringPair),
    searchKey: is('string'),
  }),
);

/** A page's HTML, or a highlighted code block, in the build cache. */
export const HTML_ENTRY = requiredString;

/**
 * A page's HTML the page cache promised was not there to read: removed by another program since, or not valid (then
 * removed by the read, cacheFiles.ts). The build runs again once, without it (build.ts).
 */
export class CachedHtmlLost extends Error {}

/** Content key of an included file, or '' when it is gone. */
const fileKey = (file: string) => (fs.existsSync(file) ? contentKey(fs.readFileSync(file, 'utf8')) : '');

/** A page's render from the cache: its env at once, its HTML on demand. */
export interface CachedRender {
  env: MarkdownEnv;
  htmlKey: string;
  /** The content key of its search input, when known (PageEntry). */
  searchKey?: string;
  readHtml(): string;
}

export interface PageCache {
  /** The cached render of a page, or undefined when anything it depends on changed. */
  get(source: PageSource, lang: string): CachedRender | undefined;
  /** Stores a finished render (placeholders filled) and its search input's key if known; returns the content key of its HTML. */
  set(source: PageSource, lang: string, result: RenderedMarkdown, highlightKeys: string[], searchKey?: string): string;
}

export function createPageCache(cache: BuildCache, config: SiteConfig, sources: PageSource[], highlightSalt: string, copiedImages: Map<string, string>): PageCache {
  const pages = cache.section<PageEntry>('pages', PAGE_ENTRY);
  const htmls = cache.section<string>('page-html', HTML_ENTRY);
  const highlight = cache.section<string>('highlight', HTML_ENTRY);
  // Everything a page's HTML depends on beyond its own source. The output folder is where, not what.
  const context = contentKey(
    // Functions (a container's `before`) count by their source, which JSON alone would drop.
    JSON.stringify({ ...config, outDir: undefined }, (_, v) => (typeof v === 'function' ? String(v) : v)),
    sources.map((s) => `${s.relativePath}\0${s.path}`).join('\n'),
    highlightSalt,
  );
  // A page's key is taken once, when it is looked up: the build lets the page's source text go after rendering. It
  // names the body by its content key, which a source loaded from its stat has without reading its text.
  const keys = new WeakMap<PageSource, string>();
  const keyOf = (source: PageSource, lang: string) => {
    let key = keys.get(source);
    if (key === undefined) keys.set(source, (key = contentKey(context, source.relativePath, source.path, lang, source.bodyKey ?? contentKey(source.body))));
    return key;
  };

  return {
    get(source, lang) {
      const key = keyOf(source, lang);
      const entry = pages.get(key);
      if (!entry || !htmls.has(key)) return undefined;
      for (const [file, out] of entry.images) if (!fs.existsSync(file) || imageAssetPath(file, copiedImages) !== out) return undefined;
      for (const [file, key] of entry.includes ?? []) if (fileKey(file) !== key) return undefined;
      entry.highlight.forEach((k) => highlight.keep(k));
      htmls.keep(key);
      const readHtml = () => {
        const html = htmls.get(key);
        // Removed since the check, or not valid (then removed now): a miss found too late for this build to render it.
        if (html === undefined) throw new CachedHtmlLost(`the build cache lost the HTML of ${source.displayPath} during the build; build again`);
        return html;
      };
      return { env: { ...entry.env, images: new Set(entry.env.images) }, htmlKey: entry.htmlKey, searchKey: entry.searchKey, readHtml };
    },
    set(source, lang, result, highlightKeys, searchKey) {
      const htmlKey = contentKey(result.html);
      if (result.env.diagnostics.some((d) => d.severity === 'error')) return htmlKey;
      const images = [...result.env.images];
      const key = keyOf(source, lang);
      htmls.set(key, result.html);
      pages.set(key, {
        htmlKey,
        env: { ...result.env, images },
        images: images.map((f) => [f, copiedImages.get(f)!]),
        highlight: highlightKeys,
        includes: result.env.includes.map((f) => [f, fileKey(f)]),
        ...(searchKey === undefined ? {} : { searchKey }),
      });
      return htmlKey;
    },
  };
}
