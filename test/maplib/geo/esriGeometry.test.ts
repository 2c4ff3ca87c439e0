// GeoJSON ↔ Esri JSON geometry: every type each way, Esri's ring order out, holes found their outer ring on the way
// in, RFC 7946's order back, the transform applied, and the sentences bad input gets.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type * as GeoJSON from 'geojson';
import { esriToGeoJson, geoJsonToEsri, type EsriPolygon } from '../../../maplib/src/core/geo/esriGeometry.ts';
import { GeometryFormatError } from '../../../maplib/src/core/geo/geometryFormatError.ts';
import { isClockwise, rewindRfc7946 } from '../../../maplib/src/core/geo/ringOrientation.ts';

/** RFC 7946 rings: outer counter-clockwise, holes clockwise. */
const outer = [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]];
const hole = [[2, 2], [2, 4], [4, 4], [4, 2], [2, 2]];
const far = [[20, 0], [30, 0], [30, 10], [20, 10], [20, 0]];
const farHole = [[22, 2], [22, 4], [24, 4], [24, 2], [22, 2]];

const errorOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    assert.instance(e, GeometryFormatError);
    return (e as Error).message;
  }
  throw new Error('expected a GeometryFormatError');
};

test('geoJsonToEsri: points, multipoints, paths', () => {
  assert.equal(geoJsonToEsri({ type: 'Point', coordinates: [116.4, 39.9] }), { x: 116.4, y: 39.9 });
  assert.equal(geoJsonToEsri({ type: 'MultiPoint', coordinates: [[1, 2], [3, 4]] }), { points: [[1, 2], [3, 4]] });
  assert.equal(geoJsonToEsri({ type: 'LineString', coordinates: [[1, 2], [3, 4]] }), { paths: [[[1, 2], [3, 4]]] });
  assert.equal(geoJsonToEsri({ type: 'MultiLineString', coordinates: [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] }), { paths: [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] });
});

test('geoJsonToEsri: rings of every polygon in Esri\'s order (outer clockwise, holes counter-clockwise)', () => {
  const { rings } = geoJsonToEsri({ type: 'MultiPolygon', coordinates: [[outer, hole], [far, farHole]] }) as EsriPolygon;
  assert.is(rings.length, 4);
  assert.equal(rings.map(isClockwise), [true, false, true, false]);
  assert.equal(rings[0], [...outer].reverse());
});

test('geoJsonToEsri: the transform meets every position; a GeometryCollection has no Esri form', () => {
  const double = (p: GeoJSON.Position) => [p[0] * 2, p[1] * 2];
  assert.equal(geoJsonToEsri({ type: 'Point', coordinates: [1, 2] }, double), { x: 2, y: 4 });
  assert.equal(geoJsonToEsri({ type: 'LineString', coordinates: [[1, 2], [3, 4]] }, double), { paths: [[[2, 4], [6, 8]]] });
  assert.match(errorOf(() => geoJsonToEsri({ type: 'GeometryCollection', geometries: [] })), /GeometryCollection has no Esri JSON form/);
});

test('esriToGeoJson: point, multipoint, one path, several paths, an envelope', () => {
  assert.equal(esriToGeoJson({ x: 1, y: 2 }), { type: 'Point', coordinates: [1, 2] });
  assert.equal(esriToGeoJson({ points: [[1, 2], [3, 4]] }), { type: 'MultiPoint', coordinates: [[1, 2], [3, 4]] });
  assert.equal(esriToGeoJson({ paths: [[[1, 2], [3, 4]]] }), { type: 'LineString', coordinates: [[1, 2], [3, 4]] });
  assert.equal(esriToGeoJson({ paths: [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] }), { type: 'MultiLineString', coordinates: [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] });
  assert.equal(esriToGeoJson({ xmin: 0, ymin: 0, xmax: 10, ymax: 10 }), { type: 'Polygon', coordinates: [outer] });
});

test('esriToGeoJson: holes go to the outer ring that holds them, in any order; RFC 7946 order out', () => {
  const esri = geoJsonToEsri({ type: 'MultiPolygon', coordinates: [[outer, hole], [far, farHole]] }) as EsriPolygon;
  const [o1, h1, o2, h2] = esri.rings;
  assert.equal(esriToGeoJson({ rings: [o1, o2, h2, h1] }), { type: 'MultiPolygon', coordinates: [[outer, hole], [far, farHole]] });
  assert.equal(esriToGeoJson({ rings: [o1, h1] }), { type: 'Polygon', coordinates: [outer, hole] });
  // A counter-clockwise ring no outer ring holds stands on its own (as ArcGIS draws it).
  assert.equal(esriToGeoJson({ rings: [far] }), { type: 'Polygon', coordinates: [far] });
});

test('round trip: GeoJSON → Esri → GeoJSON gives the geometry back in RFC 7946 order, through a projection and back', () => {
  const shift = (p: GeoJSON.Position) => [p[0] + 100, p[1]];
  const unshift = (p: GeoJSON.Position) => [p[0] - 100, p[1]];
  const clockwiseInput: GeoJSON.Polygon = { type: 'Polygon', coordinates: [[...outer].reverse(), [...hole].reverse()] };
  assert.equal(esriToGeoJson(geoJsonToEsri(clockwiseInput, shift), unshift), rewindRfc7946(clockwiseInput));
  const line: GeoJSON.LineString = { type: 'LineString', coordinates: [[1, 2], [3, 4]] };
  assert.equal(esriToGeoJson(geoJsonToEsri(line, shift), unshift), line);
});

test('esriToGeoJson: bad input gets a sentence', () => {
  assert.match(errorOf(() => esriToGeoJson(null)), /must be an object/);
  assert.match(errorOf(() => esriToGeoJson({ x: 'a', y: 2 })), /numeric x and y/);
  assert.match(errorOf(() => esriToGeoJson({ points: [[1]] })), /points must be a list of \[x, y\] numbers/);
  assert.match(errorOf(() => esriToGeoJson({ paths: [] })), /at least one path/);
  assert.match(errorOf(() => esriToGeoJson({ rings: [[[0, 0], [1, 0], [0, 0]]] })), /ring 0 needs at least four positions/);
  assert.match(errorOf(() => esriToGeoJson({ foo: 1 })), /needs x\/y, points, paths, rings or xmin/);
});

test.run();
