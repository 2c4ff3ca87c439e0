// The query parameter pages (/api/Util/geomtry/*Parameter) in the built docs site, zh and en, network cut: each demo
// builds its parameter, shows the IGServer, ArcGIS and OGC API Features requests (or the error a protocol gives),
// runs them against the emulated services and lists what both answer, the same features; a control changes the
// request and the answer; the two map demos draw the features found (pixel samples, red over the found country);
// nothing leaves 127.0.0.1; the search box finds the pages by name, Chinese name and main props. Screenshots land in
// /tmp/maplib-pages-query-*.png.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, hex, openDemoPage, sampleUntil, waitDemoText, demoText } from './demoMaps.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('query parameter pages');

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib-sw.js')) throw new Error('run `npm run build:maplib` first');
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve(process.env.PAGES_DOCS_DIR ?? 'docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

const tag = (lang: string) => (lang ? 'en' : 'zh');
const demo = (page: Page) => page.locator('.demo-block').first();
/** The three request lines: the IGServer and ArcGIS ones under the emulator's prefix, the OGC one or its error. */
function assertRequests(text: string, igs: RegExp, arcgis: RegExp, ogc: RegExp) {
  const lines = Object.fromEntries(text.split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]));
  assert.match(lines.igs, /^_services\/igs\/rest\/mrfs\/docs\/World\/0\/\d\/query\?page=/, text);
  assert.match(lines.igs, igs, text);
  assert.match(lines.arcgis, /^_services\/arcgis\/rest\/services\/World\/MapServer\/\d\/query\?/, text);
  assert.match(lines.arcgis, arcgis, text);
  assert.match(lines.ogc, ogc, text);
}
/** Is a sampled pixel the demos' result red (#e74c3c at half opacity over the basemap's land, far redder than the land)? */
const reddish = (p: number[] | null) => !!p && p[0] - p[1] > 60 && p[0] - p[2] > 50;

