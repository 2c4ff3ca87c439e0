// BuildingLayer in Chromium, network cut: roofs drawn in their ramp colours where the footprints are (seen from
// above), heightScale and colours changed in place, a click opens the popup and a hover highlights, the same
// buildings from vector tiles (MVT made here, answered by a protocol), onAdded, React, and nothing left behind.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { openSession, samplePixels, hex, type Session } from '../../session.ts';
import { clickMap, freshMap, idle } from '../../thematicHelpers.ts';
import { holdings, mountReact } from '../../contract.ts';

const test = suite<{ s: Session }>('BuildingLayer');

const C: [number, number] = [116.46, 39.915];
/** A square footprint of `m` metres around [lng, lat]. */
function square(lng: number, lat: number, m: number): number[][][] {
  const dy = m / 2 / 111320;
  const dx = m / 2 / (111320 * Math.cos((lat * Math.PI) / 180));
  return [[[lng - dx, lat - dy], [lng + dx, lat - dy], [lng + dx, lat + dy], [lng - dx, lat + dy], [lng - dx, lat - dy]]];
}
const AT: Record<string, [number, number]> = { low: [C[0] - 0.004, C[1]], mid: [C[0], C[1]], tall: [C[0] + 0.004, C[1]] };
const HEIGHT: Record<string, number> = { low: 10, mid: 50, tall: 100 };
const blocks = {
  type: 'FeatureCollection',
  features: Object.keys(AT).map((name) => ({ type: 'Feature', properties: { name, h: HEIGHT[name] }, geometry: { type: 'Polygon', coordinates: square(AT[name][0], AT[name][1], 120) } })),
};
const RAMP = [[0, '#0000ff'], [100, '#ff0000']];

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** Roof pixels at the three footprints (top-down, so roofs sit on their footprints). */
async function roofs(s: Session, file?: string): Promise<Record<string, number[]>> {
  const pts = await s.page.evaluate((at) => Object.values(at).map((ll) => (window as any).__map.project(ll)), AT);
  const px = await samplePixels(s.page, pts, file);
  return Object.fromEntries(Object.keys(AT).map((k, i) => [k, px[i]]));
}
const reddish = (p: number[]) => p[0] > 120 && p[0] > p[2] + 60;
const bluish = (p: number[]) => p[2] > 120 && p[2] > p[0] + 60;

test('mounts: roofs coloured by the height ramp (blue low, red tall), onAdded', async ({ s }) => {
  await freshMap(s.page, { center: C, zoom: 15 });
  (s as any).before = await holdings(s.page);
  const ground = await roofs(s);
  await s.page.evaluate(
    ({ data, ramp }) => {
      const w = window as any;
      w.__events = [];
      w.__layer = w.__map.add(
        new w.MapLib.core.BuildingLayer({
          id: 'bld',
          geojson: data,
          field: 'h',
          colors: ramp,
          opacity: 1,
          popup: '<b class="bp">{name}</b> {h} m',
          onAdded: (e: any) => w.__events.push({ layerIds: e.layerIds, id: e.layer.id, sameMap: e.map === w.__map }),
        }),
      );
    },
    { data: blocks, ramp: RAMP },
  );
  await idle(s.page);
  const r = await roofs(s, '/tmp/maplib-building.png');
  for (const k of Object.keys(AT)) assert.ok(hex(r[k]) !== hex(ground[k]), `${k} drawn (${hex(r[k])} over ${hex(ground[k])})`);
  assert.ok(bluish(r.low), `low roof blue: ${hex(r.low)}`);
  assert.ok(reddish(r.tall), `tall roof red: ${hex(r.tall)}`);
  assert.ok(r.mid[0] > r.low[0] && r.mid[0] < r.tall[0], `mid roof between: ${hex(r.mid)}`);
  assert.equal(await s.page.evaluate(() => (window as any).__events), [{ layerIds: ['bld'], id: 'bld', sameMap: true }]);
  const height = await s.page.evaluate(() => (window as any).__map.maplibre.getPaintProperty('bld', 'fill-extrusion-height'));
  assert.equal(height, ['to-number', ['get', 'h'], 0]);
});

test('prop changes in place: heightScale and colour by setPaintProperty, the same source', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    const source = m.getSource('bld');
    w.__layer.update({ heightScale: 2, colors: undefined, color: '#00c000' });
    return { same: m.getSource('bld') === source, height: m.getPaintProperty('bld', 'fill-extrusion-height'), color: m.getPaintProperty('bld', 'fill-extrusion-color') };
  });
  assert.ok(r.same);
  assert.equal(r.height, ['*', ['to-number', ['get', 'h'], 0], 2]);
  assert.is(r.color, '#00c000');
  await idle(s.page);
  const px = await roofs(s);
  for (const k of Object.keys(AT)) assert.ok(px[k][1] > 120 && px[k][1] > px[k][0] + 50, `${k} roof green: ${hex(px[k])}`);
});

