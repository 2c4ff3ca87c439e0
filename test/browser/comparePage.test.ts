// The Compare page in the built docs site, zh and en, network cut, driven with a real mouse and keyboard: in the React
// demo a drag of the handle moves the clip edge (pixels left of it the light offline basemap, right of it the dark
// military one) and the demo's readout, arrow keys and End/Home move it, the demo's own button brings it back, a
// drag-pan of the visible map leaves both maps at one centre, the radio button turns the line horizontal; the vanilla
// demo's handle answers a key with its slide event. In zh on a light desktop and en on a dark phone: both demos drawn
// and no serious axe-core violation (SHOTS=<folder> saves screenshots). The search box finds the page by its names and
// main props.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, pixelsAt } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, demoText, openDemoPage, waitDemoText } from './demoMaps.ts';
import { assertSearchFinds } from './searchBox.ts';
import { checkPageViews } from './pageViews.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('Compare page');
const ROUTE = 'api/UI/Compare/compare.html';
const SHOTS = '/tmp/w28cmp';

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  fs.mkdirSync(SHOTS, { recursive: true });
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve(process.env.PAGES_DOCS_DIR ?? 'docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

const demo = (page: Page, n: number): Locator => page.locator('.demo-block .demo-app').nth(n);

/** Waits until the n-th demo's two maps have loaded and gone idle; window.__maps holds them, before first. */
async function demoMaps(page: Page, n: number): Promise<void> {
  await demo(page, n).scrollIntoViewIfNeeded();
  await page.waitForFunction((n) => {
    const host = document.querySelectorAll('.demo-block .demo-app')[n];
    const maps = (window as any).MapLib?.core.getLiveMaps().filter((v: any) => v.container.getRootNode().host === host) ?? [];
    return maps.length === 2 && maps.every((v: any) => v.isLoaded) && host.shadowRoot!.querySelector('.maplib-compare-handle');
  }, n, { timeout: 90_000 }); // generous: four maps per page on a shared, loaded machine
  await page.evaluate(async (n) => {
    const host = document.querySelectorAll('.demo-block .demo-app')[n];
    const maps = (window as any).MapLib.core.getLiveMaps().filter((v: any) => v.container.getRootNode().host === host);
    // The before map is the clipped one.
    (window as any).__maps = maps.sort((a: any, b: any) => Number(!!b.container.style.clipPath) - Number(!!a.container.style.clipPath));
    await Promise.all(maps.map((v: any) => new Promise<void>((resolve) => (v.maplibre.loaded() && !v.maplibre.isMoving() ? resolve() : v.maplibre.once('idle', () => resolve())))));
  }, n);
}

async function handle(page: Page, n: number) {
  const h = demo(page, n).locator('.maplib-compare-handle');
  const [box, now, orientation, clip] = await Promise.all([
    h.boundingBox(),
    h.getAttribute('aria-valuenow'),
    h.getAttribute('aria-orientation'),
    page.evaluate(() => (window as any).__maps[0].container.style.clipPath as string),
  ]);
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2, now: Number(now), orientation, clip };
}

/** Light (the offline basemap: land #f4f1e8, sea #a9d3e8) or dark (military: #4b5320, #1e2b33) at each point. */
async function shades(page: Page, n: number, points: { x: number; y: number }[], shot: string): Promise<string[]> {
  const swipe = demo(page, n).locator('.maplib-compare');
  const box = (await swipe.boundingBox())!;
  const rgb = await pixelsAt(swipe, points.map((p) => ({ x: p.x - box.x, y: p.y - box.y })), `${SHOTS}/${shot}.png`);
  return rgb.map((c) => {
    const luma = 0.299 * c![0] + 0.587 * c![1] + 0.114 * c![2];
    return luma > 150 ? 'light' : luma < 100 ? 'dark' : 'other';
  });
}

const majority = (xs: string[], want: string) => xs.filter((x) => x === want).length >= xs.length - 1;

