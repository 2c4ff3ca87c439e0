// The IGServer and Tianditu layer pages in the built docs site, zh and en, network cut: every demo draws the emulated
// service's picture where it belongs (pixels at land and sea places), lists the request it made, a control changes the
// request and the picture; the Tianditu page's live mode asks for the reader's key and sends nothing until then;
// nothing leaves 127.0.0.1; the site's search box finds each page by name, Chinese name and main props. Screenshots of
// every demo land in /tmp/maplib-pages-igs-*.png.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, distance, hex, openDemoPage, sampleDemoMap, sampleUntil, waitDemoText } from './demoMaps.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('IGServer layer pages');

/** The emulator's colours: country fill, earthquakes; Tianditu vec land and sea, img sea. */
const LAND = '#f2c14e';
const TDT_VEC_LAND = '#f8f4e8';
const TDT_VEC_SEA = '#aadaff';
const TDT_IMG_SEA = '#0b2545';

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib-sw.js')) throw new Error('run `npm run build:maplib` first');
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve(process.env.PAGES_DOCS_DIR ?? 'docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

const tag = (lang: string) => (lang ? 'en' : 'zh');
const demo = (page: Page, n: number) => page.locator('.demo-block').nth(n);

interface LandSea {
  land: number;
  landOf: number;
  sea: number;
  seaOf: number;
  px: string;
}

/**
 * Counts samples: land places in the colour, sea places clearly not in it (places outside the map are skipped),
 * resampling (bounded) until `ok` holds, so a picture still loading is not mistaken for a wrong one.
 */
async function landAndSea(page: Page, n: number, shot: string, land: [number, number][], sea: [number, number][], ok: (s: LandSea) => boolean, colour = LAND): Promise<LandSea> {
  const derive = (px: (number[] | null)[]): LandSea => {
    const landPx = px.slice(0, land.length).filter((p): p is number[] => p !== null);
    const seaPx = px.slice(land.length).filter((p): p is number[] => p !== null);
    return { land: landPx.filter((p) => distance(p, colour) < 40).length, landOf: landPx.length, sea: seaPx.filter((p) => distance(p, colour) > 80).length, seaOf: seaPx.length, px: px.map(hex).join(' ') };
  };
  // 20 s: the emulator draws each new image in the page; two loaded CI cores once needed more than 10 s after a toggle.
  const s = await sampleUntil(page, n, [...land, ...sea], shot, derive, (s) => s.landOf >= 2 && s.seaOf >= 2 && ok(s), undefined, 20_000);
  assert.ok(s.landOf >= 2 && s.seaOf >= 2, `places in view: ${s.px}`);
  return s;
}

const allLandAllSea = (s: LandSea) => s.land === s.landOf && s.sea === s.seaOf;
const noLand = (s: LandSea) => s.land === 0;
const allLand = (s: LandSea) => s.land === s.landOf;

const CHINA: [number, number][] = [[105, 35], [110, 25], [78, 22], [45, 25], [135, -25]];
const OCEAN: [number, number][] = [[88, 15], [65, 12], [125, 15], [140, 25], [160, -10]];

for (const lang of ['', 'en/']) {
  test(`${tag(lang)} IgsDocLayer page: the layer list, the document drawn, layers and cache change request and picture`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Layers/igserver/igsDocLayer.html`);
    const { page } = r;
    const first = await waitDemoText(page, 0, 'pre', /mrms\/docs\/World/);
    assert.match(first, /_services\/igs\/rest\/mrms\/docs\/World\?\u200bf=png&\u200bguid=[0-9a-f-]{36}&\u200bw=256&\u200bh=256&\u200blayers=show:0,2&/);
    assert.match(first, /proj=Web%E5%A2%A8%E5%8D%A1%E6%89%98_WGS1984/);
    let s = await landAndSea(page, 0, `/tmp/maplib-pages-igs-doc-${tag(lang)}-react.png`, CHINA, OCEAN, allLandAllSea);
    assert.ok(allLandAllSea(s), s.px);
    // Untick countries: show:2, land empty.
    await demo(page, 0).locator('label', { hasText: 'countries' }).locator('input').click();
    await waitDemoText(page, 0, 'pre', /layers=show:2&/);
    s = await landAndSea(page, 0, `/tmp/maplib-pages-igs-doc-${tag(lang)}-react-quakes.png`, CHINA, OCEAN, noLand);
    assert.is(s.land, 0, s.px);
    // cache: the dynamic tiles of the whole document (countries back).
    await demo(page, 0).locator('label', { hasText: 'cache' }).locator('input').click();
    await waitDemoText(page, 0, 'pre', /mrms\/tile\/World\/\d+\/\d+\/\d+\?\u200bsize=256/);
    s = await landAndSea(page, 0, `/tmp/maplib-pages-igs-doc-${tag(lang)}-react-cache.png`, CHINA, OCEAN, allLand);
    assert.ok(allLand(s), s.px);
    // Vanilla: the layer list, the template and a tile URL.
    const info = await waitDemoText(page, 1, '#doc-info', /bbox=-?\d/);
    assert.match(info, /0 countries Reg/);
    assert.match(info, /layers=hide:1&/);
    s = await landAndSea(page, 1, `/tmp/maplib-pages-igs-doc-${tag(lang)}-vanilla.png`, CHINA, OCEAN, allLandAllSea);
    assert.ok(allLandAllSea(s), s.px);
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });

  test(`${tag(lang)} IgsTileLayer page: WORLD_GEO lines up on the lon/lat map at offset −1; offset 0 asks one level deeper and misplaces`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Layers/igserver/igsTileLayer.html`);
    const { page } = r;
    const level = (url: string) => Number(/WORLD_GEO\/(\d+)\//.exec(url)![1]);
    const first = await waitDemoText(page, 0, 'pre', /mrms\/tile\/WORLD_GEO\/\d+/);
    // The tiles lie at 0.6 opacity over the offline basemap: land is yellowish, sea the basemap's blue.
    type Tint = { yellow: number; blue: number; px: string };
    const lined = (t: Tint) => t.yellow >= 3 && t.blue >= 3;
    const tint = (shot: string, ok: (t: Tint) => boolean) =>
      sampleUntil(page, 0, [...CHINA, ...OCEAN], shot, (all) => {
        const px = all.filter((p): p is number[] => p !== null);
        return { yellow: px.filter((p) => p[0] - p[2] > 60).length, blue: px.filter((p) => p[2] > p[0] + 30).length, px: px.map(hex).join(' ') };
      }, ok);
    let t = await tint(`/tmp/maplib-pages-igs-tile-${tag(lang)}-react.png`, lined);
    assert.ok(lined(t), t.px);
    await demo(page, 0).locator('select').nth(2).selectOption('0');
    const deeper = await waitDemoText(page, 0, 'pre', new RegExp(`WORLD_GEO/${level(first) + 1}/`));
    assert.ok(level(deeper) === level(first) + 1);
    const status = await waitDemoText(page, 0, 'b', /0/);
    assert.match(status, /错位|misplaced/);
    const wrong = await tint(`/tmp/maplib-pages-igs-tile-${tag(lang)}-react-offset0.png`, (w) => w.yellow + w.blue < t.yellow + t.blue);
    assert.ok(wrong.yellow + wrong.blue < t.yellow + t.blue, `${wrong.px} vs ${t.px}`);
    // Web Mercator map + WORLD_MKT + default: lined up again.
    await demo(page, 0).locator('select').nth(2).selectOption('auto');
    await demo(page, 0).locator('select').nth(0).selectOption('EPSG:3857');
    await demo(page, 0).locator('select').nth(1).selectOption('WORLD_MKT');
    await waitDemoText(page, 0, 'pre', /mrms\/tile\/WORLD_MKT\/\d+/);
    t = await tint(`/tmp/maplib-pages-igs-tile-${tag(lang)}-react-3857.png`, lined);
    assert.ok(lined(t), t.px);
    const info = await waitDemoText(page, 1, '#tile-info', /WORLD_GEO\/\d+/);
    assert.match(info, /zoomOffset\S* ?-1/);
    const [, mapZ, urlZ] = /(\d+)\/\d+\/\d+ → .*WORLD_GEO\/(\d+)\//.exec(info)!;
    assert.is(Number(urlZ), Number(mapZ) - 1);
    await sampleDemoMap(page, 1, [], `/tmp/maplib-pages-igs-tile-${tag(lang)}-vanilla.png`);
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });

  test(`${tag(lang)} IgsTdtLayer page: simulated Tianditu w and c, img, through IGServer; live mode waits for the reader's key`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Layers/igserver/igsTdtLayer.html`);
    const { page } = r;
    const first = await waitDemoText(page, 0, 'pre', /tianditu\/vec_w\/wmts/);
    assert.match(first, /request=GetTile&\u200bversion=1\.0\.0&\u200bstyle=default&\u200btilematrixSet=w&\u200bformat=tiles&/);
    const vecDrawn = (px: (number[] | null)[]) => !!px[0] && !!px[1] && distance(px[0], TDT_VEC_LAND) < 30 && distance(px[1], TDT_VEC_SEA) < 30;
    let px = await sampleUntil(page, 0, [[105, 35], [124, 30]], `/tmp/maplib-pages-igs-tdt-${tag(lang)}-react.png`, (p) => p, vecDrawn);
    assert.ok(vecDrawn(px), px.map(hex).join(' '));
    await demo(page, 0).locator('select').nth(1).selectOption('img');
    await waitDemoText(page, 0, 'pre', /tianditu\/img_w\/wmts/);
    const imgSea = (px: (number[] | null)[]) => !!px[0] && distance(px[0], TDT_IMG_SEA) < 30;
    px = await sampleUntil(page, 0, [[124, 30]], `/tmp/maplib-pages-igs-tdt-${tag(lang)}-react-img.png`, (p) => p, imgSea);
    assert.ok(imgSea(px), hex(px[0]));
    await demo(page, 0).locator('select').nth(2).selectOption('EPSG:4326');
    await waitDemoText(page, 0, 'pre', /tianditu\/img_c\/wmts.*tilematrixSet=c/);
    px = await sampleUntil(page, 0, [[124, 30]], `/tmp/maplib-pages-igs-tdt-${tag(lang)}-react-c.png`, (p) => p, imgSea);
    assert.ok(imgSea(px), hex(px[0]));
    await demo(page, 0).locator('select').nth(0).selectOption('igs');
    await waitDemoText(page, 0, 'pre', /igs\/rest\/cts\/tianditu\/raster\/\d+\/\d+\/\d+\?\u200bservice=WMTS/);
    await sampleDemoMap(page, 0, [], `/tmp/maplib-pages-igs-tdt-${tag(lang)}-react-igs.png`);
    // Live: no key yet, no layer, nothing sent; the page says what it needs.
    await demo(page, 0).locator('select').nth(0).selectOption('live');
    const live = await waitDemoText(page, 0, 'pre', /key/);
    assert.match(live, /天地图 key|Tianditu key/);
    assert.not.ok(r.requests.some((u) => u.includes('tianditu.gov.cn')));
    const info = await waitDemoText(page, 1, '#tdt-info', /cva_c/);
    assert.match(info, /vec_c\/wmts\?request=GetTile.*&tilematrixSet=c&/);
    const [, z, urlZ] = /(\d+)\/\d+\/\d+[：:] ?\S*tilematrix=(\d+)&/.exec(info)!;
    assert.is(urlZ, z, 'TILEMATRIX is the map tile level');
    await sampleDemoMap(page, 1, [], `/tmp/maplib-pages-igs-tdt-${tag(lang)}-vanilla.png`);
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });

  test(`${tag(lang)} IgsVectorLayer page: classes by gdbps, unticking and filtering change the request and the picture`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Layers/igserver/igsVectorLayer.html`);
    const { page } = r;
    const first = await waitDemoText(page, 0, 'pre', /mrms\/layers\?\u200bgdbps=/);
    assert.match(first, /gdbps=gdbp:\/\/MapGisLocal\/Emulator\/ds\/World\/sfcls\/countries,gdbp:\/\/MapGisLocal\/Emulator\/ds\/World\/sfcls\/earthquakes&/);
    const land: [number, number][] = [[-100, 40], [-110, 55], [-95, 60]];
    const sea: [number, number][] = [[-140, 30], [-160, 45], [-135, 20]];
    let s = await landAndSea(page, 0, `/tmp/maplib-pages-igs-vector-${tag(lang)}-react.png`, land, sea, allLandAllSea);
    assert.ok(allLandAllSea(s), s.px);
    await demo(page, 0).locator('label', { hasText: 'filters' }).locator('input').click();
    await waitDemoText(page, 0, 'pre', /filters=1:mag%3E4\.5&/);
    await demo(page, 0).locator('label', { hasText: 'countries' }).locator('input').click();
    const only = await waitDemoText(page, 0, 'pre', /gdbps=gdbp:\S*sfcls\/earthquakes&.*filters=0:mag%3E4\.5&/);
    assert.not.match(only, /countries/);
    s = await landAndSea(page, 0, `/tmp/maplib-pages-igs-vector-${tag(lang)}-react-quakes.png`, land, sea, noLand);
    assert.is(s.land, 0, s.px);
    const info = await waitDemoText(page, 1, '#vector-info', /bbox=-?\d/);
    assert.match(info, /filters=1:mag%3E5&temp=0\.\d+&bbox=/);
    await sampleDemoMap(page, 1, [], `/tmp/maplib-pages-igs-vector-${tag(lang)}-vanilla.png`);
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });
}