test('a click opens the popup on the building; a hover highlights it (feature state)', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__layer.update({ highlightColor: '#ffff00' }));
  await idle(s.page);
  await clickMap(s.page, AT.tall);
  await s.page.waitForSelector('#map .maplibregl-popup .bp');
  assert.match(await s.page.locator('#map .maplibregl-popup-content').innerHTML(), /<b class="bp">tall<\/b> 100 m/);
  // The mouse rests on the tall building after the click: it is the highlighted one. Move off the popup's way first.
  await clickMap(s.page, [C[0], C[1] + 0.003]);
  const p = await s.page.evaluate((ll) => (window as any).__map.project(ll), AT.low);
  const box = (await s.page.locator('#map').boundingBox())!;
  await s.page.mouse.move(box.x + p.x, box.y + p.y);
  await s.page.waitForFunction(() => (window as any).__map.maplibre.getFeatureState({ source: 'bld', id: 0 }).hover === true);
  await idle(s.page);
  const px = await roofs(s, '/tmp/maplib-building-hover.png');
  assert.ok(px.low[0] > 150 && px.low[1] > 150 && px.low[2] < 100, `hovered roof yellow: ${hex(px.low)}`);
  assert.ok(px.mid[1] > px.mid[0] + 50, `others stay green: ${hex(px.mid)}`);
  await s.page.mouse.move(box.x + 5, box.y + 5);
  await s.page.waitForFunction(() => (window as any).__map.maplibre.getFeatureState({ source: 'bld', id: 0 }).hover === false);
});

test('remove() leaves no layer, source, listener or popup', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__layer.remove());
  assert.equal(await holdings(s.page), (s as any).before);
});

test('vector tiles: the same buildings from an MVT source layer, drawn and clickable', async ({ s }) => {
  // One tile pyramid made here (z14–16), answered through a MapLibre protocol: no server, no network.
  const index = new GeoJSONVT(blocks as never, { maxZoom: 16, indexMaxZoom: 16, indexMaxPoints: 0 });
  const tiles: Record<string, string> = {};
  for (let z = 14; z <= 16; z++) {
    const n = 2 ** z;
    const x = Math.floor(((C[0] + 180) / 360) * n);
    const r = (C[1] * Math.PI) / 180;
    const y = Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const t = index.getTile(z, x + dx, y + dy);
        if (t) tiles[`${z}/${x + dx}/${y + dy}`] = Buffer.from(fromGeojsonVt({ blocks: t } as never, { version: 2, extent: 4096 })).toString('base64');
      }
    }
  }
  await s.page.evaluate(async ({ tiles, ramp }) => {
    const w = window as any;
    w.MapLib.maplibregl.addProtocol('bldtest', async (params: { url: string }) => {
      const b64 = tiles[params.url.replace('bldtest://', '').replace('.pbf', '')];
      return { data: b64 ? Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer : new ArrayBuffer(0) };
    });
    w.__layer = w.__map.add(new w.MapLib.core.BuildingLayer({ id: 'vt', vectortile: { tiles: ['bldtest://{z}/{x}/{y}.pbf'], sourceLayer: 'blocks', minzoom: 14, maxzoom: 16 }, field: 'h', colors: ramp, opacity: 1, popup: '<i class="vp">{name}</i>' }));
  }, { tiles, ramp: RAMP });
  await idle(s.page);
  const r = await roofs(s, '/tmp/maplib-building-vt.png');
  assert.ok(bluish(r.low) && reddish(r.tall), `ramp from tiles: low ${hex(r.low)}, tall ${hex(r.tall)}`);
  const names = await s.page.evaluate(() => (window as any).__map.maplibre.queryRenderedFeatures({ layers: ['vt'] }).map((f: any) => f.properties.name).sort());
  assert.equal([...new Set(names)], ['low', 'mid', 'tall']);
  await clickMap(s.page, AT.mid);
  await s.page.waitForSelector('#map .maplibregl-popup .vp');
  await s.page.evaluate(() => {
    const w = window as any;
    w.__layer.remove();
    w.MapLib.maplibregl.removeProtocol('bldtest');
  });
  assert.equal(await holdings(s.page), (s as any).before);
});

test('React: <BuildingLayer> on a pitched map, props in place, unmount; no live map after <Map> goes', async ({ s }) => {
  const react = await mountReact(s.page, { style: { width: 600, height: 400 }, center: [116.46, 39.915], zoom: 15, pitch: 60 }, [{ type: 'BuildingLayer', props: { id: 'rb', data: blocks, field: 'h' } }]);
  await s.page.waitForFunction(() => (window as any).__view?.maplibre.getLayer('rb'));
  const paint = (name: string) => s.page.evaluate((name) => (window as any).__view.maplibre.getPaintProperty('rb', name), name);
  assert.equal({ color: await paint('fill-extrusion-color'), opacity: await paint('fill-extrusion-opacity') }, { color: '#ffffff', opacity: 0.85 }, 'MapGIS defaults: white, 0.85');
  await react.render({ heightScale: 3, color: '#336699' });
  await s.page.waitForFunction(() => (window as any).__view.maplibre.getPaintProperty('rb', 'fill-extrusion-color') === '#336699');
  assert.equal(await paint('fill-extrusion-height'), ['*', ['to-number', ['get', 'h'], 0], 3]);
  await react.renderWithoutChildren();
  await s.page.waitForFunction(() => !(window as any).__view.maplibre.getSource('rb'));
  assert.not.ok(await s.page.evaluate(() => (window as any).__view.maplibre.getLayer('rb')));
  await react.unmount();
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
