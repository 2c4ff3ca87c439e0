// A vector-tile style's colours as legend entries, on real style snippets (MapLibre style-spec expressions and legacy
// functions): match → categories, step → classes, interpolate → a ramp, case → branches, literals → one symbol, zoom
// functions read at the zoom given. The filters that hide entries are checked against MapLibre's own style-spec
// evaluation: on sample features, a feature is hidden exactly when the colour MapLibre gives it is a hidden entry's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Color, featureFilter, latest, normalizePropertyExpression } from '@maplibre/maplibre-gl-style-spec';
import {
  atZoom,
  conditionLabel,
  hideFilter,
  isExpressionFilter,
  layerLegend,
  legacyFilterToExpression,
  legendEntries,
  type StyleLayerLike,
  type StyleLegendItem,
} from '../../../../maplib/src/core/controls/legend/styleLegend.ts';

const fill = (color: unknown, extra: Partial<StyleLayerLike> = {}): StyleLayerLike => ({ id: 'l', type: 'fill', source: 's', 'source-layer': 'countries', paint: { 'fill-color': color }, ...extra });

/** MapLibre's colour for a feature with these properties (style-spec evaluation), as rgba text. */
function colourOf(color: unknown, properties: Record<string, unknown>, zoom = 0): string {
  const spec = (latest as any).paint_fill['fill-color'];
  const e = (normalizePropertyExpression as any)(color, 'layers[0].paint.fill-color', spec);
  return e.evaluate({ zoom }, { type: 3, properties }).toString();
}
const css = (c: string) => Color.parse(c)!.toString();

/** Whether the filter keeps a feature (MapLibre's featureFilter, legacy and expression syntax alike). */
function keeps(filter: unknown, properties: Record<string, unknown>, type = 3): boolean {
  if (filter === undefined) return true;
  return featureFilter(filter as any, 'layers[0].filter').filter({ zoom: 0 } as any, { type, properties } as any);
}

/** For every feature: hidden by hideFilter exactly when MapLibre colours it like one of the hidden entries. */
function assertHidesExactly(color: unknown, items: StyleLegendItem[], hidden: string[], features: Record<string, unknown>[], original?: unknown) {
  const filter = hideFilter(original, items, hidden);
  const hiddenColours = new Set(items.filter((i) => hidden.includes(i.key)).map((i) => css(i.swatch.color)));
  for (const p of features) {
    const shouldShow = keeps(original, p) && !hiddenColours.has(colourOf(color, p));
    assert.is(keeps(filter, p), shouldShow, `${JSON.stringify(p)} with ${hidden} hidden: ${JSON.stringify(filter)}`);
  }
}

test('a literal colour is one symbol with the layer’s other paint (opacity, outline, width, stroke)', () => {
  assert.equal(layerLegend(fill('#e9c46a', { paint: { 'fill-color': '#e9c46a', 'fill-opacity': 0.6, 'fill-outline-color': '#264653' } })), {
    kind: 'single',
    swatch: { shape: 'fill', color: '#e9c46a', opacity: 0.6, strokeColor: '#264653' },
  });
  assert.equal(layerLegend({ id: 'b', type: 'line', paint: { 'line-color': '#264653', 'line-width': 0.8 } }), { kind: 'single', swatch: { shape: 'line', color: '#264653', size: 0.8 } });
  assert.equal(layerLegend({ id: 'c', type: 'circle', paint: { 'circle-color': '#f00', 'circle-radius': 4, 'circle-stroke-color': '#fff', 'circle-stroke-width': 1 } }), {
    kind: 'single',
    swatch: { shape: 'circle', color: '#f00', size: 4, strokeColor: '#fff', strokeWidth: 1 },
  });
  // MapLibre's defaults when the paint says nothing: black, 1 px lines, 5 px circles.
  assert.equal(layerLegend({ id: 'd', type: 'line' }), { kind: 'single', swatch: { shape: 'line', color: '#000000', size: 1 } });
  assert.equal(layerLegend({ id: 'e', type: 'fill', paint: { 'fill-color': ['to-color', '#abc'] } }), { kind: 'single', swatch: { shape: 'fill', color: '#abc' } });
});

