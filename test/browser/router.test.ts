// The client router in Chromium: every URL variant lands on its page (history and hash modes), client navigation keeps
// the document, back/forward, progress bar, chunk failures, cancelled and redundant navigations.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, offlineContext, routerReady } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';

const FIXTURE = path.resolve('test/fixtures/routing/docs');

interface Ctx {
  browser: Browser;
  history: ServedSite;
  hash: ServedSite;
}

/** URL variants (after the base) and the canonical page path and title they must land on. */
const VARIANTS: [string, string, string][] = [
  ['', '', '首页 | 路由'],
  ['index.html', '', '首页 | 路由'],
  ['guide/', 'guide/', '指南 | 路由'],
  ['guide', 'guide/', '指南 | 路由'],
  ['guide/index.html', 'guide/', '指南 | 路由'],
  ['GUIDE/Index.HTML', 'guide/', '指南 | 路由'],
  ['guide/install.html', 'guide/install.html', '安装 | 路由'],
  ['guide/install', 'guide/install.html', '安装 | 路由'],
  ['guide/install/', 'guide/install.html', '安装 | 路由'],
  ['Guide/INSTALL.html', 'guide/install.html', '安装 | 路由'],
  ['guide/layers&sources.html', 'guide/layers&sources.html', '图层与数据源 | 路由'],
  ['guide/layers%26sources.html', 'guide/layers&sources.html', '图层与数据源 | 路由'],
  ['guide/Layers%26Sources', 'guide/layers&sources.html', '图层与数据源 | 路由'],
  ['guide/复杂线.html', 'guide/复杂线.html', '复杂线 | 路由'],
  ['guide/%E5%A4%8D%E6%9D%82%E7%BA%BF', 'guide/复杂线.html', '复杂线 | 路由'],
  ['en', 'en/', 'Home | Routing'],
  ['en/guide/LAYERS&sources/', 'en/guide/layers&sources.html', 'Layers & sources | Routing'],
];

const NOT_FOUND: [string, string, string][] = [
  ['nope', 'zh-CN', '页面未找到 | 路由'],
  ['guide/nope.html', 'zh-CN', '页面未找到 | 路由'],
  ['en/nope/', 'en-US', 'Page not found | Routing'],
];

const decodedUrl = (page: Page) => decodeURI(page.url());
/** The document's own 404 status is logged by Chromium; it is expected on not-found URLs. */
const real = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

/** The route manifest of a served site, read the way the client reads it. */
async function manifestOf(site: ServedSite): Promise<{ routes: { path: string; key: string; chunk: string }[] }> {
  const html = await (await fetch(site.url)).text();
  const boot = JSON.parse(/<script id="mapdocs-boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);
  return (await fetch(site.origin + boot.routes)).json();
}

async function newPage(ctx: Ctx, viewport = { width: 1280, height: 800 }) {
  const context = await offlineContext(ctx.browser, { viewport });
  const page = await context.newPage();
  const errors = collectErrors(page);
  return { context, page, errors };
}

const Router = suite<Ctx>('router');

Router.before(async (ctx) => {
  [ctx.browser, ctx.history, ctx.hash] = await Promise.all([launchBrowser(), buildAndServe(FIXTURE), buildAndServe(FIXTURE, { routerMode: 'hash' })]);
});

Router.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.history?.close(), ctx.hash?.close()]);
});

