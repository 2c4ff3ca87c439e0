// What "Open in JSFiddle" sends runs there as is: a page on another origin built from the exact form fields
// (resources as tags, html, css, js) runs the demo with the site's hosted runtimes, MapLib's worker included.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import http from 'node:http';
import * as esbuild from 'esbuild';
import type { Browser } from 'playwright-core';
import { launchBrowser, offlineContext, collectErrors } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { jsfiddleFields } from '../../src/shared/playground.ts';

const test = suite('playground export');
let site: ServedSite;
let browser: Browser;
let playground: http.Server;
let pageHtml = '';

test.before(async () => {
  site = await buildAndServe('test/fixtures/demos/docs');
  browser = await launchBrowser();
  // The "playground": another origin (localhost vs 127.0.0.1) serving whatever page the test assembled.
  playground = http.createServer((_, res) => res.end(pageHtml));
  await new Promise<void>((resolve) => playground.listen(0, 'localhost', resolve));
});
test.after(async () => {
  await browser?.close();
  await site?.close();
  playground?.close();
});

/** The page JSFiddle would make of the fields; JSX compiled as its Babel panel would. */
function fiddlePage(fields: Record<string, string>): string {
  const tags = fields.resources
    .split(',')
    .map((url) => (url.endsWith('.css') ? `<link rel="stylesheet" href="${url}">` : `<script src="${url}"></script>`))
    .join('\n');
  const js = fields.panel_js === '3' ? esbuild.transformSync(fields.js, { loader: 'jsx' }).code : fields.js;
  return `<!DOCTYPE html><html><head><meta charset="utf-8">${tags}<style>${fields.css}</style></head><body>${fields.html}<script>${js}</script></body></html>`;
}

async function resourcesFromSite() {
  const context = await offlineContext(browser);
  const page = await context.newPage();
  await page.goto(site.url + 'map/');
  await page.waitForSelector('.demo-block.demo-ready');
  const boot = JSON.parse((await page.textContent('#mapdocs-boot'))!);
  await context.close();
  const abs = (u: string) => site.origin + u;
  const r = boot.demo.runtimes;
  return { js: [r.react, r.numeral, ...r.libs[0].js].map(abs), css: r.libs[0].css.map(abs) };
}

test('a react map demo exported to a playground runs on another origin, offline', async () => {
  const resources = await resourcesFromSite();
  const source = "const { Map, Marker } = MapLib;\nexport default function App() {\n  return <Map style={{ height: 300 }} center={[116.4, 39.9]} zoom={3}><Marker lngLat={[116.4, 39.9]} /></Map>;\n}\n";
  pageHtml = fiddlePage(jsfiddleFields('react', source, resources));
  const context = await offlineContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const port = (playground.address() as import('node:net').AddressInfo).port;
  await page.goto(`http://localhost:${port}/`);
  await page.waitForFunction(() => (window as any).MapLib?.core.getLiveMaps?.()[0]?.map?.loaded?.() || document.querySelector('.maplibregl-canvas'), null, { timeout: 20000 });
  await page.waitForFunction(() => document.querySelector('.maplibregl-marker'));
  assert.equal(errors, []);
  assert.equal(context.blocked, []);
  await context.close();
});

test.run();
