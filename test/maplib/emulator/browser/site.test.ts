// The built docs site with the network cut: the guide page's WMS demo is answered by the site's service worker
// (registered at the base, same-origin HTTP in DevTools), and by the in-page fallback when service workers are blocked.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, offlineContext, collectErrors } from '../../../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../../../helpers/site.ts';

let site: ServedSite;
let browser: Browser;

test.before(async () => {
  if (!fs.existsSync('maplib/dist/browser/maplib-sw.js')) throw new Error('run `npm run build:maplib` first');
  site = await buildAndServe('docs');
  browser = await launchBrowser();
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

async function openGuide(serviceWorkers: 'allow' | 'block', shot: string) {
  const context = await offlineContext(browser, { viewport: { width: 1200, height: 900 }, serviceWorkers });
  const page: Page = await context.newPage();
  const errors = collectErrors(page);
  const fromWorker: string[] = [];
  const requests: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  page.on('response', (r) => r.fromServiceWorker() && fromWorker.push(r.url()));
  await page.goto(`${site.origin}${site.base}guide/emulatedServices.html`);
  const pre = page.locator('.demo-block pre#getmap').first();
  // The demo lives in a shadow root; Playwright's CSS locators pierce it.
  await page.locator('.demo-block').first().scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const host = document.querySelector('.demo-block .demo-app') as HTMLElement | null;
    const text = host?.shadowRoot?.querySelector('#getmap')?.textContent ?? '';
    return text.includes('REQUEST=GetMap');
  }, null, { timeout: 30000 });
  const getmap = (await pre.textContent()) ?? '';
  const mode = (await page.locator('.demo-block #mode').first().textContent()) ?? '';
  await page.waitForTimeout(500);
  await page.locator('.demo-block .demo-app').first().screenshot({ path: shot });
  await page.screenshot({ path: shot.replace('.png', '-page.png') });
  const controlled = await page.evaluate(() => navigator.serviceWorker?.controller?.scriptURL ?? null);
  await context.close();
  return { getmap, mode, controlled, fromWorker, requests, blocked: context.blocked, errors };
}

test('service worker: registered at the site base, answers the demo GetMap requests as same-origin HTTP', async () => {
  const r = await openGuide('allow', '/tmp/emulator-site-sw.png');
  assert.is(r.mode, 'Service Worker');
  assert.ok(r.controlled?.startsWith(`${site.origin}${site.base}maplib-sw.js?assets=`), String(r.controlled));
  const prefix = `${site.origin}${site.base}_services/ogc/wms?`;
  assert.ok(r.getmap.startsWith(prefix), r.getmap);
  assert.match(r.getmap, /&BBOX=-?\d+(\.\d+)?,-?\d/);
  const tiles = r.fromWorker.filter((u) => u.startsWith(prefix));
  assert.ok(tiles.length >= 4, `GetMap answered by the worker: ${tiles.length}`);
  assert.equal(r.blocked, []);
  for (const u of r.requests) assert.ok(u.startsWith(site.origin) || /^(data|blob):/.test(u), u);
  assert.equal(r.errors, []);
});

test('service workers blocked: the same demo runs on the in-page fallback', async () => {
  const r = await openGuide('block', '/tmp/emulator-site-fallback.png');
  assert.is(r.mode, '页面内兜底（addProtocol）');
  assert.is(r.controlled, null);
  assert.ok(r.getmap.startsWith(`${site.origin}${site.base}_services/ogc/wms?`), r.getmap);
  assert.is(r.fromWorker.length, 0);
  assert.equal(r.blocked, []);
  assert.equal(r.errors, []);
});

test.run();
