// GeoJSON in and out of a drawing session: guidance points and bookkeeping left out; any GeoJSON in, multi-geometries
// split, modes kept when they fit the geometry, coordinates rounded to terra-draw's precision.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isBeingDrawn, isGuidance, newDrawnId, toDrawnFeature, toStoreFeatures } from '../../../../maplib/src/core/interactions/draw/drawFeatures.ts';

const square = [[[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]];

test('out: bookkeeping properties go, own properties, mode and radius stay; guidance points and drawn shapes are told apart', () => {
  const stored = { id: 'a', type: 'Feature', geometry: { type: 'Polygon', coordinates: square }, properties: { mode: 'circle', radiusKilometers: 3, selected: true, currentlyDrawing: false, committedCoordinateCount: 4, name: 'x' } };
  assert.equal(toDrawnFeature(stored), { type: 'Feature', id: 'a', geometry: { type: 'Polygon', coordinates: square }, properties: { mode: 'circle', radiusKilometers: 3, name: 'x' } });
  assert.ok(isGuidance({ type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] }, properties: { mode: 'select', selectionPoint: true } }));
  assert.ok(isGuidance({ type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] }, properties: { mode: 'polygon', closingPoint: true } }));
  assert.not.ok(isGuidance(stored));
  assert.ok(isBeingDrawn({ type: 'Feature', geometry: { type: 'LineString', coordinates: [] }, properties: { currentlyDrawing: true } }));
});

test('in: a FeatureCollection, a Feature and a bare geometry; ids kept, missing ones made; modes by geometry type', () => {
  const fc = {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', id: 7, properties: { name: 'p' }, geometry: { type: 'Point', coordinates: [116.4, 39.9] } },
      { type: 'Feature', properties: null, geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } },
    ],
  };
  const out = toStoreFeatures(fc);
  assert.ok('features' in out);
  if (!('features' in out)) return;
  assert.is(out.features[0].id, 7);
  assert.equal(out.features[0].properties, { name: 'p', mode: 'point' });
  assert.match(String(out.features[1].id), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.equal(out.features[1].properties, { mode: 'linestring' });
  const bare = toStoreFeatures({ type: 'Polygon', coordinates: square });
  assert.ok('features' in bare && bare.features[0].properties.mode === 'polygon');
});

test('in: a mode that draws that geometry type stays (a circle), one that does not is replaced; bookkeeping dropped', () => {
  const out = toStoreFeatures({ type: 'Feature', properties: { mode: 'circle', selected: true, radiusKilometers: 2 }, geometry: { type: 'Polygon', coordinates: square } });
  assert.ok('features' in out && out.features[0].properties.mode === 'circle' && !('selected' in out.features[0].properties) && out.features[0].properties.radiusKilometers === 2);
  const wrong = toStoreFeatures({ type: 'Feature', properties: { mode: 'circle' }, geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } });
  assert.ok('features' in wrong && wrong.features[0].properties.mode === 'linestring');
});

test('in: multi-geometries and collections become one shape per part, each with its own id and the properties', () => {
  const out = toStoreFeatures({ type: 'Feature', id: 'm', properties: { k: 1 }, geometry: { type: 'MultiPolygon', coordinates: [square, square] } });
  assert.ok('features' in out);
  if (!('features' in out)) return;
  assert.is(out.features.length, 2);
  assert.ok(out.features.every((f) => f.properties.k === 1 && f.properties.mode === 'polygon' && f.id !== 'm'));
  assert.is.not(out.features[0].id, out.features[1].id);
  const gc = toStoreFeatures({ type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [0, 0] }, { type: 'MultiLineString', coordinates: [[[0, 0], [1, 0]], [[2, 2], [3, 3]]] }] });
  assert.ok('features' in gc && gc.features.map((f) => f.geometry.type).join() === 'Point,LineString,LineString');
});

test('in: coordinates are rounded to 9 decimals (terra-draw refuses more)', () => {
  const out = toStoreFeatures({ type: 'Point', coordinates: [116.123456789123, 39.98765432109876] });
  assert.ok('features' in out);
  if ('features' in out) assert.equal(out.features[0].geometry.coordinates, [116.123456789, 39.987654321]);
});

test('in: what cannot be drawn is a sentence', () => {
  assert.equal(toStoreFeatures(null), { problem: 'the input is not GeoJSON: null' });
  assert.equal(toStoreFeatures({ type: 'Feature', geometry: null }), { problem: 'the input has no geometry' });
  assert.equal(toStoreFeatures({ type: 'FeatureCollection' }), { problem: 'the FeatureCollection has no features array' });
  assert.equal(toStoreFeatures({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] } }, 3] }), { problem: 'feature 1 is not GeoJSON: 3' });
  assert.equal(toStoreFeatures({ type: 'Feature', id: {}, geometry: { type: 'Point', coordinates: [0, 0] } }), { problem: 'the input has an id that is neither a string nor a number: {}' });
  assert.equal(toStoreFeatures({ type: 'Banana' }), { problem: 'the input is not GeoJSON (type "Banana")' });
});

test('new ids are distinct v4 UUIDs', () => {
  const ids = new Set(Array.from({ length: 200 }, newDrawnId));
  assert.is(ids.size, 200);
});

test.run();
