// VuePress's official plugins as mapdocs features, in a real browser: back-to-top appears once the reader has
// scrolled and takes them back; medium-zoom zooms a content image on click.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, offlineContext, collectErrors } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';

const test = suite('VuePress plugins');
let site: ServedSite;
let browser: Browser;

test.before(async () => {
  site = await buildAndServe('test/fixtures/vuepress-config-ts/docs');
  browser = await launchBrowser();
});
test.after(async () => {
  await browser?.close();
  await site?.close();
});

test('@vuepress/back-to-top: hidden at the top, shown after scrolling, scrolls back up', async () => {
  const context = await offlineContext(browser, { viewport: { width: 1200, height: 700 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + 'guide/alpha.html');
  await page.waitForFunction(() => document.documentElement.dataset.router === 'ready');
  assert.ok(await page.locator('.back-to-top').isHidden());
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.locator('.back-to-top').waitFor({ state: 'visible' });
  await page.click('.back-to-top');
  await page.waitForFunction(() => window.scrollY === 0);
  assert.equal(errors, []);
  await context.close();
});

test('@vuepress/medium-zoom: a content image opens zoomed on click', async () => {
  const context = await offlineContext(browser, { viewport: { width: 1200, height: 700 } });
  const page = await context.newPage();
  await page.goto(site.url + 'guide/alpha.html');
  await page.waitForFunction(() => document.querySelector('.content img')?.classList.contains('medium-zoom-image'));
  await page.click('.content img');
  await page.locator('.medium-zoom-overlay').waitFor();
  assert.ok(await page.locator('.medium-zoom-image--opened').count());
  assert.equal(context.blocked, []);
  await context.close();
});

test.run();