Router('history mode: every URL variant loads the right page at its canonical URL', async (ctx) => {
  const { context, errors } = await newPage(ctx);
  const base = ctx.history.url;
  // Four tabs share the list: each load is mostly waiting.
  const lists = [0, 1, 2, 3].map((i) => VARIANTS.filter((_, j) => j % 4 === i));
  await Promise.all(
    lists.map(async (list) => {
      const page = await context.newPage();
      const pageErrors = collectErrors(page);
      for (const [variant, canonical, title] of list) {
        await page.goto(base + variant, { waitUntil: 'domcontentloaded' });
        await routerReady(page);
        assert.is(page.url(), encodeURI(base + canonical), `${variant}: the URL becomes canonical`);
        assert.is(await page.title(), title, variant);
      }
      await page.close();
      errors.push(...pageErrors);
    }),
  );
  const page = await context.newPage();
  for (const [variant, lang, title] of NOT_FOUND) {
    const res = await page.goto(base + variant, { waitUntil: 'domcontentloaded' });
    await routerReady(page);
    assert.is(res?.status(), 404, variant);
    assert.is(await page.title(), title, variant);
    assert.is(await page.getAttribute('html', 'lang'), lang, variant);
    assert.is(decodedUrl(page), base + variant, 'the URL of a missing page stays as typed');
  }
  assert.equal(real(errors), []);
  await context.close();
});

Router('history mode: links written in every variant navigate client-side to the canonical URL', async (ctx) => {
  const { context, page, errors } = await newPage(ctx);
  const base = ctx.history.url;
  await page.goto(base + 'guide/layers&sources.html');
  await routerReady(page);
  await page.evaluate(() => ((window as any).__marker = 'same document'));
  let from = '图层与数据源 | 路由';
  for (const [variant, canonical, title] of [...VARIANTS.filter(([, , t]) => t !== '图层与数据源 | 路由'), ...NOT_FOUND.map(([v, , t]) => [v, v, t])]) {
    if (title === from) continue;
    await page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = 'variant link';
      a.id = 'variant-link';
      document.getElementById('variant-link')?.remove();
      document.querySelector('[data-region="page"]')!.prepend(a);
    }, new URL(base + variant).pathname);
    await page.click('#variant-link');
    await page.waitForFunction((t) => document.title === t, title);
    assert.is(decodedUrl(page), decodeURI(base + canonical), variant);
    from = title;
  }
  assert.is(await page.evaluate(() => (window as any).__marker), 'same document', 'no document reload');
  assert.equal(errors, []);
  await context.close();
});

