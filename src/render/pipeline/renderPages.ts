// Stage one of the pipeline, for `build` and `serve --watch` alike: each page's markdown, from the page cache when
// nothing it depends on changed, else rendered (code owed to the highlighter as placeholders), with its record and
// its diagnostics named after its file. Layouts come later (emitSite.ts): they need the whole site.
import { createRouteTable } from '../../shared/resolveRoute.ts';
import type { PageRecord } from '../../shared/types.ts';
import type { SiteConfig } from '../config/resolveConfig.ts';
import type { BuildCache } from '../cache.ts';
import { highlightFormat } from '../highlight/format.ts';
import { memoryFront } from '../highlight/memoryFront.ts';
import type { LinkContext } from '../markdown/links.ts';
import type { RenderedMarkdown } from '../markdown/renderMarkdown.ts';
import type { PageSource } from '../pages/loadPages.ts';
import { createPageRecord } from '../pages/createPageRecord.ts';
import { langFor } from '../pages/langFor.ts';
import { createPageCache, HTML_ENTRY, type PageCache } from '../pageCache.ts';
import { openRenderer, type PageRenderer } from './renderer.ts';
import type { PrestartedWorkers } from '../highlight/pool.ts';
import type { PageSpill } from './pageSpill.ts';

export interface RenderedPage {
  source: PageSource;
  lang: string;
  /** A page from the cache, or spilled (RenderPagesOptions.spill), has its HTML on disk (`readHtml`) and '' here. */
  result: RenderedMarkdown;
  record: PageRecord;
  /** Rendered now, not taken from the cache: the highlight keys of its code blocks, for the page cache. */
  fresh?: { highlightKeys: string[] };
  /** Content key of the page's final HTML: from the cache, or once a fresh page is finished and cached. */
  htmlKey?: string;
  /** Content key of its search input: from the cache, or once the search stage read a fresh page (SitePage). */
  searchKey?: string;
  /** A page whose `result.html` is '' until its turn: reads its HTML, so a build holds a few pages' HTML at a time. */
  readHtml?: () => string;
}

/** A page's rendered markdown: in memory, or read from disk (the build cache, the spill) when not held. */
export const pageHtml = (page: Pick<RenderedPage, 'result' | 'readHtml'>): string => page.result.html || (page.readHtml?.() ?? '');

export interface RenderPagesOptions {
  /** Renders of unchanged pages; without it every page renders. */
  pageCache?: PageCache;
  /** The markdown pipeline, loaded only when some page must render (see renderer.ts). */
  renderer(toRender: PageSource[]): Promise<PageRenderer>;
  /** Awaited between pages (`serve --watch` answers requests meanwhile). */
  pause?(): Promise<void>;
  /** Where a fresh page's HTML waits for its turn (the build's): not held in memory, read back by `readHtml`. */
  spill?: PageSpill;
  onProgress?(stage: string, done: number, total: number): void;
}

export async function renderPages(config: SiteConfig, sources: PageSource[], opts: RenderPagesOptions): Promise<{ pages: RenderedPage[]; renderer?: PageRenderer }> {
  const langs = sources.map((s) => langFor(s.path, config.locales));
  const cached = sources.map((s, i) => opts.pageCache?.get(s, langs[i]));
  const toRender = sources.filter((_, i) => !cached[i]);
  const renderer = toRender.length ? await opts.renderer(toRender) : undefined;
  const pages: RenderedPage[] = [];
  try {
    for (const [i, source] of sources.entries()) {
      await opts.pause?.();
      const hit = cached[i];
      let result: RenderedMarkdown | undefined = hit && { html: '', env: hit.env };
      let fresh: RenderedPage['fresh'];
      if (!result) {
        const { highlighter } = renderer!;
        const asked = highlighter.asked.length;
        result = renderer!.render(source, langs[i]);
        fresh = { highlightKeys: highlighter.asked.slice(asked) };
        await highlighter.pump();
      }
      for (const d of result.env.diagnostics) d.file = source.displayPath;
      const record = createPageRecord(source.relativePath, source.frontmatter, result.env.title, result.env.headers);
      let readHtml = hit?.readHtml;
      const spilled = fresh && opts.spill?.put(result.html);
      if (spilled) {
        readHtml = spilled;
        result.html = '';
      }
      pages.push({ source, lang: langs[i], result, record, fresh, htmlKey: hit?.htmlKey, searchKey: hit?.searchKey, readHtml });
      opts.onProgress?.('markdown', pages.length, sources.length);
    }
  } catch (err) {
    await renderer?.highlighter.close();
    throw err;
  }
  return { pages, renderer };
}

/** Fresh pages into the page cache, once their code is filled in. */
export function cacheFreshPages(pages: RenderedPage[], pageCache: PageCache): void {
  for (const page of pages) cacheFreshPage(page, pageCache);
}

/** A fresh page into the page cache once its code is filled in (its HTML goes to disk now); notes its key. */
export function cacheFreshPage(page: RenderedPage, pageCache: PageCache): void {
  if (page.fresh) page.htmlKey = pageCache.set(page.source, page.lang, page.result, page.fresh.highlightKeys, page.searchKey);
}

/**
 * The render stage of a whole site (a build, or the full build of `serve --watch`): links checked against its
 * routes, the page cache, and for the pages that must render the highlighter, which owes their code to worker
 * threads (its `settle` and `fill` finish it).
 */
export async function renderSite(
  config: SiteConfig,
  sources: PageSource[],
  cache: BuildCache,
  opts: Pick<RenderPagesOptions, 'pause' | 'onProgress' | 'spill'> & {
    prestarted?: PrestartedWorkers;
    /** Every page renders, none is taken from the page cache (which still gets them): its HTML was found damaged. */
    renderAll?: boolean;
  } = {},
) {
  const links: LinkContext = {
    base: config.base,
    pageByFile: new Map(sources.map((s) => [s.relativePath.toLowerCase(), s.path])),
    routes: createRouteTable(sources.map((s) => s.path)),
  };
  const salt = `${config.version}\0${highlightFormat()}`;
  const copiedImages = new Map<string, string>();
  const pageCache = createPageCache(cache, config, sources, salt, copiedImages);
  const { prestarted, renderAll, ...renderOpts } = opts;
  const { pages, renderer } = await renderPages(config, sources, {
    ...renderOpts,
    pageCache: renderAll ? { ...pageCache, get: () => undefined } : pageCache,
    renderer: async (toRender) => {
      const { createHighlighter } = await import('../highlight/highlighter.ts');
      // Blocks highlighted now stay in memory (to a budget) and go to disk off the main thread (memoryFront.ts).
      const store = memoryFront(cache.section<string>('highlight', HTML_ENTRY));
      return openRenderer({ config, cache, links, copiedImages, toRender, highlighter: (likely) => createHighlighter({ store, salt, likely, prestarted }) });
    },
  });
  return { links, salt, copiedImages, pageCache, pages, highlighter: renderer?.highlighter };
}
