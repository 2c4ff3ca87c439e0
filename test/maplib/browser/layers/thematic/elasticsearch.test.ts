// ElasticsearchLayer in Chromium with the network cut: a real POST _search to the emulated index (in-page fallback),
// heat and cluster drawing (pixel samples), a new request with the new bounding box after a move, buckets given as a
// prop (React), and nothing left behind on removal.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, samplePixels, hex, type Session } from '../../session.ts';
import { mountReact } from '../../contract.ts';

const test = suite<{ s: Session }>('ElasticsearchLayer');

/** Max channel difference of two RGB samples. */
const diff = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));

test.before(async (ctx) => {
  ctx.s = await openSession();
  await ctx.s.page.evaluate(async () => {
    const w = window as any;
    w.__services = await w.MapLib.servicesReady({ base: location.origin + '/', serviceWorker: false });
    w.__listeners = (m: any, type: string) => (m._listeners?.[type] ?? []).length;
  });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** Waits for the layer's next response, then for the map to go idle. */
async function nextResponse(s: Session): Promise<void> {
  await s.page.waitForFunction((n) => (window as any).__responses.length > n, await s.page.evaluate(() => (window as any).__seen));
  await s.page.evaluate(() => ((window as any).__seen = (window as any).__responses.length));
  await waitIdle(s.page);
}

test('mounts, POSTs _search for the view to the emulated index, and draws the heat where the buckets are', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const w = window as any;
    const { createMap, core } = w.MapLib;
    const map = createMap('map', { center: [120, 25], zoom: 2.5, maplibreOptions: { fadeDuration: 0 } });
    w.__map = map;
    await map.ready();
    w.__baseListeners = w.__listeners(map.maplibre, 'moveend');
    w.__requests = [];
    w.__responses = [];
    w.__seen = 0;
    w.__layer = map.add(new core.ElasticsearchLayer({
      id: 'es',
      url: location.origin + '/_services/es/earthquakes/_search',
      heaterOptions: { radius: 40 },
      onRequest: (e: any) => w.__requests.push(JSON.parse(JSON.stringify(e.request))),
      onResponse: (e: any) => w.__responses.push({ buckets: e.buckets, total: e.response.hits.total.value }),
    }));
    return { mode: w.__services.mode };
  });
  assert.is(r.mode, 'fallback');
  await nextResponse(s);
  const q = await s.page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    const b = m.getBounds();
    const req = w.__requests[0];
    const res = w.__responses[0];
    const top = [...res.buckets].sort((a: any, b: any) => b.doc_count - a.doc_count)[0];
    return {
      req,
      zoom: m.getZoom(),
      bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
      buckets: res.buckets.length,
      docs: res.buckets.reduce((n: number, x: any) => n + x.doc_count, 0),
      total: res.total,
      layers: m.getLayersOrder().filter((id: string) => id.startsWith('es')),
      type: m.getLayer('es').type,
      topAt: w.__map.project([top.gridCentroid.location.lon, top.gridCentroid.location.lat]),
      empty: w.__map.project([-150, -50]),
      lastRequest: w.__layer.getLastRequest(),
    };
  });
  assert.is(q.req.method, 'POST');
  assert.is(q.req.url, `${s.server.origin}/_services/es/earthquakes/_search`);
  assert.is(q.req.precision, Math.floor(q.zoom) + 3);
  const box = q.req.body.query.geo_bounding_box.location;
  assert.ok(Math.abs(box.top_left.lon - q.bounds[0]) < 1e-5 && Math.abs(box.bottom_right.lat - q.bounds[1]) < 1e-5, JSON.stringify(box));
  assert.ok(Math.abs(box.bottom_right.lon - q.bounds[2]) < 1e-5 && Math.abs(box.top_left.lat - q.bounds[3]) < 1e-5, JSON.stringify(box));
  assert.equal(q.req.body.aggs.grid.aggs.gridCentroid, { geo_centroid: { field: 'location' } });
  assert.ok(q.buckets > 5, `buckets: ${q.buckets}`);
  assert.is(q.docs, q.total, 'the buckets hold every document in the view');
  assert.equal(q.layers, ['es']);
  assert.is(q.type, 'heatmap');
  assert.equal(q.lastRequest, q.req);
  // The static server saw no _search: the emulator answered in the page.
  assert.not.ok(s.server.requests.some((u) => u.includes('_services')), s.server.requests.filter((u) => u.includes('_services')).join(' '));

  const withHeat = await samplePixels(s.page, [q.topAt, q.empty], '/tmp/maplib-es-heat.png');
  await s.page.evaluate(() => (window as any).__layer.hide());
  await waitIdle(s.page);
  const without = await samplePixels(s.page, [q.topAt, q.empty]);
  await s.page.evaluate(() => (window as any).__layer.show());
  await waitIdle(s.page);
  assert.ok(diff(withHeat[0], without[0]) > 60, `heat at the densest bucket: ${hex(withHeat[0])} over ${hex(without[0])}`);
  assert.ok(withHeat[0][0] > withHeat[0][2], `warm colour at the densest bucket, got ${hex(withHeat[0])}`);
  assert.ok(diff(withHeat[1], without[1]) < 8, `no heat far from every bucket: ${hex(withHeat[1])} vs ${hex(without[1])}`);
});

