// GeoJSONLayer and the layer commons in Chromium, network cut: each original pointer event (mousedown … touchcancel)
// fired by real mouse and touch input with its payload, popup and tips (property table, updated at runtime), the
// feature queries, a feature-state round trip seen in the pixels, the cluster methods on a clustered source, bbox, the
// commons' layerId/mapLayer/mapSource/sourceLoaded/move/replace, and a VectorLayer's queries and feature state over
// MVT made here.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { openSession, samplePixels, type Session } from '../../session.ts';
import { clickMap, freshMap, idle } from '../../thematicHelpers.ts';
import { mountReact } from '../../contract.ts';

const test = suite<{ s: Session }>('GeoJSONLayer');

const C: [number, number] = [116.4, 39.9];
const POINTS = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', id: 1, properties: { name: 'Alpha', pop: 120 }, geometry: { type: 'Point', coordinates: C } },
    { type: 'Feature', id: 2, properties: { name: 'Beta', pop: 80 }, geometry: { type: 'Point', coordinates: [116.6, 40.05] } },
  ],
};
const STATE_PAINT = { 'circle-radius': 14, 'circle-color': ['case', ['boolean', ['feature-state', 'hot'], false], '#ff0000', '#0000ff'] };

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** The page position of a map point (the container's offset added). */
async function pagePoint(s: Session, ll: [number, number]): Promise<{ x: number; y: number }> {
  return s.page.evaluate((at) => {
    const m = (window as any).__map;
    const p = m.project(at);
    const r = m.container.getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  }, ll);
}

test('every original pointer event fires from real mouse and touch input with features, lngLat, point, originalEvent and layer', async ({ s }) => {
  await freshMap(s.page, { center: C, zoom: 9 });
  const names = ['onMouseDown', 'onMouseUp', 'onDblClick', 'onMouseMove', 'onMouseEnter', 'onMouseLeave', 'onMouseOver', 'onMouseOut', 'onContextMenu', 'onTouchStart', 'onTouchEnd', 'onTouchCancel'];
  await s.page.evaluate(
    ({ data, paint, names }) => {
      const w = window as any;
      w.__got = [];
      const handlers = Object.fromEntries(
        names.map((n: string) => [
          n,
          (e: any) =>
            w.__got.push({ prop: n, type: e.type, name: e.features[0]?.properties?.name, lngLat: e.lngLat, point: e.point, dom: e.originalEvent?.type, same: e.layer === w.__layer }),
        ]),
      );
      w.__layer = w.__map.add(new w.MapLib.core.GeoJSONLayer({ layerId: 'pts', data, paint, ...handlers }));
    },
    { data: POINTS, paint: STATE_PAINT, names },
  );
  await idle(s.page);
  const on = await pagePoint(s, C);
  const off = { x: on.x - 150, y: on.y + 150 };
  const got = async () => s.page.evaluate(() => (window as any).__got.splice(0));
  await s.page.mouse.move(off.x, off.y);
  await s.page.mouse.move(on.x, on.y, { steps: 3 });
  await s.page.mouse.down();
  await s.page.mouse.up();
  await s.page.mouse.click(on.x, on.y, { button: 'right' });
  const mouse: any[] = await got();
  const seen = (prop: string) => mouse.find((e) => e.prop === prop);
  for (const prop of ['onMouseEnter', 'onMouseOver', 'onMouseMove', 'onMouseDown', 'onMouseUp', 'onContextMenu']) {
    const e = seen(prop);
    assert.ok(e, `${prop} fired (got ${mouse.map((x) => x.prop).join(', ')})`);
    assert.is(e.name, 'Alpha', `${prop}: the feature under the pointer`);
    assert.ok(e.same, `${prop}: layer is the GeoJSONLayer`);
    assert.ok(Math.abs(e.lngLat[0] - C[0]) < 0.05 && Math.abs(e.lngLat[1] - C[1]) < 0.05, `${prop}: lngLat ${e.lngLat}`);
    assert.ok(typeof e.point.x === 'number' && typeof e.point.y === 'number');
  }
  assert.equal([seen('onMouseDown').type, seen('onMouseDown').dom, seen('onContextMenu').dom], ['mousedown', 'mousedown', 'contextmenu']);

  // Touch: real touch events through the DevTools protocol (the page was not opened as a touch device).
  const cdp = await s.page.context().newCDPSession(s.page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touch = (type: string, pts: { x: number; y: number }[]) => cdp.send('Input.dispatchTouchEvent', { type: type as 'touchStart', touchPoints: pts });
  await touch('touchStart', [on]);
  await touch('touchEnd', []);
  await touch('touchStart', [on]);
  await touch('touchCancel', []);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
  await cdp.detach();
  const touches: any[] = (await got()).filter((e: any) => e.prop.startsWith('onTouch'));
  assert.equal(
    touches.map((e) => [e.prop, e.type, e.name, e.dom, e.same]),
    [
      ['onTouchStart', 'touchstart', 'Alpha', 'touchstart', true],
      ['onTouchEnd', 'touchend', 'Alpha', 'touchend', true],
      ['onTouchStart', 'touchstart', 'Alpha', 'touchstart', true],
      ['onTouchCancel', 'touchcancel', 'Alpha', 'touchcancel', true],
    ],
  );

  await s.page.mouse.move(on.x, on.y);
  await s.page.mouse.move(off.x, off.y, { steps: 3 });
  const left: any[] = await got();
  assert.ok(left.some((e) => e.prop === 'onMouseLeave' && e.type === 'mouseleave'), 'onMouseLeave fired');
  assert.ok(left.some((e) => e.prop === 'onMouseOut' && e.type === 'mouseout'), 'onMouseOut fired');
  // dblclick last: the map zooms in on it.
  await s.page.mouse.dblclick(on.x, on.y);
  const dbl = (await got()).find((e: any) => e.prop === 'onDblClick');
  assert.equal([dbl?.type, dbl?.name, dbl?.dom, dbl?.same], ['dblclick', 'Alpha', 'dblclick', true]);
});

test('popup and tips: a property table on click and on hover, changed and turned off at runtime', async ({ s }) => {
  await freshMap(s.page, { center: C, zoom: 9 });
  await s.page.evaluate((data) => {
    const w = window as any;
    w.__layer = w.__map.add(new w.MapLib.core.GeoJSONLayer({ data, paint: { 'circle-radius': 14 }, enablePopup: true, popupOptions: { title: 'name' }, enableTips: true, customTips: (f: any) => `<i class="tip">${f.properties.name} tip</i>` }));
  }, POINTS);
  await idle(s.page);
  const popupText = () => s.page.evaluate(() => [...document.querySelectorAll('.maplibregl-popup-content')].map((p) => p.textContent?.replace('×', '').trim()).join(' | '));
  const on = await pagePoint(s, C);
  await s.page.mouse.move(on.x - 100, on.y - 100);
  await s.page.mouse.move(on.x, on.y, { steps: 3 });
  await s.page.waitForFunction(() => document.querySelector('.maplibregl-popup .tip'));
  assert.is(await popupText(), 'Alpha tip', 'hover shows the custom tip');
  await clickMap(s.page, C);
  await s.page.waitForFunction(() => document.querySelector('.maplibregl-popup .maplib-feature-title'));
  assert.match(await popupText(), /Alpha.*pop120/, 'the click popup: title, then the other properties');
  await s.page.evaluate(() => (window as any).__layer.update({ popupOptions: { title: 'name', fields: ['name'] }, enableTips: false }));
  await s.page.mouse.move(on.x - 100, on.y - 100);
  await clickMap(s.page, C);
  await s.page.waitForFunction(() => document.querySelector('.maplib-feature-table th')?.textContent === 'name');
  assert.not.match(await popupText(), /pop/, 'fields changed at runtime');
  assert.not.match(await popupText(), /tip/, 'tips turned off at runtime');
  await s.page.evaluate(() => (window as any).__layer.update({ enablePopup: false }));
  assert.is(await s.page.evaluate(() => document.querySelectorAll('.maplibregl-popup').length), 0, 'turning the popup off closes it');
  await clickMap(s.page, C);
  assert.is(await s.page.evaluate(() => document.querySelectorAll('.maplibregl-popup').length), 0, 'and a click opens none');
});

test('queries, feature state round trip (seen in the pixels), bbox, and the commons on a live map', async ({ s }) => {
  await freshMap(s.page, { center: C, zoom: 9 });
  const r = await s.page.evaluate(
    async ({ data, paint }) => {
      const w = window as any;
      const map = w.__map;
      const other = map.add(new w.MapLib.core.GeoJSONLayer({ id: 'other', data: { type: 'Point', coordinates: [0, 0] } }));
      const l = map.add(new w.MapLib.core.GeoJSONLayer({ layerId: 'pts', data, paint }));
      w.__layer = l;
      await new Promise((res) => map.maplibre.once('idle', res));
      const at = map.project(data.features[0].geometry.coordinates);
      const out = {
        source: [...new Set(l.getSourceFeatures().map((f: any) => f.properties.name))].sort(),
        filtered: [...new Set(l.getSourceFeatures(['==', ['get', 'name'], 'Beta']).map((f: any) => f.properties.name))],
        rendered: l.getRenderedFeatures([at.x, at.y]).map((f: any) => f.properties.name),
        all: l.getRenderedFeatures().length,
        bbox: l.bbox(),
        mapLayer: l.mapLayer?.id,
        mapSource: l.mapSource?.type,
        loaded: l.sourceLoaded,
        order: [] as string[],
        state: undefined as unknown,
        replaced: undefined as unknown,
      };
      l.move('other');
      out.order = map.maplibre.getLayersOrder().filter((id: string) => id === 'pts' || id === 'other');
      l.setFeatureState(1, { hot: true });
      out.state = l.getFeatureState(1);
      other.remove();
      return out;
    },
    { data: POINTS, paint: STATE_PAINT },
  );
  assert.equal(r.source, ['Alpha', 'Beta']);
  assert.equal(r.filtered, ['Beta']);
  assert.equal(r.rendered, ['Alpha']);
  assert.is(r.all, 2);
  assert.equal(r.bbox, [116.4, 39.9, 116.6, 40.05]);
  assert.equal([r.mapLayer, r.mapSource, r.loaded], ['pts', 'geojson', true]);
  assert.equal(r.order, ['pts', 'other'], 'move(beforeId) put the layer under "other"');
  assert.equal(r.state, { hot: true });
  await idle(s.page);
  const pt = await s.page.evaluate((at) => (window as any).__map.project(at), C);
  const [hot] = await samplePixels(s.page, [pt]);
  assert.ok(hot[0] > 200 && hot[2] < 80, `feature state drawn: red, got ${hot}`);
  await s.page.evaluate(() => (window as any).__layer.removeFeatureState(1));
  assert.equal(await s.page.evaluate(() => (window as any).__layer.getFeatureState(1)), {});
  await idle(s.page);
  const [cold] = await samplePixels(s.page, [pt]);
  assert.ok(cold[2] > 200 && cold[0] < 80, `state removed: blue again, got ${cold}`);

  // replace: a style layer of the same id already in the map (not a MapLib layer's) is replaced instead of failing.
  const replaced = await s.page.evaluate((data) => {
    const w = window as any;
    const m = w.__map.maplibre;
    m.addSource('foreign', { type: 'geojson', data });
    m.addLayer({ id: 'dup', type: 'line', source: 'foreign' });
    const l = w.__map.add(new w.MapLib.core.GeoJSONLayer({ id: 'dup', data, replace: true }));
    const res = [m.getLayer('dup')?.type, m.getLayer('dup')?.source];
    l.remove();
    m.removeSource('foreign');
    return res;
  }, POINTS);
  assert.equal(replaced, ['circle', 'dup']);
});

test('cluster methods on a clustered GeoJSON source', async ({ s }) => {
  await freshMap(s.page, { center: C, zoom: 6 });
  const r = await s.page.evaluate(async (c) => {
    const w = window as any;
    const features = Array.from({ length: 12 }, (_, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [c[0] + (i % 4) * 0.01, c[1] + Math.floor(i / 4) * 0.01] } }));
    const l = w.__map.add(new w.MapLib.core.GeoJSONLayer({ data: { type: 'FeatureCollection', features }, sourceOptions: { cluster: true, clusterRadius: 60 } }));
    await new Promise((res) => w.__map.maplibre.once('idle', res));
    const cluster = l.getSourceFeatures().find((f: any) => f.properties.cluster);
    const id = cluster.properties.cluster_id;
    return {
      count: cluster.properties.point_count,
      zoom: await l.getClusterExpansionZoom(id),
      children: (await l.getClusterChildren(id)).length,
      leaves: (await l.getClusterLeaves(id, 100)).length,
      page: (await l.getClusterLeaves(id, 5, 10)).length,
    };
  }, C);
  assert.is(r.count, 12);
  assert.ok(r.zoom > 6, `expansion zoom ${r.zoom}`);
  assert.ok(r.children >= 1);
  assert.is(r.leaves, 12);
  assert.is(r.page, 2, 'limit and offset page the leaves');
});

