// The MvtStyleLayer pages in the built docs site (zh and en), network cut: the React demo draws the site's own style
// over the basemap (China and land fills, basemap sea), lists its style, tile and sprite requests, unticking
// china-fill removes that colour, replace puts the style's sea in and keeps the user square on top; the vanilla demo
// prints the resolved URLs and draws replace with china-fill hidden; the scene demo hides china-fill from its button
// and opens a city's popup from a click on its marker; nothing leaves 127.0.0.1; search finds the page.
// Screenshots (1280×800) in /tmp/maplib-pages-mvtstyle-*.png.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, distance, hex, openDemoPage, sampleUntil, waitDemoText } from './demoMaps.ts';
import { inDemoMap, waitDemoMap } from './demoDrive.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('MvtStyleLayer pages');

// The style's colours (docs/.mapdocs/scripts/make-style-data.mjs) and the offline basemap's sea.
const STYLE_SEA = '#16324f';
const STYLE_LAND = '#e9c46a';
const STYLE_CHINA = '#e76f51';
const BASE_SEA = '#a9d3e8';
const USER = '#ff00ff';

const CHINA: [number, number] = [92, 34];
const SEA: [number, number] = [130, 22];
const BOX: [number, number] = [134, 12];
const INDIAN: [number, number] = [75, -20];
const AFRICA: [number, number] = [22, 8];

const INSET = { top: 5, right: 50, bottom: 5, left: 5 };
const is = (px: number[] | null, colour: string) => !!px && distance(px, colour) < 30;

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

