// Well-Known Text ↔ GeoJSON: every type both ways (SFS 1.2.1's examples), EMPTY, Z/M/ZM, EWKT's SRID prefix, numbers
// that read back exactly, and the errors, each naming the character and what was expected there.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type * as GeoJSON from 'geojson';
import { parseWkt, toWkt, WktError } from '../../../maplib/src/core/geo/wkt.ts';
import { GeometryFormatError } from '../../../maplib/src/core/geo/geometryFormatError.ts';

const errorOf = (fn: () => unknown): WktError => {
  try {
    fn();
  } catch (e) {
    assert.instance(e, WktError);
    assert.instance(e, GeometryFormatError);
    return e as WktError;
  }
  throw new Error('expected a WktError');
};

// The examples of OGC 06-103r4 (Simple Features 1.2.1, Table 7), written back in its own spacing.
const SFS: [string, GeoJSON.Geometry][] = [
  ['POINT (10 10)', { type: 'Point', coordinates: [10, 10] }],
  ['LINESTRING (10 10, 20 20, 30 40)', { type: 'LineString', coordinates: [[10, 10], [20, 20], [30, 40]] }],
  ['POLYGON ((10 10, 10 20, 20 20, 20 15, 10 10))', { type: 'Polygon', coordinates: [[[10, 10], [10, 20], [20, 20], [20, 15], [10, 10]]] }],
  ['MULTIPOINT ((10 10), (20 20))', { type: 'MultiPoint', coordinates: [[10, 10], [20, 20]] }],
  ['MULTILINESTRING ((10 10, 20 20), (15 15, 30 15))', { type: 'MultiLineString', coordinates: [[[10, 10], [20, 20]], [[15, 15], [30, 15]]] }],
  [
    'MULTIPOLYGON (((10 10, 10 20, 20 20, 20 15, 10 10)), ((60 60, 70 70, 80 60, 60 60)))',
    { type: 'MultiPolygon', coordinates: [[[[10, 10], [10, 20], [20, 20], [20, 15], [10, 10]]], [[[60, 60], [70, 70], [80, 60], [60, 60]]]] },
  ],
  [
    'GEOMETRYCOLLECTION (POINT (10 10), POINT (30 30), LINESTRING (15 15, 20 20))',
    { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [10, 10] }, { type: 'Point', coordinates: [30, 30] }, { type: 'LineString', coordinates: [[15, 15], [20, 20]] }] },
  ],
  ['POINT Z (10 10 5)', { type: 'Point', coordinates: [10, 10, 5] }],
];

test('SFS 1.2.1 examples read into GeoJSON and write back to the same text', () => {
  for (const [wkt, geojson] of SFS) {
    assert.equal(parseWkt(wkt), geojson, wkt);
    assert.is(toWkt(geojson), wkt);
  }
});

test('a polygon with a hole, a multipolygon with holes, and one written across the antimeridian round-trip', () => {
  const holed = 'POLYGON ((35 10, 45 45, 15 40, 10 20, 35 10), (20 30, 35 35, 30 20, 20 30))';
  assert.is(toWkt(parseWkt(holed)), holed);
  const multi = 'MULTIPOLYGON (((40 40, 20 45, 45 30, 40 40)), ((20 35, 10 30, 10 10, 30 5, 45 20, 20 35), (30 20, 20 15, 20 25, 30 20)))';
  assert.is((parseWkt(multi) as GeoJSON.MultiPolygon).coordinates[1].length, 2);
  assert.is(toWkt(parseWkt(multi)), multi);
  // Fiji's Vanua Levu side, continued past 180° rather than cut: the numbers stay as written.
  const fiji = 'POLYGON ((178.5 -17, 181.2 -17, 181.2 -16, 178.5 -16, 178.5 -17))';
  assert.equal((parseWkt(fiji) as GeoJSON.Polygon).coordinates[0][1], [181.2, -17]);
  assert.is(toWkt(parseWkt(fiji)), fiji);
});

test('reading is lenient where writers differ: case, spacing, old MULTIPOINT, glued Z, EWKT SRID, exponents', () => {
  assert.equal(parseWkt('point(1 2)'), { type: 'Point', coordinates: [1, 2] });
  assert.equal(parseWkt('  MultiPoint ( 1 2 ,3 4 )  '), { type: 'MultiPoint', coordinates: [[1, 2], [3, 4]] });
  assert.equal(parseWkt('POINTZ(1 2 3)'), { type: 'Point', coordinates: [1, 2, 3] });
  assert.equal(parseWkt('LINESTRING(1 2 3, 4 5 6)'), { type: 'LineString', coordinates: [[1, 2, 3], [4, 5, 6]] });
  assert.equal(parseWkt('SRID=4326;POINT(116.39 39.91)'), { type: 'Point', coordinates: [116.39, 39.91] });
  assert.equal(parseWkt('POINT (1e-7 -2.5E+3)'), { type: 'Point', coordinates: [1e-7, -2500] });
  assert.equal(parseWkt('POINT (.5 -.25)'), { type: 'Point', coordinates: [0.5, -0.25] });
});