Router('hash mode: every variant in the hash lands on the right page, links keep the document', async (ctx) => {
  const { context, page, errors } = await newPage(ctx);
  const base = ctx.hash.url;
  // A fresh document for some variants; the rest change the hash of a loaded one (the router's popstate path).
  const fresh = new Set(['GUIDE/Index.HTML', 'guide/install', 'guide/Layers%26Sources', 'guide/%E5%A4%8D%E6%9D%82%E7%BA%BF', 'en/guide/LAYERS&sources/']);
  for (const [variant, canonical, title] of VARIANTS) {
    if (fresh.has(variant)) await page.goto('about:blank');
    await page.goto(base + '#/' + variant, { waitUntil: 'domcontentloaded' });
    await routerReady(page);
    await page.waitForFunction((t) => document.title === t, title);
    assert.is(decodedUrl(page), decodeURI(base + '#/' + canonical), variant);
  }
  for (const [variant, lang, title] of NOT_FOUND) {
    await page.goto(base + '#/' + variant, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction((t) => document.title === t, title);
    assert.is(await page.getAttribute('html', 'lang'), lang, variant);
  }
  // A path URL in hash mode shows its page and moves the route into the hash, keeping the anchor.
  await page.goto(base + 'guide/install.html#用法');
  await routerReady(page);
  assert.is(decodedUrl(page), base + '#/guide/install.html#用法');
  assert.ok((await page.evaluate(() => window.scrollY)) > 100, 'scrolled to the anchor');

  await page.goto(base + '#/guide/');
  await routerReady(page);
  await page.evaluate(() => ((window as any).__marker = 'same document'));
  await page.click('.sidebar a.sidebar-link:text-is("安装")');
  await page.waitForFunction(() => document.title === '安装 | 路由');
  assert.is(decodedUrl(page), base + '#/guide/install.html');
  assert.is(await page.evaluate(() => window.scrollY), 0);
  await page.click('.sidebar a.header-link:text-is("配置")');
  await page.waitForFunction(() => decodeURI(location.hash) === '#/guide/install.html#配置');
  assert.ok((await page.evaluate(() => window.scrollY)) > 500, 'scrolled to the heading');
  await page.goBack();
  await page.waitForFunction(() => decodeURI(location.hash) === '#/guide/install.html');
  await page.goBack();
  await page.waitForFunction(() => document.title === '指南 | 路由');
  assert.is(decodedUrl(page), base + '#/guide/');
  assert.is(await page.evaluate(() => (window as any).__marker), 'same document');
  assert.equal(errors, []);
  await context.close();
});

Router('memory mode keeps the URL while navigating', async (ctx) => {
  const site = await buildAndServe(FIXTURE, { routerMode: 'memory' });
  const { context, page, errors } = await newPage(ctx);
  await page.goto(site.url + 'guide/');
  await routerReady(page);
  await page.click('.sidebar a.sidebar-link:text-is("安装")');
  await page.waitForFunction(() => document.title === '安装 | 路由');
  assert.is(page.url(), site.url + 'guide/');
  assert.equal(errors, []);
  await context.close();
  await site.close();
});

Router('client navigation swaps content, head and islands; back/forward restore pages and scroll', async (ctx) => {
  const { context, page, errors } = await newPage(ctx);
  const base = ctx.history.url;
  await page.goto(base + 'guide/');
  await routerReady(page);
  await page.evaluate(() => {
    (window as any).__marker = 'same document';
    (window as any).__events = [];
    for (const name of ['mapdocs:before-navigate', 'mapdocs:navigated'])
      document.addEventListener(name, (e) => (window as any).__events.push(`${name}:${(e as CustomEvent).detail.to}`));
  });
  await page.click('.content a:text-is("安装")');
  await page.waitForFunction(() => document.title === '安装 | 路由');
  assert.is(decodedUrl(page), base + 'guide/install.html');
  assert.equal(await page.evaluate(() => (window as any).__events), ['mapdocs:before-navigate:/guide/install.html', 'mapdocs:navigated:/guide/install.html']);
  // Absolute at the fixture's hostname, as the server wrote it; the first page's hreflang alternates are gone.
  assert.is(await page.getAttribute('link[rel=canonical]', 'href'), 'https://maplib.example/static/modules/maplib/guide/install.html');
  assert.is(await page.locator('link[rel=alternate][hreflang]').count(), 0);
  assert.is(await page.getAttribute('meta[name=description]', 'content'), '路由测试站点');
  assert.is(await page.locator('.sidebar a.sidebar-link.active').first().textContent(), '安装');
  assert.is(await page.locator('.code-group-tabs button').count(), 2, 'code-group island mounted on the new content');

  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForTimeout(50);
  // A link with an anchor to another page scrolls to the heading below the navbar.
  await page.click('.sidebar a.sidebar-link:text-is("指南")');
  await page.waitForFunction(() => document.title === '指南 | 路由');
  assert.is(await page.evaluate(() => window.scrollY), 0, 'a new page starts at the top');
  await page.click('.content a:text-is("跳到安装的用法一节")');
  await page.waitForFunction(() => document.title === '安装 | 路由');
  assert.is(decodedUrl(page), base + 'guide/install.html#用法');
  const top = await page.evaluate(() => document.getElementById('用法')!.getBoundingClientRect().top);
  const navbar = await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom);
  assert.ok(Math.abs(top - navbar - 10) <= 2, `heading sits 10 px below the navbar (top ${top}, navbar ${navbar})`);

  await page.goBack();
  await page.waitForFunction(() => document.title === '指南 | 路由');
  await page.goBack();
  await page.waitForFunction(() => document.title === '安装 | 路由');
  assert.is(await page.evaluate(() => window.scrollY), 900, 'back restores the scroll position');
  await page.goForward();
  await page.waitForFunction(() => document.title === '指南 | 路由');
  assert.is(await page.evaluate(() => (window as any).__marker), 'same document');
  assert.equal(errors, []);
  await context.close();
});