test('VectorLayer: source features, rendered features and a feature-state round trip over MVT', async ({ s }) => {
  await freshMap(s.page, { center: C, zoom: 9 });
  const index = new GeoJSONVT(POINTS as any, { maxZoom: 14 });
  const tiles: Record<string, number[]> = {};
  for (const z of [8, 9, 10])
    for (let x = 0; x < 2 ** z; x++)
      for (let y = 0; y < 2 ** z; y++) {
        const t = index.getTile(z, x, y);
        if (t) tiles[`${z}/${x}/${y}`] = [...fromGeojsonVt({ places: t } as any)];
      }
  const r = await s.page.evaluate(
    async ({ tiles, paint, c }) => {
      const w = window as any;
      w.MapLib.maplibregl.addProtocol('s32vt', async (p: any) => ({ data: new Uint8Array(tiles[p.url.replace('s32vt://', '')] ?? []).buffer }));
      const l = w.__map.add(new w.MapLib.core.VectorLayer({ source: { type: 'vector', tiles: ['s32vt://{z}/{x}/{y}'], maxzoom: 10 }, layers: [{ id: 'vpts', type: 'circle', sourceLayer: 'places', paint }] }));
      await new Promise((res) => w.__map.maplibre.once('idle', res));
      const at = w.__map.project(c);
      l.setFeatureState({ id: 1 }, { hot: true });
      return {
        source: [...new Set(l.getSourceFeatures('places').map((f: any) => f.properties.name))].sort(),
        rendered: l.getRenderedFeatures([at.x, at.y]).map((f: any) => f.properties.name),
        state: l.getFeatureState({ id: 1, sourceLayer: 'places' }),
        at,
      };
    },
    { tiles, paint: STATE_PAINT, c: C },
  );
  assert.equal(r.source, ['Alpha', 'Beta']);
  assert.equal(r.rendered, ['Alpha']);
  assert.equal(r.state, { hot: true });
  await idle(s.page);
  const [px] = await samplePixels(s.page, [r.at]);
  assert.ok(px[0] > 200 && px[2] < 80, `vector feature state drawn: red, got ${px}`);
  assert.equal(s.errors, [], 'no page errors');
});

