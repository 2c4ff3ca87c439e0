// Draw's pure parts: its props are checked with sentences naming the prop (mapbox-gl-draw's style array and combine
// buttons refused with a reason), and the toolbar's buttons follow controls, displayControlsDefault and modes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Draw, toolbarButtons } from '../../../../maplib/src/core/controls/draw/draw.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

test('props: bad values are a sentence naming the prop', () => {
  assert.is(mapLibErrorMessage(() => new Draw({ defaultMode: 'draw_hexagon' })), `Draw: defaultMode must be a mode name (draw_point, draw_line_string, draw_polygon, draw_rectangle, draw_circle, draw_radius, draw_freehand, simple_select, direct_select, static, point, linestring, polygon, rectangle, circle, freehand, select), got "draw_hexagon"`);
  assert.match(mapLibErrorMessage(() => new Draw({ styles: [{ id: 'gl-draw-line' }] as never })), /^Draw: styles must be an object of draw styles .* mapbox-gl-draw's array of style layers is not supported, got an array of 1$/);
  assert.is(mapLibErrorMessage(() => new Draw({ styles: { fillOpacity: 3 } })), 'Draw: styles has a bad fillOpacity: must be a number between 0 and 1 or a function, got 3');
  assert.is(mapLibErrorMessage(() => new Draw({ controls: { combine_features: true } })), "Draw: controls cannot show combine_features: terra-draw cannot combine shapes (see the page's differences from MapGIS)");
  assert.match(mapLibErrorMessage(() => new Draw({ controls: { hexagon: true } as never })), /^Draw: controls has no button 'hexagon' \(buttons: point, line_string, polygon, /);
  assert.is(mapLibErrorMessage(() => new Draw({ controls: { polygon: 'yes' } as never })), 'Draw: controls has a bad polygon: must be true or false, got "yes"');
  assert.match(mapLibErrorMessage(() => new Draw({ modes: { draw_hexagon: true } as never })), /^Draw: modes has no mode 'draw_hexagon' \(modes: draw_point, /);
  assert.is(mapLibErrorMessage(() => new Draw({ modes: { draw_circle: 3 } as never })), 'Draw: modes has a bad draw_circle: must be true, false or an object of terra-draw options, got 3');
  assert.is(mapLibErrorMessage(() => new Draw({ clickBuffer: -1 })), 'Draw: clickBuffer must be between 0 and 100, got -1');
  assert.is(mapLibErrorMessage(() => new Draw({ closeEdit: 'yes' as never })), 'Draw: closeEdit must be true or false, got "yes"');
  assert.is(mapLibErrorMessage(() => new Draw({ defaultMode: 'circle', modes: { draw_circle: false } })), "Draw: defaultMode is 'draw_circle', which modes leaves out");
  // Hiding mapbox-gl-draw's combine buttons is fine: MapLib has none to show.
  new Draw({ controls: { combine_features: false, uncombine_features: false }, defaultMode: 'polygon' });
});

test('id cannot change: it names the layers', () => {
  const draw = new Draw({ id: 'a' });
  assert.throws(() => draw.update({ id: 'b' }));
});

test('toolbar buttons: all by default; controls pick; displayControlsDefault false shows only those named; modes left out go', () => {
  assert.equal(toolbarButtons({}), ['point', 'line_string', 'polygon', 'rectangle', 'circle', 'radius', 'freehand', 'select', 'trash']);
  assert.equal(toolbarButtons({ controls: { point: false, trash: false } }), ['line_string', 'polygon', 'rectangle', 'circle', 'radius', 'freehand', 'select']);
  assert.equal(toolbarButtons({ displayControlsDefault: false, controls: { polygon: true, trash: true } }), ['polygon', 'trash']);
  assert.equal(toolbarButtons({ modes: { draw_radius: false, draw_freehand: false } }), ['point', 'line_string', 'polygon', 'rectangle', 'circle', 'select', 'trash']);
  assert.equal(toolbarButtons({ modes: { draw_circle: { segments: 128 } } }).includes('circle'), true, 'an options object keeps the mode');
});

test('methods work before the Draw is on a map: added shapes are kept for it, modes wait', () => {
  const draw = new Draw({ modes: { draw_freehand: false } });
  const ids = draw.add({ type: 'Feature', id: 'p', properties: { name: 'x' }, geometry: { type: 'Point', coordinates: [116.4, 39.9] } });
  assert.equal(ids, ['p']);
  assert.equal(draw.getAll().features.map((f) => [f.id, f.properties?.mode, f.properties?.name]), [['p', 'point', 'x']]);
  draw.delete('p');
  assert.is(draw.getAll().features.length, 0);
  draw.changeMode('polygon');
  assert.is(draw.getMode(), 'draw_polygon');
  assert.match(mapLibErrorMessage(() => draw.changeMode('draw_freehand')), /^Draw: mode 'draw_freehand' is not among this component's modes/);
  assert.match(mapLibErrorMessage(() => draw.add({ type: 'Feature', geometry: null })), /^Draw: add\(\): the input has no geometry$/);
});

test.run();
