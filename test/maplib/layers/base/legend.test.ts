// Legend descriptions read from style layers: one symbol from literal paint (MapLibre's defaults where a paint says
// nothing, the layer's opacity folded in), a heatmap's ramp, classes of a step, and nothing where the paint is an
// expression it cannot read. The defaults are checked against MapLibre's style specification.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRequire } from 'node:module';
import * as core from '../../../../maplib/src/core/index.ts';
import { MAPLIBRE_HEATMAP_COLOR, rampOf, stepClassesOf, styleLegend, symbolOf } from '../../../../maplib/src/core/layers/base/legend.ts';

const spec = createRequire(import.meta.url)('@maplibre/maplibre-gl-style-spec/dist/latest.json');
const layer = (type: string, paint: Record<string, unknown> = {}, layout: Record<string, unknown> = {}) => ({ id: 'l', type, paint, layout });

test('the defaults a swatch falls back on are MapLibre\'s', () => {
  assert.equal(MAPLIBRE_HEATMAP_COLOR, spec.paint_heatmap['heatmap-color'].default);
  assert.equal(symbolOf(layer('circle')), { shape: 'circle', color: spec.paint_circle['circle-color'].default, size: spec.paint_circle['circle-radius'].default });
  assert.equal(symbolOf(layer('line')), { shape: 'line', color: spec.paint_line['line-color'].default, size: spec.paint_line['line-width'].default });
  assert.equal(symbolOf(layer('fill')), { shape: 'fill', color: spec.paint_fill['fill-color'].default });
  assert.equal(symbolOf(layer('fill-extrusion')), { shape: 'extrusion', color: spec['paint_fill-extrusion']['fill-extrusion-color'].default });
});

test('symbolOf: literal paint, opacity when not 1, strokes only where drawn; labels; raster and expressions give none', () => {
  assert.equal(symbolOf(layer('circle', { 'circle-color': '#3388ff', 'circle-radius': 5, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1, 'circle-opacity': 0.5 })), {
    shape: 'circle', color: '#3388ff', size: 5, opacity: 0.5, strokeColor: '#ffffff', strokeWidth: 1,
  });
  assert.equal(symbolOf(layer('circle', { 'circle-color': 'red', 'circle-stroke-color': 'blue' })), { shape: 'circle', color: 'red', size: 5 }, 'stroke width 0 by default: no stroke');
  assert.equal(symbolOf(layer('fill', { 'fill-color': '#f00', 'fill-opacity': 0.4, 'fill-outline-color': '#00f' })), { shape: 'fill', color: '#f00', opacity: 0.4, strokeColor: '#00f' });
  assert.equal(symbolOf(layer('circle', { 'circle-color': '#000', 'circle-radius': ['get', 'r'] })), { shape: 'circle', color: '#000' }, 'a size per feature: no size');
  assert.is(symbolOf(layer('circle', { 'circle-color': ['get', 'colour'] })), undefined, 'a colour per feature: no symbol');
  assert.equal(symbolOf(layer('symbol', { 'text-color': '#333' }, { 'text-field': ['get', 'name'] })), { shape: 'text', color: '#333' });
  assert.is(symbolOf(layer('symbol', {}, { 'icon-image': 'pin' })), undefined, 'icons only: no swatch');
  assert.is(symbolOf(layer('raster')), undefined);
});

test('rampOf: an interpolation over an input with literal colours; anything else gives none', () => {
  assert.equal(rampOf(['interpolate', ['linear'], ['heatmap-density'], 0, 'rgba(0,0,0,0)', 1, '#f00']), {
    type: 'ramp', input: 'heatmap-density', stops: [{ value: 0, color: 'rgba(0,0,0,0)' }, { value: 1, color: '#f00' }],
  });
  assert.equal(rampOf(['interpolate', ['exponential', 2], ['get', 'mag'], 2, '#fff', 8, '#000'])!.input, 'mag');
  assert.is(rampOf(['interpolate', ['linear'], ['heatmap-density'], 0, ['rgb', 1, 2, 3], 1, '#f00']), undefined);
  assert.is(rampOf(['step', ['heatmap-density'], '#fff', 0.5, '#000']), undefined);
  assert.is(rampOf('#f00'), undefined);
});

