// The vanilla core: queued layers, promise camera actions, in-place layer updates, popups, errors, destroy, antimeridian.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, samplePixels, colourDistance, hex, type Session } from '../session.ts';

const test = suite<{ s: Session }>('maplib vanilla core');

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('layers added before load are attached on load; flyTo resolves at its target', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const { createMap, core } = (window as any).MapLib;
    const map = createMap('map', { center: [0, 0], zoom: 1 });
    (window as any).__map = map;
    const fc = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: { k: 1 }, geometry: { type: 'Polygon', coordinates: [[[0, 0], [20, 0], [20, 20], [0, 20], [0, 0]]] } }] };
    const early = map.add(new core.GeoJSONLayer({ id: 'poly', data: fc }));
    const queued = !map.maplibre.getLayer('poly');
    await map.ready();
    const attached = !!map.maplibre.getLayer('poly');
    const type = map.maplibre.getLayer('poly').type;
    const t = performance.now();
    await map.flyTo({ center: [10, 10], zoom: 3, duration: 300 });
    const took = performance.now() - t;
    return { queued, attached, type, took, center: map.getCenter(), zoom: map.getZoom(), earlyIsLayer: early.id === 'poly' };
  });
  assert.ok(r.queued, 'not attached before the style loaded');
  assert.ok(r.attached, 'attached on load');
  assert.is(r.type, 'fill', 'type inferred from the Polygon');
  assert.ok(r.took >= 250, `flyTo waited for the animation (${r.took} ms)`);
  assert.ok(Math.abs(r.center[0] - 10) < 1e-6 && Math.abs(r.center[1] - 10) < 1e-6, JSON.stringify(r.center));
  assert.is(r.zoom, 3);
});

test('an interrupted animation still resolves; easeTo, zoomTo, fitBounds resolve', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const map = (window as any).__map;
    const first = map.flyTo({ center: [50, 10], zoom: 4, duration: 2000 });
    await new Promise((res) => setTimeout(res, 100));
    const second = map.easeTo({ center: [-20, 5], zoom: 2, duration: 200 });
    await Promise.all([first, second]);
    const afterEase = map.getCenter();
    await map.zoomTo(2.5, { duration: 100 });
    await map.fitBounds([[100, 20], [120, 40]], { duration: 100, padding: 10 });
    const b = map.getBounds();
    return { afterEase, zoom: map.getZoom(), contains: b[0][0] <= 100 && b[0][1] <= 20 && b[1][0] >= 120 && b[1][1] >= 40 };
  });
  assert.ok(Math.abs(r.afterEase[0] + 20) < 1e-6, JSON.stringify(r.afterEase));
  assert.ok(r.contains, 'fitBounds shows the bounds');
});

test('layer updates: paint, type change keeps position, before, filter, opacity, zoom range', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const { core } = (window as any).MapLib;
    const map = (window as any).__map;
    const m = map.maplibre;
    const line = map.add(new core.GeoJSONLayer({ id: 'line', data: { type: 'LineString', coordinates: [[0, 0], [30, 30]] } }));
    const layer = [...(map as any).children].find((c: any) => c.id === 'poly');
    const order0 = m.getLayersOrder().filter((id: string) => !id.startsWith('maplib-'));
    layer.update({ paint: { 'fill-color': '#123456' }, opacity: 0.5, filter: ['==', ['get', 'k'], 1], minzoom: 1, maxzoom: 10 });
    const fill = { color: m.getPaintProperty('poly', 'fill-color'), opacity: m.getPaintProperty('poly', 'fill-opacity'), filter: m.getFilter('poly'), min: m.getLayer('poly').minzoom, max: m.getLayer('poly').maxzoom };
    layer.update({ type: 'line', paint: { 'line-color': '#654321' } });
    const afterType = { type: m.getLayer('poly').type, order: m.getLayersOrder().filter((id: string) => !id.startsWith('maplib-')), color: m.getPaintProperty('poly', 'line-color') };
    line.update({ before: 'poly' });
    const afterBefore = m.getLayersOrder().filter((id: string) => !id.startsWith('maplib-'));
    layer.hide();
    const hidden = m.getLayoutProperty('poly', 'visibility');
    layer.remove();
    line.remove();
    return { order0, fill, afterType, afterBefore, hidden, gone: !m.getLayer('poly') && !m.getSource('poly') && !m.getLayer('line') };
  });
  assert.equal(r.order0, ['poly', 'line']);
  assert.equal(r.fill, { color: '#123456', opacity: 0.2, filter: ['==', ['get', 'k'], 1], min: 1, max: 10 });
  assert.equal(r.afterType, { type: 'line', order: ['poly', 'line'], color: '#654321' });
  assert.equal(r.afterBefore, ['line', 'poly']);
  assert.is(r.hidden, 'none');
  assert.ok(r.gone, 'remove() takes layer and source out');
});

