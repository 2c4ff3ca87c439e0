// The output stage of a `serve --watch` rebuild: the pipeline's own views and emitSite (pipeline/), given what this
// session keeps — the previous outputs (a page whose view signature is unchanged renders nothing), the client bundle,
// the demo runtimes and the search index shares of each page — and an output plan that writes only what changed.
import fs from 'node:fs';
import { withBase } from '../../shared/pagePath.ts';
import type { Diagnostic } from '../errors.ts';
import { asReported, dedupe } from '../errors.ts';
import { contentKey } from '../cache.ts';
import { lookAlikeRoutes, routeCollisions } from '../pages/checkRoutes.ts';
import { routed } from '../pages/loadPages.ts';
import { searchIndexName, searchInput, writeSearchIndexFiles } from '../search/writeSearchIndexes.ts';
import { indexPage, type IndexedPage } from '../search/buildSearchIndex.ts';
import { createLocaleIndex } from '../search/localeIndex.ts';
import { createSiteViews, reuseSiteViews, type SitePage, type SiteViews } from '../pipeline/siteViews.ts';
import { createLastUpdated } from '../pages/lastUpdated.ts';
import { emitSite, type PageRef } from '../pipeline/emitSite.ts';
import type { OutputPlan } from './outputFiles.ts';
import type { PageState, SearchEntry, SiteState } from './siteState.ts';
import { createTimeSlicer } from './timeSlicer.ts';
import { configDiagnostics } from '../config/resolveConfig.ts';

export type { PageRef } from '../pipeline/emitSite.ts';

/**
 * Dev builds name the route manifest and the search manifests without a hash, so a save rewrites them and not every
 * page's boot data (search shards keep their hashed names beside them).
 */
const MANIFEST = 'assets/routes.json';

/** Whether a served path (without base) is one of those unhashed assets, which browsers must revalidate. */
export const DEV_UNHASHED = (pathname: string) => pathname === `/${MANIFEST}` || /^\/assets\/search\/[^/.]+\.json$/.test(pathname);

export interface WriteHow {
  /** The state before this rebuild, whose outputs are reused where `reuse` and whose files are removed if gone. */
  previous: SiteState | null;
  reuse: boolean;
  /** Pages whose markdown rendered in this rebuild: their warnings are reported (all pages' when absent). */
  fresh?: Set<string>;
  /** Problems found before rendering (pages that cannot be read, page files that are not regular files). */
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
    // The build's own assembly (kept, and changed page by page: localeIndex.ts) and file writer: only the manifest's
    // name differs (unhashed, see MANIFEST).
    const name = searchIndexName(localePath);
    index.kept ??= createLocaleIndex(name);
    writeSearchIndexFiles(name, await index.kept.files(index.pages, pause), plan, { manifestRel: index.rel, synonyms: next.config.themeConfig.searchSynonyms });
  }
  next.searchDue.clear();
}

/** Views of every page, then through emitSite into `plan`. Throws ContentErrors before anything is planned. */
export async function writeSite(next: SiteState, plan: OutputPlan, how: WriteHow) {
  const { config } = next;
  // The page loops pause now and then: the server answers requests meanwhile (see timeSlicer.ts).
  const pause = createTimeSlicer();
  const reused = how.reuse ? await reuseViews(next, how) : null;
  let site: SiteViews;
  let index: Map<string, number>;
  if (reused) ({ site, index } = reused);
  else {
    const order = [...next.pages.keys()].sort();
    const pages = order.map((rel) => sitePage(next.pages.get(rel)!));
    index = new Map(order.map((rel, i) => [rel, i]));
    site = await createSiteViews(
      config,
      next.links.routes,
      pages,
      [...configDiagnostics(config), ...(how.unreadable ?? []), ...routeCollisions(pages.map((p) => routed(p.source))), ...asReported(config.strict, lookAlikeRoutes(pages.map((p) => routed(p.source)))), ...pages.flatMap((p) => p.result.env.diagnostics)],
      pause,
    );
  }
  const { pages } = site;
  const warnings = dedupe(
    [...(how.unreadable ?? []), ...(how.fresh ? pages.filter((p) => how.fresh!.has(p.source.relativePath)).flatMap((p) => p.result.env.diagnostics) : site.diagnostics)].filter(
      (d) => d.severity === 'warning',
    ),
  );
  const emitted = await emitSite(site, plan, {
    theme: next.theme,
    client: async () => next.client,
    search: (site) => (reused && planSearchOf(next, site, reused.changed)) || planSearch(next, plan, site, pause),
    manifestName: MANIFEST,
    manifestMemo: next.manifestMemo,
    bootExtra: { dev: { events: withBase(config.base, how.eventsPath) } },
    incremental: { previous: how.previous?.outputs, reuse: how.reuse, ...(reused ? { remade: reused.changed, assetsKey: how.previous?.views?.assetsKey } : {}) },
    runtimes: how.reuse ? next.runtimes : undefined,
    pause,
  });
  next.outputs = emitted.outputs;
  next.runtimes = emitted.runtimes ?? next.runtimes;
  next.views = { site, index, assetsKey: emitted.assetsKey };
  for (const [file, out] of next.copiedImages) if (!plan.has(out) && fs.existsSync(file)) plan.copy(file, out);
  const removedPages = [...(how.previous?.pages ?? [])].filter(([rel]) => !next.pages.has(rel)).map(([, p]) => ({ path: p.record.path, key: p.record.key }));
  return { changedPages: emitted.changedPages, removedPages: removedPages as PageRef[], rendered: emitted.rendered, warnings, reusedViews: !!reused };
}

