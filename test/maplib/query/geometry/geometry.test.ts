// Point, Polyline, Polygon on the Geometry base: the constructors MapGIS code calls, the type the coordinates give,
// round trips GeoJSON → WKT → Zondy fGeom → Esri JSON → GeoJSON on holes, multi-parts and the antimeridian, bounds,
// and the readers' kind checks.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type * as GeoJSON from 'geojson';
import { Geometry, Point, Polygon, Polyline } from '../../../../maplib/src/core/query/geometry/geometry.ts';
import { MapLibError } from '../../../../maplib/src/core/base/mapLibError.ts';
import { WktError } from '../../../../maplib/src/core/geo/wkt.ts';
import { project, unproject } from '../../../../maplib/src/core/geo/projection.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';
import { FIJI_CUT, FIJI_WRAPPED, HOLED, MULTI_LINE, MULTI_POLYGON, PACIFIC_FLIGHT, POINT_Z, ROUND_TRIPS } from './fixtures.ts';

test("MapGIS's constructors: new Point({ coordinates }), new Polyline({ coordinates }), new Polygon({ exterior, interior })", () => {
  const p = new Point({ coordinates: [116.39, 39.91] });
  assert.is(p.type, 'Point');
  assert.equal(p.coordinates, [116.39, 39.91]);
  assert.is(p.geometryType, 1);
  const l = new Polyline({ coordinates: [[0, 0], [10, 5]] });
  assert.is(l.type, 'LineString');
  assert.is(l.geometryType, 2);
  const [outer, ...holes] = HOLED.coordinates;
  const g = new Polygon({ exterior: outer, interior: holes });
  assert.is(g.type, 'Polygon');
  assert.is(g.geometryType, 3);
  assert.equal(g.coordinates, HOLED.coordinates);
  assert.equal(g.exterior, outer);
  assert.equal(g.interior, holes);
  // The coordinates are a copy: changing the array given afterwards changes nothing.
  outer[0][0] = 0;
  assert.is(g.exterior[0][0], 116.35);
  outer[0][0] = 116.35;
});

test('coordinates alone, and their nesting decides single or Multi; none is an empty geometry', () => {
  assert.is(new Point([1, 2]).type, 'Point');
  assert.is(new Point([[1, 2], [3, 4]]).type, 'MultiPoint');
  assert.is(new Polyline(MULTI_LINE.coordinates).type, 'MultiLineString');
  assert.equal(new Polyline(MULTI_LINE.coordinates).lines, MULTI_LINE.coordinates);
  assert.is(new Polygon(MULTI_POLYGON.coordinates).type, 'MultiPolygon');
  assert.equal(new Polygon({ coordinates: MULTI_POLYGON.coordinates }).polygons, MULTI_POLYGON.coordinates);
  for (const empty of [new Point(), new Polyline([]), new Polygon({})]) {
    assert.ok(empty.isEmpty());
    assert.is(empty.bounds(), undefined);
  }
  assert.is(new Point().toWKT(), 'POINT EMPTY');
  assert.equal(new Polygon().exterior, []);
});

test('parts(): each part as a geometry of the same class; a single geometry is its own part', () => {
  const parts = new Polygon(MULTI_POLYGON.coordinates).parts();
  assert.is(parts.length, 2);
  assert.ok(parts.every((p) => p instanceof Polygon && p.type === 'Polygon'));
  assert.equal(parts[1].interior, [MULTI_POLYGON.coordinates[1][1]]);
  const line = new Polyline([[0, 0], [1, 1]]);
  assert.equal(line.parts(), [line]);
  assert.ok(new Point([[1, 2], [3, 4]]).isMulti());
});

test('round trip GeoJSON → WKT → Zondy fGeom → Esri JSON → GeoJSON, exact, on every fixture', () => {
  for (const [name, geojson] of ROUND_TRIPS.filter(([, g]) => g !== POINT_Z)) {
    const g = Geometry.fromGeoJSON(geojson);
    const wkt = g.toWKT();
    const fromWkt = Geometry.fromWKT(wkt);
    assert.is(fromWkt.toWKT(), wkt, `${name}: WKT`);
    const fromZondy = Geometry.fromZondy(fromWkt.toZondy());
    const fromEsri = Geometry.fromEsri(fromZondy.toEsri());
    assert.equal(fromEsri.toGeoJSON(), geojson, name);
    assert.is(fromEsri.constructor, g.constructor, name);
  }
});