test('M is dropped (GeoJSON has no measures), ZM keeps z', () => {
  assert.equal(parseWkt('POINT M (1 2 9)'), { type: 'Point', coordinates: [1, 2] });
  assert.equal(parseWkt('LINESTRING ZM (1 2 3 9, 4 5 6 9)'), { type: 'LineString', coordinates: [[1, 2, 3], [4, 5, 6]] });
  assert.equal(parseWkt('POINTM(1 2 9)'), { type: 'Point', coordinates: [1, 2] });
});

test('EMPTY: empty coordinates for each type, an empty collection; written back as EMPTY', () => {
  for (const name of ['POINT', 'LINESTRING', 'POLYGON', 'MULTIPOINT', 'MULTILINESTRING', 'MULTIPOLYGON']) {
    const g = parseWkt(`${name} EMPTY`) as { coordinates: unknown[] };
    assert.equal(g.coordinates, [], name);
    assert.is(toWkt(g as GeoJSON.Geometry), `${name} EMPTY`);
  }
  assert.equal(parseWkt('GEOMETRYCOLLECTION EMPTY'), { type: 'GeometryCollection', geometries: [] });
  assert.is(toWkt({ type: 'GeometryCollection', geometries: [] }), 'GEOMETRYCOLLECTION EMPTY');
  assert.equal(parseWkt('POINT Z EMPTY'), { type: 'Point', coordinates: [] });
});

test('numbers are written to read back as the same doubles', () => {
  const coords = [[116.39128437, 39.907220001], [0.1 + 0.2, -1e-9], [12958175.2843, 4852834.0512]];
  const line: GeoJSON.LineString = { type: 'LineString', coordinates: coords };
  assert.equal(parseWkt(toWkt(line)), line);
  assert.is(toWkt({ type: 'Point', coordinates: [-0, 5] }), 'POINT (0 5)');
});

test('errors name the character (1-based), what was expected and the text around it', () => {
  let e = errorOf(() => parseWkt('POLYGON((0 0, 1 x 1, 0 0))'));
  assert.is(e.message, 'WKT: expected a second number (x y) at character 17, found "x" in "POLYGON((0 0, 1 x 1, 0 0))"');
  assert.is(e.position, 16);
  e = errorOf(() => parseWkt('POINT (1 2'));
  assert.is(e.message, 'WKT: expected ")" at character 11, found the end of the text in "POINT (1 2"');
  e = errorOf(() => parseWkt('POINTT (1 2)'));
  assert.match(e.message, /^WKT: expected a geometry type \(POINT, LINESTRING, POLYGON, MULTIPOINT, MULTILINESTRING, MULTIPOLYGON or GEOMETRYCOLLECTION\) at character 1, found "POINTT"/);
  e = errorOf(() => parseWkt('POINT (1 2) extra'));
  assert.match(e.message, /expected the end of the text after the geometry at character 13, found "extra"/);
  e = errorOf(() => parseWkt('POINT Z (1 2)'));
  assert.match(e.message, /^WKT: expected 3 numbers \(x y z\) at character 10, found 2/);
  e = errorOf(() => parseWkt('POLYGON ((0 0, 1 0; 1 1, 0 0))'));
  assert.match(e.message, /^WKT: unexpected ";" at character 19/);
  e = errorOf(() => parseWkt('MULTIPOLYGON (((0 0, 1 0, 1 1, 0 0)) ((2 2, 3 2, 3 3, 2 2)))'));
  assert.match(e.message, /expected "," or "\)" at character 38, found "\("/);
  assert.is(errorOf(() => parseWkt('   ')).message, 'WKT: the text is empty');
  assert.is(errorOf(() => parseWkt(42)).message, 'WKT: must be a string, got number');
});

test('a long text is quoted around the fault, not whole', () => {
  const many = Array.from({ length: 200 }, (_, i) => `${i} ${i}`).join(', ');
  const e = errorOf(() => parseWkt(`LINESTRING (${many}, 1 q)`));
  assert.match(e.message, /found "q" in "….*1 q\)"$/);
  assert.ok(e.message.length < 200, e.message);
});

test('writing refuses what WKT cannot say: mixed dimensions, a type that is no geometry, a non-finite number', () => {
  assert.throws(() => toWkt({ type: 'LineString', coordinates: [[0, 0, 1], [1, 1]] }), /some positions have a z and others do not \(1 of 2\)/);
  assert.throws(() => toWkt({ type: 'Feature' } as unknown as GeoJSON.Geometry), /"Feature" is not a GeoJSON geometry type/);
  assert.throws(() => toWkt({ type: 'Point', coordinates: [NaN, 0] }), /a coordinate must be a finite number, got NaN/);
});

test.run();
