// Pages named with `&`, `#` and `?` in Chromium (a page's URL is its file name, so these must be percent-encoded):
// reached by clicking their sidebar and prose links (client navigation, same document), and by typing their URLs both
// encoded and as the file is named — `#` then reaches the server as a fragment, `?` as a query, and the page still
// comes up at its encoded canonical URL.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, offlineContext, routerReady } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';

const FIXTURE = path.resolve('test/fixtures/special-names/docs');

const Names = suite<{ browser: Browser; site: ServedSite }>('file names with & # ? in the browser');

Names.before(async (ctx) => {
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(FIXTURE)]);
});

Names.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

/** The document's own 404 (a `#` name typed unencoded asks the server for the path before it) is expected. */
const real = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

Names('sidebar and prose links reach the & and # pages without reloading the document', async ({ browser, site }) => {
  const context = await offlineContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + 'guide/');
  await routerReady(page);
  await page.evaluate(() => ((window as any).__marker = 'same document'));

  await page.click('.sidebar a.sidebar-link:text-is("C# notes")');
  await page.waitForFunction(() => document.title === 'C# notes | Names');
  assert.is(page.url(), site.url + 'guide/c%23-notes.html');
  assert.match((await page.textContent('[data-region="page"]')) ?? "", 'Notes about C#.');

  await page.click('[data-region="page"] a:text-is("why")');
  await page.waitForFunction(() => document.title === 'Why? | Names');
  assert.is(page.url(), site.url + 'guide/why%3F.html');

  await page.click('.sidebar a.sidebar-link:text-is("Layers & sources")');
  await page.waitForFunction(() => document.title === 'Layers & sources | Names');
  assert.is(decodeURI(page.url()), site.url + 'guide/layers&sources.html');

  // A prose link to a section of the # page: the page, then its heading.
  await page.click('[data-region="page"] a:text-is("C# notes")');
  await page.waitForFunction(() => document.title === 'C# notes | Names');
  assert.is(page.url(), site.url + 'guide/c%23-notes.html#setup');

  assert.is(await page.evaluate(() => (window as any).__marker), 'same document', 'client navigation all along');
  assert.equal(errors, []);
  await context.close();
});

Names('typed URLs, encoded and as the files are named, land on the page at its canonical URL', async ({ browser, site }) => {
  const context = await offlineContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const cases: [string, string, string][] = [
    ['guide/c%23-notes.html', 'guide/c%23-notes.html', 'C# notes | Names'],
    ['guide/c#-notes.html', 'guide/c%23-notes.html', 'C# notes | Names'],
    ['guide/c#-notes', 'guide/c%23-notes.html', 'C# notes | Names'],
    ['guide/c#-notes.html#setup', 'guide/c%23-notes.html#setup', 'C# notes | Names'],
    ['guide/layers&sources.html', 'guide/layers&sources.html', 'Layers & sources | Names'],
    ['guide/layers%26sources.html', 'guide/layers&sources.html', 'Layers & sources | Names'],
    ['guide/why%3F.html', 'guide/why%3F.html', 'Why? | Names'],
    ['guide/why?.html', 'guide/why%3F.html', 'Why? | Names'],
  ];
  for (const [typed, canonical, title] of cases) {
    await page.goto('about:blank');
    await page.goto(site.url + typed, { waitUntil: 'domcontentloaded' });
    await routerReady(page);
    await page.waitForFunction((t) => document.title === t, title);
    assert.is(decodeURI(page.url()), decodeURI(site.url + canonical), typed);
    assert.is(await page.locator('[data-region="page"] h1').count(), 1, `${typed}: the page's content, not the not-found page`);
  }
  assert.equal(real(errors), []);
  await context.close();
});

Names('a search result on the # page leads to that page and its section', async ({ browser, site }) => {
  const context = await offlineContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url);
  await routerReady(page);
  await page.locator('.search-box input').fill('Setup');
  const hit = page.locator('.search-results [role="option"] a').first();
  await hit.waitFor();
  assert.is(await hit.getAttribute('href'), '/site/guide/c%23-notes.html#setup');
  await hit.click();
  await page.waitForFunction(() => document.title === 'C# notes | Names');
  assert.is(page.url(), site.url + 'guide/c%23-notes.html#setup');
  assert.equal(errors, []);
  await context.close();
});

Names.run();