const QUERIES: SearchQuery[] = [
  { locale: '', q: 'IgsDocLayer', page: 'api/Layers/igserver/igsDocLayer.html' },
  { locale: '', q: '地图文档图层', page: 'api/Layers/igserver/igsDocLayer.html' },
  { locale: '', q: '子图层 filters', page: 'api/Layers/igserver/igsDocLayer.html' },
  { locale: '', q: 'IgsTileLayer', page: 'api/Layers/igserver/igsTileLayer.html' },
  { locale: '', q: 'IGServer 瓦片图层', page: 'api/Layers/igserver/igsTileLayer.html' },
  { locale: '', q: 'IgsTdtLayer', page: 'api/Layers/igserver/igsTdtLayer.html' },
  { locale: '', q: '天地图图层', page: 'api/Layers/igserver/igsTdtLayer.html' },
  { locale: '', q: 'isLabel', page: 'api/Layers/igserver/igsTdtLayer.html' },
  { locale: '', q: 'IgsVectorLayer', page: 'api/Layers/igserver/igsVectorLayer.html' },
  { locale: '', q: 'gdbps', page: 'api/Layers/igserver/igsVectorLayer.html' },
  { locale: 'en/', q: 'IgsDocLayer', page: 'en/api/Layers/igserver/igsDocLayer.html' },
  { locale: 'en/', q: 'IGServer map document', page: 'en/api/Layers/igserver/igsDocLayer.html' },
  { locale: 'en/', q: 'IgsTileLayer', page: 'en/api/Layers/igserver/igsTileLayer.html' },
  { locale: 'en/', q: 'IgsTdtLayer', page: 'en/api/Layers/igserver/igsTdtLayer.html' },
  { locale: 'en/', q: 'Tianditu', page: 'en/api/Layers/igserver/igsTdtLayer.html' },
  { locale: 'en/', q: 'IgsVectorLayer', page: 'en/api/Layers/igserver/igsVectorLayer.html' },
  { locale: 'en/', q: 'keepCache', page: 'en/api/Layers/igserver/igsVectorLayer.html' },
];

test('the search box finds each page in its first three results (zh and en), and Enter lands on it', async (ctx) => {
  await assertSearchFinds(ctx.browser, ctx.site, QUERIES);
});

test.run();