test('symbol layers: a label swatch when they draw text (halo as stroke), an icon swatch when only an icon, nothing otherwise', () => {
  const label = layerLegend({ id: 't', type: 'symbol', layout: { 'text-field': ['get', 'name'] }, paint: { 'text-color': '#333', 'text-halo-color': '#fff', 'text-halo-width': 1 } });
  assert.equal(label, { kind: 'single', swatch: { shape: 'text', color: '#333', strokeColor: '#fff', strokeWidth: 1 } });
  assert.equal(layerLegend({ id: 'i', type: 'symbol', layout: { 'icon-image': 'city' } }), { kind: 'single', swatch: { shape: 'icon', color: '#000000' } });
  assert.is(layerLegend({ id: 'n', type: 'symbol', layout: {} }), undefined);
  assert.is(layerLegend({ id: 'bg', type: 'background', paint: { 'background-color': '#16324f' } }), undefined);
  assert.is(layerLegend({ id: 'r', type: 'raster' }), undefined);
});

const MATCH = ['match', ['get', 'name_en'], 'China', '#e63946', ['India', 'Pakistan'], '#f4a261', 'Brazil', '#2a9d8f', '#d9d9d9'];
const COUNTRIES = [{ name_en: 'China' }, { name_en: 'India' }, { name_en: 'Pakistan' }, { name_en: 'Brazil' }, { name_en: 'France' }, {}];

test('match → one category per label (an array label is one entry), then the fallback as "other"', () => {
  const legend = layerLegend(fill(MATCH));
  assert.is(legend?.kind, 'categories');
  if (legend?.kind !== 'categories') return;
  assert.is(legend.input, 'name_en');
  assert.equal(
    legend.items.map((i) => [i.key, i.label, i.values, i.swatch.color, !!i.other]),
    [
      ['v:China', 'China', ['China'], '#e63946', false],
      ['v:India|Pakistan', 'India, Pakistan', ['India', 'Pakistan'], '#f4a261', false],
      ['v:Brazil', 'Brazil', ['Brazil'], '#2a9d8f', false],
      ['other', '', undefined, '#d9d9d9', true],
    ],
  );
  // Each entry's colour is what MapLibre draws those features in.
  for (const item of legend.items) for (const p of COUNTRIES.filter((f) => keeps(item.when, f))) assert.is(colourOf(MATCH, p), css(item.swatch.color));
  assertHidesExactly(MATCH, legend.items, ['v:China'], COUNTRIES);
  assertHidesExactly(MATCH, legend.items, ['v:India|Pakistan', 'other'], COUNTRIES);
  assertHidesExactly(MATCH, legend.items, ['v:India|Pakistan'], COUNTRIES, ['!=', ['get', 'name_en'], 'Pakistan']);
});

test('match over numbers (an iso code) and over a computed input', () => {
  const byCode = ['match', ['to-number', ['get', 'id']], 156, '#e63946', [356, 586], '#f4a261', '#cccccc'];
  const legend = layerLegend(fill(byCode));
  if (legend?.kind !== 'categories') return assert.unreachable('categories');
  assert.is(legend.input, '["to-number",["get","id"]]');
  assert.equal(legend.items[1].values, [356, 586]);
  assertHidesExactly(byCode, legend.items, ['v:156'], [{ id: '156' }, { id: '356' }, { id: '586' }, { id: '4' }]);
});

const STEP = ['step', ['get', 'pop'], '#fee8c8', 5, '#fdbb84', 10, '#e34a33'];
const CITIES = [{ pop: 1 }, { pop: 5 }, { pop: 7.5 }, { pop: 10 }, { pop: 30 }];

test('step → classes: below the first stop, each stop up to the next (min inclusive, max exclusive), the last open', () => {
  const legend = layerLegend({ id: 'c', type: 'circle', paint: { 'circle-color': STEP, 'circle-radius': 6 } });
  if (legend?.kind !== 'classes') return assert.unreachable('classes');
  assert.is(legend.input, 'pop');
  assert.equal(
    legend.items.map((i) => [i.key, i.label, i.min, i.max, i.swatch]),
    [
      ['c:0', '< 5', undefined, 5, { shape: 'circle', color: '#fee8c8', size: 6 }],
      ['c:1', '5 – 10', 5, 10, { shape: 'circle', color: '#fdbb84', size: 6 }],
      ['c:2', '≥ 10', 10, undefined, { shape: 'circle', color: '#e34a33', size: 6 }],
    ],
  );
  assertHidesExactly(STEP, legend.items, ['c:1'], CITIES);
  assertHidesExactly(STEP, legend.items, ['c:0', 'c:2'], CITIES);
});

