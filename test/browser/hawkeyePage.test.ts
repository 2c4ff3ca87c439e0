// The Hawkeye pages in the built docs site (zh and en), network cut, driven as a reader would: on the React demo a real
// mouse drag of the overview's box moves the main map's centre to where the box's centre went and the readout says so,
// a click on the overview recentres the main map there, the collapse button hides the overview and ticks the demo's
// checkbox, unticking shows it again at full size; on the vanilla demo the rotated, pitched view is a four-sided box and
// the page's button collapses and expands it. In zh on a light desktop and en on a dark phone: both demos draw, axe-core
// finds no serious or critical violation (SHOTS=<folder> saves screenshots). Search finds the pages by name, Chinese
// name and main prop.
import path from 'node:path';
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, openDemoPage, waitDemoText } from './demoMaps.ts';
import { assertSearchFinds } from './searchBox.ts';
import { checkPageViews } from './pageViews.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('Hawkeye pages');
const ROUTE = 'api/UI/Hawkeye/hawkeye.html';

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

/**
 * Scrolls the n-th demo into view and waits until its main map and its overview (the map whose container is inside the
 * main map's) have loaded and gone idle; they become window.__main and window.__overview.
 */
async function demoMaps(page: Page, demo: number): Promise<void> {
  await page.locator('.demo-block').nth(demo).scrollIntoViewIfNeeded();
  await page.waitForFunction((demo) => {
    const host = document.querySelectorAll('.demo-block .demo-app')[demo];
    const maps = ((window as any).MapLib?.core.getLiveMaps() ?? []).filter((v: any) => v.container.getRootNode().host === host);
    const main = maps.find((v: any) => !maps.some((o: any) => o !== v && o.container.contains(v.container)));
    const overview = maps.find((v: any) => v !== main);
    Object.assign(window, { __main: main, __overview: overview });
    return main?.isLoaded && overview?.isLoaded;
  }, demo, { timeout: 30000 });
  await page.evaluate(async () => {
    for (const view of [(window as any).__main, (window as any).__overview]) {
      const m = view.maplibre;
      if (m.loaded() && m.areTilesLoaded() && !m.isMoving()) continue;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 8000);
        m.once('idle', () => (clearTimeout(t), resolve()));
      });
    }
  });
}

/** The overview canvas's page rectangle and the main map's centre on it (overview pixels). */
const overviewAt = (page: Page) =>
  page.evaluate(() => {
    const w = window as any;
    const r = w.__overview.maplibre.getCanvas().getBoundingClientRect();
    const [lng, lat] = w.__main.getCenter();
    const c = w.__overview.project([w.MapLib.core.longitudeNear(lng, w.__overview.getCenter()[0]), lat]);
    return { left: r.left, top: r.top, width: r.width, height: r.height, centre: [c.x, c.y] as [number, number] };
  });

const still = (page: Page) => page.waitForFunction(() => !(window as any).__main.maplibre.isMoving() && !(window as any).__overview.maplibre.isMoving());
const near = (a: number[], b: number[]) => Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6;

