// The original library's layer-commons spellings: `layer` read under paint/layout/filter/zoom (the props win), and the
// names MapLib leaves out refused with the reason.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { commonsWithLayer, layerAliasRule, leftOut } from '../../../../maplib/src/core/layers/base/layerAliases.ts';
import * as core from '../../../../maplib/src/core/index.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

const data = { type: 'FeatureCollection' as const, features: [] };

test('commonsWithLayer: the layer object fills paint, layout, filter and zoom range; own props win', () => {
  assert.equal(commonsWithLayer({ layer: { paint: { 'line-color': 'red', 'line-width': 2 }, filter: ['==', 'a', 1], minzoom: 3 }, paint: { 'line-width': 5 } }), {
    layer: { paint: { 'line-color': 'red', 'line-width': 2 }, filter: ['==', 'a', 1], minzoom: 3 },
    paint: { 'line-color': 'red', 'line-width': 5 },
    layout: undefined,
    filter: ['==', 'a', 1],
    minzoom: 3,
    maxzoom: undefined,
  });
  const p = { opacity: 0.5 };
  assert.is(commonsWithLayer(p), p);
  assert.is(layerAliasRule({ paint: {} }, {}), undefined);
  assert.is(leftOut('why', true)(true, {}), undefined);
  assert.is(leftOut('why', true)(false, {}), 'is not supported: why');
});

test('layer commons validation: layerId, layer, replace, replaceSource, sourceId, clearSource, the event props', () => {
  assert.is(new core.GeoJSONLayer({ data, layerId: 'roads' }).id, 'roads');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, id: 'a', layerId: 'b' })), 'GeoJSONLayer: layerId and id name different layers ("b", "a"): give one');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, layerId: 3 as never })), 'GeoJSONLayer: layerId must be a string, got 3');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, layer: { id: 'x' } as never })), "GeoJSONLayer: layer .id is not taken: the layer's id, type and source come from the layer itself (give paint, layout, filter, minzoom, maxzoom)");
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, layer: 'x' as never })), 'GeoJSONLayer: layer must be a layer object ({ paint, layout, filter, minzoom, maxzoom }), got "x"');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, replace: 'yes' as never })), 'GeoJSONLayer: replace must be true or false, got "yes"');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, replaceSource: 1 as never })), 'GeoJSONLayer: replaceSource must be true or false, got 1');
  assert.match(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, sourceId: 'roads' } as never)), /^GeoJSONLayer: sourceId is not supported: each MapLib layer owns one source/);
  assert.match(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, clearSource: false } as never)), /^GeoJSONLayer: clearSource is not supported: a layer always removes/);
  new core.GeoJSONLayer({ data, clearSource: true } as never);
  for (const prop of ['onMouseDown', 'onMouseUp', 'onDblClick', 'onMouseMove', 'onMouseEnter', 'onMouseLeave', 'onMouseOver', 'onMouseOut', 'onContextMenu', 'onTouchStart', 'onTouchEnd', 'onTouchCancel'])
    assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, [prop]: 'f' })), `GeoJSONLayer: ${prop} must be a function, got "f"`);
  const l = new core.GeoJSONLayer({ data, layerId: 'roads' });
  assert.throws(() => l.update({ layerId: 'other' }), /id cannot change \(roads → other\)/);
  assert.is(l.mapLayer, undefined);
  assert.is(l.mapSource, undefined);
  assert.is(l.sourceLoaded, false);
});

test.run();
