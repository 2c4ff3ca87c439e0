// HeatmapLayer's pure parts: validation wording and the heatmap paint made from field/min/max, heaterRadius,
// intensity, the colour ramp and opacity by zoom (with the common opacity folded into the stops).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../../maplib/src/core/index.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

const pts = { type: 'FeatureCollection' as const, features: [] };

test('HeatmapLayer: validation wording', () => {
  assert.is(mapLibErrorMessage(() => new core.HeatmapLayer({})), 'HeatmapLayer: geojson (or data) is required');
  assert.is(mapLibErrorMessage(() => new core.HeatmapLayer({ data: pts, heaterRadius: 0 })), 'HeatmapLayer: heaterRadius must be a number 1…1000 or [zoom, value] stops with zooms ascending, got 0');
  assert.is(mapLibErrorMessage(() => new core.HeatmapLayer({ data: pts, intensity: [[5, 1], [2, 3]] })), 'HeatmapLayer: intensity must be a number 0…1000 or [zoom, value] stops with zooms ascending, got [[5,1],[2,3]]');
  assert.is(mapLibErrorMessage(() => new core.HeatmapLayer({ data: pts, colors: [[0, 'red']] })), 'HeatmapLayer: colors must be at least two [density 0…1, colour] pairs with densities ascending, got [[0,"red"]]');
  assert.is(mapLibErrorMessage(() => new core.HeatmapLayer({ data: pts, opacityByZoom: [[3, 1.5]] })), 'HeatmapLayer: opacityByZoom must be [zoom, opacity 0…1] stops with zooms ascending, got [[3,1.5]]');
  assert.is(mapLibErrorMessage(() => new core.HeatmapLayer({ data: pts, field: 'mag', min: 5, max: 5 })), 'HeatmapLayer: max must be above min (5), got 5');
  assert.is(mapLibErrorMessage(() => new core.HeatmapLayer({ data: pts, field: 3 as never })), 'HeatmapLayer: field must be a string, got 3');
  new core.HeatmapLayer({ geojson: 'x.json', field: 'mag', min: 0, max: 6, heaterRadius: [[0, 4], [10, 30]], intensity: 2, opacityByZoom: [[6, 1], [9, 0]] });
});

test('heatmapPaint: defaults — radius 16, intensity 1, the default ramp, weight 1 (no field)', () => {
  assert.equal(core.heatmapPaint({ data: pts }), {
    'heatmap-radius': 16,
    'heatmap-intensity': 1,
    'heatmap-color': ['interpolate', ['linear'], ['heatmap-density'], 0, 'rgba(33,102,172,0)', 0.2, 'rgb(103,169,207)', 0.4, 'rgb(209,229,240)', 0.6, 'rgb(253,219,199)', 0.8, 'rgb(239,138,98)', 1, 'rgb(178,24,43)'],
  });
});

test('heatmapPaint: field weighs linearly from min to max; stops become zoom interpolations', () => {
  const paint = core.heatmapPaint({ data: pts, field: 'mag', min: 1, max: 6, heaterRadius: [[0, 2], [9, 8], [16, 16]], intensity: [[0, 1], [9, 3]], colors: [[0, 'rgba(0,0,0,0)'], [1, '#ff0000']] });
  assert.equal(paint['heatmap-weight'], ['interpolate', ['linear'], ['to-number', ['get', 'mag'], 1], 1, 0, 6, 1]);
  assert.equal(paint['heatmap-radius'], ['interpolate', ['linear'], ['zoom'], 0, 2, 9, 8, 16, 16]);
  assert.equal(paint['heatmap-intensity'], ['interpolate', ['linear'], ['zoom'], 0, 1, 9, 3]);
  assert.equal(paint['heatmap-color'], ['interpolate', ['linear'], ['heatmap-density'], 0, 'rgba(0,0,0,0)', 1, '#ff0000']);
  assert.is(paint['heatmap-opacity'], undefined, 'without opacityByZoom the common opacity applies later');
});

test('opacityByZoom carries the common opacity; a plain opacity multiplies heatmap-opacity', () => {
  assert.equal(core.heatmapPaint({ data: pts, opacityByZoom: [[7, 1], [9, 0.6], [20, 0]], opacity: 0.5 })['heatmap-opacity'], ['interpolate', ['linear'], ['zoom'], 7, 0.5, 9, 0.3, 20, 0]);
  const layer = new core.HeatmapLayer({ id: 'h', data: pts, opacity: 0.4 });
  const [l] = (layer as unknown as { effectiveLayers(p: unknown): core.LayerStyle[] }).effectiveLayers(layer.props);
  assert.equal([l.id, l.type, l.paint!['heatmap-opacity']], ['h', 'heatmap', 0.4]);
  const user = new core.HeatmapLayer({ id: 'h', data: pts, paint: { 'heatmap-weight': ['get', 'w'] } });
  assert.equal((user as unknown as { effectiveLayers(p: unknown): core.LayerStyle[] }).effectiveLayers(user.props)[0].paint!['heatmap-weight'], ['get', 'w'], 'paint wins');
});

test.run();
