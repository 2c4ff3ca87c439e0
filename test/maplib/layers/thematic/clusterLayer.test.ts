// ClusterLayer's pure parts: validation wording, the cluster paint and source spec made from props, the style layers
// it asks for, its legend (single points and cluster classes), and the popup template shared by the thematic layers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../../maplib/src/core/index.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

const points = { type: 'FeatureCollection' as const, features: [] };

test('ClusterLayer: geojson (or data) is required and checked; class arrays follow steps', () => {
  assert.is(mapLibErrorMessage(() => new core.ClusterLayer({})), 'ClusterLayer: geojson (or data) is required');
  assert.is(mapLibErrorMessage(() => new core.ClusterLayer({ geojson: 42 as never })), 'ClusterLayer: geojson must be GeoJSON (an object with a type) or a URL, got 42');
  assert.is(mapLibErrorMessage(() => new core.ClusterLayer({ data: points, clusterRadius: 0 })), 'ClusterLayer: clusterRadius must be between 1 and 1000, got 0');
  assert.is(mapLibErrorMessage(() => new core.ClusterLayer({ data: points, clusterMaxZoom: 14.5 })), 'ClusterLayer: clusterMaxZoom must be an integer, got 14.5');
  assert.is(mapLibErrorMessage(() => new core.ClusterLayer({ data: points, steps: [100, 10] })), 'ClusterLayer: steps must be ascending numbers, got [100,10]');
  assert.is(mapLibErrorMessage(() => new core.ClusterLayer({ data: points, colors: ['red', 'blue'] })), 'ClusterLayer: colors must have 3 entries (one more than steps), got 2');
  assert.is(mapLibErrorMessage(() => new core.ClusterLayer({ data: points, steps: [5], radii: [10, 'x' as never] })), 'ClusterLayer: radii must be an array of numbers, got [10,"x"]');
  assert.is(mapLibErrorMessage(() => new core.ClusterLayer({ data: points, popupTrigger: 'dblclick' as never })), `ClusterLayer: popupTrigger must be 'click' or 'hover', got "dblclick"`);
  assert.is(mapLibErrorMessage(() => new core.ClusterLayer({ data: points, popup: 3 as never })), 'ClusterLayer: popup must be an HTML template string or a function (feature) => HTML, got 3');
  new core.ClusterLayer({ geojson: 'https://x/points.geojson', steps: [50], colors: ['#fff', '#000'], radii: [10, 20], popup: '<b>{name}</b>', popupTrigger: 'hover' });
});

test('clusterPaint: step expressions over point_count with MapGIS defaults, cluster paint wins', () => {
  assert.equal(core.clusterPaint({}), {
    'circle-color': ['step', ['get', 'point_count'], '#51bbd6', 10, '#f1f075', 100, '#f28cb1'],
    'circle-radius': ['step', ['get', 'point_count'], 15, 10, 20, 100, 25],
    'circle-stroke-width': 1,
    'circle-stroke-color': '#ffffff',
  });
  assert.equal(core.clusterPaint({ steps: [50], colors: ['#aaa', '#bbb'], radii: [12, 30], cluster: { 'circle-stroke-width': 3 } }), {
    'circle-color': ['step', ['get', 'point_count'], '#aaa', 50, '#bbb'],
    'circle-radius': ['step', ['get', 'point_count'], 12, 50, 30],
    'circle-stroke-width': 3,
    'circle-stroke-color': '#ffffff',
  });
  assert.equal(core.stepByCount([], ['#123']), '#123', 'no steps: one class, a constant');
});

test('clusterSourceSpec: cluster options with defaults; the layer filter filters points before clustering', () => {
  assert.equal(core.clusterSourceSpec({ geojson: points }), { type: 'geojson', data: points, cluster: true, clusterMaxZoom: 14, clusterRadius: 50 });
  const sum = { total: ['+', ['get', 'mag']] };
  assert.equal(core.clusterSourceSpec({ data: 'u.json', clusterMaxZoom: 8, clusterRadius: 80, clusterMinPoints: 3, clusterProperties: sum, filter: ['>', ['get', 'mag'], 2] }), {
    type: 'geojson',
    data: 'u.json',
    cluster: true,
    clusterMaxZoom: 8,
    clusterRadius: 80,
    clusterMinPoints: 3,
    clusterProperties: sum,
    filter: ['>', ['get', 'mag'], 2],
  });
});