Router('redundant and cancelled navigations are silent; the last click wins', async (ctx) => {
  const { context, page, errors } = await newPage(ctx);
  const base = ctx.history.url;
  const manifest = await manifestOf(ctx.history);
  const installChunk = new URL(manifest.routes.find((r) => r.path === '/guide/install.html')!.chunk, base).href;
  // Installed before the page loads, so that not even a prefetch gets the chunk early.
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await context.route('**/assets/chunks/*.json', async (route) => {
    if (route.request().url() === installChunk) await gate;
    await route.continue();
  });
  await page.goto(base + 'guide/');
  await routerReady(page);
  await page.evaluate(() => {
    (window as any).__count = 0;
    document.addEventListener('mapdocs:navigated', () => (window as any).__count++);
  });
  const entries = await page.evaluate(() => history.length);
  // Clicking the current page does nothing.
  await page.click('.sidebar a.sidebar-link:text-is("指南")');
  await page.waitForTimeout(100);
  assert.is(await page.evaluate(() => (window as any).__count), 0);
  assert.is(await page.evaluate(() => history.length), entries, 'no history entry');

  // A slow page, then another before the first arrives: the second stays.
  await page.click('.sidebar a.sidebar-link:text-is("安装")', { noWaitAfter: true });
  await page.click('.sidebar a.sidebar-link:text-is("复杂线")');
  await page.waitForFunction(() => document.title === '复杂线 | 路由');
  release();
  await page.waitForResponse((r) => r.url() === installChunk);
  await page.waitForTimeout(100);
  assert.is(await page.title(), '复杂线 | 路由', 'the cancelled navigation never swaps in');
  assert.is(decodeURI(new URL(page.url()).pathname), '/static/modules/maplib/guide/复杂线.html');
  assert.is(await page.evaluate(() => (window as any).__count), 1);
  assert.equal(errors, []);
  await context.close();
});

