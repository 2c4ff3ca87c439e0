// `serve --watch` in the browser: a save shows up in the open page where the reader is, a broken save shows an overlay
// until the next good one, other pages' changes are there when followed, a config change reloads.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, offlineContext } from '../helpers/browser.ts';
import { watchCopy, type WatchedSite } from '../helpers/watch.ts';
import { pagePath, sectionDir, pageName, writeLargeSite } from '../helpers/largeSite.ts';

const FIXTURE = path.resolve('test/fixtures/routing/docs');
const BASE = '/static/modules/maplib/';

const Watch = suite<{ browser: Browser; site: WatchedSite }>('serve --watch in the browser');

Watch.before(async (ctx) => {
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), watchCopy(FIXTURE, BASE)]);
});

Watch.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

Watch.before.each(async ({ site }) => {
  await site.session.idle();
});

async function open(browser: Browser, url: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(url);
  await page.waitForSelector('html[data-router="ready"][data-dev="connected"]', { state: 'attached' });
  // Gone after a reload.
  await page.evaluate(() => ((window as any).__loadedOnce = true));
  return { page, errors, close: () => context.close() };
}

const mainText = (page: Page) => page.evaluate(() => document.querySelector('main')!.textContent ?? '');

Watch('a saved edit of the open page is swapped in, the reader stays where they were', async ({ browser, site }) => {
  const { page, errors, close } = await open(browser, site.url + 'guide/install.html');
  const y = await page.evaluate(() => {
    window.scrollTo(0, 1200);
    return window.scrollY;
  });
  await page.waitForTimeout(350); // the scroll-spy settles the hash
  const text = site.read('guide/install.md');
  site.write('guide/install.md', text.replace('## 准备', '## 准备工作') + '\n保存后出现的段落。\n');
  await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('保存后出现的段落。'), null, { timeout: 10000 });
  assert.ok(await page.evaluate(() => (window as any).__loadedOnce === true), 'no reload');
  assert.match(await mainText(page), '准备工作');
  assert.match(await page.locator('.sidebar .sidebar-headers').innerText(), '准备工作', "the sidebar lists the page's new heading");
  assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - y) <= 1, 'scroll position kept');
  assert.equal(errors, []);
  await close();
});

Watch('a broken save shows an overlay with file:line; the next good save removes it and shows the page', async ({ browser, site }) => {
  const { page, errors, close } = await open(browser, site.url + 'guide/install.html');
  const good = site.read('guide/install.md');
  const before = await mainText(page);
  site.write('guide/install.md', '---\ntitle: [unclosed\n---\n' + good);
  const overlay = page.locator('#mapdocs-dev-overlay');
  await overlay.waitFor({ timeout: 10000 });
  const shown = await overlay.innerText();
  assert.match(shown, /guide\/install\.md:3/);
  assert.match(shown, 'malformed frontmatter');
  assert.is(await mainText(page), before, 'the last good page stays underneath');

  // A page opened now hears of the failure at once.
  const other = await open(browser, site.url + 'guide/');
  await other.page.locator('#mapdocs-dev-overlay').waitFor({ timeout: 10000 });
  await other.close();

  site.write('guide/install.md', good + '\n修复后的段落。\n');
  await overlay.waitFor({ state: 'detached', timeout: 10000 });
  await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('修复后的段落。'), null, { timeout: 10000 });
  assert.ok(await page.evaluate(() => (window as any).__loadedOnce === true), 'no reload');
  assert.equal(errors, []);
  await close();
});

Watch('after another page changed, following a link to it shows its new content', async ({ browser, site }) => {
  const { page, errors, close } = await open(browser, site.url + 'guide/install.html');
  site.write('guide/layers&sources.md', site.read('guide/layers&sources.md') + '\n另一页的新内容。\n');
  await site.session.idle();
  await page.waitForTimeout(200); // the update event reaches the page
  await page.locator('.sidebar a.sidebar-link', { hasText: '图层与数据源' }).click();
  await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('另一页的新内容。'), null, { timeout: 10000 });
  assert.match(page.url(), /layers&sources\.html$/);
  assert.equal(errors, []);
  await close();
});

Watch('a config change reloads the page', async ({ browser, site }) => {
  const { page, errors, close } = await open(browser, site.url + 'guide/');
  const file = path.join(site.root, '.mapdocs/config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  config.locales['/'].title = '新标题';
  fs.writeFileSync(file, JSON.stringify(config));
  await page.waitForFunction(() => document.title.includes('新标题'), null, { timeout: 15000 });
  assert.not.ok(await page.evaluate(() => (window as any).__loadedOnce === true), 'reloaded');
  assert.equal(errors, []);
  await close();
});

Watch.run();

// A site past 250 routes, whose route manifest (in watch mode too) comes in shards: the page's entry is in a shard,
// not in the top file, and a save must still be swapped in where the reader is rather than reload the page.
const Large = suite<{ browser: Browser; site: WatchedSite }>('serve --watch, a large site');

Large.before(async (ctx) => {
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), watchCopy(writeLargeSite(), '/')]);
});

Large.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

Large('a saved edit of a page listed in a shard is swapped in without a reload, the reader stays where they were', async ({ browser, site }) => {
  // Room to scroll: the generated page is short.
  const file = `${sectionDir(7)}/${pageName(40)}.md`;
  site.write(file, site.read(file) + '\n' + Array.from({ length: 80 }, (_, i) => `Paragraph ${i} of a long page.\n`).join('\n'));
  await site.session.idle();
  const { page, errors, close } = await open(browser, site.url + pagePath(7, 40).slice(1));
  const top = await page.evaluate(async (base) => (await (await fetch(base + 'assets/routes.json')).json()) as { routes: unknown[]; shards?: unknown[] }, site.base);
  assert.ok((top.shards?.length ?? 0) > 1 && top.routes.length < 250, `the top manifest lists shards (${top.shards?.length}), not every route (${top.routes.length})`);
  const y = await page.evaluate(() => {
    window.scrollTo(0, 600);
    return window.scrollY;
  });
  assert.ok(y > 500, `scrolled to ${y}`);
  site.write(file, site.read(file) + '\nA paragraph saved while the page was open.\n');
  await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('A paragraph saved while the page was open.'), null, { timeout: 20000 });
  assert.ok(await page.evaluate(() => (window as any).__loadedOnce === true), 'no reload');
  assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - y) <= 1, 'scroll position kept');
  assert.equal(errors, []);
  await close();
});

Large.run();
