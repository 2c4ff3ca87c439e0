// The Draw pages in the built docs site (zh and en), network cut, driven with a real mouse and keyboard on the live
// demos: from the first demo's toolbar a polygon drawn by clicks and finished with Enter (the exported GeoJSON at the
// lon/lat of the clicked pixels), while drawing a drag does not pan and a double-click does not zoom; a line cancelled
// with Esc leaves nothing; with the mode ended the map pans again. The vanilla demo draws a polygon straight away and
// shows its area, then stops (closeEdit). Nothing leaves 127.0.0.1; search finds the pages.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, openDemoPage, waitDemoText } from './demoMaps.ts';
import { inDemoMap, waitDemoMap, demoPoint as at, clickDemo as click, demoCamera as camera, settleDemo as settle, dragDemo as drag } from './demoDrive.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('Draw pages');

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

const POLYGON = [
  [160, 110],
  [330, 120],
  [340, 260],
  [170, 270],
];

for (const lang of ['', 'en/']) {
  const tag = lang ? 'en' : 'zh';
  test(`${tag} page: a polygon from the toolbar, Enter, Esc; no pan or double-click zoom while drawing; the vanilla demo's area`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, `${lang}api/UI/Draw/draw.html`);
    const { page } = r;
    const demo = page.locator('.demo-block').nth(0);
    await demo.scrollIntoViewIfNeeded();
    const polygonButton = demo.locator('.maplib-draw-polygon');
    await polygonButton.waitFor({ timeout: 30000 });
    await waitDemoMap(page, 0);
    assert.is(await polygonButton.getAttribute('aria-label'), lang ? 'Draw a polygon' : '画多边形');
    await polygonButton.click();
    assert.is(await polygonButton.getAttribute('aria-pressed'), 'true');
    const expected = await inDemoMap<number[][], number[][]>(page, 0, '(view, pxs) => pxs.map((px) => view.unproject(px))', POLYGON);
    for (const px of POLYGON) await click(page, 0, px);
    const before = await camera(page, 0);
    await drag(page, 0, [420, 320], [-120, -40]);
    assert.equal(await camera(page, 0), before, 'a drag does not pan while drawing');
    await page.keyboard.press('Enter');
    await waitDemoText(page, 0, '.demo-root', lang ? /drew a Polygon \(polygon\)/ : /画好一个 Polygon（polygon）/);
    const dbl = await at(page, 0, [500, 300]);
    await page.mouse.dblclick(dbl.x, dbl.y);
    await settle(page, 0);
    assert.equal(await camera(page, 0), before, 'a double-click does not zoom while drawing');
    await page.keyboard.press('Escape');

    // A line cancelled with Esc leaves nothing: the export still holds the one polygon.
    await demo.locator('.maplib-draw-line-string').click();
    for (const px of [[200, 320], [300, 330], [380, 300]]) await click(page, 0, px);
    await page.keyboard.press('Escape');
    await demo.locator('button', { hasText: lang ? 'Export GeoJSON' : '导出 GeoJSON' }).click();
    const json = JSON.parse(await waitDemoText(page, 0, 'pre', /FeatureCollection/));
    assert.is(json.features.length, 1, 'only the polygon');
    const ring: number[][] = json.features[0].geometry.coordinates[0];
    assert.is(ring.length, 5);
    const pixels = await inDemoMap<{ x: number; y: number }[], number[][]>(page, 0, '(view, ring) => ring.map((ll) => view.project(ll))', ring.slice(0, -1));
    for (const [i, [x, y]] of POLYGON.entries()) {
      const j = pixels.findIndex((q) => Math.hypot(q.x - x, q.y - y) <= 1);
      assert.ok(j >= 0, `a vertex within a pixel of click ${i}`);
      assert.ok(Math.abs(ring[j][0] - expected[i][0]) < 0.01 && Math.abs(ring[j][1] - expected[i][1]) < 0.01, `${ring[j]} ≈ ${expected[i]}`);
    }

    // The line's button pressed again ends the mode (focus is on the export button, outside the map: keys are not the
    // map's now): the map pans.
    await demo.locator('.maplib-draw-line-string').click();
    await waitDemoText(page, 0, '.demo-root b', lang ? /browsing/ : /浏览/);
    await drag(page, 0, [420, 320], [-120, -40]);
    const after = await camera(page, 0);
    assert.ok(Math.abs(after.center[0] - before.center[0]) > 0.1, `a drag pans once the mode ended: ${before.center} → ${after.center}`);

    // The vanilla demo: already drawing a polygon; Enter finishes it, its area shows, and the mode ends.
    await waitDemoMap(page, 2);
    await page.waitForFunction(() => (window as any).MapLib.core.getLiveMaps().some((v: any) => v.interactions.active));
    for (const px of [[120, 80], [300, 90], [260, 230]]) await click(page, 2, px);
    await page.keyboard.press('Enter');
    const area = await waitDemoText(page, 2, '#draw-area', lang ? /About [\d.]+ km², 1 shape/ : /面积约 [\d.]+ 平方千米，一共 1 个图形/);
    assert.ok(Number(/[\d.]+/.exec(area)![0]) > 10, area);
    const free = await inDemoMap<boolean, void>(page, 2, '(view) => !view.interactions.active');
    assert.ok(free, 'closeEdit: the map is free again');
    assertStayedOnSite(site, r);
    await r.context.close();
  });
}

const SEARCHES: SearchQuery[] = [
  { locale: '', q: 'Draw', page: 'api/UI/Draw/draw.html' },
  { locale: '', q: '绘制', page: 'api/UI/Draw/draw.html' },
  { locale: '', q: 'showSize', page: 'api/UI/Draw/draw.html' },
  { locale: 'en/', q: 'Draw', page: 'en/api/UI/Draw/draw.html' },
  { locale: 'en/', q: 'closeEdit', page: 'en/api/UI/Draw/draw.html' },
  { locale: 'en/', q: 'enableControl', page: 'en/api/UI/Draw/draw.html' },
];

test('the search box finds the pages in zh and en by name, Chinese name and main props (top 3), and Enter lands there', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, SEARCHES);
});

test.run();
