// Rendered markdown per page from the build cache: valid while the page's source, the config, the site's routes
// (links are checked against them) and the images it embeds are unchanged.
import fs from 'node:fs';
import type { SiteConfig } from './config/resolveConfig.ts';
import type { PageSource } from './pages/loadPages.ts';
import type { RenderedMarkdown } from './markdown/renderMarkdown.ts';
import type { MarkdownEnv } from './markdown/env.ts';
import { imageAssetPath } from './markdown/images.ts';
import { contentKey, type BuildCache } from './cache.ts';

interface PageEntry {
  html: string;
  env: Omit<MarkdownEnv, 'images'> & { images: string[] };
  /** Output path of each embedded image, which carries a hash of its content. */
  images: [string, string][];
  /** Highlight cache keys of the page's code blocks, kept alive while the page is cached. */
  highlight: string[];
  /** Content key of each file the page includes with `<<<`, when it was rendered. */
  includes: [string, string][];
}

/** Content key of an included file, or '' when it is gone. */
const fileKey = (file: string) => (fs.existsSync(file) ? contentKey(fs.readFileSync(file, 'utf8')) : '');

export interface PageCache {
  /** The cached render of a page, or undefined when anything it depends on changed. */
  get(source: PageSource, lang: string): RenderedMarkdown | undefined;
  /** Stores a finished render (placeholders filled). */
  set(source: PageSource, lang: string, result: RenderedMarkdown, highlightKeys: string[]): void;
}

export function createPageCache(cache: BuildCache, config: SiteConfig, sources: PageSource[], highlightSalt: string, copiedImages: Map<string, string>): PageCache {
  const pages = cache.section<PageEntry>('pages');
  const highlight = cache.section<string>('highlight');
  // Everything a page's HTML depends on beyond its own source. The output folder is where, not what.
  const context = contentKey(
    // Functions (a container's `before`) count by their source, which JSON alone would drop.
    JSON.stringify({ ...config, outDir: undefined }, (_, v) => (typeof v === 'function' ? String(v) : v)),
    sources.map((s) => `${s.relativePath}\0${s.path}`).join('\n'),
    highlightSalt,
  );
  const keyOf = (source: PageSource, lang: string) => contentKey(context, source.relativePath, source.path, lang, source.body);

  return {
    get(source, lang) {
      const entry = pages.get(keyOf(source, lang));
      if (!entry) return undefined;
      for (const [file, out] of entry.images) if (!fs.existsSync(file) || imageAssetPath(file, copiedImages) !== out) return undefined;
      for (const [file, key] of entry.includes ?? []) if (fileKey(file) !== key) return undefined;
      entry.highlight.forEach((k) => highlight.keep(k));
      return { html: entry.html, env: { ...entry.env, images: new Set(entry.env.images) } };
    },
    set(source, lang, result, highlightKeys) {
      if (result.env.diagnostics.some((d) => d.severity === 'error')) return;
      const images = [...result.env.images];
      pages.set(keyOf(source, lang), {
        html: result.html,
        env: { ...result.env, images },
        images: images.map((f) => [f, copiedImages.get(f)!]),
        highlight: highlightKeys,
        includes: result.env.includes.map((f) => [f, fileKey(f)]),
      });
    },
  };
}