test('z survives WKT; fGeom Dots and Esri points have x and y only, so it stops there', () => {
  const g = Geometry.fromWKT(Geometry.fromGeoJSON(POINT_Z).toWKT());
  assert.is(g.toWKT(), 'POINT Z (86.925 27.988 8848.86)');
  assert.equal(g.toGeoJSON(), POINT_Z);
  assert.equal(Geometry.fromZondy(g.toZondy()).coordinates, [86.925, 27.988]);
  assert.equal(g.toEsri(), { x: 86.925, y: 27.988 });
});

test('Esri JSON in Web Mercator: out through a projection, back through its inverse, within a nanodegree', () => {
  const merc = (p: GeoJSON.Position) => project('mercator', p[0], p[1]);
  const esri = new Polygon(HOLED.coordinates).toEsri(merc) as { rings: number[][][] };
  assert.ok(Math.abs(esri.rings[0][0][0] - 12952022.75) < 0.01, `x in metres: ${esri.rings[0][0][0]}`);
  const back = Polygon.fromEsri(esri, (p) => unproject('mercator', p[0], p[1]));
  (back.toGeoJSON() as GeoJSON.Polygon).coordinates.flat().forEach((p, i) => {
    const want = HOLED.coordinates.flat()[i];
    assert.ok(Math.abs(p[0] - want[0]) < 1e-9 && Math.abs(p[1] - want[1]) < 1e-9, `${p} vs ${want}`);
  });
});

test('toGeoJSON writes RFC 7946 order whatever order the rings were given in; toEsri writes Esri order', () => {
  const [outer, ...holes] = HOLED.coordinates;
  const clockwise = new Polygon({ exterior: [...outer].reverse(), interior: holes.map((h) => [...h].reverse()) });
  assert.equal(clockwise.toGeoJSON(), HOLED);
  const esri = clockwise.toEsri() as { rings: number[][][] };
  assert.equal(esri.rings[0], [...outer].reverse(), 'outer ring clockwise');
  assert.equal(JSON.parse(JSON.stringify(new Point([1, 2]))), { type: 'Point', coordinates: [1, 2] });
});

test('bounds: MapGIS { xmin, ymin, xmax, ymax }, bbox as numbers, geographicBBox the short way across 180°', () => {
  assert.equal(new Polygon(HOLED.coordinates).bounds(), { xmin: 116.35, ymin: 39.86, xmax: 116.44, ymax: 39.95 });
  assert.equal(new Polyline(MULTI_LINE.coordinates).bbox(), [116.4, 30.28, 121.47, 39.9]);
  // Fiji cut at 180°: as numbers it spans the globe; the narrow box crosses the antimeridian (west > east).
  const cut = new Polygon(FIJI_CUT.coordinates);
  assert.equal(cut.bbox(), [-180, -17, 180, -16]);
  assert.equal(cut.geographicBBox(), [178.5, -17, -179.5, -16]);
  assert.equal(new Polygon(FIJI_WRAPPED.coordinates).bounds(), { xmin: 178.5, ymin: -17, xmax: 180.5, ymax: -16 });
  assert.equal(new Polygon(FIJI_WRAPPED.coordinates).geographicBBox(), [178.5, -17, -179.5, -16]);
  const flight = new Polyline(PACIFIC_FLIGHT.coordinates).geographicBBox();
  [139.78, 33.94, -118.4, 45].forEach((v, i) => assert.ok(Math.abs(flight[i] - v) < 1e-9, `${flight}`));
});

