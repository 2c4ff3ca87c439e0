// The Zoom and Scale pages in the built docs site, zh and en, network cut, their live demos driven by a real mouse and
// keyboard. Zoom: zoom in until maxZoom disables the button (disabled + aria-disabled), zoom out enables it again, home
// brings back the opening view, Tab reaches the buttons inside the demo and Enter presses them, a theme chosen in the
// demo colours them; the vanilla demo's method and its box as home. Scale: the 1:N shown is within 1% of N from metres
// per pixel at the map's centre latitude (the closed form) in the demo's EPSG:3857 map, after switching it to EPSG:4326,
// and in the vanilla demo's EPSG:4326 map; a wheel changes the bar's label; units and dpi switch at runtime. Every demo
// mounted in zh on a light desktop and en on a dark phone with axe-core finding no serious or critical violation
// (SHOTS=<folder> saves screenshots); the search box finds the pages.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, openDemoPage } from './demoMaps.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';
import { checkPageViews } from './pageViews.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('UI control pages');
const SHOTS = '/tmp/w28zoom';

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  fs.mkdirSync(SHOTS, { recursive: true });
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve(process.env.PAGES_DOCS_DIR ?? 'docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

const demo = (page: Page, n: number): Locator => page.locator('.demo-block .demo-app').nth(n);

/** Runs `fn(view, host)` in the page for the live map of demo `n` (waiting until it has loaded). */
function onDemoMap<T>(page: Page, n: number, fn: string): Promise<T> {
  return page.evaluate(
    async ({ n, fn }) => {
      const host = document.querySelectorAll('.demo-block .demo-app')[n];
      let view: any;
      for (let i = 0; i < 300 && !(view = (window as any).MapLib?.core.getLiveMaps().find((v: any) => v.container.getRootNode().host === host)); i++) await new Promise((r) => setTimeout(r, 50));
      if (!view) throw new Error(`no live map in demo ${n}`);
      await view.ready();
      return (0, eval)(`(${fn})`)(view, host);
    },
    { n, fn },
  ) as Promise<T>;
}

/** The camera of demo `n`'s map once it has stopped moving. */
async function settled(page: Page, n: number): Promise<{ center: number[]; zoom: number }> {
  for (let i = 0; i < 200; i++) {
    const c = await onDemoMap<{ center: number[]; zoom: number; moving: boolean }>(page, n, '(v) => ({ center: v.getCenter(), zoom: v.getZoom(), moving: v.maplibre.isMoving() })');
    if (!c.moving) return { center: c.center, zoom: c.zoom };
    await page.waitForTimeout(50);
  }
  throw new Error(`demo ${n}'s map never stopped moving`);
}

/** A real mouse click in the middle of an element. */
async function click(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  assert.ok(box, 'the element is laid out');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The element focused inside the demos' shadow roots: its accessible name, or its tag. */
const deepFocus = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('aria-label') ?? el?.tagName.toLowerCase() ?? '';
  });

const WORDS = {
  zh: { in: '放大', out: '缩小', home: '回到初始视图', event: /放大，目标级别 4\.00/ },
  en: { in: 'Zoom in', out: 'Zoom out', home: 'Back to the initial view', event: /zoom in, going to zoom 4\.00/ },
};

