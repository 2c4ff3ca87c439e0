// Feature access where a layer's data is in the page: the features as given (the same objects, a new array), a bare
// geometry as a feature, nothing for a URL — through featuresOf and every GeoJSON-backed layer's getFeatures().
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../../maplib/src/core/index.ts';

const a = { type: 'Feature' as const, properties: { n: 1 }, geometry: { type: 'Point' as const, coordinates: [1, 2] } };
const b = { type: 'Feature' as const, properties: { n: 2 }, geometry: { type: 'Point' as const, coordinates: [3, 4] } };
const fc = { type: 'FeatureCollection' as const, features: [a, b] };

test('featuresOf: a collection\'s features (same objects, new array), a feature, a geometry; undefined for a URL', () => {
  const features = core.featuresOf(fc)!;
  assert.equal(features, [a, b]);
  assert.ok(features[0] === a && features !== fc.features, 'the objects as given, in an array of its own');
  assert.ok(core.featuresOf(a)![0] === a);
  assert.equal(core.featuresOf({ type: 'LineString', coordinates: [[0, 0], [1, 1]] }), [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } }]);
  assert.is(core.featuresOf('data/quakes.geojson'), undefined);
  assert.is(core.featuresOf(undefined), undefined);
});

test('getFeatures: GeoJSON-backed layers give their data as given; URLs, vector tiles and services give none', () => {
  const line = { type: 'Feature' as const, properties: { t: 0 }, geometry: { type: 'LineString' as const, coordinates: [[0, 0], [1, 1]] } };
  assert.equal(new core.GeoJSONLayer({ data: fc }).getFeatures(), [a, b]);
  assert.equal(new core.HeatmapLayer({ geojson: fc }).getFeatures(), [a, b]);
  assert.equal(new core.ClusterLayer({ data: fc }).getFeatures(), [a, b]);
  assert.equal(new core.BuildingLayer({ geojson: fc }).getFeatures(), [a, b]);
  assert.equal(new core.DynamicMarkerLayer({ data: fc }).getFeatures(), [a, b]);
  assert.equal(new core.TrackerLayer({ geojson: line }).getFeatures(), [line]);
  assert.is(new core.GeoJSONLayer({ data: 'x.geojson' }).getFeatures(), undefined);
  assert.is(new core.BuildingLayer({ vectortile: { tiles: ['http://x/{z}/{x}/{y}.pbf'], sourceLayer: 'b' } }).getFeatures(), undefined);
  assert.is(new core.RasterLayer({ baseUrl: 'http://x/{z}/{x}/{y}.png' }).getFeatures(), undefined);
  const layer = new core.GeoJSONLayer({ data: fc });
  layer.setData(a);
  assert.equal(layer.getFeatures(), [a], 'follows the data prop');
});

test.run();