test('React: the events are onX props of <GeoJSONLayer>, tips by props, and a prop change updates the layer', async ({ s }) => {
  const mount = await mountReact(s.page, { center: C, zoom: 9, style: { width: 600, height: 400 } }, [
    { type: 'GeoJSONLayer', props: { id: 'rpts', data: POINTS, paint: { 'circle-radius': 14 }, enableTips: true, tipsOptions: { title: 'name', fields: [] } }, events: { onMouseDown: '__down', onContextMenu: '__menu' } },
  ]);
  await s.page.waitForFunction(() => (window as any).__view?.maplibre?.getLayer('rpts'));
  await idle(s.page, 'window.__view');
  const on = await s.page.evaluate((at) => {
    const v = (window as any).__view;
    const p = v.project(at);
    const r = v.container.getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  }, C);
  await s.page.mouse.move(on.x - 80, on.y - 80);
  await s.page.mouse.move(on.x, on.y, { steps: 3 });
  await s.page.waitForFunction(() => document.querySelector('#root .maplib-feature-title')?.textContent === 'Alpha');
  await s.page.mouse.down();
  await s.page.mouse.up();
  await s.page.mouse.click(on.x, on.y, { button: 'right' });
  const got = await s.page.evaluate(() => {
    const w = window as any;
    const pick = (e: any) => [e.type, e.features[0]?.properties?.name, e.layer === w.__reactLayers.rpts];
    return { down: w.__down.map(pick), menu: w.__menu.map(pick) };
  });
  assert.equal(got.down, [['mousedown', 'Alpha', true], ['mousedown', 'Alpha', true]], 'the left press and the right click’s press');
  assert.equal(got.menu, [['contextmenu', 'Alpha', true]]);
  await mount.render({ enableTips: false, paint: { 'circle-radius': 14, 'circle-color': '#ff0000' } });
  await s.page.waitForFunction(() => !document.querySelector('#root .maplibregl-popup'));
  assert.is(await s.page.evaluate(() => (window as any).__view.maplibre.getPaintProperty('rpts', 'circle-color')), '#ff0000');
  await mount.unmount();
});

test.run();
