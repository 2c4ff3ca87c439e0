// A plain static host (no rewrites, no redirects, case-sensitive files, 404.html on a miss): the client resolves the
// path by the same rules, or shows the not-found page of the path's locale.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { resolveConfig } from '../../src/render/config/resolveConfig.ts';
import { build } from '../../src/render/build.ts';
import { collectErrors, launchBrowser, offlineContext, routerReady } from '../helpers/browser.ts';
import { tempDir } from '../helpers/site.ts';

const FIXTURE = path.resolve('test/fixtures/routing/docs');
const BASE = '/static/modules/maplib/';

/** The dumbest static host: exact file (or a folder's index.html) under the base, else /404.html with status 404. */
function dumbHost(outDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = pathname.startsWith(BASE) ? path.join(outDir, pathname.slice(BASE.length)) : '';
    if (file && fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    const found = file.startsWith(outDir) && fs.existsSync(file) && fs.statSync(file).isFile();
    const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
    const served = found ? file : path.join(outDir, '404.html');
    res.writeHead(found ? 200 : 404, { 'Content-Type': types[path.extname(served)] ?? 'application/octet-stream' });
    fs.createReadStream(served).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as import('node:net').AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}${BASE}`, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

let browser: Browser;
let host: Awaited<ReturnType<typeof dumbHost>>;

test.before(async () => {
  const outDir = path.join(tempDir(), 'out');
  const config = await resolveConfig(FIXTURE, { outDir });
  [browser] = await Promise.all([launchBrowser(), build(config)]);
  host = await dumbHost(outDir);
});

test.after(async () => {
  await Promise.all([browser?.close(), host?.close()]);
});


test('every URL variant shows its page at the canonical URL, via 404.html where the host has no file', async () => {
  const context = await offlineContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const cases: [string, string, string, number][] = [
    // [variant, canonical, title, status the host answers]
    ['guide/install.html', 'guide/install.html', '安装 | 路由', 200],
    ['guide/install', 'guide/install.html', '安装 | 路由', 404],
    ['guide/install/', 'guide/install.html', '安装 | 路由', 404],
    ['guide/install.html/', 'guide/install.html', '安装 | 路由', 404],
    ['guide/install.html/?x=1#top', 'guide/install.html?x=1#top', '安装 | 路由', 404],
    ['GUIDE/Install.HTML', 'guide/install.html', '安装 | 路由', 404],
    ['guide/index.html', 'guide/', '指南 | 路由', 200],
    ['guide', 'guide/', '指南 | 路由', 200],
    ['Guide/', 'guide/', '指南 | 路由', 404],
    ['guide/layers&sources.html', 'guide/layers&sources.html', '图层与数据源 | 路由', 200],
    ['guide/layers%26sources', 'guide/layers&sources.html', '图层与数据源 | 路由', 404],
    ['guide/%E5%A4%8D%E6%9D%82%E7%BA%BF', 'guide/复杂线.html', '复杂线 | 路由', 404],
    ['EN/guide/layers&sources', 'en/guide/layers&sources.html', 'Layers & sources | Routing', 404],
    ['index.html', '', '首页 | 路由', 200],
  ];
  for (const [variant, canonical, title, status] of cases) {
    const res = await page.goto(host.url + variant, { waitUntil: 'domcontentloaded' });
    assert.is(res?.status(), status, `${variant}: host status`);
    await routerReady(page);
    await page.waitForFunction((t) => document.title === t, title);
    assert.is(page.url(), encodeURI(host.url + canonical), variant);
    const h1 = (await page.locator('[data-region="page"] h1').first().textContent())!;
    assert.ok(h1.endsWith(title.split(' | ')[variant === 'index.html' ? 1 : 0]), `${variant}: content swapped in (${h1})`);
  }
  assert.equal(errors.filter((e) => !/status of 404/.test(e)), []);
  await context.close();
});

test('a path that names no page shows the not-found page of its locale', async () => {
  const context = await offlineContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  for (const [variant, lang, title] of [
    ['nope', 'zh-CN', '页面未找到 | 路由'],
    ['en/nope.html', 'en-US', 'Page not found | Routing'],
    ['en/guide/install.html', 'en-US', 'Page not found | Routing'],
  ]) {
    const res = await page.goto(host.url + variant, { waitUntil: 'domcontentloaded' });
    assert.is(res?.status(), 404);
    await routerReady(page);
    await page.waitForFunction((t) => document.title === t, title);
    assert.is(await page.getAttribute('html', 'lang'), lang, variant);
    assert.is(await page.locator('.not-found h1').textContent(), title.split(' | ')[0]);
    assert.is(page.url(), host.url + variant, 'the URL stays as typed');
    // The not-found page still navigates client-side.
    await page.evaluate(() => ((window as any).__marker = 1));
    await page.click('.not-found a.action-button');
    await page.waitForFunction(() => !document.querySelector('.not-found'));
    assert.is(await page.evaluate(() => (window as any).__marker), 1);
    assert.is(page.url(), host.url + (lang === 'en-US' ? 'en/' : ''));
  }
  assert.equal(errors.filter((e) => !/status of 404/.test(e)), []);
  await context.close();
});

test('when chunks cannot load, 404.html falls back to a full load of the canonical URL, and never reloads itself', async () => {
  const context = await offlineContext(browser);
  await context.route('**/assets/chunks/*.json', (route) => route.abort('failed'));
  const page = await context.newPage();
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(host.url + 'GUIDE/install', { waitUntil: 'domcontentloaded' });
  await page.waitForURL(host.url + 'guide/install.html');
  await routerReady(page);
  assert.is(await page.title(), '安装 | 路由');

  await page.goto(host.url + 'en/nope', { waitUntil: 'domcontentloaded' });
  await routerReady(page);
  loads = 0;
  await page.waitForTimeout(800);
  assert.is(loads, 0, 'no reload loop');
  assert.match((await page.textContent('.mapdocs-notice'))!, '404-en');
  await context.close();
});

test.run();
