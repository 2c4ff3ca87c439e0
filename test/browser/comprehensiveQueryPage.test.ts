// The ComprehensiveQuery pages in the built docs site (zh and en), network cut, driven as a reader would: in the React
// demo the real keyboard types 北京 and Enter — the list shows it, the camera flies there and its category pin is drawn
// at its pixel; then Paris — a real click on its row flies the map there, the demo's onSelect line names it and the
// selected (red) pin stands on it. In zh on a light desktop and en on a dark phone, after a search for 州 (clustered)
// in both demos: axe finds no serious or critical violation (SHOTS=<folder> saves screenshots). Search finds the pages
// by name, Chinese name and main prop in both languages.
import path from 'node:path';
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, distance, hex, openDemoPage, sampleUntil, waitDemoText } from './demoMaps.ts';
import { demoCamera, inDemoMap, settleDemo, waitDemoMap } from './demoDrive.ts';
import { assertSearchFinds } from './searchBox.ts';
import { checkPageViews } from './pageViews.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('ComprehensiveQuery pages');
const SHOTS = '/tmp/s29cq';
const ROUTE = 'api/service/comprehensiveQuery/comprehensiveQuery.html';
const BEIJING: [number, number] = [116.4, 39.9];
const PARIS: [number, number] = [2.35, 48.86];
const CITY_BLUE = '#2563eb';
const SELECTED_RED = '#e11d48';

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  fs.mkdirSync(SHOTS, { recursive: true });
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

/** Types `text` into the n-th demo's search box with the real keyboard and presses Enter. */
async function searchWithKeyboard(page: Page, demo: number, text: string): Promise<void> {
  const input = page.locator('.demo-block').nth(demo).locator('.maplib-cq-input');
  await input.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Places on a pin standing on `lngLat`: its head, 10 to 20 px above the point (pins stand on their tip). */
const pinPlaces = (page: Page, demo: number, lngLat: [number, number]) =>
  inDemoMap<[number, number][], [number, number]>(page, demo, '(view, ll) => { const p = view.project(ll); return [10, 13, 16, 19].map((dy) => view.unproject([p.x, p.y - dy])); }', lngLat);

/** Waits until a sample of the pin on `lngLat` shows `colour`, and says what was seen. */
async function assertPin(page: Page, demo: number, lngLat: [number, number], colour: string, shot: string, what: string): Promise<void> {
  const places = await pinPlaces(page, demo, lngLat);
  const seen = await sampleUntil(page, demo, places, shot, (px) => px.map(hex), (hexes) => hexes.some((h) => h !== 'outside' && distance(hexOf(h), colour) < 40));
  assert.ok(seen.some((h) => h !== 'outside' && distance(hexOf(h), colour) < 40), `${what}: ${colour} among ${seen.join(' ')}`);
}
const hexOf = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));

const near = (a: number[], b: number[], tol = 0.5) => Math.abs(a[0] - b[0]) < tol && Math.abs(a[1] - b[1]) < tol;

for (const lang of ['', 'en/']) {
  const tag = lang ? 'en' : 'zh';
  const rows = lang ? { beijing: 'Beijing · 北京', paris: 'Paris · 巴黎', picked: /Cities: Paris · 巴黎 \(2\.35, 48\.86\)/ } : { beijing: '北京 · Beijing', paris: '巴黎 · Paris', picked: /城市：巴黎 · Paris（2\.35, 48\.86）/ };

  test(`${tag} page: 北京 and Paris found by keyboard search, listed and pinned on the map; a row click flies there`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, lang + ROUTE);
    const { page } = r;
    await waitDemoMap(page, 0);
    const demo = page.locator('.demo-block').nth(0);

    await searchWithKeyboard(page, 0, '北京');
    await demo.locator('.maplib-cq-row', { hasText: rows.beijing }).waitFor();
    assert.equal(await demo.locator('.maplib-cq-row .maplib-cq-title').allTextContents(), [rows.beijing], 'one result');
    await settleDemo(page, 0);
    const camera = await demoCamera(page, 0);
    assert.ok(near(camera.center, BEIJING), `the camera flew to Beijing: ${camera.center}`);
    await assertPin(page, 0, BEIJING, CITY_BLUE, `${SHOTS}/page-${tag}-beijing.png`, 'the city pin on Beijing');
    await waitDemoText(page, 0, 'code', /mrfs\/layer\/query\?.*where=\(name_(zh|en) LIKE '%北京%'/);

    await searchWithKeyboard(page, 0, 'Paris');
    const row = demo.locator('.maplib-cq-row', { hasText: rows.paris });
    await row.waitFor();
    await settleDemo(page, 0);
    await row.click();
    await waitDemoText(page, 0, '.cq-picked', rows.picked);
    assert.is(await row.getAttribute('aria-selected'), 'true');
    await settleDemo(page, 0);
    assert.ok(near((await demoCamera(page, 0)).center, PARIS), 'the row click flew the map to Paris');
    await assertPin(page, 0, PARIS, SELECTED_RED, `${SHOTS}/page-${tag}-paris-selected.png`, 'the selected pin on Paris');
    assertStayedOnSite(site, r);
    await r.context.close();
  });
}

test('zh desktop light and en mobile dark, after a search for 州 in both demos: no serious axe violation, no console error', async ({ browser, site }) => {
  const failures = await checkPageViews(browser, site, ROUTE, async (page) => {
    await waitDemoMap(page, 0);
    await searchWithKeyboard(page, 0, '州');
    await page.locator('.demo-block').nth(0).locator('.maplib-cq-row').first().waitFor();
    await settleDemo(page, 0);
    await waitDemoMap(page, 1);
    await page.locator('.demo-block').nth(1).locator('.demo-app').getByRole('button').first().click();
    await page.locator('.demo-block').nth(1).locator('.maplib-cq-row').first().waitFor();
    await settleDemo(page, 1);
  });
  assert.equal(failures, []);
});

test('search finds the pages in zh and en by name, Chinese name and main prop (top 3), and Enter lands there', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, [
    { locale: '', q: 'ComprehensiveQuery', page: ROUTE },
    { locale: '', q: '综合查询', page: ROUTE },
    { locale: '', q: 'queryTable', page: ROUTE },
    { locale: 'en/', q: 'ComprehensiveQuery', page: 'en/' + ROUTE },
    { locale: 'en/', q: '综合查询', page: 'en/' + ROUTE },
    { locale: 'en/', q: 'queryTable', page: 'en/' + ROUTE },
  ]);
});

test.run();
