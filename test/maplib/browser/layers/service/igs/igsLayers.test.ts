// IGServer and Tianditu layers in Chromium with the network cut, on the emulated services (in-page fallback): each
// draws where its service draws (pixel samples), a prop change sends new requests and changes the picture, the
// geographic map gets the right zoom offset and matrix set, every request stays on 127.0.0.1, and removal (core and
// React) leaves no layer, source, listener or map.
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { countNear, decodePng } from '../../../../../helpers/png.ts';
import { openSession, waitIdle, samplePixels, hex, colourDistance, type Session } from '../../../session.ts';
import { startServices, assertLandAndSea, landCount, project, LAND, EMPTY, LAND_PLACES, SEA_PLACES } from '../../../serviceLayers.ts';
import { assertRemoved, mountReact } from '../../../contract.ts';

const test = suite<{ s: Session; prefix: string }>('IGServer layers');

/** The emulator's graticule colour, Tianditu vec sea and land, img sea. */
const GRATICULE = '#1b998b';
const TDT_VEC_SEA = '#aadaff';
const TDT_VEC_LAND = '#f8f4e8';
const TDT_IMG_SEA = '#0b2545';
const QUAKE = '#d7263d';

test.before(async (ctx) => {
  ctx.s = await openSession();
  ctx.prefix = await startServices(ctx.s.page);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** A map in #map (basemap none: the service's drawing on the plain background), requests of layer `id` recorded. */
async function newMap(s: Session, options: Record<string, unknown> = {}): Promise<void> {
  s.errors.length = 0;
  await s.page.evaluate(async (options) => {
    const w = window as any;
    w.__map?.destroy();
    w.__requests = [];
    const map = w.MapLib.createMap('map', { basemap: 'none', center: [10, 10], zoom: 0.7, maplibreOptions: { fadeDuration: 0 }, ...options });
    w.__map = map;
    await map.ready();
    w.__base = { sourcedataloading: w.__listeners(map.maplibre, 'sourcedataloading') };
  }, options);
}

/** Adds a core layer `MapLib.core[kind]` with the given props (plus onRequest recording) and waits for the tiles. */
async function addLayer(s: Session, kind: string, props: Record<string, unknown>): Promise<void> {
  await s.page.evaluate(
    ({ kind, props }) => {
      const w = window as any;
      w.__layer = w.__map.add(new w.MapLib.core[kind]({ paint: { 'raster-fade-duration': 0 }, ...props, onRequest: (e: any) => w.__requests.push(e.url) }));
    },
    { kind, props },
  );
  await waitIdle(s.page);
}

/** Updates the layer, waits for its first new request, then for the map to settle. */
async function update(s: Session, props: Record<string, unknown>): Promise<void> {
  await s.page.evaluate((props) => {
    const w = window as any;
    w.__requests = [];
    w.__layer.update(props);
  }, props);
  await s.page.waitForFunction(() => (window as any).__requests.length > 0, undefined, { timeout: 10000 });
  await waitIdle(s.page);
}

/** How many pixels of the map's screenshot are within `tolerance` of a colour. */
async function countColour(s: Session, colour: string, file?: string, selector = '#map', tolerance = 50): Promise<number> {
  const png = await s.page.locator(selector).screenshot();
  if (file) fs.writeFileSync(file, png);
  return countNear(decodePng(png), colour, tolerance);
}

const requests = (s: Session): Promise<string[]> => s.page.evaluate(() => (window as any).__requests);

function assertStayedLocal(s: Session, prefix: string, urls: string[]): void {
  assert.ok(urls.length > 0, 'requests were made');
  for (const u of urls) assert.ok(u.startsWith(prefix), `request outside the emulated services: ${u}`);
  assert.equal(s.errors.filter((e) => !/Failed to load resource/.test(e)), [], 'no errors in the page');
  assert.equal(s.blocked, [], 'nothing left 127.0.0.1');
  assert.not.ok(s.server.requests.some((u) => u.includes('_services')), 'the emulator answered in the page, not the test server');
}

test('IgsDocLayer: the World document drawn per tile (countries on land only); layers=show:2 leaves only earthquakes', async ({ s, prefix }) => {
  await newMap(s);
  await addLayer(s, 'IgsDocLayer', { id: 'doc', domain: prefix.slice(0, -1), serverName: 'World', proj: 'Web墨卡托_WGS1984', tileSize: 256, layers: 'show:0' });
  const urls = await requests(s);
  assertStayedLocal(s, prefix, urls);
  assert.ok(urls.every((u) => /\/igs\/rest\/mrms\/docs\/World\?f=png&guid=[0-9a-f-]{36}&w=256&h=256&layers=show:0&proj=Web%E5%A2%A8%E5%8D%A1%E6%89%98_WGS1984&isAntialiasing=false&cache=false&update=false&bbox=-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/.test(u)), urls[0]);
  await assertLandAndSea(s, '/tmp/maplib-igs-doc.png');

  await update(s, { layers: 'show:2' });
  const next = await requests(s);
  assert.ok(next.length > 0 && next.every((u) => u.includes('&layers=show:2&')), next[0]);
  assert.is(await landCount(s), 0, 'countries hidden');
  // Earthquakes: the layer's own drawing, near Japan's dense belt.
  const [japan] = await project(s.page, [[142.4, 38.3]]);
  const around = await samplePixels(s.page, [-6, -3, 0, 3, 6].flatMap((dx) => [-6, -3, 0, 3, 6].map((dy) => ({ x: japan.x + dx, y: japan.y + dy }))), '/tmp/maplib-igs-doc-quakes.png');
  assert.ok(around.some((p) => colourDistance(p, QUAKE) < 60), `an earthquake dot near 142°E 38°N: ${around.map(hex).join(' ')}`);

  // The layer list the demo builds its checkboxes from, through the same emulated server.
  const list = await s.page.evaluate(() => (window as any).__layer.getLayerList());
  assert.equal(list.map((l: any) => l.LayerIndex + ':' + l.Name), ['0:countries', '1:graticule', '2:earthquakes', '3:places']);
  await assertRemoved(s.page);
});

test('IgsDocLayer cache: dynamic tiles (mrms/tile/World/{z}/{y}/{x}?size=256) draw the same document', async ({ s, prefix }) => {
  await newMap(s);
  await addLayer(s, 'IgsDocLayer', { id: 'doc-cache', domain: prefix.slice(0, -1), serverName: 'World', cache: true, tileSize: 256 });
  const urls = await requests(s);
  assertStayedLocal(s, prefix, urls);
  assert.ok(urls.every((u) => /\/igs\/rest\/mrms\/tile\/World\/\d+\/\d+\/\d+\?size=256$/.test(u)), urls.join('\n'));
  await assertLandAndSea(s, '/tmp/maplib-igs-doc-cache.png');
  await assertRemoved(s.page);
});

test('IgsTileLayer: WORLD_MKT on Web Mercator (offset 0); WORLD_GEO on a lon/lat map (default −1) lines up, offset 0 does not', async ({ s, prefix }) => {
  await newMap(s);
  await addLayer(s, 'IgsTileLayer', { id: 'tiles', domain: prefix.slice(0, -1), serverName: 'WORLD_MKT', tileSize: 256 });
  let urls = await requests(s);
  assertStayedLocal(s, prefix, urls);
  assert.ok(urls.every((u) => /\/igs\/rest\/mrms\/tile\/WORLD_MKT\/\d+\/\d+\/\d+$/.test(u)), urls[0]);
  await assertLandAndSea(s, '/tmp/maplib-igs-tile-3857.png');
  await s.page.evaluate(() => (window as any).__layer.remove());

  await newMap(s, { crs: 'EPSG:4326' });
  await addLayer(s, 'IgsTileLayer', { id: 'tiles-geo', baseUrl: `${prefix}igs/rest/mrms/tile/WORLD_GEO`, tileSize: 256 });
  urls = await requests(s);
  assertStayedLocal(s, prefix, urls);
  const level = await s.page.evaluate(() => (window as any).__layer.getZoomOffset());
  assert.is(level, -1);
  // 256 px tiles at zoom 0.7: map tile level round(1.7) = 2, the cache's level 1.
  // (MapLibre also loads a parent level while it waits, so the deepest level is the one the view shows.)
  const deepest = (list: string[]) => Math.max(...list.map((u) => Number(/WORLD_GEO\/(\d+)\//.exec(u)![1])));
  assert.is(deepest(urls), 1, urls.join(' '));
  await assertLandAndSea(s, '/tmp/maplib-igs-tile-4326.png');
  const good = await landCount(s);

  await update(s, { zoomOffset: 0 });
  urls = await requests(s);
  assert.is(deepest(urls), 2, 'offset 0 asks for level 2');
  // One level too deep: each tile shows a quarter of its ground, enlarged — the land places no longer line up.
  const bad = await landCount(s, { file: '/tmp/maplib-igs-tile-4326-offset0.png' });
  assert.ok(bad < good, `land places in the country colour: ${good} with −1, ${bad} with 0`);
  await assertRemoved(s.page);
});

test('IgsTdtLayer: simulated Tianditu vec/img on Web Mercator (w), the c set on a lon/lat map, isLabel draws a transparent overlay', async ({ s, prefix }) => {
  await newMap(s, { center: [110, 30], zoom: 2.3 });
  await addLayer(s, 'IgsTdtLayer', { id: 'tdt', baseURL: `${prefix}tianditu/`, layerType: 'vec', tileSize: 256 });
  let urls = await requests(s);
  assertStayedLocal(s, prefix, urls);
  assert.ok(urls.every((u) => u.includes('tianditu/vec_w/wmts?request=GetTile&version=1.0.0&style=default&tilematrixSet=w&format=tiles&width=256&height=256&layer=vec&tilematrix=')), urls[0]);
  const places = await project(s.page, [[105, 35], [125, 15]]);
  let px = await samplePixels(s.page, places, '/tmp/maplib-igs-tdt-vec.png');
  assert.ok(colourDistance(px[0], TDT_VEC_LAND) < 30, `vec land: ${hex(px[0])}`);
  assert.ok(colourDistance(px[1], TDT_VEC_SEA) < 30, `vec sea: ${hex(px[1])}`);

  await update(s, { layerType: 'img' });
  urls = await requests(s);
  assert.ok(urls.length > 0 && urls.every((u) => u.includes('/img_w/wmts?') && u.includes('&layer=img&')), urls[0]);
  px = await samplePixels(s.page, places, '/tmp/maplib-igs-tdt-img.png');
  assert.ok(colourDistance(px[1], TDT_IMG_SEA) < 30, `img sea: ${hex(px[1])}`);

  await update(s, { layerType: 'vec', isLabel: true });
  urls = await requests(s);
  assert.ok(urls.every((u) => u.includes('/cva_w/wmts?') && u.includes('&layer=cva&')), urls[0]);
  px = await samplePixels(s.page, places);
  assert.ok(colourDistance(px[1], EMPTY) < 12, `annotation tiles are transparent over the sea: ${hex(px[1])}`);
  await assertRemoved(s.page);

  // A lon/lat map: the c set, TILEMATRIX = the map's tile level.
  await newMap(s, { crs: 'EPSG:4326', center: [110, 30], zoom: 2.3 });
  await addLayer(s, 'IgsTdtLayer', { id: 'tdt-c', baseURL: `${prefix}tianditu/`, layerType: 'vec', tileSize: 256 });
  urls = await requests(s);
  assertStayedLocal(s, prefix, urls);
  assert.ok(urls.every((u) => u.includes('/vec_c/wmts?') && u.includes('&tilematrixSet=c&') && /&tilematrix=3&/.test(u)), urls.join('\n'));
  px = await samplePixels(s.page, await project(s.page, [[105, 35], [125, 15]]), '/tmp/maplib-igs-tdt-c.png');
  assert.ok(colourDistance(px[0], TDT_VEC_LAND) < 30 && colourDistance(px[1], TDT_VEC_SEA) < 30, `c: land ${hex(px[0])}, sea ${hex(px[1])}`);
  await assertRemoved(s.page);
});

test('IgsTdtLayer through emulated IGServer: cts/tianditu/raster/{x}/{y}/{z}', async ({ s, prefix }) => {
  await newMap(s, { center: [110, 30], zoom: 2.3 });
  await addLayer(s, 'IgsTdtLayer', { id: 'tdt-igs', layerType: 'img_igs', domain: prefix.slice(0, -1), tileSize: 256 });
  const urls = await requests(s);
  assertStayedLocal(s, prefix, urls);
  assert.ok(urls.every((u) => /\/igs\/rest\/cts\/tianditu\/raster\/\d+\/\d+\/3\?service=WMTS$/.test(u)), urls[0]);
  const [sea] = await samplePixels(s.page, await project(s.page, [[125, 15]]), '/tmp/maplib-igs-tdt-igs.png');
  assert.ok(colourDistance(sea, TDT_IMG_SEA) < 30, `img sea: ${hex(sea)}`);
  await assertRemoved(s.page);
});

test('IgsVectorLayer: GDB classes by gdbps; a filter on the second class changes the requests and thins the earthquakes', async ({ s, prefix }) => {
  await newMap(s, { center: [-135, 48], zoom: 2.2 });
  const gdbps = ['gdbp://MapGisLocal/Emulator/ds/World/sfcls/countries', 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/earthquakes'];
  await addLayer(s, 'IgsVectorLayer', { id: 'gdb', domain: prefix.slice(0, -1), gdbps, tileSize: 256, guid: 'demo' });
  let urls = await requests(s);
  assertStayedLocal(s, prefix, urls);
  assert.ok(urls.every((u) => u.startsWith(`${prefix}igs/rest/mrms/layers?gdbps=${gdbps.join(',')}&f=png&guid=demo&width=256&height=256&bbox=`)), urls[0]);
  const countRed = (file?: string) => countColour(s, QUAKE, file);
  const all = await countRed('/tmp/maplib-igs-vector.png');
  assert.ok(all > 200, `earthquake pixels: ${all}`);
  const [land] = await samplePixels(s.page, await project(s.page, [[-100, 45]]));
  assert.ok(colourDistance(land, LAND) < 40, `the USA drawn by the countries class: ${hex(land)}`);

  await update(s, { filters: '1:mag>5' });
  urls = await requests(s);
  assert.ok(urls.length > 0 && urls.every((u) => u.includes('&filters=1:mag%3E5&')), urls[0]);
  const strong = await countRed('/tmp/maplib-igs-vector-filtered.png');
  assert.ok(strong < all / 2, `mag > 5 only: ${strong} of ${all}`);
  await assertRemoved(s.page);
});

test('React: <IgsDocLayer> and <IgsTdtLayer> in a <Map>, a layers prop change, unmount leaves no map', async ({ s, prefix }) => {
  const react = await mountReact(s.page, { style: { width: 800, height: 500 }, basemap: 'none', center: [10, 10], zoom: 0.7, maplibreOptions: { fadeDuration: 0 } }, [
    { type: 'IgsTdtLayer', props: { id: 'r-tdt', baseURL: prefix + 'tianditu/', layerType: 'vec', isLabel: true, tileSize: 256 } },
    { type: 'IgsDocLayer', props: { id: 'r-doc', domain: prefix.slice(0, -1), serverName: 'World', proj: 'Web墨卡托_WGS1984', layers: 'show:0', tileSize: 256, paint: { 'raster-fade-duration': 0 } }, events: { onRequest: '__reactRequests' } },
  ]);
  await s.page.waitForFunction(() => (window as any).__view?.maplibre?.getLayer('r-doc'));
  await waitIdle(s.page, 'window.__view');
  await assertLandAndSea(s, '/tmp/maplib-igs-react.png', { view: 'window.__view', selector: '#root' });
  await s.page.evaluate(() => ((window as any).__reactRequests = []));
  await react.render({ layers: 'show:2' }, 'r-doc');
  await s.page.waitForFunction(() => (window as any).__reactRequests.length > 0);
  await waitIdle(s.page, 'window.__view');
  const urls: string[] = await s.page.evaluate(() => (window as any).__reactRequests.map((e: any) => e.url));
  assert.ok(urls.every((u) => u.includes('&layers=show:2&')), urls[0]);
  assert.is(await landCount(s, { view: 'window.__view', selector: '#root' }), 0);
  const order = await s.page.evaluate(() => (window as any).__view.maplibre.getLayersOrder());
  assert.equal(order.slice(-2), ['r-tdt', 'r-doc'], 'JSX order');
  await react.unmount();
  assert.equal(s.blocked, []);
  assert.equal(s.errors.filter((e) => !/Failed to load resource/.test(e)), []);
});

test.run();
