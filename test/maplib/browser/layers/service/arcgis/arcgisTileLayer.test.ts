// ArcGISTileLayer in Chromium with the network cut, on the emulated cached MapServers (in-page fallback): tileInfo read
// from ?f=json gives offset 0 on the Web Mercator cache and −1 on the lon/lat cache of a lon/lat map, and the
// countries land where they are; forceOffset 0 misplaces them; removal and React unmount leave nothing behind.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, type Session } from '../../../session.ts';
import { assertRemoved, mountReact } from '../../../contract.ts';
import { startServices, assertLandAndSea, landCount } from '../../../serviceLayers.ts';

const test = suite<{ s: Session; prefix: string }>('ArcGISTileLayer');

test.before(async (ctx) => {
  ctx.s = await openSession();
  ctx.prefix = await startServices(ctx.s.page);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('Web Mercator cache: hidden until tileInfo says offset 0, then tile/{z}/{y}/{x} per tile, countries where they are', async ({ s, prefix }) => {
  const hidden = await s.page.evaluate(async (prefix) => {
    const w = window as any;
    const { createMap, core } = w.MapLib;
    const map = createMap('map', { center: [20, 10], zoom: 1, basemap: 'none', maplibreOptions: { fadeDuration: 0 } });
    w.__map = map;
    await map.ready();
    w.__base = Object.fromEntries(['moveend', 'data'].map((t) => [t, w.__listeners(map.maplibre, t)]));
    w.__requests = [];
    w.__fits = [];
    w.__layer = map.add(
      new core.ArcGISTileLayer({ id: 'agt', baseUrl: prefix + 'arcgis/rest/services/World/MapServer', onRequest: (e: any) => w.__requests.push(e), onTileInfo: (e: any) => w.__fits.push(e.fit) }),
    );
    return map.maplibre.getLayoutProperty('agt', 'visibility');
  }, prefix);
  assert.is(hidden, 'none', 'no tile is asked for before the offset is known');
  await s.page.waitForFunction(() => (window as any).__fits.length > 0);
  await waitIdle(s.page);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    return { fits: w.__fits, reqs: w.__requests.map((e: any) => ({ url: e.url, tile: e.tile })) };
  });
  assert.equal(r.fits, [{ zoomOffset: 0, minimumLevel: 0, maximumLevel: 18, tileSize: 256 }]);
  assert.ok(r.reqs.length >= 4);
  for (const { url, tile } of r.reqs) assert.ok(url.endsWith(`/arcgis/rest/services/World/MapServer/tile/${tile.z}/${tile.y}/${tile.x}`), url);
  await assertLandAndSea(s, '/tmp/maplib-agt-3857.png');
});

test('lon/lat map and the ArcGIS lon/lat cache: tileInfo gives −1 (level = map level − 1) and the tiles line up', async ({ s, prefix }) => {
  await s.page.evaluate((prefix) => {
    const w = window as any;
    w.__requests = [];
    w.__fits = [];
    w.__layer.update({ baseUrl: prefix + 'arcgis/rest/services/World_4326/MapServer' });
    w.__map.update({ crs: 'EPSG:4326', center: [20, 5], zoom: 1.2 });
  }, prefix);
  await s.page.waitForFunction(() => (window as any).__fits.some((f: any) => f.zoomOffset === -1) && (window as any).__requests.length > 0);
  await waitIdle(s.page);
  const reqs = await s.page.evaluate(() => (window as any).__requests.map((e: any) => ({ url: e.url, tile: e.tile })));
  for (const { url, tile } of reqs) assert.ok(url.endsWith(`/World_4326/MapServer/tile/${tile.z - 1}/${tile.y}/${tile.x}`), `${JSON.stringify(tile)} ${url}`);
  await assertLandAndSea(s, '/tmp/maplib-agt-4326.png');
});

test('forceOffset with zoomOffset 0 asks level = map level and draws the countries in the wrong place', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__requests = [];
    w.__layer.update({ forceOffset: true, zoomOffset: 0 });
  });
  await waitIdle(s.page);
  const reqs = await s.page.evaluate(() => (window as any).__requests.map((e: any) => ({ url: e.url, tile: e.tile })));
  assert.ok(reqs.length > 0);
  for (const { url, tile } of reqs) assert.ok(url.endsWith(`/tile/${tile.z}/${tile.y}/${tile.x}`), url);
  assert.ok((await landCount(s, { file: '/tmp/maplib-agt-4326-forced.png' })) <= 2);
  // Rows past the cache's end are refused (404): the only errors of this page.
  s.errors.splice(0, s.errors.length, ...s.errors.filter((e) => !/Tile not found/.test(e)));
  await assertRemoved(s.page, { destroy: true });
});

test('React: <ArcGISTileLayer> on a lon/lat <Map> reads its offset; unmount frees the map', async ({ s, prefix }) => {
  const react = await mountReact(s.page, { style: { width: 800, height: 500 }, crs: 'EPSG:4490', center: [20, 5], zoom: 1.2, basemap: 'none', maplibreOptions: { fadeDuration: 0 } }, [
    { type: 'ArcGISTileLayer', props: { id: 'agtr', baseUrl: prefix + 'arcgis/rest/services/World_4326/MapServer' }, events: { onTileInfo: '__tileInfos' } },
  ]);
  await s.page.waitForFunction(() => (window as any).__tileInfos.length > 0 && (window as any).__view?.maplibre.getLayer('agtr'));
  await waitIdle(s.page, 'window.__view');
  assert.equal(await s.page.evaluate(() => (window as any).__tileInfos.map((e: any) => e.fit.zoomOffset)), [-1]);
  await assertLandAndSea(s, '/tmp/maplib-agt-react.png', { view: 'window.__view', selector: '#root' });
  await react.unmount();
  assert.equal(s.blocked, []);
  assert.equal(s.errors, []);
});

test.run();
