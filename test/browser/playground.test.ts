// What "Open in JSFiddle" / "Open in CodePen" sends runs there as is: a page on another origin built from the exact
// form fields (resources as tags, html, css, js; JSFiddle's on-load wrap, CodePen's plain script) runs the demo with
// the site's versioned `_playground/` copies, MapLib's worker and data included — the reader's code unwrapped where
// the playground allows it, React, Vue 3 and the Vue 2.7 of VuePress sites.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { lookup } from 'mrmime';
import type { Browser } from 'playwright-core';
import { launchBrowser, offlineContext, collectErrors } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { codepenFields, jsfiddleFields, playgroundResources, type PlaygroundKind, type PlaygroundResources } from '../../src/shared/playground.ts';
import type { BootData } from '../../src/shared/types.ts';

const test = suite('playground export');
let site: ServedSite;
let browser: Browser;
let playground: http.Server;
let host: http.Server;
let pageHtml = '';
let boot: BootData;

/**
 * The site as a static host configured as the docs say (Access-Control-Allow-Origin: * on its files), so the test
 * holds whichever server publishes the output; `mapdocs serve` itself is checked in test/cli.
 */
function staticHost(outDir: string, base: string): http.Server {
  return http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url!, 'http://x').pathname).slice(base.length);
    const file = path.join(outDir, rel);
    if (!file.startsWith(outDir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': lookup(file) ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
    res.end(fs.readFileSync(file));
  });
}

const listen = (server: http.Server, hostname: string) => new Promise<number>((resolve) => server.listen(0, hostname, () => resolve((server.address() as import('node:net').AddressInfo).port)));

test.before(async () => {
  site = await buildAndServe('test/fixtures/demos/docs');
  browser = await launchBrowser();
  // The "playground": another origin (localhost vs 127.0.0.1) serving whatever page the test assembled.
  playground = http.createServer((_, res) => res.end(pageHtml));
  host = staticHost(site.outDir, site.base);
  await listen(playground, 'localhost');
  await listen(host, '127.0.0.1');
  const context = await offlineContext(browser);
  const page = await context.newPage();
  await page.goto(site.url + 'map/');
  await page.waitForSelector('.demo-block.demo-ready');
  boot = JSON.parse((await page.textContent('#mapdocs-boot'))!);
  await context.close();
});
test.after(async () => {
  await browser?.close();
  await site?.close();
  playground?.close();
  host?.close();
});

/** What the playground buttons compute on a page of the site (published on the static host). */
function resources(kind: PlaygroundKind): PlaygroundResources {
  const hostOrigin = `http://127.0.0.1:${(host.address() as import('node:net').AddressInfo).port}`;
  return playgroundResources(boot.demo!, kind, `${hostOrigin}${site.base}map/`, boot.base);
}

/** The page JSFiddle makes of its fields: JSX through its Babel panel, then its load type ("l": inside onload). */
function fiddlePage(fields: Record<string, string>): string {
  const tags = fields.resources
    .split(',')
    .map((url) => (url.endsWith('.css') ? `<link rel="stylesheet" href="${url}">` : `<script src="${url}"></script>`))
    .join('\n');
  let js = fields.panel_js === '3' ? esbuild.transformSync(fields.js, { loader: 'jsx' }).code : fields.js;
  if (fields.wrap === 'l') js = `window.onload = function () {\n${js}\n};`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8">${tags}<style>${fields.css}</style></head><body>${fields.html}<script>${js}</script></body></html>`;
}

/** The page CodePen makes of its `data`: external resources, then the JS (through Babel) as a classic script. */
function penPage(fields: Record<string, string>): string {
  const d = JSON.parse(fields.data);
  const css = (d.css_external as string).split(';').filter(Boolean).map((u) => `<link rel="stylesheet" href="${u}">`).join('');
  const js = (d.js_external as string).split(';').filter(Boolean).map((u) => `<script src="${u}"></script>`).join('');
  return `<!DOCTYPE html><html><head><meta charset="utf-8">${css}<style>${d.css}</style></head><body>${d.html}${js}<script>${esbuild.transformSync(d.js, { loader: 'jsx' }).code}</script></body></html>`;
}

