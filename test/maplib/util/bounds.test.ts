// The bounds of what a page holds, whatever its form: GeoJSON geometries, Features and FeatureCollections, MapLib's
// Geometry and Feature objects, lists mixing them; the narrow lon/lat box across the antimeridian.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { boundsOf, geographicBoundsOf } from '../../../maplib/src/core/util/bounds.ts';
import { Feature } from '../../../maplib/src/core/query/geometry/feature.ts';
import { Point, Polygon } from '../../../maplib/src/core/query/geometry/geometry.ts';
import { FIJI_CUT, HOLED, MULTI_LINE, POLYGONS } from '../query/geometry/fixtures.ts';
import { mapLibErrorMessage } from '../unitHelpers.ts';

test('boundsOf: a geometry, a Feature, a FeatureCollection, MapLib objects and lists of them', () => {
  assert.equal(boundsOf(HOLED), { xmin: 116.35, ymin: 39.86, xmax: 116.44, ymax: 39.95 });
  assert.equal(boundsOf({ type: 'Feature', properties: {}, geometry: MULTI_LINE }), { xmin: 116.4, ymin: 30.28, xmax: 121.47, ymax: 39.9 });
  assert.equal(boundsOf([new Polygon(HOLED.coordinates), new Point([100, 20]), null]), { xmin: 100, ymin: 20, xmax: 116.44, ymax: 39.95 });
  assert.equal(boundsOf(Feature.fromGeoJSON(POLYGONS)), boundsOf(POLYGONS));
  assert.equal(boundsOf(POLYGONS), { xmin: -180, ymin: -17, xmax: 180.5, ymax: 39.95 });
  assert.is(boundsOf([]), undefined);
  assert.is(boundsOf({ type: 'FeatureCollection', features: [] }), undefined);
});

test('geographicBoundsOf: the short way across 180° (west > east); the plain box otherwise', () => {
  assert.equal(geographicBoundsOf(FIJI_CUT), [178.5, -17, -179.5, -16]);
  assert.equal(geographicBoundsOf([HOLED, MULTI_LINE]), [116.35, 30.28, 121.47, 39.95]);
  assert.equal(geographicBoundsOf(null), [Infinity, Infinity, -Infinity, -Infinity]);
});

test('what is not geographic is named', () => {
  assert.is(mapLibErrorMessage(() => boundsOf('116,39' as never)), 'boundsOf: takes GeoJSON, MapLib geometries and features, or lists of them, got "116,39"');
  assert.is(mapLibErrorMessage(() => geographicBoundsOf([{ x: 1, y: 2 }] as never)), 'geographicBoundsOf: takes GeoJSON, MapLib geometries and features, or lists of them, got {"x":1,"y":2}');
});

test.run();
