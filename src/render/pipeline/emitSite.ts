// Stage three, for `build` and `serve --watch` alike: from the views to the files of the site, through a writer (the
// build's staging folder, or the output plan of `serve --watch`). Per page its regions, then — once its code is
// highlighted, while other pages' code may still be — its chunk, its HTML document and its demos' standalone pages,
// after which the page is let go: memory holds a window of pages, not the site. Then the not-found pages, the route
// manifest, the boot data, the search indexes (the caller's stage), demo runtimes and the sitemap.
//
// The build names the route manifest by content hash, known only once every chunk is: documents are written with a
// stand-in of the same length, overwritten in place at the end. `serve --watch` names it without a hash (its shards,
// for a large site, as the build's) and passes the previous outputs: a page whose view signature is unchanged keeps
// them and renders nothing.
import fs from 'node:fs';
import path from 'node:path';
import { outputFileFor, withBase } from '../../shared/pagePath.ts';
import type { SiteConfig } from '../config/resolveConfig.ts';
import type { DemoBoot, RouteEntry } from '../../shared/types.ts';
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
import { outputWriteError, type StagingDir } from '../write/outputDir.ts';
import { renderSitemap, writesSitemap } from '../write/sitemap.ts';
import { writeRouteManifest, type ManifestMemo } from '../write/routeManifest.ts';
import { chunkData, demoBoot, notFoundChunkName, notFoundRecord } from '../write/pageChunk.ts';
import type { SiteViews } from './siteViews.ts';
import { pageHtml } from './renderPages.ts';
import { fillCode, type CodeHighlighter } from '../highlight/highlighter.ts';
import { createViewSignature } from './viewSignature.ts';

export type ThemeRender = typeof ThemeModule;

/** Where the site goes. */
export interface SiteWriter extends StagingDir {
  /** Writes a file; false when the output already holds exactly this (`serve --watch`), else written. */
  write(rel: string, content: string | Buffer, how?: { patchedLater?: boolean }): boolean | void;
  /** Removes a file written before (only `serve --watch` writes over an earlier output). */
  remove?(rel: string): void;
  /** Whether the output holds, or will, a file by that name (`serve --watch`). */
  has?(rel: string): boolean;
}

/** What one page (or a locale's not-found page) owns in the output, kept by `serve --watch` between rebuilds. */
export interface PageOutputs {
  /** View signature the outputs were rendered from ('' when not tracked). */
  sig: string;
  chunk: string;
  /** Files this page owns besides hashed assets (its HTML, its demos' standalone pages). */
  files: string[];
  /** The page's entry in the route manifest (none for a not-found page). */
  route?: RouteEntry;
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
  /** With manifestName: what the last manifest was made of, so a save re-makes only the shards it changed. */
  manifestMemo?: ManifestMemo;
  /** Extra boot data fields (`serve --watch`'s event stream). */
  bootExtra?: Record<string, unknown>;
  /** `serve --watch`: outputs of the previous rebuild, kept where the view signature is unchanged if `reuse`. */
  incremental?: {
    previous?: Map<string, PageOutputs>;
    reuse: boolean;
    /**
     * The previous rebuild's views were reused (siteViews.ts, reuseSiteViews) but for these pages' (by index): every
     * other page keeps its outputs and route without a look at its view (its signature alone was 138 ms at 10,000
     * pages) — when the documents' assets are as before (`assetsKey`, the previous result's). The same pages, in the
     * same order, with the same records: no page is gone and the sitemap stands.
     */
    remade?: number[];
    assetsKey?: string;
  };
  /** Demo runtimes already written to this output (`serve --watch`). */
  runtimes?: DemoRuntimes;
  pause?(): Promise<void>;
  onProgress?(stage: string, done: number, total: number): void;
  /**
   * Page i's files are written, its code filled in (`site.pages[i].result`): the build caches a fresh page now and
   * lets its HTML go, so the site's pages are never all in memory.
   */
  onPageDone?(i: number): void;
}

export interface EmitResult {
  /** By owner: a page's relative path, or `404:<locale>`. */
  outputs: Map<string, PageOutputs>;
  /** Pages whose chunk, HTML or demo pages changed (all of them for a writer that does not tell). */
  changedPages: PageRef[];
  /** Pages (not-found pages included) whose regions rendered. */
  rendered: number;
  runtimes?: DemoRuntimes;
  /** Key of what every document links to besides its page (client, manifests, demo runtimes); '' unless incremental. */
  assetsKey: string;
}

/** Pages held at once waiting for their code (each holds its markdown with placeholders). */
const WINDOW = 64;
/** The boot data's script tag, after which a document names the route manifest. */
const BOOT_SCRIPT = '<script id="mapdocs-boot"';
/** Stands in for a hashed manifest's hash (never a hash: `~` is not in their alphabet), of the same length. */
const STAND_IN_HASH = '~routes~';
const MANIFEST_STAND_IN = `assets/routes.${STAND_IN_HASH}.json`;

