// The output stage of a dev build: views of every page (cheap), then regions, chunk and HTML of the pages whose view
// changed (see viewSignature.ts), the not-found pages, the manifest, the sitemap and the due search indexes, all into
// an output plan that writes only what changed.
import fs from 'node:fs';
import path from 'node:path';
import { outputFileFor, withBase } from '../../shared/pagePath.ts';
import type { DemoBoot } from '../../shared/types.ts';
import { ContentErrors, type Diagnostic } from '../errors.ts';
import { dedupe } from '../errors.ts';
import type { MarkdownEnv } from '../markdown/env.ts';
import { standalonePath } from '../markdown/demo.ts';
import { contentKey } from '../cache.ts';
import { buildSiteData } from '../site/buildSiteData.ts';
import { createLastUpdated } from '../pages/lastUpdated.ts';
import { routeCollisions } from '../pages/checkRoutes.ts';
import { routed } from '../pages/loadPages.ts';
import { createPageView, type PageView, type ViewContext } from '../site/pageView.ts';
import type { DocumentAssets } from '../ssr/renderDocument.ts';
import { writeDemoRuntimes } from '../assets/demoRuntimes.ts';
import { searchIndexName, searchInputsByLocale, writeSearchIndexFiles } from '../search/writeSearchIndexes.ts';
import { assembleSearchIndexPausing, indexPage, type IndexedPage } from '../search/buildSearchIndex.ts';
import { hashedName } from '../write/hashedName.ts';
import { renderSitemap } from '../write/sitemap.ts';
import { chunkData, demoBoot, notFoundChunkName, notFoundRecord } from '../write/pageChunk.ts';
import type { OutputPlan } from './outputFiles.ts';
import type { PageOutputs, SiteState } from './siteState.ts';
import { createViewSignature } from './viewSignature.ts';
import { createTimeSlicer } from './timeSlicer.ts';

/**
 * Dev builds name the route manifest and the search manifests without a hash, so a save rewrites them and not every
 * page's boot data (search shards keep their hashed names beside them).
 */
const MANIFEST = 'assets/routes.json';

/** Whether a served path (without base) is one of those unhashed assets, which browsers must revalidate. */
export const DEV_UNHASHED = (pathname: string) => pathname === `/${MANIFEST}` || /^\/assets\/search\/[^/.]+\.json$/.test(pathname);

/** A page by URL path and key (the key stays the same for a page's file; the path may change with its permalink). */
export interface PageRef {
  path: string;
  key: string;
}

export interface WriteHow {
  /** The state before this rebuild, whose outputs are reused where `reuse` and whose files are removed if gone. */
  previous: SiteState | null;
  reuse: boolean;
  /** Pages whose markdown rendered in this rebuild: their warnings are reported (all pages' when absent). */
  fresh?: Set<string>;
  /** Problems found before rendering (pages that cannot be read). */
  unreadable?: Diagnostic[];
  /** Path under the base of the dev server's event stream, for the boot data. */
  eventsPath: string;
}

/** Writes the search indexes that are due; a rebuild leaves them for after browsers were told (see `afterwards`). */
export async function writeSearchIndexes(next: SiteState, plan: OutputPlan): Promise<void> {
  const pause = createTimeSlicer();
  for (const localePath of next.searchDue) {
    await pause();
    const index = next.searchIndexes.get(localePath);
    if (!index) continue;
    // The build's own assembly and file writer: only the manifest's name differs (unhashed, see MANIFEST).
    const name = searchIndexName(localePath);
    writeSearchIndexFiles(name, await assembleSearchIndexPausing(name, index.pages, pause), plan, index.rel);
  }
  next.searchDue.clear();
}

/**
 * Views of every page (cheap), then regions, chunk and HTML of those whose view signature changed, the not-found
 * pages, search indexes, manifest and sitemap — all into `plan`. Throws ContentErrors before anything is planned.
 */
