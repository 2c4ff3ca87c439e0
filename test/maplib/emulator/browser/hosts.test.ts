// The emulator's two hosts in Chromium with the network cut: a WMS layer drawn through the service worker and the
// same page with service workers blocked (in-page fallback) give the same pixels; nothing leaves 127.0.0.1.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, offlineContext, collectErrors } from '../../../helpers/browser.ts';
import { decodePng } from '../../../helpers/png.ts';

const DIST = path.resolve('maplib/dist/browser');
const BASE = '/site/';
const ASSETS = `${BASE}assets/maplib.5e1f/`;
const WMS =
  '_services/ogc/wms?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=countries,earthquakes&STYLES=&CRS=EPSG:3857' +
  '&BBOX={bbox-epsg-3857}&WIDTH=256&HEIGHT=256&FORMAT=image/png&TRANSPARENT=TRUE';

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>emulator hosts</title>
<link rel="stylesheet" href="${ASSETS}maplib.css"><script src="${ASSETS}maplib.js"></script>
<style>html,body{margin:0} #map{width:640px;height:400px}</style></head>
<body><div id="map"></div><script>
(async () => {
  // ?fallback: the in-page host even where the service worker could answer (edits must still be shared).
  const state = await MapLib.servicesReady({ base: ${JSON.stringify(BASE)}, serviceWorker: location.search.includes('fallback') ? false : undefined });
  const maplibregl = MapLib.maplibregl;
  const map = new maplibregl.Map({
    container: 'map', center: [110, 30], zoom: 2, fadeDuration: 0, attributionControl: false,
    transformRequest: MapLib.chainTransformRequest(),
    style: { version: 8, sources: {
        // GeoJSON is fetched by MapLibre's web worker: the service worker answers it, or the fallback's protocol.
        quakes: { type: 'geojson', data: new URL('_services/data/earthquakes.geojson', location.origin + ${JSON.stringify(BASE)}).href },
        wms: { type: 'raster', tileSize: 256, tiles: [new URL(${JSON.stringify(WMS)}, location.origin + ${JSON.stringify(BASE)}).href.replace(/%7B/g, '{').replace(/%7D/g, '}')] } },
      layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#dbe9f4' } }, { id: 'wms', type: 'raster', source: 'wms', paint: { 'raster-fade-duration': 0 } },
        { id: 'quakes', type: 'circle', source: 'quakes', filter: ['>=', ['get', 'mag'], 4.5], paint: { 'circle-color': '#2040ff', 'circle-radius': 5 } }] },
  });
  map.once('idle', () => { window.__ready = state; });
  window.__map = map;
})().catch((e) => { window.__ready = { error: String(e) }; });
</script></body></html>`;

/** MapLib's own map, no transformRequest given: it must chain the emulator's itself (worker-fetched GeoJSON). */
const MAPLIB_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>emulator with MapLib's map</title>
<link rel="stylesheet" href="${ASSETS}maplib.css"><script src="${ASSETS}maplib.js"></script>
<style>html,body{margin:0} #map{width:640px;height:400px}</style></head>
<body><div id="map"></div><script>
(async () => {
  const state = await MapLib.servicesReady({ base: ${JSON.stringify(BASE)}, serviceWorker: false });
  const view = MapLib.createMap('map', { basemap: 'none', center: [110, 30], zoom: 2 });
  view.add(new MapLib.core.GeoJSONLayer({ id: 'quakes', data: ${JSON.stringify(BASE)} + '_services/data/earthquakes.geojson', type: 'circle', paint: { 'circle-color': '#2040ff', 'circle-radius': 5 } }));
  view.maplibre.once('idle', () => { window.__ready = { mode: state.mode, rendered: view.maplibre.queryRenderedFeatures({ layers: ['quakes'] }).length }; });
})().catch((e) => { window.__ready = { error: String(e) }; });
</script></body></html>`;

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.geojson': 'application/geo+json' };

interface Server {
  origin: string;
  paths: string[];
  close(): Promise<void>;
}

/** A static host: the page, the service worker at the base, MapLib's folder at a hashed path. */
async function startServer(): Promise<Server> {
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    paths.push(url.pathname);
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (url.pathname === BASE) return send(200, 'text/html; charset=utf-8', url.search === '?maplib' ? MAPLIB_PAGE : PAGE);
    const file = url.pathname === `${BASE}maplib-sw.js` ? path.join(DIST, 'maplib-sw.js') : url.pathname.startsWith(ASSETS) ? path.join(DIST, url.pathname.slice(ASSETS.length)) : undefined;
    if (!file || !file.startsWith(DIST) || !fs.existsSync(file)) return send(404, 'text/plain', 'not found');
    send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, paths, close: () => new Promise((r) => server.close(() => r())) };
}

interface Run {
  state: { mode: string; prefix: string };
  png: Buffer;
  swResponses: string[];
  allUrls: string[];
  blocked: string[];
  errors: string[];
  arcgis: any;
  es: any;
}