for (const lang of ['', 'en/']) {
  const tag = lang ? 'en' : 'zh';
  const words = lang
    ? { hide: 'Hide overview map', collapsed: 'collapsed', dragged: /Box dragged: the map is now centred on -?\d+\.\d\d, -?\d+\.\d\d/, clicked: /Overview clicked: /, vanillaButton: 'Collapse / expand the overview', vueCollapsed: 'Collapsed (v-model:collapsed)' }
    : { hide: '收起鹰眼', collapsed: '收起', dragged: /拖动方框：主地图中心移到 -?\d+\.\d\d, -?\d+\.\d\d/, clicked: /单击鹰眼：/, vanillaButton: '收起 / 展开鹰眼', vueCollapsed: '收起（v-model:collapsed）' };

  test(`${tag} page: dragging the box and clicking the overview move the demo's map; collapse and expand; the vanilla demo's box is four-sided`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, lang + ROUTE);
    const { page } = r;
    await demoMaps(page, 0);
    let o = await overviewAt(page);
    const [dx, dy] = [30, -20];
    const expected = await page.evaluate((p) => (window as any).__overview.unproject(p), [o.centre[0] + dx, o.centre[1] + dy]);
    await page.mouse.move(o.left + o.centre[0], o.top + o.centre[1]);
    await page.mouse.down();
    await page.mouse.move(o.left + o.centre[0] + dx, o.top + o.centre[1] + dy, { steps: 10 });
    await page.mouse.up();
    await still(page);
    let center = await page.evaluate(() => (window as any).__main.getCenter());
    assert.ok(near(center, expected), `dragged: centre ${center}, expected ${expected}`);
    assert.ok(center[0] > 116.4 && center[1] > 39.9, 'dragged right and up: east and north');
    await waitDemoText(page, 0, 'p[aria-live]', words.dragged);

    await demoMaps(page, 0);
    o = await overviewAt(page);
    // Below and left of the box, away from the collapse button in the overview's top-left corner.
    // A whole page pixel: a mouse event's clientX / clientY are whole numbers, and one overview pixel is ~0.6° here.
    const click = { x: Math.round(o.left + o.centre[0] - 50), y: Math.round(o.top + o.centre[1] + 35) };
    const clicked = await page.evaluate((p) => (window as any).__overview.unproject(p), [click.x - o.left, click.y - o.top]);
    await page.mouse.click(click.x, click.y);
    await still(page);
    center = await page.evaluate(() => (window as any).__main.getCenter());
    assert.ok(near(center, clicked), `clicked: centre ${center}, expected ${clicked}`);
    await waitDemoText(page, 0, 'p[aria-live]', words.clicked);

    const demo = page.locator('.demo-block').nth(0);
    await demo.getByRole('button', { name: words.hide, exact: true }).click();
    const checkbox = demo.getByRole('checkbox', { name: words.collapsed, exact: true });
    // React renders the state onToggle wrote on its next frame: wait for it (under load that is not at once).
    for (let i = 0; i < 100 && !(await checkbox.isChecked()); i++) await page.waitForTimeout(50);
    assert.ok(await checkbox.isChecked(), 'onToggle wrote the state back: the checkbox is ticked');
    assert.is(await page.evaluate(() => (window as any).__overview.maplibre.getCanvas().getBoundingClientRect().width), 0, 'the overview is hidden');
    await checkbox.click();
    await page.waitForFunction(() => (window as any).__overview.maplibre.getCanvas().clientWidth === 200);
    assert.equal(await page.evaluate(() => [(window as any).__overview.maplibre.getCanvas().clientWidth, (window as any).__overview.maplibre.getCanvas().clientHeight]), [200, 150]);

    await demoMaps(page, 1);
    const box = await page.evaluate(() => (window as any).__overview.maplibre.getSource('maplib-hawkeye-box').serialize().data.coordinates[0]);
    assert.is(box.length, 5);
    assert.ok(Math.abs(box[0][1] - box[1][1]) > 0.5 && Math.abs(box[1][0] - box[2][0]) > 0.5, `a rotated, pitched view is no rectangle: ${JSON.stringify(box)}`);
    const vanilla = page.locator('.demo-block').nth(1);
    await vanilla.getByRole('button', { name: words.vanillaButton, exact: true }).click();
    assert.is(await page.evaluate(() => (window as any).__overview.maplibre.getCanvas().getBoundingClientRect().width), 0, 'toggle() collapsed it');
    await vanilla.getByRole('button', { name: words.vanillaButton, exact: true }).click();
    assert.is(await page.evaluate(() => (window as any).__overview.maplibre.getCanvas().clientWidth), 180, 'and expanded it');

    // The Vue demo: v-model:collapsed and a checkbox bind one value — the overview's button ticks the box, unticking
    // the box expands the overview again.
    await demoMaps(page, 2);
    const vue = page.locator('.demo-block').nth(2);
    const vueBox = vue.getByRole('checkbox', { name: words.vueCollapsed });
    assert.not.ok(await vueBox.isChecked());
    await vue.getByRole('button', { name: words.hide, exact: true }).click();
    await page.waitForFunction(() => (window as any).__overview.maplibre.getCanvas().getBoundingClientRect().width === 0);
    for (let i = 0; i < 100 && !(await vueBox.isChecked()); i++) await page.waitForTimeout(50);
    assert.ok(await vueBox.isChecked(), 'update:collapsed ticked the checkbox');
    await vueBox.click();
    await page.waitForFunction(() => (window as any).__overview.maplibre.getCanvas().clientWidth === 180);
    assertStayedOnSite(site, r);
    await r.context.close();
  });
}

test('zh desktop light and en mobile dark: both demos drawn, no serious axe violation, no console error', async ({ browser, site }) => {
  const failures = await checkPageViews(browser, site, ROUTE, async (page) => {
    for (const demo of [0, 1]) await demoMaps(page, demo);
  });
  assert.equal(failures, []);
});

test('search finds the pages in zh and en by name, Chinese name and main prop (top 3), and Enter lands there', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, [
    { locale: '', q: 'Hawkeye', page: ROUTE },
    { locale: '', q: '鹰眼', page: ROUTE },
    { locale: '', q: 'boxStyle', page: ROUTE },
    { locale: 'en/', q: 'Hawkeye', page: 'en/' + ROUTE },
    { locale: 'en/', q: 'overview map', page: 'en/' + ROUTE },
    { locale: 'en/', q: 'boxStyle', page: 'en/' + ROUTE },
  ]);
});

test.run();
