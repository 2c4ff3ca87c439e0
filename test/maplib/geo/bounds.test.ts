// Bounds of geometries: every type, projected positions, MapGIS's bounds object, unions with the empty box, box tests,
// and the narrowest lon/lat box across the antimeridian (RFC 7946 §5.2).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type * as GeoJSON from 'geojson';
import {
  EMPTY_BBOX,
  boxContains,
  boxesIntersect,
  eachPosition,
  geographicBBox,
  geometryBBox,
  geometryBounds,
  isEmptyBBox,
  toBoundObject,
  unionBBox,
  type BBox,
} from '../../../maplib/src/core/geo/bounds.ts';

const square = [[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]];

test('eachPosition visits every position of every type, GeometryCollection parts included', () => {
  const count = (g: GeoJSON.Geometry | null) => {
    let n = 0;
    eachPosition(g, () => n++);
    return n;
  };
  assert.is(count({ type: 'Point', coordinates: [1, 2] }), 1);
  assert.is(count({ type: 'MultiPoint', coordinates: [[1, 2], [3, 4]] }), 2);
  assert.is(count({ type: 'LineString', coordinates: [[1, 2], [3, 4], [5, 6]] }), 3);
  assert.is(count({ type: 'MultiLineString', coordinates: [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] }), 4);
  assert.is(count({ type: 'Polygon', coordinates: [square, square] }), 10);
  assert.is(count({ type: 'MultiPolygon', coordinates: [[square], [square, square]] }), 15);
  assert.is(count({ type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [1, 2] }, { type: 'Polygon', coordinates: [square] }] }), 6);
  assert.is(count(null), 0);
  assert.is(count({ type: 'Polygon' } as unknown as GeoJSON.Geometry), 0, 'no coordinates: no positions, no throw');
});

test('geometryBBox: [minx, miny, maxx, maxy] of the positions; the empty box when there are none', () => {
  assert.equal(geometryBBox({ type: 'Point', coordinates: [116.4, 39.9] }), [116.4, 39.9, 116.4, 39.9]);
  assert.equal(geometryBBox({ type: 'MultiPoint', coordinates: [[1, 5], [3, -1]] }), [1, -1, 3, 5]);
  assert.equal(geometryBBox({ type: 'Polygon', coordinates: [square, [[1, 1], [2, 1], [2, 2], [1, 1]]] }), [0, 0, 4, 4]);
  assert.equal(geometryBBox({ type: 'MultiPolygon', coordinates: [[square], [[[10, -3], [11, -3], [11, -2], [10, -3]]]] }), [0, -3, 11, 4]);
  assert.equal(geometryBBox({ type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [-5, 2] }, { type: 'LineString', coordinates: [[0, 0], [3, 9]] }] }), [-5, 0, 3, 9]);
  assert.equal(geometryBBox(null), [...EMPTY_BBOX]);
  assert.equal(geometryBBox({ type: 'MultiPoint', coordinates: [] }), [...EMPTY_BBOX]);
});

test('geometryBBox with a projection: the box of the projected positions', () => {
  const swap = (p: GeoJSON.Position) => [p[1], -p[0]];
  assert.equal(geometryBBox({ type: 'LineString', coordinates: [[1, 2], [3, 8]] }, swap), [2, -3, 8, -1]);
});

test('the empty box: isEmptyBBox, union identity, meets nothing, no bounds object', () => {
  assert.ok(isEmptyBBox(EMPTY_BBOX));
  assert.not.ok(isEmptyBBox([0, 0, 0, 0]));
  assert.not.ok(isEmptyBBox([179, -1, -179, 1]), 'a box across the antimeridian');
  assert.equal(toBoundObject([179, -1, -179, 1]), { xmin: 179, ymin: -1, xmax: -179, ymax: 1 });
  assert.equal(unionBBox(EMPTY_BBOX, [1, 2, 3, 4]), [1, 2, 3, 4]);
  assert.equal(unionBBox([0, 0, 1, 1], [2, -1, 3, 0.5]), [0, -1, 3, 1]);
  assert.not.ok(boxesIntersect(EMPTY_BBOX, [-180, -90, 180, 90]));
  assert.is(toBoundObject(EMPTY_BBOX), undefined);
  assert.equal(toBoundObject([1, 2, 3, 4]), { xmin: 1, ymin: 2, xmax: 3, ymax: 4 });
});

test('geometryBounds: MapGIS\'s { xmin, ymin, xmax, ymax }, undefined without positions', () => {
  assert.equal(geometryBounds({ type: 'MultiPoint', coordinates: [[1, 5], [3, -1]] }), { xmin: 1, ymin: -1, xmax: 3, ymax: 5 });
  assert.equal(geometryBounds({ type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [2, 2] }, { type: 'Point', coordinates: [-1, 0] }] }), { xmin: -1, ymin: 0, xmax: 2, ymax: 2 });
  assert.is(geometryBounds(undefined), undefined);
  assert.is(geometryBounds({ type: 'GeometryCollection', geometries: [] }), undefined);
});

test('geographicBBox: a line from 179°E to 179°W is 2° wide across the antimeridian (west > east), not 358°', () => {
  assert.equal(geographicBBox({ type: 'LineString', coordinates: [[179, -1], [-179, 1]] }), [179, -1, -179, 1]);
  // The same line written with continuous longitudes.
  assert.equal(geographicBBox({ type: 'LineString', coordinates: [[179, -1], [181, 1]] }), [179, -1, -179, 1]);
  // geometryBBox compares longitudes as numbers: the 358° box.
  assert.equal(geometryBBox({ type: 'LineString', coordinates: [[179, -1], [-179, 1]] }), [-179, -1, 179, 1]);
});

test('geographicBBox: Fiji cut at the antimeridian is RFC 7946 §5.2\'s [177, -20, -178, -16]', () => {
  const fiji: GeoJSON.MultiPolygon = {
    type: 'MultiPolygon',
    coordinates: [
      [[[177, -20], [180, -20], [180, -16], [177, -16], [177, -20]]],
      [[[-180, -20], [-178, -20], [-178, -16], [-180, -16], [-180, -20]]],
    ],
  };
  assert.equal(geographicBBox(fiji), [177, -20, -178, -16]);
});

test('geographicBBox: boxes that do not cross are the plain box; ±180 alone does not make a crossing', () => {
  const china: GeoJSON.LineString = { type: 'LineString', coordinates: [[73.5, 18.2], [135.1, 53.6]] };
  assert.equal(geographicBBox(china), geometryBBox(china));
  assert.equal(geographicBBox({ type: 'MultiPoint', coordinates: [[170, 0], [180, 1]] }), [170, 0, 180, 1]);
  assert.equal(geographicBBox({ type: 'MultiPoint', coordinates: [[-180, 0], [-170, 1]] }), [-180, 0, -170, 1]);
  assert.equal(geographicBBox({ type: 'Point', coordinates: [10, 20] }), [10, 20, 10, 20]);
  assert.equal(geographicBBox(null), [...EMPTY_BBOX]);
});

test('boxesIntersect and boxContains, edges included', () => {
  const a: BBox = [0, 0, 10, 10];
  assert.ok(boxesIntersect(a, [10, 10, 20, 20]), 'touching corners');
  assert.not.ok(boxesIntersect(a, [10.1, 0, 20, 10]));
  assert.ok(boxContains(a, [0, 0, 10, 10]));
  assert.ok(boxContains(a, [2, 2, 3, 3]));
  assert.not.ok(boxContains(a, [2, 2, 11, 3]));
});

test.run();
