// The BaseTable and FeatureTable pages in the built docs site (zh and en), network cut, driven with the real mouse and
// keyboard: on BaseTable's React demo a row click rings its city on the map (pixels), a click on a city on the map
// selects its row on another page and scrolls it into view, a header click sorts ascending and Enter on the header
// descending (aria-sort); the vanilla demo keeps ~20 of 100,000 rows in the DOM. On FeatureTable's React demo an
// edited place survives a reload (the emulator keeps edits in IndexedDB), and an edit of a feature another client
// deleted shows the service's message. Each page in zh on a light desktop and en on a dark phone: no serious axe
// violation (SHOTS=<folder> saves screenshots). Search finds both pages by name, Chinese name and a main prop.
import path from 'node:path';
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, openDemoPage, sampleDemoMap, waitDemoText } from './demoMaps.ts';
import { clickDemo, inDemoMap, waitDemoMap } from './demoDrive.ts';
import { assertSearchFinds } from './searchBox.ts';
import { checkPageViews } from './pageViews.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('Table pages');
const SHOTS = '/tmp/s30table';
const BASE = 'api/UI/Table/BaseTable.html';
const FEATURE = 'api/UI/Table/FeatureTable.html';

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  fs.mkdirSync(SHOTS, { recursive: true });
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

/** The n-th demo's table rows drawn now (inside its shadow root; Playwright's CSS pierces it). */
const rows = (page: Page, demo: number) => page.locator('.demo-block').nth(demo).locator('.maplib-table-body .maplib-table-row[data-key]');
const row = (page: Page, demo: number, key: string) => page.locator('.demo-block').nth(demo).locator(`.maplib-table-row[data-key="${key}"]`);
/** The table's first drawn row's cells' text. */
const firstRow = (page: Page, demo: number) => page.locator('.demo-block').nth(demo).locator('.maplib-table-row[data-index="0"] > *').allTextContents();
/** Whether a pixel is the highlight's orange-red ring (#e4572e) rather than the basemap or the city's blue. */
const isRing = (px: number[] | null) => !!px && px[0] > 190 && px[1] > 60 && px[1] < 130 && px[2] < 90;

/** A place `dx` pixels east of `lngLat` on the n-th demo's map. */
const eastOf = (page: Page, demo: number, lngLat: number[], dx: number) =>
  inDemoMap<[number, number], { lngLat: number[]; dx: number }>(page, demo, '(view, a) => { const p = view.project(a.lngLat); return view.unproject([p.x + a.dx, p.y]); }', { lngLat, dx });

test('BaseTable (zh): row click rings the city on the map, a map click selects and scrolls to its row, sorting by click and Enter, 100,000 rows', async ({ browser, site }) => {
  const r = await openDemoPage(browser, site, BASE);
  const { page } = r;
  await waitDemoMap(page, 0);
  await rows(page, 0).first().waitFor();
  const beijing = [116.41, 39.9];
  const ringAt = await eastOf(page, 0, beijing, 9);
  assert.not.ok(isRing((await sampleDemoMap(page, 0, [ringAt], `${SHOTS}/page-base-before.png`))[0]), 'no ring before');
  await row(page, 0, '1').locator('> :first-child').click();
  await waitDemoText(page, 0, 'p[aria-live]', /表格选中：北京，2189 万人/);
  const px = (await sampleDemoMap(page, 0, [ringAt], `${SHOTS}/page-base-row-click.png`))[0];
  assert.ok(isRing(px), `a ring around Beijing after its row was clicked: ${px}`);

  // Ürümqi (row 31) is on page 2: a click on it on the map turns the page and scrolls its row into view.
  const urumqi = await inDemoMap<{ x: number; y: number }, number[]>(page, 0, '(view, p) => view.project(p)', [87.62, 43.83]);
  await clickDemo(page, 0, [urumqi.x, urumqi.y]);
  await waitDemoText(page, 0, 'p[aria-live]', /地图选中：乌鲁木齐/);
  const target = row(page, 0, '31');
  assert.is(await target.getAttribute('aria-selected'), 'true');
  const grid = await page.locator('.demo-block').nth(0).locator('.maplib-table-grid').boundingBox();
  // The virtual list may draw its rows again just after the selection: wait for the row to be there.
  await target.waitFor({ state: 'visible', timeout: 5000 });
  const box = await target.boundingBox();
  assert.ok(grid && box && box.y >= grid.y && box.y + box.height <= grid.y + grid.height + 1, `row 31 is scrolled into view: ${JSON.stringify({ grid, box })}`);
  assert.match(await page.locator('.demo-block').nth(0).locator('.maplib-table-page').textContent() ?? '', /第 2 \/ 2 页/);

  // Sort by population: a click ascending, then Enter on the focused header descending.
  const header = page.locator('.demo-block').nth(0).locator('.maplib-table-header-row > :nth-child(2)');
  await header.click();
  await waitFirst(page, '澳门');
  assert.is(await header.getAttribute('aria-sort'), 'ascending');
  await page.keyboard.press('Enter');
  await waitFirst(page, '重庆');
  assert.is(await header.getAttribute('aria-sort'), 'descending');
  // Down into the rows and select with Space.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press(' ');
  await waitDemoText(page, 0, 'p[aria-live]', /表格选中：重庆/);

  // The vanilla demo: 100,000 rows, ~20 in the DOM; select() scrolls to row 99,990.
  await waitDemoMap(page, 1);
  await waitDemoText(page, 1, '#big-said', /DOM 里有 \d+ 行（共 100000 行）/);
  const inDom = await rows(page, 1).count();
  assert.ok(inDom > 5 && inDom < 40, `${inDom} rows in the DOM`);
  await page.locator('.demo-block').nth(1).getByRole('button', { name: '跳到第 99,990 行' }).click();
  await waitDemoText(page, 1, '#big-said', /选中 P099990/);
  assert.is(await row(page, 1, '99990').getAttribute('aria-selected'), 'true');
  assertStayedOnSite(site, r);
  await r.context.close();
});