test('readers make the class of the data; called on a subclass they check the kind', () => {
  assert.instance(Geometry.fromWKT('MULTILINESTRING ((0 0, 1 1), (2 2, 3 3))'), Polyline);
  assert.instance(Geometry.fromEsri({ x: 1, y: 2 }), Point);
  assert.instance(Polygon.fromEsri({ xmin: 0, ymin: 0, xmax: 2, ymax: 1 }), Polygon);
  assert.instance(Geometry.fromZondy({ PntGeom: [{ Dot: { x: 1, y: 2 } }], LinGeom: null, RegGeom: null }), Point);
  assert.instance(Geometry.fromZondy({ LinGeom: [{ Line: { Arcs: [{ Dots: [{ x: 0, y: 0 }, { x: 1, y: 1 }] }] } }] }, 2), Polyline);
  assert.is(mapLibErrorMessage(() => Polygon.fromWKT('POINT (1 2)')), 'Polygon.fromWKT: the data is a Point, not a Polygon');
  assert.is(mapLibErrorMessage(() => Point.fromGeoJSON(HOLED)), 'Point.fromGeoJSON: the data is a Polygon, not a Point');
  assert.is(mapLibErrorMessage(() => Geometry.fromGeoJSON({ type: 'GeometryCollection', geometries: [] })), 'Geometry.fromGeoJSON: a GeometryCollection has no geometry class: read its geometries one by one');
  assert.is(mapLibErrorMessage(() => Geometry.fromGeoJSON({ type: 'Feature', geometry: HOLED })), 'Geometry.fromGeoJSON: got a GeoJSON Feature: read features with Feature.fromGeoJSON');
  assert.is(mapLibErrorMessage(() => Geometry.fromGeoJSON({ type: 'MultiPoint', coordinates: [1, 2] })), 'Geometry.fromGeoJSON: a MultiPoint needs a list of [x, y], got [1,2]');
  assert.is(mapLibErrorMessage(() => Geometry.fromGeoJSON({ type: 'Circle', coordinates: [1, 2] })), 'Geometry.fromGeoJSON: type must be a GeoJSON geometry type, got "Circle"');
  assert.is(mapLibErrorMessage(() => Geometry.fromZondy({ PntGeom: null })), 'Geometry.fromZondy: fGeom has no PntGeom, LinGeom or RegGeom parts to tell its kind, got {"PntGeom":null}');
  assert.throws(() => Geometry.fromWKT('POLYGON ((0 0, 1 0, 1 1, 0 0), x)'), (e: unknown) => e instanceof WktError && /expected "\(" at character 32/.test((e as Error).message));
});

test('an empty Multi type read from WKT stays one', () => {
  const g = Geometry.fromWKT('MULTIPOLYGON EMPTY');
  assert.is(g.type, 'MultiPolygon');
  assert.is(g.toWKT(), 'MULTIPOLYGON EMPTY');
});

test('the base is not made directly; an empty geometry has no Esri or Zondy form', () => {
  assert.is(
    mapLibErrorMessage(() => new (Geometry as unknown as new () => Geometry)()),
    'Geometry: is the base class: make a Point, Polyline or Polygon, or read one with Geometry.fromGeoJSON or Geometry.fromWKT',
  );
  assert.is(mapLibErrorMessage(() => new Point().toEsri()), 'Point: an empty geometry has no Esri JSON form');
  assert.is(mapLibErrorMessage(() => new Polygon().toZondy()), 'Polygon: an empty geometry has no Zondy fGeom form');
});

test('validate() checks arrays changed after construction', () => {
  const g = new Polygon(HOLED.coordinates);
  assert.is(g.validate(), g);
  (g.coordinates[0] as number[][]).splice(1, 3);
  assert.is(mapLibErrorMessage(() => g.validate()), 'Polygon: ring 0 has 2 points, a ring needs at least 4 (closed)');
  assert.instance((() => { try { g.validate(); } catch (e) { return e; } })(), MapLibError);
});

test('what a constructor cannot take is named', () => {
  assert.is(mapLibErrorMessage(() => new Point('116,39' as never)), 'Point: must be made from { coordinates } or [x, y], got "116,39"');
  assert.is(mapLibErrorMessage(() => new Polyline([1, 2] as never)), 'Polyline: coordinates must be a list of [x, y] or a list of such lines, got [1,2]');
  assert.is(mapLibErrorMessage(() => new Polygon([[0, 0], [1, 1]] as never)), 'Polygon: coordinates must be a list of rings or a list of polygons, got [[0,0],[1,1]]');
  assert.is(mapLibErrorMessage(() => new Polygon({ exterior: [[0, 0], [1, 0], [1, 1], [0, 0]], coordinates: [] })), 'Polygon: give coordinates or exterior/interior, not both');
  assert.is(mapLibErrorMessage(() => new Polygon({ interior: [] })), 'Polygon: interior (holes) needs an exterior');
  assert.is(mapLibErrorMessage(() => new Polygon({ exterior: [0, 0] as never })), 'Polygon: exterior must be a ring: a list of [x, y], got [0,0]');
});

test.run();
