// The geometry and util pages (issue 29) in the built docs site, network cut: each demo draws its geometry where it
// belongs (inside a polygon tinted, its holes not), shows its WKT or readout, reacts to a control, the Feature demo
// reads the emulated IGServer and ArcGIS answers (South Africa with Lesotho as a hole), and the search box finds each
// page in both languages. Screenshots of every demo land in /tmp/maplib-geom-*.png.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, demoText, openDemoPage, sampleDemoMap, sampleUntil, waitDemoText } from './demoMaps.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('geometry and util pages');

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib-sw.js')) throw new Error('run `npm run build:maplib` first');
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

const LANGS = [['', 'zh'], ['en/', 'en']] as const;

/**
 * Is a fill of #e4572e at half opacity over this pixel? The fill pulls green down against red: over the offline
 * basemap's pale land (about 242, 239, 233) red then leads green by about 70, where land alone has them within 10.
 */
const tinted = (rgb: number[] | null) => !!rgb && rgb[0] - rgb[1] > 45;

/** The vanilla demos' #5b8e7d (teal-green) at 0.6 over pale land: green leads red, where land alone has red ahead. */
const greened = (rgb: number[] | null) => !!rgb && rgb[1] - rgb[0] > 15;

/**
 * Samples inside a polygon and in its hole until the picture is the expected one (tiles may still be drawing), and
 * asserts it: filled inside, not in the hole.
 */
async function assertHoled(page: Page, demo: number, inside: [number, number], hole: [number, number], shot: string, filled = tinted): Promise<void> {
  const [a, b] = await sampleUntil(page, demo, [inside, hole], shot, (px) => px, (px) => filled(px[0]) && !filled(px[1]));
  assert.ok(filled(a), `inside the polygon not filled: ${a}`);
  assert.ok(b && !filled(b), `the hole is filled: ${b}`);
}

/** Waits until the n-th demo's map has a style layer of this id. */
async function waitForLayer(page: Page, demo: number, id: string): Promise<void> {
  await page.waitForFunction(
    ({ demo, id }) => {
      const host = document.querySelectorAll('.demo-block .demo-app')[demo];
      const view = (window as any).MapLib?.core.getLiveMaps().find((v: any) => v.container.getRootNode().host === host);
      return !!view?.maplibre.getLayer(id);
    },
    { demo, id },
  );
}

