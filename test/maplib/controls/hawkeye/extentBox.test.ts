// The overview map's arithmetic: its zoom follows the main map's at an offset and stays in range; the extent box is
// the four corners closed, one box across the antimeridian, latitudes inside Web Mercator's world; a pointer grabs the
// box inside it, and a tiny box near its centre.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_ZOOM_OFFSET, extentPolygon, grabsBox, overviewZoom } from '../../../../maplib/src/core/controls/hawkeye/extentBox.ts';

test('overviewZoom: the main zoom plus the offset, held within the overview’s range', () => {
  assert.is(DEFAULT_ZOOM_OFFSET, -4);
  assert.is(overviewZoom(10, -4), 6);
  assert.is(overviewZoom(5.5, -2), 3.5);
  assert.is(overviewZoom(2, -4), 0, 'never below the overview’s minimum');
  assert.is(overviewZoom(3, -4, 1, 22), 1);
  assert.is(overviewZoom(24, 0, 0, 22), 22, 'never above its maximum');
  assert.is(overviewZoom(7, 0), 7);
});

test('extentPolygon: the four corners in order, closed', () => {
  const corners: [number, number][] = [[100, 40], [120, 40], [120, 30], [100, 30]];
  assert.equal(extentPolygon(corners, 110), { type: 'Polygon', coordinates: [[[100, 40], [120, 40], [120, 30], [100, 30], [100, 40]]] });
});

test('extentPolygon: a view across the antimeridian stays one box around the overview’s centre', () => {
  // MapLibre can give the corners of such a view on both sides of ±180°.
  const corners: [number, number][] = [[170, 10], [-170, 10], [-170, -10], [170, -10]];
  const ring = extentPolygon(corners, 180).coordinates[0];
  assert.equal(ring.map((p) => p[0]), [170, 190, 190, 170, 170]);
  const west = extentPolygon(corners, -175).coordinates[0];
  assert.equal(west.map((p) => p[0]), [-190, -170, -170, -190, -190], 'near a centre west of the antimeridian: the same box, one turn over');
  const far = extentPolygon([[116 + 360, 40], [118 + 360, 40], [118 + 360, 38], [116 + 360, 38]], 117).coordinates[0];
  assert.equal(far.map((p) => p[0]), [116, 118, 118, 116, 116], 'corners a world copy away come back next to the centre');
});

test('extentPolygon: a rotated view is the quadrilateral of its corners; far latitudes are held inside Web Mercator', () => {
  const rotated: [number, number][] = [[110, 45], [125, 38], [118, 25], [103, 32]];
  assert.equal(extentPolygon(rotated, 115).coordinates[0].slice(0, 4), rotated);
  const pitched = extentPolygon([[90, 89.9], [140, 89.9], [120, 30], [110, 30]], 115).coordinates[0];
  assert.ok(Math.abs(pitched[0][1] - 85.0511287798066) < 1e-9, `the far corners clamped: ${pitched[0][1]}`);
  assert.is(pitched[2][1], 30);
  assert.throws(() => extentPolygon([[0, 0], [1, 1], [2, 2]], 0), /four corners, got 3/);
});

test('grabsBox: inside the box, not outside; a tiny box is grabbed near its centre', () => {
  const box: [number, number][] = [[50, 40], [150, 40], [150, 100], [50, 100], [50, 40]];
  assert.ok(grabsBox([100, 70], box));
  assert.ok(grabsBox([51, 41], box));
  assert.not.ok(grabsBox([160, 70], box));
  assert.not.ok(grabsBox([100, 101], box));
  const tiny: [number, number][] = [[99, 69], [101, 69], [101, 71], [99, 71], [99, 69]];
  assert.ok(grabsBox([105, 74], tiny), 'within 8 px of a 2-px box’s centre');
  assert.not.ok(grabsBox([110, 80], tiny), 'but not 14 px away');
  assert.ok(grabsBox([110, 70], tiny, 12), 'the reach is a parameter');
  const rotated: [number, number][] = [[100, 20], [140, 60], [100, 100], [60, 60], [100, 20]];
  assert.ok(grabsBox([100, 60], rotated));
  assert.not.ok(grabsBox([65, 25], rotated), 'outside a diamond, inside its bounding box');
  assert.not.ok(grabsBox([0, 0], []), 'no box yet');
});

test.run();
