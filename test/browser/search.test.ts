// Site search in Chromium: what a reader does — focus with `/` or Ctrl-K, type Chinese, see marked results, walk them
// with the keyboard, land on the section; the engine and index load only when the box is used.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, offlineContext, routerReady } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { seriousViolations } from '../helpers/axe.ts';

const FIXTURE = path.resolve('test/fixtures/search/docs');

interface Ctx {
  browser: Browser;
  site: ServedSite;
}

const options = (page: Page) => page.locator('.search-results [role="option"]');
/**
 * Waits (up to 15 s) until the on-screen status says something final: the "loading the index…" message uses the same
 * class and shows while a slow machine loads the index.
 */
const statusSettled = (page: Page) =>
  page.waitForFunction(
    () => {
      const status = document.querySelector('.search-status.search-empty');
      return !!status && !status.textContent!.endsWith('…');
    },
    null,
    { timeout: 15000 },
  );
const selectedIndex = (page: Page) =>
  page.$$eval('.search-results [role="option"]', (els) => els.findIndex((el) => el.getAttribute('aria-selected') === 'true'));

async function open(ctx: Ctx, at: string, viewport = { width: 1280, height: 720 }) {
  const context = await offlineContext(ctx.browser, { viewport });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(decodeURI(r.url())));
  await page.goto(ctx.site.url + at);
  await routerReady(page);
  return { context, page, errors, requests };
}

const Search = suite<Ctx>('search');

Search.before(async (ctx) => {
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(FIXTURE)]);
});

Search.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