for (const [lang, readout] of [['', /分割线位置 (\d+)%/], ['en/', /Divider at (\d+)%/]] as const) {
  const tag = lang ? 'en' : 'zh';
  test(`${tag} page, React demo: drag and keys move the clip edge and the readout, a pan keeps both maps at one centre, the line turns horizontal`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, lang + ROUTE);
    const { page } = r;
    await demoMaps(page, 0);
    let h = await handle(page, 0);
    assert.equal([h.now, h.orientation], [50, 'horizontal']);
    const swipe = (await demo(page, 0).locator('.maplib-compare').boundingBox())!;

    await page.mouse.move(h.x, h.y);
    await page.mouse.down();
    await page.mouse.move(h.x - swipe.width * 0.25, h.y + 20, { steps: 8 });
    await page.mouse.up();
    h = await handle(page, 0);
    assert.is(h.now, 25);
    assert.is(h.clip, 'inset(0px 75% 0px 0px)');
    assert.ok(Math.abs(h.x - (swipe.x + swipe.width * 0.25)) < 1.5, `the line at a quarter: ${h.x}`);
    assert.match(await waitDemoText(page, 0, 'span', readout), '25%');
    const ys = [0.2, 0.35, 0.5, 0.65, 0.8].map((k) => swipe.y + swipe.height * k);
    const left = await shades(page, 0, ys.map((y) => ({ x: h.x - 30, y })), `page-${tag}-left`);
    const right = await shades(page, 0, ys.map((y) => ({ x: h.x + 30, y })), `page-${tag}-right`);
    assert.ok(majority(left, 'light') && majority(right, 'dark'), `left of the line ${left}, right of it ${right}`);

    await page.keyboard.press('ArrowRight');
    assert.is((await handle(page, 0)).now, 27, 'the drag left the focus on the handle: ArrowRight');
    await page.keyboard.press('End');
    h = await handle(page, 0);
    assert.equal([h.now, h.clip], [100, 'inset(0px 0% 0px 0px)']);
    assert.match(await waitDemoText(page, 0, 'span', /100%/), '100%');
    await page.keyboard.press('Home');
    assert.is((await handle(page, 0)).now, 0);
    await demo(page, 0).locator('button').first().click();
    assert.is((await handle(page, 0)).now, 50, 'the demo’s button sets position back to 0.5');

    // A real drag-pan right of the line (the after map) and left of it (the before map).
    // The click may have scrolled the page: where the swipe is now.
    const box = (await demo(page, 0).locator('.maplib-compare').boundingBox())!;
    const centres = () => page.evaluate(() => (window as any).__maps.map((v: any) => v.getCenter()) as [number, number][]);
    for (const x of [box.x + box.width * 0.75, box.x + box.width * 0.2]) {
      const [from] = await centres();
      await page.mouse.move(x, box.y + box.height * 0.6);
      await page.mouse.down();
      await page.mouse.move(x + 60, box.y + box.height * 0.4, { steps: 10 });
      await page.mouse.up();
      await page.waitForFunction(() => (window as any).__maps.every((v: any) => !v.maplibre.isMoving()));
      const [a, b] = await centres();
      assert.ok(Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6, `one centre: ${a} / ${b}`);
      assert.ok(Math.abs(a[0] - from[0]) > 1, `the maps moved: ${from} → ${a}`);
    }

    await demo(page, 0).locator('input[type="radio"]').nth(1).click();
    await page.waitForFunction(() => (window as any).__maps[0].container.style.clipPath === 'inset(0px 0px 50%)');
    h = await handle(page, 0);
    assert.equal([h.orientation, h.now], ['vertical', 50]);
    await page.screenshot({ path: `${SHOTS}/page-${tag}-horizontal.png` });
    assertStayedOnSite(site, r);
    await r.context.close();
  });

  test(`${tag} page, vanilla demo: a horizontal swipe at 40 %; ArrowDown fires slide and the readout says so; Vue demo: v-model:position both ways`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, lang + ROUTE);
    const { page } = r;
    await demoMaps(page, 1);
    const h = await handle(page, 1);
    assert.equal([h.now, h.orientation, h.clip], [40, 'vertical', 'inset(0px 0px 60%)']);
    await demo(page, 1).locator('.maplib-compare-handle').focus();
    await page.keyboard.press('ArrowDown');
    assert.match(await waitDemoText(page, 1, '#readout', /42%/), '42%');

    // The Vue demo (same view): maps in #beforeMap/#afterMap, v-model:position and a range input bound to one value.
    await demoMaps(page, 2);
    assert.equal([(await handle(page, 2)).now, await demoText(page, 2, '.compare-said')], [50, '50%']);
    await demo(page, 2).locator('.maplib-compare-handle').focus();
    await page.keyboard.press('ArrowRight');
    assert.match(await waitDemoText(page, 2, '.compare-said', /52%/), '52%');
    assert.is(await demo(page, 2).locator('input[type="range"]').inputValue(), '0.52', 'update:position moved the range');
    await demo(page, 2).locator('input[type="range"]').fill('0.3');
    await page.waitForFunction(() => (window as any).__maps[0].container.style.clipPath === 'inset(0px 70% 0px 0px)');
    assert.is((await handle(page, 2)).now, 30, 'the range moved the line');
    assertStayedOnSite(site, r);
    await r.context.close();
  });
}

test('zh desktop light and en mobile dark: both demos drawn, no serious axe-core violation, no console error', async ({ browser, site }) => {
  const failures = await checkPageViews(browser, site, ROUTE, async (page) => {
    for (const n of [0, 1]) await demoMaps(page, n);
  });
  assert.equal(failures, []);
});

test('search finds the page by Compare, 卷帘 / swipe and its props', async ({ browser, site }) => {
  const page = ROUTE;
  await assertSearchFinds(browser, site, [
    { locale: '', q: 'Compare', page },
    { locale: '', q: '卷帘', page },
    { locale: '', q: 'beforeMap', page },
    { locale: 'en/', q: 'Compare', page: 'en/' + page },
    { locale: 'en/', q: 'swipe', page: 'en/' + page },
    { locale: 'en/', q: 'afterMap', page: 'en/' + page },
  ]);
});

test.run();
