// The FeatureService page (/api/map/mixin/FeatureService) in the built docs site, network cut: the React query demo's
// SQL and rectangle queries return the earthquakes an independent filter of the emulator's data picks, drawn (pixel
// samples at their places, none outside the box in rectangle mode) and listed, with the exact request shown; a where
// clause outside the emulator's subset shows the service's message; the edit form adds and updates a feature that is
// still there after a reload (queried again), then deletes it; the vanilla demo shows FeatureServiceError's status and
// message; the search box finds the page by name, Chinese name and method in both languages. Screenshots land in
// /tmp/maplib-pages-featureservice-*.png.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, routerReady } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, demoText, openDemoPage, sampleUntil, waitDemoText } from './demoMaps.ts';
import { waitDemoMap } from './demoDrive.ts';
import { assertSearchFinds } from './searchBox.ts';
import { testData } from '../maplib/emulator/fixtures.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('FeatureService page');

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib-sw.js')) throw new Error('run `npm run build:maplib` first');
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve(process.env.PAGES_DOCS_DIR ?? 'docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

const ROUTE = 'api/map/mixin/FeatureService.html';
const BOX = [90, -15, 130, 10];
/** The emulator's earthquakes, strongest first (ties by FID, as the emulator orders them). */
const quakes = testData()
  .points.rows.map((row, i) => ({ fid: i + 1, lon: row[0] as number, lat: row[1] as number, mag: row[2] as number }))
  .sort((a, b) => b.mag - a.mag || a.fid - b.fid);
const strong = quakes.filter((q) => q.mag >= 5);
const boxed = quakes.filter((q) => q.lon >= BOX[0] && q.lon <= BOX[2] && q.lat >= BOX[1] && q.lat <= BOX[3]);
/** The demos' red (#e4572e) and purple (#7b3fe4) dots, told from the basemap's land, sea and labels. */
const red = (p: number[] | null) => !!p && p[0] > 180 && p[0] - p[1] > 90 && p[0] - p[2] > 120;
const purple = (p: number[] | null) => !!p && p[2] > 180 && p[2] - p[1] > 100 && p[0] > 90;

const app = (page: Page, demo: number) => page.locator('.demo-block .demo-app').nth(demo);
const listedFids = async (page: Page, demo: number, table: string) => (await app(page, demo).locator(`${table} tbody tr td:first-child`).allTextContents()).map(Number);

test('zh: SQL and rectangle queries drawn and listed, the request shown, a bad where shows the service message', async (ctx) => {
  const r = await openDemoPage(ctx.browser, ctx.site, ROUTE);
  const { page } = r;
  assert.ok(strong.length > 6 && boxed.length > 6, `${strong.length} strong, ${boxed.length} in the box`);
  assert.is(await waitDemoText(page, 0, '#summary', /共 \d+ 个要素/), `共 ${strong.length} 个要素，按震级从大到小列出前 6 个`);
  assert.equal(await listedFids(page, 0, '#rows'), strong.slice(0, 6).map((q) => q.fid));
  assert.match(await demoText(page, 0, '#request'), /^GET http:\/\/127\.0\.0\.1:\d+\/.*_services\/igs\/rest\/mrfs\/docs\/World\/0\/2\/query\?page=0&pageCount=500&f=json&structs=\{"IncludeAttribute":true,"IncludeGeometry":true,"IncludeWebGraphic":true\}&where=mag >= 5&orderField=mag&isAsc=false$/);
  // Drawn: the strongest earthquakes in view are red; one outside the box goes when the query is the box.
  await waitDemoMap(page, 0);
  // Places with no other dot within 2° (another dot's white ring would cross the centre sampled).
  const alone = (q: (typeof quakes)[0]) => !quakes.some((o) => o !== q && Math.hypot(o.lon - q.lon, o.lat - q.lat) < 2);
  const outside = strong.find((q) => !boxed.includes(q) && alone(q) && q.lon > 60 && q.lat > -25 && q.lat < 40)!;
  const inside = boxed.filter(alone).slice(0, 2);
  assert.is(inside.length, 2);
  const places: [number, number][] = [...inside, outside].map((q) => [q.lon, q.lat]);
  const sql = await sampleUntil(page, 0, places, '/tmp/maplib-pages-featureservice-sql.png', (px) => px.map(red), (v) => v[2]);
  assert.ok(sql[2], `a strong earthquake outside the box (FID ${outside.fid}) is drawn red`);

  await app(page, 0).locator('#box').check();
  assert.is(await waitDemoText(page, 0, '#summary', new RegExp(`共 ${boxed.length} `)), `共 ${boxed.length} 个要素，按震级从大到小列出前 6 个`);
  assert.equal(await listedFids(page, 0, '#rows'), boxed.slice(0, 6).map((q) => q.fid));
  assert.match(await demoText(page, 0, '#request'), /\/0\/2\/query\?page=0&pageCount=500&f=json&geometry=90,-15,130,10&geometryType=rect&structs=.*&rule=\{"CompareRectOnly":false,"EnableDisplayCondition":false,"MustInside":false,"Intersect":true\}&orderField=mag&isAsc=false$/);
  const rect = await sampleUntil(page, 0, places, '/tmp/maplib-pages-featureservice-rect.png', (px) => px.map(red), (v) => v[0] && v[1] && !v[2]);
  assert.equal(rect, [true, true, false], "the box's earthquakes drawn, the one outside gone");

  await app(page, 0).locator('#where').fill("UPPER(place) LIKE '%JAPAN%'");
  await app(page, 0).locator('#run').click();
  assert.is(await waitDemoText(page, 0, '#summary', /服务返回/), '服务返回：where: function UPPER(…) is not supported: the subset has no functions (at character 1)');
  assert.is(await app(page, 0).locator('#rows tbody tr').count(), 0);

  // The vanilla demo: a clause that works on load, one refused through a promise, then MapGIS's callbacks.
  const japan = quakes.filter((q) => /Japan/.test(String(testData().points.rows[q.fid - 1][4]))).length;
  assert.match(await waitDemoText(page, 2, '#out', /共 \d+ 个要素/), new RegExp(`^共 ${japan} 个要素\\n`));
  await app(page, 2).locator('#examples a', { hasText: 'UPPER' }).click();
  const out = await waitDemoText(page, 2, '#out', /FeatureServiceError/);
  assert.match(out, /^FeatureServiceError\nstatus: 400\nserviceMessage: where: function UPPER\(…\) is not supported: the subset has no functions \(at character 1\)\nrequest: http:.*\/0\/2\/query\?page=0&pageCount=3&.*&where=UPPER\(place\) LIKE '%JAPAN%'$/);
  await app(page, 2).locator('#where').fill('mag >= 5');
  await app(page, 2).locator('#callback').click();
  assert.match(await waitDemoText(page, 2, '#out', /onSuccess/), new RegExp(`^onSuccess\\n共 ${strong.length} 个要素\\nFID \\d+ M`));
  assertStayedOnSite(ctx.site, r);
  await r.context.close();
});

test('zh: the edit form adds and updates a feature that survives a reload, then deletes it', async (ctx) => {
  const r = await openDemoPage(ctx.browser, ctx.site, ROUTE);
  const { page } = r;
  const form = app(page, 1);
  await waitDemoText(page, 1, '#log', /要素服务里有 \d+ 个演示要素/);
  await form.locator('#reset').click();
  await waitDemoText(page, 1, '#log', /已清除所有编辑/);
  await form.locator('#place').fill('测试 test quake');
  await form.locator('#mag').fill('5.5');
  await form.locator('#lon').fill('100');
  await form.locator('#lat').fill('20');
  await form.locator('#add').click();
  const added = await waitDemoText(page, 1, '#log', /add →/);
  const fid = quakes.length + 1;
  assert.match(added, new RegExp(`^add → objectIds \\[${fid}\\]\\nPOST http:.*/_services/igs/rest/mrfs/docs/World/0/2/addFeatures\\?f=json\\n\\{"AttStruct":\\{"FldNumber":3,"FldName":\\["place","mag","type"\\]`));
  await form.locator('#mag').fill('4.4');
  await form.locator('#update').click();
  await waitDemoText(page, 1, '#log', /update → objectIds/);
  await waitDemoText(page, 1, '#edited-rows', /4\.4/);
  await waitDemoMap(page, 1);
  const drawn = await sampleUntil(page, 1, [[100, 20], [60, 0]], '/tmp/maplib-pages-featureservice-edit.png', (px) => px.map(purple), (v) => v[0]);
  assert.equal(drawn, [true, false]);

  await page.reload();
  await routerReady(page);
  const after = await waitDemoText(page, 1, '#edited-rows', /测试 test quake/);
  assert.match(after, new RegExp(`${fid}测试 test quake4\\.4100, 20`), 'queried again after the reload: the edit is still there');
  await app(page, 1).locator('#edited-rows tbody tr').first().click();
  await app(page, 1).locator('#delete').click();
  assert.match(await waitDemoText(page, 1, '#log', /delete →/), new RegExp(`^delete → objectIds \\[${fid}\\]\\nPOST .*deleteFeatures\\?objectIds=${fid}&f=json`));
  await page.waitForFunction(() => !document.querySelectorAll('.demo-block .demo-app')[1].shadowRoot!.querySelector('#edited-rows tbody tr'));
  assertStayedOnSite(ctx.site, r);
  await r.context.close();
});

test('en: the SQL query lists the same earthquakes; the vanilla demo shows the service message; the Vue composables query and redraw', async (ctx) => {
  const r = await openDemoPage(ctx.browser, ctx.site, 'en/' + ROUTE);
  const { page } = r;
  assert.is(await waitDemoText(page, 0, '#summary', /features/), `${strong.length} features; the 6 strongest listed`);
  assert.equal(await listedFids(page, 0, '#rows'), strong.slice(0, 6).map((q) => q.fid));
  await waitDemoText(page, 2, '#out', /^\d+ features\n/);
  await app(page, 2).locator('#examples a', { hasText: 'ORDER BY' }).click();
  assert.match(await waitDemoText(page, 2, '#out', /FeatureServiceError/), /serviceMessage: where: unexpected "ORDER" after a complete condition/);
  await waitDemoText(page, 1, '#log', /\d+ demo features in the service/);
  // The Vue demo: useFeatureService / useFeatureQuery run again when the where clause changes; a bad field shows the
  // service's message; the answer is drawn.
  assert.is(await waitDemoText(page, 3, '.query-said', /features/), `${quakes.filter((q) => q.mag >= 6).length} features`);
  await app(page, 3).locator('select').selectOption('magnitude > 5');
  assert.match(await waitDemoText(page, 3, '.query-said', /The service says/), /magnitude/);
  await app(page, 3).locator('select').selectOption('mag >= 5');
  assert.is(await waitDemoText(page, 3, '.query-said', new RegExp(`^${strong.length} features`)), `${strong.length} features`);
  await waitDemoMap(page, 3);
  assert.ok(await page.waitForFunction(() => {
    const host = document.querySelectorAll('.demo-block .demo-app')[3];
    const view = (window as any).MapLib.core.getLiveMaps().find((v: any) => v.container.getRootNode().host === host);
    return !!view?.maplibre.getLayer('vue-quakes');
  }), 'the answer drawn');
  await app(page, 0).screenshot({ path: '/tmp/maplib-pages-featureservice-en.png' });
  assertStayedOnSite(ctx.site, r);
  await r.context.close();
});

test('search finds the page by FeatureService, 要素服务 and a method name, in zh and en', async (ctx) => {
  await assertSearchFinds(ctx.browser, ctx.site, [
    { locale: '', q: 'FeatureService', page: ROUTE },
    { locale: '', q: '要素服务', page: ROUTE },
    { locale: '', q: 'queryBySQL', page: ROUTE },
    { locale: 'en/', q: 'FeatureService', page: 'en/' + ROUTE },
    { locale: 'en/', q: 'feature service', page: 'en/' + ROUTE },
    { locale: 'en/', q: 'queryBySQL', page: 'en/' + ROUTE },
  ]);
});

test.run();
