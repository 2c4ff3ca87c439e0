// The service layers' pages in the built docs site, network cut: every demo draws the emulated service's picture where
// it belongs (land/sea pixels), lists the request it made, a control changes the request and the picture, nothing
// leaves 127.0.0.1; the site's search box finds each page by name, Chinese name and main props. Screenshots of every
// demo land in /tmp/maplib-pages-*.png.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, demoText, openDemoPage, sampleDemoMap, sampleUntil, waitDemoText } from './demoMaps.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('service layer pages');

const LAND = [242, 193, 78];
const LAND_PLACES: [number, number][] = [[19, 15], [105, 35], [135, -25], [-100, 40]];
const SEA_PLACES: [number, number][] = [[-150, 0], [-30, 0], [80, -30], [160, 30]];
const near = (a: number[], b: number[], d = 40) => Math.max(...a.map((v, i) => Math.abs(v - b[i]))) < d;

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib-sw.js')) throw new Error('run `npm run build:maplib` first');
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

/** Places under the zoom controls (right edge) are not sampled. */
const INSET = { top: 5, right: 50, bottom: 5, left: 5 };

type LandSea = { land: number; sea: number; of: number[] };

/**
 * Land and sea places in view that look like land / not like land, out of how many were in view; resampled (bounded)
 * until `ok` holds, so tiles still loading after a prop change are not taken for a wrong picture.
 */
async function landAndSea(page: Page, demo: number, shot: string, ok: (s: LandSea) => boolean = drawn): Promise<LandSea> {
  return sampleUntil(page, demo, [...LAND_PLACES, ...SEA_PLACES], shot, (px) => {
    const land = px.slice(0, 4).filter((p): p is number[] => !!p);
    const sea = px.slice(4).filter((p): p is number[] => !!p);
    return { land: land.filter((p) => near(p, LAND)).length, sea: sea.filter((p) => !near(p, LAND, 80)).length, of: [land.length, sea.length] };
  }, ok, INSET);
}

/**
 * Every land place in view is land and every sea place sea, with at least two of each in view (the page's outline
 * column leaves the demo narrower at 1200 px, so the easternmost sea place can fall outside it).
 */
const drawn = (s: LandSea) => s.of[0] >= 2 && s.of[1] >= 2 && s.land === s.of[0] && s.sea === s.of[1];
const noLand = (s: LandSea) => s.land === 0;
const misplaced = (s: LandSea) => s.land < s.of[0];

function assertDrawn(s: LandSea, what: string): void {
  assert.ok(s.of[0] >= 2 && s.of[1] >= 2, `${what}: too few places in view ${JSON.stringify(s)}`);
  assert.ok(drawn(s), `${what}: ${JSON.stringify(s)}`);
}

const openPage = (ctx: { browser: Browser; site: ServedSite }, route: string) => openDemoPage(ctx.browser, ctx.site, route);
const assertLocal = assertStayedOnSite;

