// GeoJSON ↔ Zondy fGeom (IGServer FeatureSets): every kind each way, rings closed, parts numbered, round trips, and
// the sentences bad input gets.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type * as GeoJSON from 'geojson';
import { geoJsonToZondy, zondyToGeoJson } from '../../../maplib/src/core/geo/zondyGeometry.ts';
import { GeometryFormatError } from '../../../maplib/src/core/geo/geometryFormatError.ts';

const ring = [[0, 0], [1, 0], [1, 1], [0, 0]];
const errorOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    assert.instance(e, GeometryFormatError);
    return (e as Error).message;
  }
  throw new Error('expected a GeometryFormatError');
};

test('geoJsonToZondy: PntGeom of Dots, LinGeom of one Arc each, RegGeom of Rings of one Arc each', () => {
  assert.equal(geoJsonToZondy({ type: 'Point', coordinates: [116.4, 39.9] }), { PntGeom: [{ GID: 0, Dot: { x: 116.4, y: 39.9 } }], LinGeom: null, RegGeom: null });
  assert.equal(geoJsonToZondy({ type: 'MultiPoint', coordinates: [[1, 2], [3, 4]] }).PntGeom, [{ GID: 0, Dot: { x: 1, y: 2 } }, { GID: 1, Dot: { x: 3, y: 4 } }]);
  assert.equal(geoJsonToZondy({ type: 'LineString', coordinates: [[1, 2], [3, 4]] }), {
    PntGeom: null,
    LinGeom: [{ GID: 0, Line: { Arcs: [{ ArcID: 0, Dots: [{ x: 1, y: 2 }, { x: 3, y: 4 }] }] } }],
    RegGeom: null,
  });
  const reg = geoJsonToZondy({ type: 'MultiPolygon', coordinates: [[ring, ring], [ring]] }).RegGeom!;
  assert.equal(reg.map((r) => [r.GID, r.Rings.length]), [[0, 2], [1, 1]]);
  assert.equal(reg[0].Rings[0].Arcs[0].Dots[1], { x: 1, y: 0 });
  assert.match(errorOf(() => geoJsonToZondy({ type: 'GeometryCollection', geometries: [] })), /GeometryCollection has no Zondy fGeom form/);
});

test('zondyToGeoJson: one part is the simple type, more the Multi type; rings closed; numbers from strings', () => {
  assert.equal(zondyToGeoJson({ PntGeom: [{ Dot: { x: '1', y: 2 } }] }, 'Pnt'), { type: 'Point', coordinates: [1, 2] });
  assert.equal(zondyToGeoJson({ PntGeom: [{ Dot: { x: 1, y: 2 } }, { Dot: { x: 3, y: 4 } }] }, 'Pnt'), { type: 'MultiPoint', coordinates: [[1, 2], [3, 4]] });
  assert.equal(zondyToGeoJson({ LinGeom: [{ Line: { Arcs: [{ Dots: [{ x: 1, y: 2 }, { x: 3, y: 4 }] }] } }] }, 'Lin'), { type: 'LineString', coordinates: [[1, 2], [3, 4]] });
  const open = { Arcs: [{ Dots: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }] }] };
  assert.equal(zondyToGeoJson({ RegGeom: [{ Rings: [open] }] }, 'Reg'), { type: 'Polygon', coordinates: [ring] });
  assert.equal(zondyToGeoJson({ RegGeom: [{ Rings: [open] }, { Rings: [open] }] }, 'Reg'), { type: 'MultiPolygon', coordinates: [[ring], [ring]] });
});

test('round trips for every type a layer kind holds', () => {
  const cases: [GeoJSON.Geometry, 'Pnt' | 'Lin' | 'Reg'][] = [
    [{ type: 'Point', coordinates: [1, 2] }, 'Pnt'],
    [{ type: 'MultiPoint', coordinates: [[1, 2], [3, 4]] }, 'Pnt'],
    [{ type: 'LineString', coordinates: [[1, 2], [3, 4]] }, 'Lin'],
    [{ type: 'MultiLineString', coordinates: [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] }, 'Lin'],
    [{ type: 'Polygon', coordinates: [ring, ring] }, 'Reg'],
    [{ type: 'MultiPolygon', coordinates: [[ring], [ring, ring]] }, 'Reg'],
  ];
  for (const [g, kind] of cases) assert.equal(zondyToGeoJson(geoJsonToZondy(g), kind), g, g.type);
});

test('zondyToGeoJson: bad input gets a sentence', () => {
  assert.match(errorOf(() => zondyToGeoJson(null, 'Pnt')), /fGeom is missing/);
  assert.match(errorOf(() => zondyToGeoJson({}, 'Pnt')), /point layer needs fGeom.PntGeom/);
  assert.match(errorOf(() => zondyToGeoJson({ LinGeom: [] }, 'Lin')), /line layer needs fGeom.LinGeom/);
  assert.match(errorOf(() => zondyToGeoJson({ RegGeom: [{ Rings: [] }] }, 'Reg')), /region layer needs fGeom.RegGeom with Rings/);
  assert.match(errorOf(() => zondyToGeoJson({ PntGeom: [{ Dot: { x: 'a', y: 1 } }] }, 'Pnt')), /a Dot needs numeric x and y/);
  assert.match(errorOf(() => zondyToGeoJson({ RegGeom: [{ Rings: [{ Arcs: [{ Dots: [{ x: 0, y: 0 }, { x: 1, y: 1 }] }] }] }] }, 'Reg')), /at least three Dots/);
});

test.run();
