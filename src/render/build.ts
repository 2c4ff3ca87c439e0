// `mapdocs build`: the pipeline from a docs folder to a complete static site, one numbered stage at a time.
import path from 'node:path';
import { createRouteTable } from '../shared/resolveRoute.ts';
import { localeOf, outputFileFor, withBase } from '../shared/pagePath.ts';
import type { PageRecord } from '../shared/types.ts';
import type { SiteConfig } from './config/resolveConfig.ts';
import { ContentErrors, dedupe, type Diagnostic } from './errors.ts';
import { loadPages, type PageSource } from './pages/loadPages.ts';
import { createPageRecord } from './pages/createPageRecord.ts';
import type { RenderedMarkdown } from './markdown/renderMarkdown.ts';
import { highlightFormat } from './markdown/highlightFormat.ts';
import { openCache, contentKey, type BuildCache } from './cache.ts';
import type { LinkContext } from './markdown/links.ts';
import { createPageCache } from './pageCache.ts';
import { cachedWrites } from './cachedWrites.ts';
import { cachedClient } from './cachedClient.ts';
import { outputKey, outputIsCurrent, recordOutput } from './outputState.ts';
import { buildSiteData } from './site/buildSiteData.ts';
import { createLastUpdated } from './pages/lastUpdated.ts';
import { createPageView, type PageView, type ViewContext } from './site/pageView.ts';
import { renderRegions } from './ssr/renderRegions.tsx';
import { renderDocument, pageTitle, type DocumentAssets } from './ssr/renderDocument.ts';
import { createStagingDir } from './write/outputDir.ts';
import { copyPublic } from './copyPublic.ts';
import { renderSitemap } from './write/sitemap.ts';
import { hashedName } from './write/hashedName.ts';
import { writeSearchIndexes } from './search/writeSearchIndexes.ts';
import { renderDemoPage } from './ssr/renderDemoPage.ts';
import type { DemoBoot } from '../shared/types.ts';
import { chunkData, demoBoot, notFoundChunkName, notFoundRecord } from './write/pageChunk.ts';

export interface BuildProgress {
  (stage: string, done: number, total: number): void;
}

export interface BuildResult {
  outDir: string;
  pages: PageRecord[];
  warnings: Diagnostic[];
  ms: number;
  /**
   * What the build cache saved: pages whose markdown came from it, code blocks highlighted anew, workers used, and
   * whether the output folder already held this build's output (then nothing was written).
   */
  cache: { pagesFromCache: number; blocksHighlighted: number; highlightWorkers: number; outputUpToDate: boolean };
}

