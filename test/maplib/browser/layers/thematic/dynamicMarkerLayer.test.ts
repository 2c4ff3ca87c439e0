// DynamicMarkerLayer in Chromium, network cut: pins drawn at their points, a selection swapping to the active pin
// and lighting the feature's shape, hover highlight with enter/leave events, a click with its payload and popup,
// fitting to the selection (MapGIS's pan-or-fit) and to fitBound, map-bound-change, a custom image symbol, React,
// and nothing left behind.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, samplePixels, hex, type Session } from '../../session.ts';
import { solidPng } from '../../fixtures.ts';
import { clickMap, freshMap, idle, settled } from '../../thematicHelpers.ts';
import { holdings, mountReact } from '../../contract.ts';

const test = suite<{ s: Session }>('DynamicMarkerLayer');

const DATA = {
  type: 'FeatureCollection',
  features: [
    ...[['a', -10], ['b', 0], ['c', 10]].map(([fid, x]) => ({ type: 'Feature', properties: { fid, name: `<${fid}>` }, geometry: { type: 'Point', coordinates: [x, 0] } })),
    { type: 'Feature', properties: { fid: 'p', name: 'zone' }, geometry: { type: 'Polygon', coordinates: [[[18, -4], [26, -4], [26, 4], [18, 4], [18, -4]]] } },
  ],
};
const AT: Record<string, [number, number]> = { a: [-10, 0], b: [0, 0], c: [10, 0], p: [22, 0] };

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** Pixels in the pin heads (7 px right of the head centre: in the coloured ring, clear of the white dot). */
async function heads(s: Session, file?: string, active: string[] = []): Promise<Record<string, number[]>> {
  const ids = Object.keys(AT);
  const pts = await s.page.evaluate((at) => Object.values(at).map((ll) => (window as any).__map.project(ll)), AT);
  // A pin is 24 × 33.5 CSS px, anchored at its tip; the head centre is 21.5 px above it (×1.3 for the active pin).
  const px = await samplePixels(s.page, pts.map((p: { x: number; y: number }, i: number) => ({ x: p.x + 7, y: p.y - 21.5 * (active.includes(ids[i]) ? 1.3 : 1) })), file);
  return Object.fromEntries(ids.map((k, i) => [k, px[i]]));
}
const blue = (p: number[]) => p[2] > 200 && p[0] < 120;
const orange = (p: number[]) => p[0] > 200 && p[1] > 80 && p[1] < 170 && p[2] < 80;

test('mounts: a blue pin on every feature (polygons at their centre), labels; onAdded', async ({ s }) => {
  await freshMap(s.page, { center: [6, 0], zoom: 3 });
  (s as any).before = await holdings(s.page);
  await s.page.evaluate((data) => {
    const w = window as any;
    w.__events = [];
    const log = (type: string) => (e: any) => w.__events.push({ type, id: e.id, name: e.feature?.properties.name, lngLat: e.lngLat });
    w.__layer = w.__map.add(
      new w.MapLib.core.DynamicMarkerLayer({
        id: 'dm',
        data,
        label: 'name',
        popup: '<b class="dp">{name}</b>',
        onAdded: (e: any) => w.__events.push({ type: 'added', layerIds: e.layerIds }),
        onMarkerClick: log('click'),
        onMarkerEnter: log('enter'),
        onMarkerLeave: log('leave'),
        onMapBoundChange: (e: any) => w.__events.push({ type: 'bounds', xmin: e.xmin, ymin: e.ymin, xmax: e.xmax, ymax: e.ymax }),
      }),
    );
  }, DATA);
  await idle(s.page);
  const px = await heads(s, '/tmp/maplib-dynamic-marker.png');
  for (const k of Object.keys(AT)) assert.ok(blue(px[k]), `${k}: blue pin, got ${hex(px[k])}`);
  const r = await s.page.evaluate(() => ({
    events: (window as any).__events,
    labels: (window as any).__map.maplibre.queryRenderedFeatures({ layers: ['dm'] }).map((f: any) => f.properties.name).sort(),
  }));
  assert.equal(r.events, [{ type: 'added', layerIds: ['dm-polygon', 'dm-line', 'dm-point', 'dm', 'dm-active'] }]);
  assert.equal(r.labels, ['<a>', '<b>', '<c>', 'zone']);
});

test('selects: the selected marker swaps to the orange active pin and its polygon lights up; others stay blue', async ({ s }) => {
  const inside = await s.page.evaluate(() => (window as any).__map.project([19.5, -3]));
  const [before] = await samplePixels(s.page, [inside]);
  await s.page.evaluate(() => (window as any).__layer.update({ selects: ['b', 'p'] }));
  await idle(s.page);
  const px = await heads(s, '/tmp/maplib-dynamic-marker-selected.png', ['b', 'p']);
  assert.ok(orange(px.b), `b active: ${hex(px.b)}`);
  assert.ok(orange(px.p), `p active: ${hex(px.p)}`);
  assert.ok(blue(px.a) && blue(px.c), `a, c unchanged: ${hex(px.a)} ${hex(px.c)}`);
  const [after] = await samplePixels(s.page, [inside]);
  assert.ok(after[2] < before[2] - 30 && after[0] >= before[0] - 5, `polygon tinted orange: ${hex(before)} → ${hex(after)}`);
  const state = await s.page.evaluate(() => (window as any).__map.maplibre.getFeatureState({ source: 'dm', id: 'b' }));
  assert.equal(state, { selected: true });
  await s.page.evaluate(() => (window as any).__layer.update({ selects: ['p'] }));
  await idle(s.page);
  assert.ok(blue((await heads(s, undefined, ['p'])).b), 'b back to blue once unselected');
});