/** Overwrites the stand-in of every document written with the hash of the manifest's real name, in place. */
async function putManifestName(writer: SiteWriter, name: string, standIns: { file: string; at: number }[]): Promise<void> {
  const hash = /^assets\/routes\.([A-Za-z0-9]+)\.json$/.exec(name)?.[1];
  if (!hash || hash.length !== STAND_IN_HASH.length) throw new Error(`emitSite: route manifest name ${name} does not fit its stand-in`);
  await writer.flush(); // every document is on disk
  const bytes = Buffer.from(hash);
  for (let i = 0; i < standIns.length; i += 64)
    await Promise.all(
      standIns.slice(i, i + 64).map(async ({ file, at }) => {
        const target = path.join(writer.dir, file);
        try {
          const handle = await fs.promises.open(target, 'r+');
          try {
            await handle.write(bytes, 0, bytes.length, at);
          } finally {
            await handle.close();
          }
        } catch (err) {
          throw outputWriteError(target, err);
        }
      }),
    );
}

/**
 * The build's manifest (and shards, for a large site) under a fixed name (`serve --watch`): the same files as the
 * build's, but for the manifest's own name, so documents need not change when it does.
 */
function writeFixedManifest(writer: SiteWriter, name: string, routes: RouteEntry[], notFound: Record<string, string>, url: (rel: string) => string, memo?: ManifestMemo): string {
  const files = new Map<string, string>();
  const made = writeRouteManifest({ write: (rel, content) => files.set(rel, content), has: (rel) => files.has(rel) || (writer.has?.(rel) ?? false) }, routes, notFound, url, memo);
  for (const [rel, content] of files) writer.write(rel === made ? name : rel, content);
  return name;
}

interface PageJob {
  owner: string;
  /** The page's index in the site (none for a not-found page). */
  index?: number;
  view: PageView;
  demos: MarkdownEnv['demos'];
  /** Rendered markdown the page holds; placeholders filled when its code is ready. */
  result?: RenderedMarkdown;
  htmlKey: string;
  sig: string;
  previous?: PageOutputs;
  regions?: ReturnType<ThemeRender['renderRegions']>;
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
  // Every document is written as soon as its page is finished, so no more than a window of pages is held at once. A
  // hashed manifest's name is known only once every chunk is: until then documents carry a stand-in of the same
  // length, overwritten in place at the end (eight bytes per file).
  const assets = assetsFor(opts.manifestName ?? MANIFEST_STAND_IN);
  const standIns: { file: string; at: number }[] = [];
  const assetsKey = incremental ? contentKey(JSON.stringify(assets)) : '';
  if (incremental && !opts.manifestName) throw new Error('emitSite: incremental output needs a fixed manifest name');
  const signature = incremental ? createViewSignature() : undefined;
  const remade = incremental?.reuse && incremental.remade && incremental.assetsKey === assetsKey && incremental.previous ? incremental.remade : undefined;
  const docOpts = { hostname: config.hostname, version: config.version };

  // Every page, then each locale's not-found page.
  const pageJob = (i: number): PageJob => {
    const p = pages[i];
    return { owner: p.source.relativePath, index: i, view: views[i], demos: p.result.env.demos, result: p.result, htmlKey: p.htmlKey ?? '', sig: '' };
  };
  const jobs: PageJob[] = remade ? remade.map(pageJob) : pages.map((_, i) => pageJob(i));
  for (const localePath of Object.keys(config.locales))
    jobs.push({ owner: `404:${localePath}`, view: createPageView(notFoundRecord(localePath), '', site.ctx, 'not-found'), demos: [], htmlKey: '', sig: '' });
  // Pages not remade keep what they own (the jobs are the remade pages' only).
  const outputs = new Map<string, PageOutputs>(remade ? incremental!.previous : undefined);
  const changedPages: PageRef[] = [];
  let rendered = 0;

