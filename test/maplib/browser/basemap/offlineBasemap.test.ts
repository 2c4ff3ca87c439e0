// The browser bundle draws the offline basemap with the network cut: worker and data found beside maplib.js.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, samplePixels, colourDistance, hex, type Session } from '../session.ts';
import { MAPLIB_PATH } from '../server.ts';

const test = suite<{ s: Session }>('maplib offline basemap');

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('window.MapLib exposes core, React components and maplibregl; asset base is the script folder', async ({ s }) => {
  const info = await s.page.evaluate(() => {
    const M = (window as any).MapLib;
    return {
      react: ['Map', 'Marker', 'Popup', 'GeoJSONLayer', 'VectorLayer', 'RasterLayer', 'ImageLayer', 'VideoLayer', 'CanvasLayer', 'NavigationControl', 'ScaleControl', 'FullscreenControl', 'GeolocateControl', 'AttributionControl', 'useMap'].filter((k) => typeof M[k] !== 'function'),
      core: typeof M.core.MapView,
      createMap: typeof M.createMap,
      maplibre: typeof M.maplibregl.Map,
      base: M.assetBaseUrl,
      worker: M.maplibregl.getWorkerUrl(),
      basemaps: M.basemaps,
    };
  });
  assert.equal(info.react, [], 'every React component is a function');
  assert.is(info.core, 'function');
  assert.is(info.createMap, 'function');
  assert.is(info.maplibre, 'function');
  assert.is(info.base, s.server.origin + MAPLIB_PATH);
  assert.is(info.worker, s.server.origin + MAPLIB_PATH + 'maplibre-gl-worker.mjs');
  assert.equal(info.basemaps, ['offline', 'zondy', 'guotu', 'militray', 'osm', 'tianditu', 'none']);
});

const LAND = [[-60, -8], [25, -12], [115, 66], [-105, 58], [45, 28], [135, -28]];
const SEA = [[-30, 0], [-140, -30], [75, -25], [-40, 38], [160, 20]];

test('offline basemap draws land and sea (pixels), loads nothing from outside', async ({ s }) => {
  await s.page.evaluate(() => {
    (window as any).__map = (window as any).MapLib.createMap('map', { center: [0, 15], zoom: 1, labels: 'both' });
  });
  await waitIdle(s.page);
  const points = await s.page.evaluate((lls) => lls.map((ll: number[]) => (window as any).__map.project(ll)), [...LAND, ...SEA]);
  const pixels = await samplePixels(s.page, points, '/tmp/maplib-offline.png');
  const palette = await s.page.evaluate(() => (window as any).MapLib.core.PALETTES.offline);
  const land = pixels.slice(0, LAND.length);
  const sea = pixels.slice(LAND.length);
  const landHits = land.filter((p) => colourDistance(p, palette.land) < 24).length;
  const seaHits = sea.filter((p) => colourDistance(p, palette.sea) < 24).length;
  // A label or border may cover one sample; most must show the plain colours.
  assert.ok(landHits >= LAND.length - 1, `land samples ${land.map(hex)} vs ${palette.land}`);
  assert.ok(seaHits >= SEA.length - 1, `sea samples ${sea.map(hex)} vs ${palette.sea}`);
  assert.ok(land.every((p) => colourDistance(p, palette.sea) > 24), 'no land sample has the sea colour');

  const seen = s.server.requests;
  for (const f of ['maplibre-gl-worker.mjs', 'basemap-countries.geojson', 'basemap-lines.geojson', 'basemap-labels.geojson']) {
    assert.ok(seen.some((r) => r.startsWith(MAPLIB_PATH + f)), `${f} loaded from beside maplib.js`);
  }
  assert.equal(s.blocked, [], 'no request left 127.0.0.1');
});

test('labels are drawn from local fonts in Chinese and English', async ({ s }) => {
  const labels = await s.page.evaluate(() => {
    const m = (window as any).__map.maplibre;
    const fs = m.queryRenderedFeatures({ layers: ['maplib-labels'] });
    return { count: fs.length, names: fs.slice(0, 40).map((f: any) => f.properties.name_zh + '/' + f.properties.name_en), glyphs: m.getStyle().glyphs };
  });
  assert.ok(labels.count >= 10, `${labels.count} labels placed`);
  assert.ok(labels.names.includes('中国/China'), labels.names.join(', '));
  assert.is(labels.glyphs, undefined, 'no glyphs URL: local fonts draw the text');
});