for (const lang of ['', 'en/']) {
  test(`${lang || 'zh'} OgcWmsLayer page: both demos draw, list their GetMap, a layers/version change updates request and picture`, async (ctx) => {
    const r = await openPage(ctx, `${lang}api/Layers/OGC/ogcWmsLayer.html`);
    const { page } = r;
    const first = await waitDemoText(page, 0, 'pre', /REQUEST=GetMap/);
    assert.match(first, /_services\/ogc\/wms\?\u200b?SERVICE=WMS/);
    assert.match(first, /VERSION=1\.3\.0/);
    let s = await landAndSea(page, 0, `/tmp/maplib-pages-wms-${lang ? 'en' : 'zh'}-react.png`);
    assertDrawn(s, 'react demo');
    // Untick countries: the request asks for earthquakes only and the land is empty.
    await page.locator('.demo-block').nth(0).locator('label', { hasText: 'countries' }).locator('input').click();
    await waitDemoText(page, 0, 'pre', /LAYERS=earthquakes&/);
    s = await landAndSea(page, 0, `/tmp/maplib-pages-wms-${lang ? 'en' : 'zh'}-react-quakes.png`, noLand);
    assert.is(s.land, 0);
    // Version 1.1.1 on a lon/lat map: SRS and longitude first.
    await page.locator('.demo-block').nth(0).locator('label', { hasText: 'countries' }).locator('input').click();
    await page.locator('.demo-block').nth(0).locator('select').nth(0).selectOption('1.1.1');
    await page.locator('.demo-block').nth(0).locator('select').nth(1).selectOption('EPSG:4326');
    await waitDemoText(page, 0, 'pre', /VERSION=1\.1\.1&.*SRS=EPSG:4326/);
    s = await landAndSea(page, 0, `/tmp/maplib-pages-wms-${lang ? 'en' : 'zh'}-react-4326.png`);
    assertDrawn(s, 'react demo on EPSG:4326');
    const info = await waitDemoText(page, 1, '#wms-info', /BBOX=/);
    assert.match(info, /CRS=EPSG:4326&WIDTH=256&HEIGHT=256&BBOX=/);
    await sampleDemoMap(page, 1, [], `/tmp/maplib-pages-wms-${lang ? 'en' : 'zh'}-vanilla.png`);
    // The Vue demo: the same service through <OgcWmsLayer> in a template; @request lists the GetMap, unticking a layer
    // updates the layer in place (v-model on the checkboxes).
    await waitDemoText(page, 2, 'pre', /REQUEST=GetMap.*LAYERS=countries,earthquakes&/);
    assertDrawn(await landAndSea(page, 2, `/tmp/maplib-pages-wms-${lang ? 'en' : 'zh'}-vue.png`), 'vue demo');
    await page.locator('.demo-block').nth(2).locator('label', { hasText: 'countries' }).locator('input').click();
    await waitDemoText(page, 2, 'pre', /LAYERS=earthquakes&/);
    await page.screenshot({ path: `/tmp/maplib-pages-wms-${lang ? 'en' : 'zh'}-page.png`, fullPage: false });
    assertLocal(ctx.site, r);
    await r.context.close();
  });
}

for (const lang of ['', 'en/']) {
  const tag = lang ? 'en' : 'zh';
  test(`${tag} OgcWmtsLayer page: capabilities pick w then c, KVP and RESTful requests listed, Tianditu c (simulated) drawn`, async (ctx) => {
    const r = await openPage(ctx, `${lang}api/Layers/OGC/ogcWmtsLayer.html`);
    const { page } = r;
    const demo = page.locator('.demo-block').nth(0);
    const first = await waitDemoText(page, 0, 'pre', /REQUEST=GetTile/);
    assert.match(first, /TILEMATRIXSET=w&/);
    assert.match(await demoText(page, 0, 'div'), /tileMatrixSet w/);
    assertDrawn(await landAndSea(page, 0, `/tmp/maplib-pages-wmts-${tag}-react.png`), 'w on Web Mercator');
    await demo.locator('select').nth(0).selectOption('EPSG:4326');
    await waitDemoText(page, 0, 'pre', /TILEMATRIXSET=c&/);
    assertDrawn(await landAndSea(page, 0, `/tmp/maplib-pages-wmts-${tag}-react-c.png`), 'c on EPSG:4326');
    await demo.locator('select').nth(1).selectOption('RESTful');
    await waitDemoText(page, 0, 'pre', /\/ogc\/wmts\/1\.0\.0\/world\/default\/c\/\d+\/\d+\/\d+\.png$/);
    // A wrong zoomOffset moves the picture.
    await demo.locator('select').nth(3).selectOption('-1');
    await waitDemoText(page, 0, 'pre', /\/c\/[01]\/\d+\/\d+\.png$/);
    const off = await landAndSea(page, 0, `/tmp/maplib-pages-wmts-${tag}-react-offset.png`, misplaced);
    assert.ok(off.land < off.of[0], `offset −1 still draws land at every land place: ${JSON.stringify(off)}`);
    const info = await waitDemoText(page, 1, '#tdt-info', /TILECOL=/);
    assert.match(info, /\/_services\/tianditu\/vec_c\/wmts\?SERVICE=WMTS&REQUEST=GetTile&VERSION=1\.0\.0&LAYER=vec&STYLE=default&TILEMATRIXSET=c&FORMAT=tiles&tk=your-key&TILEMATRIX=\d+&TILEROW=\d+&TILECOL=\d+/);
    const [land, sea] = (await sampleDemoMap(page, 1, [[105, 35], [125, 20]], `/tmp/maplib-pages-wmts-${tag}-vanilla.png`, INSET)) as number[][];
    // Beige land (red above blue; the grey watermark may cross it), blue sea.
    assert.ok(land[0] >= land[2] && land[0] > 150, `Tianditu vec land ${land}`);
    assert.ok(near(sea, [170, 218, 255], 30), `Tianditu vec sea ${sea}`);
    // The deliberate −1 offset asked for level 0, which set c refuses: those are the only page errors.
    r.errors.splice(0, r.errors.length, ...r.errors.filter((e) => !/TileMatrix "0" is not in set c|TileOutOfRange/.test(e)));
    assertLocal(ctx.site, r);
    await r.context.close();
  });
}