test('stepClassesOf: a colour stepping over a property gives one class per step, sizes stepping alike follow', () => {
  const circles = layer('circle', {
    'circle-color': ['step', ['get', 'n'], '#a', 10, '#b', 100, '#c'],
    'circle-radius': ['step', ['get', 'n'], 15, 10, 20, 100, 25],
    'circle-stroke-width': 1,
    'circle-stroke-color': '#fff',
  });
  assert.equal(stepClassesOf(circles), {
    type: 'classes',
    property: 'n',
    classes: [
      { max: 10, symbol: { shape: 'circle', color: '#a', size: 15, strokeColor: '#fff', strokeWidth: 1 } },
      { min: 10, max: 100, symbol: { shape: 'circle', color: '#b', size: 20, strokeColor: '#fff', strokeWidth: 1 } },
      { min: 100, symbol: { shape: 'circle', color: '#c', size: 25, strokeColor: '#fff', strokeWidth: 1 } },
    ],
  });
  const otherBreaks = stepClassesOf(layer('circle', { 'circle-color': ['step', ['get', 'n'], '#a', 10, '#b'], 'circle-radius': ['step', ['get', 'n'], 1, 5, 2] }));
  assert.equal(otherBreaks!.classes.map((c) => c.symbol.size), [undefined, undefined], 'a size stepping at other values is left out');
  assert.is(stepClassesOf(layer('circle', { 'circle-color': '#a' })), undefined);
  assert.is(stepClassesOf(layer('circle', { 'circle-color': ['step', ['zoom'], '#a', 5, '#b'] })), undefined, 'a step over the zoom is no class of feature');
});

test('styleLegend: one style layer only; heatmap ramp (MapLibre\'s own without a colour), classes, else a symbol', () => {
  assert.equal(styleLegend([layer('heatmap')]), rampOf(MAPLIBRE_HEATMAP_COLOR));
  assert.equal(styleLegend([layer('line', { 'line-color': '#123' })]), { type: 'symbol', symbol: { shape: 'line', color: '#123', size: 1 } });
  assert.is(styleLegend([layer('line'), layer('fill')]), undefined);
  assert.is(styleLegend([]), undefined);
});

test('layers: GeoJSON and vector layers give their symbol, raster and multi-layer ones none, a heatmap its ramp', () => {
  const fc = { type: 'FeatureCollection' as const, features: [{ type: 'Feature' as const, properties: {}, geometry: { type: 'Point' as const, coordinates: [0, 0] } }] };
  assert.equal(new core.GeoJSONLayer({ data: fc, opacity: 0.5 }).legend(), {
    type: 'symbol', symbol: { shape: 'circle', color: '#3388ff', size: 5, opacity: 0.5, strokeColor: '#ffffff', strokeWidth: 1 },
  });
  assert.equal(new core.GeoJSONLayer({ data: fc, type: 'fill', paint: { 'fill-color': '#e4572e' } }).legend(), {
    type: 'symbol', symbol: { shape: 'fill', color: '#e4572e', opacity: 0.4, strokeColor: '#1f5fbf' },
  });
  assert.is(new core.GeoJSONLayer({ data: fc, paint: { 'circle-color': ['get', 'c'] } }).legend(), undefined);
  assert.equal(new core.VectorLayer({ tiles: ['http://x/{z}/{x}/{y}.pbf'], layers: [{ id: 'roads', type: 'line', sourceLayer: 'r', paint: { 'line-color': '#888', 'line-width': 2 } }] }).legend(), {
    type: 'symbol', symbol: { shape: 'line', color: '#888', size: 2 },
  });
  assert.is(new core.RasterLayer({ baseUrl: 'http://x/{z}/{x}/{y}.png' }).legend(), undefined);
  assert.equal(new core.HeatmapLayer({ data: fc, colors: [[0, 'rgba(0,0,0,0)'], [0.5, '#00f'], [1, '#f00']] }).legend(), {
    type: 'ramp', input: 'heatmap-density', stops: [{ value: 0, color: 'rgba(0,0,0,0)' }, { value: 0.5, color: '#00f' }, { value: 1, color: '#f00' }],
  });
  assert.equal((new core.HeatmapLayer({ data: fc }).legend() as core.RampLegend).stops.map((s) => s.value), core.HEATMAP_COLORS.map(([d]) => d), 'the default ramp');
  assert.is(new core.HeatmapLayer({ data: fc, paint: { 'heatmap-color': ['interpolate', ['linear'], ['heatmap-density'], 0, ['rgb', 0, 0, 0], 1, '#f00'] } }).legend(), undefined, 'paint wins, and is unreadable');
});

test.run();