test('a move sends a new request carrying the new bounding box and precision', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const w = window as any;
    w.__map.jumpTo({ center: [-100, 40], zoom: 3.2 });
    return w.__requests.length;
  });
  assert.is(r, 2, 'jumpTo → moveend → one request');
  await nextResponse(s);
  const q = await s.page.evaluate(() => {
    const w = window as any;
    const b = w.__map.maplibre.getBounds();
    return { req: w.__requests[1], bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], keys: w.__responses[1].buckets.map((x: any) => x.key) };
  });
  const box = q.req.body.query.geo_bounding_box.location;
  assert.ok(Math.abs(box.top_left.lon - q.bounds[0]) < 1e-5 && Math.abs(box.bottom_right.lon - q.bounds[2]) < 1e-5, JSON.stringify({ box, b: q.bounds }));
  assert.ok(box.top_left.lon < -110 && box.bottom_right.lon > -90, 'the box follows the new centre');
  assert.is(q.req.precision, 6);
  assert.ok(q.keys.length > 0 && q.keys.every((k: string) => k.startsWith('6/')), q.keys.slice(0, 5).join(' '));
});

test('mode cluster: counted circles in the cluster colours, a click reports the cluster', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__clicked = null;
    w.__layer.update({ mode: 'cluster', clusterOptions: { colors: ['#00ff00', '#0000ff', '#ff00ff'], steps: [20, 100] }, onClick: (e: any) => (w.__clicked = e.features[0].properties) });
  });
  await waitIdle(s.page);
  const q = await s.page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    const features = m.queryRenderedFeatures({ layers: ['es'] });
    const f = features.sort((a: any, b: any) => b.properties.count - a.properties.count)[0];
    return {
      layers: m.getLayersOrder().filter((id: string) => id.startsWith('es')),
      sources: Object.keys(m.getStyle().sources).filter((id) => id.startsWith('es')),
      cluster: m.getSource('es').serialize().cluster,
      rendered: features.length,
      count: f.properties.count,
      at: m.project(f.geometry.coordinates),
      requests: w.__requests.length,
    };
  });
  assert.equal(q.layers, ['es', 'es-count']);
  assert.equal(q.sources, ['es']);
  assert.is(q.cluster, true);
  assert.is(q.requests, 2, 'a mode change re-uses the buckets it has');
  assert.ok(q.rendered > 0);
  // Below the count text, inside the smallest circle (radius 14).
  const [px] = await samplePixels(s.page, [{ x: q.at.x, y: q.at.y + 9 }], '/tmp/maplib-es-cluster.png');
  const expected = q.count < 20 ? [0, 255, 0] : q.count < 100 ? [0, 0, 255] : [255, 0, 255];
  assert.ok(diff(px, expected) < 80, `circle of count ${q.count}: ${hex(px)}`);
  const box = await s.page.locator('#map').boundingBox();
  await s.page.mouse.click(box!.x + q.at.x, box!.y + q.at.y);
  await s.page.waitForFunction(() => (window as any).__clicked);
  const clicked = await s.page.evaluate(() => (window as any).__clicked);
  assert.is(clicked.count, q.count, 'the click payload carries the summed count');
});

