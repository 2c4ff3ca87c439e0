// Keyboard and assistive-technology behaviour of the reader's page on docs/: the mobile drawer, nav dropdowns,
// code-group tabs, demos that keep "/" and focus to themselves, announcements after client navigation, cooperative
// wheel over maps. (axe-core and "nothing moves by itself" over every page are readerPages.test.ts's.)
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, openThemedPage, READER_VIEWPORTS } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite, pageUrl } from '../helpers/site.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('a11y');

test.before(async (ctx) => {
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

test('mobile drawer: aria-expanded, focus moves in and is trapped, closed links untabbable, page behind still, Escape returns focus', async ({ browser, site }) => {
  const { context, page } = await openThemedPage(browser, 'mobile', pageUrl(site, '/guide/install.html'));
  const button = page.locator('.sidebar-button');
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  // Closed: no drawer link is reachable with Tab.
  const tabbable = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#sidebar a[href]')].some((a) => a.checkVisibility({ visibilityProperty: true })));
  assert.is(tabbable, false, 'closed drawer links are hidden');
  await button.focus();
  await page.keyboard.press('Enter');
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  assert.ok(await page.evaluate(() => document.getElementById('sidebar')!.contains(document.activeElement)), 'focus moved into the drawer');
  assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden', 'the page behind does not scroll');
  // Focus trap: Tab and Shift+Tab cycle through the menu button and the drawer, never the page behind.
  const where = () => page.evaluate(() => (document.activeElement?.classList.contains('sidebar-button') ? 'button' : document.getElementById('sidebar')!.contains(document.activeElement) ? 'drawer' : `outside: ${document.activeElement?.outerHTML.slice(0, 60)}`));
  await page.keyboard.press('Shift+Tab');
  assert.is(await where(), 'button', 'Shift+Tab from the first drawer link goes to the menu button');
  await page.keyboard.press('Shift+Tab');
  assert.is(await where(), 'drawer', 'and from the button to the last drawer link');
  await page.keyboard.press('Tab');
  assert.is(await where(), 'button', 'Tab from the last drawer link comes back to the button');
  const stops = new Set<string>();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const at = await where();
    assert.ok(at === 'button' || at === 'drawer', `Tab ${i + 1}: ${at}`);
    stops.add(await page.evaluate(() => document.activeElement!.outerHTML.slice(0, 80)));
  }
  assert.ok(stops.size > 10, `Tab reaches the drawer's links (${stops.size} stops)`);
  assert.ok(await page.evaluate(() => document.getElementById('main')!.inert), 'the page behind is inert');
  await page.keyboard.press('Escape');
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('sidebar-button')), 'focus back on the menu button');
  assert.is(await page.evaluate(() => document.getElementById('main')!.inert), false, 'the page is live again');
  await context.close();
});