test('raster scheme/levels re-create only the source; popup open/close; marker drag toggle', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const { core } = (window as any).MapLib;
    const map = (window as any).__map;
    const m = map.maplibre;
    const ras = map.add(new core.RasterLayer({ id: 'r', baseUrl: location.origin + '/tiles/raster/{z}/{x}/{y}.png', minimumLevel: 1, maximumLevel: 5 }));
    const s0 = m.getSource('r');
    ras.update({ baseUrl: location.origin + '/tiles/raster/{z}/{x}/{y}.png?v=2' });
    const sameAfterUrl = m.getSource('r') === s0 && m.getSource('r').tiles[0].endsWith('?v=2');
    ras.update({ scheme: 'tms', maximumLevel: 7 });
    const s1 = m.getSource('r');
    const afterScheme = { scheme: s1.scheme, maxzoom: s1.serialize().maxzoom, recreated: s1 !== s0 };
    ras.remove();

    let closed = 0;
    const popup = map.add(new core.Popup({ lngLat: [10, 10], html: '<i>hi</i>', onClose: () => closed++ }));
    const open0 = popup.isOpen();
    popup.update({ open: false });
    const open1 = popup.isOpen();
    popup.update({ open: true, html: '<i>again</i>' });
    const text = popup.getElement().textContent;
    (popup.getElement().querySelector('.maplibregl-popup-close-button') as HTMLElement).click();
    const marker = map.add(new core.Marker({ lngLat: [5, 5] }));
    marker.update({ draggable: true, lngLat: [6, 6] });
    const drag = marker.marker.isDraggable();
    const ll = marker.marker.getLngLat();
    marker.remove();
    return { sameAfterUrl, afterScheme, open0, open1, text, closed, drag, ll: [ll.lng, ll.lat], markers: document.querySelectorAll('#map .maplibregl-marker').length };
  });
  assert.ok(r.sameAfterUrl, 'URL change is setTiles on the same source');
  assert.equal(r.afterScheme, { scheme: 'tms', maxzoom: 7, recreated: true });
  assert.equal([r.open0, r.open1], [true, false]);
  assert.match(r.text, /^again/);
  assert.is(r.closed, 1, 'onClose only for the reader closing it');
  assert.ok(r.drag);
  assert.equal(r.ll, [6, 6]);
  assert.is(r.markers, 0);
});