/** Waits until BaseTable demo 0's first row is `name`. */
async function waitFirst(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (name) => {
      const host = document.querySelectorAll('.demo-block .demo-app')[0] as HTMLElement;
      return host.shadowRoot?.querySelector('.maplib-table-row[data-index="0"] > :first-child')?.textContent === name;
    },
    name,
    { timeout: 10000 },
  );
}

test('FeatureTable (en): an edited place survives a reload; an edit the service refuses shows its message', async ({ browser, site }) => {
  const r = await openDemoPage(browser, site, 'en/' + FEATURE);
  const { page } = r;
  try {
    await waitDemoMap(page, 0);
    await rows(page, 0).first().waitFor();
    const first = await firstRow(page, 0);
    const place = `Edited ${Date.now() % 100000}`;
    const cell = page.locator('.demo-block').nth(0).locator('.maplib-table-row[data-index="0"] > :nth-child(2)');
    await cell.dblclick();
    await cell.locator('input').fill(place);
    await page.keyboard.press('Enter');
    await waitDemoText(page, 0, 'p[aria-live]', new RegExp(`Saved: place .* → ${place}`));
    assert.match(await waitDemoText(page, 0, 'pre', /query\?/), /mrfs\/docs\/World\/0\/2\/query\?/);

    await page.reload();
    await waitDemoMap(page, 0);
    await rows(page, 0).first().waitFor();
    await page.waitForFunction(
      (place) => (document.querySelectorAll('.demo-block .demo-app')[0] as HTMLElement).shadowRoot?.querySelector('.maplib-table-row[data-index="0"] > :nth-child(2)')?.textContent === place,
      place,
      { timeout: 10000 },
    );
    assert.equal((await firstRow(page, 0))[0], first[0], 'the same feature, its magnitude unchanged');

    // Another client deletes the second row's feature; the edit of it is refused with the service's words.
    const key = await page.locator('.demo-block').nth(0).locator('.maplib-table-row[data-index="1"]').getAttribute('data-key');
    await page.evaluate(
      async ({ base, key }) => {
        const { prefix } = await (window as any).MapLib.servicesReady({ base });
        await new (window as any).MapLib.core.FeatureService({ url: prefix + 'igs/rest/mrfs/docs/World', layers: 2 }).delete([Number(key)]);
      },
      { base: site.origin + site.base, key },
    );
    const cell2 = page.locator('.demo-block').nth(0).locator('.maplib-table-row[data-index="1"] > :nth-child(2)');
    const before = await cell2.textContent();
    await cell2.dblclick();
    await cell2.locator('input').fill('nowhere');
    await page.keyboard.press('Enter');
    const message = `Not saved: feature ${key} does not exist in earthquakes`;
    await page.waitForFunction((m) => (document.querySelectorAll('.demo-block .demo-app')[0] as HTMLElement).shadowRoot?.querySelector('.maplib-table-message')?.textContent === m, message, { timeout: 10000 });
    await waitDemoText(page, 0, 'p[aria-live]', /The service refused \(update\): feature \d+ does not exist in earthquakes/);
    assert.is(await cell2.textContent(), before, 'the cell keeps its value');
    await page.locator('.demo-block').nth(0).screenshot({ path: `${SHOTS}/page-feature-refused.png` });
    assert.equal(r.context.blocked, []);
    assert.equal(r.errors.filter((e) => !/does not exist/.test(e)), []);
  } finally {
    await page.evaluate(() => (window as any).MapLib.resetEmulatedEdits());
    await r.context.close();
  }
});

test('both pages in zh desktop light and en mobile dark, rows shown in every demo: no serious axe violation, no console error', async ({ browser, site }) => {
  const failures = await checkPageViews(browser, site, [BASE, FEATURE], async (page) => {
    for (const demo of [0, 1]) {
      await waitDemoMap(page, demo);
      await rows(page, demo).first().waitFor({ timeout: 30000 });
    }
  });
  assert.equal(failures, []);
});

test('search finds both pages in zh and en by name, Chinese name and a main prop (top 3), and Enter lands there', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, [
    { locale: '', q: 'BaseTable', page: BASE },
    { locale: '', q: '基础表格', page: BASE },
    { locale: '', q: 'rowKey', page: BASE },
    { locale: '', q: 'FeatureTable', page: FEATURE },
    { locale: '', q: '要素表格', page: FEATURE },
    { locale: 'en/', q: 'BaseTable', page: 'en/' + BASE },
    { locale: 'en/', q: 'attribute table', page: 'en/' + BASE },
    { locale: 'en/', q: 'highlightStyle', page: 'en/' + BASE },
    { locale: 'en/', q: 'FeatureTable', page: 'en/' + FEATURE },
    { locale: 'en/', q: 'MapUrl', page: 'en/' + FEATURE },
  ]);
});

test.run();
