// OgcWmsLayer in Chromium with the network cut, on the emulated WMS (in-page fallback): it draws the countries where
// they are (land/sea pixels) on Web Mercator and lon/lat maps, each tile's GetMap is reported and answered in the page,
// layers/version changes update the URLs in place, reversebbox draws the wrong place, removal and React unmount
// leave nothing behind.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, type Session } from '../../../session.ts';
import { assertRemoved, mountReact } from '../../../contract.ts';
import { startServices, assertLandAndSea, landCount } from '../../../serviceLayers.ts';

const test = suite<{ s: Session; prefix: string }>('OgcWmsLayer');

test.before(async (ctx) => {
  ctx.s = await openSession();
  ctx.prefix = await startServices(ctx.s.page);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('Web Mercator map: GetMap per tile in EPSG:3857 (reported by onRequest), countries drawn where they are', async ({ s, prefix }) => {
  await s.page.evaluate(async (prefix) => {
    const w = window as any;
    const { createMap, core } = w.MapLib;
    const map = createMap('map', { center: [20, 10], zoom: 1, basemap: 'none', maplibreOptions: { fadeDuration: 0 } });
    w.__map = map;
    await map.ready();
    w.__base = Object.fromEntries(['moveend', 'sourcedataloading', 'data'].map((t) => [t, w.__listeners(map.maplibre, t)]));
    w.__requests = [];
    w.__layer = map.add(new core.OgcWmsLayer({ id: 'wms', baseUrl: prefix + 'ogc/wms', layers: 'countries', onRequest: (e: any) => w.__requests.push(e) }));
  }, prefix);
  await waitIdle(s.page);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const first = w.__requests[0];
    return {
      n: w.__requests.length,
      urls: w.__requests.map((e: any) => e.url),
      tile: first.tile,
      again: w.__layer.getTileUrl(first.tile.z, first.tile.x, first.tile.y),
      source: w.__map.maplibre.getSource('wms').serialize(),
    };
  });
  assert.ok(r.n >= 2, `requests: ${r.n}`);
  for (const u of r.urls) {
    assert.ok(u.startsWith(`${prefix}ogc/wms?SERVICE=WMS&REQUEST=GetMap&VERSION=1.1.1&LAYERS=countries&STYLES=&FORMAT=image/png&TRANSPARENT=TRUE&SRS=EPSG:3857&WIDTH=512&HEIGHT=512&BBOX=`), u);
  }
  assert.is(r.urls[0], r.again, 'getTileUrl gives the URL the tile was fetched with');
  assert.is(r.source.tileSize, 512);
  assert.ok(r.source.tiles[0].startsWith('maplib-bbox://{z}/{x}/{y}?g=m&a=xy&o=0&k='), r.source.tiles[0]);
  // Answered in the page: the static server never saw a service request.
  assert.not.ok(s.server.requests.some((u) => u.includes('_services')));
  await assertLandAndSea(s, '/tmp/maplib-wms-3857.png');
});

test('layers and version change the URLs in place (setTiles, same source) and the picture', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__source = w.__map.maplibre.getSource('wms');
    w.__requests = [];
    w.__layer.update({ layers: 'graticule,earthquakes', version: '1.3.0' });
  });
  await waitIdle(s.page);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    return { same: w.__map.maplibre.getSource('wms') === w.__source, urls: w.__requests.map((e: any) => e.url) };
  });
  assert.ok(r.same, 'the source stayed (setTiles)');
  assert.ok(r.urls.length > 0);
  for (const u of r.urls) assert.match(u, /&VERSION=1\.3\.0&LAYERS=graticule,earthquakes&.*&CRS=EPSG:3857&/);
  assert.is(await landCount(s, { file: '/tmp/maplib-wms-graticule.png' }), 0, 'no country fill any more');
  // Without layers nothing is asked for or drawn; with them again the countries come back.
  await s.page.evaluate(() => (window as any).__layer.update({ layers: '' }));
  await waitIdle(s.page);
  assert.is(await s.page.evaluate(() => (window as any).__map.maplibre.getLayoutProperty('wms', 'visibility')), 'none');
  await s.page.evaluate(() => (window as any).__layer.update({ layers: 'countries', version: '1.1.1' }));
  await waitIdle(s.page);
  await assertLandAndSea(s, '/tmp/maplib-wms-back.png');
});

