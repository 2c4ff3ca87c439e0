// Drives the built site's search box as a reader would: type a query on a locale's home, find the expected page among
// the first three pages listed, choose it with the arrow keys and Enter, and land on it — nothing leaving 127.0.0.1.
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { collectErrors, offlineContext, routerReady } from '../helpers/browser.ts';
import type { ServedSite } from '../helpers/site.ts';

export interface SearchQuery {
  /** '' for the root locale, 'en/' for English. */
  locale: string;
  q: string;
  /** The page the query must find, relative to the site's base. */
  page: string;
}

export async function assertSearchFinds(browser: Browser, site: ServedSite, queries: SearchQuery[]): Promise<void> {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  for (const { locale, q, page: target } of queries) {
    await page.goto(site.url + locale);
    await routerReady(page);
    const input = page.locator('.search-box input');
    await input.click();
    await input.fill('');
    await page.waitForSelector('.search-results [role="option"] a', { state: 'detached' });
    // The whole query in one input event: typed key by key, a slow machine could list a prefix's results ("r…")
    // before the last key's, and this would read those.
    await input.fill(q);
    await page.waitForSelector('.search-results [role="option"] a');
    const hrefs = await page.$$eval('.search-results [role="option"] a', (as) => as.map((a) => decodeURI(new URL((a as HTMLAnchorElement).href).pathname)));
    const want = site.base + target;
    // Among the first three pages listed: a page's sections are grouped under it, several rows for one place.
    const pages = [...new Set(hrefs)];
    assert.ok(pages.slice(0, 3).includes(want), `"${q}" (${locale || 'zh'}): ${want} not among the first 3 pages of ${pages.slice(0, 5).join(', ')}`);
    const rank = hrefs.indexOf(want);
    for (let i = 0; i < rank; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => decodeURI(u.pathname) === want);
  }
  assert.equal(context.blocked, []);
  assert.equal(errors, []);
  await context.close();
}