export async function build(config: SiteConfig, onProgress: BuildProgress = () => {}): Promise<BuildResult> {
  const started = performance.now();

  // 1. Read every page's source (frontmatter errors stop the build here, with file and line).
  const sources = loadPages(config.root);
  onProgress('read', sources.length, sources.length);

  // 2. Routes are known before any markdown renders, so links can be checked while rendering.
  const routes = createRouteTable(sources.map((s) => s.path));
  const pageByFile = new Map(sources.map((s) => [s.relativePath.toLowerCase(), s.path]));

  // 3. Pages whose source, config and routes are unchanged come from the build cache. Only when some page must render
  //    does the markdown pipeline load (markdown-it, demo compilers, shiki's language list: a third of a warm build),
  //    with one highlighter that answers cached blocks at once and owes the rest to worker threads.
  const cache = openCache(config);
  const salt = `${config.version}\0${highlightFormat()}`;
  const copiedImages = new Map<string, string>();
  const pageCache = createPageCache(cache, config, sources, salt, copiedImages);
  const langs = sources.map((s) => langFor(s.path, config.locales));
  const cached = sources.map((s, i) => pageCache.get(s, langs[i]));
  const toRender = sources.filter((_, i) => !cached[i]);
  const markdown = toRender.length ? await loadMarkdown(config, cache, salt, { base: config.base, pageByFile, routes }, copiedImages, toRender) : null;

  // 4. Render every page body; bodies render before layouts, because layouts need the whole site.
  //    Fresh pages get their code filled in once highlighting settles.
  const rendered: { source: PageSource; result: RenderedMarkdown; record: PageRecord }[] = [];
  const fresh: { source: PageSource; lang: string; result: RenderedMarkdown; keys: string[] }[] = [];
  try {
    for (const [i, source] of sources.entries()) {
      let result = cached[i];
      if (!result) {
        const { md, highlighter, renderMarkdown } = markdown!;
        const asked = highlighter.asked.length;
        result = renderMarkdown(md, source.body, source.relativePath, source.path, langs[i]);
        fresh.push({ source, lang: langs[i], result, keys: highlighter.asked.slice(asked) });
        await highlighter.pump();
      }
      for (const d of result.env.diagnostics) d.file = source.displayPath;
      const record = createPageRecord(source.relativePath, source.frontmatter, result.env.title, result.env.headers);
      rendered.push({ source, result, record });
      onProgress('markdown', rendered.length, sources.length);
    }
    await markdown?.highlighter.settle();
    onProgress('highlight', fresh.length, sources.length);
  } finally {
    await markdown?.highlighter.close();
  }
  for (const { source, lang, result, keys } of fresh) {
    result.html = markdown!.highlighter.fill(result.html);
    for (const block of result.env.demos) block.html = markdown!.highlighter.fill(block.html as string);
    pageCache.set(source, lang, result, keys);
  }

  // 5. When the output folder still holds what these inputs make (same key, files untouched since), stop here.
  const pages = rendered.map((r) => r.record);
  const stats = (outputUpToDate: boolean) => ({
    pagesFromCache: sources.length - fresh.length,
    blocksHighlighted: markdown?.highlighter.stats.highlighted ?? 0,
    highlightWorkers: markdown?.highlighter.stats.workers ?? 0,
    outputUpToDate,
  });
  const outKey = outputKey(config, [...rendered.flatMap((r) => [JSON.stringify(r.record), r.result.html]), ...[...copiedImages].flat()]);
  if (outputIsCurrent(cache, config.outDir, outKey)) {
    cache.save();
    const warnings = dedupe(rendered.flatMap((r) => r.result.env.diagnostics).filter((d) => d.severity === 'warning'));
    return { outDir: config.outDir, pages, warnings, ms: performance.now() - started, cache: stats(true) };
  }

  // 6. Site data, then a view per page; sidebar entries naming no page are content errors too.
  const site = buildSiteData(config, pages);
  const diagnostics = rendered.flatMap((r) => r.result.env.diagnostics);
  const configName = config.configFile ? path.relative(process.cwd(), config.configFile) : 'config';
  const ctx: ViewContext = {
    site,
    routes,
    pagesByPath: new Map(pages.map((p) => [p.path, p])),
    onMissingSidebarEntry: (entry) => diagnostics.push({ file: configName, message: `sidebar entry "${entry}" names no page`, severity: 'error' }),
    lastUpdated: createLastUpdated(config.root),
  };
  const views: PageView[] = rendered.map(({ record, result }) =>
    createPageView(record, result.html, ctx, record.frontmatter.home ? 'home' : 'page', result.env.demos.length > 0),
  );
  const errors = dedupe(diagnostics.filter((d) => d.severity === 'error'));
  if (errors.length) throw new ContentErrors(errors);
  onProgress('views', views.length, views.length);

  // 7. Write everything into a staging folder; it replaces the output only when all of it succeeded.
  const staging = createStagingDir(config.outDir);
  try {
    const client = await cachedClient(cache, staging.dir);
    onProgress('client', 1, 1);
    const url = (rel: string) => withBase(config.base, rel);
    // Each locale's search index is rebuilt only when the text or record of one of its pages changed.
    const searchIndexes: Record<string, string> = {};
    for (const localePath of new Set(views.map((v) => v.localePath))) {
      const sources = rendered.flatMap((r, i) => (views[i].localePath === localePath ? [{ record: r.record, html: r.result.html, localePath }] : []));
      const key = contentKey(String(config.themeConfig.search), localePath, ...sources.flatMap((p) => [JSON.stringify(p.record), p.html]));
      Object.assign(searchIndexes, cachedWrites(cache, 'search', key, staging, (out) => writeSearchIndexes(sources, config, out)));
    }
    onProgress('search', 1, 1);

    // Regions once per page: they fill both the HTML file and the page chunk.
    const chunks = new Map<string, string>();
    const pageOutputs = views.map((view, i) => {
      const regions = renderRegions(view);
      const json = JSON.stringify(chunkData(view, regions, pageTitle(view)));
      const chunkPath = hashedName('assets/chunks', view.page.key, '.json', json);
      staging.write(chunkPath, json);
      chunks.set(view.page.path, chunkPath);
      onProgress('regions', i + 1, views.length);
      return { view, regions };
    });
    const notFound: Record<string, string> = {};
    const notFoundViews = Object.keys(config.locales).map((localePath) => {
      const view = createPageView(notFoundRecord(localePath), '', ctx, 'not-found');
      const regions = renderRegions(view);
      const json = JSON.stringify(chunkData(view, regions, pageTitle(view)));
      const chunkPath = hashedName('assets/chunks', notFoundChunkName(localePath), '.json', json);
      staging.write(chunkPath, json);
      notFound[localePath] = url(chunkPath);
      return { view, regions };
    });
    const manifest = JSON.stringify({
      routes: views.map((v) => ({ path: v.page.path, key: v.page.key, chunk: url(chunks.get(v.page.path)!), title: v.page.title })),
      notFound,
    });
    const manifestPath = hashedName('assets', 'routes', '.json', manifest);
    staging.write(manifestPath, manifest);

    // Demo runtimes are written only when some page has a demo.
    const hasDemos = rendered.some((r) => r.result.env.demos.length > 0);
    let demo: DemoBoot | undefined;
    if (hasDemos) {
      const { writeDemoRuntimes } = await import('./assets/demoRuntimes.ts');
      const rt = await writeDemoRuntimes(config, staging);
      demo = demoBoot(config, rt, url);
      onProgress('runtimes', 1, 1);
    }

    const assets: DocumentAssets = {
      css: url(client.css),
      js: url(client.entry),
      preload: client.imports.map(url),
      boot: {
        base: config.base,
        routerMode: config.routerMode,
        routes: url(manifestPath),
        searchIndexes: Object.fromEntries(Object.entries(searchIndexes).map(([k, v]) => [k, url(v)])),
        searchMaxSuggestions: config.themeConfig.searchMaxSuggestions ?? 10,
        assets: {},
        ...(demo ? { demo } : {}),
      },
    };
    const docOpts = { hostname: config.hostname, version: config.version };
    pageOutputs.forEach(({ view, regions }, i) => {
      staging.write(outputFileFor(view.page.path), renderDocument(view, regions, assets, docOpts));
      onProgress('html', i + 1, pageOutputs.length);
    });
    // The root locale's 404 page is the host's fallback; it boots the client, which resolves the path.
    for (const { view, regions } of notFoundViews) staging.write(outputFileFor(view.page.path), renderDocument(view, regions, assets, docOpts));
    // Every demo also gets a standalone full page (linked from its block, and the target of iframe demos).
    if (hasDemos) {
      const { standalonePath } = await import('./markdown/demo.ts');
      rendered.forEach(({ result }, i) => {
        for (const block of result.env.demos)
          staging.write(standalonePath(result.env.relativePath, block.id), renderDemoPage(views[i], block.html as string, assets, docOpts));
      });
    }
    staging.write('sitemap.xml', renderSitemap(pages, config.base, config.hostname));
    copyPublic(config.publicDir, staging.dir, config.outDir);
    for (const [file, out] of copiedImages) staging.copy(file, out);
    onProgress('files', 1, 1);
    staging.commit();
    onProgress('commit', 1, 1);
  } catch (err) {
    staging.discard();
    throw err;
  }
  recordOutput(cache, config.outDir, outKey);
  cache.save();
  onProgress('cache', 1, 1);
  return { outDir: config.outDir, pages, warnings: dedupe(diagnostics.filter((d) => d.severity === 'warning')), ms: performance.now() - started, cache: stats(false) };
}