for (const lang of ['zh', 'en'] as const) {
  const prefix = lang === 'en' ? 'en/' : '';
  test(`${lang} Zoom page: real clicks zoom in to maxZoom (button disabled) and out (enabled), home restores, Tab and Enter, themes; vanilla method and box`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, `${prefix}api/UI/Zoom/zoom.html`);
    const { page } = r;
    const w = WORDS[lang];
    await demo(page, 0).scrollIntoViewIfNeeded();
    const button = (name: string, n = 0) => demo(page, n).getByRole('button', { name, exact: true });
    await button(w.in).waitFor();
    assert.equal(await settled(page, 0), { center: [110, 35], zoom: 3 });

    // 3 → 7 by four clicks; the fifth finds the button disabled.
    for (const zoom of [4, 5, 6, 7]) {
      await click(page, button(w.in));
      assert.is((await settled(page, 0)).zoom, zoom);
    }
    assert.ok(await button(w.in).isDisabled(), 'zoom in disabled at maxZoom 7');
    assert.is(await button(w.in).getAttribute('aria-disabled'), 'true');
    await click(page, button(w.in));
    await page.waitForTimeout(300);
    assert.is((await settled(page, 0)).zoom, 7, 'a click on the disabled button does nothing');
    await demo(page, 0).screenshot({ path: `${SHOTS}/page-zoom-${lang}-at-max.png` });
    await click(page, button(w.out));
    assert.is((await settled(page, 0)).zoom, 6);
    assert.not.ok(await button(w.in).isDisabled(), 'enabled again one level down');
    assert.is(await button(w.in).getAttribute('aria-disabled'), null);

    // Somewhere else, then home: the opening view.
    await onDemoMap(page, 0, '(v) => v.jumpTo({ center: [80, 20], zoom: 5 })');
    await click(page, button(w.home));
    const home = await settled(page, 0);
    assert.ok(Math.abs(home.center[0] - 110) < 1e-6 && Math.abs(home.center[1] - 35) < 1e-6 && home.zoom === 3, `home: ${JSON.stringify(home)}`);

    // Keyboard: from the last select, Tab reaches zoom in (past the map's canvas); Enter presses it.
    await demo(page, 0).locator('select').nth(2).focus();
    let reached = '';
    for (let i = 0; i < 4 && reached !== w.in; i++) {
      await page.keyboard.press('Tab');
      reached = await deepFocus(page);
    }
    assert.is(reached, w.in, 'Tab reaches zoom in');
    await page.keyboard.press('Enter');
    assert.is((await settled(page, 0)).zoom, 4);
    assert.match(await demo(page, 0).locator('output').innerText(), w.event, 'the demo shows the event');
    await page.keyboard.press('Tab');
    assert.is(await deepFocus(page), w.out);

    // Themes chosen in the demo.
    const colour = () => button(w.in).evaluate((b) => getComputedStyle(b).backgroundColor);
    await demo(page, 0).locator('select').nth(0).selectOption('blue');
    await page.mouse.move(5, 5);
    assert.is(await colour(), 'rgb(29, 78, 216)');
    await demo(page, 0).locator('select').nth(0).selectOption('dark');
    assert.is(await colour(), 'rgb(44, 49, 57)');
    await demo(page, 0).screenshot({ path: `${SHOTS}/page-zoom-${lang}-dark-theme.png` });
    await demo(page, 0).locator('select').nth(0).selectOption('auto');
    assert.is(await colour(), 'rgb(255, 255, 255)', "'auto' in a demo: the demo's light map");

    // Vanilla: the method zooms in twice; home fits the box.
    await demo(page, 1).scrollIntoViewIfNeeded();
    await button(w.in, 1).waitFor();
    assert.is((await settled(page, 1)).zoom, 3);
    await click(page, demo(page, 1).locator('#zoom-twice'));
    await page.waitForFunction(() => /5\.00$/.test(document.querySelectorAll('.demo-block .demo-app')[1].shadowRoot?.querySelector('#zoom-level')?.textContent ?? ''), null, { timeout: 10000 });
    assert.is((await settled(page, 1)).zoom, 5);
    assert.is(await button(w.in, 1).evaluate((b) => getComputedStyle(b).backgroundColor), 'rgb(194, 65, 12)', 'the orange of the CSS variables');
    await click(page, button(w.home, 1));
    await settled(page, 1);
    const box = await onDemoMap<number[][]>(page, 1, '(v) => v.getBounds()');
    assert.ok(box[0][0] <= 73 + 1e-6 && box[1][0] >= 135 - 1e-6 && box[0][1] <= 18 + 1e-6 && box[1][1] >= 53 - 1e-6, `the home box fits: ${JSON.stringify(box)}`);
    assertStayedOnSite(site, r);
    await r.context.close();
  });
}

