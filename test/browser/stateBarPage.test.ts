// The StateBar pages in the built docs site (zh and en), network cut, driven by the real mouse: in each demo, after a
// move to a known pixel of its map the bar (or the custom layout) shows that pixel's lon/lat from map.unproject to 5
// decimals (DMS in the vanilla demo); the DMS radio and the vanilla button switch the format; the render-prop layout
// and the onChange text outside the map follow. In zh on a light desktop and en on a dark phone every bar fits its map
// over no other control, axe-core finds no serious or critical violation (SHOTS=<folder> saves screenshots), nothing
// leaves 127.0.0.1, and search finds the page by name, Chinese name and main props.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, openDemoPage } from './demoMaps.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';
import { checkPageViews } from './pageViews.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('StateBar pages');
const ROUTE = 'api/UI/State/StateBar.html';

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

/** Scrolls to the n-th demo, waits for its map to be idle, and keeps its MapView as window.__demoViews[n]. */
async function demoMap(page: Page, demo: number): Promise<void> {
  await page.locator('.demo-block').nth(demo).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (demo) => {
      const host = document.querySelectorAll('.demo-block .demo-app')[demo];
      const view = (window as any).MapLib?.core.getLiveMaps().find((v: any) => v.container.getRootNode().host === host);
      if (view) ((window as any).__demoViews ??= {})[demo] = view;
      return !!view?.isLoaded;
    },
    demo,
    { timeout: 30000, polling: 200 },
  );
  await page.evaluate(async (demo) => {
    const m = (window as any).__demoViews[demo].maplibre;
    if (m.isMoving() || !m.areTilesLoaded()) await new Promise((resolve) => (m.once('idle', resolve), setTimeout(resolve, 8000)));
  }, demo);
}

/** Moves the real mouse to pixel (x, y) of the n-th demo's map; returns map.unproject there, wrapped, to 5 decimals. */
async function pointAt(page: Page, demo: number, x: number, y: number): Promise<{ lng: number; lat: number; text: [string, string] }> {
  const box = await page.evaluate((demo) => {
    const r = (window as any).__demoViews[demo].container.getBoundingClientRect();
    return { x: r.left, y: r.top };
  }, demo);
  // Mouse events carry whole CSS pixels: aim at a whole pixel of the page and take the map's pixel from there (the map
  // may sit at a fractional offset).
  const [px, py] = [Math.round(box.x + x), Math.round(box.y + y)];
  await page.mouse.move(px, py, { steps: 4 });
  return page.evaluate(
    ({ demo, x, y }) => {
      const ll = (window as any).__demoViews[demo].maplibre.unproject([x, y]).wrap();
      return { lng: ll.lng, lat: ll.lat, text: [`${ll.lng.toFixed(5)}°`, `${ll.lat.toFixed(5)}°`] as [string, string] };
    },
    { demo, x: px - box.x, y: py - box.y },
  );
}

/** Text of the n-th demo's bar: each built-in item's value, the custom layout, and an element of the demo by selector. */
async function readDemo(page: Page, demo: number, selector?: string): Promise<{ values: Record<string, string>; custom: string | null; outside: string | null }> {
  return page.evaluate(
    ({ demo, selector }) => {
      const view = (window as any).__demoViews[demo];
      const values: Record<string, string> = {};
      for (const el of view.container.querySelectorAll('.maplib-state-item')) values[[...el.classList][1].replace('maplib-state-', '')] = el.querySelector('.maplib-state-value').textContent;
      const host = document.querySelectorAll('.demo-block .demo-app')[demo] as HTMLElement;
      return {
        values,
        custom: view.container.querySelector('.maplib-state-custom')?.textContent ?? null,
        outside: selector ? (host.shadowRoot!.querySelector(selector)?.textContent ?? null) : null,
      };
    },
    { demo, selector },
  );
}

/** Waits until `read` gives what `ok` accepts (React renders after the event), and returns it. */
async function until<T>(page: Page, read: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await page.waitForTimeout(100);
  }
}