  /** Writes a document; where it carries the manifest's stand-in is noted. */
  const writeDocument = (file: string, html: string): boolean => {
    if (!opts.manifestName) {
      const boot = html.indexOf(BOOT_SCRIPT);
      const at = boot < 0 ? -1 : html.indexOf(MANIFEST_STAND_IN, boot);
      if (at >= 0) {
        standIns.push({ file, at: Buffer.byteLength(html.slice(0, at)) + MANIFEST_STAND_IN.indexOf(STAND_IN_HASH) });
        return writer.write(file, html, { patchedLater: true }) !== false;
      }
    }
    return writer.write(file, html) !== false;
  };
  /** Code filled in; chunk, HTML document and demo pages written; its regions let go. */
  const finish = (job: PageJob) => {
    // Regions render only now, once the page's code is ready: a page waiting for its code holds its markdown (a few
    // KB), not its regions, and what a page allocates is let go soon after — a cold build of 10,000 pages had every
    // page's regions promoted to the old heap while they waited, its peak at three times what it held.
    job.regions = theme.renderRegions(job.view);
    if (code && job.result) {
      fillCode(job.result, code);
      job.regions!.page = code.fill(job.regions!.page);
    }
    const json = JSON.stringify(chunkData(job.view, job.regions!, theme.pageTitle(job.view)));
    const name = job.view.layout === 'not-found' ? notFoundChunkName(job.view.localePath) : job.view.page.key;
    const chunk = hashedName('assets/chunks', name, '.json', json);
    let changed = writer.write(chunk, json) !== false;
    const files = [outputFileFor(job.view.page.path)];
    changed = writeDocument(files[0], theme.renderDocument(job.view, job.regions!, assets, docOpts)) || changed;
    for (const block of job.demos) {
      const file = standalonePath(job.view.page.relativePath, block.id);
      files.push(file);
      changed = writeDocument(file, theme.renderDemoPage(job.view, block.html as string, assets, docOpts)) || changed;
    }
    for (const file of job.previous?.files ?? []) if (!files.includes(file)) writer.remove?.(file);
    if (changed && job.view.layout !== 'not-found') changedPages.push({ path: job.view.page.path, key: job.view.page.key });
    const route = job.view.layout === 'not-found' ? undefined : { path: job.view.page.path, key: job.view.page.key, chunk: url(chunk), title: job.view.page.title };
    outputs.set(job.owner, { sig: job.sig, chunk, files, ...(route ? { route } : {}) });
    // The page is let go: its regions, its content.
    job.regions = undefined;
    job.view.contentHtml = '';
    job.result = undefined;
    if (job.index !== undefined) opts.onPageDone?.(job.index);
  };

  // Regions page by page, while code may still be highlighting; a page is finished once its own code is in. Pages
  // waiting for their code are held up to WINDOW: then the highlighter is told to finish what it was given (settle),
  // and rendering goes on as soon as one of them is done.
  const waiting = new Set<Promise<void>>();
  // While this thread waits for code, it compresses what it lent the worker, which compresses only once its code is done.
  const waitFor = <T>(until: Promise<T>) => (writer.waitFor ? writer.waitFor(until) : until);
  const ready = (job: PageJob) => (code && job.result ? code.whenReady([job.result.html, ...job.demos.map((d) => d.html as string)].join('')) : undefined);
  for (const [i, job] of jobs.entries()) {
    await pause();
    // Finished pages' files wait to be written: a disk slower than rendering must not make memory hold the site.
    await writer.backlog?.();
    job.previous = incremental?.previous?.get(job.owner);
    if (signature) job.sig = signature(job.view, assetsKey, job.htmlKey);
    if (incremental?.reuse && job.previous?.sig === job.sig) {
      outputs.set(job.owner, job.previous);
      continue;
    }
    // The page's markdown and content are read now (a page from the cache or spilled holds neither) and let go once
    // the page is written: its code is filled into the markdown, which the build then caches.
    if (job.index !== undefined) {
      const page = pages[job.index];
      if (job.result) job.result.html = pageHtml(page);
      job.view.contentHtml = site.content(job.index);
    }
    rendered++;
    progress('regions', i + 1, jobs.length);
    const pending = ready(job);
    if (!pending) {
      finish(job);
      continue;
    }
    const done = pending.then(() => finish(job));
    waiting.add(done);
    // A page that fails stays in `waiting`, whose final wait reports it.
    done.then(() => waiting.delete(done), () => {});
    if (waiting.size >= WINDOW) {
      const settling = code!.settle();
      settling.catch(() => {}); // reported by the settle below
      await waitFor(Promise.race([...waiting, settling]));
    }
  }
  // A failure ends the wait at once (settle rejects), whatever pages are still waiting.
  if (code) await waitFor(Promise.all([code.settle(), ...waiting]));
  progress('highlight', 1, 1);

  // Pages (and locales) that are gone: their HTML goes; hashed assets stay for tabs that still point at them.
  if (!remade) for (const [owner, out] of incremental?.previous ?? []) if (!outputs.has(owner)) for (const file of out.files) writer.remove?.(file);

  const notFound: Record<string, string> = {};
  for (const job of jobs) if (job.view.layout === 'not-found') notFound[job.view.localePath] = url(outputs.get(job.owner)!.chunk);
  const routes = pages.map((p) => outputs.get(p.source.relativePath)!.route!);
  // One file for a small site; a large site's in shards the router loads as it needs them (routeManifest.ts).
  const manifestName = opts.manifestName ? writeFixedManifest(writer, opts.manifestName, routes, notFound, url, opts.manifestMemo) : writeRouteManifest(writer, routes, notFound, url);
  if (!opts.manifestName) await putManifestName(writer, manifestName, standIns);
  progress('html', 1, 1);
  // A sitemap needs absolute URLs: without a hostname there is none (the config warned once).
  if (writesSitemap(config.hostname) && !remade) writer.write('sitemap.xml', renderSitemap(pages.map((p) => p.record), config.base, config.hostname));
  return { outputs, changedPages, rendered, runtimes, assetsKey };
}