for (const lang of ['', 'en/']) {
  const tag = lang ? 'en' : 'zh';
  test(`${tag} ArcGISMapLayer page: tiled and per-view export drawn and listed, layers change the request and the picture`, async (ctx) => {
    const r = await openPage(ctx, `${lang}api/Layers/ArcGISServer/ArcGISMapLayer.html`);
    const { page } = r;
    const demo = page.locator('.demo-block').nth(0);
    const first = await waitDemoText(page, 0, 'pre', /\/export\?/);
    assert.match(first, /World\/MapServer\/export\?\u200b?f=image&\u200b?format=png&\u200b?transparent=true&\u200b?size=256,256&\u200b?dpi=96&\u200b?bboxSR=3857&\u200b?imageSR=3857&\u200b?layers=show:0,2&\u200b?bbox=/);
    assertDrawn(await landAndSea(page, 0, `/tmp/maplib-pages-agsmap-${tag}-react.png`), 'tiled export');
    await demo.locator('select').nth(0).selectOption('image-map');
    await waitDemoText(page, 0, 'pre', /size=\d{3,4},\d{3}&/);
    assertDrawn(await landAndSea(page, 0, `/tmp/maplib-pages-agsmap-${tag}-react-image.png`), 'one image per view');
    await demo.locator('select').nth(2).selectOption('json');
    await waitDemoText(page, 0, 'pre', /f=json&/);
    assertDrawn(await landAndSea(page, 0, `/tmp/maplib-pages-agsmap-${tag}-react-json.png`), 'f=json');
    await demo.locator('select').nth(1).selectOption('show:1,2');
    await waitDemoText(page, 0, 'pre', /layers=show:1,2&/);
    assert.is((await landAndSea(page, 0, `/tmp/maplib-pages-agsmap-${tag}-react-hidden.png`, noLand)).land, 0);
    await demo.locator('select').nth(3).selectOption('EPSG:4326');
    await waitDemoText(page, 0, 'pre', /bboxSR=4326&\u200b?imageSR=4326/);
    const info = await waitDemoText(page, 1, '#ags-info', /\[\[/);
    assert.match(info, /\/export\?f=json&format=png&transparent=true&size=\d+,\d+&dpi=96&bboxSR=3857&imageSR=3857&layers=show:1,2&bbox=/);
    await sampleDemoMap(page, 1, [], `/tmp/maplib-pages-agsmap-${tag}-vanilla.png`);
    assertLocal(ctx.site, r);
    await r.context.close();
  });

  test(`${tag} ArcGISTileLayer page: tileInfo gives −1 on the lon/lat cache and 0 on Web Mercator, forceOffset 0 misplaces`, async (ctx) => {
    const r = await openPage(ctx, `${lang}api/Layers/ArcGISServer/ArcGISTileLayer.html`);
    const { page } = r;
    const demo = page.locator('.demo-block').nth(0);
    await waitDemoText(page, 0, 'div', /zoomOffset -1/);
    assert.match(await waitDemoText(page, 0, 'pre', /World_4326\/MapServer\/tile\//), /(\d+)\/(\d+)\/(\d+) → .*\/tile\/\d+\/\d+\/\d+$/);
    assertDrawn(await landAndSea(page, 0, `/tmp/maplib-pages-agstile-${tag}-react.png`), 'lon/lat cache, offset −1');
    await demo.locator('select').nth(2).selectOption('force0');
    const off = await landAndSea(page, 0, `/tmp/maplib-pages-agstile-${tag}-react-forced.png`, misplaced);
    assert.ok(off.land < off.of[0], `forceOffset 0 still draws land at every land place: ${JSON.stringify(off)}`);
    await demo.locator('select').nth(2).selectOption('auto');
    await demo.locator('select').nth(0).selectOption('EPSG:3857');
    await waitDemoText(page, 0, 'div', /zoomOffset 0/);
    await waitDemoText(page, 0, 'pre', /\/World\/MapServer\/tile\//);
    assertDrawn(await landAndSea(page, 0, `/tmp/maplib-pages-agstile-${tag}-react-3857.png`), 'Web Mercator cache');
    const info = await waitDemoText(page, 1, '#agt-info', /zoomOffset/);
    assert.match(info, /wkid 4326.*0\.703125.*= 180°[\s\S]*zoomOffset -1.*\/World_4326\/MapServer\/tile\/2\/1\/6$/);
    await sampleDemoMap(page, 1, [], `/tmp/maplib-pages-agstile-${tag}-vanilla.png`);
    // forceOffset 0 asks rows past the cache's end: refused with 404, the only errors.
    r.errors.splice(0, r.errors.length, ...r.errors.filter((e) => !/Tile not found/.test(e)));
    assertLocal(ctx.site, r);
    await r.context.close();
  });
}

const SEARCHES: SearchQuery[] = [
  { locale: '', q: 'OgcWmsLayer', page: 'api/Layers/OGC/ogcWmsLayer.html' },
  { locale: '', q: 'OGC WMS 图层', page: 'api/Layers/OGC/ogcWmsLayer.html' },
  { locale: '', q: 'reversebbox', page: 'api/Layers/OGC/ogcWmsLayer.html' },
  { locale: '', q: 'OgcWmtsLayer', page: 'api/Layers/OGC/ogcWmtsLayer.html' },
  { locale: '', q: 'OGC WMTS 图层', page: 'api/Layers/OGC/ogcWmtsLayer.html' },
  { locale: '', q: 'tileMatrixSet', page: 'api/Layers/OGC/ogcWmtsLayer.html' },
  { locale: '', q: 'ArcGISMapLayer', page: 'api/Layers/ArcGISServer/ArcGISMapLayer.html' },
  { locale: '', q: 'ArcGIS 动态地图图层', page: 'api/Layers/ArcGISServer/ArcGISMapLayer.html' },
  { locale: '', q: 'ArcGISTileLayer', page: 'api/Layers/ArcGISServer/ArcGISTileLayer.html' },
  { locale: '', q: 'ArcGIS 切片图层', page: 'api/Layers/ArcGISServer/ArcGISTileLayer.html' },
  { locale: '', q: 'forceOffset', page: 'api/Layers/ArcGISServer/ArcGISTileLayer.html' },
  { locale: 'en/', q: 'OgcWmsLayer', page: 'en/api/Layers/OGC/ogcWmsLayer.html' },
  { locale: 'en/', q: 'reversebbox', page: 'en/api/Layers/OGC/ogcWmsLayer.html' },
  { locale: 'en/', q: 'OgcWmtsLayer', page: 'en/api/Layers/OGC/ogcWmtsLayer.html' },
  { locale: 'en/', q: 'tileMatrixPrefix', page: 'en/api/Layers/OGC/ogcWmtsLayer.html' },
  { locale: 'en/', q: 'ArcGISMapLayer', page: 'en/api/Layers/ArcGISServer/ArcGISMapLayer.html' },
  { locale: 'en/', q: 'ArcGIS dynamic map layer', page: 'en/api/Layers/ArcGISServer/ArcGISMapLayer.html' },
  { locale: 'en/', q: 'ArcGISTileLayer', page: 'en/api/Layers/ArcGISServer/ArcGISTileLayer.html' },
  { locale: 'en/', q: 'forceOffset', page: 'en/api/Layers/ArcGISServer/ArcGISTileLayer.html' },
];

test('the search box finds each page in zh and en by name, Chinese name and main props (top 3), and Enter lands there', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, SEARCHES);
});

test.run();
