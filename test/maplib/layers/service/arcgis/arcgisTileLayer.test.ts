// ArcGISTileLayer's requests held to the protocol: `tile/{z}/{y}/{x}` of real tiles are answered by the emulator's
// cached MapServers and draw the map tile's box; tileInfo (`?f=json`) decides the offset — 0 for the Web Mercator
// cache, −1 for ArcGIS's lon/lat scheme on a lon/lat map; forceOffset 0 there draws another place, a level past the
// cache is refused; caches that cannot line up are refused with the reason; validation wording.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, PREFIX } from '../../../emulator/fixtures.ts';
import { ArcGISTileLayer, defaultArcgisOffset } from '../../../../../maplib/src/core/layers/service/arcgis/arcgisTileLayer.ts';
import { arcgisCacheFit, arcgisTileTemplate, type ArcgisTileInfo } from '../../../../../maplib/src/core/services/arcgis/mapServer.ts';
import { mapLibErrorMessage, onMap } from '../../../unitHelpers.ts';

const r = rig();
const WORLD = PREFIX + 'arcgis/rest/services/World/MapServer';
const WORLD_4326 = PREFIX + 'arcgis/rest/services/World_4326/MapServer';
const HALF = Math.PI * 6378137;

async function answer(url: string): Promise<{ status: number; ops: string; body: string }> {
  const before = r.surfaces.length;
  const res = (await r.emulator.handle(new Request(url)))!;
  const drawn = r.surfaces.length > before;
  return { status: res.status, ops: drawn ? JSON.stringify(r.last().ops) : '', body: drawn ? '' : await res.text() };
}

const wmsOf = (crs: string, bbox: number[]) =>
  answer(`${PREFIX}ogc/wms?SERVICE=WMS&VERSION=1.1.1&REQUEST=GetMap&LAYERS=countries,graticule,earthquakes&STYLES=&SRS=${crs}&BBOX=${bbox.join(',')}&WIDTH=256&HEIGHT=256&FORMAT=image/png&TRANSPARENT=TRUE`);

async function tileInfoOf(url: string): Promise<ArcgisTileInfo> {
  return JSON.parse((await answer(url + '?f=json')).body).tileInfo;
}

/** Runs the layer's tileInfo reading against the emulator (fetch answered in process). */
async function prepared<T extends ArcGISTileLayer>(layer: T): Promise<T> {
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => (await r.emulator.handle(new Request(String(input))))!) as typeof fetch;
  try {
    (layer as unknown as { prepare(): void }).prepare();
    await new Promise((res) => setTimeout(res, 30));
  } finally {
    globalThis.fetch = original;
  }
  return layer;
}

test('Web Mercator cache on a Web Mercator map: tileInfo says offset 0; tile/{z}/{y}/{x} draws the map tile', async () => {
  const fits: unknown[] = [];
  const layer = await prepared(new ArcGISTileLayer({ baseUrl: WORLD, onTileInfo: (e) => fits.push(e.fit) }));
  assert.equal(fits, [{ zoomOffset: 0, minimumLevel: 0, maximumLevel: 18, tileSize: 256 }]);
  const url = layer.getTileUrl(2, 2, 1);
  assert.is(url, `${WORLD}/tile/2/1/2`);
  const got = await answer(url);
  assert.is(got.status, 200);
  assert.ok(got.ops === (await wmsOf('EPSG:3857', [0, 0, HALF / 2, HALF / 2])).ops, 'level 2, row 1, column 2 is the map tile 2/2/1');
});

