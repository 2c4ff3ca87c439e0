// OgcWmtsLayer in Chromium with the network cut, on the emulated WMTS (in-page fallback): KVP tiles of set w on a Web
// Mercator map and, read from GetCapabilities, set c on a lon/lat map draw the countries where they are; a wrong
// zoomOffset draws them elsewhere; RESTful templates; removal and React unmount leave nothing behind.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, type Session } from '../../../session.ts';
import { assertRemoved, mountReact } from '../../../contract.ts';
import { startServices, assertLandAndSea, landCount } from '../../../serviceLayers.ts';

const test = suite<{ s: Session; prefix: string }>('OgcWmtsLayer');

test.before(async (ctx) => {
  ctx.s = await openSession();
  ctx.prefix = await startServices(ctx.s.page);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('Web Mercator map, KVP, set w: GetTile per tile (onRequest), countries where they are', async ({ s, prefix }) => {
  await s.page.evaluate(async (prefix) => {
    const w = window as any;
    const { createMap, core } = w.MapLib;
    const map = createMap('map', { center: [20, 10], zoom: 1, basemap: 'none', maplibreOptions: { fadeDuration: 0 } });
    w.__map = map;
    await map.ready();
    w.__base = Object.fromEntries(['moveend', 'data'].map((t) => [t, w.__listeners(map.maplibre, t)]));
    w.__requests = [];
    w.__caps = [];
    w.__layer = map.add(
      new core.OgcWmtsLayer({ id: 'wmts', baseUrl: prefix + 'ogc/wmts', wmtsLayer: 'countries', tileMatrixSet: 'w', tileSize: 256, onRequest: (e: any) => w.__requests.push(e.url), onCapabilities: (e: any) => w.__caps.push(e.options) }),
    );
  }, prefix);
  await waitIdle(s.page);
  const urls: string[] = await s.page.evaluate(() => (window as any).__requests);
  assert.ok(urls.length >= 4, `requests: ${urls.length}`);
  for (const u of urls) assert.match(u, new RegExp(`^${prefix.replace(/[.?]/g, '\\$&')}ogc/wmts\\?SERVICE=WMTS&REQUEST=GetTile&VERSION=1\\.0\\.0&LAYER=countries&STYLE=default&TILEMATRIXSET=w&FORMAT=image/png&TILEMATRIX=2&TILEROW=\\d&TILECOL=\\d$`));
  assert.not.ok(s.server.requests.some((u) => u.includes('_services')));
  await assertLandAndSea(s, '/tmp/maplib-wmts-w.png');
});

test('lon/lat map without tileMatrixSet: capabilities choose set c (offset 0, from level 1); the tiles line up', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__requests = [];
    w.__layer.update({ tileMatrixSet: undefined });
    w.__map.update({ crs: 'EPSG:4326', center: [20, 5], zoom: 1.2 });
  });
  await s.page.waitForFunction(() => (window as any).__caps.length > 0 && (window as any).__requests.length > 0);
  await waitIdle(s.page);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    return { caps: w.__caps, urls: w.__requests, source: w.__map.maplibre.getSource('wmts').serialize() };
  });
  assert.is(r.caps.length, 1);
  assert.equal([r.caps[0].tileMatrixSet, r.caps[0].zoomOffset, r.caps[0].minimumLevel, r.caps[0].tileSize], ['c', 0, 1, 256]);
  assert.is(r.source.minzoom, 1);
  for (const u of r.urls) assert.match(u, /&TILEMATRIXSET=c&FORMAT=image\/png&TILEMATRIX=2&TILEROW=[01]&TILECOL=[0-3]$/);
  await assertLandAndSea(s, '/tmp/maplib-wmts-c.png');
});

test('a wrong zoomOffset (−1 on set c) asks for other tiles and draws the countries in the wrong place', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__requests = [];
    w.__layer.update({ zoomOffset: -1 });
  });
  await waitIdle(s.page);
  const urls: string[] = await s.page.evaluate(() => (window as any).__requests);
  assert.ok(urls.length > 0 && urls.every((u) => /&TILEMATRIX=[01]&/.test(u)), urls.join('\n'));
  assert.ok((await landCount(s, { file: '/tmp/maplib-wmts-c-offset.png' })) <= 2);
  // Tiles outside set c are refused by the service, and the refusal is the tile error MapLibre reports.
  const refusals = s.errors.splice(0);
  assert.ok(refusals.length > 0 && refusals.every((e) => /TileOutOfRange: Tile(Row|Col) \d+ is outside|InvalidParameterValue: TileMatrix "0" is not in set c/.test(e)), refusals.join('\n'));
  await s.page.evaluate(() => (window as any).__layer.update({ zoomOffset: undefined }));
  await waitIdle(s.page);
  await assertLandAndSea(s, '/tmp/maplib-wmts-c-back.png');
});

test('RESTful template; removal leaves no layer, source or listener', async ({ s, prefix }) => {
  await s.page.evaluate((prefix) => {
    const w = window as any;
    w.__layer.remove();
    w.__requests = [];
    w.__rest = w.__map.add(
      new w.MapLib.core.OgcWmtsLayer({ id: 'rest', url: prefix + 'ogc/wmts/1.0.0/countries/{Style}/{TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol}.png', tileMatrixSet: 'c', minimumLevel: 1, tileSize: 256, onRequest: (e: any) => w.__requests.push(e.url) }),
    );
  }, prefix);
  await waitIdle(s.page);
  const urls: string[] = await s.page.evaluate(() => (window as any).__requests);
  assert.ok(urls.length > 0 && urls.every((u) => new RegExp('/ogc/wmts/1\\.0\\.0/countries/default/c/2/[01]/[0-3]\\.png$').test(u)), urls.join('\n'));
  await assertLandAndSea(s, '/tmp/maplib-wmts-rest.png');
  await assertRemoved(s.page, { layer: 'window.__rest', destroy: true });
});

test('React: <OgcWmtsLayer> on a lon/lat <Map>, wmtsLayer changes in place, unmount frees the map', async ({ s, prefix }) => {
  const react = await mountReact(s.page, { style: { width: 800, height: 500 }, crs: 'EPSG:4326', center: [20, 5], zoom: 1.2, basemap: 'none', maplibreOptions: { fadeDuration: 0 } }, [
    { type: 'OgcWmtsLayer', props: { id: 'wmtsr', baseUrl: prefix + 'ogc/wmts', wmtsLayer: 'countries', tileMatrixSet: 'c', minimumLevel: 1, tileSize: 256 } },
  ]);
  await s.page.waitForFunction(() => (window as any).__view?.maplibre.getLayer('wmtsr'));
  await waitIdle(s.page, 'window.__view');
  await assertLandAndSea(s, '/tmp/maplib-wmts-react.png', { view: 'window.__view', selector: '#root' });
  await s.page.evaluate(() => ((window as any).__source = (window as any).__view.maplibre.getSource('wmtsr')));
  await react.render({ wmtsLayer: 'graticule' });
  await s.page.waitForTimeout(100);
  await waitIdle(s.page, 'window.__view');
  assert.ok(await s.page.evaluate(() => (window as any).__view.maplibre.getSource('wmtsr') === (window as any).__source), 'setTiles, same source');
  assert.is(await landCount(s, { view: 'window.__view', selector: '#root' }), 0);
  await react.unmount();
  assert.equal(s.blocked, []);
  assert.equal(s.errors, []);
});

test.run();