export async function writeSite(next: SiteState, plan: OutputPlan, how: WriteHow) {
  const { config, theme } = next;
  const prevOutputs = how.previous?.outputs;
  const order = [...next.pages.keys()].sort();
  const pages = order.map((rel) => next.pages.get(rel)!.record);
  const site = buildSiteData(config, pages);
  const diagnostics = [
    ...(how.unreadable ?? []),
    ...routeCollisions(order.map((rel) => routed(next.pages.get(rel)!.source))),
    ...order.flatMap((rel) => next.pages.get(rel)!.env.diagnostics),
  ];
  const configName = config.configFile ? path.relative(process.cwd(), config.configFile) : 'config';
  const ctx: ViewContext = {
    site,
    routes: next.links.routes,
    pagesByPath: new Map(pages.map((p) => [p.path, p])),
    onMissingSidebarEntry: (entry) => diagnostics.push({ file: configName, message: `sidebar entry "${entry}" names no page`, severity: 'error' }),
    lastUpdated: createLastUpdated(config.root),
    vuepress: config.vuepress !== undefined,
  };
  // The page loops pause now and then: the server answers requests meanwhile (see timeSlicer.ts).
  const pause = createTimeSlicer();
  const views: PageView[] = [];
  for (const rel of order) {
    await pause();
    const page = next.pages.get(rel)!;
    views.push(createPageView(page.record, page.html, ctx, page.record.frontmatter.home ? 'home' : 'page', page.env.demos.length > 0));
  }
  const errors = dedupe(diagnostics.filter((d) => d.severity === 'error'));
  if (errors.length) throw new ContentErrors(errors);
  const warnings = dedupe(
    (how.fresh ? order.filter((rel) => how.fresh!.has(rel)).flatMap((rel) => next.pages.get(rel)!.env.diagnostics) : diagnostics).filter((d) => d.severity === 'warning'),
  );
  const url = (rel: string) => withBase(config.base, rel);

  // Search: a locale's index is due when one of its pages' text or record changed, or a page joined or left it.
  const searchIndexes: Record<string, string> = {};
  next.searchIndexes = new Map();
  if (config.themeConfig.search !== false) {
    const byLocale = new Map<string, { pages: IndexedPage[]; dirty: boolean; members: string[] }>();
    for (const [i, rel] of order.entries()) {
      await pause();
      const page = next.pages.get(rel)!;
      const localePath = views[i].localePath;
      let entry = next.search.get(rel);
      const dirty = !entry || entry.html !== page.html || entry.record !== page.record || entry.localePath !== localePath;
      if (dirty) {
        const input = searchInputsByLocale([{ record: page.record, html: page.html, localePath }]).get(localePath)?.[0];
        next.search.set(rel, (entry = { html: page.html, record: page.record, localePath, indexed: input && indexPage(input) }));
      }
      if (!entry!.indexed) continue;
      let locale = byLocale.get(localePath);
      if (!locale) byLocale.set(localePath, (locale = { pages: [], dirty: false, members: [] }));
      locale.pages.push(entry!.indexed);
      locale.members.push(rel);
      locale.dirty ||= dirty;
    }
    for (const rel of next.search.keys()) if (!next.pages.has(rel)) next.search.delete(rel);
    for (const [localePath, { pages: indexed, dirty, members }] of byLocale) {
      const rel = `assets/search/${searchIndexName(localePath)}.json`;
      searchIndexes[localePath] = url(rel);
      next.searchIndexes.set(localePath, { rel, pages: indexed });
      const memberKey = contentKey(...members);
      if (dirty || !plan.has(rel) || next.searchMembers.get(localePath) !== memberKey) next.searchDue.add(localePath);
      next.searchMembers.set(localePath, memberKey);
    }
  }

  // Demo runtimes, once some page has a demo.
  const hasDemos = views.some((v) => v.hasDemos);
  if (hasDemos && (!next.runtimes || !how.reuse)) next.runtimes = await writeDemoRuntimes(config, plan);
  const demo: DemoBoot | undefined = hasDemos ? demoBoot(config, next.runtimes!, url) : undefined;
  const assets: DocumentAssets = {
    css: url(next.client.css),
    js: url(next.client.entry),
    preload: next.client.imports.map(url),
    boot: {
      base: config.base,
      routerMode: config.routerMode,
      routes: url(MANIFEST),
      searchIndexes,
      searchMaxSuggestions: config.themeConfig.searchMaxSuggestions ?? 10,
      assets: {},
      ...(demo ? { demo } : {}),
      dev: { events: url(how.eventsPath) },
    },
  };
  const assetsKey = contentKey(JSON.stringify(assets));
  const signature = createViewSignature();
  const docOpts = { hostname: config.hostname, version: config.version };
  const changedPages: PageRef[] = [];
  let rendered = 0;

  /** Regions, chunk and HTML of one view, unless its signature says they are what they were. */
  const renderView = (owner: string, view: PageView, htmlKey: string, demos: MarkdownEnv['demos']): PageOutputs => {
    const sig = signature(view, assetsKey, htmlKey);
    const old = prevOutputs?.get(owner);
    if (how.reuse && old?.sig === sig) return old;
    rendered++;
    const regions = theme.renderRegions(view);
    const json = JSON.stringify(chunkData(view, regions, theme.pageTitle(view)));
    const chunk = view.layout === 'not-found' ? hashedName('assets/chunks', notFoundChunkName(view.localePath), '.json', json) : hashedName('assets/chunks', view.page.key, '.json', json);
    const files = [outputFileFor(view.page.path)];
    let changed = plan.write(chunk, json);
    changed = plan.write(files[0], theme.renderDocument(view, regions, assets, docOpts)) || changed;
    for (const block of demos) {
      const file = standalonePath(view.page.relativePath, block.id);
      files.push(file);
      changed = plan.write(file, theme.renderDemoPage(view, block.html as string, assets, docOpts)) || changed;
    }
    for (const file of old?.files ?? []) if (!files.includes(file)) plan.remove(file);
    if (changed && view.layout !== 'not-found') changedPages.push({ path: view.page.path, key: view.page.key });
    return { sig, chunk, files };
  };

  next.outputs = new Map();
  for (const [i, view] of views.entries()) {
    await pause();
    const page = next.pages.get(order[i])!;
    next.outputs.set(order[i], renderView(order[i], view, page.htmlKey, page.env.demos));
  }
  const notFound: Record<string, string> = {};
  for (const localePath of Object.keys(config.locales)) {
    const owner = `404:${localePath}`;
    const out = renderView(owner, createPageView(notFoundRecord(localePath), '', ctx, 'not-found'), '', []);
    next.outputs.set(owner, out);
    notFound[localePath] = url(out.chunk);
  }
  // Pages (and locales) that are gone: their HTML goes; hashed assets stay for tabs that still point at them.
  for (const [owner, out] of prevOutputs ?? []) if (!next.outputs.has(owner)) for (const file of out.files) plan.remove(file);

  const manifest = {
    routes: views.map((v, i) => ({ path: v.page.path, key: v.page.key, chunk: url(next.outputs.get(order[i])!.chunk), title: v.page.title })),
    notFound,
  };
  plan.write(MANIFEST, JSON.stringify(manifest));
  plan.write('sitemap.xml', renderSitemap(pages, config.base, config.hostname));
  for (const [file, out] of next.copiedImages) if (!plan.has(out) && fs.existsSync(file)) plan.copy(file, out);
  const removedPages = [...(how.previous?.pages ?? [])].filter(([rel]) => !next.pages.has(rel)).map(([, p]) => ({ path: p.record.path, key: p.record.key }));
  return { changedPages, removedPages, rendered, warnings };
}
