// Stage three, for `build` and `serve --watch` alike: from the views to the files of the site, through a writer (the
// build's staging folder, or the output plan of `serve --watch`). Per page its regions, its chunk once its code is
// highlighted (other pages' code may still be), its HTML document and its demos' standalone pages; the not-found
// pages; the route manifest; the boot data; the search indexes (the caller's stage); demo runtimes; the sitemap.
//
// Naming decides the order. With a fixed manifest name (`serve --watch`) the boot data is known from the start, so a
// page is finished in one go; with a name by content hash (the build) the manifest names every chunk, so every HTML
// document waits for it. `serve --watch` also passes the previous outputs: a page whose view signature is unchanged
// keeps them and renders nothing.
import { outputFileFor, withBase } from '../../shared/pagePath.ts';
import type { SiteConfig } from '../config/resolveConfig.ts';
import type { DemoBoot } from '../../shared/types.ts';
import { contentKey } from '../cache.ts';
import type { ClientAssets } from '../assets/bundleClient.ts';
import type { DemoRuntimes } from '../assets/demoRuntimes.ts';
import type { MarkdownEnv } from '../markdown/env.ts';
import type { RenderedMarkdown } from '../markdown/renderMarkdown.ts';
import { standalonePath } from '../markdown/demo.ts';
import { createPageView, type PageView } from '../site/pageView.ts';
import type { DocumentAssets } from '../ssr/renderDocument.ts';
import type * as ThemeModule from '../ssr/themeRender.ts';
import { hashedName } from '../write/hashedName.ts';
import type { StagingDir } from '../write/outputDir.ts';
import { renderSitemap } from '../write/sitemap.ts';
import { writeRouteManifest } from '../write/routeManifest.ts';
import { chunkData, demoBoot, notFoundChunkName, notFoundRecord } from '../write/pageChunk.ts';
import type { SiteViews } from './siteViews.ts';
import { fillCode, type CodeHighlighter } from '../highlight/highlighter.ts';
import { createViewSignature } from './viewSignature.ts';

export type ThemeRender = typeof ThemeModule;

/** Where the site goes. */
export interface SiteWriter extends StagingDir {
  /** Writes a file; false when the output already holds exactly this (`serve --watch`), else written. */
  write(rel: string, content: string | Buffer): boolean | void;
  /** Removes a file written before (only `serve --watch` writes over an earlier output). */
  remove?(rel: string): void;
}

/** What one page (or a locale's not-found page) owns in the output, kept by `serve --watch` between rebuilds. */
export interface PageOutputs {
  /** View signature the outputs were rendered from ('' when not tracked). */
  sig: string;
  chunk: string;
  /** Files this page owns besides hashed assets (its HTML, its demos' standalone pages). */
  files: string[];
}

/** A page by URL path and key (the key stays the same for a page's file; the path may change with its permalink). */
export interface PageRef {
  path: string;
  key: string;
}

export interface EmitOptions {
  theme: ThemeRender;
  /** The browser client's assets, asked for once the views stand (a content error bundles nothing). */
  client(): Promise<ClientAssets>;
  /** Writes the search indexes the caller keeps (build: cached whole; watch: per page); returns each locale's manifest. */
  search(site: SiteViews, writer: SiteWriter, plainText: (html: string) => string): Promise<Record<string, string>> | Record<string, string>;
  /** Code still being highlighted: a page's chunk waits for its own blocks (the build's). */
  code?: Pick<CodeHighlighter, 'settle' | 'fill' | 'whenReady' | 'fillPlain'>;
  /** A fixed name for the route manifest, so a rebuild rewrites it and not every page's boot data; default hashed. */
  manifestName?: string;
  /** Extra boot data fields (`serve --watch`'s event stream). */
  bootExtra?: Record<string, unknown>;
  /** `serve --watch`: outputs of the previous rebuild, kept where the view signature is unchanged if `reuse`. */
  incremental?: { previous?: Map<string, PageOutputs>; reuse: boolean };
  /** Demo runtimes already written to this output (`serve --watch`). */
  runtimes?: DemoRuntimes;
  pause?(): Promise<void>;
  onProgress?(stage: string, done: number, total: number): void;
}

