// A large site in Chromium (issue 21): 2,000 generated pages in 20 sections, whose pages carry only their own section
// and whose route manifest comes in shards. Start-up reads the manifest and one shard; following a section heading
// into another section swaps in that section's sidebar and reads that section's shard, without a full load; opening
// another section fills it from the shared tree file, and it stays open across a navigation; a page's "more" button
// lists its whole section; an odd spelling of a URL in a shard not loaded yet still resolves.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, offlineContext } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { pagePath, pageTitle, sectionSizes, writeLargeSite } from '../helpers/largeSite.ts';

interface Ctx {
  browser: Browser;
  site: ServedSite;
  hash: ServedSite;
}

const Large = suite<Ctx>('large site');
const WAIT = { timeout: 15000 };

Large.before(async (ctx) => {
  const docs = writeLargeSite();
  [ctx.browser, ctx.site, ctx.hash] = await Promise.all([launchBrowser(), buildAndServe(docs), buildAndServe(docs, { routerMode: 'hash' })]);
});

Large.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close(), ctx.hash?.close()]);
});

async function open(ctx: Ctx, path: string, site = ctx.site) {
  const context = await offlineContext(ctx.browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(site.origin + path);
  await page.waitForSelector('html[data-router="ready"]', { state: 'attached', ...WAIT });
  // Set on this document: still there after a client navigation, gone after a full load.
  await page.evaluate(() => ((window as any).__sameDocument = true));
  return { context, page, errors, requests };
}

const sidebarLinks = (page: Page) => page.$$eval('#sidebar a.sidebar-link:not(.header-link)', (as) => as.map((a) => a.getAttribute('href')));
const activeLink = (page: Page) => page.$eval('#sidebar a.sidebar-link.active', (a) => a.getAttribute('href'));
const sameDocument = (page: Page) => page.evaluate(() => (window as any).__sameDocument === true);

Large('start-up reads the manifest and one shard; a section heading leads into that section with its sidebar', async (ctx) => {
  const { context, page, errors, requests } = await open(ctx, pagePath(5, 50));
  const routeFiles = requests.filter((r) => /\/assets\/routes/.test(r));
  assert.is(routeFiles.length, 2, `start-up route files: ${routeFiles.join(', ')}`);
  assert.is(await activeLink(page), pagePath(5, 50));

  // Reach the heading of section 14 by scrolling the sidebar down, as a reader would.
  await page.$eval('#sidebar', (el) => (el.scrollTop = el.scrollHeight));
  await page.click(`#sidebar a.sidebar-section-link[href="${pagePath(14, 0)}"]`);
  await page.waitForFunction((t) => document.title.startsWith(t), pageTitle(14, 0), WAIT);
  assert.ok(await sameDocument(page), 'the router swapped the page (no full load)');
  assert.is(new URL(page.url()).pathname, pagePath(14, 0));
  assert.is(await activeLink(page), pagePath(14, 0));
  const shown = await sidebarLinks(page);
  assert.ok(shown.includes(pagePath(14, 1)), 'the new section is listed');
  assert.not.ok(shown.includes(pagePath(5, 50)), 'the old section is not');
  assert.ok(requests.filter((r) => /\/assets\/routes/.test(r)).length >= 3, 'the new section read its shard');
  // The sidebar keeps its scroll position across navigations; the new section's own entry is brought into view.
  await page.waitForFunction(
    () => {
      const box = document.getElementById('sidebar')!.getBoundingClientRect();
      const at = document.querySelector('#sidebar a.sidebar-link.active')!.getBoundingClientRect();
      return at.top >= box.top && at.bottom <= box.bottom;
    },
    undefined,
    WAIT,
  );

  // The page's own "next" link (the footer's) stays within the section.
  await page.click(`#main a.next[href="${pagePath(14, 1)}"]`);
  await page.waitForFunction((t) => document.title.startsWith(t), pageTitle(14, 1), WAIT);
  assert.is(await activeLink(page), pagePath(14, 1));
  assert.ok(await sameDocument(page));
  assert.equal(errors, []);
  await context.close();
});

Large('opening another section fills it from the tree file; it stays open across a navigation', async (ctx) => {
  const { context, page, errors, requests } = await open(ctx, pagePath(3, 10));
  assert.not.ok(requests.some((r) => /\/assets\/sidebar\./.test(r)), 'the tree file is not read before it is needed');
  // Open section 8 by the button beside its heading (the heading itself links to the section's first page).
  const button = '#sidebar li[data-sidebar-section="8"] button.sidebar-expand';
  assert.is(await page.getAttribute(button, 'aria-expanded'), 'false');
  await page.click(button);
  await page.waitForFunction(() => document.querySelectorAll('#sidebar li[data-sidebar-section="8"] a.sidebar-link').length > 0, undefined, WAIT);
  const filled = await page.$$eval('#sidebar li[data-sidebar-section="8"] a.sidebar-link', (as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
  assert.is(filled.length, sectionSizes()[8]);
  assert.equal(filled[7], [pagePath(8, 7), pageTitle(8, 7)]);
  // The button puts it away again, and back.
  await page.click(button);
  await page.waitForFunction(() => !document.querySelector<HTMLElement>('#sidebar li[data-sidebar-section="8"] a.sidebar-link')!.checkVisibility(), undefined, WAIT);
  await page.click(button);
  await page.waitForFunction(() => document.querySelector<HTMLElement>('#sidebar li[data-sidebar-section="8"] a.sidebar-link')!.checkVisibility(), undefined, WAIT);

  // Navigate within section 3: section 8 is opened and filled again in the new sidebar.
  await page.click(`#sidebar a[href="${pagePath(3, 11)}"]`);
  await page.waitForFunction((t) => document.title.startsWith(t), pageTitle(3, 11), WAIT);
  await page.waitForFunction(() => document.querySelectorAll('#sidebar li[data-sidebar-section="8"] a.sidebar-link').length > 0, undefined, WAIT);
  assert.is(await page.getAttribute(button, 'aria-expanded'), 'true');
  assert.ok(await page.isVisible(`#sidebar a[href="${pagePath(8, 60)}"]`));

  // A page of section 8 from the filled list: another shard, and the sidebar of section 8 with it active.
  await page.click(`#sidebar a[href="${pagePath(8, 60)}"]`);
  await page.waitForFunction((t) => document.title.startsWith(t), pageTitle(8, 60), WAIT);
  assert.is(await activeLink(page), pagePath(8, 60));
  assert.ok(await sameDocument(page));
  assert.is(requests.filter((r) => /\/assets\/sidebar\./.test(r)).length, 1, 'the tree file is read once');
  assert.equal(errors, []);
  await context.close();
});

Large("a section's 'more' button lists it in full, the page's own entry still active", async (ctx) => {
  const { context, page, errors } = await open(ctx, pagePath(10, 40));
  assert.ok((await sidebarLinks(page)).length < 20);
  await page.click('#sidebar button[data-sidebar-more="10"]');
  await page.waitForFunction((n) => document.querySelectorAll('#sidebar li[data-sidebar-section="10"] a.sidebar-link:not(.header-link)').length === n, sectionSizes()[10], WAIT);
  assert.is(await activeLink(page), pagePath(10, 40));
  assert.is(await page.$$eval('#sidebar button[data-sidebar-more]', (b) => b.length), 0);
  assert.equal(errors, []);
  await context.close();
});

Large('an odd spelling of a page in a shard not loaded yet resolves to the page, by client navigation', async (ctx) => {
  const { context, page, errors } = await open(ctx, pagePath(1, 1));
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/S17/P033';
    a.id = 'odd';
    a.textContent = 'odd';
    document.getElementById('main')!.append(a);
  });
  await page.click('#odd');
  await page.waitForFunction((t) => document.title.startsWith(t), pageTitle(17, 33), WAIT);
  assert.is(new URL(page.url()).pathname, pagePath(17, 33));
  assert.ok(await sameDocument(page));
  assert.is(await activeLink(page), pagePath(17, 33));
  assert.equal(errors, []);
  await context.close();
});

Large('hash mode: the document served is the home, the page named in the hash comes from its own shard', async (ctx) => {
  const { context, page, errors, requests } = await open(ctx, `/#${pagePath(16, 70)}`, ctx.hash);
  await page.waitForFunction((t) => document.title.startsWith(t), pageTitle(16, 70), WAIT);
  assert.is(await activeLink(page), pagePath(16, 70));
  assert.ok(requests.filter((r) => /\/assets\/routes\//.test(r)).length >= 1, 'the shard of the page in the hash');
  // A section heading (a path link, which the router takes as a route) leads to another section through its shard.
  await page.click(`#sidebar a.sidebar-section-link[href="${pagePath(2, 0)}"]`);
  await page.waitForFunction((t) => document.title.startsWith(t), pageTitle(2, 0), WAIT);
  assert.is(decodeURI(new URL(page.url()).hash), `#${pagePath(2, 0)}`);
  assert.is(await activeLink(page), pagePath(2, 0));
  assert.ok(await sameDocument(page));
  assert.equal(errors, []);
  await context.close();
});

Large.run();
