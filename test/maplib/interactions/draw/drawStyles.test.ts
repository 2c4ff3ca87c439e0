// MapLib's draw styles: checked key by key (mapbox-gl-draw's arrays refused), defaults of mapbox-gl-draw's theme, and
// terra-draw's per-mode style options, which pick the active look for the shape being drawn.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkDrawStyles, DEFAULT_DRAW_STYLE, resolveDrawStyles, terraModeStyles } from '../../../../maplib/src/core/interactions/draw/drawStyles.ts';

const shape = (properties: Record<string, unknown> = {}) => ({ type: 'Feature' as const, geometry: { type: 'Polygon', coordinates: [] }, properties });
const call = (v: unknown, props: Record<string, unknown> = {}) => (v as (f: unknown) => unknown)(shape(props));

test('good styles pass; functions are accepted for any key', () => {
  assert.is(checkDrawStyles(undefined), undefined);
  assert.is(checkDrawStyles({}), undefined);
  assert.is(checkDrawStyles({ fillColor: 'rgba(0,0,0,.5)', lineWidth: 3, fillOpacity: 0.4, lineDash: [2, 2], active: { lineColor: 'red', lineDash: null } }), undefined);
  assert.is(checkDrawStyles({ fillColor: () => '#fff' }), undefined);
});

test('bad styles are a sentence naming the key', () => {
  assert.match(checkDrawStyles([{ id: 'gl-draw-polygon-fill' }])!, /mapbox-gl-draw's array of style layers is not supported, got an array of 1/);
  assert.is(checkDrawStyles('red'), 'must be an object of draw styles, got "red"');
  assert.match(checkDrawStyles({ 'fill-color': 'red' })!, /^has no style 'fill-color' \(known: fillColor, fillOpacity, /);
  assert.is(checkDrawStyles({ fillOpacity: 2 }), 'has a bad fillOpacity: must be a number between 0 and 1 or a function, got 2');
  assert.is(checkDrawStyles({ lineWidth: -1 }), 'has a bad lineWidth: must be a number ≥ 0 (pixels) or a function, got -1');
  assert.is(checkDrawStyles({ lineColor: '' }), 'has a bad lineColor: must be a CSS colour or a function, got ""');
  assert.is(checkDrawStyles({ active: { lineDash: [1] } }), 'has a bad active.lineDash: must be [dash, gap] pixels, null or a function, got [1]');
  assert.is(checkDrawStyles({ active: 'x' }), 'has a bad active: must be an object of styles, got "x"');
  assert.match(checkDrawStyles({ active: { active: {} } })!, /^has no style 'active.active'/);
});

test("defaults are mapbox-gl-draw's theme: blue at rest, orange and dashed while drawn; active inherits the rest", () => {
  const r = resolveDrawStyles({ lineWidth: 4 });
  assert.is(r.base.fillColor, '#3bb2d0');
  assert.is(r.active.fillColor, '#fbb03b');
  assert.equal(r.active.lineDash, [4, 3]);
  assert.is(r.active.lineWidth, 4, 'the active look takes the rest look where it says nothing');
  assert.is(resolveDrawStyles({ active: { fillColor: 'green' } }).active.fillColor, 'green');
  assert.is(DEFAULT_DRAW_STYLE.vertexColor, '#fbb03b');
});

test('terra-draw styles: the shape being drawn takes the active look; handles and selection always do; functions see the shape', () => {
  const t = terraModeStyles({ fillColor: (f) => (f.properties.kind === 'lake' ? '#00f' : '#0f0'), active: { fillColor: '#f00' } });
  assert.is(call(t.polygon.fillColor, { kind: 'lake' }), '#00f');
  assert.is(call(t.polygon.fillColor, { kind: 'park' }), '#0f0');
  assert.is(call(t.polygon.fillColor, { currentlyDrawing: true }), '#f00');
  assert.is(call(t.select.selectedPolygonColor), '#f00');
  assert.is(call(t.polygon.closingPointColor), '#fbb03b');
  assert.is(call(t.select.selectionPointWidth), 4);
  assert.is(call(t.linestring.lineStringDash), undefined, 'a solid line at rest');
  assert.equal(call(t.linestring.lineStringDash, { currentlyDrawing: true }), [4, 3]);
  assert.equal(Object.keys(t).sort(), ['circle', 'freehand', 'linestring', 'point', 'polygon', 'rectangle', 'select']);
  assert.ok(['fillColor', 'outlineColor', 'outlineWidth', 'coordinatePointColor'].every((k) => k in t.circle));
});

test.run();