for (const [lang, tag] of LANGS) {
  test(`${tag} Geometry page: WKT drawn with its hole, another sample switches kind, broken WKT names the character`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Util/geomtry/Geometry.html`);
    const { page } = r;
    assert.match(await waitDemoText(page, 0, 'pre', /Polygon · type Polygon/), /"type":"Polygon"/);
    await assertHoled(page, 0, [116.37, 39.88], [116.395, 39.918], `/tmp/maplib-geom-${tag}-geometry-react.png`);
    const app = page.locator('.demo-block').nth(0).locator('.demo-app');
    await app.locator('button').nth(1).click();
    assert.match(await waitDemoText(page, 0, 'pre', /MultiLineString/), /Polyline · type MultiLineString/);
    await sampleDemoMap(page, 0, [], `/tmp/maplib-geom-${tag}-geometry-react-line.png`);
    await app.locator('button').nth(3).click();
    assert.match(await waitDemoText(page, 0, 'pre', /^WKT:/), /WKT: expected a second number \(x y\) at character 25, found "x"/);
    await app.locator('button').nth(4).click();
    assert.match(await waitDemoText(page, 0, 'pre', /not closed/), /Polygon: ring 0 is not closed: it starts at \[100, 20\] and ends at \[100, 30\]/);
    assert.match(await waitDemoText(page, 1, '#geom-out', /GeoJSON|true/), /(same GeoJSON|与原来相同)：?:? ?true/);
    await assertHoled(page, 1, [116.37, 39.88], [116.395, 39.918], `/tmp/maplib-geom-${tag}-geometry-vanilla.png`, greened);
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });

  test(`${tag} Point, Polyline and Polygon pages: click adds a point, the flight's box crosses 180°, holes and the open-ring message`, async (ctx) => {
    let r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Util/geomtry/Point.html`);
    let page = r.page;
    assert.match(await waitDemoText(page, 0, 'pre', /WKT/), /type Point\nWKT {2}POINT \(116\.39 39\.91\)/);
    const [dot] = await sampleDemoMap(page, 0, [[116.39, 39.91]], `/tmp/maplib-geom-${tag}-point-react.png`);
    assert.ok(tinted(dot), `the point is not drawn: ${dot}`);
    const map = page.locator('.demo-block').nth(0).locator('.demo-app');
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + 150);
    assert.match(await waitDemoText(page, 0, 'pre', /MultiPoint/), /WKT {2}MULTIPOINT \(\(116\.39 39\.91\), \([\d.]+ [\d.]+\)\)/);
    assert.match(await waitDemoText(page, 1, '#point-out', /bounds/), /"xmin":113\.26,"ymin":23\.13,"xmax":121\.47,"ymax":39\.9/);
    await sampleDemoMap(page, 1, [], `/tmp/maplib-geom-${tag}-point-vanilla.png`);
    assertStayedOnSite(ctx.site, r);
    await r.context.close();

    r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Util/geomtry/Polyline.html`);
    page = r.page;
    assert.match(await waitDemoText(page, 0, 'pre', /MULTILINESTRING/), /type MultiLineString/);
    await sampleDemoMap(page, 0, [], `/tmp/maplib-geom-${tag}-polyline-react.png`);
    await page.locator('.demo-block').nth(0).locator('.demo-app input[type=radio]').nth(1).click();
    const flight = await waitDemoText(page, 0, 'pre', /LINESTRING \(139/);
    assert.match(flight, /geographicBBox\(\)\s+\[139\.78,33\.94,-118\.4,45\]/);
    assert.match(flight, /bounds\(\)\s+\[139\.78,33\.94,241\.6,45\]/);
    await sampleDemoMap(page, 0, [], `/tmp/maplib-geom-${tag}-polyline-react-flight.png`);
    assert.match(await waitDemoText(page, 1, '#line-out', /MapLibError/), /MapLibError: Polyline: line 1 has 1 point, a line needs at least 2\nMapLibError: Polyline: line 0 point 1 must be \[x, y\] numbers, got \[1, "a"\]/);
    assertStayedOnSite(ctx.site, r);
    await r.context.close();

    r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Util/geomtry/Polygon.html`);
    page = r.page;
    await waitDemoText(page, 0, 'pre', /POLYGON/);
    await assertHoled(page, 0, [116.37, 39.88], [116.395, 39.918], `/tmp/maplib-geom-${tag}-polygon-react.png`);
    const demo = page.locator('.demo-block').nth(0).locator('.demo-app');
    await demo.locator('select').selectOption('0');
    await waitDemoText(page, 0, 'pre', /POLYGON \(\([^()]*\)\)$/);
    const [filled] = await sampleUntil(page, 0, [[116.395, 39.918]], `/tmp/maplib-geom-${tag}-polygon-react-noholes.png`, (px) => px, (px) => tinted(px[0]));
    assert.ok(tinted(filled), `without holes the Forbidden City is filled: ${filled}`);
    await demo.locator('input[type=checkbox]').nth(1).check();
    assert.match(await waitDemoText(page, 0, 'pre', /not closed/), /^Polygon: ring 0 is not closed: it starts at \[116\.35, 39\.86\] and ends at \[116\.35, 39\.95\]/);
    assert.match(await waitDemoText(page, 1, '#fiji-out', /RegGeom/), /geographicBBox\(\) \[178\.5,-17,-179\.5,-16\]/);
    // The part west of 180° is drawn on the world copy beside the map's centre: sampled there, at 180.25°.
    const [east, west] = await sampleDemoMap(page, 1, [[179.2, -16.5], [180.25, -16.5]], `/tmp/maplib-geom-${tag}-polygon-vanilla.png`);
    assert.ok(east && west && east[2] > east[0] && west[2] > west[0], `both parts of Fiji drawn blue: ${east} ${west}`);
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });

  test(`${tag} Feature page: the emulated IGServer and ArcGIS answers read into features, Lesotho a hole in South Africa`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Util/geomtry/Feature.html`);
    const { page } = r;
    const igs = await waitDemoText(page, 0, 'pre', /FID \d+/);
    assert.match(igs, /geometryType 3 · Polygon[,，] ?1 .*1/);
    assert.match(igs, /"name_zh":"南非"/);
    assert.match(igs, /_services\/igs\/rest\/mrfs\/docs\/World\/0\/0\/query\?where=name_en%3D'South%20Africa'&f=json$/);
    await assertHoled(page, 0, [24, -30], [28.2, -29.5], `/tmp/maplib-geom-${tag}-feature-react-igs.png`);
    const demo = page.locator('.demo-block').nth(0).locator('.demo-app');
    await demo.locator('input[type=radio]').nth(1).click();
    const esri = await waitDemoText(page, 0, 'pre', /MapServer\/0\/query/);
    assert.equal(esri.match(/FID \d+/)?.[0], igs.match(/FID \d+/)?.[0]);
    assert.match(esri, /outSR=102100&f=json$/);
    await assertHoled(page, 0, [24, -30], [28.2, -29.5], `/tmp/maplib-geom-${tag}-feature-react-arcgis.png`);
    await demo.locator('select').selectOption('Fiji');
    assert.match(await waitDemoText(page, 0, 'pre', /MultiPolygon/), /"name_en":"Fiji"/);
    await sampleDemoMap(page, 0, [], `/tmp/maplib-geom-${tag}-feature-react-fiji.png`);
    const sets = await waitDemoText(page, 1, '#feature-out', /esriGeometryPolygon/);
    assert.match(sets, /"FldName": \[\s*"name",\s*"area_km2",\s*"opened"\s*\]/);
    assert.match(sets, /"FldType": \[\s*"string",\s*"double",\s*"long"\s*\]/);
    assert.match(sets, /"RegInfo": \{\s*"FillClr": 9/);
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });

  test(`${tag} util page: the pointer's coordinates three ways, two clicks measured, a new GUID, notations parsed`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Util/util.html`);
    const { page } = r;
    await waitDemoText(page, 0, 'pre', /^decimal 116\.391280, 39\.907220/);
    await sampleDemoMap(page, 0, [], `/tmp/maplib-geom-${tag}-util-react.png`);
    const map = page.locator('.demo-block').nth(0).locator('.demo-app');
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 110);
    const coords = await waitDemoText(page, 0, 'pre', /^decimal 1[01]\d\./);
    assert.match(coords, /^decimal 1[01]\d\.\d{6}, 3\d\.\d{6}\ndegrees 1[01]\d\.\d{4}°E, 3\d\.\d{4}°N\ndms {5}(东经)?1[01]\d°\d\d′\d\d\.\d\d″E?, (北纬)?3\d°\d\d′\d\d\.\d\d″N?$/);
    await page.mouse.click(box.x + box.width / 2 - 100, box.y + 110);
    await waitForLayer(page, 0, 'clicks');
    await page.mouse.click(box.x + box.width / 2 + 100, box.y + 110);
    assert.match(await waitDemoText(page, 0, 'div', / km/), /\d+\.\d\d km/);
    await page.locator('.demo-block').nth(0).locator('.demo-app select').selectOption('nauticalmiles');
    assert.match(await waitDemoText(page, 0, 'div', / nmi/), /\d+\.\d\d nmi/);
    await sampleDemoMap(page, 0, [], `/tmp/maplib-geom-${tag}-util-react-measured.png`);
    const before = await demoText(page, 0, 'code');
    assert.match(before, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await page.locator('.demo-block').nth(0).locator('.demo-app button').click();
    await page.waitForFunction((old) => document.querySelectorAll('.demo-block .demo-app')[0].shadowRoot?.querySelector('code')?.textContent !== old, before);
    const parsed = await waitDemoText(page, 1, '#util-out', /亩|mu/);
    assert.match(parsed, /39°54′26″N 116°23′29″E\s+→ \[116\.391389,39\.907222\]/);
    assert.match(parsed, /116\.4\s+→ parseLngLat: needs a longitude and a latitude, found 1 value in "116\.4"/);
    assert.match(parsed, /2000 (平方米|m²) = 3 (亩|mu) = 0\.20 ha/);
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });
}

const SEARCHES: SearchQuery[] = [
  { locale: '', q: 'Polygon', page: 'api/Util/geomtry/Polygon.html' },
  { locale: '', q: '面几何', page: 'api/Util/geomtry/Polygon.html' },
  { locale: '', q: 'exterior', page: 'api/Util/geomtry/Polygon.html' },
  { locale: '', q: 'Polyline', page: 'api/Util/geomtry/Polyline.html' },
  { locale: '', q: '几何基类', page: 'api/Util/geomtry/Geometry.html' },
  { locale: '', q: 'fromWKT', page: 'api/Util/geomtry/Geometry.html' },
  { locale: '', q: 'fromQueryResult', page: 'api/Util/geomtry/Feature.html' },
  { locale: '', q: 'Point 点几何', page: 'api/Util/geomtry/Point.html' },
  { locale: '', q: 'newGuid', page: 'api/Util/util.html' },
  { locale: '', q: '工具函数', page: 'api/Util/util.html' },
  { locale: 'en/', q: 'Polygon', page: 'en/api/Util/geomtry/Polygon.html' },
  { locale: 'en/', q: 'fromQueryResult', page: 'en/api/Util/geomtry/Feature.html' },
  { locale: 'en/', q: 'toWKT', page: 'en/api/Util/geomtry/Geometry.html' },
  { locale: 'en/', q: 'Polyline', page: 'en/api/Util/geomtry/Polyline.html' },
  { locale: 'en/', q: 'Point', page: 'en/api/Util/geomtry/Point.html' },
  { locale: 'en/', q: 'newGuid', page: 'en/api/Util/util.html' },
  { locale: 'en/', q: 'formatLngLat', page: 'en/api/Util/util.html' },
];

test('the search box finds each page in zh and en by name, Chinese name and main members (top 3), and Enter lands there', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, SEARCHES);
});

test.run();