test('marker: default offsets (pin lifted 14 px, custom content none) and payloads that carry the marker', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const { core } = (window as any).MapLib;
    const map = (window as any).__map;
    const events: any[] = [];
    const xy = (p: { x: number; y: number }) => [p.x, p.y];
    const pin = map.add(new core.Marker({ lngLat: [3, 3], onClick: (e: any) => events.push(['click', e.marker === pin, e.lngLat, !!e.originalEvent]), onDragEnd: (e: any) => events.push(['dragend', e.marker === pin, e.lngLat]) }));
    const el = document.createElement('div');
    const custom = map.add(new core.Marker({ lngLat: [4, 4], element: el }));
    const offsets = { pin: xy(pin.marker.getOffset()), custom: xy(custom.marker.getOffset()) };
    pin.update({ offset: [5, 5] });
    pin.update({ offset: undefined });
    const cleared = xy(pin.marker.getOffset());
    pin.getElement().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    pin.update({ draggable: true });
    pin.marker.setLngLat([3.5, 3.5]);
    pin.marker.fire('dragend');
    pin.remove();
    custom.remove();
    return { offsets, cleared, events };
  });
  assert.equal(r.offsets, { pin: [0, -14], custom: [0, 0] });
  assert.equal(r.cleared, [0, -14], 'a cleared offset goes back to the default');
  assert.equal(r.events, [['click', true, [3, 3], true], ['dragend', true, [3.5, 3.5]]]);
});

test('VectorLayer style layers added, removed and replaced by id keep the layer in its place', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const { core } = (window as any).MapLib;
    const map = (window as any).__map;
    const m = map.maplibre;
    const own = () => m.getLayersOrder().filter((id: string) => !id.startsWith('maplib-'));
    const fill = (id: string, color: string) => ({ id, type: 'fill', sourceLayer: 'squares', paint: { 'fill-color': color } });
    const vec = map.add(new core.VectorLayer({ id: 'v', tiles: [location.origin + '/tiles/vector/{z}/{x}/{y}.pbf'], layers: [fill('v1', '#f00')] }));
    const top = map.add(new core.GeoJSONLayer({ id: 'top', data: { type: 'Point', coordinates: [0, 0] } }));
    const source = m.getSource('v');
    vec.update({ layers: [fill('v2', '#0f0')] });
    const replaced = own();
    vec.update({ layers: [fill('v2', '#00f'), { id: 'v3', type: 'line', sourceLayer: 'squares' }], opacity: 0.5 });
    const added = own();
    const v2 = { color: m.getPaintProperty('v2', 'fill-color'), opacity: m.getPaintProperty('v2', 'fill-opacity'), line: m.getPaintProperty('v3', 'line-opacity') };
    vec.update({ tiles: [location.origin + '/tiles/vector/{z}/{x}/{y}.pbf?v=2'] });
    const sameSource = m.getSource('v') === source;
    vec.remove();
    top.remove();
    return { replaced, added, v2, sameSource, left: own() };
  });
  assert.equal(r.replaced, ['v2', 'top']);
  assert.equal(r.added, ['v2', 'v3', 'top']);
  assert.equal(r.v2, { color: '#00f', opacity: 0.5, line: 0.5 });
  assert.ok(r.sameSource, 'tiles change is setTiles on the same source');
  assert.equal(r.left, []);
});

test('image and canvas layers: coordinates and url change in place (setCoordinates / updateImage)', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const { core } = (window as any).MapLib;
    const map = (window as any).__map;
    const m = map.maplibre;
    const c = document.createElement('canvas');
    c.width = c.height = 8;
    const img = map.add(new core.ImageLayer({ id: 'im', url: location.origin + '/image.png', coordinates: [[0, 10], [10, 10], [10, 0], [0, 0]] }));
    const cvs = map.add(new core.CanvasLayer({ id: 'cv', canvas: c, animate: false, coordinates: [[20, 10], [30, 10], [30, 0], [20, 0]] }));
    const s0 = m.getSource('im');
    const c0 = m.getSource('cv');
    img.update({ coordinates: [[1, 11], [11, 11], [11, 1], [1, 1]] });
    img.update({ url: location.origin + '/image.png?v=2' });
    cvs.update({ coordinates: [[21, 11], [31, 11], [31, 1], [21, 1]], opacity: 0.5 });
    const out = {
      sameImage: m.getSource('im') === s0,
      imageCoords: m.getSource('im').coordinates,
      imageUrl: m.getSource('im').url,
      sameCanvas: m.getSource('cv') === c0,
      canvasCoords: m.getSource('cv').coordinates,
      canvasOpacity: m.getPaintProperty('cv', 'raster-opacity'),
      canvasEl: cvs.getCanvas() === c,
    };
    img.remove();
    cvs.remove();
    return out;
  });
  assert.ok(r.sameImage && r.sameCanvas, 'sources kept');
  assert.equal(r.imageCoords, [[1, 11], [11, 11], [11, 1], [1, 1]]);
  assert.match(r.imageUrl, /\?v=2$/);
  assert.equal(r.canvasCoords, [[21, 11], [31, 11], [31, 1], [21, 1]]);
  assert.is(r.canvasOpacity, 0.5);
  assert.ok(r.canvasEl);
});