for (const lang of ['', 'en/']) {
  test(`${tag(lang)} BaseParameter: a page of earthquakes by magnitude, the same from both services; isAsc and fields change the requests`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Util/geomtry/BaseParameter.html`);
    const { page } = r;
    const summary = await waitDemoText(page, 0, '#summary', /(true)/);
    assert.match(summary, lang ? /IGServer: 1707 in all, 5 on this page; ArcGIS: 5 on this page, same FIDs: true/ : /IGServer：共 1707 条，本页 5 条；ArcGIS 本页 5 条，FID 一致：true/);
    assertRequests(await demoText(page, 0, '#requests'), /pageCount=5&f=json&structs=%7B%22IncludeAttribute%22:true,%22IncludeGeometry%22:false,%22IncludeWebGraphic%22:true%7D&orderField=mag&isAsc=false$/, /where=1%3D1&outFields=\*&returnGeometry=false&orderByFields=mag%20DESC&resultOffset=0&resultRecordCount=5&f=json$/, /^https:\/\/example\.com\/ogcapi\/collections\/2\/items\?limit=5&sortby=-mag$/);
    const mags = async () => (await page.locator('.demo-block .demo-app').first().locator('tbody tr td:nth-child(2)').allTextContents()).map(Number);
    const descending = await mags();
    assert.equal(descending, [...descending].sort((a, b) => b - a));
    await demo(page).locator('label', { hasText: 'isAsc' }).locator('input').click();
    await waitDemoText(page, 0, '#requests', /isAsc=true/);
    await demo(page).locator('label', { hasText: 'fields' }).locator('input').fill('mag,depth');
    const requests = await waitDemoText(page, 0, '#requests', /outFields=mag,depth/);
    assert.match(requests, /&fields=mag,depth&/);
    await demo(page).locator('.demo-app').screenshot({ path: `/tmp/maplib-pages-query-base-${tag(lang)}.png` });
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });

  test(`${tag(lang)} SQLParameter: a where clause finds the same earthquakes in both services; a wrong field shows the services' errors`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Util/geomtry/SQLParameter.html`);
    const { page } = r;
    const summary = await waitDemoText(page, 0, '#summary', /true/);
    const count = Number(/(\d+)/.exec(summary)![1]);
    assert.ok(count > 0 && count < 50, summary);
    assertRequests(await demoText(page, 0, '#requests'), /&where=mag%20%3E%3D%206%20AND%20depth%20%3C%2070$/, /^_services.*\?where=mag%20%3E%3D%206%20AND%20depth%20%3C%2070&outFields=\*/, /\?limit=50&filter=mag%20%3E%3D%206%20AND%20depth%20%3C%2070&filter-lang=cql2-text$/);
    assert.is((await page.locator('.demo-block .demo-app').first().locator('#list li').count()), count);
    await demo(page).locator('a', { hasText: 'magnitude > 5' }).click();
    const bad = await waitDemoText(page, 0, '#summary', /magnitude/);
    assert.match(bad, /IGServer.*where: .*magnitude.*ArcGIS.*'where' parameter is invalid/);
    await demo(page).locator('select').selectOption('0');
    const china = await waitDemoText(page, 0, '#summary', /true/);
    assert.match(china, /\b1\b/);
    assert.match(await demoText(page, 0, '#list'), /China/);
    await demo(page).locator('.demo-app').screenshot({ path: `/tmp/maplib-pages-query-sql-${tag(lang)}.png` });
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });

  test(`${tag(lang)} ObjectIdsParameter: four ids come back in id order from both services; OGC says it has no such query`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Util/geomtry/ObjectIdsParameter.html`);
    const { page } = r;
    await waitDemoText(page, 0, '#table', /1707/);
    const fids = await page.locator('.demo-block .demo-app').first().locator('#table tr td:first-child').allTextContents();
    assert.equal(fids, ['1', '2', '3', '1707']);
    const first = await page.locator('.demo-block .demo-app').first().locator('#table tr').nth(1).locator('td').allTextContents();
    assert.match(first[3], /^\{"x":-118\.6672,"y":34\.4945\}$/, 'IGServer: lon/lat');
    assert.match(first[4], /^x -1320\d{4}, y 40\d{5}$/, 'ArcGIS: Web Mercator metres');
    assertRequests(await demoText(page, 0, '#requests'), /&objectIds=3,1,2,1707$/, /\?objectIds=3,1,2,1707&outFields=\*/, /^✗ ObjectIdsParameter: OGC API Features has no query by a list of ids/);
    await demo(page).locator('input#ids').fill('5, x');
    await demo(page).locator('button#run').click();
    assert.match(await waitDemoText(page, 0, '#requests', /objectIds must be/), /^ObjectIdsParameter: objectIds must be feature ids/);
    await demo(page).locator('.demo-app').screenshot({ path: `/tmp/maplib-pages-query-ids-${tag(lang)}.png` });
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });

  test(`${tag(lang)} GeometryParameter: Paris finds France, drawn red; a click in China finds China; the East Asia polygon, then MustInside, narrows`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Util/geomtry/GeometryParameter.html`);
    const { page } = r;
    const france = await waitDemoText(page, 0, '#summary', /true/);
    assert.match(france, lang ? /^1 country: France; ArcGIS the same: true$/ : /^1 个国家：法国；ArcGIS 相同：true$/);
    assertRequests(await demoText(page, 0, '#requests'), /&geometry=2\.35,48\.85%3B0\.001&geometryType=point&.*&rule=%7B%22CompareRectOnly%22:false,%22EnableDisplayCondition%22:false,%22MustInside%22:false,%22Intersect%22:true%7D$/, /geometry=2\.35,48\.85&geometryType=esriGeometryPoint&inSR=4326&spatialRel=esriSpatialRelIntersects/, /^✗ GeometryParameter: OGC API Features filters by a bounding box only/);
    const red = await sampleUntil(page, 0, [[2.5, 46.5], [-3, 40], [10, 51]], `/tmp/maplib-pages-query-geometry-${tag(lang)}.png`, (px) => px, (px) => reddish(px[0]) && !reddish(px[1]) && !reddish(px[2]));
    assert.ok(reddish(red[0]) && !reddish(red[1]) && !reddish(red[2]), `France red, Spain and Germany not: ${red.map(hex).join(' ')}`);
    // A click on China (the map's own click event, at China's projected position).
    const at = await page.evaluate(() => {
      const host = document.querySelectorAll('.demo-block .demo-app')[0] as HTMLElement;
      const view = (window as any).MapLib.core.getLiveMaps().find((v: any) => v.container.getRootNode().host === host);
      const q = view.project([105, 35]);
      const rect = view.container.getBoundingClientRect();
      return { x: rect.left + q.x, y: rect.top + q.y };
    });
    await page.mouse.click(at.x, at.y);
    assert.match(await waitDemoText(page, 0, '#summary', lang ? /China/ : /中国/), /true$/);
    await demo(page).locator('select').first().selectOption('asia');
    const asia = await waitDemoText(page, 0, '#summary', lang ? /Vietnam/ : /越南/);
    const n = Number(/^(\d+)/.exec(asia)![1]);
    await demo(page).locator('label', { hasText: 'spatialRelationType' }).locator('select').selectOption('MustInside');
    const narrowed = await waitDemoText(page, 0, '#requests', /%22MustInside%22:true/);
    assert.match(narrowed, /spatialRel=esriSpatialRelContains/);
    const after = await waitDemoText(page, 0, '#summary', new RegExp(`^(?!${n}\\b)\\d+`));
    assert.ok(Number(/^(\d+)/.exec(after)![1]) < n, `${after}, from ${n}`);
    assert.not.match(after, lang ? /\bChina\b/ : /[：、]中国[、；]/, 'China reaches out of the polygon');
    assert.match(after, /true$/);
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });

  test(`${tag(lang)} RectangleParameter: the box over Europe finds its countries, drawn red; MustInside finds fewer; the earthquakes layer`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Util/geomtry/RectangleParameter.html`);
    const { page } = r;
    const meeting = await waitDemoText(page, 0, '#summary', /true$/);
    const n = Number(/(\d+)/.exec(meeting)![1]);
    assert.match(meeting, lang ? /France/ : /法国/);
    assertRequests(await demoText(page, 0, '#requests'), /&geometry=-10,35,40,60&geometryType=rect&/, /geometry=-10,35,40,60&geometryType=esriGeometryEnvelope&inSR=4326&spatialRel=esriSpatialRelIntersects/, /^https:\/\/example\.com\/ogcapi\/collections\/0\/items\?bbox=-10,35,40,60&limit=1000$/);
    const red = await sampleUntil(page, 0, [[10, 51], [2.5, 46.5], [-25, 40]], `/tmp/maplib-pages-query-rect-${tag(lang)}.png`, (px) => px, (px) => reddish(px[0]) && reddish(px[1]) && !reddish(px[2]));
    assert.ok(reddish(red[0]) && reddish(red[1]) && !reddish(red[2]), `Germany and France red, the Atlantic not: ${red.map(hex).join(' ')}`);
    await demo(page).locator('select').nth(1).selectOption('MustInside');
    await waitDemoText(page, 0, '#requests', /%22MustInside%22:true/);
    const inside = await waitDemoText(page, 0, '#summary', new RegExp(`^\\D*(?!${n}\\b)\\d+`));
    assert.ok(Number(/(\d+)/.exec(inside)![1]) < n, `${inside} from ${n}`);
    assert.match(await demoText(page, 0, '#requests'), /ogc: ✗ RectangleParameter: OGC API Features' bbox selects the features that meet the box; MustInside has no equivalent/);
    await demo(page).locator('select').first().selectOption('2');
    const quakes = await waitDemoText(page, 0, '#summary', /^\D*\d+\D*true$/);
    assert.ok(Number(/(\d+)/.exec(quakes)![1]) > 0, quakes);
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });
}

const QUERIES: SearchQuery[] = [
  { locale: '', q: 'BaseParameter', page: 'api/Util/geomtry/BaseParameter.html' },
  { locale: '', q: '查询参数基类', page: 'api/Util/geomtry/BaseParameter.html' },
  { locale: '', q: 'SQLParameter', page: 'api/Util/geomtry/SQLParameter.html' },
  { locale: '', q: 'SQL 查询参数', page: 'api/Util/geomtry/SQLParameter.html' },
  { locale: '', q: 'ObjectIdsParameter', page: 'api/Util/geomtry/ObjectIdsParameter.html' },
  { locale: '', q: '要素 ID 查询', page: 'api/Util/geomtry/ObjectIdsParameter.html' },
  { locale: '', q: 'GeometryParameter', page: 'api/Util/geomtry/GeometryParameter.html' },
  { locale: '', q: '几何查询参数', page: 'api/Util/geomtry/GeometryParameter.html' },
  { locale: '', q: 'spatialRelationType', page: 'api/Util/geomtry/GeometryParameter.html' },
  { locale: '', q: 'RectangleParameter', page: 'api/Util/geomtry/RectangleParameter.html' },
  { locale: '', q: '矩形查询参数', page: 'api/Util/geomtry/RectangleParameter.html' },
  { locale: 'en/', q: 'BaseParameter', page: 'en/api/Util/geomtry/BaseParameter.html' },
  { locale: 'en/', q: 'SQLParameter', page: 'en/api/Util/geomtry/SQLParameter.html' },
  { locale: 'en/', q: 'query by where clause', page: 'en/api/Util/geomtry/SQLParameter.html' },
  { locale: 'en/', q: 'ObjectIdsParameter', page: 'en/api/Util/geomtry/ObjectIdsParameter.html' },
  { locale: 'en/', q: 'GeometryParameter', page: 'en/api/Util/geomtry/GeometryParameter.html' },
  { locale: 'en/', q: 'RectangleParameter', page: 'en/api/Util/geomtry/RectangleParameter.html' },
  { locale: 'en/', q: 'query by box', page: 'en/api/Util/geomtry/RectangleParameter.html' },
];

test('the search box finds each page in its first three results (zh and en), and Enter lands on it', async (ctx) => {
  await assertSearchFinds(ctx.browser, ctx.site, QUERIES);
});

test.run();
