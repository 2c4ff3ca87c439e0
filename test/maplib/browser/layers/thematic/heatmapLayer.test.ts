// HeatmapLayer in Chromium, network cut: the hot end of the ramp over a dense spot and nothing far from it, a new
// ramp and a weight field in place, opacity by zoom fading the heat after double-click zooms, onAdded, React, and
// nothing left behind.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, samplePixels, colourDistance, hex, type Session } from '../../session.ts';
import { clickMap, freshMap, idle, settled } from '../../thematicHelpers.ts';
import { holdings, mountReact } from '../../contract.ts';

const test = suite<{ s: Session }>('HeatmapLayer');

/** 400 points within ±0.3° of [10, 10] (w = 0), seeded. */
function spot() {
  let seed = 3;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) - 0.5;
  return {
    type: 'FeatureCollection',
    features: Array.from({ length: 400 }, () => ({ type: 'Feature', properties: { w: 0 }, geometry: { type: 'Point', coordinates: [10 + rnd() * 0.6, 10 + rnd() * 0.6] } })),
  };
}

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

async function sample(s: Session, file?: string): Promise<{ hot: number[]; far: number[] }> {
  const pts = await s.page.evaluate(() => [(window as any).__map.project([10, 10]), (window as any).__map.project([-20, -15])]);
  const [hot, far] = await samplePixels(s.page, pts, file);
  return { hot, far };
}

test('mounts: the densest spot is the ramp top, far away the basemap shows; onAdded', async ({ s }) => {
  await freshMap(s.page, { center: [0, 0], zoom: 3 });
  (s as any).before = await holdings(s.page);
  const { hot: ground, far: sea } = await sample(s);
  (s as any).ground = ground;
  await s.page.evaluate((data) => {
    const w = window as any;
    w.__events = [];
    w.__layer = w.__map.add(new w.MapLib.core.HeatmapLayer({ id: 'heat', geojson: data, heaterRadius: 30, onAdded: (e: any) => w.__events.push({ layerIds: e.layerIds, sameMap: e.map === w.__map, id: e.layer.id }) }));
  }, spot());
  await idle(s.page);
  const px = await sample(s, '/tmp/maplib-heatmap.png');
  assert.ok(colourDistance(px.hot, '#b2182b') < 40, `dense spot is rgb(178,24,43), got ${hex(px.hot)}`);
  assert.ok(colourDistance(px.far, hex(sea)) < 6, `far away the basemap is untouched: ${hex(px.far)} vs ${hex(sea)}`);
  assert.equal(await s.page.evaluate(() => (window as any).__events), [{ layerIds: ['heat'], sameMap: true, id: 'heat' }]);
});

test('prop changes in place: a new ramp, then a weight field whose values are all 0 removes the heat', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    const source = m.getSource('heat');
    w.__layer.update({ colors: [[0, 'rgba(0,0,0,0)'], [0.5, '#0000ff'], [1, '#00ff00']] });
    return { same: m.getSource('heat') === source, colour: m.getPaintProperty('heat', 'heatmap-color') };
  });
  assert.ok(r.same);
  assert.equal(r.colour, ['interpolate', ['linear'], ['heatmap-density'], 0, 'rgba(0,0,0,0)', 0.5, '#0000ff', 1, '#00ff00']);
  await idle(s.page);
  let px = await sample(s);
  assert.ok(colourDistance(px.hot, '#00ff00') < 40, `new ramp top, got ${hex(px.hot)}`);
  await s.page.evaluate(() => (window as any).__layer.update({ field: 'w' }));
  await idle(s.page);
  px = await sample(s);
  assert.ok(colourDistance(px.hot, hex((s as any).ground)) < 12, `weight 0 everywhere: no heat, got ${hex(px.hot)} (basemap there ${hex((s as any).ground)})`);
  await s.page.evaluate(() => (window as any).__layer.update({ field: undefined, colors: undefined }));
});

test('opacity by zoom: two double-click zooms fade the heat out', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__layer.update({ opacityByZoom: [[3, 1], [4.5, 0]] }));
  await idle(s.page);
  assert.ok(colourDistance((await sample(s)).hot, '#b2182b') < 40, 'visible at zoom 3');
  for (let i = 0; i < 2; i++) {
    await clickMap(s.page, [10, 10]);
    const p = await s.page.evaluate(() => (window as any).__map.project([10, 10]));
    const box = (await s.page.locator('#map').boundingBox())!;
    await s.page.mouse.dblclick(box.x + p.x, box.y + p.y);
    await s.page.waitForTimeout(100);
    await settled(s.page);
  }
  const zoom = await s.page.evaluate(() => (window as any).__map.getZoom());
  assert.ok(zoom >= 4.5, `zoomed in to ${zoom}`);
  const land = await s.page.evaluate(() => (window as any).MapLib.core.PALETTES.offline);
  const px = await sample(s, '/tmp/maplib-heatmap-faded.png');
  assert.ok(colourDistance(px.hot, land.land) < 12 || colourDistance(px.hot, land.sea) < 12, `faded to the basemap at zoom ${zoom}, got ${hex(px.hot)}`);
});

test('remove() leaves no layer, source or listener', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__layer.remove());
  assert.equal(await holdings(s.page), (s as any).before);
});

test('React: <HeatmapLayer> mounts, follows props in place, unmounts; no live map after <Map> goes', async ({ s }) => {
  const react = await mountReact(s.page, { style: { width: 600, height: 400 }, center: [10, 10], zoom: 3 }, [{ type: 'HeatmapLayer', props: { id: 'rh', data: spot(), heaterRadius: 20 } }]);
  await s.page.waitForFunction(() => (window as any).__view?.maplibre.getLayer('rh'));
  await s.page.evaluate(() => ((window as any).__source = (window as any).__view.maplibre.getSource('rh')));
  await react.render({ heaterRadius: [[0, 5], [10, 50]], intensity: 2 });
  await s.page.waitForFunction(() => Array.isArray((window as any).__view.maplibre.getPaintProperty('rh', 'heatmap-radius')));
  const updated = await s.page.evaluate(() => {
    const w = window as any;
    const m = w.__view.maplibre;
    return { radius: m.getPaintProperty('rh', 'heatmap-radius'), intensity: m.getPaintProperty('rh', 'heatmap-intensity'), same: m.getSource('rh') === w.__source };
  });
  assert.equal(updated, { radius: ['interpolate', ['linear'], ['zoom'], 0, 5, 10, 50], intensity: 2, same: true });
  await react.renderWithoutChildren();
  await s.page.waitForFunction(() => !(window as any).__view.maplibre.getSource('rh'));
  assert.not.ok(await s.page.evaluate(() => (window as any).__view.maplibre.getLayer('rh')));
  await react.unmount();
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
