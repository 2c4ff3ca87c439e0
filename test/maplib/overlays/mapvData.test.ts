// MapvOverlay's pure parts: GeoJSON features → mapv items with `count` from countField, and the time-animation step
// (ground metres per pixel for mapv's `unit: 'm'` is the geometry kit's metresPerPixelAt, tested in geo/scale).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { animationStep, geojsonToMapvData } from '../../../maplib/src/core/overlays/mapvData.ts';

const fc = {
  type: 'FeatureCollection' as const,
  features: [
    { type: 'Feature' as const, properties: { name: 'a', w: 3, count: 9, time: 5 }, geometry: { type: 'Point' as const, coordinates: [116.4, 39.9] } },
    { type: 'Feature' as const, properties: { name: 'b', w: 'x' }, geometry: { type: 'Point' as const, coordinates: [121.5, 31.2] } },
    { type: 'Feature' as const, properties: null, geometry: { type: 'LineString' as const, coordinates: [[0, 0], [1, 1]] } },
    { type: 'Feature' as const, properties: { name: 'no geometry' }, geometry: null as any },
  ],
};

test('each feature with a geometry becomes an item with its properties and geometry', () => {
  const items = geojsonToMapvData(fc);
  assert.is(items.length, 3, 'the feature without geometry is skipped');
  assert.equal(items[0], { name: 'a', w: 3, count: 9, time: 5, geometry: fc.features[0].geometry });
  assert.equal(items[2], { geometry: fc.features[2].geometry });
});

test('count comes from countField; a missing or non-numeric value leaves count out (mapv then weighs 1)', () => {
  const items = geojsonToMapvData(fc, 'w');
  assert.is(items[0].count, 3);
  assert.not.ok('count' in items[1], 'non-numeric w');
  assert.not.ok('count' in items[2], 'no properties');
  // A feature array works as well as a FeatureCollection.
  assert.is(geojsonToMapvData(fc.features, 'count')[0].count, 9);
});

test('animationStep runs from start to end over duration seconds and repeats', () => {
  assert.is(animationStep(0, 0, 100, 2), 0);
  assert.is(animationStep(1000, 0, 100, 2), 50);
  assert.is(animationStep(2500, 0, 100, 2), 25);
  assert.is(animationStep(500, 10, 20), 11, 'default 5 s');
});

test.run();
