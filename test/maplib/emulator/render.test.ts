// The renderer: CRS units to pixels (y down), Mercator latitude clamping, world copies across the antimeridian.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { drawMap } from '../../../maplib/src/emulator/render/drawMap.ts';
import type { LayerDef } from '../../../maplib/src/emulator/types.ts';
import { RecordingSurface } from './fixtures.ts';

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

test.run();
