// A layer's pointer handling through the map's InteractionManager (stand-in map): the hover pointer and layer clicks
// while no mode is active, held back while one is, and what stays (hover, enter, leave).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LAYER_EVENTS, LayerEvents, onLayerClick, pointerOver, type LayerEvent } from '../../../../maplib/src/core/layers/base/layerEvents.ts';
import { Interaction } from '../../../../maplib/src/core/interactions/interaction.ts';
import { fakeMapView } from '../../unitHelpers.ts';

const mouse = { features: [], lngLat: { lng: 1, lat: 2 }, point: { x: 3, y: 4 }, originalEvent: {} };

class Plain extends Interaction {}

test('a clickable layer shows the pointer and gets clicks only while no mode holds layer events', () => {
  const { view, canvas, fire } = fakeMapView();
  const got: string[] = [];
  const record = (e: LayerEvent) => got.push(e.type);
  const events = new LayerEvents({}, () => ({ onClick: record, onEnter: record, onLeave: record }));
  events.bind(view, ['poly']);
  fire('mouseenter', mouse);
  assert.is(canvas.cursor, 'pointer');
  fire('click', mouse);
  const mode = new Plain();
  mode.activate(view);
  assert.is(canvas.cursor, '', 'no pointer while the mode is active');
  fire('click', mouse);
  fire('mouseleave', mouse);
  fire('mouseenter', mouse);
  assert.is(canvas.cursor, '');
  mode.deactivate();
  assert.is(canvas.cursor, 'pointer', 'the pointer is back over the feature');
  fire('click', mouse);
  fire('mouseleave', mouse);
  assert.is(canvas.cursor, '');
  assert.equal(got, ['enter', 'click', 'leave', 'enter', 'click', 'leave'], 'the click during the mode was held back; enter and leave were not');
});

test("a mode passing layer events lets clicks through; unbinding takes the layer's pointer back", () => {
  const { view, canvas, fire, count } = fakeMapView();
  let clicks = 0;
  const events = new LayerEvents({}, () => ({ onClick: () => clicks++ }));
  events.bind(view, ['poly']);
  new (class extends Interaction {
    constructor() {
      super({ layerEvents: 'pass' });
    }
  })().activate(view);
  fire('mouseenter', mouse);
  fire('click', mouse);
  assert.is(clicks, 1);
  assert.is(canvas.cursor, 'pointer');
  events.unbind();
  assert.is(canvas.cursor, '');
  assert.equal([count('click'), count('mouseenter'), count('mouseleave')], [0, 0, 0]);
});

test('onLayerClick and pointerOver: held while a mode holds layer events; pointerOver reads when() on entering', () => {
  const { view, canvas, fire } = fakeMapView();
  let clicks = 0;
  let clickable = false;
  const sub = onLayerClick(view, ['pts'], () => clicks++);
  const off = pointerOver(view, ['pts'], () => clickable);
  fire('mouseenter');
  assert.is(canvas.cursor, '', 'when() false: no pointer');
  fire('mouseleave');
  clickable = true;
  fire('mouseenter');
  assert.is(canvas.cursor, 'pointer');
  fire('click');
  const mode = new Plain();
  mode.activate(view);
  fire('click');
  mode.deactivate();
  assert.is(clicks, 1);
  off();
  assert.is(canvas.cursor, '', 'unsubscribing while over the layer takes the pointer back');
  sub.unsubscribe();
  fire('click');
  assert.is(clicks, 1);
});


test('the original pointer events: each prop gets its MapLibre event with the payload; held ones wait while a mode holds layer events', () => {
  const { view, fire } = fakeMapView();
  const got: string[] = [];
  const handlers = Object.fromEntries(LAYER_EVENTS.filter((ev) => !['onClick', 'onHover', 'onEnter', 'onLeave'].includes(ev.prop)).map((ev) => [ev.prop, (e: LayerEvent) => got.push(`${ev.prop}:${e.type}`)]));
  const layer = { name: 'L' };
  let last: LayerEvent | undefined;
  const events = new LayerEvents(layer, () => ({ ...handlers, onMouseDown: (e: LayerEvent) => ((last = e), got.push('onMouseDown:' + e.type)) }));
  events.bind(view, ['poly']);
  for (const type of ['mousedown', 'mouseup', 'dblclick', 'mousemove', 'mouseenter', 'mouseleave', 'mouseover', 'mouseout', 'contextmenu', 'touchstart', 'touchend', 'touchstart', 'touchcancel']) fire(type, mouse);
  assert.equal(got, ['onMouseDown:mousedown', 'onMouseUp:mouseup', 'onDblClick:dblclick', 'onMouseMove:mousemove', 'onMouseEnter:mouseenter', 'onMouseLeave:mouseleave', 'onMouseOver:mouseover', 'onMouseOut:mouseout', 'onContextMenu:contextmenu', 'onTouchStart:touchstart', 'onTouchEnd:touchend', 'onTouchStart:touchstart', 'onTouchCancel:touchcancel']);
  fire('touchcancel', mouse);
  assert.is(got.length, 13, 'a touchcancel with no touch started on the layer is not reported');
  assert.equal({ ...last!, originalEvent: undefined }, { type: 'mousedown', features: [], lngLat: [1, 2], point: { x: 3, y: 4 }, originalEvent: undefined, layer });
  got.length = 0;
  new Plain().activate(view);
  for (const type of ['mousedown', 'mousemove', 'contextmenu', 'touchstart', 'mouseover']) fire(type, mouse);
  assert.equal(got, ['onMouseMove:mousemove', 'onMouseOver:mouseover'], 'presses and touches wait for the mode; moves do not');
});
test.run();