test('removal leaves no layer, source or listener; a pending request is cancelled', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const w = window as any;
    const m = w.__map.maplibre;
    const during = w.__listeners(m, 'moveend');
    w.__map.jumpTo({ center: [0, 0] }); // a request under way …
    w.__layer.remove(); // … cut off here
    await new Promise((res) => setTimeout(res, 300));
    return {
      during,
      base: w.__baseListeners,
      after: w.__listeners(m, 'moveend'),
      layers: m.getLayersOrder().filter((id: string) => id.startsWith('es')),
      source: !!m.getSource('es'),
      responses: w.__responses.length,
      requests: w.__requests.length,
    };
  });
  assert.is(r.during, r.base + 1);
  assert.is(r.after, r.base);
  assert.equal(r.layers, []);
  assert.is(r.source, false);
  assert.is(r.requests, 3);
  assert.is(r.responses, 2, 'the cut-off request reported nothing');
  await s.page.evaluate(() => (window as any).__map.destroy());
  assert.is(await s.page.evaluate(() => (window as any).MapLib.core.getLiveMapCount()), 0);
});

test('React: buckets given as a prop are drawn and updated in place; unmounting frees the map', async ({ s }) => {
  const buckets = await s.page.evaluate(async () => {
    const body = { size: 0, aggs: { grid: { geotile_grid: { field: 'location', precision: 4 }, aggs: { gridCentroid: { geo_centroid: { field: 'location' } } } } } };
    const res = await fetch('/_services/es/earthquakes/_search', { method: 'POST', body: JSON.stringify(body) });
    return (await res.json()).aggregations.grid.buckets;
  });
  const react = await mountReact(s.page, { style: { width: 800, height: 500 }, center: [0, 20], zoom: 1, maplibreOptions: { fadeDuration: 0 } }, [
    { type: 'ElasticsearchLayer', props: { id: 'esr', buckets, mode: 'cluster', clusterOptions: { colors: ['#ff0000', '#ff0000', '#ff0000'] } } },
  ]);
  await s.page.waitForFunction(() => (window as any).__view?.maplibre.getLayer('esr'));
  await waitIdle(s.page, 'window.__view');
  const first = await s.page.evaluate(() => {
    const m = (window as any).__view.maplibre;
    const fs = m.queryRenderedFeatures({ layers: ['esr'] });
    return { n: fs.length, sum: fs.reduce((n: number, f: any) => n + f.properties.count, 0), source: m.getSource('esr') };
  });
  assert.ok(first.n > 0);
  const japan = await s.page.evaluate(() => (window as any).__view.project([140, 37]));
  const [red] = await samplePixels(s.page, [japan], '/tmp/maplib-es-react.png', '#root');
  assert.ok(diff(red, [255, 0, 0]) < 60, `cluster over Japan: ${hex(red)}`);
  // Keep only the buckets west of 0°: the source stays, its data changes.
  await s.page.evaluate(() => ((window as any).__sourceBefore = (window as any).__view.maplibre.getSource('esr')));
  await react.render({ buckets: buckets.filter((b: any) => b.gridCentroid.location.lon < 0) });
  await s.page.waitForTimeout(200);
  await waitIdle(s.page, 'window.__view');
  const second = await s.page.evaluate(() => {
    const w = window as any;
    const m = w.__view.maplibre;
    return { same: m.getSource('esr') === w.__sourceBefore, east: m.queryRenderedFeatures({ layers: ['esr'] }).filter((f: any) => f.geometry.coordinates[0] > 0).length };
  });
  assert.ok(second.same, 'data changed in place (setData)');
  assert.is(second.east, 0);
  const [after] = await samplePixels(s.page, [japan], undefined, '#root');
  assert.ok(diff(after, [255, 0, 0]) > 60, `no cluster over Japan any more: ${hex(after)}`);
  await react.unmount();
  assert.equal(s.blocked, []);
  assert.equal(s.errors, []);
});

test.run();