for (const lang of ['', 'en/']) {
  const tag = lang ? 'en' : 'zh';
  test(`${tag} page: append draws the style over the basemap, a layer toggles off, replace swaps the sea; requests listed and local`, async (ctx) => {
    const r = await openDemoPage(ctx.browser, ctx.site, `${lang}api/Layers/VectorTile/mvtstyle.html`);
    const { page } = r;
    const demo = page.locator('.demo-block').nth(0);
    // The list grows as requests happen: wait until it holds all three kinds (the style, a tile and the sprite).
    const list = await waitDemoText(page, 0, 'ul', /^(?=[\s\S]*style\s*http)(?=[\s\S]*tiles\s*http)(?=[\s\S]*sprite\s*http)/);
    assert.match(list, /style\s*http:\/\/127\.0\.0\.1:\d+\/[^\s]*data\/styles\/natural-earth\/style\.json/);
    assert.match(list, /tiles\s*http:\/\/127\.0\.0\.1:\d+\/[^\s]*data\/tiles\/world\/\d\/\d+\/\d+\.pbf/);
    assert.match(list, /sprite\s*http:\/\/127\.0\.0\.1:\d+\/[^\s]*data\/styles\/natural-earth\/sprite(@2x)?\.(json|png)/);
    const places = [CHINA, SEA, BOX];
    const shot = (name: string) => `/tmp/maplib-pages-mvtstyle-${tag}-${name}.png`;
    let px = await sampleUntil(page, 0, places, shot('append'), (p) => p, (p) => is(p[0], STYLE_CHINA) && is(p[1], BASE_SEA) && is(p[2], USER), INSET);
    assert.ok(is(px[0], STYLE_CHINA) && is(px[1], BASE_SEA) && is(px[2], USER), `append: ${px.map(hex).join(' ')}`);
    await demo.locator('label', { hasText: 'china-fill' }).locator('input').click();
    px = await sampleUntil(page, 0, places, shot('hidden'), (p) => p, (p) => is(p[0], STYLE_LAND), INSET);
    assert.ok(is(px[0], STYLE_LAND), `china-fill hidden: ${hex(px[0])}`);
    await demo.locator('input[type="radio"]').nth(1).click();
    px = await sampleUntil(page, 0, places, shot('replace'), (p) => p, (p) => is(p[1], STYLE_SEA) && is(p[2], USER) && is(p[0], STYLE_LAND), INSET);
    assert.ok(is(px[1], STYLE_SEA) && is(px[2], USER) && is(px[0], STYLE_LAND), `replace: ${px.map(hex).join(' ')}`);
    // The background layer, left out in append mode, can be ticked in replace mode.
    assert.ok(await demo.locator('label', { hasText: 'background' }).locator('input').isEnabled());

    const info = await waitDemoText(page, 1, '#mvt-info', /tiles:/);
    assert.match(info, /tiles:\s+http:\/\/127\.0\.0\.1:\d+\/\S*data\/tiles\/world\/\{z\}\/\{x\}\/\{y\}\.pbf/);
    assert.match(info, /sprite: http:\/\/127\.0\.0\.1:\d+\/\S*data\/styles\/natural-earth\/sprite\n/);
    assert.match(info, lang ? /hidden\s+china-fill/ : /隐藏\s+china-fill/);
    const v = await sampleUntil(page, 1, [CHINA, INDIAN, AFRICA], shot('vanilla'), (p) => p, (p) => is(p[0], STYLE_LAND) && is(p[1], STYLE_SEA), INSET);
    assert.ok(is(v[0], STYLE_LAND) && is(v[1], STYLE_SEA) && is(v[2], STYLE_LAND), `vanilla: ${v.map(hex).join(' ')}`);

    // The scene demo (the original's section): style appended, the button hides china-fill, a click on a city marker
    // (placed by `coordinates`) opens its onlyText popup there.
    const scene = page.locator('.demo-block').nth(2);
    const SCENE_CHINA: [number, number] = [100, 36];
    await waitDemoMap(page, 2);
    let sc = await sampleUntil(page, 2, [SCENE_CHINA], shot('scene'), (p) => p, (p) => is(p[0], STYLE_CHINA), INSET);
    assert.ok(is(sc[0], STYLE_CHINA), `scene: ${hex(sc[0])}`);
    await scene.locator('button', { hasText: 'china-fill' }).click();
    sc = await sampleUntil(page, 2, [SCENE_CHINA], shot('scene-hidden'), (p) => p, (p) => is(p[0], STYLE_LAND), INSET);
    assert.ok(is(sc[0], STYLE_LAND), `scene, china-fill hidden: ${hex(sc[0])}`);
    const shanghai = await inDemoMap<{ x: number; y: number }, void>(page, 2, '(view) => { const r = view.container.getBoundingClientRect(); const p = view.project([121.47, 31.23]); return { x: r.left + p.x, y: r.top + p.y }; }');
    // The default pin's tip marks the point: click its head, above it.
    await page.mouse.click(shanghai.x, shanghai.y - 20);
    const popup = await waitDemoText(page, 2, '.maplibregl-popup-content', lang ? /Shanghai 121\.47, 31\.23/ : /上海 121\.47, 31\.23/);
    assert.ok(popup.length > 0);

    // Page screenshot at 1280×800 with the first demo in view.
    await page.setViewportSize({ width: 1280, height: 800 });
    await demo.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -60));
    await page.screenshot({ path: shot('page') });
    assertStayedOnSite(ctx.site, r);
    await r.context.close();
  });
}

const SEARCHES: SearchQuery[] = [
  { locale: '', q: 'MvtStyleLayer', page: 'api/Layers/VectorTile/mvtstyle.html' },
  { locale: '', q: '矢量瓦片样式图层', page: 'api/Layers/VectorTile/mvtstyle.html' },
  { locale: '', q: 'localFonts', page: 'api/Layers/VectorTile/mvtstyle.html' },
  { locale: 'en/', q: 'MvtStyleLayer', page: 'en/api/Layers/VectorTile/mvtstyle.html' },
  { locale: 'en/', q: 'vector tile styles', page: 'en/api/Layers/VectorTile/mvtstyle.html' },
  { locale: 'en/', q: 'sprite glyphs', page: 'en/api/Layers/VectorTile/mvtstyle.html' },
];

test('the search box finds the page in zh and en by name, Chinese name and main prop (top 3), and Enter lands there', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, SEARCHES);
});

test.run();