test('interpolate (linear, exponential, hcl, lab) over a property → a ramp of its stops; over the zoom → the colour at the zoom', () => {
  const ramp = ['interpolate', ['linear'], ['get', 'pop'], 0, '#ffffcc', 10, '#fd8d3c', 30, '#800026'];
  assert.equal(layerLegend(fill(ramp)), {
    kind: 'ramp',
    input: 'pop',
    swatch: { shape: 'fill', color: '#ffffcc' },
    stops: [{ value: 0, color: '#ffffcc' }, { value: 10, color: '#fd8d3c' }, { value: 30, color: '#800026' }],
  });
  assert.is(layerLegend(fill(['interpolate', ['exponential', 1.5], ['get', 'm'], 1, 'blue', 5, 'red']))?.kind, 'ramp');
  assert.is(layerLegend(fill(['interpolate-hcl', ['linear'], ['get', 'm'], 1, 'blue', 5, 'red']))?.kind, 'ramp');
  // A colour that changes with the zoom: the stop at or below the zoom, then read as usual.
  const byZoom = ['interpolate', ['linear'], ['zoom'], 2, '#111111', 6, ['match', ['get', 'k'], 'a', '#aa0000', '#00aa00']];
  assert.equal(layerLegend(fill(byZoom), 3), { kind: 'single', swatch: { shape: 'fill', color: '#111111' } });
  assert.is(layerLegend(fill(byZoom), 7)?.kind, 'categories');
  assert.equal(atZoom(['step', ['zoom'], 'a', 3, 'b', 5, 'c'], 4), 'b');
  assert.equal(atZoom({ stops: [[0, '#000'], [4, '#fff']] }, 3.9), '#000');
});

test('case → one entry per branch, the first true condition winning, and the fallback', () => {
  const color = ['case', ['>=', ['get', 'pop'], 20], '#7b2cbf', ['==', ['get', 'capital'], true], '#e63946', '#adb5bd'];
  const legend = layerLegend(fill(color));
  if (legend?.kind !== 'categories') return assert.unreachable('categories');
  assert.equal(legend.items.map((i) => [i.key, i.label, i.swatch.color]), [
    ['b:0', 'pop ≥ 20', '#7b2cbf'],
    ['b:1', 'capital = true', '#e63946'],
    ['other', '', '#adb5bd'],
  ]);
  const features = [{ pop: 25, capital: true }, { pop: 3, capital: true }, { pop: 3 }, { pop: 21 }];
  assertHidesExactly(color, legend.items, ['b:1'], features);
  assertHidesExactly(color, legend.items, ['other'], features);
  assert.is(conditionLabel(['has', 'name']), 'has name');
  assert.is(conditionLabel(['in', 'a', ['literal', ['a']]]), '["in","a",["literal",["a"]]]');
});

test('legacy functions: categorical → categories (with default), interval → classes, exponential → a ramp, zoom-and-property read at the zoom', () => {
  const categorical = { property: 'kind', type: 'categorical', stops: [['park', '#52b788'], ['water', '#4895ef']], default: '#dddddd' };
  const c = layerLegend(fill(categorical));
  if (c?.kind !== 'categories') return assert.unreachable('categories');
  assert.equal(c.items.map((i) => [i.key, i.label, i.swatch.color]), [['v:park', 'park', '#52b788'], ['v:water', 'water', '#4895ef'], ['other', '', '#dddddd']]);
  const parks = [{ kind: 'park' }, { kind: 'water' }, { kind: 'road' }, {}];
  assertHidesExactly(categorical, c.items, ['v:water'], parks);
  assertHidesExactly(categorical, c.items, ['other'], parks);

  const interval = { property: 'pop', type: 'interval', stops: [[0, '#fee8c8'], [5, '#fdbb84'], [10, '#e34a33']] };
  const i = layerLegend(fill(interval));
  if (i?.kind !== 'classes') return assert.unreachable('classes');
  assert.equal(i.items.map((x) => [x.label, x.swatch.color]), [['< 5', '#fee8c8'], ['5 – 10', '#fdbb84'], ['≥ 10', '#e34a33']]);
  assertHidesExactly(interval, i.items, ['c:2'], CITIES);

  assert.equal(layerLegend(fill({ property: 'pop', stops: [[0, '#fff'], [30, '#f00']] })), {
    kind: 'ramp',
    input: 'pop',
    swatch: { shape: 'fill', color: '#fff' },
    stops: [{ value: 0, color: '#fff' }, { value: 30, color: '#f00' }],
  });
  const zoomAndProperty = { property: 'kind', type: 'categorical', stops: [[{ zoom: 0, value: 'park' }, '#111111'], [{ zoom: 5, value: 'park' }, '#52b788']] };
  const z = layerLegend(fill(zoomAndProperty), 6);
  assert.is(z?.kind === 'categories' && z.items[0].swatch.color, '#52b788');
  assert.is(layerLegend(fill({ property: 'kind', type: 'identity' })), undefined, 'an identity function has no legend to show');
});

