// ClusterLayer in Chromium, network cut: clusters drawn in their class colours at their projected centres, counts,
// a colour and radius change in place, a cluster click zooms to its expansion zoom, a point click opens the popup,
// events with their payloads, React mount/unmount, and nothing left behind.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, samplePixels, colourDistance, hex, type Session } from '../../session.ts';
import { clickMap, freshMap, idle, settled } from '../../thematicHelpers.ts';
import { holdings, mountReact } from '../../contract.ts';

const test = suite<{ s: Session }>('ClusterLayer');

/** Three tight groups of 5, 50 and 150 points (one per colour class) and one lone point; deterministic. */
function groups() {
  const features: object[] = [];
  let seed = 7;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (const [lng, lat, n, name] of [[10, 10, 5, 'a'], [40, 10, 50, 'b'], [70, 10, 150, 'c']] as const) {
    for (let i = 0; i < n; i++) features.push({ type: 'Feature', properties: { group: name, mag: 1 + (i % 5) }, geometry: { type: 'Point', coordinates: [lng + rnd() * 0.4, lat + rnd() * 0.4] } });
  }
  features.push({ type: 'Feature', properties: { name: '<lone>', mag: 6 }, geometry: { type: 'Point', coordinates: [-30, -20] } });
  return { type: 'FeatureCollection', features };
}

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** The rendered clusters: projected centre, count and class colour expected there. */
async function clusters(s: Session): Promise<{ x: number; y: number; count: number }[]> {
  return s.page.evaluate(() => {
    const v = (window as any).__map;
    return v.maplibre
      .queryRenderedFeatures({ layers: ['eq-clusters'] })
      .map((f: any) => ({ ...v.project(f.geometry.coordinates), count: f.properties.point_count }))
      .sort((a: any, b: any) => a.count - b.count);
  });
}

test('mounts: three clusters in the three class colours, the lone point black, onAdded with its payload', async ({ s }) => {
  await freshMap(s.page, { center: [30, 0], zoom: 2 });
  const before = await holdings(s.page);
  (s as any).before = before;
  await s.page.evaluate((data) => {
    const w = window as any;
    w.__events = [];
    w.__layer = w.__map.add(
      new w.MapLib.core.ClusterLayer({
        id: 'eq',
        geojson: data,
        popup: '<b class="pp">{name}</b> M{mag}',
        onAdded: (e: any) => w.__events.push({ type: 'added', layerIds: e.layerIds, sameMap: e.map === w.__map, layerId: e.layer.id }),
        onClusterClick: (e: any) => w.__events.push({ type: 'cluster', clusterId: e.clusterId, pointCount: e.pointCount, expansionZoom: e.expansionZoom, lngLat: e.lngLat }),
        onPointClick: (e: any) => w.__events.push({ type: 'point', name: e.feature.properties.name, lngLat: e.lngLat }),
      }),
    );
  }, groups());
  await idle(s.page);
  const cs = await clusters(s);
  assert.equal(cs.map((c) => c.count), [5, 50, 150]);
  const colours = ['#51bbd6', '#f1f075', '#f28cb1'];
  // 10 px right of the centre: inside every class radius (15/20/25) and clear of the count text.
  const lone = await s.page.evaluate(() => (window as any).__map.project([-30, -20]));
  const px = await samplePixels(s.page, [...cs.map((c) => ({ x: c.x + 10, y: c.y })), lone], '/tmp/maplib-cluster.png');
  cs.forEach((c, i) => assert.ok(colourDistance(px[i], colours[i]) < 30, `cluster of ${c.count} is ${colours[i]}, got ${hex(px[i])}`));
  assert.ok(colourDistance(px[3], '#000000') < 40, `lone point black, got ${hex(px[3])}`);
  const r = await s.page.evaluate(() => ({ events: (window as any).__events, ids: (window as any).__layer.getLayerIds() }));
  assert.equal(r.ids, ['eq-clusters', 'eq-count', 'eq-points']);
  assert.equal(r.events, [{ type: 'added', layerIds: ['eq-clusters', 'eq-count', 'eq-points'], sameMap: true, layerId: 'eq' }]);
});

test('prop change in place: colours and radii by setPaintProperty, clusterRadius by setClusterOptions, same source', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const w = window as any;
    const m = w.__map.maplibre;
    const source = m.getSource('eq');
    w.__layer.update({ colors: ['#00ff00', '#0000ff', '#ff0000'], radii: [18, 18, 18] });
    const paint = m.getPaintProperty('eq-clusters', 'circle-color');
    w.__layer.update({ clusterRadius: 20 });
    return { same: m.getSource('eq') === source, paint, options: m.getSource('eq').getClusterOptions() };
  });
  assert.ok(r.same, 'the source object is kept');
  assert.equal(r.paint, ['step', ['get', 'point_count'], '#00ff00', 10, '#0000ff', 100, '#ff0000']);
  assert.is(r.options.clusterRadius, 20);
  await idle(s.page);
  const cs = await clusters(s);
  const px = await samplePixels(s.page, cs.map((c) => ({ x: c.x + 10, y: c.y })));
  const want = (n: number) => (n < 10 ? '#00ff00' : n < 100 ? '#0000ff' : '#ff0000');
  cs.forEach((c, i) => assert.ok(colourDistance(px[i], want(c.count)) < 30, `cluster of ${c.count} recoloured ${want(c.count)}, got ${hex(px[i])}`));
  await s.page.evaluate(() => (window as any).__layer.update({ colors: undefined, radii: undefined, clusterRadius: undefined }));
  await idle(s.page);
});