/** What demo `n`'s Scale shows, the crs its map is drawn in, and metres per pixel of the closed form 2π·R·cos φ / (512·2^z) at its centre. */
function scaleShown(page: Page, n: number): Promise<{ labels: string[]; ratio: string; closedForm: number; crs: string }> {
  return onDemoMap(
    page,
    n,
    `(v, host) => {
      const panel = host.shadowRoot.querySelector('.maplib-scale');
      const lat = v.getCenter()[1];
      return {
        labels: [...panel.querySelectorAll('.maplib-scale-label')].map((l) => l.textContent),
        ratio: panel.querySelector('.maplib-scale-ratio').textContent,
        closedForm: (2 * Math.PI * window.MapLib.core.EARTH_RADIUS * Math.cos((lat * Math.PI) / 180)) / (512 * 2 ** v.getZoom()),
        crs: v.maplibre.getProjection()?.type ?? 'mercator',
      };
    }`,
  );
}

/** How far demo `n`'s 1:N is from N of the closed form at `dpi` (relative), and both in words. */
async function scaleError(page: Page, n: number, dpi: number): Promise<{ off: number; said: string }> {
  const r = await scaleShown(page, n);
  const shownN = Number(r.ratio.replace(/^1:/, '').replace(/,/g, ''));
  const expected = (r.closedForm * dpi) / 0.0254;
  return { off: Math.abs(shownN - expected) / expected, said: `${r.crs}: shown ${r.ratio}, closed form 1:${Math.round(expected)}` };
}

const SCALE_WORDS = { zh: { km: '公里', nautical: '海里', read: '读出比例尺' }, en: { km: 'km', nautical: 'nautical', read: 'Read the scale' } };

for (const lang of ['zh', 'en'] as const) {
  const prefix = lang === 'en' ? 'en/' : '';
  test(`${lang} Scale page: 1:N within 1% of the closed form at the centre latitude in EPSG:3857 and EPSG:4326; wheel, units and dpi at runtime; vanilla 4326`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, `${prefix}api/UI/Scale/scale-mvt.html`);
    const { page } = r;
    const w = SCALE_WORDS[lang];
    await demo(page, 0).scrollIntoViewIfNeeded();
    await settled(page, 0);
    await page.waitForFunction(() => !!document.querySelectorAll('.demo-block .demo-app')[0].shadowRoot?.querySelector('.maplib-scale-ratio')?.textContent);
    let e = await scaleError(page, 0, 96);
    assert.ok(e.off < 0.01, `3857: ${e.said}`);
    const before = await scaleShown(page, 0);
    assert.equal(before.labels.map((l) => l.replace(/^\d+ /, '')), [w.km, lang === 'zh' ? '英里' : 'mi'], 'metric and imperial bars');

    // A real wheel over the map, with Ctrl as the docs' maps ask (cooperative gestures): the label changes, 1:N still right.
    const map = (await demo(page, 0).locator('.maplibregl-canvas').boundingBox())!;
    await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2);
    await page.keyboard.down('Control');
    for (let i = 0; i < 4; i++) {
      await page.mouse.wheel(0, -400);
      await page.waitForTimeout(100);
    }
    await page.keyboard.up('Control');
    const camera = await settled(page, 0);
    assert.ok(camera.zoom > 6, `the wheel zoomed in from 5: ${camera.zoom}`);
    const zoomed = await scaleShown(page, 0);
    assert.is.not(zoomed.labels[0], before.labels[0], `the bar's label changed on zoom: ${before.labels[0]} → ${zoomed.labels[0]}`);
    e = await scaleError(page, 0, 96);
    assert.ok(e.off < 0.01, `3857 after the wheel: ${e.said}`);

    // The demo's crs select: the same map drawn on the geographic grid.
    await demo(page, 0).locator('select').nth(0).selectOption('EPSG:4326');
    await onDemoMap(page, 0, '(v) => new Promise((r) => { const ok = () => v.maplibre.getProjection()?.type === "EPSG:4326"; if (ok()) return r(); const f = () => ok() && (v.maplibre.off("styledata", f), r()); v.maplibre.on("styledata", f); })');
    await settled(page, 0);
    await page.waitForTimeout(200);
    e = await scaleError(page, 0, 96);
    assert.ok(e.off < 0.01 && /4326/.test(e.said), `4326: ${e.said}`);
    // Units: a real click on the nautical box adds a third bar; dpi 300 multiplies N by 300/96.
    await click(page, demo(page, 0).getByLabel(w.nautical, { exact: true }));
    await page.waitForFunction(() => document.querySelectorAll('.demo-block .demo-app')[0].shadowRoot?.querySelectorAll('.maplib-scale-label').length === 3);
    await demo(page, 0).locator('select').nth(1).selectOption('300');
    await page.waitForFunction(() => /300 dpi/.test(document.querySelectorAll('.demo-block .demo-app')[0].shadowRoot?.querySelector('p')?.textContent ?? ''));
    e = await scaleError(page, 0, 300);
    assert.ok(e.off < 0.01, `4326 at 300 dpi: ${e.said}`);
    await demo(page, 0).screenshot({ path: `${SHOTS}/page-scale-${lang}-4326-three-units.png` });

    // Vanilla: a geographic map; the button reads getScale() after update().
    await demo(page, 1).scrollIntoViewIfNeeded();
    await settled(page, 1);
    e = await scaleError(page, 1, 96);
    assert.ok(e.off < 0.01 && /4326/.test(e.said), `vanilla 4326: ${e.said}`);
    await click(page, demo(page, 1).getByRole('button', { name: w.read }));
    const out = await demo(page, 1).locator('#scale-out').innerText();
    const said = Number(/1:(\d+)/.exec(out)?.[1]);
    const shownN = Number((await scaleShown(page, 1)).ratio.replace(/^1:/, '').replace(/,/g, ''));
    assert.ok(Math.abs(said - shownN) <= 1, `the method's reading (${out}) is what the control shows (1:${shownN})`);
    assert.match(out, /km \/ (\d|\.)+ nmi$/);
    assertStayedOnSite(site, r);
    await r.context.close();
  });
}

