// BuildingLayer's pure parts: validation wording, the extrusion paint (height field × heightScale, base, one colour or
// a ramp by height, hover highlight), the GeoJSON / vector-tile source, and MapGIS's 0.85 opacity default.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../../maplib/src/core/index.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

const fc = { type: 'FeatureCollection' as const, features: [] };
const layersOf = (l: core.BuildingLayer) => (l as unknown as { effectiveLayers(p: unknown): core.LayerStyle[] }).effectiveLayers(l.props);

test('BuildingLayer: validation wording', () => {
  assert.is(mapLibErrorMessage(() => new core.BuildingLayer({})), 'BuildingLayer: geojson (or data, or vectortile) is required');
  assert.is(mapLibErrorMessage(() => new core.BuildingLayer({ data: fc, vectortile: { tiles: ['t/{z}/{x}/{y}.pbf'], sourceLayer: 'b' } })), 'BuildingLayer: geojson and vectortile cannot both be given');
  assert.is(mapLibErrorMessage(() => new core.BuildingLayer({ vectortile: { sourceLayer: 'b' } })), 'BuildingLayer: vectortile needs url (TileJSON) or tiles (URL templates), got {"sourceLayer":"b"}');
  assert.is(mapLibErrorMessage(() => new core.BuildingLayer({ vectortile: { url: 'x' } as never })), 'BuildingLayer: vectortile must be { sourceLayer, url or tiles }, got {"url":"x"}');
  assert.is(mapLibErrorMessage(() => new core.BuildingLayer({ data: fc, heightScale: -1 })), 'BuildingLayer: heightScale must be between 0 and 1000, got -1');
  assert.is(mapLibErrorMessage(() => new core.BuildingLayer({ data: fc, colors: [[100, '#f00'], [50, '#00f']] })), 'BuildingLayer: colors must be at least two [height, colour] pairs with heights ascending, got [[100,"#f00"],[50,"#00f"]]');
  new core.BuildingLayer({ geojson: 'b.geojson', field: 'h', baseField: 'min_h', heightScale: 2, colors: [[0, '#fff'], [200, '#036']], highlightColor: '#ffd166', popup: '{name}' });
});

test('buildingPaint: MapGIS defaults — white, height from "height" ×1, base 0', () => {
  assert.equal(core.buildingPaint({}), {
    'fill-extrusion-color': '#ffffff',
    'fill-extrusion-height': ['to-number', ['get', 'height'], 0],
    'fill-extrusion-base': 0,
  });
});

test('buildingPaint: heightScale multiplies height and base; colours interpolate by the unscaled height; hover case', () => {
  assert.equal(core.buildingPaint({ field: 'h', baseField: 'b', heightScale: 3, colors: [[0, '#d1e5f0'], [100, '#053061']], highlightColor: '#ffd166' }), {
    'fill-extrusion-color': ['case', ['boolean', ['feature-state', 'hover'], false], '#ffd166', ['interpolate', ['linear'], ['to-number', ['get', 'h'], 0], 0, '#d1e5f0', 100, '#053061']],
    'fill-extrusion-height': ['*', ['to-number', ['get', 'h'], 0], 3],
    'fill-extrusion-base': ['*', ['to-number', ['get', 'b'], 0], 3],
  });
});

test('buildingSourceSpec: GeoJSON with generated ids, or vector tiles with source-layer on the style layer', () => {
  assert.equal(core.buildingSourceSpec({ data: fc }), { type: 'geojson', data: fc, generateId: true });
  const vt = { tiles: ['https://t/{z}/{x}/{y}.pbf'], sourceLayer: 'buildings', minzoom: 13, maxzoom: 16, promoteId: 'id' };
  assert.equal(core.buildingSourceSpec({ vectortile: vt }), { type: 'vector', tiles: vt.tiles, minzoom: 13, maxzoom: 16, promoteId: 'id' });
  const [l] = layersOf(new core.BuildingLayer({ id: 'b', vectortile: vt }));
  assert.equal([l.id, l.type, l['source-layer']], ['b', 'fill-extrusion', 'buildings']);
});

test('opacity: 0.85 by default (MapGIS), the opacity prop when given', () => {
  assert.is(layersOf(new core.BuildingLayer({ data: fc }))[0].paint!['fill-extrusion-opacity'], 0.85);
  assert.is(layersOf(new core.BuildingLayer({ data: fc, opacity: 0.4 }))[0].paint!['fill-extrusion-opacity'], 0.4);
  assert.is(layersOf(new core.BuildingLayer({ data: fc, opacity: 1 }))[0].paint!['fill-extrusion-opacity'], undefined, 'opacity 1: MapLibre default (1)');
});

test.run();