test('style variants and label language switch in place; graticule toggles', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const view = (window as any).__map;
    const m = view.maplibre;
    view.update({ labels: 'en', graticule: true });
    const sameStyle = m.getStyle().name;
    const textField = m.getLayoutProperty('maplib-labels', 'text-field');
    const grat = m.getLayoutProperty('maplib-graticule', 'visibility');
    view.update({ basemap: 'militray' });
    await new Promise((r) => m.once('style.load', r));
    return { sameStyle, textField, grat, name: m.getStyle().name, bg: m.getPaintProperty('maplib-background', 'background-color') };
  });
  assert.is(r.sameStyle, 'maplib-offline');
  assert.equal(r.textField, ['get', 'name_en']);
  assert.is(r.grat, 'visible');
  assert.is(r.name, 'maplib-militray');
  assert.ok(/1e2b33|30, 43, 51/i.test(JSON.stringify(r.bg)), JSON.stringify(r.bg));
  await waitIdle(s.page);
  await samplePixels(s.page, [], '/tmp/maplib-militray.png');
});

test('labels and graticule changed before the style is ready apply once it loads (first load and basemap switch)', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const el = document.createElement('div');
    el.style.cssText = 'width:300px;height:200px';
    document.body.append(el);
    const map = (window as any).MapLib.createMap(el, { labels: 'zh' });
    const m = map.maplibre;
    map.update({ labels: 'en', graticule: true });
    await map.ready();
    const first = { text: m.getLayoutProperty('maplib-labels', 'text-field'), grat: m.getLayoutProperty('maplib-graticule', 'visibility') };
    map.update({ basemap: 'guotu' });
    map.update({ labels: 'none', graticule: false });
    await new Promise((res) => m.once('style.load', res));
    const switched = { name: m.getStyle().name, labels: m.getLayoutProperty('maplib-labels', 'visibility'), grat: m.getLayoutProperty('maplib-graticule', 'visibility') };
    map.destroy();
    el.remove();
    return { first, switched };
  });
  assert.equal(r.first, { text: ['get', 'name_en'], grat: 'visible' }, 'createMap(labels zh) then update(en, graticule) before load');
  assert.equal(r.switched, { name: 'maplib-guotu', labels: 'none', grat: 'none' }, 'changes made while the new basemap loads');
});

test('the ESM build works as a module with maplibre-gl as a peer, finding its data beside index.js', async ({ s }) => {
  const page = await s.page.context().newPage();
  await page.goto(s.server.origin + '/esm.html');
  await page.waitForFunction(() => (window as any).maplibEsm);
  await page.evaluate(() => {
    const M = (window as any).maplibEsm;
    (window as any).__esmMap = M.createMap('map', { center: [105, 35], zoom: 2 });
  });
  // Not `await map.ready(); once('idle')` in the page: the map can go idle before the listener is there, and then the
  // wait never ends (a CI run hung here). waitIdle repaints a loaded map and bounds its wait.
  await waitIdle(page, 'window.__esmMap');
  const r = await page.evaluate(async () => {
    const M = (window as any).maplibEsm;
    const map = (window as any).__esmMap;
    const out = { base: M.getAssetBaseUrl(), land: map.maplibre.querySourceFeatures('maplib-countries').length, labels: map.maplibre.getLayoutProperty('maplib-labels', 'text-field') };
    map.destroy();
    return out;
  });
  await page.close();
  assert.is(r.base, s.server.origin + '/esm/');
  assert.ok(r.land > 0, 'countries loaded from /esm/');
  assert.equal(r.labels, ['get', 'name_en'], "labels 'auto' follows <html lang=en>");
  assert.ok(s.server.requests.includes('/esm/basemap-countries.geojson'));
});

test('no console errors', ({ s }) => {
  assert.equal(s.errors, []);
});

test.run();
