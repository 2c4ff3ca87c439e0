// Point in polygon: inside the outer ring, not in a hole, either ring orientation, open or closed rings; which
// geometries contain a point.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { geometryContainsPoint, pointInPolygon, pointInRing } from '../../../maplib/src/core/geo/pointInPolygon.ts';

const outer = [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]];
const hole = [[4, 4], [4, 6], [6, 6], [6, 4], [4, 4]];

test('pointInRing: inside, outside, either orientation, open ring', () => {
  assert.ok(pointInRing(5, 5, outer));
  assert.not.ok(pointInRing(11, 5, outer));
  assert.not.ok(pointInRing(5, -0.1, outer));
  assert.ok(pointInRing(5, 5, [...outer].reverse()), 'clockwise');
  assert.ok(pointInRing(5, 5, outer.slice(0, 4)), 'not closed');
  // A concave ring (a U): the notch is outside.
  const u = [[0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3], [0, 0]];
  assert.not.ok(pointInRing(1.5, 2, u));
  assert.ok(pointInRing(0.5, 2, u));
});

test('pointInPolygon: a polygon with a hole', () => {
  assert.ok(pointInPolygon(2, 2, [outer, hole]), 'in the outer ring');
  assert.not.ok(pointInPolygon(5, 5, [outer, hole]), 'in the hole');
  assert.not.ok(pointInPolygon(15, 5, [outer, hole]), 'outside');
  assert.ok(pointInPolygon(5, 5, [outer]), 'no hole');
  assert.not.ok(pointInPolygon(5, 5, []), 'no rings');
});

test('geometryContainsPoint: polygons and multipolygons by area, points by position, lines never', () => {
  assert.ok(geometryContainsPoint({ type: 'Polygon', coordinates: [outer, hole] }, 2, 2));
  assert.not.ok(geometryContainsPoint({ type: 'Polygon', coordinates: [outer, hole] }, 5, 5));
  assert.ok(geometryContainsPoint({ type: 'MultiPolygon', coordinates: [[hole], [outer]] }, 1, 1));
  assert.ok(geometryContainsPoint({ type: 'Point', coordinates: [3, 4] }, 3, 4));
  assert.not.ok(geometryContainsPoint({ type: 'Point', coordinates: [3, 4] }, 3, 4.0001));
  assert.not.ok(geometryContainsPoint({ type: 'LineString', coordinates: [[0, 0], [10, 10]] }, 5, 5));
});

test.run();