const sitePage = (p: PageState): SitePage => ({ source: p.source, record: p.record, result: { html: p.html, env: p.env }, htmlKey: p.htmlKey });

/**
 * The previous rebuild's views, with the saved pages' made again, when no other page's view can have changed: the
 * same pages as before (none added, removed or renamed, the same route table) and every saved page's record (title,
 * headers, frontmatter, path) as it was — site data, sidebars, neighbours, locale links are made of records and routes
 * only. Anything else (a new title other pages' sidebars show, a page that came or went) takes the full path: null.
 */
async function reuseViews(next: SiteState, how: WriteHow): Promise<{ site: SiteViews; index: Map<string, number>; changed: number[] } | null> {
  const before = how.previous;
  const kept = before?.views;
  if (!before || !kept || !how.fresh || how.unreadable?.some((d) => d.severity === 'error') || next.links !== before.links || next.pages.size !== kept.site.pages.length) return null;
  const pages = [...kept.site.pages];
  const changed: number[] = [];
  for (const rel of how.fresh) {
    const i = kept.index.get(rel);
    const now = next.pages.get(rel);
    const was = before.pages.get(rel);
    if (i === undefined || !now || !was || JSON.stringify(now.record) !== JSON.stringify(was.record)) return null;
    pages[i] = sitePage(now);
    changed.push(i);
  }
  const site = await reuseSiteViews(kept.site, pages, changed, changed.flatMap((i) => pages[i].result.env.diagnostics));
  if (!site) return null;
  // When a page last changed is read once per set of views (lastUpdated.ts): a saved page's is read again.
  const lastUpdated = changed.some((i) => site.views[i].lastUpdated !== undefined) ? createLastUpdated(next.config.root) : undefined;
  if (lastUpdated) for (const i of changed) if (site.views[i].lastUpdated !== undefined) site.views[i].lastUpdated = lastUpdated(pages[i].source.relativePath);
  return { site, index: kept.index, changed };
}

/**
 * The watch search stage: each page's share of its locale's index is kept, and a locale's index is due when one of
 * its pages' text or record changed, or a page joined or left it. Returns each locale's (unhashed) manifest.
 */
async function planSearch(next: SiteState, plan: OutputPlan, site: SiteViews, pause: () => Promise<void>): Promise<Record<string, string>> {
  const searchIndexes: Record<string, string> = {};
  const before = next.searchIndexes;
  next.searchIndexes = new Map();
  if (next.config.themeConfig.search === false) return searchIndexes;
  const byLocale = new Map<string, { pages: IndexedPage[]; dirty: boolean; members: string[] }>();
  for (const [i, page] of site.pages.entries()) {
    await pause();
    const rel = page.source.relativePath;
    const html = site.content(i);
    const localePath = site.views[i].localePath;
    let entry = next.search.get(rel);
    const dirty = !entry || entry.html !== html || entry.record !== page.record || entry.localePath !== localePath;
    if (dirty) next.search.set(rel, (entry = searchEntry(page.record, html, localePath)));
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
    searchIndexes[localePath] = rel;
    next.searchIndexes.set(localePath, { rel, pages: indexed, at: new Map(members.map((m, i) => [m, i])), kept: before.get(localePath)?.kept });
    const memberKey = contentKey(...members);
    if (dirty || !plan.has(rel) || next.searchMembers.get(localePath) !== memberKey) next.searchDue.add(localePath);
    next.searchMembers.set(localePath, memberKey);
  }
  return searchIndexes;
}

/** A page's share of its locale's search index, with what it was made from (to notice when it must be made again). */
function searchEntry(record: SearchEntry['record'], html: string, localePath: string): SearchEntry {
  const input = searchInput({ record, html });
  return { html, record, localePath, indexed: input && indexPage(input) };
}

/**
 * planSearch for a rebuild that reused the views (reuseViews): only the `changed` pages' shares are looked at, each put
 * in its place in its locale's pages, whose index is then due. Null (planSearch then) when a page joins or leaves its
 * locale's index, or moves to another locale: members change.
 */
function planSearchOf(next: SiteState, site: SiteViews, changed: number[]): Record<string, string> | null {
  if (next.config.themeConfig.search === false) return {};
  const updates: { rel: string; entry: SearchEntry }[] = [];
  for (const i of changed) {
    const page = site.pages[i];
    const rel = page.source.relativePath;
    const html = site.content(i);
    const localePath = site.views[i].localePath;
    const entry = next.search.get(rel);
    if (!entry || entry.localePath !== localePath) return null;
    if (entry.html === html && entry.record === page.record) continue;
    const now = searchEntry(page.record, html, localePath);
    if (!now.indexed !== !entry.indexed || (now.indexed && next.searchIndexes.get(localePath)?.at.get(rel) === undefined)) return null;
    updates.push({ rel, entry: now });
  }
  const indexes = new Map(next.searchIndexes);
  for (const { rel, entry } of updates) {
    next.search.set(rel, entry);
    if (!entry.indexed) continue;
    const index = indexes.get(entry.localePath)!;
    const pages = [...index.pages];
    pages[index.at.get(rel)!] = entry.indexed;
    indexes.set(entry.localePath, { ...index, pages });
    next.searchDue.add(entry.localePath);
  }
  next.searchIndexes = indexes;
  return Object.fromEntries([...indexes].map(([localePath, { rel }]) => [localePath, rel]));
}