async function run(browser: Browser, origin: string, serviceWorkers: 'allow' | 'block', shot: string): Promise<Run> {
  const context = (await offlineContext(browser, { viewport: { width: 800, height: 500 }, serviceWorkers })) as BrowserContext & { blocked: string[] };
  const page: Page = await context.newPage();
  const errors = collectErrors(page);
  const swResponses: string[] = [];
  const allUrls: string[] = [];
  context.on('request', (r) => allUrls.push(r.url()));
  page.on('response', (r) => r.fromServiceWorker() && swResponses.push(r.url()));
  await page.goto(origin + BASE);
  await page.waitForFunction(() => (window as any).__ready, null, { timeout: 20000 });
  const state = await page.evaluate(() => (window as any).__ready);
  assert.not.ok(state.error, state.error);
  // The page's own fetch() of emulated services: through the worker, or through the fallback's fetch hook.
  const arcgis = await page.evaluate(async (base) => (await fetch(base + '_services/arcgis/rest/services/World/MapServer?f=json')).json(), BASE);
  const es = await page.evaluate(async (base) => {
    const body = { size: 0, aggs: { grid: { geotile_grid: { field: 'location', precision: 2 }, aggs: { c: { geo_centroid: { field: 'location' } } } } } };
    const res = await fetch(base + '_services/es/earthquakes/_search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  }, BASE);
  const png = await page.locator('#map').screenshot({ path: shot });
  await context.close();
  return { state, png, swResponses, allUrls, blocked: context.blocked, errors, arcgis, es };
}

/** Pixel difference of two screenshots of the same size. */
function diff(a: Buffer, b: Buffer): { differing: number; total: number; distinct: number; blueA: number; blueB: number } {
  const [p, q] = [decodePng(a).data, decodePng(b).data];
  let differing = 0;
  const colours = new Set<string>();
  // MapLibre's own circles (#2040ff) from the worker-fetched GeoJSON.
  const blue = (d: Uint8Array) => {
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - 0x20) < 24 && Math.abs(d[i + 1] - 0x40) < 24 && d[i + 2] > 230) n++;
    return n;
  };
  for (let i = 0; i < p.length; i += 4) {
    if (Math.max(Math.abs(p[i] - q[i]), Math.abs(p[i + 1] - q[i + 1]), Math.abs(p[i + 2] - q[i + 2])) > 8) differing++;
    if (i % 40 === 0) colours.add(`${p[i] >> 4},${p[i + 1] >> 4},${p[i + 2] >> 4}`);
  }
  return { differing, total: p.length / 4, distinct: colours.size, blueA: blue(p), blueB: blue(q) };
}

let browser: Browser;
let server: Server;
let sw: Run;
let fallback: Run;

test.before(async () => {
  if (!fs.existsSync(path.join(DIST, 'maplib-sw.js'))) throw new Error('maplib/dist/browser/maplib-sw.js is missing: run `npm run build:maplib` first');
  server = await startServer();
  browser = await launchBrowser();
  sw = await run(browser, server.origin, 'allow', '/tmp/emulator-hosts-sw.png');
  fallback = await run(browser, server.origin, 'block', '/tmp/emulator-hosts-fallback.png');
});

test.after(async () => {
  await browser?.close();
  await server?.close();
});

test('the service worker takes control on the first visit and answers the WMS tiles as same-origin HTTP', () => {
  assert.is(sw.state.mode, 'service-worker');
  assert.is(sw.state.prefix, server.origin + BASE + '_services/');
  const tiles = sw.swResponses.filter((u) => u.includes('/_services/ogc/wms?') && /REQUEST=GetMap/.test(u));
  assert.ok(tiles.length >= 4, `GetMap responses from the service worker: ${tiles.length}`);
  for (const u of tiles) assert.ok(u.startsWith(server.origin + BASE + '_services/'), u);
  assert.ok(tiles.some((u) => /BBOX=-?\d/.test(u)), 'bbox filled in');
});

test('with service workers blocked the fallback answers, and MapLibre requested nothing under _services from the network', () => {
  assert.is(fallback.state.mode, 'fallback');
  assert.is(fallback.swResponses.length, 0);
  for (const r of [sw, fallback]) assert.not.ok(server.paths.some((p) => p.includes('/_services/')), `the static host saw: ${server.paths.filter((p) => p.includes('_services'))}`);
});

test('both hosts draw the same pixels (WMS tiles from the main thread, GeoJSON from MapLibre\'s worker)', async () => {
  const d = diff(sw.png, fallback.png);
  // A map, not a blank canvas: the WMS draws countries and points over the background.
  assert.ok(d.distinct >= 4, `colours in the picture: ${d.distinct}`);
  assert.ok(d.blueA > 100 && d.blueB > 100, `GeoJSON circle pixels: ${d.blueA} (worker), ${d.blueB} (fallback)`);
  assert.ok(d.differing / d.total < 0.001, `${d.differing} of ${d.total} pixels differ`);
});

test('the page fetch()es emulated services in both modes (GET JSON, POST search)', () => {
  for (const r of [sw, fallback]) {
    assert.is(r.arcgis.tileInfo.spatialReference.wkid, 102100);
    assert.is(r.es.status, 200);
    assert.is(r.es.body.hits.total.value, 1707);
    assert.is(r.es.body.aggregations.grid.buckets.reduce((n: number, b: any) => n + b.doc_count, 0), 1707);
  }
});

test('feature edits live in IndexedDB: added through the service worker, read back by the in-page fallback and after a reload', async () => {
  const context = await offlineContext(browser, { viewport: { width: 800, height: 500 } });
  const page = await context.newPage();
  await page.goto(server.origin + BASE);
  await page.waitForFunction(() => (window as any).__ready, null, { timeout: 20000 });
  assert.is(await page.evaluate(() => (window as any).__ready.mode), 'service-worker');
  const added = await page.evaluate(async (base) => {
    const body = { AttStruct: { FldName: ['name_en', 'name_zh'] }, SFEleArray: [{ AttValue: ['Edited', '编辑'], fGeom: { RegGeom: [{ Rings: [{ Arcs: [{ Dots: [{ x: 10, y: 10 }, { x: 11, y: 10 }, { x: 11, y: 11 }] }] }] }] } }] };
    const res = await fetch(base + '_services/igs/rest/mrfs/docs/World/0/0/addFeatures?f=json', { method: 'POST', body: JSON.stringify(body) });
    return res.json();
  }, BASE);
  assert.is(added.succeed, true);
  const query = (p: Page) => p.evaluate(async ([base, fid]) => (await (await fetch(`${base}_services/igs/rest/mrfs/docs/World/0/0/query?objectIds=${fid}&f=json`)).json()).SFEleArray.map((f: any) => f.AttValue[1]), [BASE, added.FIDs[0]] as const);
  const other = await context.newPage();
  await other.goto(server.origin + BASE + '?fallback');
  await other.waitForFunction(() => (window as any).__ready, null, { timeout: 20000 });
  assert.is(await other.evaluate(() => (window as any).__ready.mode), 'fallback');
  assert.equal(await query(other), ['编辑'], 'the fallback sees the worker\'s edit');
  await page.reload();
  await page.waitForFunction(() => (window as any).__ready, null, { timeout: 20000 });
  assert.equal(await query(page), ['编辑'], 'kept across a reload');
  await context.close();
});

test('a corrupted edits record in IndexedDB does not fail its layer; MapLib.resetEmulatedEdits() brings the bundled data back', async () => {
  const context = await offlineContext(browser, { viewport: { width: 800, height: 500 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(server.origin + BASE);
  await page.waitForFunction(() => (window as any).__ready, null, { timeout: 20000 });
  assert.is(await page.evaluate(() => (window as any).__ready.mode), 'service-worker');
  const count = (layer: number) =>
    page.evaluate(async ([base, layer]) => {
      const res = await fetch(`${base}_services/arcgis/rest/services/World/MapServer/${layer}/query?where=1%3D1&returnCountOnly=true&f=json`);
      return res.ok ? (await res.json()).count : `HTTP ${res.status}`;
    }, [BASE, layer] as const);
  // A valid edit through the service worker, then the countries record overwritten with a string, as a bug could.
  assert.is(await page.evaluate(async (base) => (await (await fetch(`${base}_services/igs/rest/mrfs/docs/World/0/2/deleteFeatures?objectIds=1&f=json`, { method: 'POST' })).json()).succeed, BASE), true);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('maplib-emulator');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('edits', 'readwrite');
          tx.objectStore('edits').put('a string where a record belongs', 'countries');
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  assert.equal([await count(0), await count(2)], [177, 1706], 'the string is dropped; the valid edit stays');
  assert.is(await page.evaluate(async () => typeof (await (window as any).MapLib.resetEmulatedEdits())), 'undefined');
  assert.equal([await count(0), await count(2)], [177, 1707], 'every edit forgotten, no reload needed');
  await context.close();
  assert.equal(errors, []);
});

test("MapLib's Map chains the emulator's transformRequest itself: worker-fetched GeoJSON reaches the fallback", async () => {
  const context = await offlineContext(browser, { viewport: { width: 800, height: 500 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(server.origin + BASE + '?maplib');
  await page.waitForFunction(() => (window as any).__ready, null, { timeout: 20000 });
  const state = await page.evaluate(() => (window as any).__ready);
  await context.close();
  assert.not.ok(state.error, state.error);
  assert.is(state.mode, 'fallback');
  assert.ok(state.rendered > 10, `rendered earthquake circles: ${state.rendered}`);
  assert.equal(errors, []);
});

test('no request left 127.0.0.1 and the pages logged no errors', () => {
  for (const r of [sw, fallback]) {
    assert.equal(r.blocked, []);
    for (const u of r.allUrls) assert.ok(/^(http:\/\/127\.0\.0\.1:|data:|blob:|maplib-emulator:)/.test(u), u);
    assert.equal(r.errors, []);
  }
});

test.run();
