// The Zoom page in the built docs site, zh and en, network cut, its live demos driven by a real mouse and keyboard:
// zoom in until maxZoom disables the button (disabled + aria-disabled), zoom out enables it again, home brings back the
// opening view, Tab reaches the buttons inside the demo and Enter presses them, a theme chosen in the demo colours
// them; the vanilla demo's method and its box as home. Every demo screenshotted light and dark at 1280 and 390 px
// (into /tmp/w28zoom/) with axe-core finding no serious or critical violation; the search box finds the pages.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openThemedPage, READER_VIEWPORTS } from '../helpers/browser.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { buildAndServe, pageUrl, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, openDemoPage } from './demoMaps.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';

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

const PAGES = ['api/UI/Zoom/zoom.html'];

test('every demo of these pages, light and dark, 1280 and 390 px: mounted, screenshotted, no serious axe violation', async ({ browser, site }) => {
  const failures: string[] = [];
  for (const p of PAGES)
    for (const prefix of ['', 'en/'])
      for (const viewport of Object.keys(READER_VIEWPORTS) as (keyof typeof READER_VIEWPORTS)[])
        for (const dark of [false, true]) {
          const label = `${prefix}${p} ${viewport} ${dark ? 'dark' : 'light'}`;
          const { context, page } = await openThemedPage(browser, viewport, pageUrl(site, `/${prefix}${p}`), dark);
          const count = await page.locator('.demo-block .demo-app').count();
          for (let n = 0; n < count; n++) {
            await demo(page, n).scrollIntoViewIfNeeded();
            await onDemoMap(page, n, '(v) => new Promise((r) => (v.maplibre.loaded() ? r() : v.maplibre.once("idle", r)))');
            await page.waitForTimeout(200);
            const name = `${prefix ? 'en' : 'zh'}-${path.basename(p, '.html')}-${n}-${viewport}-${dark ? 'dark' : 'light'}`;
            await demo(page, n).screenshot({ path: `${SHOTS}/page-${name}.png` });
          }
          // The full rule set on the light pages; the colour rules on the dark ones (the same DOM), as readerPages does.
          failures.push(...(await seriousViolations(page, dark ? { runOnly: ['color-contrast', 'link-in-text-block'] } : {})).map((v) => `${label}: ${v}`));
          await context.close();
        }
  assert.equal(failures, []);
});

const QUERIES: SearchQuery[] = [
  { locale: '', q: 'Zoom', page: 'api/UI/Zoom/zoom.html' },
  { locale: '', q: '缩放控件', page: 'api/UI/Zoom/zoom.html' },
  { locale: '', q: '回到初始视图', page: 'api/UI/Zoom/zoom.html' },
  { locale: 'en/', q: 'Zoom', page: 'en/api/UI/Zoom/zoom.html' },
  { locale: 'en/', q: 'zoom in disabled maxZoom', page: 'en/api/UI/Zoom/zoom.html' },
];

test('the search box finds the pages by name, Chinese name and main props (zh and en)', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, QUERIES);
});

test.run();