/** The markdown pipeline of a build, loaded on demand (see stage 3). */
async function loadMarkdown(config: SiteConfig, cache: BuildCache, salt: string, links: LinkContext, copied: Map<string, string>, toRender: PageSource[]) {
  const { createDeferredHighlighter } = await import('./markdown/deferredHighlighter.ts');
  const store = cache.section<string>('highlight');
  // Nothing highlighted yet (a cold build): every fence of the pages to render is owed, so workers start now and
  // boot while the rest of the pipeline loads.
  const expected = store.size() ? 0 : toRender.reduce((n, s) => n + (s.body.match(/^\s*(`{3,}|~{3,})/gm)?.length ?? 0), 0) / 2;
  const highlighter = createDeferredHighlighter({ store, salt, expected });
  const [{ createMarkdown }, { renderMarkdown }, { cachedCompileDemo }] = await Promise.all([
    import('./markdown/createMarkdown.ts'),
    import('./markdown/renderMarkdown.ts'),
    import('./cachedCompileDemo.ts'),
  ]).catch(async (err) => {
    await highlighter.close(); // started workers would keep the process alive
    throw err;
  });
  const md = createMarkdown({
    highlighter,
    links,
    images: { root: config.root, base: config.base, copied },
    demo: { horizontal: config.demo.horizontal, iframe: config.demo.iframe, base: config.base, compile: cachedCompileDemo(cache) },
  });
  return { md, highlighter, renderMarkdown };
}

/** Language of the locale a page path belongs to. */
export function langFor(pagePath: string, locales: Record<string, { lang: string }>): string {
  return locales[localeOf(pagePath, Object.keys(locales))]?.lang ?? 'zh-CN';
}