Search('Chinese query: marked results, keyboard, Enter lands on the section client-side', async (ctx) => {
  const { context, page, errors, requests } = await open(ctx, 'guide/');
  // Nothing of search loads before the box is used.
  assert.not.ok(requests.some((r) => /searchEngine|assets\/search\//.test(r)), requests.join('\n'));
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await page.keyboard.press('/');
  const input = page.locator('.search-box input');
  assert.ok(await input.evaluate((el) => el === document.activeElement), '/ focuses the search box');
  await page.keyboard.type('栅格瓦片大小');
  // Results follow each keystroke: wait for those of the whole query (its first hit marks all of it), not a prefix's.
  await page.waitForFunction(() => [...(document.querySelector('.search-results [role="option"]')?.querySelectorAll('.search-hit-snippet mark') ?? [])].some((m) => m.textContent === '栅格瓦片大小'), null, { timeout: 15000 });
  assert.ok(requests.some((r) => /assets\/search\/root\.\w+\.json$/.test(r)), 'zh index loaded');
  assert.not.ok(requests.some((r) => /assets\/search\/en\./.test(r)), 'only the page locale index loads');
  assert.is(await input.getAttribute('aria-expanded'), 'true');
  assert.is(await input.getAttribute('role'), 'combobox');

  // The section the query names first, under its page's title (the page's own entry, matching less, follows it).
  const first = options(page).first();
  assert.is(await page.locator('.search-group').first().locator('.search-group-title').textContent(), '栅格图层');
  assert.is(await first.locator('.search-hit-heading').textContent(), '瓦片大小');
  const marks = await first.locator('.search-hit-snippet mark').allTextContents();
  assert.ok(marks.includes('栅格瓦片大小'), marks.join('|'));
  assert.ok((await options(page).count()) <= 5, 'searchMaxSuggestions caps results');
  const hrefs = await page.$$eval('.search-results [role="option"] a', (as) => as.map((a) => (a as HTMLAnchorElement).href));
  assert.is(new Set(hrefs).size, hrefs.length, 'each page#section once');

  assert.is(await selectedIndex(page), 0);
  await page.keyboard.press('ArrowDown');
  assert.is(await selectedIndex(page), 1);
  assert.is(await input.getAttribute('aria-activedescendant'), await options(page).nth(1).getAttribute('id'));
  await page.keyboard.press('ArrowUp');
  assert.is(await selectedIndex(page), 0);
  await page.keyboard.press('Enter');

  await page.waitForURL((u) => decodeURIComponent(u.hash) === '#瓦片大小');
  const url = new URL(page.url());
  assert.is(decodeURI(url.pathname), '/docs/guide/raster.html');
  await page.waitForFunction(() => {
    const h = document.getElementById('瓦片大小');
    const r = h?.getBoundingClientRect();
    return r && r.top >= 0 && r.bottom <= innerHeight && r.top < innerHeight / 2;
  });
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'navigated without a page load');
  assert.ok(await page.locator('.search-popup').isHidden(), 'results close after navigating');
  assert.equal(errors, []);
  await context.close();
});

Search('mixed query, mouse click, no-results message in the page language, Escape', async (ctx) => {
  const { context, page, errors } = await open(ctx, 'guide/raster.html');
  const input = page.locator('.search-box input');
  await page.keyboard.press('Control+k');
  assert.ok(await input.evaluate((el) => el === document.activeElement), 'Ctrl-K focuses the search box');

  await page.keyboard.type('qwertyuiop');
  await statusSettled(page);
  assert.is(await page.locator('.search-status').textContent(), '没有找到相关结果');
  assert.is(await options(page).count(), 0);

  await input.fill('');
  await page.keyboard.type('marker 气泡');
  await page.waitForFunction(() => document.querySelector('.search-results [role="option"] .search-hit-heading')?.textContent === '气泡');
  // The page's title (the group's line above its section) and the section both show what matched.
  const marks = await page.locator('.search-group').first().locator('mark').allTextContents();
  assert.ok(marks.includes('Marker') && marks.includes('气泡'), marks.join('|'));

  await page.keyboard.press('Escape');
  assert.ok(await page.locator('.search-popup').isHidden());
  assert.is(await input.getAttribute('aria-expanded'), 'false');
  await page.keyboard.press('ArrowDown');
  assert.ok(await page.locator('.search-popup').isVisible(), 'arrow keys reopen the results');

  await options(page).first().locator('a').click();
  await page.waitForURL((u) => decodeURIComponent(u.hash) === '#气泡');
  assert.is(decodeURI(new URL(page.url()).pathname), '/docs/guide/marker.html');
  await page.waitForFunction(() => document.title.startsWith('Marker'));
  assert.equal(errors, []);
  await context.close();
});

Search('English locale: its own index and strings; prefix and typo while typing; survives client navigation', async (ctx) => {
  const { context, page, errors, requests } = await open(ctx, 'en/');
  const input = page.locator('.search-box input');
  await input.click();
  await page.keyboard.type('raste');
  await options(page).first().waitFor();
  assert.is(await options(page).first().locator('.search-hit-page').textContent(), 'Raster layer');
  // One page: listed once, its own entry leading the group and naming it, its sections under it.
  const groups = await page.$$eval('.search-results > [role="group"]', (els) =>
    els.map((g) => ({
      label: document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
      rows: [...g.querySelectorAll('[role="option"] a')].map((a) => ({ href: (a as HTMLAnchorElement).pathname, section: a.classList.contains('search-hit-section') })),
    })),
  );
  assert.is(groups.length, 1, JSON.stringify(groups));
  assert.is(groups[0].label, 'Raster layer');
  assert.ok(groups[0].rows.length > 1 && !groups[0].rows[0].section && groups[0].rows.slice(1).every((r) => r.section), JSON.stringify(groups));
  // The arrow keys walk the options in their one order; the groups are valid ARIA (listbox > group > option).
  await page.keyboard.press('ArrowDown');
  assert.is(await input.getAttribute('aria-activedescendant'), await options(page).nth(1).getAttribute('id'));
  const rules = ['aria-required-children', 'aria-required-parent', 'aria-allowed-role', 'aria-valid-attr-value', 'list', 'listitem', 'color-contrast'];
  assert.equal(await seriousViolations(page, { runOnly: rules }), []);
  assert.ok(await page.locator('.search-popup').evaluate((el) => el.getBoundingClientRect().left >= 0), 'the results start on screen');
  assert.ok(requests.some((r) => /assets\/search\/en\.\w+\.json$/.test(r)));
  assert.not.ok(requests.some((r) => /assets\/search\/root\./.test(r)));

  await input.fill('');
  await page.keyboard.type('tokne');
  await page.waitForFunction(() => document.querySelector('.search-results [role="option"] .search-hit-heading')?.textContent === 'Access token');

  await input.fill('');
  await page.keyboard.type('zebrafish');
  await statusSettled(page);
  assert.is(await page.locator('.search-status').textContent(), 'No results found');

  // After a client navigation the navbar is new; search still works, and what was loaded is not fetched again (a new
  // query may load shards of its own).
  await input.fill('');
  await page.keyboard.type('tile size');
  await options(page).first().waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.hash === '#tile-size');
  await page.keyboard.press('/');
  await page.keyboard.type('zoom range');
  await page.waitForFunction(() => document.querySelector('.search-results [role="option"] .search-hit-heading')?.textContent === 'Zoom range');
  const fetched = requests.filter((r) => /assets\/search\//.test(r));
  assert.is(fetched.filter((r) => /assets\/search\/en\.\w+\.json$/.test(r)).length, 1, 'the manifest loads once');
  assert.is(new Set(fetched).size, fetched.length, 'no index file twice');
  assert.equal(errors, []);
  await context.close();
});

Search('results are styled in light and dark', async (ctx) => {
  const { context, page } = await open(ctx, 'guide/');
  await page.keyboard.press('/');
  await page.keyboard.type('瓦片');
  await options(page).first().waitFor();
  const colours = () =>
    page.evaluate(() => {
      const popup = getComputedStyle(document.querySelector('.search-popup')!);
      const mark = getComputedStyle(document.querySelector('.search-popup mark')!);
      return { bg: popup.backgroundColor, mark: mark.color, position: popup.position };
    });
  const light = await colours();
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  const dark = await colours();
  assert.is(light.position, 'absolute');
  assert.is.not(light.bg, dark.bg);
  assert.is.not(light.mark, dark.mark);
  await context.close();
});

Search.run();
