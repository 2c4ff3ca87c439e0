// ArcGISMapLayer in Chromium with the network cut, on the emulated MapServer (in-page fallback): tiled export on Web
// Mercator and lon/lat maps, one export per view (f=image and f=json) following the camera, layers changes, removal
// and React unmount leave nothing behind.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, type Session } from '../../../session.ts';
import { assertRemoved, mountReact } from '../../../contract.ts';
import { startServices, assertLandAndSea, landCount } from '../../../serviceLayers.ts';

const test = suite<{ s: Session; prefix: string }>('ArcGISMapLayer');

test.before(async (ctx) => {
  ctx.s = await openSession();
  ctx.prefix = await startServices(ctx.s.page);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('tiled export on a Web Mercator map: one export per tile in 3857, countries where they are; layers hides them in place', async ({ s, prefix }) => {
  await s.page.evaluate(async (prefix) => {
    const w = window as any;
    const { createMap, core } = w.MapLib;
    const map = createMap('map', { center: [20, 10], zoom: 1, basemap: 'none', maplibreOptions: { fadeDuration: 0 } });
    w.__map = map;
    await map.ready();
    w.__base = Object.fromEntries(['moveend', 'resize', 'data'].map((t) => [t, w.__listeners(map.maplibre, t)]));
    w.__requests = [];
    w.__layer = map.add(new core.ArcGISMapLayer({ id: 'ags', baseUrl: prefix + 'arcgis/rest/services/World/MapServer', layers: 'show:0', transparent: true, onRequest: (e: any) => w.__requests.push(e) }));
  }, prefix);
  await waitIdle(s.page);
  const reqs = await s.page.evaluate(() => (window as any).__requests.map((e: any) => ({ url: e.url, tile: e.tile })));
  assert.ok(reqs.length >= 4);
  for (const { url, tile } of reqs) {
    assert.ok(tile, 'tiled requests carry their tile');
    assert.match(url, /\/arcgis\/rest\/services\/World\/MapServer\/export\?f=image&format=png&transparent=true&size=256,256&dpi=96&bboxSR=3857&imageSR=3857&layers=show:0&bbox=-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/);
  }
  await assertLandAndSea(s, '/tmp/maplib-ags-tiles.png');
  await s.page.evaluate(() => {
    const w = window as any;
    w.__source = w.__map.maplibre.getSource('ags');
    w.__layer.update({ layers: 'show:1,2' });
  });
  await waitIdle(s.page);
  assert.ok(await s.page.evaluate(() => (window as any).__map.maplibre.getSource('ags') === (window as any).__source));
  assert.is(await landCount(s, { file: '/tmp/maplib-ags-tiles-hidden.png' }), 0);
});

test('renderMode image-map: one export of the whole view, asked again after a move; the image lies where the view is', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__requests = [];
    w.__layer.update({ renderMode: 'image-map', layers: 'show:0' });
  });
  await s.page.waitForFunction(() => (window as any).__requests.length > 0);
  await waitIdle(s.page);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    const src = m.getSource('ags');
    return { type: src.type, reqs: w.__requests.map((e: any) => ({ url: e.url, tile: e.tile })), coords: src.coordinates, bounds: m.getBounds().toArray(), canvas: [m.getCanvas().width, m.getCanvas().height] };
  });
  assert.is(r.type, 'image');
  assert.is(r.reqs.length, 1);
  assert.is(r.reqs[0].tile, undefined);
  const size = /&size=(\d+),(\d+)&/.exec(r.reqs[0].url)!.slice(1).map(Number);
  assert.ok(Math.abs(size[0] - r.canvas[0]) <= 2 && Math.abs(size[1] - r.canvas[1]) <= 2, `image ${size} for a canvas of ${r.canvas}`);
  assert.ok(Math.abs(r.coords[0][0] - r.bounds[0][0]) < 1e-6 && Math.abs(r.coords[2][1] - r.bounds[0][1]) < 1e-6, JSON.stringify({ c: r.coords, b: r.bounds }));
  await assertLandAndSea(s, '/tmp/maplib-ags-image.png');
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [100, 30], zoom: 2 }));
  await s.page.waitForFunction(() => (window as any).__requests.length > 1);
  await waitIdle(s.page);
  const moved = await s.page.evaluate(() => {
    const w = window as any;
    return { reqs: w.__requests.map((e: any) => ({ url: e.url })), coords: w.__map.maplibre.getSource('ags').coordinates, bounds: w.__map.maplibre.getBounds().toArray() };
  });
  assert.is(moved.reqs.length, 2, 'one request per moveend');
  assert.ok(Math.abs(moved.coords[0][0] - moved.bounds[0][0]) < 1e-6, 'the image follows the view');
  await assertLandAndSea(s, '/tmp/maplib-ags-image-moved.png', { land: [[105, 35], [80, 20]], sea: [[88, 12], [130, 30]] });
});