test('bad props: MapLibError from the core, and inside React an error boundary shows it', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const M = (window as any).MapLib;
    const R = (window as any).React;
    const RD = (window as any).ReactDOM;
    let coreMessage = '';
    try {
      new M.core.RasterLayer({ baseUrl: 'https://t/{z}/{x}/{y}.png', tileSize: 300 });
    } catch (e: any) {
      coreMessage = `${e.name}: ${e.message}`;
    }
    class Boundary extends R.Component {
      state = { error: null as any };
      static getDerivedStateFromError(error: any) {
        return { error };
      }
      render() {
        return this.state.error ? R.createElement('p', { id: 'caught' }, this.state.error.message) : this.props.children;
      }
    }
    const el = document.createElement('div');
    document.body.append(el);
    const root = RD.createRoot(el);
    const origError = console.error;
    console.error = () => {}; // React reports caught render errors; expected here
    root.render(R.createElement(Boundary, null, R.createElement(M.Map, { zoom: 99 })));
    for (let i = 0; i < 50 && !document.querySelector('#caught'); i++) await new Promise((res) => setTimeout(res, 20));
    console.error = origError;
    const caught = document.querySelector('#caught')?.textContent;
    root.unmount();
    el.remove();
    return { coreMessage, caught, live: M.core.getLiveMapCount() };
  });
  assert.is(r.coreMessage, 'MapLibError: RasterLayer: tileSize must be 256 or 512, got 300');
  assert.is(r.caught, 'Map: zoom must be between 0 and 24, got 99');
  assert.is(r.live, 1, 'the failed <Map> never created a map');
});

test('antimeridian: Chukotka drawn east of 180° without streaks across the map', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [180, 55], zoom: 2 }));
  await waitIdle(s.page);
  // 185° rather than -175°: project() does not wrap to the nearest world copy.
  const lls = [[177, 66], [185, 66.5], [210, 52], [200, 40], [170, 45], [182, 35], [140, 35]];
  const pts = await s.page.evaluate((l) => l.map((ll: number[]) => (window as any).__map.project(ll)), lls);
  const px = await samplePixels(s.page, pts, '/tmp/maplib-antimeridian.png');
  const pal = await s.page.evaluate(() => (window as any).MapLib.core.PALETTES.offline);
  assert.ok(colourDistance(px[0], pal.land) < 24, `Chukotka west of 180 is land: ${hex(px[0])}`);
  assert.ok(colourDistance(px[1], pal.land) < 24, `Chukotka east of 180 is land: ${hex(px[1])}`);
  for (const i of [2, 3, 4, 5]) assert.ok(colourDistance(px[i], pal.sea) < 24, `Pacific at ${lls[i]} is sea, no streak: ${hex(px[i])}`);
});

test('destroy() removes the map; add() after destroy throws', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const M = (window as any).MapLib;
    const map = (window as any).__map;
    map.destroy();
    map.destroy(); // idempotent
    let message = '';
    try {
      map.add(new M.core.NavigationControl());
    } catch (e: any) {
      message = e.message;
    }
    return { live: M.core.getLiveMapCount(), canvas: !!document.querySelector('#map canvas'), message };
  });
  assert.is(r.live, 0);
  assert.not.ok(r.canvas);
  assert.is(r.message, 'Map: add() called after destroy()');
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
