// DynamicMarkerLayer's pure parts: markers from any geometry (ids from idField or the index, as MapGIS), bounds,
// MapGIS's pan-or-fit rule, the default pin's pixels, validation wording, and the style layers with their
// feature-state highlight expressions.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../../maplib/src/core/index.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

const fc = {
  type: 'FeatureCollection' as const,
  features: [
    { type: 'Feature' as const, properties: { fid: 'a', name: 'A' }, geometry: { type: 'Point' as const, coordinates: [10, 20] } },
    { type: 'Feature' as const, properties: { name: 'B' }, geometry: { type: 'Polygon' as const, coordinates: [[[0, 0], [4, 0], [4, 2], [0, 2], [0, 0]]] } },
    { type: 'Feature' as const, properties: { fid: 7 }, geometry: { type: 'LineString' as const, coordinates: [[-2, -2], [2, 6]] } },
    { type: 'Feature' as const, properties: { fid: 'x' }, geometry: null },
  ],
};

test('markerSet: one marker per feature at its point or bounds centre; ids from idField, else the index; shapes kept', () => {
  const set = core.markerSet(fc, 'fid');
  assert.equal([...set.positions.entries()], [['a', [10, 20]], [1, [2, 1]], [7, [0, 2]]]);
  assert.equal(
    set.data.features.map((f) => [f.properties!.role, f.properties!.fid, f.geometry.type]),
    [['marker', 'a', 'Point'], ['marker', 1, 'Point'], ['shape', 1, 'Polygon'], ['marker', 7, 'Point'], ['shape', 7, 'LineString']],
  );
  assert.is(set.data.features[1].properties!.name, 'B', 'properties copied to the marker');
  assert.is(set.byId.get(1), fc.features[1], 'the original feature by id');
  assert.is(core.markerSet(fc, 'fid'), set, 'cached per collection');
  assert.equal(core.markerSet(fc, 'name').positions.get('B'), [2, 1], 'another idField');
});

test('bounds and MapGIS pan-or-fit: pan when the selection fits the view size, fit when wider or taller', () => {
  const set = core.markerSet(fc, 'fid');
  assert.equal(core.selectionBounds(set, [1, 7]), { xmin: -2, ymin: -2, xmax: 4, ymax: 6 });
  assert.is(core.selectionBounds(set, ['nope']), undefined);
  assert.equal(core.geometryBounds({ type: 'MultiPoint', coordinates: [[1, 5], [3, -1]] }), { xmin: 1, ymin: -1, xmax: 3, ymax: 5 });
  const view = { xmin: 0, ymin: 0, xmax: 10, ymax: 10 };
  assert.is(core.panOrFit(view, { xmin: 50, ymin: 50, xmax: 55, ymax: 59 }), 'pan', 'far away but small: pan');
  assert.is(core.panOrFit(view, { xmin: 0, ymin: 0, xmax: 11, ymax: 1 }), 'fit', 'wider than the view');
  assert.is(core.panOrFit(view, { xmin: 0, ymin: 0, xmax: 1, ymax: 12 }), 'fit', 'taller than the view');
});

test('pinImage: a coloured head, a white dot at its centre, the tip at the bottom centre, transparent corners', () => {
  const pin = core.pinImage('#ff0000', 24, 2);
  assert.equal([pin.width, pin.height, pin.data.length], [48, 67, 48 * 67 * 4]);
  const px = (x: number, y: number) => Array.from(pin.data.slice((y * pin.width + x) * 4, (y * pin.width + x) * 4 + 4));
  assert.equal(px(0, 0), [0, 0, 0, 0], 'corner transparent');
  assert.equal(px(24, 24), [255, 255, 255, 255], 'white dot in the head');
  const ring = px(24, 8);
  assert.ok(ring[0] === 255 && ring[1] < 40 && ring[3] === 255, `red head: ${ring}`);
  assert.ok(px(24, 62)[3] > 0, 'the tip reaches the bottom centre');
  assert.is(px(10, 62)[3], 0, 'beside the tip: transparent');
});

