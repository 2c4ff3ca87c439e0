// Geometry × polygon and geometry × box, the tests of spatial queries: vertices inside, edges crossing with no vertex
// inside, the query polygon inside an area, points, and far-away geometries.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { intersectsBox, intersectsPolygon } from '../../../maplib/src/core/geo/intersects.ts';

const query = [[[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]]];

test('intersectsPolygon: points, a line with a vertex inside, a line crossing with none, a line outside', () => {
  assert.ok(intersectsPolygon({ type: 'Point', coordinates: [5, 5] }, query));
  assert.not.ok(intersectsPolygon({ type: 'Point', coordinates: [15, 5] }, query));
  assert.ok(intersectsPolygon({ type: 'MultiPoint', coordinates: [[15, 5], [5, 5]] }, query));
  assert.ok(intersectsPolygon({ type: 'LineString', coordinates: [[5, 5], [20, 20]] }, query));
  assert.ok(intersectsPolygon({ type: 'LineString', coordinates: [[-5, 5], [15, 5]] }, query), 'crosses, no vertex inside');
  assert.not.ok(intersectsPolygon({ type: 'LineString', coordinates: [[-5, 15], [15, 25]] }, query));
  assert.not.ok(intersectsPolygon({ type: 'LineString', coordinates: [[-5, -1], [-1, 20]] }, query), 'boxes meet, the line does not');
});

test('intersectsPolygon: areas overlapping, the query inside an area, an area in the query\'s hole', () => {
  assert.ok(intersectsPolygon({ type: 'Polygon', coordinates: [[[8, 8], [12, 8], [12, 12], [8, 12], [8, 8]]] }, query));
  assert.ok(intersectsPolygon({ type: 'Polygon', coordinates: [[[-50, -50], [50, -50], [50, 50], [-50, 50], [-50, -50]]] }, query), 'query inside the area');
  const withHole = [query[0], [[2, 2], [8, 2], [8, 8], [2, 8], [2, 2]]];
  assert.not.ok(intersectsPolygon({ type: 'Polygon', coordinates: [[[4, 4], [6, 4], [6, 6], [4, 6], [4, 4]]] }, withHole), 'inside the hole');
});

test('intersectsBox: the box as a polygon', () => {
  assert.ok(intersectsBox({ type: 'LineString', coordinates: [[-5, 5], [15, 5]] }, [0, 0, 10, 10]));
  assert.not.ok(intersectsBox({ type: 'Point', coordinates: [11, 11] }, [0, 0, 10, 10]));
});

test.run();