for (const lang of ['', 'en/']) {
  const tag = lang ? 'en' : 'zh';
  test(`${tag} page: each demo shows the lon/lat under the real mouse; DMS switches; the render prop and onChange follow`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, lang + ROUTE);
    const { page } = r;
    assert.is(await page.locator('.demo-block').count(), 3, 'three demos');

    // Demo 1: the built-in bar. A known pixel, then DMS by a real click on the radio.
    await demoMap(page, 0);
    const p = await pointAt(page, 0, 240, 150);
    let d = await until(page, () => readDemo(page, 0), (v) => v.values.lng === p.text[0]);
    assert.equal([d.values.lng, d.values.lat], p.text, 'demo 1: the lon/lat under the pointer to 5 decimals');
    assert.equal([d.values.level, d.values.crs], ['4', 'EPSG:3857']);
    assert.match(d.values.scale, /^1:[\d,]+$/);
    await page.locator('.demo-block').nth(0).getByRole('radio', { name: lang ? 'DMS' : '度分秒' }).click();
    const dms = await page.evaluate(({ lng, lat }) => [(window as any).MapLib.core.formatDms(lng, 'lng'), (window as any).MapLib.core.formatDms(lat, 'lat')], p);
    // The click moved the pointer off the map: back to the same pixel.
    await demoMap(page, 0);
    const again = await pointAt(page, 0, 240, 150);
    assert.equal(again.text, p.text, 'the map did not move');
    d = await until(page, () => readDemo(page, 0), (v) => v.values.lng === dms[0]);
    assert.equal([d.values.lng, d.values.lat], dms, 'demo 1: DMS after the radio');

    // Demo 2: the render prop, built-in items off; the text outside the map comes from onChange.
    await demoMap(page, 1);
    const q = await pointAt(page, 1, 300, 200);
    const d2 = await until(page, () => readDemo(page, 1, 'p'), (v) => !!v.custom?.includes(q.text[0]));
    assert.equal(d2.values, {}, 'demo 2: no built-in item');
    assert.ok(d2.custom!.includes(`${q.text[1]}${lang ? ', ' : '，'}${q.text[0]}`), `demo 2 layout: ${d2.custom}`);
    assert.match(d2.custom!, /1:[\d,]+/);
    assert.match(d2.outside!, /[:：]\s*5$/, `demo 2 onChange text: ${d2.outside}`);

    // Demo 3 (vanilla, EPSG:4326): DMS under the pointer, onChange's text, then decimal by the button.
    await demoMap(page, 2);
    const v = await pointAt(page, 2, 260, 120);
    const vdms = await page.evaluate(({ lng, lat }) => [(window as any).MapLib.core.formatDms(lng, 'lng'), (window as any).MapLib.core.formatDms(lat, 'lat')], v);
    let d3 = await until(page, () => readDemo(page, 2, '#state-out'), (x) => x.values.lng === vdms[0]);
    assert.equal([d3.values.lng, d3.values.lat, d3.values.crs], [...vdms, 'EPSG:4326'], 'demo 3: DMS on a geographic map');
    assert.ok(d3.outside!.includes(vdms[0]), `demo 3 onChange text: ${d3.outside}`);
    await page.locator('.demo-block').nth(2).locator('#state-format').click();
    await demoMap(page, 2);
    const v2 = await pointAt(page, 2, 260, 120);
    d3 = await until(page, () => readDemo(page, 2), (x) => x.values.lng === v2.text[0]);
    assert.equal([d3.values.lng, d3.values.lat], v2.text, 'demo 3: decimal after the button');

    // Off the map: dashes.
    await page.mouse.move(5, 5);
    d3 = await until(page, () => readDemo(page, 2), (x) => x.values.lng === '—');
    assert.equal([d3.values.lng, d3.values.lat], ['—', '—']);
    assertStayedOnSite(site, r);
    await r.context.close();
  });
}

test('zh desktop light and en mobile dark: every bar fits its map over no other control; no serious axe violation', async ({ browser, site }) => {
  const failures = await checkPageViews(browser, site, ROUTE, async (page, view, own) => {
    for (let demo = 0; demo < 3; demo++) {
      await demoMap(page, demo);
      await pointAt(page, demo, view.viewport === 'desktop' ? 240 : 150, 140);
    }
    // The bar fits its map at each width: inside it, over no other control (the attribution, the zoom buttons).
    own.push(
      ...(await page.evaluate(() =>
        Object.values((window as any).__demoViews).flatMap((v: any, demo) => {
          const map = v.container.getBoundingClientRect();
          const panel = v.container.querySelector('.maplib-state-bar');
          const bar = panel.getBoundingClientRect();
          const problems = bar.left >= map.left - 0.5 && bar.right <= map.right + 0.5 && bar.top >= map.top - 0.5 && bar.bottom <= map.bottom + 0.5 ? [] : [`demo ${demo + 1}: the bar sticks out of its map`];
          for (const el of v.container.querySelectorAll('.maplibregl-ctrl')) {
            const b = el.getBoundingClientRect();
            if (el !== panel && Math.min(b.right, bar.right) - Math.max(b.left, bar.left) > 0.5 && Math.min(b.bottom, bar.bottom) - Math.max(b.top, bar.top) > 0.5) problems.push(`demo ${demo + 1}: the bar covers ${el.className}`);
          }
          return problems;
        }),
      )),
    );
  });
  assert.equal(failures, []);
});

const SEARCHES: SearchQuery[] = [
  { locale: '', q: 'StateBar', page: ROUTE },
  { locale: '', q: '状态栏', page: ROUTE },
  { locale: '', q: '度分秒', page: ROUTE },
  { locale: 'en/', q: 'StateBar', page: 'en/' + ROUTE },
  { locale: 'en/', q: 'status bar', page: 'en/' + ROUTE },
  { locale: 'en/', q: 'DMS', page: 'en/' + ROUTE },
];

test('the search box finds the page in zh and en by name, Chinese name and main prop (top 3), and Enter lands there', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, SEARCHES);
});

test.run();
