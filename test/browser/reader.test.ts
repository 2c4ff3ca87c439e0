// What a reader does besides following links: scroll-spy, the mobile sidebar, the locale switcher, dark mode, copy
// buttons and code-group tabs.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, offlineContext, routerReady } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';

const FIXTURE = path.resolve('test/fixtures/routing/docs');

const Reader = suite<{ browser: Browser; site: ServedSite }>('reader');

Reader.before(async (ctx) => {
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(FIXTURE)]);
});

Reader.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

const hash = (page: Page) => page.evaluate(() => decodeURIComponent(location.hash));
const activeHeader = (page: Page) => page.locator('.sidebar .header-link.active').allTextContents();

Reader('scroll-spy highlights the heading in view and replaces the hash without moving the page', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + 'guide/install.html');
  await routerReady(page);
  const entries = await page.evaluate(() => history.length);
  // Put 配置 a few pixels under the 10 px line below the navbar, and 常见问题 further down.
  const y = await page.evaluate(() => {
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
    const top = document.getElementById('配置')!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - navbar - 8);
    return window.scrollY;
  });
  await page.waitForFunction(() => location.hash !== '', null, { timeout: 1500 });
  assert.is(await hash(page), '#配置');
  assert.equal(await activeHeader(page), ['配置']);
  assert.is(await page.evaluate(() => window.scrollY), y, 'no scroll jump');
  assert.is(await page.evaluate(() => history.length), entries, 'the hash is replaced, not pushed');

  // 11 px above the line: the previous heading stays active (the offset is 10 px).
  await page.evaluate(() => {
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
    const top = document.getElementById('配置')!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - navbar - 12);
  });
  await page.waitForFunction(() => decodeURIComponent(location.hash) === '#创建地图', null, { timeout: 1500 });
  assert.equal(await activeHeader(page), ['创建地图']);

  // Back at the top nothing is active and the hash goes.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => location.hash === '', null, { timeout: 1500 });
  assert.equal(await activeHeader(page), []);
  assert.equal(errors, []);
  await context.close();
});

Reader('scroll-spy updates at most every 300 ms while scrolling', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(site.url + 'guide/install.html');
  await routerReady(page);
  await page.evaluate(() => {
    const times: number[] = ((window as any).__times = []);
    const replace = history.replaceState.bind(history);
    history.replaceState = (...args: Parameters<History['replaceState']>) => {
      times.push(performance.now());
      return replace(...args);
    };
  });
  // Scroll down through every heading in small steps for about 0.8 s.
  await page.evaluate(async () => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let i = 1; i <= 27; i++) {
      window.scrollTo(0, (end * i) / 27);
      await new Promise((r) => setTimeout(r, 30));
    }
  });
  await page.waitForTimeout(350);
  const times: number[] = await page.evaluate(() => (window as any).__times);
  assert.ok(times.length >= 3, `several updates (${times.length})`);
  for (let i = 1; i < times.length; i++) assert.ok(times[i] - times[i - 1] >= 295, `updates ${Math.round(times[i] - times[i - 1])} ms apart`);
  await context.close();
});

Reader('the mobile sidebar opens from the menu button and closes after each navigation', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + 'guide/');
  await routerReady(page);
  const sidebarLeft = () => page.evaluate(() => document.querySelector('.sidebar')!.getBoundingClientRect().left);
  assert.ok((await sidebarLeft()) < 0, 'closed at first');
  await page.tap('.sidebar-button');
  await page.waitForFunction(() => document.querySelector('.sidebar')!.getBoundingClientRect().left === 0);
  await page.tap('.sidebar a.sidebar-link:text-is("安装")');
  await page.waitForFunction(() => document.title === '安装 | 路由');
  assert.not.ok(await page.evaluate(() => document.getElementById('app')!.classList.contains('sidebar-open')));
  await page.waitForFunction(() => document.querySelector('.sidebar')!.getBoundingClientRect().right <= 0);

  // An in-page heading link closes it too.
  await page.tap('.sidebar-button');
  await page.waitForFunction(() => document.getElementById('app')!.classList.contains('sidebar-open'));
  await page.tap('.sidebar a.header-link:text-is("配置")');
  await page.waitForFunction(() => !document.getElementById('app')!.classList.contains('sidebar-open'));
  assert.is(await hash(page), '#配置');
  // The mask closes it as well.
  await page.tap('.sidebar-button');
  await page.mouse.click(370, 400);
  await page.waitForFunction(() => !document.getElementById('app')!.classList.contains('sidebar-open'));
  assert.equal(errors, []);
  await context.close();
});