const PAGES = ['api/UI/Zoom/zoom.html', 'api/UI/Scale/scale-mvt.html'];

test('every demo of these pages mounted, in zh desktop light and en mobile dark: no serious axe violation, no console error', async ({ browser, site }) => {
  const failures = await checkPageViews(browser, site, PAGES, async (page) => {
    const count = await page.locator('.demo-block .demo-app').count();
    for (let n = 0; n < count; n++) {
      await demo(page, n).scrollIntoViewIfNeeded();
      await onDemoMap(page, n, '(v) => new Promise((r) => (v.maplibre.loaded() ? r() : v.maplibre.once("idle", r)))');
    }
  });
  assert.equal(failures, []);
});

const QUERIES: SearchQuery[] = [
  { locale: '', q: 'Zoom', page: 'api/UI/Zoom/zoom.html' },
  { locale: '', q: '缩放控件', page: 'api/UI/Zoom/zoom.html' },
  { locale: '', q: '回到初始视图', page: 'api/UI/Zoom/zoom.html' },
  { locale: 'en/', q: 'Zoom', page: 'en/api/UI/Zoom/zoom.html' },
  { locale: 'en/', q: 'zoom in disabled maxZoom', page: 'en/api/UI/Zoom/zoom.html' },
  { locale: '', q: 'Scale', page: 'api/UI/Scale/scale-mvt.html' },
  { locale: '', q: '比例尺分母', page: 'api/UI/Scale/scale-mvt.html' },
  { locale: '', q: 'outStyle', page: 'api/UI/Scale/scale-mvt.html' },
  { locale: 'en/', q: 'Scale', page: 'en/api/UI/Scale/scale-mvt.html' },
  { locale: 'en/', q: 'scale denominator dpi', page: 'en/api/UI/Scale/scale-mvt.html' },
];

test('the search box finds the pages by name, Chinese name and main props (zh and en)', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, QUERIES);
});

test.run();
