// Demo blocks written for vuepress-plugin-demo-block, in a real browser, network cut: [react] runs as React with its
// App.__style__, a Vue demo runs on Vue 2.7 and is interactive, [vanilla] runs its script.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, offlineContext, collectErrors } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';

const test = suite('VuePress demo blocks');
let site: ServedSite;
let browser: Browser;

test.before(async () => {
  site = await buildAndServe('test/fixtures/vuepress-demos/docs');
  browser = await launchBrowser();
});
test.after(async () => {
  await browser?.close();
  await site?.close();
});

const inDemo = (page: Page, demo: string, selector: string, what: 'text' | 'color' = 'text') =>
  page.evaluate(([d, s, w]) => {
    const el = document.querySelector(`[data-demo="${d}"] .demo-app`)?.shadowRoot?.querySelector(s) as HTMLElement | null;
    if (!el) return null;
    return w === 'color' ? getComputedStyle(el).color : el.textContent;
  }, [demo, selector, what] as const);
const clickInDemo = (page: Page, demo: string, selector: string) =>
  page.evaluate(([d, s]) => (document.querySelector(`[data-demo="${d}"] .demo-app`)!.shadowRoot!.querySelector(s) as HTMLElement).click(), [demo, selector]);

test('[react], Vue 2 and [vanilla] demos run and respond; styles stay in their blocks', async () => {
  const context = await offlineContext(browser, { viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url);
  await page.waitForFunction(() => ['demo-1', 'demo-2', 'demo-3'].every((d) => document.querySelector(`[data-demo="${d}"] .demo-app`)?.shadowRoot?.querySelector('.number, #vanilla-box')));
  await clickInDemo(page, 'demo-1', '.plus');
  await clickInDemo(page, 'demo-2', '.plus');
  await clickInDemo(page, 'demo-2', '.plus');
  await page.waitForFunction(() => document.querySelector('[data-demo="demo-2"] .demo-app')!.shadowRoot!.querySelector('.number')!.textContent === '2');
  assert.is(await inDemo(page, 'demo-1', '.number'), '1');
  assert.is(await inDemo(page, 'demo-1', '.number', 'color'), 'rgb(255, 0, 0)', 'App.__style__ applies');
  assert.match((await inDemo(page, 'demo-2', '.version'))!, /^2\.7\./);
  assert.is(await inDemo(page, 'demo-2', '.number', 'color'), 'rgb(0, 128, 0)');
  assert.is(await inDemo(page, 'demo-3', '#vanilla-box'), 'Hello World!');
  assert.ok(await page.locator('[data-demo="demo-2"]').evaluate((el) => el.classList.contains('demo-horizontal')), 'per-demo horizontal setting');
  assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).color === 'rgb(255, 0, 0)'), false, 'no demo CSS leaks');
  assert.equal(errors, []);
  assert.equal(context.blocked, []);
  await context.close();
});

test.run();
