// GeoJSONLayer's new props without a map: validation wording of popup/tips/source, the property table the popup and
// tips show, `source` as the original's spelling of data + sourceOptions, bbox, and the methods' message off a map.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../../maplib/src/core/index.ts';
import { featureTable } from '../../../../maplib/src/core/layers/base/featurePopup.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

const data = {
  type: 'FeatureCollection' as const,
  features: [
    { type: 'Feature' as const, properties: { name: 'A<b>', pop: 3 }, geometry: { type: 'Point' as const, coordinates: [116, 39] } },
    { type: 'Feature' as const, properties: { name: 'B' }, geometry: { type: 'LineString' as const, coordinates: [[117, 38], [118, 40.5]] } },
  ],
};

test('GeoJSONLayer: enablePopup, popupOptions, enableTips, tipsOptions, customPopup, customTips, source are checked', () => {
  const m = (p: object) => mapLibErrorMessage(() => new core.GeoJSONLayer({ data, ...p }));
  assert.is(m({ enablePopup: 'yes' }), 'GeoJSONLayer: enablePopup must be true or false, got "yes"');
  assert.is(m({ enableTips: 1 }), 'GeoJSONLayer: enableTips must be true or false, got 1');
  assert.is(m({ popupOptions: 'name' }), 'GeoJSONLayer: popupOptions must be { title?, fields? }, got "name"');
  assert.is(m({ popupOptions: { fields: 'name' } }), 'GeoJSONLayer: popupOptions .fields must be an array of property names, got "name"');
  assert.is(m({ tipsOptions: { title: 3 } }), 'GeoJSONLayer: tipsOptions .title must name a property (a string), got 3');
  assert.is(m({ tipsOptions: { offset: 3 } }), 'GeoJSONLayer: tipsOptions .offset is not an option (title, fields)');
  assert.is(m({ customPopup: '<b>' }), 'GeoJSONLayer: customPopup must be a function, got "<b>"');
  assert.is(m({ customTips: 1 }), 'GeoJSONLayer: customTips must be a function, got 1');
  assert.is(m({ source: { type: 'vector' } }), "GeoJSONLayer: source .type must be 'geojson', got \"vector\"");
  assert.is(m({ source: { data } }), 'GeoJSONLayer: data and source.data cannot both be given');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({} as never)), 'GeoJSONLayer: data is required (or source.data)');
  new core.GeoJSONLayer({ data, enablePopup: true, popupOptions: { title: 'name', fields: ['pop'] }, enableTips: true, customTips: () => 'x' });
});

test('featureTable: the title property as heading, the fields (or all others) as escaped rows', () => {
  assert.is(featureTable(data.features[0], { title: 'name' }), '<div class="maplib-feature-table"><strong class="maplib-feature-title">A&lt;b&gt;</strong><table><tr><th>pop</th><td>3</td></tr></table></div>');
  assert.is(featureTable(data.features[1], { fields: ['name', 'none'] }), '<div class="maplib-feature-table"><table><tr><th>name</th><td>B</td></tr><tr><th>none</th><td></td></tr></table></div>');
});

test('GeoJSONLayer: source is data + sourceOptions; setData keeps the spelling; bbox of the data in the page', () => {
  const l = new core.GeoJSONLayer({ source: { type: 'geojson', data, cluster: true } });
  assert.equal((l as any).sourceSpec(l.props), { cluster: true, type: 'geojson', data });
  assert.equal(l.getFeatures()?.length, 2);
  assert.equal(l.bbox(), [116, 38, 118, 40.5]);
  l.setData({ type: 'FeatureCollection', features: [] });
  assert.is(l.props.data, undefined);
  assert.equal(l.props.source?.data, { type: 'FeatureCollection', features: [] });
  assert.is(l.bbox(), undefined);
  assert.is(new core.GeoJSONLayer({ data: 'https://x/a.geojson' }).bbox(), undefined);
});

test('GeoJSONLayer: queries and feature state off a map say to add the layer first', () => {
  const l = new core.GeoJSONLayer({ data, id: 'g' });
  assert.throws(() => l.getSourceFeatures(), /GeoJSONLayer g: not in a map with a loaded style yet/);
  assert.throws(() => l.setFeatureState(1, { hover: true }), /GeoJSONLayer g: not in a map/);
  assert.throws(() => l.getClusterExpansionZoom(1), /GeoJSONLayer g: not in a map yet; call cluster methods/);
});

test.run();