test('DynamicMarkerLayer: validation wording', () => {
  assert.is(mapLibErrorMessage(() => new core.DynamicMarkerLayer({} as never)), 'DynamicMarkerLayer: data is required');
  assert.is(mapLibErrorMessage(() => new core.DynamicMarkerLayer({ data: { type: 'Point', coordinates: [0, 0] } as never })), 'DynamicMarkerLayer: data must be a FeatureCollection or a URL, got {"type":"Point","coordinates":[0,0]}');
  assert.is(mapLibErrorMessage(() => new core.DynamicMarkerLayer({ data: fc, selects: [{}] as never })), 'DynamicMarkerLayer: selects must be an array of ids (strings or numbers), got [{}]');
  assert.is(mapLibErrorMessage(() => new core.DynamicMarkerLayer({ data: fc, fitBound: { xmin: 5, ymin: 0, xmax: 1, ymax: 1 } })), 'DynamicMarkerLayer: fitBound must be { xmin, ymin, xmax, ymax } with min ≤ max, got {"xmin":5,"ymin":0,"xmax":1,"ymax":1}');
  assert.is(mapLibErrorMessage(() => new core.DynamicMarkerLayer({ data: fc, layerStyle: { size: 0 } })), 'DynamicMarkerLayer: layerStyle size must be a number above 0 and up to 10, got 0');
  assert.is(mapLibErrorMessage(() => new core.DynamicMarkerLayer({ data: fc, highlightStyle: { marker: { anchor: 'top' as never } } })), `DynamicMarkerLayer: highlightStyle marker anchor must be 'bottom' or 'center', got "top"`);
  new core.DynamicMarkerLayer({ data: 'airports.geojson', idField: 'iata', selects: ['PEK', 3], fitBound: { xmin: 0, ymin: 0, xmax: 1, ymax: 1 }, label: 'name', popup: '{name}' });
});

test('style layers: shapes, ring, marker and active marker; highlight by feature state, hover as the props say', () => {
  const layersOf = (p: core.DynamicMarkerLayerProps) => {
    const l = new core.DynamicMarkerLayer({ id: 'm', ...p });
    return (l as unknown as { effectiveLayers(p: unknown): core.LayerStyle[] }).effectiveLayers(l.props);
  };
  const layers = layersOf({ data: fc, label: 'name' });
  assert.equal(layers.map((l) => [l.id, l.type]), [['m-polygon', 'fill'], ['m-line', 'line'], ['m-point', 'circle'], ['m', 'symbol'], ['m-active', 'symbol']]);
  const selectedOrHover = ['any', ['boolean', ['feature-state', 'selected'], false], ['boolean', ['feature-state', 'hover'], false]];
  assert.equal(layers[3].paint!['icon-opacity'], ['case', selectedOrHover, 0, 1], 'the normal marker hides while active');
  assert.equal(layers[4].paint!['icon-opacity'], ['case', selectedOrHover, 1, 0], 'the active marker shows while active');
  assert.equal(layers[3].layout!['icon-image'], 'm::marker');
  assert.equal(layers[3].layout!['text-field'], ['to-string', ['get', 'name']]);
  assert.equal(layers[4].layout!['icon-size'], 1.3);
  const noHover = layersOf({ data: fc, highlight: false, opacity: 0.5 });
  assert.equal(noHover[3].paint!['icon-opacity'], ['case', ['boolean', ['feature-state', 'selected'], false], 0, 0.5], 'selection only; opacity folded in');
  const shapesOnSelect = layersOf({ data: fc, highlightStyle: { enableHoverFeature: false, polygon: { 'fill-color': '#00f', 'fill-opacity': 0.6 } } });
  assert.equal(shapesOnSelect[0].paint, { 'fill-color': '#00f', 'fill-opacity': ['case', ['boolean', ['feature-state', 'selected'], false], 0.6, 0] });
  // The ring has no size while inactive (5,000 invisible rings would still be rasterised); a zoom curve stays whole.
  assert.equal([layers[2].paint!['circle-radius'], layers[2].paint!['circle-stroke-width']], [['case', selectedOrHover, 16, 0], ['case', selectedOrHover, 2, 0]]);
  const curve = ['interpolate', ['linear'], ['zoom'], 2, 8, 10, 20];
  const ringCurve = layersOf({ data: fc, layerStyle: { size: 2 }, highlightStyle: { point: { 'circle-radius': curve } } });
  assert.equal(ringCurve[2].paint!['circle-radius'], curve);
  assert.equal(layersOf({ data: fc, layerStyle: { size: 2 } })[2].paint!['circle-radius'], ['case', selectedOrHover, 32, 0]);
});

test.run();