test('colours computed from the feature (get, coalesce without a literal, rgb of properties) give no legend; coalesce with a literal gives its fallback', () => {
  assert.is(layerLegend(fill(['get', 'colour'])), undefined);
  assert.is(layerLegend(fill(['rgb', ['get', 'r'], 0, 0])), undefined);
  assert.is(layerLegend(fill(['match', ['get', 'k'], 'a', ['get', 'c'], '#fff'])), undefined);
  assert.equal(layerLegend(fill(['coalesce', ['get', 'colour'], '#888888'])), { kind: 'single', swatch: { shape: 'fill', color: '#888888' } });
});

test('legendEntries: vector-source layers top first (background, raster and unreadable colours left out), or exactly the ids asked for', () => {
  const style: StyleLayerLike[] = [
    { id: 'background', type: 'background', paint: { 'background-color': '#16324f' } },
    { id: 'sat', type: 'raster', source: 'img' },
    { id: 'countries', type: 'fill', source: 'world', paint: { 'fill-color': MATCH } },
    { id: 'computed', type: 'fill', source: 'world', paint: { 'fill-color': ['get', 'c'] } },
    { id: 'borders', type: 'line', source: 'world', paint: { 'line-color': '#264653' } },
    { id: 'mine', type: 'circle', source: 'geojson-points' },
  ];
  assert.equal(legendEntries(style, { vectorSources: ['world'] }).map((e) => [e.id, e.type, e.legend.kind]), [
    ['borders', 'line', 'single'],
    ['countries', 'fill', 'categories'],
  ]);
  assert.equal(legendEntries(style).map((e) => e.id), ['mine', 'borders', 'countries']);
  assert.equal(legendEntries(style, { only: ['countries', 'nope', 'mine'] }).map((e) => e.id), ['countries', 'mine']);
});

test('filters: legacy filters are told apart as MapLibre does and converted so the hiding filter can be added to them', () => {
  assert.ok(isExpressionFilter(['==', ['get', 'a'], 1]));
  assert.ok(isExpressionFilter(['all', ['==', ['get', 'a'], 1], true]));
  assert.not.ok(isExpressionFilter(['==', 'a', 1]));
  assert.not.ok(isExpressionFilter(['all', ['==', 'a', 1], ['==', ['get', 'b'], 2]]));
  assert.not.ok(isExpressionFilter(['!in', 'class', 'a', 'b']));
  const legacy = [
    ['==', 'class', 'park'],
    ['!=', 'class', 'park'],
    ['>=', 'pop', 5],
    ['<', 'name', 'M'],
    ['in', 'class', 'park', 'water'],
    ['!in', 'class', 'park'],
    ['has', 'pop'],
    ['!has', 'pop'],
    ['all', ['==', '$type', 'Polygon'], ['any', ['==', 'class', 'park'], ['>', 'pop', 10]]],
    ['none', ['==', 'class', 'park']],
    ['in', '$type', 'Point', 'LineString'],
  ];
  const features: [Record<string, unknown>, number][] = [
    [{ class: 'park', pop: 3, name: 'A' }, 3],
    [{ class: 'water', pop: 12, name: 'Z' }, 3],
    [{ class: 'road' }, 2],
    [{ pop: '7' }, 1],
    [{}, 1],
  ];
  for (const f of legacy) {
    const e = legacyFilterToExpression(f);
    assert.ok(isExpressionFilter(e), `${JSON.stringify(f)} → ${JSON.stringify(e)}`);
    for (const [p, type] of features) assert.is(keeps(e, p, type), keeps(f, p, type), `${JSON.stringify(f)} on ${JSON.stringify(p)} (type ${type})`);
  }
  // An expression filter and no filter are kept as they are; nothing hidden gives the original back.
  assert.equal(legacyFilterToExpression(['==', ['get', 'a'], 1]), ['==', ['get', 'a'], 1]);
  const legend = layerLegend(fill(MATCH));
  if (legend?.kind !== 'categories') return assert.unreachable('categories');
  assert.equal(hideFilter(['==', 'class', 'x'], legend.items, []), ['==', 'class', 'x']);
  assert.is(hideFilter(undefined, legend.items, []), undefined);
  assertHidesExactly(MATCH, legend.items, ['v:Brazil'], COUNTRIES.map((c) => ({ ...c, class: 'x' })), ['==', 'class', 'x']);
});

test.run();