test('hover highlights (enter/leave events); a click fires onMarkerClick and opens the popup', async ({ s }) => {
  const p = await s.page.evaluate(() => (window as any).__map.project([10, 0]));
  const box = (await s.page.locator('#map').boundingBox())!;
  await s.page.mouse.move(box.x + p.x, box.y + p.y - 15);
  await s.page.waitForFunction(() => (window as any).__events.some((e: any) => e.type === 'enter'));
  await idle(s.page);
  assert.ok(orange((await heads(s, undefined, ['c', 'p'])).c), 'hovered pin active');
  await s.page.mouse.move(box.x + 5, box.y + 5);
  await s.page.waitForFunction(() => (window as any).__events.some((e: any) => e.type === 'leave'));
  await clickMap(s.page, { x: p.x, y: p.y - 15 });
  await s.page.waitForSelector('#map .maplibregl-popup .dp');
  const r = await s.page.evaluate(() => ({ events: (window as any).__events.filter((e: any) => e.type !== 'bounds'), html: document.querySelector('#map .maplibregl-popup-content')!.innerHTML }));
  const enter = { type: 'enter', id: 'c', name: '<c>', lngLat: [10, 0] };
  assert.equal(r.events.slice(1), [enter, { type: 'leave', id: 'c', name: undefined, lngLat: undefined }, enter, { type: 'click', id: 'c', name: '<c>', lngLat: [10, 0] }]);
  assert.match(r.html, /<b class="dp">&lt;c&gt;<\/b>/);
  await clickMap(s.page, [0, 20]);
});

test('fitSelection pans to a selection that fits (MapGIS); fitBound fits its box; onMapBoundChange reports the view', async ({ s }) => {
  await s.page.evaluate(() => ((window as any).__events = [], (window as any).__layer.update({ fitSelection: true, selects: ['a'] })));
  await settled(s.page);
  const panned = await s.page.evaluate(() => ({ center: (window as any).__map.getCenter(), zoom: (window as any).__map.getZoom() }));
  assert.ok(Math.abs(panned.center[0] + 10) < 1e-3 && Math.abs(panned.center[1]) < 1e-3, `panned to a: ${panned.center}`);
  assert.ok(Math.abs(panned.zoom - 3) < 1e-6, 'zoom kept (the selection fits)');
  await s.page.evaluate(() => (window as any).__layer.update({ fitBound: { xmin: 100, ymin: 20, xmax: 110, ymax: 30 } }));
  await settled(s.page);
  const r = await s.page.evaluate(() => ({ bounds: (window as any).__map.getBounds(), events: (window as any).__events.filter((e: any) => e.type === 'bounds') }));
  const [[w, so], [e, n]] = r.bounds;
  assert.ok(w <= 100 && e >= 110 && so <= 20 && n >= 30 && e - w < 40, `the box is in view: ${JSON.stringify(r.bounds)}`);
  const last = r.events.at(-1);
  assert.ok(Math.abs(last.xmin - w) < 1e-9 && Math.abs(last.ymax - n) < 1e-9, `map-bound-change payload ${JSON.stringify(last)}`);
  assert.ok(r.events.length >= 2, 'one per settled move');
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [6, 0], zoom: 3 }));
  await idle(s.page);
});

test('a custom symbol image replaces the pin; remove() leaves no layer, source, image, listener or popup', async ({ s }) => {
  const green = 'data:image/png;base64,' + solidPng(24, [0, 200, 0]).toString('base64');
  await s.page.evaluate((symbol) => (window as any).__layer.update({ selects: [], layerStyle: { symbol, anchor: 'center' } }), green);
  await s.page.waitForFunction(() => (window as any).__map.maplibre.getImage('dm::marker')?.data.width === 24);
  await idle(s.page);
  const pts = await s.page.evaluate(() => [(window as any).__map.project([-10, 0])]);
  const [px] = await samplePixels(s.page, pts, '/tmp/maplib-dynamic-marker-symbol.png');
  assert.ok(px[1] > 150 && px[0] < 60 && px[2] < 60, `green symbol at a: ${hex(px)}`);
  await s.page.evaluate(() => (window as any).__layer.remove());
  assert.equal(await holdings(s.page), (s as any).before);
});

test('React: <DynamicMarkerLayer> with selects, updated in place, unmounted cleanly; no live map after <Map> goes', async ({ s }) => {
  const react = await mountReact(s.page, { style: { width: 600, height: 400 }, center: [6, 0], zoom: 3 }, [{ type: 'DynamicMarkerLayer', props: { id: 'rdm', data: DATA, selects: ['a'] } }]);
  await s.page.waitForFunction(() => (window as any).__view?.maplibre.getLayer('rdm'));
  const state = (id: string) => s.page.evaluate((id) => (window as any).__view.maplibre.getFeatureState({ source: 'rdm', id }), id);
  assert.equal(await state('a'), { selected: true });
  await react.render({ selects: ['c'] });
  await s.page.waitForFunction(() => (window as any).__view.maplibre.getFeatureState({ source: 'rdm', id: 'c' }).selected === true);
  assert.equal([await state('a'), await state('c')], [{ selected: false }, { selected: true }]);
  await react.renderWithoutChildren();
  await s.page.waitForFunction(() => !(window as any).__view.maplibre.getSource('rdm'));
  const left = await s.page.evaluate(() => {
    const m = (window as any).__view.maplibre;
    return { layers: m.getLayersOrder().filter((id: string) => id.startsWith('rdm')), images: m.listImages().filter((n: string) => n.startsWith('rdm')) };
  });
  assert.equal(left, { layers: [], images: [] });
  await react.unmount();
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
