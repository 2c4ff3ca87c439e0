// Pages that do not grow with the site (issue 21), on a generated 2,000-page site in 20 sections: a page carries its
// own section (whole when small, a window around the page when large) and the other sections' headings linking to
// their first pages — not the whole tree, which is one shared file; the route manifest the client loads at start is
// a short list of shards, every page in the one shard its URL spellings lead to.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { resolveRoute, createRouteTable } from '../../../src/shared/resolveRoute.ts';
import { routeStem, shardFor, type ShardRef } from '../../../src/shared/routeShards.ts';
import type { RouteEntry, SidebarTreeNode } from '../../../src/shared/types.ts';
import { PAGES, SECTIONS, pagePath, pageTitle, sectionSizes, sectionTitle, writeLargeSite } from '../../helpers/largeSite.ts';

let outDir = '';
const read = (rel: string) => fs.readFileSync(path.join(outDir, rel), 'utf8');
const sidebarOf = (html: string) => /<aside id="sidebar"[^>]*>([\s\S]*?)<\/aside>/.exec(html)![1];
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)" class="sidebar-link[^"]*"/g)].map((m) => m[1]);
const boot = (html: string) => JSON.parse(/<script id="mapdocs-boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);

test.before(async () => {
  const docs = writeLargeSite();
  outDir = path.join(path.dirname(docs), 'out');
  await build(await resolveConfig(docs, { outDir }));
});

test('a page in a large section lists a window of its section and every other section by its heading', () => {
  const html = read(pagePath(5, 50));
  const side = sidebarOf(html);
  const shown = links(side);
  // Its own entry (active), its neighbours, and the section's first and last pages.
  assert.match(side, new RegExp(`<a href="${pagePath(5, 50)}" class="sidebar-link active" aria-current="page">${pageTitle(5, 50)}</a>`));
  for (const p of [0, 44, 49, 51, 56, sectionSizes()[5] - 1]) assert.ok(shown.includes(pagePath(5, p)), `missing ${pagePath(5, p)}`);
  assert.not.ok(shown.includes(pagePath(5, 20)), 'the window holds only the page and its neighbours');
  assert.is((side.match(/data-sidebar-more="5"/g) ?? []).length, 2, 'a button for the entries before the window and one after');
  // Every other section: its heading, linking to its first page, and none of its pages.
  for (let s = 0; s < SECTIONS; s++) {
    if (s === 5) continue;
    assert.match(side, `<a href="${pagePath(s, 0)}" class="sidebar-section-link">${sectionTitle(s)}</a><button type="button" class="sidebar-expand" aria-expanded="false" aria-label="展开 ${sectionTitle(s)}" hidden="">`);
    assert.not.ok(shown.some((l) => l.startsWith(`/s${String(s).padStart(2, '0')}/`)), `section ${s} listed`);
  }
  assert.ok(shown.length <= 16, `${shown.length} entries`);
});

test('a page in a small section lists its section in full, without JavaScript', () => {
  const side = sidebarOf(read(pagePath(0, 12)));
  const shown = links(side);
  for (let p = 0; p < sectionSizes()[0]; p++) assert.ok(shown.includes(pagePath(0, p)), `missing ${pagePath(0, p)}`);
  assert.not.match(side, /data-sidebar-more/);
  assert.is(shown.length, sectionSizes()[0]);
});

test("a page's sidebar stays small and does not hold the whole tree, which is one shared file", () => {
  const html = read(pagePath(12, 3));
  const side = sidebarOf(html);
  assert.ok(side.length < 9000, `sidebar ${side.length} B`);
  const url = /data-sidebar-tree="([^"]+)"/.exec(side)![1];
  assert.match(url, /^\/assets\/sidebar\.[A-Za-z0-9]+\.json$/);
  const tree: SidebarTreeNode[] = JSON.parse(read(url));
  assert.is(tree.length, SECTIONS);
  assert.equal(
    tree.map((n) => n.c!.length),
    sectionSizes(),
  );
  assert.equal(tree[7].c![3], { t: pageTitle(7, 3), p: pagePath(7, 3) });
  // Every page names the same file (one per locale).
  assert.ok(read(pagePath(1, 1)).includes(`data-sidebar-tree="${url}"`));
  // The chunk a client navigation swaps in carries the same small sidebar.
  const chunk = JSON.parse(read(routesOf(html).find((r) => r.path === pagePath(12, 3))!.chunk));
  assert.ok(chunk.regions.sidebar.length < 9000);
  assert.not.match(chunk.regions.sidebar, pagePath(3, 40));
});

/** Every route of the site, from the manifest's shards (checking each is where its stems lead). */
function routesOf(html: string): RouteEntry[] {
  const manifest = JSON.parse(read(boot(html).routes));
  const all: RouteEntry[] = [];
  for (const s of manifest.shards as ShardRef[]) all.push(...JSON.parse(read(s.url)).routes);
  return all;
}

test('the start-up manifest is a short list of shards; each route is in the shard its URL spellings lead to', () => {
  const html = read(pagePath(9, 9));
  const manifestFile = boot(html).routes;
  const manifestBytes = fs.statSync(path.join(outDir, manifestFile)).size;
  const manifest = JSON.parse(read(manifestFile));
  assert.equal(manifest.routes, []);
  const shards: ShardRef[] = manifest.shards;
  assert.ok(manifestBytes < 8000, `manifest ${manifestBytes} B`);
  let largestShard = 0;
  const byShard = new Map<string, RouteEntry[]>();
  for (const s of shards) {
    const routes: RouteEntry[] = JSON.parse(read(s.url)).routes;
    assert.ok(routes.length <= 250, `${s.url}: ${routes.length} routes`);
    largestShard = Math.max(largestShard, fs.statSync(path.join(outDir, s.url)).size);
    byShard.set(s.url, routes);
  }
  // Start-up reads the manifest and one shard: bounded, whatever the site's size.
  assert.ok(manifestBytes + largestShard < 60000, `start-up ${manifestBytes} + ${largestShard} B`);
  const all = [...byShard.values()].flat();
  assert.is(all.length, PAGES);
  for (const spelling of ['/s09/p009.html', '/S09/P009', '/s09/p009/', '/s09/p009.HTML', '/s09/', '/s09/index.html', '/']) {
    const shard = shardFor(shards, routeStem(spelling));
    // The section folders have no index page: no shard holds their stem, and the router finds no page there.
    const folder = spelling === '/s09/' || spelling === '/s09/index.html';
    assert.is(!shard, folder, `shard for ${spelling}`);
    const match = resolveRoute(spelling, createRouteTable(shard ? byShard.get(shard.url)!.map((r) => r.path) : []));
    assert.is(match.kind, folder ? 'notFound' : 'page', spelling);
  }
  for (const r of all) assert.ok(byShard.get(shardFor(shards, routeStem(r.path))!.url)!.includes(r), r.path);
});

test.run();
