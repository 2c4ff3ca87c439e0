// The real site (docs/): every page is reached by client navigation without console errors, and the not-found pages
// of both locales work. PAGES_DOCS_DIR runs the same crawl over another docs folder (e.g. a generated 600-page corpus,
// whose route manifest comes in shards), where every page is also first-loaded; docs/ pages are first-loaded by
// readerPages.test.ts, four times each, with the same checks.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, offlineContext, routerReady } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';

const DOCS = path.resolve(process.env.PAGES_DOCS_DIR ?? 'docs');
const TABS = 3;

const Site = suite<{ browser: Browser; site: ServedSite }>('docs site');
const firstLoads = DOCS === path.resolve('docs') ? Site.skip : Site;

Site.before(async (ctx) => {
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(DOCS)]);
});

Site.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

const pageUrl = (site: ServedSite, p: string) => site.origin + encodeURI(site.base.replace(/\/$/, '') + p);

firstLoads('every page loads with no console errors and no request leaving the machine', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
  const paths = site.build.pages.map((p) => p.path);
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: TABS }, async (_, tab) => {
      const page = await context.newPage();
      const errors = collectErrors(page);
      for (const p of paths.filter((_, i) => i % TABS === tab)) {
        const res = await page.goto(pageUrl(site, p));
        await routerReady(page);
        await page.waitForTimeout(100);
        if (res?.status() !== 200) failures.push(`${p}: status ${res?.status()}`);
        failures.push(...errors.splice(0).map((e) => `${p}: ${e}`));
      }
      await page.close();
    }),
  );
  assert.equal(failures, []);
  assert.equal(context.blocked, [], 'no request to another host');
  await context.close();
});

Site('client navigation reaches every page from the sidebar and navbar without errors', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url);
  await routerReady(page);
  await page.evaluate(() => ((window as any).__marker = 1));
  const seen = new Set<string>();
  for (const p of site.build.pages.map((x) => x.path)) {
    // Navigate the way search results do: through the router, by URL.
    await page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      document.body.appendChild(a);
      a.click();
      a.remove();
    }, pageUrl(site, p));
    await page.waitForFunction((want) => decodeURI(location.pathname) === want, site.base.replace(/\/$/, '') + p);
    await page.waitForTimeout(100);
    seen.add(p);
  }
  assert.is(await page.evaluate(() => (window as any).__marker), 1, 'one document for the whole tour');
  assert.equal(errors, []);
  assert.is(seen.size, site.build.pages.length);
  await context.close();
});

Site('not-found pages: 404 status, right language, a way home', async ({ browser, site }) => {
  const context = await offlineContext(browser);
  const page = await context.newPage();
  for (const [p, lang, home] of [
    ['/no/such/page.html', 'zh-CN', '/'],
    ['/en/no-such-page', 'en-US', '/en/'],
  ]) {
    const res = await page.goto(pageUrl(site, p));
    await routerReady(page);
    assert.is(res?.status(), 404);
    assert.is(await page.getAttribute('html', 'lang'), lang);
    // Our theme's button, or a VuePress site's plain link: either way a visible link to the locale's home.
    const way = page.locator('.not-found a').first();
    assert.ok(await way.isVisible());
    assert.is(await way.getAttribute('href'), site.base.replace(/\/$/, '') + home);
  }
  await context.close();
});

Site.run();
