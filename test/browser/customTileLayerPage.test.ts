// The CustomTileLayer page in the built docs site, zh and en, network cut: the React demo's simulated Gaode tiles put
// land west and sea east of the Yangtze estuary's WGS84 coastline when corrected, and land on both sides once the
// correction is off (GCJ-02 drawn ~430 m east); Baidu's BD09MC tiles line up too; the demo lists the provider tile it
// requested; the vanilla demo prints the Baidu tiles behind one map tile and the BD-09 offset; nothing leaves
// 127.0.0.1; the search box finds the page. Screenshots in /tmp/maplib-pages-customtile-*.png.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, distance, hex, openDemoPage, sampleDemoMap, sampleUntil, waitDemoText } from './demoMaps.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('CustomTileLayer page');

/** The coastline south of the vertex 121.91°E 31.692°N (a Natural Earth 1:110m segment towards 121.892°E 30.949°N). */
const A: [number, number] = [121.91, 31.692];
const B: [number, number] = [121.892, 30.949];
const ON_COAST = [0.005, 0.01, 0.015, 0.02, 0.025].map((t): [number, number] => [A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t]);
/** ~115 m (7 px at the demo's zoom 12) west and east of the coast: inside GCJ-02's ~430 m eastward shift. */
const D = 0.0012;
const WEST = ON_COAST.map(([x, y]): [number, number] => [x - D, y]);
const EAST = ON_COAST.map(([x, y]): [number, number] => [x + D, y]);
const LOOKS = { gaode: { land: '#fcefc7', sea: '#6fb0f2' }, baidu: { land: '#f0e2c4', sea: '#5e9fe0' } };

interface Sides {
  westLand: number;
  eastLand: number;
  eastSea: number;
  px: string;
}

/** Samples (bounded, until `ok`) and classes each sample as the tiles' land or sea, by the nearer colour. */
function sides(page: Page, shot: string, look: { land: string; sea: string }, ok: (s: Sides) => boolean): Promise<Sides> {
  return sampleUntil(page, 0, [...WEST, ...EAST], shot, (px) => {
    const kind = (p: number[] | null) => (p === null ? 'out' : Math.min(distance(p, look.land), distance(p, look.sea)) > 60 ? 'other' : distance(p, look.land) < distance(p, look.sea) ? 'land' : 'sea');
    const k = px.map(kind);
    const west = k.slice(0, WEST.length);
    const east = k.slice(WEST.length);
    return { westLand: west.filter((x) => x === 'land').length, eastLand: east.filter((x) => x === 'land').length, eastSea: east.filter((x) => x === 'sea').length, px: px.map(hex).join(' ') };
  }, ok);
}
const linedUp = (s: Sides) => s.westLand >= 4 && s.eastSea >= 4;
const shifted = (s: Sides) => s.westLand >= 4 && s.eastLand >= 4;

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib-sw.js')) throw new Error('run `npm run build:maplib` first');
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve(process.env.PAGES_DOCS_DIR ?? 'docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

const tag = (lang: string) => (lang ? 'en' : 'zh');
const demo = (page: Page, n: number) => page.locator('.demo-block').nth(n);

for (const lang of ['', 'en/']) {
  test(`${tag(lang)} page: Gaode and Baidu tiles line up with the WGS84 coast when corrected, shift east when not; requests listed`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Layers/CustomTile/customtilelayer.html`);
    const { page } = r;
    await waitDemoText(page, 0, 'pre', /_services\/gaode\/appmaptile\?lang=zh_cn&size=1&scale=1&style=8&x=\d+&y=\d+&z=13$/);
    let s = await sides(page, `/tmp/maplib-pages-customtile-${tag(lang)}-gaode.png`, LOOKS.gaode, linedUp);
    assert.ok(linedUp(s), `corrected Gaode: ${JSON.stringify(s)}`);
    // Correction off: the status names GCJ-02's offset in metres, and the drawing moves east over the sea samples.
    await demo(page, 0).locator('input[type="checkbox"]').click();
    const status = await waitDemoText(page, 0, 'b', /GCJ-02/);
    assert.match(status, /\d{3}/);
    s = await sides(page, `/tmp/maplib-pages-customtile-${tag(lang)}-gaode-raw.png`, LOOKS.gaode, shifted);
    assert.ok(shifted(s), `uncorrected Gaode: ${JSON.stringify(s)}`);
    // Baidu, uncorrected then corrected: BD09MC tiles one level deeper than the map tile.
    await demo(page, 0).locator('select').selectOption('baidu');
    await waitDemoText(page, 0, 'pre', /_services\/baidu\/tile\/\?qt=vtile&x=\d+&y=\d+&z=14&styles=pl&scaler=1$/);
    s = await sides(page, `/tmp/maplib-pages-customtile-${tag(lang)}-baidu-raw.png`, LOOKS.baidu, shifted);
    assert.ok(shifted(s), `uncorrected Baidu: ${JSON.stringify(s)}`);
    await demo(page, 0).locator('input[type="checkbox"]').click();
    s = await sides(page, `/tmp/maplib-pages-customtile-${tag(lang)}-baidu.png`, LOOKS.baidu, linedUp);
    assert.ok(linedUp(s), `corrected Baidu: ${JSON.stringify(s)}`);
    // Vanilla: the Baidu imagery tiles of one map tile and the BD-09 offset.
    const info = await waitDemoText(page, 1, '#ct-info', /(米|m)$/);
    assert.match(info, /13\/\d+\/\d+ → /);
    assert.match(info, /_services\/baidu\/it\/u=x=\d+;y=\d+;z=14;v=009;type=sate&fm=46/);
    const metres = Number(/BD-09\D*(\d+)/.exec(info)![1]);
    assert.ok(metres > 900 && metres < 1500, info);
    await sampleDemoMap(page, 1, [], `/tmp/maplib-pages-customtile-${tag(lang)}-vanilla.png`);
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });
}

const QUERIES: SearchQuery[] = [
  { locale: '', q: 'CustomTileLayer', page: 'api/Layers/CustomTile/customtilelayer.html' },
  { locale: '', q: '自定义瓦片图层', page: 'api/Layers/CustomTile/customtilelayer.html' },
  { locale: '', q: '高德 百度 纠偏', page: 'api/Layers/CustomTile/customtilelayer.html' },
  { locale: 'en/', q: 'CustomTileLayer', page: 'en/api/Layers/CustomTile/customtilelayer.html' },
  { locale: 'en/', q: 'Gaode Baidu datum correction', page: 'en/api/Layers/CustomTile/customtilelayer.html' },
];

test('the search box finds the page in its first three results (zh and en), and Enter lands on it', async (ctx) => {
  await assertSearchFinds(ctx.browser, ctx.site, QUERIES);
});

test.run();
