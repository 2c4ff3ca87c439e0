// The renderer: CRS units to pixels (y down), Mercator latitude clamping, world copies across the antimeridian.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { drawMap } from '../../../maplib/src/emulator/render/drawMap.ts';
import type { LayerDef } from '../../../maplib/src/emulator/types.ts';
import { RecordingSurface, emulatorSource, inBoundedChild } from './fixtures.ts';

const layer = (features: LayerDef['features'], kind: LayerDef['kind']): LayerDef => ({
  index: 0,
  name: 't',
  title: { en: 't', zh: 't' },
  kind,
  fields: [],
  style: { fill: '#ff0000', stroke: '#0000ff', width: 1, radius: 2 },
  source: 'test',
  features,
});

test('geographic: x = lon, y = lat downwards, scaled to the image', () => {
  const s = new RecordingSurface(200, 100);
  const pt = layer([{ fid: 1, attributes: {}, geometry: { type: 'Point', coordinates: [10, 20] } }], 'Pnt');
  drawMap(s, { bbox: [0, 0, 40, 40], kind: 'geographic', layers: [{ layer: pt, features: pt.features }], background: null });
  assert.equal(s.pointsIn('#ff0000'), [[50, 50]]);
});

test('Web Mercator clamps latitudes beyond 85.05° to the top edge', () => {
  const s = new RecordingSurface(256, 256);
  const R = 6378137 * Math.PI;
  const pt = layer([{ fid: 1, attributes: {}, geometry: { type: 'Point', coordinates: [0, 89.9] } }], 'Pnt');
  drawMap(s, { bbox: [-R, -R, R, R], kind: 'mercator', layers: [{ layer: pt, features: pt.features }], background: '#ffffff' });
  const [[x, y]] = s.pointsIn('#ff0000');
  assert.ok(Math.abs(x - 128) < 1e-9);
  assert.ok(Math.abs(y) < 1e-6);
  assert.is(s.fills()[0], '#ffffff');
});

test('a bbox across the antimeridian draws the world copy on the other side', () => {
  const s = new RecordingSurface(600, 200);
  const line = layer([{ fid: 1, attributes: {}, geometry: { type: 'LineString', coordinates: [[-150, -10], [-150, 10]] } }], 'Lin');
  drawMap(s, { bbox: [150, -10, 210, 10], kind: 'geographic', layers: [{ layer: line, features: line.features }], background: null });
  // −150° is 210° one world east: the right edge.
  assert.equal(s.pointsIn('#0000ff').map(([x]) => x), [600, 600]);
});

test('features outside the view are not drawn; polygons fill even-odd then stroke', () => {
  const s = new RecordingSurface(100, 100);
  const sq = (x: number) => ({ type: 'Polygon' as const, coordinates: [[[x, 0], [x + 1, 0], [x + 1, 1], [x, 1], [x, 0]]] });
  const poly = layer([{ fid: 1, attributes: {}, geometry: sq(0) }, { fid: 2, attributes: {}, geometry: sq(50) }], 'Reg');
  drawMap(s, { bbox: [-1, -1, 2, 2], kind: 'geographic', layers: [{ layer: poly, features: poly.features }], background: null });
  assert.equal(s.ops.filter((o) => o.op === 'fill').map((o) => o.args), [['evenodd']]);
  assert.is(s.ops.filter((o) => o.op === 'stroke').length, 1);
});

test('world copies are bounded: an extent of 1e308 is refused at once instead of listing 1e306 copies', () => {
  // In a child process with a small heap: the renderer without the bound allocated until it died.
  const outcome = inBoundedChild<{ error?: string; copies?: number }[]>(
    `import { drawMap } from ${emulatorSource('render/drawMap.ts')};
    const layer = { index: 0, name: 't', title: { en: 't', zh: 't' }, kind: 'Lin', fields: [], style: { fill: '#f00', stroke: '#00f', width: 1 }, source: 't',
      features: [{ fid: 1, attributes: {}, geometry: { type: 'LineString', coordinates: [[0, -10], [0, 10]] } }] };
    const draw = (bbox, kind) => {
      let moves = 0;
      const ctx = new Proxy({}, { get: (t, k) => (k in t ? t[k] : () => void (k === 'moveTo' && moves++)), set: (t, k, v) => ((t[k] = v), true) });
      try {
        drawMap({ ctx, width: 256, height: 256 }, { bbox, kind, layers: [{ layer, features: layer.features }], background: null });
        return { copies: moves };
      } catch (e) {
        return { error: e.message };
      }
    };
    console.log(JSON.stringify([draw([-1e308, -1e308, 1e308, 1e308], 'geographic'), draw([-1e300, -1, 1e300, 1], 'mercator'), draw([-11520, -90, 11520, 90], 'geographic')]));`,
  );
  assert.match(outcome[0].error!, /^MapLib emulator: the extent -1e\+308…1e\+308 spans \S+ world copies, more than 67$/);
  assert.match(outcome[1].error!, 'more than 67');
  // Within the bound: one line per world across 64 worlds, and the copy past each edge (4 px of margin is a world here).
  assert.is(outcome[2].copies, 67);
});

test.run();
