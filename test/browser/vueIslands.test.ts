// VuePress pages in a real browser, network cut: Vue parts read with JavaScript off, then come alive (Vue 2.7
// hydrates them): a component's button works, the page's own script runs. Also on VuePress's own docs (the corpus).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, offlineContext, collectErrors } from '../helpers/browser.ts';
import { buildAndServe, tempDir, type ServedSite } from '../helpers/site.ts';

const test = suite('Vue islands');
let browser: Browser;
let site: ServedSite;

// VuePress 1's own bilingual docs, beside the repository (shared/corpora), when present.
const CORPUS = [path.resolve('../shared/corpora/vuepress1-docs'), '/work/shared/corpora/vuepress1-docs'].find((p) => fs.existsSync(p));

test.before(async () => {
  browser = await launchBrowser();
  site = await buildAndServe('test/fixtures/vue-in-markdown/docs');
});
test.after(async () => {
  await browser?.close();
  await site?.close();
});

async function open(url: string, javaScriptEnabled: boolean) {
  const context = await offlineContext(browser, { viewport: { width: 1200, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(url);
  return { context, page, errors };
}

test('without JavaScript the Vue parts are already there', async () => {
  const { context, page } = await open(site.url, false);
  assert.is(await page.locator('.counter .count').textContent(), '0');
  assert.is(await page.locator('.foo-bar').textContent(), 'Hello from <Foo-Bar>');
  assert.match((await page.locator('article').textContent())!, 'One plus one is 2.');
  assert.is(await page.locator('.styled').evaluate((el) => getComputedStyle(el).color), 'rgb(255, 0, 0)');
  await context.close();
});

test('with JavaScript the component is interactive and the page script runs; nothing is fetched from elsewhere', async () => {
  const { context, page, errors } = await open(site.url, true);
  await page.waitForFunction(() => (document.querySelector('.counter') as any)?.__vue__);
  await page.click('.counter .inc');
  await page.click('.counter .inc');
  await page.waitForFunction(() => document.querySelector('.counter .count')?.textContent === '2');
  assert.is(await page.locator('.styled').getAttribute('data-mounted'), 'yes');
  assert.equal(errors, []);
  assert.equal(context.blocked, []);
  await context.close();
});

test('VuePress docs: using-vue renders its components and {{ }} without JavaScript, and Vue takes them over', async () => {
  if (!CORPUS) return console.log('  (corpus not found: skipped)');
  const docs = path.join(tempDir(), 'packages/docs/docs');
  fs.cpSync(path.join(CORPUS, 'packages'), path.dirname(path.dirname(docs)), { recursive: true });
  // The repository the corpus comes from (vuejs/vuepress): its docs quote sibling packages, which the include rule
  // allows inside one repository.
  fs.mkdirSync(path.join(path.dirname(path.dirname(path.dirname(docs))), '.git'));
  const corpus = await buildAndServe(docs);
  try {
    const off = await open(corpus.url + 'guide/using-vue.html', false);
    assert.equal(await off.page.locator('p.demo').evaluateAll((els) => els.slice(0, 3).map((e) => e.textContent!.trim())), ['Hello this is <demo-1>', 'This is another component', 'Hello this is <Foo-Bar>']);
    assert.match((await off.page.locator('#interpolation ~ .language-text').first().textContent())!, /^2$/);
    await off.context.close();
    const on = await open(corpus.url + 'guide/using-vue.html', true);
    // The page's hoisted <script> fills the CSS-module paragraph once Vue has mounted it.
    await on.page.waitForFunction(() => document.querySelector('p.demo[class*="example_"]')?.textContent === 'This is rendered by inline script and styled by inline CSS');
    const changed = await on.page.evaluate(() => {
      const island = document.querySelector('p.demo') as any;
      island.__vue__.$children[0].msg = 'Changed by Vue';
      return new Promise((resolve) => setTimeout(() => resolve(island.textContent.trim()), 50));
    });
    assert.is(changed, 'Changed by Vue');
    assert.equal(on.errors, []);
    await on.context.close();
  } finally {
    await corpus.close();
  }
});

test.run();
