// `mapdocs build`: a docs folder to a complete static site. The stages are those `serve --watch` runs too
// (src/render/pipeline/): load → renderSite → views → emitSite (with the search stage) → public files → commit,
// written into a staging folder that replaces the output only when all of it succeeded.
import path from 'node:path';
import type { PageRecord } from '../shared/types.ts';
import { configDiagnostics, type SiteConfig } from './config/resolveConfig.ts';
import { asReported, dedupe, type Diagnostic } from './errors.ts';
import { loadPages, routed } from './pages/loadPages.ts';
import { createSourceMemo, SOURCE_MEMO_ENTRY } from './pages/sourceMemo.ts';
import { openCache } from './cache.ts';
import { writeSiteSearch } from './search/writeSiteSearch.ts';
import { cachedClient } from './cachedClient.ts';
import { outputKey, outputIsCurrent, recordOutput } from './outputState.ts';
import { createStagingDir, type StagingDir } from './write/outputDir.ts';
import { checkOutputDir } from './write/outputGuard.ts';
import { listPublicFiles } from './publicFiles.ts';
import { lookAlikeRoutes } from './pages/checkRoutes.ts';
import { copyPublic } from './copyPublic.ts';
import { precompressDir } from './write/precompress.ts';
import { cacheFreshPage, renderSite } from './pipeline/renderPages.ts';
import { createSiteViews } from './pipeline/siteViews.ts';
import { emitSite } from './pipeline/emitSite.ts';
import type { HighlightPool, PrestartedWorkers } from './highlight/pool.ts';
import type { CodeHighlighter } from './highlight/highlighter.ts';
import { createPageSpill } from './pipeline/pageSpill.ts';
import { lockCache } from './cacheLock.ts';
import { CachedHtmlLost } from './pageCache.ts';

/**
 * Pages from which a build with nothing to highlight starts a worker to compress its output (buildWithCache). Warm
 * one-page-edit builds, worker against none: 600 pages 2.03 against 2.23 s, 120 pages 0.64 against 0.67 s; 30 pages
 * 0.37 against 0.36 s (a worker's start-up is about what it would take over).
 */
export const COMPRESSION_WORKER_FROM_PAGES = 100;

export interface BuildProgress {
  (stage: string, done: number, total: number): void;
}

export interface BuildResult {
  outDir: string;
  pages: PageRecord[];
  warnings: Diagnostic[];
  ms: number;
  /**
   * What the build cache saved: pages whose markdown came from it, code blocks highlighted anew, workers used (to
   * highlight, or only to compress when nothing was highlighted), and whether the output folder already held this
   * build's output (then nothing was written).
   */
  cache: { pagesFromCache: number; blocksHighlighted: number; highlightWorkers: number; compressionWorkers: number; outputUpToDate: boolean };
}

export interface BuildOptions {
  /** Highlight workers started ahead of the build (src/cli/prestart.ts); the caller discards them if unused. */
  prestarted?: PrestartedWorkers;
  /** Told when the build waits for another build on the same cache to finish (cacheLock.ts). */
  onWait?(message: string): void;
  /** No page's markdown from the page cache (the build's second attempt, see build). */
  renderAll?: boolean;
}

export async function build(config: SiteConfig, onProgress: BuildProgress = () => {}, opts: BuildOptions = {}): Promise<BuildResult> {
  // The output folder is replaced whole at the end: refuse one whose loss would lose the user's files.
  guardOutput(config);

  // One build at a time on a cache: another build's save would remove what this one wrote (cacheLock.ts).
  const unlock = await lockCache(config.cacheDir, { onWait: opts.onWait });
  // The build's time from here: not the wait.
  const started = performance.now();
  try {
    try {
      return await buildWithCache(config, onProgress, opts, started);
    } catch (err) {
      // A page's cached HTML that was not there (or not valid) when its turn came, too late to render the page: once
      // more, every page rendered (their entries written over). Prestarted workers went with the first attempt.
      if (!(err instanceof CachedHtmlLost)) throw err;
      return await buildWithCache(config, onProgress, { renderAll: true }, started);
    }
  } finally {
    unlock();
  }
}

