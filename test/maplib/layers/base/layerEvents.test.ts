// A layer's pointer handling through the map's InteractionManager (stand-in map): the hover pointer and layer clicks
// while no mode is active, held back while one is, and what stays (hover, enter, leave).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LayerEvents, onLayerClick, pointerOver, type LayerEvent } from '../../../../maplib/src/core/layers/base/layerEvents.ts';
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

test.run();