test('a cluster click zooms in to its expansion zoom, centred on it, and fires onClusterClick', async ({ s }) => {
  const big = (await clusters(s)).find((c) => c.count === 150)!;
  await clickMap(s.page, { x: big.x, y: big.y });
  await s.page.waitForFunction(() => (window as any).__events.some((e: any) => e.type === 'cluster'));
  await settled(s.page);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const e = w.__events.find((x: any) => x.type === 'cluster');
    return { e, zoom: w.__map.getZoom(), center: w.__map.getCenter() };
  });
  assert.is(r.e.pointCount, 150);
  assert.ok(r.e.expansionZoom > 2, `expansion zoom ${r.e.expansionZoom}`);
  assert.ok(Math.abs(r.zoom - r.e.expansionZoom) < 1e-6, `zoomed to ${r.zoom}, expected ${r.e.expansionZoom}`);
  assert.ok(Math.abs(r.center[0] - r.e.lngLat[0]) < 1e-6 && Math.abs(r.center[1] - r.e.lngLat[1]) < 1e-6, 'centred on the cluster');
  const after = await clusters(s);
  assert.ok(after.every((c) => c.count < 150), 'the cluster split');
});

test('a point click opens the template popup (escaped) and fires onPointClick; a map click closes it', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [30, 0], zoom: 2 }));
  await idle(s.page);
  await clickMap(s.page, [-30, -20]);
  await s.page.waitForSelector('#map .maplibregl-popup .pp');
  const r = await s.page.evaluate(() => ({
    html: document.querySelector('#map .maplibregl-popup-content')!.innerHTML,
    event: (window as any).__events.find((e: any) => e.type === 'point'),
    cursor: (window as any).__map.maplibre.getCanvas().style.cursor,
  }));
  assert.match(r.html, /<b class="pp">&lt;lone&gt;<\/b> M6/);
  assert.is(r.event.name, '<lone>');
  // The feature comes from the rendered tile: its position is the point's, to the tile's precision.
  assert.ok(Math.abs(r.event.lngLat[0] + 30) < 0.01 && Math.abs(r.event.lngLat[1] + 20) < 0.01, `lngLat ${r.event.lngLat}`);
  await clickMap(s.page, [0, 35]);
  await s.page.waitForFunction(() => !document.querySelector('#map .maplibregl-popup'));
});

test('hover popups follow popupTrigger; remove() leaves no layer, source, listener or popup', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__layer.update({ popupTrigger: 'hover' }));
  const p = await s.page.evaluate(() => (window as any).__map.project([-30, -20]));
  const box = (await s.page.locator('#map').boundingBox())!;
  await s.page.mouse.move(box.x + p.x, box.y + p.y);
  await s.page.waitForSelector('#map .maplibregl-popup .pp');
  await s.page.mouse.move(box.x + 5, box.y + 5);
  await s.page.waitForFunction(() => !document.querySelector('#map .maplibregl-popup'));
  await s.page.mouse.move(box.x + p.x, box.y + p.y);
  await s.page.waitForSelector('#map .maplibregl-popup .pp');
  await s.page.evaluate(() => (window as any).__layer.remove());
  const after = await holdings(s.page);
  assert.equal(after, (s as any).before, 'the map holds what it held before the layer (the open popup closed too)');
});

test('React: <ClusterLayer> mounts, follows props, unmounts cleanly; the map goes with <Map>', async ({ s }) => {
  const react = await mountReact(s.page, { id: 'rmap', style: { width: 600, height: 400 }, center: [30, 0], zoom: 2 }, [{ type: 'ClusterLayer', props: { id: 'rc', data: groups() } }]);
  const own = () => s.page.evaluate(() => (window as any).__view.maplibre.getLayersOrder().filter((id: string) => id.startsWith('rc')));
  await s.page.waitForFunction(() => (window as any).__view?.maplibre.getLayer('rc-clusters'));
  assert.equal(await own(), ['rc-clusters', 'rc-count', 'rc-points']);
  await react.render({ showCount: false, uncluster: { 'circle-color': '#ff0000' } });
  await s.page.waitForFunction(() => !(window as any).__view.maplibre.getLayer('rc-count'));
  assert.equal(await own(), ['rc-clusters', 'rc-points']);
  assert.is(await s.page.evaluate(() => (window as any).__view.maplibre.getPaintProperty('rc-points', 'circle-color')), '#ff0000');
  await react.renderWithoutChildren();
  await s.page.waitForFunction(() => !(window as any).__view.maplibre.getSource('rc'));
  assert.equal(await own(), []);
  await react.unmount();
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