Reader('the sidebar keeps its scroll position across navigation', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 400 } });
  const page = await context.newPage();
  await page.goto(site.url + 'guide/layers&sources.html');
  await routerReady(page);
  await page.addStyleTag({ content: '.sidebar-link { padding-top: 80px !important; }' });
  await page.evaluate(() => (document.querySelector('.sidebar')!.scrollTop = 100));
  // A click from script: Playwright's own click would scroll the sidebar to the link first.
  await page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('.sidebar a.sidebar-link')].find((a) => a.textContent === '复杂线')!.click());
  await page.waitForFunction(() => document.title === '复杂线 | 路由');
  assert.is(await page.evaluate(() => document.querySelector('.sidebar')!.scrollTop), 100);
  await context.close();
});

Reader('the locale switcher goes to the same page in the other language, and says so when there is none', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + 'guide/layers&sources.html');
  await routerReady(page);
  await page.evaluate(() => ((window as any).__marker = 1));
  await page.click('.locale-switcher summary');
  await page.click('.locale-switcher a:has-text("English")');
  await page.waitForFunction(() => document.documentElement.lang === 'en-US');
  assert.is(decodeURI(page.url()), site.url + 'en/guide/layers&sources.html');
  assert.is(await page.title(), 'Layers & sources | Routing');
  assert.is(await page.locator('.nav-links .nav-link').first().textContent(), 'Guide', 'the navbar follows the locale');
  await page.click('.locale-switcher summary');
  await page.click('.locale-switcher a:has-text("简体中文")');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  assert.is(decodeURI(page.url()), site.url + 'guide/layers&sources.html');
  // install has no English page: the switcher says so, in English, instead of jumping to the English home.
  await page.click('.sidebar a.sidebar-link:text-is("安装")');
  await page.waitForFunction(() => document.title === '安装 | 路由');
  assert.is(await page.locator('.locale-switcher a:has-text("English")').count(), 0);
  assert.match((await page.textContent('.locale-switcher .locale-missing')) ?? '', 'English page not available');
  assert.is(await page.evaluate(() => (window as any).__marker), 1, 'all client-side');
  assert.equal(errors, []);
  await context.close();
});

Reader('dark mode: the toggle is remembered across navigation and reload; without a choice the system decides', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  await page.goto(site.url + 'guide/');
  await routerReady(page);
  assert.is(await isDark(), false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await page.click('.theme-toggle');
  assert.is(await isDark(), false, 'the reader chose light');
  await page.click('.theme-toggle');
  assert.is(await isDark(), true);
  assert.is(await page.evaluate(() => localStorage.getItem('mapdocs-theme')), 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForTimeout(50);
  assert.is(await isDark(), true, 'a choice beats the system');
  await page.click('.sidebar a.sidebar-link:text-is("安装")');
  await page.waitForFunction(() => document.title === '安装 | 路由');
  assert.is(await isDark(), true);
  await page.reload();
  assert.is(await isDark(), true);
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.is(bg, 'rgb(22, 24, 29)');
  assert.equal(errors, []);
  await context.close();
});

Reader('copy buttons copy the code; code-group tabs switch panels, also after client navigation', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + 'guide/');
  await routerReady(page);
  await page.click('.sidebar a.sidebar-link:text-is("安装")');
  await page.waitForFunction(() => document.title === '安装 | 路由');
  const group = page.locator('.code-group');
  await group.scrollIntoViewIfNeeded();
  const tabs = group.locator('.code-group-tabs button');
  assert.equal(await tabs.allTextContents(), ['npm', 'yarn']);
  assert.is(await tabs.nth(0).getAttribute('aria-selected'), 'true');
  assert.ok(await group.locator('.code-group-panel').nth(0).isVisible());
  assert.not.ok(await group.locator('.code-group-panel').nth(1).isVisible());
  await tabs.nth(1).click();
  assert.is(await tabs.nth(1).getAttribute('aria-selected'), 'true');
  assert.ok(await group.locator('.code-group-panel').nth(1).isVisible());
  assert.not.ok(await group.locator('.code-group-panel').nth(0).isVisible());

  const block = group.locator('.code-group-panel').nth(1).locator('.code-block');
  await block.hover();
  await block.locator('.copy-code').click();
  await page.waitForSelector('.code-group-panel .copy-code.copied');
  assert.is((await page.evaluate(() => navigator.clipboard.readText())).trim(), 'yarn add maplib');
  assert.equal(errors, []);
  await context.close();
});

Reader.run();