test('with JavaScript off the mobile menu opens', async ({ browser, site }) => {
  const context = await browser.newContext({ viewport: READER_VIEWPORTS.mobile, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pageUrl(site, '/guide/install.html'));
  await page.click('.sidebar-button');
  await page.waitForTimeout(400);
  const box = await page.locator('#sidebar .sidebar-link').first().boundingBox();
  assert.ok(box && box.x >= 0 && box.x < 390, `drawer link on screen: ${JSON.stringify(box)}`);
  assert.ok(await page.locator('#sidebar .sidebar-link').first().isVisible());
  await context.close();
});

test('nav dropdowns close on Escape and on an outside click; fixed sidebar headings do not collapse', async ({ browser, site }) => {
  const { context, page } = await openThemedPage(browser, 'desktop', pageUrl(site, '/guide/install.html'));
  const dropdown = page.locator('.navbar details.nav-dropdown').first();
  await dropdown.locator('summary').focus();
  await page.keyboard.press('Enter');
  assert.is(await dropdown.evaluate((d: HTMLDetailsElement) => d.open), true);
  await page.keyboard.press('Escape');
  assert.is(await dropdown.evaluate((d: HTMLDetailsElement) => d.open), false);
  assert.ok(await dropdown.evaluate((d) => d.querySelector('summary') === document.activeElement), 'focus stays on the summary');
  await page.keyboard.press('Enter');
  await page.mouse.click(700, 500);
  assert.is(await dropdown.evaluate((d: HTMLDetailsElement) => d.open), false, 'an outside click closes it');
  // A group that cannot collapse has no toggle at all.
  assert.is(await page.locator('.sidebar-group:not(.collapsable) summary').count(), 0);
  await context.close();
});

test('code-group tabs follow the ARIA tabs pattern', async ({ browser, site }) => {
  const { context, page } = await openThemedPage(browser, 'desktop', pageUrl(site, '/guide/install.html'));
  const group = page.locator('.code-group.ready').first();
  const tabs = group.locator('[role="tab"]');
  const n = await tabs.count();
  assert.ok(n >= 2, `tabs: ${n}`);
  assert.equal(await tabs.evaluateAll((ts) => ts.map((t) => (t as HTMLElement).tabIndex)), [0, ...Array(n - 1).fill(-1)]);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  const state = () =>
    group.evaluate((g) => {
      const sel = g.querySelector('[role="tab"][aria-selected="true"]')!;
      const panel = document.getElementById(sel.getAttribute('aria-controls')!)!;
      return { focused: document.activeElement === sel, index: [...g.querySelectorAll('[role="tab"]')].indexOf(sel), panelShown: !panel.hidden, labelled: panel.getAttribute('aria-labelledby') === sel.id };
    });
  assert.equal(await state(), { focused: true, index: 1, panelShown: true, labelled: true });
  await page.keyboard.press('End');
  assert.is((await state()).index, n - 1);
  await page.keyboard.press('ArrowRight');
  assert.is((await state()).index, 0, 'wraps around');
  await context.close();
});

test('demos: "/" typed in a demo field stays there, collapsed code is inert, client navigation is announced', async ({ browser, site }) => {
  const { context, page } = await openThemedPage(browser, 'desktop', pageUrl(site, '/api/marker.html'));
  const block = page.locator('.demo-block').first();
  await block.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('.demo-app')?.shadowRoot?.querySelector('.demo-root')?.childElementCount);
  assert.ok(await block.locator('.demo-source').evaluate((el: HTMLElement) => el.inert), 'collapsed code is inert');
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'probe';
    document.querySelector('.demo-app')!.shadowRoot!.querySelector('.demo-root')!.prepend(input);
  });
  await page.locator('.demo-app input#probe').click();
  await page.keyboard.type('a/b');
  assert.is(await page.locator('.demo-app input#probe').inputValue(), 'a/b');
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('demo-app')), 'focus stays in the demo');
  await block.locator('.demo-toggle').click();
  assert.is(await block.locator('.demo-source').evaluate((el: HTMLElement) => el.inert), false, 'expanded code is reachable');
  // Client navigation: the new title is announced.
  await page.locator('.sidebar a.sidebar-link[href$="popup.html"]').first().click();
  await page.waitForFunction(() => /popup/i.test(location.pathname));
  await page.waitForFunction(() => document.getElementById('route-announcer')?.textContent === document.title);
  await context.close();
});

test('the wheel over a demo map scrolls the page; the map says to zoom with Ctrl + wheel', async ({ browser, site }) => {
  const { context, page } = await openThemedPage(browser, 'desktop', pageUrl(site, '/guide/quickStart.html'));
  const canvas = page.locator('.demo-app canvas.maplibregl-canvas').first();
  await canvas.waitFor({ timeout: 20000 });
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const before = await page.evaluate(() => scrollY);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 300);
  await page.waitForFunction((y) => scrollY > y, before, { timeout: 3000 });
  const hint = await page.evaluate(() => document.querySelector('.demo-app')!.shadowRoot!.querySelector('.maplibregl-cooperative-gesture-screen')?.textContent ?? '');
  assert.match(hint, 'Ctrl');
  assert.match(hint, '缩放地图', 'the hint is in the page language');
  await context.close();
});

test.run();
