// The output stage of a `serve --watch` rebuild: the pipeline's own views and emitSite (pipeline/), given what this
// session keeps — the previous outputs (a page whose view signature is unchanged renders nothing), the client bundle,
// the demo runtimes and the search index shares of each page — and an output plan that writes only what changed.
import fs from 'node:fs';
import { withBase } from '../../shared/pagePath.ts';
import type { Diagnostic } from '../errors.ts';
import { dedupe } from '../errors.ts';
import { contentKey } from '../cache.ts';
import { routeCollisions } from '../pages/checkRoutes.ts';
import { routed } from '../pages/loadPages.ts';
import { searchIndexName, searchInput, writeSearchIndexFiles } from '../search/writeSearchIndexes.ts';
import { assembleSearchIndexPausing, indexPage, type IndexedPage } from '../search/buildSearchIndex.ts';
import { createSiteViews, type SitePage, type SiteViews } from '../pipeline/siteViews.ts';
import { emitSite, type PageRef } from '../pipeline/emitSite.ts';
import type { OutputPlan } from './outputFiles.ts';
import type { SiteState } from './siteState.ts';
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

/** Views of every page, then through emitSite into `plan`. Throws ContentErrors before anything is planned. */
export async function writeSite(next: SiteState, plan: OutputPlan, how: WriteHow) {
  const { config } = next;
  const order = [...next.pages.keys()].sort();
  const pages: SitePage[] = order.map((rel) => {
    const p = next.pages.get(rel)!;
    return { source: p.source, record: p.record, result: { html: p.html, env: p.env }, htmlKey: p.htmlKey };
  });
  // The page loops pause now and then: the server answers requests meanwhile (see timeSlicer.ts).
  const pause = createTimeSlicer();
  const site = await createSiteViews(
    config,
    next.links.routes,
    pages,
    [...configDiagnostics(config), ...(how.unreadable ?? []), ...routeCollisions(pages.map((p) => routed(p.source))), ...pages.flatMap((p) => p.result.env.diagnostics)],
    pause,
  );
  const warnings = dedupe(
    (how.fresh ? pages.filter((p) => how.fresh!.has(p.source.relativePath)).flatMap((p) => p.result.env.diagnostics) : site.diagnostics).filter((d) => d.severity === 'warning'),
  );
  const emitted = await emitSite(site, plan, {
    theme: next.theme,
    client: async () => next.client,
    search: (site) => planSearch(next, plan, site, pause),
    manifestName: MANIFEST,
    bootExtra: { dev: { events: withBase(config.base, how.eventsPath) } },
    incremental: { previous: how.previous?.outputs, reuse: how.reuse },
    runtimes: how.reuse ? next.runtimes : undefined,
    pause,
  });
  next.outputs = emitted.outputs;
  next.runtimes = emitted.runtimes ?? next.runtimes;
  for (const [file, out] of next.copiedImages) if (!plan.has(out) && fs.existsSync(file)) plan.copy(file, out);
  const removedPages = [...(how.previous?.pages ?? [])].filter(([rel]) => !next.pages.has(rel)).map(([, p]) => ({ path: p.record.path, key: p.record.key }));
  return { changedPages: emitted.changedPages, removedPages: removedPages as PageRef[], rendered: emitted.rendered, warnings };
}

/**
 * The watch search stage: each page's share of its locale's index is kept, and a locale's index is due when one of
 * its pages' text or record changed, or a page joined or left it. Returns each locale's (unhashed) manifest.
 */
async function planSearch(next: SiteState, plan: OutputPlan, site: SiteViews, pause: () => Promise<void>): Promise<Record<string, string>> {
  const searchIndexes: Record<string, string> = {};
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
    if (dirty) {
      const input = searchInput({ record: page.record, html });
      next.search.set(rel, (entry = { html, record: page.record, localePath, indexed: input && indexPage(input) }));
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
    searchIndexes[localePath] = rel;
    next.searchIndexes.set(localePath, { rel, pages: indexed });
    const memberKey = contentKey(...members);
    if (dirty || !plan.has(rel) || next.searchMembers.get(localePath) !== memberKey) next.searchDue.add(localePath);
    next.searchMembers.set(localePath, memberKey);
  }
  return searchIndexes;
}
