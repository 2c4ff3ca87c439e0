// `mapdocs build`: the pipeline from a docs folder to a complete static site, one numbered stage at a time.
import path from 'node:path';
import { createRouteTable } from '../shared/resolveRoute.ts';
import { localeOf, outputFileFor, withBase } from '../shared/pagePath.ts';
import type { PageRecord, SiteData } from '../shared/types.ts';
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
import { renderDocument, pageTitle, type DocumentAssets } from './ssr/renderDocument.ts';
import { createStagingDir, type StagingDir } from './write/outputDir.ts';
import { checkOutputDir } from './write/outputGuard.ts';
import { copyPublic } from './copyPublic.ts';
import { renderSitemap } from './write/sitemap.ts';
import { hashedName } from './write/hashedName.ts';
import { searchInputsByLocale, writeSearchIndex } from './search/writeSearchIndexes.ts';
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

  // 0. The output folder is replaced whole at the end: refuse one whose loss would lose the user's files.
  guardOutput(config);

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

  // 4. Render every page body; bodies render before layouts, because layouts need the whole site. Fresh pages hold
  //    placeholders for their code until highlighting settles (stage 8); until then, everything that needs only the
  //    page's words or the site's shape goes on beside the highlight workers.
  const rendered: { source: PageSource; result: RenderedMarkdown; record: PageRecord }[] = [];
  const fresh: { source: PageSource; lang: string; result: RenderedMarkdown; keys: string[] }[] = [];
  const highlighter = markdown?.highlighter;
  let staging: StagingDir | undefined;
  try {
    for (const [i, source] of sources.entries()) {
      let result = cached[i];
      if (!result) {
        const { md, renderMarkdown } = markdown!;
        const asked = highlighter!.asked.length;
        result = renderMarkdown(md, source.body, source.relativePath, source.path, langs[i]);
        fresh.push({ source, lang: langs[i], result, keys: highlighter!.asked.slice(asked) });
        await highlighter!.pump();
      }
      for (const d of result.env.diagnostics) d.file = source.displayPath;
      const record = createPageRecord(source.relativePath, source.frontmatter, result.env.title, result.env.headers);
      rendered.push({ source, result, record });
      onProgress('markdown', rendered.length, sources.length);
    }
    const pages = rendered.map((r) => r.record);
    const stats = (outputUpToDate: boolean) => ({
      pagesFromCache: sources.length - fresh.length,
      blocksHighlighted: highlighter?.stats.highlighted ?? 0,
      highlightWorkers: highlighter?.stats.workers ?? 0,
      outputUpToDate,
    });

    // 5. With every page from the cache, the output folder may still hold what these inputs make (same key, files
    //    untouched since): then stop here.
    const outKeyOf = () => outputKey(config, [...rendered.flatMap((r) => [JSON.stringify(r.record), r.result.html]), ...[...copiedImages].flat()]);
    // The config's own warnings; under --strict they fail the build like the pages' do (strict.ts).
    const configDiagnostics = config.warnings.map((w) => (config.strict ? { ...w, severity: 'error' as const } : w));
    if (!fresh.length && !configDiagnostics.some((d) => d.severity === 'error') && outputIsCurrent(cache, config.outDir, outKeyOf())) {
      cache.save();
      const warnings = dedupe([...configDiagnostics, ...rendered.flatMap((r) => r.result.env.diagnostics)].filter((d) => d.severity === 'warning'));
      return { outDir: config.outDir, pages, warnings, ms: performance.now() - started, cache: stats(true) };
    }

    // 6. Site data, then a view per page; sidebar entries naming no page are content errors too. (React loads only
    //    now, once the highlight workers have their work.)
    const { renderRegions } = await import('./ssr/renderRegions.tsx');
    const site = buildSiteData(config, pages);
    const diagnostics = [...configDiagnostics, ...rendered.flatMap((r) => r.result.env.diagnostics)];
    // VuePress pages are Vue templates: their Vue parts render now (bodies with code still to highlight, which Vue
    // leaves alone), and the site's own styles join every page.
    const vue = config.vuepress ? await renderVue(config, site, rendered) : undefined;
    const contents = vue?.html ?? rendered.map((r) => r.result.html);
    if (vue) diagnostics.push(...vue.diagnostics);
    const siteCss = vue?.css ?? '';
    const siteCssPath = siteCss ? hashedName('assets', 'site', '.css', siteCss) : undefined;
    if (siteCssPath) site.headTags = [...site.headTags, ['link', { rel: 'stylesheet', href: '/' + siteCssPath }]];
    const configName = config.configFile ? path.relative(process.cwd(), config.configFile) : 'config';
    const ctx: ViewContext = {
      site,
      routes,
      pagesByPath: new Map(pages.map((p) => [p.path, p])),
      // VuePress built on past a sidebar entry naming no page (it logged it): there it is a warning.
      onMissingSidebarEntry: (entry) => diagnostics.push({ file: configName, message: `sidebar entry "${entry}" names no page`, severity: config.vuepress && !config.strict ? 'warning' : 'error' }),
      lastUpdated: createLastUpdated(config.root),
      vuepress: config.vuepress !== undefined,
    };
    const views: PageView[] = rendered.map(({ record, result }, i) =>
      createPageView(record, contents[i], ctx, record.frontmatter.home ? 'home' : 'page', result.env.demos.length > 0),
    );
    const errors = dedupe(diagnostics.filter((d) => d.severity === 'error'));
    if (errors.length) throw new ContentErrors(errors);
    onProgress('views', views.length, views.length);

    // 7. Into a staging folder (it replaces the output only when all of it succeeded): the client bundle, the search
    //    indexes and every page's regions, while the code is still being highlighted.
    staging = createStagingDir(config.outDir);
    for (const [file, content] of vue?.files ?? []) staging.write(file, content);
    if (siteCssPath) staging.write(siteCssPath, siteCss);
    const client = await cachedClient(cache, staging.dir);
    onProgress('client', 1, 1);
    const url = (rel: string) => withBase(config.base, rel);
    // Each locale's index is rebuilt only when what it indexes changed. The words of code are the same plain or
    // highlighted, so fresh pages are read with their code as plain text.
    const searchIndexes: Record<string, string> = {};
    if (config.themeConfig.search !== false) {
      const searchSources = rendered.map((r, i) => ({ record: r.record, html: highlighter ? highlighter.fillPlain(contents[i]) : contents[i], localePath: views[i].localePath }));
      for (const [localePath, inputs] of searchInputsByLocale(searchSources)) {
        const key = contentKey(localePath, JSON.stringify(inputs));
        Object.assign(searchIndexes, cachedWrites(cache, 'search', key, staging, (out) => ({ [localePath]: writeSearchIndex(localePath, inputs, out) })));
      }
    }
    onProgress('search', 1, 1);
    // Regions once per page: they fill both the HTML file and the page chunk.
    const pageRegions = views.map((view, i) => {
      const regions = renderRegions(view);
      onProgress('regions', i + 1, views.length);
      return regions;
    });

    // 8. Each page is finished as soon as its code is highlighted, while other pages' code still is: code filled in,
    //    page chunk written. Fresh pages go into the cache once all highlighting has succeeded.
    const chunks = new Map<string, string>();
    const freshResults = new Set(fresh.map((f) => f.result));
    const finishPage = (i: number) => {
      const { result } = rendered[i];
      if (highlighter && freshResults.has(result)) {
        result.html = highlighter.fill(result.html);
        for (const block of result.env.demos) block.html = highlighter.fill(block.html as string);
        pageRegions[i].page = highlighter.fill(pageRegions[i].page);
      }
      const json = JSON.stringify(chunkData(views[i], pageRegions[i], pageTitle(views[i])));
      const chunkPath = hashedName('assets/chunks', views[i].page.key, '.json', json);
      staging!.write(chunkPath, json);
      chunks.set(views[i].page.path, chunkPath);
    };
    if (highlighter) {
      // A failure ends the wait at once (settle rejects), whatever pages are still waiting.
      const pagesDone = rendered.map(({ result }, i) =>
        highlighter.whenReady([result.html, ...result.env.demos.map((d) => d.html as string)].join('')).then(() => finishPage(i)),
      );
      await Promise.all([highlighter.settle(), Promise.all(pagesDone)]);
      await highlighter.close();
      for (const { source, lang, result, keys } of fresh) pageCache.set(source, lang, result, keys);
    } else rendered.forEach((_, i) => finishPage(i));
    onProgress('highlight', fresh.length, sources.length);

    // 9. The route manifest, the not-found pages, demo runtimes, HTML documents and the rest.
    const notFound: Record<string, string> = {};
    const notFoundViews = Object.keys(config.locales).map((localePath) => {
      const view = createPageView(notFoundRecord(localePath), '', ctx, 'not-found');
      const regions = renderRegions(view);
      const json = JSON.stringify(chunkData(view, regions, pageTitle(view)));
      const chunkPath = hashedName('assets/chunks', notFoundChunkName(localePath), '.json', json);
      staging!.write(chunkPath, json);
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
    views.forEach((view, i) => {
      staging!.write(outputFileFor(view.page.path), renderDocument(view, pageRegions[i], assets, docOpts));
      onProgress('html', i + 1, views.length);
    });
    // The root locale's 404 page is the host's fallback; it boots the client, which resolves the path.
    for (const { view, regions } of notFoundViews) staging.write(outputFileFor(view.page.path), renderDocument(view, regions, assets, docOpts));
    // Every demo also gets a standalone full page (linked from its block, and the target of iframe demos).
    if (hasDemos) {
      const { standalonePath } = await import('./markdown/demo.ts');
      rendered.forEach(({ result }, i) => {
        for (const block of result.env.demos)
          staging!.write(standalonePath(result.env.relativePath, block.id), renderDemoPage(views[i], block.html as string, assets, docOpts));
      });
    }
    staging.write('sitemap.xml', renderSitemap(pages, config.base, config.hostname));
    // Everything cached but the output record is known now: saved while the output files are still being written.
    cache.save();
    await staging.flush(); // public files give way to generated ones already on disk
    copyPublic(config.publicDir, staging.dir, config.outDir);
    for (const [file, out] of copiedImages) staging.copy(file, out);
    onProgress('files', 1, 1);
    await staging.commit();
    const committed = staging;
    staging = undefined;
    onProgress('commit', 1, 1);
    recordOutput(cache, config.outDir, outKeyOf());
    cache.save();
    const leftOld = await committed.cleanup();
    if (leftOld) diagnostics.push({ file: path.relative(process.cwd(), config.outDir) || '.', message: leftOld, severity: 'warning' });
    if (cache.saveProblem) diagnostics.push({ file: path.relative(process.cwd(), config.cacheDir) || '.', message: cache.saveProblem, severity: 'warning' });
    onProgress('cache', 1, 1);
    return { outDir: config.outDir, pages, warnings: dedupe(diagnostics.filter((d) => d.severity === 'warning')), ms: performance.now() - started, cache: stats(false) };
  } finally {
    await staging?.discard();
    await highlighter?.close();
  }
}

/** A VuePress site's Vue parts and own styles (loaded only for VuePress sites). */
async function renderVue(config: SiteConfig, site: SiteData, rendered: { source: PageSource; result: RenderedMarkdown; record: PageRecord }[]) {
  const [{ renderVueSite }, { vuepressStyles }] = await Promise.all([import('./vue/vueSite.ts'), import('./config/vuepressStyles.ts')]);
  const styles = vuepressStyles(config.configDir);
  const vue = await renderVueSite(
    config,
    site,
    rendered.map(({ source, result, record }) => ({ html: result.html, env: result.env, record, body: source.body, displayPath: source.displayPath })),
  );
  return { ...vue, css: [styles.css, vue.css].filter(Boolean).join('\n'), diagnostics: [...styles.diagnostics, ...vue.diagnostics] };
}

/** Refuses an output folder that is or holds the docs, the config or the project, or holds files mapdocs did not write. */
export function guardOutput(config: SiteConfig): void {
  checkOutputDir({
    outDir: config.outDir,
    docsDir: config.root,
    keep: [config.configDir, config.publicDir, ...(config.configFile ? [config.configFile] : [])],
    emptyOut: config.emptyOutDir,
    chosenBy: config.outDirChosenBy,
  });
}

/** The markdown pipeline of a build, loaded on demand (see stage 3). */
async function loadMarkdown(config: SiteConfig, cache: BuildCache, salt: string, links: LinkContext, copied: Map<string, string>, toRender: PageSource[]) {
  const [{ createDeferredHighlighter }, { fencesIn }] = await Promise.all([import('./markdown/deferredHighlighter.ts'), import('./markdown/fence.ts')]);
  const store = cache.section<string>('highlight');
  // The fences of the pages to render start highlighting now, in workers that boot while the pipeline loads.
  const likely = toRender.flatMap((s) => fencesIn(s.body));
  const highlighter = createDeferredHighlighter({ store, salt, likely });
  // The demo compiler (esbuild, Vue's SFC compiler) loads only for pages that may have demos.
  const [{ createMarkdown, markdownOptions }, { renderMarkdown }, { cachedCompileDemo }, { mayHaveDemos }] = await Promise.all([
    import('./markdown/createMarkdown.ts'),
    import('./markdown/renderMarkdown.ts'),
    import('./cachedCompileDemo.ts'),
    import('./markdown/demo.ts'),
  ]).catch(async (err) => {
    await highlighter.close(); // started workers would keep the process alive
    throw err;
  });
  const compileDemo = toRender.some((s) => mayHaveDemos(s.body))
    ? (await import('./demo/compileDemo.ts')).compileDemo
    : () => {
        throw new Error('demo compiler not loaded: no page to render seemed to have a demo');
      };
  const md = createMarkdown({
    highlighter,
    links,
    images: { root: config.root, base: config.base, copied },
    demo: { horizontal: config.demo.horizontal, iframe: config.demo.iframe, base: config.base, compile: cachedCompileDemo(cache, compileDemo) },
    options: markdownOptions(config),
  });
  return { md, highlighter, renderMarkdown };
}

/** Language of the locale a page path belongs to. */
export function langFor(pagePath: string, locales: Record<string, { lang: string }>): string {
  return locales[localeOf(pagePath, Object.keys(locales))]?.lang ?? 'zh-CN';
}

