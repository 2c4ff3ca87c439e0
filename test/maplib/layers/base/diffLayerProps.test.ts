// Prop → style diffing: which setPaintProperty/setLayoutProperty/setFilter/zoom-range calls turn one spec into another.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { diffLayerProps, diffLayerLists, type LayerStyle } from '../../../../maplib/src/core/layers/base/diffLayerProps.ts';
import { deepEqual } from '../../../../maplib/src/core/util/deepEqual.ts';
import { applyOpacity } from '../../../../maplib/src/core/layers/base/applyOpacity.ts';
import { effectiveLayer, belongsToType } from '../../../../maplib/src/core/layers/base/effectiveLayer.ts';
import { inferLayerType } from '../../../../maplib/src/core/layers/base/inferLayerType.ts';

const base: LayerStyle = { id: 'a', type: 'circle', source: 's', paint: { 'circle-color': 'red', 'circle-radius': 4 }, layout: { visibility: 'visible' } };

test('no change, no ops', () => {
  assert.equal(diffLayerProps(base, structuredClone(base)), []);
});

test('changed, added and removed paint keys', () => {
  const next = { ...base, paint: { 'circle-color': 'blue', 'circle-blur': 0.5 } };
  assert.equal(diffLayerProps(base, next), [
    { op: 'setPaintProperty', layer: 'a', name: 'circle-color', value: 'blue' },
    { op: 'setPaintProperty', layer: 'a', name: 'circle-radius', value: undefined },
    { op: 'setPaintProperty', layer: 'a', name: 'circle-blur', value: 0.5 },
  ]);
});

test('layout, filter and zoom range', () => {
  const next: LayerStyle = { ...base, layout: { visibility: 'none' }, filter: ['==', ['get', 'k'], 1], minzoom: 3 };
  assert.equal(diffLayerProps(base, next), [
    { op: 'setLayoutProperty', layer: 'a', name: 'visibility', value: 'none' },
    { op: 'setFilter', layer: 'a', value: ['==', ['get', 'k'], 1] },
    { op: 'setLayerZoomRange', layer: 'a', minzoom: 3, maxzoom: 24 },
  ]);
  assert.equal(diffLayerProps(next, base).find((o) => o.op === 'setFilter'), { op: 'setFilter', layer: 'a', value: null });
});

test('expressions compare by structure', () => {
  const a = { ...base, paint: { 'circle-color': ['match', ['get', 't'], 'x', 'red', 'blue'] } };
  const b = { ...base, paint: { 'circle-color': ['match', ['get', 't'], 'x', 'red', 'blue'] } };
  assert.equal(diffLayerProps(a, b), []);
});

test('type, source or source-layer change means replace', () => {
  assert.equal(diffLayerProps(base, { ...base, type: 'heatmap' }), [{ op: 'replace', layer: 'a' }]);
  assert.equal(diffLayerProps(base, { ...base, 'source-layer': 'x' }), [{ op: 'replace', layer: 'a' }]);
});

test('diffLayerLists adds, removes and updates by id', () => {
  const b: LayerStyle = { id: 'b', type: 'line', source: 's', paint: { 'line-width': 1 } };
  const c: LayerStyle = { id: 'c', type: 'fill', source: 's' };
  const d = diffLayerLists([base, b], [{ ...b, paint: { 'line-width': 2 } }, c]);
  assert.equal(d.remove, ['a']);
  assert.equal(d.add, [c]);
  assert.equal(d.ops, [{ op: 'setPaintProperty', layer: 'b', name: 'line-width', value: 2 }]);
});

test('deepEqual: plain data by structure, DOM-like objects by identity, undefined keys ignored', () => {
  assert.ok(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }));
  assert.ok(deepEqual({ a: 1, b: undefined }, { a: 1 }));
  assert.not.ok(deepEqual([1, 2], [2, 1]));
  class Canvas {}
  assert.not.ok(deepEqual(new Canvas(), new Canvas()));
  assert.ok(deepEqual(NaN, NaN));
});

test('applyOpacity multiplies numeric opacity, sets missing ones, leaves expressions', () => {
  assert.equal(applyOpacity('fill', { 'fill-opacity': 0.4 }, 0.5), { 'fill-opacity': 0.2 });
  assert.equal(applyOpacity('circle', {}, 0.5), { 'circle-opacity': 0.5, 'circle-stroke-opacity': 0.5 });
  const zoomExpr = ['interpolate', ['linear'], ['zoom'], 0, 0.2, 10, 1];
  assert.equal(applyOpacity('line', { 'line-opacity': zoomExpr }, 0.5), { 'line-opacity': zoomExpr });
  assert.equal(applyOpacity('raster', { 'raster-contrast': 0.2 }, 1), { 'raster-contrast': 0.2 });
});

test('effectiveLayer applies visible, opacity, filter, zoom range, and paint keys of the right type', () => {
  const raw: LayerStyle = { id: 'v', type: 'fill', source: 's', 'source-layer': 'l', paint: { 'fill-color': 'red' }, layout: {}, filter: ['has', 'x'], minzoom: 2 };
  const out = effectiveLayer(raw, { visible: false, opacity: 0.5, filter: ['has', 'y'], minzoom: 1, maxzoom: 9, paint: { 'fill-color': 'blue', 'line-width': 3, 'fill-extrusion-height': 2 } });
  assert.equal(out, {
    id: 'v',
    type: 'fill',
    source: 's',
    'source-layer': 'l',
    paint: { 'fill-color': 'blue', 'fill-opacity': 0.5 },
    layout: { visibility: 'none' },
    filter: ['all', ['has', 'x'], ['has', 'y']],
    minzoom: 2,
    maxzoom: 9,
  });
  assert.ok(belongsToType('text-field', 'symbol'));
  assert.not.ok(belongsToType('fill-extrusion-height', 'fill'));
  assert.ok(belongsToType('fill-extrusion-height', 'fill-extrusion'));
});

test('inferLayerType from the first geometry', () => {
  const fc = (type: string) => ({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: null }, { type: 'Feature', properties: {}, geometry: { type, coordinates: [] } }] });
  assert.is(inferLayerType(fc('MultiPolygon')), 'fill');
  assert.is(inferLayerType(fc('LineString')), 'line');
  assert.is(inferLayerType(fc('Point')), 'circle');
  assert.is(inferLayerType({ type: 'Polygon', coordinates: [] }), 'fill');
  assert.is(inferLayerType('https://x/data.geojson'), 'circle');
});

test.run();