test('f=json: the layer reads href and extent, then shows that image where ArcGIS says it lies', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__requests = [];
    w.__layer.update({ f: 'json' });
  });
  await s.page.waitForFunction(() => (window as any).__requests.length > 0);
  await s.page.waitForFunction(() => /f=image/.test((window as any).__map.maplibre.getSource('ags').url ?? ''));
  await waitIdle(s.page);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    return { asked: w.__requests[0].url, shown: w.__map.maplibre.getSource('ags').url };
  });
  assert.match(r.asked, /\/export\?f=json&/);
  assert.match(r.shown, /\/export\?f=image&/);
  await assertLandAndSea(s, '/tmp/maplib-ags-json.png', { land: [[105, 35], [80, 20]], sea: [[88, 12], [130, 30]] });
});

test('lon/lat map: tiled export in wkid 4326 lines up; removal leaves no layer, source or listener', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__requests = [];
    w.__layer.update({ renderMode: 'raster', f: undefined });
    w.__map.update({ crs: 'EPSG:4326', center: [20, 5], zoom: 1.2 });
  });
  await s.page.waitForFunction(() => (window as any).__map.maplibre.getSource('ags')?.type === 'raster' && (window as any).__requests.some((e: any) => /bboxSR=4326/.test(e.url)));
  await waitIdle(s.page);
  const urls: string[] = await s.page.evaluate(() => (window as any).__requests.map((e: any) => e.url).filter((u: string) => /bboxSR=4326/.test(u)));
  for (const u of urls) assert.match(u, /&bboxSR=4326&imageSR=4326&layers=show:0&bbox=/);
  await assertLandAndSea(s, '/tmp/maplib-ags-4326.png');
  await assertRemoved(s.page, { destroy: true });
});

test('React: <ArcGISMapLayer renderMode="image-map">, a layers change asks for a new image, unmount frees the map', async ({ s, prefix }) => {
  const react = await mountReact(s.page, { style: { width: 800, height: 500 }, center: [20, 10], zoom: 1, basemap: 'none', maplibreOptions: { fadeDuration: 0 } }, [
    { type: 'ArcGISMapLayer', props: { id: 'agsr', baseUrl: prefix + 'arcgis/rest/services/World/MapServer', renderMode: 'image-map', layers: 'show:0', transparent: true }, events: { onRequest: '__reactRequests' } },
  ]);
  await s.page.waitForFunction(() => (window as any).__view?.maplibre.getLayer('agsr') && (window as any).__reactRequests.length > 0);
  await waitIdle(s.page, 'window.__view');
  await assertLandAndSea(s, '/tmp/maplib-ags-react.png', { view: 'window.__view', selector: '#root' });
  await react.render({ layers: 'show:2' });
  await s.page.waitForFunction(() => (window as any).__reactRequests.some((e: any) => /layers=show:2/.test(e.url)));
  await s.page.waitForTimeout(200);
  await waitIdle(s.page, 'window.__view');
  assert.is(await landCount(s, { view: 'window.__view', selector: '#root' }), 0);
  await react.unmount();
  assert.equal(s.blocked, []);
  assert.equal(s.errors, []);
});

test.run();