Router('the progress bar shows while a slow chunk loads, and not for a loaded one', async (ctx) => {
  const { context, page, errors } = await newPage(ctx);
  const base = ctx.history.url;
  const manifest = await manifestOf(ctx.history);
  const installChunk = manifest.routes.find((r) => r.path === '/guide/install.html')!.chunk;
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await context.route((url) => url.pathname === installChunk, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(base + 'guide/');
  await routerReady(page);
  await page.click('.sidebar a.sidebar-link:text-is("安装")', { noWaitAfter: true });
  await page.waitForSelector('#nprogress .bar', { timeout: 1000 });
  const color = await page.evaluate(() => getComputedStyle(document.querySelector('#nprogress .bar')!).backgroundColor);
  assert.is(color, 'rgb(31, 122, 92)', 'brand colour');
  assert.is(await page.title(), '指南 | 路由', 'still on the old page while the chunk loads');
  release();
  await page.waitForFunction(() => document.title === '安装 | 路由');
  await page.waitForSelector('#nprogress', { state: 'detached', timeout: 2000 });

  // Back to a page whose chunk has arrived (the router fetches the first page's own chunk when idle): no bar.
  await page.waitForFunction(() => performance.getEntriesByType('resource').filter((e) => /chunks\/v-/.test(e.name)).length >= 2);
  await page.evaluate(() => {
    (window as any).__bar = false;
    new MutationObserver(() => document.getElementById('nprogress') && ((window as any).__bar = true)).observe(document.body, { childList: true });
  });
  await page.goBack();
  await page.waitForFunction(() => document.title === '指南 | 路由');
  assert.is(await page.evaluate(() => (window as any).__bar), false);
  assert.equal(errors, []);
  await context.close();
});

Router('a failing chunk is reported by name, type and address, then the page loads in full', async (ctx) => {
  const { context, page } = await newPage(ctx);
  const base = ctx.history.url;
  const logs: string[] = [];
  page.on('console', (m) => m.type() === 'error' && logs.push(m.text()));
  const manifest = await manifestOf(ctx.history);
  const install = manifest.routes.find((r) => r.path === '/guide/install.html')!;
  const layers = manifest.routes.find((r) => r.path === '/guide/layers&sources.html')!;
  await context.route((url) => url.pathname === install.chunk, (route) => route.abort('failed'));
  await context.route((url) => url.pathname === layers.chunk, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>not json' }));
  await page.goto(base + 'guide/');
  await routerReady(page);

  await page.evaluate(() => ((window as any).__marker = 'old document'));
  await Promise.all([page.waitForEvent('load'), page.click('.sidebar a.sidebar-link:text-is("安装")')]);
  await routerReady(page);
  assert.is(await page.title(), '安装 | 路由');
  assert.is(await page.evaluate(() => (window as any).__marker), undefined, 'a full page load followed');
  const report = logs.find((l) => l.includes(install.key));
  assert.ok(report, `console names the chunk: ${logs.join(' | ')}`);
  assert.match(report!, '(network)');
  assert.match(report!, install.chunk);
  const notice = await page.textContent('.mapdocs-notice');
  assert.match(notice!, install.key);
  assert.match(notice!, 'network');
  assert.match(notice!, install.chunk);

  await Promise.all([page.waitForEvent('load'), page.click('.sidebar a.sidebar-link:text-is("图层与数据源")')]);
  await routerReady(page);
  assert.is(await page.title(), '图层与数据源 | 路由');
  assert.ok(logs.some((l) => l.includes(layers.key) && l.includes('(parse)')), 'a chunk that is not JSON is a parse failure');
  await context.close();
});

Router('chunks are prefetched for links in view (when idle) and on hover', async (ctx) => {
  const { context, page, errors } = await newPage(ctx);
  const manifest = await manifestOf(ctx.history);
  const chunkOf = (p: string) => manifest.routes.find((r) => r.path === p)!.chunk;
  const requested = new Set<string>();
  page.on('request', (req) => requested.add(new URL(req.url()).pathname));
  await page.goto(ctx.history.url + 'guide/');
  await routerReady(page);
  // The sidebar links are in view.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/chunks/')));
  await page.waitForTimeout(300);
  for (const p of ['/guide/install.html', '/guide/layers&sources.html', '/guide/复杂线.html']) assert.ok(requested.has(chunkOf(p)), `in-view link to ${p} prefetched`);
  const en = chunkOf('/en/guide/layers&sources.html');
  assert.not.ok(requested.has(en));
  // A link that appears later, out of any observer, is fetched when hovered.
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/static/modules/maplib/en/guide/layers&sources.html';
    a.id = 'late-link';
    a.textContent = 'English page';
    document.querySelector('.content')!.appendChild(a);
  });
  await page.hover('#late-link');
  await page.waitForTimeout(300);
  assert.ok(requested.has(en), 'hovered link prefetched');
  assert.equal(errors, []);
  await context.close();
});

Router('a reload comes back to the same scroll position', async (ctx) => {
  const { context, page, errors } = await newPage(ctx);
  await page.goto(ctx.history.url + 'guide/install.html');
  await routerReady(page);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForTimeout(400);
  const url = page.url();
  await page.reload();
  await routerReady(page);
  assert.is(await page.evaluate(() => Math.round(window.scrollY)), 1200);
  assert.is(page.url(), url);
  assert.equal(errors, []);
  await context.close();
});

Router('a page without demos loads at most 15 KB of gzipped JavaScript', async (ctx) => {
  const { context, page, errors } = await newPage(ctx);
  const scripts = new Map<string, Buffer>();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), await res.body());
  });
  await page.goto(ctx.history.url + 'guide/install.html', { waitUntil: 'networkidle' });
  await routerReady(page);
  const gzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  console.log(`\n  shell JS: ${scripts.size} files, ${gzip} bytes gzip`);
  assert.ok(scripts.size >= 1);
  assert.ok(gzip <= 15 * 1024, `${gzip} bytes gzip`);
  assert.equal(errors, []);
  await context.close();
});

Router.run();