test('ClusterLayer style layers: clusters, counts, points; filter stays off the layers; opacity reaches all three', () => {
  const layer = new core.ClusterLayer({ id: 'eq', data: points, filter: ['>', ['get', 'mag'], 2], opacity: 0.5, uncluster: { 'circle-color': '#e4572e' } });
  const layers = (layer as unknown as { effectiveLayers(p: unknown): core.LayerStyle[] }).effectiveLayers(layer.props);
  assert.equal(layers.map((l) => [l.id, l.type, l.filter]), [
    ['eq-clusters', 'circle', ['has', 'point_count']],
    ['eq-count', 'symbol', ['has', 'point_count']],
    ['eq-points', 'circle', ['!', ['has', 'point_count']]],
  ]);
  assert.is(layers[2].paint!['circle-color'], '#e4572e');
  assert.is(layers[2].paint!['circle-radius'], 6, 'MapGIS point size kept where uncluster does not say');
  assert.is(layers[0].paint!['circle-opacity'], 0.5);
  assert.is(layers[1].paint!['text-opacity'], 0.5);
  const noCount = new core.ClusterLayer({ id: 'eq', data: points, showCount: false });
  assert.equal((noCount as unknown as { effectiveLayers(p: unknown): core.LayerStyle[] }).effectiveLayers(noCount.props).map((l) => l.id), ['eq-clusters', 'eq-points']);
});

test('ClusterLayer legend: single points, then one class of cluster per step from clusterMinPoints, as drawn', () => {
  const circle = (color: string, size: number) => ({ shape: 'circle', color, size, strokeColor: '#ffffff', strokeWidth: 1 });
  assert.equal(new core.ClusterLayer({ data: points }).legend(), {
    type: 'classes',
    property: 'point_count',
    classes: [
      { min: 1, max: 2, symbol: circle('#000000', 6) },
      { min: 2, max: 10, symbol: circle('#51bbd6', 15) },
      { min: 10, max: 100, symbol: circle('#f1f075', 20) },
      { min: 100, symbol: circle('#f28cb1', 25) },
    ],
  });
  // Steps at or below clusterMinPoints leave no class that could show; opacity and uncluster paint are as drawn.
  const legend = new core.ClusterLayer({ data: points, steps: [3, 50], colors: ['#a', '#b', '#c'], radii: [10, 12, 14], clusterMinPoints: 4, opacity: 0.5, uncluster: { 'circle-color': '#e4572e' } }).legend()!;
  assert.equal(legend.classes.map((c) => [c.min, c.max, c.symbol.color, c.symbol.opacity]), [
    [1, 2, '#e4572e', 0.5],
    [4, 50, '#b', 0.5],
    [50, undefined, '#c', 0.5],
  ]);
  assert.equal(new core.ClusterLayer({ data: points, cluster: { 'circle-color': '#123456' } }).legend()!.classes.map((c) => [c.min, c.max, c.symbol.color, c.symbol.size]), [
    [1, 2, '#000000', 6],
    [2, undefined, '#123456', undefined],
  ], 'one colour for every cluster: one class (the radius still steps, so it has no single size)');
  assert.is(new core.ClusterLayer({ data: points, cluster: { 'circle-color': ['get', 'c'] } }).legend(), undefined);
});

test('fillTemplate: properties escaped, missing ones empty; popupContent calls functions', () => {
  assert.is(core.fillTemplate('<b>{name}</b> M{mag} {nope}', { name: '<script>&', mag: 4.5 }), '<b>&lt;script&gt;&amp;</b> M4.5 ');
  assert.is(core.fillTemplate('{a}', { a: { b: 1 } }), '{&quot;b&quot;:1}');
  assert.is(core.fillTemplate('{ not a key }', {}), '{ not a key }');
  const f = { type: 'Feature' as const, properties: { n: 'x' }, geometry: { type: 'Point' as const, coordinates: [0, 0] } };
  assert.is(core.popupContent((g) => `<i>${g.properties!.n}</i>`, f), '<i>x</i>');
  assert.is(core.popupContent(() => null, f), null);
  assert.is(core.popupContent(undefined, f), null);
});

test.run();