test('ArcGIS lon/lat cache on a lon/lat map: tileInfo (0.703125°/px at level 0) gives −1, and the tiles line up', async () => {
  const fits: { zoomOffset: number }[] = [];
  const layer = await prepared(onMap(new ArcGISTileLayer({ baseUrl: WORLD_4326, onTileInfo: (e) => fits.push(e.fit) }), 'EPSG:4326'));
  assert.equal(fits, [{ zoomOffset: -1, minimumLevel: 1, maximumLevel: 18, tileSize: 256 }]);
  assert.is(layer.effectiveOffset(), -1);
  // Map tile 2/1/0 of the lon/lat grid (lon −90…0, lat 0…90) is cache level 1, row 0, column 1.
  const url = layer.getTileUrl(2, 1, 0);
  assert.is(url, `${WORLD_4326}/tile/1/0/1`);
  const ref = await wmsOf('EPSG:4326', [-90, 0, 0, 90]);
  assert.ok((await answer(url)).ops === ref.ops);
  // forceOffset with 0 (for caches cut one level deeper): on this cache it draws another place…
  layer.update({ forceOffset: true, zoomOffset: 0 });
  assert.is(layer.getTileUrl(2, 1, 0), `${WORLD_4326}/tile/2/0/1`);
  const wrong = await answer(layer.getTileUrl(2, 1, 0));
  assert.is(wrong.status, 200);
  assert.ok(wrong.ops !== ref.ops);
  // …and past its deepest level the cache refuses.
  const refused = await answer(layer.getTileUrl(18, 0, 0));
  assert.is(refused.status, 404);
  assert.match(refused.body, /"Tile not found"/);
});

test('caches that cannot line up: the other grid family, an origin of (−400, 400), odd resolutions', async () => {
  const merc = await tileInfoOf(WORLD);
  const geo = await tileInfoOf(WORLD_4326);
  assert.throws(() => arcgisCacheFit(merc, 'geographic'), /wkid 3857, which is drawn on a Web Mercator grid; the map is lon\/lat/);
  assert.throws(() => arcgisCacheFit(geo, 'mercator'), /wkid 4326, which is drawn on a lon\/lat grid/);
  assert.throws(() => arcgisCacheFit({ ...geo, origin: { x: -400, y: 400 } }, 'geographic'), /starts at \(-400, 400\)/);
  assert.throws(() => arcgisCacheFit({ ...geo, lods: [{ level: 0, resolution: 0.5, scale: 1 }] }, 'geographic'), /does not line up/);
  // A 4490 cache cut like Tianditu (level 1 = 180° tiles) lines up at offset 0.
  assert.equal(arcgisCacheFit({ ...geo, spatialReference: { wkid: 4490 }, lods: [{ level: 1, resolution: 180 / 256, scale: 1 }] }, 'geographic').zoomOffset, 0);
  // The layer reports the misfit and falls back to MapGIS's default offset (0 here): the tiles are then wrong, and said so.
  const errors: string[] = [];
  const layer = await prepared(new ArcGISTileLayer({ baseUrl: WORLD_4326, onError: (e) => errors.push(e.error.message) }));
  assert.is(errors.length, 1);
  assert.match(errors[0], /tileInfo of .*World_4326\/MapServer: the cache is in wkid 4326.*; using zoomOffset 0$/);
  assert.is(layer.effectiveOffset(), 0);
  assert.is(defaultArcgisOffset('EPSG:4490'), -1);
});

test('explicit offsets and tokens need no tileInfo; the template keeps the base URL’s query', () => {
  const layer = onMap(new ArcGISTileLayer({ baseUrl: WORLD_4326 + '/?foo=1', zoomOffset: -1, token: 'abc' }), 'EPSG:4326');
  (layer as unknown as { prepare(): void }).prepare();
  assert.not.ok((layer as unknown as { pending: boolean }).pending, 'no tileInfo to wait for');
  assert.is(layer.getTileUrl(3, 4, 1), `${WORLD_4326}/tile/2/1/4?foo=1&token=abc`);
  assert.is(arcgisTileTemplate('http://h/MapServer?x=1', { token: { key: 'tk', value: 'v' } }), 'http://h/MapServer/tile/{z}/{y}/{x}?x=1&tk=v');
});

test('validation wording', () => {
  assert.is(mapLibErrorMessage(() => new ArcGISTileLayer({} as never)), 'ArcGISTileLayer: baseUrl is required');
  assert.is(mapLibErrorMessage(() => new ArcGISTileLayer({ baseUrl: WORLD, zoomOffset: 1.5 })), 'ArcGISTileLayer: zoomOffset must be an integer, got 1.5');
  assert.is(mapLibErrorMessage(() => new ArcGISTileLayer({ baseUrl: WORLD, forceOffset: 'yes' as never })), 'ArcGISTileLayer: forceOffset must be true or false, got "yes"');
  assert.is(mapLibErrorMessage(() => new ArcGISTileLayer({ baseUrl: WORLD, minimumLevel: 4, maximumLevel: 2 })), 'ArcGISTileLayer: maximumLevel must not be below minimumLevel (4), got 2');
});

test.run();