async function buildWithCache(config: SiteConfig, onProgress: BuildProgress, opts: BuildOptions, started: number): Promise<BuildResult> {
  // Load: every page's source (frontmatter errors stop the build here, with file and line). Routes are known before
  // any markdown renders, so links can be checked while rendering. Files unchanged since the last build (same stat)
  // are not read: the cache remembers what loading them gave (sourceMemo.ts).
  const cache = openCache(config);
  const skippedFiles: Diagnostic[] = [];
  const sources = loadPages(config.root, createSourceMemo(cache.section('sources', SOURCE_MEMO_ENTRY)), (d) => skippedFiles.push(d));
  onProgress('read', sources.length, sources.length);

  // Render: pages whose source, config and routes are unchanged come from the build cache; the rest render with one
  // highlighter that answers cached blocks at once and owes the rest to worker threads (filled in by emitSite).
  // Fresh pages wait for their turn on disk, not in memory (pageSpill.ts).
  const spill = createPageSpill();
  let staging: StagingDir | undefined;
  let highlighter: CodeHighlighter | undefined;
  let compressPool: HighlightPool | undefined;
  let compressionWorkers = 0;
  try {
    const renderStage = await renderSite(config, sources, cache, { onProgress, prestarted: opts.prestarted, spill, renderAll: opts.renderAll });
    const { links, copiedImages, pageCache, pages: rendered } = renderStage;
    highlighter = renderStage.highlighter;
    const pages = rendered.map((r) => r.record);
    const fresh = rendered.filter((r) => r.fresh).length;
    const stats = (outputUpToDate: boolean) => ({
      pagesFromCache: sources.length - fresh,
      blocksHighlighted: highlighter?.stats?.highlighted ?? 0,
      highlightWorkers: highlighter?.stats?.workers ?? 0,
      compressionWorkers,
      outputUpToDate,
    });

    // With every page from the cache, the output folder may still hold what these inputs make (same key, files
    // untouched since): then stop here. A page's HTML counts by its content key (from the cache, or taken when a fresh
    // page is cached), so neither check holds or reads the pages' HTML.
    const outKeyOf = () => outputKey(config, publicFiles, [...rendered.flatMap((r) => [JSON.stringify(r.record), r.htmlKey!]), ...[...copiedImages].flat()]);
    // The config's own warnings, and those of the site's files (page files not read because they are not regular
    // files, public files left out, look-alike page names); under --strict they fail the build like the pages' do
    // (strict.ts).
    const { files: publicFiles, problems: publicProblems } = listPublicFiles(config.publicDir, config.includeRoots[0]);
    const siteProblems = [...configDiagnostics(config), ...asReported(config.strict, [...skippedFiles, ...publicProblems, ...lookAlikeRoutes(sources.map(routed))])];
    if (!fresh && !siteProblems.some((d) => d.severity === 'error') && outputIsCurrent(cache, config.outDir, outKeyOf())) {
      cache.save();
      const warnings = dedupe([...siteProblems, ...rendered.flatMap((r) => r.result.env.diagnostics), ...cache.warnings()].filter((d) => d.severity === 'warning'));
      return { outDir: config.outDir, pages, warnings, ms: performance.now() - started, cache: stats(true) };
    }

    // Views (sidebar entries naming no page are content errors too), then the site into a staging folder while the
    // code is still being highlighted. React loads only now, once the highlight workers have their work.
    const theme = await import('./ssr/themeRender.ts');
    const site = await createSiteViews(config, links.routes, rendered, [...siteProblems, ...rendered.flatMap((r) => r.result.env.diagnostics)]);
    onProgress('views', site.views.length, site.views.length);
    // No later stage reads a page's source text (the page cache took each page's key when it looked the page up):
    // let it go, a large site's sources are as large as its markdown.
    for (const { source } of rendered) source.body = '';
    // Files the site writes are compressed as they are handed over; copies of unchanged files come from the output
    // this replaces.
    staging = createStagingDir(config.outDir, config.precompress ? { precompress: { previous: config.outDir } } : {});
    const out = staging;
    // The highlight workers compress the output's .br/.gz copies once their code is done, while this thread renders.
    // With nothing to highlight (a warm build, a site without code) a worker of its own does: a warm 10,000-page build
    // used to compress every document on this thread alone (6.7 s of its 24.7). A small output is done sooner here.
    let compress = config.precompress ? highlighter?.compress : undefined;
    if (config.precompress && !compress && pages.length >= COMPRESSION_WORKER_FROM_PAGES) {
      const { compressorOf, createHighlightPool, defaultWorkerCount } = await import('./highlight/pool.ts');
      compressionWorkers = defaultWorkerCount();
      const pool = (compressPool = createHighlightPool(compressionWorkers, undefined, { compressOnly: true }));
      compress = compressorOf(() => pool);
    }
    if (compress) out.compressWith?.(compress);
    await emitSite(site, out, {
      theme,
      client: () => cachedClient(cache, out.dir),
      search: (site, writer, plainText) => writeSiteSearch(cache, site, writer, plainText),
      code: highlighter,
      onProgress,
      // A fresh page goes into the cache as soon as its code is in and its files are written; then its HTML is let go.
      onPageDone: (i) => {
        cacheFreshPage(rendered[i], pageCache);
        rendered[i].result.html = '';
      },
    });

    // Everything cached but the output record is known now: saved while lent copies may still be on their way.
    const diagnostics = site.diagnostics;
    cache.save();
    await staging.flush(); // public files give way to generated ones already on disk
    copyPublic(publicFiles, staging.dir, config.outDir);
    for (const [file, out] of copiedImages) staging.copy(file, out);
    onProgress('files', 1, 1);
    if (config.precompress) {
      // .br/.gz beside the text files not written through the staging folder's `write` (public files, images, the
      // client): the others have theirs.
      await staging.flush();
      await precompressDir(staging.dir, { previous: config.outDir, skip: staging.precompressed, compress });
      onProgress('precompress', 1, 1);
    }
    await Promise.all([highlighter?.close(), compressPool?.close()]);
    await staging.commit();
    const committed = staging;
    staging = undefined;
    onProgress('commit', 1, 1);
    recordOutput(cache, config.outDir, outKeyOf());
    cache.save();
    const leftOld = await committed.cleanup();
    if (leftOld) diagnostics.push({ file: path.relative(process.cwd(), config.outDir) || '.', message: leftOld, severity: 'warning' });
    if (cache.saveProblem) diagnostics.push({ file: path.relative(process.cwd(), config.cacheDir) || '.', message: cache.saveProblem, severity: 'warning' });
    diagnostics.push(...cache.warnings());
    onProgress('cache', 1, 1);
    return { outDir: config.outDir, pages, warnings: dedupe(diagnostics.filter((d) => d.severity === 'warning')), ms: performance.now() - started, cache: stats(false) };
  } finally {
    await staging?.discard();
    await Promise.all([highlighter?.close(), compressPool?.close()]);
    spill.remove();
  }
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
