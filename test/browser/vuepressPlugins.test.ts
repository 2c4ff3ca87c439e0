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

test("the default theme's look, index.styl in VuePress's cascade; @vuepress/back-to-top: hidden at the top, shown after scrolling, scrolls back up", async () => {
  const context = await offlineContext(browser, { viewport: { width: 1200, height: 700 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + 'guide/alpha.html');
  await page.waitForFunction(() => document.documentElement.dataset.router === 'ready');
  // No helper functions inside evaluate: tsx names them with a __name the page does not have.
  const look = await page.evaluate(() => ({
    codeBlock: getComputedStyle(document.querySelector('.content div[class*="language-"]')!).backgroundColor,
    link: getComputedStyle(document.querySelector('.content a[href$="beta.html"]')!).color,
    linkUnderline: getComputedStyle(document.querySelector('.content a[href$="beta.html"]')!).textDecorationLine,
    outboundIcon: Boolean(document.querySelector('.content a[href^="https://example.com"] svg.icon.outbound')),
    inlineCode: getComputedStyle(document.querySelector('.content p code')!).color,
    tip: getComputedStyle(document.querySelector('.custom-block.tip')!).backgroundColor,
  }));
  assert.equal(look, {
    // Dark code blocks, links in $accentColor's default #3eaf7c without underline, the external-link icon.
    codeBlock: 'rgb(40, 44, 52)',
    link: 'rgb(62, 175, 124)',
    linkUnderline: 'none',
    outboundIcon: true,
    // index.styl's `code { color: red }` lost to the theme's `.theme-default-content code` in VuePress: it still does.
    inlineCode: 'rgb(71, 101, 130)',
    // Its `.custom-block.tip` weighs the same as the theme's and comes later: it wins, as it did.
    tip: 'rgb(238, 238, 255)',
  });
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
