// A geometry's points, lines and polygons, whatever its type (a polygon's rings are lines; collections flattened).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type * as GeoJSON from 'geojson';
import { linesOf, pointsOf, polygonsOf } from '../../../maplib/src/core/geo/parts.ts';

const ring = [[0, 0], [1, 0], [1, 1], [0, 0]];
const hole = [[0.2, 0.2], [0.4, 0.2], [0.4, 0.4], [0.2, 0.2]];
const point: GeoJSON.Point = { type: 'Point', coordinates: [1, 2] };
const line: GeoJSON.LineString = { type: 'LineString', coordinates: [[1, 2], [3, 4]] };
const polygon: GeoJSON.Polygon = { type: 'Polygon', coordinates: [ring, hole] };

test('pointsOf: Point and MultiPoint positions only', () => {
  assert.equal(pointsOf(point), [[1, 2]]);
  assert.equal(pointsOf({ type: 'MultiPoint', coordinates: [[1, 2], [3, 4]] }), [[1, 2], [3, 4]]);
  assert.equal(pointsOf(line), []);
  assert.equal(pointsOf(polygon), []);
});

test('linesOf: lines, and every ring of polygons', () => {
  assert.equal(linesOf(line), [line.coordinates]);
  assert.equal(linesOf({ type: 'MultiLineString', coordinates: [line.coordinates, line.coordinates] }), [line.coordinates, line.coordinates]);
  assert.equal(linesOf(polygon), [ring, hole]);
  assert.equal(linesOf({ type: 'MultiPolygon', coordinates: [[ring, hole], [ring]] }), [ring, hole, ring]);
  assert.equal(linesOf(point), []);
});

test('polygonsOf: a Polygon is one, a MultiPolygon its own; others none', () => {
  assert.equal(polygonsOf(polygon), [[ring, hole]]);
  assert.equal(polygonsOf({ type: 'MultiPolygon', coordinates: [[ring], [ring, hole]] }), [[ring], [ring, hole]]);
  assert.equal(polygonsOf(line), []);
});

test('GeometryCollection parts are flattened; null and undefined have none', () => {
  const all: GeoJSON.GeometryCollection = { type: 'GeometryCollection', geometries: [point, line, polygon, { type: 'GeometryCollection', geometries: [point] }] };
  assert.equal(pointsOf(all), [[1, 2], [1, 2]]);
  assert.equal(linesOf(all), [line.coordinates, ring, hole]);
  assert.equal(polygonsOf(all), [[ring, hole]]);
  for (const f of [pointsOf, linesOf, polygonsOf]) {
    assert.equal(f(null), []);
    assert.equal(f(undefined), []);
  }
});

test.run();