test('lon/lat map (crs EPSG:4326): 1.3.0 asks CRS=EPSG:4326 latitude first and the countries line up; reversebbox draws elsewhere', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__requests = [];
    w.__layer.update({ version: '1.3.0', tileSize: 256 });
    w.__map.update({ crs: 'EPSG:4326', center: [20, 5], zoom: 1.2 });
  });
  await s.page.waitForFunction(() => (window as any).__map.maplibre.getSource('wms') && (window as any).__requests.length > 0);
  await waitIdle(s.page);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    return w.__requests.map((e: any) => ({ url: e.url, tile: e.tile }));
  });
  for (const { url, tile } of r) {
    assert.match(url, /&VERSION=1\.3\.0&.*&CRS=EPSG:4326&WIDTH=256&HEIGHT=256&BBOX=/);
    // The tile's box on the lon/lat grid, latitude first.
    const size = 360 / 2 ** tile.z;
    const west = -180 + tile.x * size;
    const north = 90 - tile.y * size;
    assert.ok(url.endsWith(`&BBOX=${north - size},${west},${north},${west + size}`), `${JSON.stringify(tile)} ${url}`);
  }
  await assertLandAndSea(s, '/tmp/maplib-wms-4326.png');
  await s.page.evaluate(() => (window as any).__layer.update({ reversebbox: true }));
  await waitIdle(s.page);
  const wrong = await landCount(s, { file: '/tmp/maplib-wms-4326-reversed.png' });
  assert.ok(wrong <= 2, `swapped axes: ${wrong} of 4 land places still look like land`);
});

test('research note E3 on MapLibre 6.17: {bbox} on the lon/lat map is the tile box in degrees, longitude first ({bbox-epsg-3857} stays metres)', async ({ s }) => {
  const seen: string[] = await s.page.evaluate(async () => {
    const w = window as any;
    const m = w.__map.maplibre;
    const urls: string[] = [];
    // 1×1 transparent PNG for every tile, recording what MapLibre filled in.
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
    w.MapLib.maplibregl.addProtocol('e3probe', async (params: any) => (urls.push(params.url), { data: png.buffer.slice(0) }));
    m.addSource('e3', { type: 'raster', tileSize: 256, tiles: ['e3probe://{z}/{x}/{y}?bbox={bbox}&merc={bbox-epsg-3857}'] });
    m.addLayer({ id: 'e3', type: 'raster', source: 'e3' });
    await new Promise((res) => m.once('idle', res));
    m.removeLayer('e3');
    m.removeSource('e3');
    w.MapLib.maplibregl.removeProtocol('e3probe');
    return urls;
  });
  assert.ok(seen.length > 0);
  for (const u of seen) {
    const [, z, x, y, bbox, merc] = /^e3probe:\/\/(\d+)\/(\d+)\/(\d+)\?bbox=([^&]+)&merc=(.+)$/.exec(u)!.map(String);
    const size = 360 / 2 ** +z;
    const b = bbox.split(',').map(Number);
    assert.equal(b, [-180 + +x * size, 90 - (+y + 1) * size, -180 + (+x + 1) * size, 90 - +y * size], u);
    assert.ok(Math.max(...merc.split(',').map((n) => Math.abs(Number(n)))) > 1000, `metres: ${merc}`);
  }
});

test('removal leaves no layer, source or listener; destroy frees the map', async ({ s }) => {
  await assertRemoved(s.page, { destroy: true });
});

test('React: <OgcWmsLayer> draws, a layers prop change updates it, unmount frees the map', async ({ s, prefix }) => {
  const react = await mountReact(s.page, { style: { width: 800, height: 500 }, center: [20, 10], zoom: 1, basemap: 'none', maplibreOptions: { fadeDuration: 0 } }, [
    { type: 'OgcWmsLayer', props: { id: 'wmsr', baseUrl: prefix + 'ogc/wms', layers: 'countries', version: '1.3.0' } },
  ]);
  await s.page.waitForFunction(() => (window as any).__view?.maplibre.getLayer('wmsr'));
  await waitIdle(s.page, 'window.__view');
  await assertLandAndSea(s, '/tmp/maplib-wms-react.png', { view: 'window.__view', selector: '#root' });
  await react.render({ layers: 'earthquakes' });
  await s.page.waitForTimeout(100);
  await waitIdle(s.page, 'window.__view');
  assert.is(await landCount(s, { view: 'window.__view', selector: '#root' }), 0);
  await react.unmount();
  assert.equal(s.blocked, []);
  assert.equal(s.errors, []);
});

test.run();