export interface EmitResult {
  /** By owner: a page's relative path, or `404:<locale>`. */
  outputs: Map<string, PageOutputs>;
  /** Pages whose chunk, HTML or demo pages changed (all of them for a writer that does not tell). */
  changedPages: PageRef[];
  /** Pages (not-found pages included) whose regions rendered. */
  rendered: number;
  runtimes?: DemoRuntimes;
}

interface PageJob {
  owner: string;
  view: PageView;
  demos: MarkdownEnv['demos'];
  /** Rendered markdown the page holds; placeholders filled when its code is ready. */
  result?: RenderedMarkdown;
  htmlKey: string;
  sig: string;
  previous?: PageOutputs;
  regions?: ReturnType<ThemeRender['renderRegions']>;
  chunk?: string;
  changed?: boolean;
}

export async function emitSite(site: SiteViews, writer: SiteWriter, opts: EmitOptions): Promise<EmitResult> {
  const { config, views, pages } = site;
  const { theme, code, incremental } = opts;
  const pause = opts.pause ?? (async () => {});
  const progress = opts.onProgress ?? (() => {});
  const url = (rel: string) => withBase(config.base, rel);

  for (const [file, content] of site.files) writer.write(file, content);
  const client = await opts.client();
  progress('client', 1, 1);
  // The words of code are the same plain or highlighted: the index need not wait for highlighting.
  const plainText = (html: string) => code?.fillPlain(html) ?? html;
  const searchIndexes = await opts.search(site, writer, plainText);
  progress('search', 1, 1);

  // Demo runtimes are written only when some page has a demo.
  let runtimes: DemoRuntimes | undefined;
  if (views.some((v) => v.hasDemos)) {
    runtimes = opts.runtimes ?? (await (await import('../assets/demoRuntimes.ts')).writeDemoRuntimes(config, writer));
    progress('runtimes', 1, 1);
  }
  const demo: DemoBoot | undefined = runtimes ? demoBoot(config, runtimes, url) : undefined;
  const assetsFor = (manifest: string): DocumentAssets => ({
    css: url(client.css),
    js: url(client.entry),
    preload: client.imports.map(url),
    boot: {
      base: config.base,
      routerMode: config.routerMode,
      routes: url(manifest),
      searchIndexes: Object.fromEntries(Object.entries(searchIndexes).map(([k, v]) => [k, url(v)])),
      searchMaxSuggestions: config.themeConfig.searchMaxSuggestions ?? 10,
      assets: {},
      ...(demo ? { demo } : {}),
      ...opts.bootExtra,
    },
  });
  let assets = opts.manifestName ? assetsFor(opts.manifestName) : undefined;
  if (incremental && !assets) throw new Error('emitSite: incremental output needs a fixed manifest name');
  const assetsKey = incremental ? contentKey(JSON.stringify(assets)) : '';
  const signature = incremental ? createViewSignature() : undefined;
  const docOpts = { hostname: config.hostname, version: config.version };

  // Every page, then each locale's not-found page.
  const jobs: PageJob[] = pages.map((p, i) => ({ owner: p.source.relativePath, view: views[i], demos: p.result.env.demos, result: p.result, htmlKey: p.htmlKey ?? '', sig: '' }));
  for (const localePath of Object.keys(config.locales))
    jobs.push({ owner: `404:${localePath}`, view: createPageView(notFoundRecord(localePath), '', site.ctx, 'not-found'), demos: [], htmlKey: '', sig: '' });
  const outputs = new Map<string, PageOutputs>();
  const changedPages: PageRef[] = [];
  let rendered = 0;

  // Regions first, every page's: they need only the views, while code may still be highlighting.
  for (const [i, job] of jobs.entries()) {
    await pause();
    job.previous = incremental?.previous?.get(job.owner);
    if (signature) job.sig = signature(job.view, assetsKey, job.htmlKey);
    if (incremental?.reuse && job.previous?.sig === job.sig) {
      outputs.set(job.owner, job.previous);
      continue;
    }
    job.regions = theme.renderRegions(job.view);
    rendered++;
    progress('regions', i + 1, jobs.length);
  }

  /** A page's HTML document and demo pages; its regions are let go. */
  const writeDocuments = (job: PageJob, assets: DocumentAssets) => {
    const files = [outputFileFor(job.view.page.path)];
    let changed = writer.write(files[0], theme.renderDocument(job.view, job.regions!, assets, docOpts)) !== false;
    for (const block of job.demos) {
      const file = standalonePath(job.view.page.relativePath, block.id);
      files.push(file);
      changed = writer.write(file, theme.renderDemoPage(job.view, block.html as string, assets, docOpts)) !== false || changed;
    }
    for (const file of job.previous?.files ?? []) if (!files.includes(file)) writer.remove?.(file);
    if ((job.changed || changed) && job.view.layout !== 'not-found') changedPages.push({ path: job.view.page.path, key: job.view.page.key });
    outputs.set(job.owner, { sig: job.sig, chunk: job.chunk!, files });
    job.regions = undefined;
  };
  /** Code filled in, chunk written; the documents too once the boot data is known. */
  const finish = (job: PageJob) => {
    if (code && job.result) {
      fillCode(job.result, code);
      job.regions!.page = code.fill(job.regions!.page);
    }
    const json = JSON.stringify(chunkData(job.view, job.regions!, theme.pageTitle(job.view)));
    const name = job.view.layout === 'not-found' ? notFoundChunkName(job.view.localePath) : job.view.page.key;
    job.chunk = hashedName('assets/chunks', name, '.json', json);
    job.changed = writer.write(job.chunk, json) !== false;
    if (assets) writeDocuments(job, assets);
  };
  const toFinish = jobs.filter((j) => j.regions);
  if (code) {
    // Each page is finished as soon as its own code is highlighted; a failure ends the wait at once (settle rejects).
    const ready = (job: PageJob) => (job.result ? code.whenReady([job.result.html, ...job.demos.map((d) => d.html as string)].join('')) : Promise.resolve());
    await Promise.all([code.settle(), Promise.all(toFinish.map((job) => ready(job).then(() => finish(job))))]);
  } else
    for (const job of toFinish) {
      await pause();
      finish(job);
    }
  progress('highlight', 1, 1);

  // Pages (and locales) that are gone: their HTML goes; hashed assets stay for tabs that still point at them.
  for (const [owner, out] of incremental?.previous ?? []) if (!outputs.has(owner)) for (const file of out.files) writer.remove?.(file);

  const notFound: Record<string, string> = {};
  for (const job of jobs) if (job.view.layout === 'not-found') notFound[job.view.localePath] = url(job.chunk ?? outputs.get(job.owner)!.chunk);
  const routes = jobs.filter((j) => j.view.layout !== 'not-found').map((j) => ({ path: j.view.page.path, key: j.view.page.key, chunk: url(j.chunk ?? outputs.get(j.owner)!.chunk), title: j.view.page.title }));
  // One file for a small site; a large site's in shards the router loads as it needs them (routeManifest.ts).
  const manifestName = writeRouteManifest(writer, routes, notFound, url, opts.manifestName);
  if (!assets) {
    assets = assetsFor(manifestName);
    for (const [i, job] of toFinish.entries()) {
      writeDocuments(job, assets);
      progress('html', i + 1, toFinish.length);
    }
  }
  writer.write('sitemap.xml', renderSitemap(pages.map((p) => p.record), config.base, config.hostname));
  return { outputs, changedPages, rendered, runtimes };
}