/** Opens the assembled page offline and waits for `ready` (a page function) to hold; returns console errors. */
async function run(html: string, ready: () => unknown): Promise<{ errors: string[]; blocked: string[] }> {
  pageHtml = html;
  const context = await offlineContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const port = (playground.address() as import('node:net').AddressInfo).port;
  await page.goto(`http://localhost:${port}/`);
  await page.waitForFunction(ready, null, { timeout: 20000 });
  // Maps load their basemap in MapLib's worker, from the site: wait until a map has drawn it.
  await page.waitForFunction(() => (window as any).MapLib?.core.getLiveMaps?.().every((v: any) => v.maplibre.loaded()), null, { timeout: 20000 });
  const blocked = context.blocked;
  await context.close();
  return { errors, blocked };
}

const reactMap = "const { Map, Marker } = MapLib;\nexport default function App() {\n  return <Map style={{ height: 300 }} center={[116.4, 39.9]} zoom={3}><Marker lngLat={[116.4, 39.9]} /></Map>;\n}\n";

test('resources: the versioned _playground copies, never a content-hashed asset', () => {
  const r = resources('react');
  const all = [...r.js, ...r.css];
  assert.ok(all.length >= 4, all.join(' '));
  for (const url of all) assert.match(url, `${site.base}_playground/`);
  assert.ok(r.js.some((u) => /\/_playground\/maplib\/v[\w.]+\/maplib\.js$/.test(u)), r.js.join(' '));
});

test('a react map demo opened in JSFiddle runs on another origin, offline; the JS panel is the code as written', async () => {
  const fields = jsfiddleFields('react', reactMap, resources('react'));
  assert.ok(fields.js.startsWith('const { Map, Marker } = MapLib;\nfunction App() {'), fields.js);
  const r = await run(fiddlePage(fields), () => !!document.querySelector('.maplibregl-marker'));
  assert.equal(r.errors, []);
  assert.equal(r.blocked, []);
});

test('the same demo opened in CodePen (a classic script, no load wrap) runs too: code naming `Map` goes in a block there', async () => {
  const fields = codepenFields('react', reactMap, resources('react'));
  assert.ok(JSON.parse(fields.data).js.startsWith('{\n'));
  const r = await run(penPage(fields), () => !!document.querySelector('.maplibregl-marker'));
  assert.equal(r.errors, []);
  assert.equal(r.blocked, []);
});

test('a Vue 2.7 demo (VuePress sites) runs on Vue 2 in the playground: template compiled there, map mounted', async () => {
  const vue2 = [
    '<template>',
    '  <div><p id="count">{{ label }} {{ n }}</p><div ref="map" style="height: 240px"></div></div>',
    '</template>',
    '<script>',
    'export default {',
    "  data() { return { label: 'Vue', n: 2 }; },",
    '  mounted() { this.view = MapLib.createMap(this.$refs.map, { center: [116.4, 39.9], zoom: 3 }); },',
    '};',
    '</script>',
  ].join('\n');
  const res = resources('vue2');
  assert.ok(res.js.some((u) => /\/_playground\/vue\/v2\.[\d.]+\/vue\.min\.js$/.test(u)), res.js.join(' '));
  assert.not.ok(res.js.some((u) => /\/vue\/v3\./.test(u)), 'no Vue 3 beside it');
  const r = await run(fiddlePage(jsfiddleFields('vue2', vue2, res)), () => document.querySelector('#count')?.textContent === 'Vue 2' && (window as any).Vue?.version?.startsWith('2.') && !!document.querySelector('.maplibregl-canvas'));
  assert.equal(r.errors, []);
  assert.equal(r.blocked, []);
});

test.run();
