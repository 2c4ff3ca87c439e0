// InteractionManager on a stand-in map: one active mode, the canvas cursor (mode over hover), map handlers suspended
// and given back exactly, listeners that go with the mode, destroy.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Interaction, type InteractionOptions } from '../../../maplib/src/core/interactions/interaction.ts';
import type { ModeChangeEvent } from '../../../maplib/src/core/interactions/interactionManager.ts';
import type { MapView } from '../../../maplib/src/core/map/mapView.ts';
import { fakeMapView, mapLibErrorMessage } from '../unitHelpers.ts';

/** A mode that records its lifecycle and registers one map and one DOM listener while active. */
class Recorder extends Interaction {
  log: string[] = [];
  failOnActivate = false;
  constructor(
    readonly name: string,
    options: InteractionOptions = {},
    readonly target = new EventTarget(),
  ) {
    super(options);
  }
  protected onActivate(view: MapView): void {
    this.log.push(`activate ${view === this.view}`);
    this.listen('click', () => this.log.push('click'));
    this.listenTo(this.target, 'keydown', () => this.log.push('key'));
    this.onEnd(() => this.log.push('end step'));
    if (this.failOnActivate) throw new Error(`${this.name} cannot start`);
  }
  protected onDeactivate(): void {
    this.log.push('deactivate');
  }
}

function changes(view: MapView): string[] {
  const out: string[] = [];
  const name = (m: Interaction | null) => (m ? (m as Recorder).name : 'none');
  view.interactions.on('modechange', (e: ModeChangeEvent) => out.push(`${name(e.previous)}→${name(e.current)}`));
  return out;
}

test('one mode at a time: activating a second ends the first, one modechange per switch', () => {
  const { view } = fakeMapView();
  const seen = changes(view);
  const a = new Recorder('a');
  const b = new Recorder('b');
  a.activate(view);
  assert.ok(a.active);
  assert.is(view.interactions.active, a);
  view.interactions.activate(b);
  assert.not.ok(a.active, 'a ended');
  assert.ok(b.active);
  assert.is(view.interactions.active, b);
  assert.equal(a.log, ['activate true', 'deactivate', 'end step']);
  b.activate(view); // already active: nothing
  a.deactivate(); // not active: nothing
  assert.is(view.interactions.active, b);
  b.deactivate();
  assert.is(view.interactions.active, null);
  assert.is(b.view, undefined);
  assert.equal(seen, ['none→a', 'a→b', 'b→none']);
});

test('the mode owns the cursor while active; its cursor is restored on deactivate; setCursor shows at once', () => {
  const { view, canvas } = fakeMapView();
  const draw = new Recorder('draw', { cursor: 'crosshair' });
  draw.setCursor('cell'); // not active: the canvas is untouched
  assert.is(canvas.cursor, '');
  draw.setCursor('crosshair');
  draw.activate(view);
  assert.is(canvas.cursor, 'crosshair');
  draw.setCursor('move');
  assert.is(canvas.cursor, 'move');
  draw.deactivate();
  assert.is(canvas.cursor, '');
});

test('suspended handlers get back exactly their previous state: one the app had disabled stays disabled', () => {
  const { view, handlers } = fakeMapView(['doubleClickZoom']);
  const mode = new Recorder('m', { suspends: ['dragPan', 'doubleClickZoom', 'keyboard'] });
  mode.activate(view);
  assert.equal([handlers.dragPan.enabled, handlers.doubleClickZoom.enabled, handlers.keyboard.enabled], [false, false, false]);
  assert.ok(handlers.scrollZoom.enabled && handlers.boxZoom.enabled, 'handlers the mode did not name are untouched');
  assert.is(handlers.scrollZoom.calls + handlers.boxZoom.calls, 0);
  mode.deactivate();
  assert.equal([handlers.dragPan.enabled, handlers.doubleClickZoom.enabled, handlers.keyboard.enabled], [true, false, true]);
});

test('switching between modes that suspend the same handler restores the state from before the first', () => {
  const { view, handlers } = fakeMapView(['boxZoom']);
  const a = new Recorder('a', { suspends: ['dragPan', 'boxZoom'] });
  const b = new Recorder('b', { suspends: ['dragPan', 'dragRotate'] });
  a.activate(view);
  b.activate(view);
  assert.equal([handlers.dragPan.enabled, handlers.boxZoom.enabled, handlers.dragRotate.enabled], [false, false, false]);
  b.deactivate();
  assert.equal([handlers.dragPan.enabled, handlers.boxZoom.enabled, handlers.dragRotate.enabled], [true, false, true]);
});

test('a handler setting made while a mode holds that handler applies when the mode ends', () => {
  const { view, handlers } = fakeMapView();
  const mode = new Recorder('m', { suspends: ['dragPan'] });
  mode.activate(view);
  assert.ok(view.interactions.deferHandlerSetting('dragPan', false), 'held: deferred');
  assert.not.ok(view.interactions.deferHandlerSetting('scrollZoom', false), 'not held: the caller applies it');
  mode.deactivate();
  assert.is(handlers.dragPan.enabled, false, 'the app turned dragPan off meanwhile');
});

test('the hover cursor shows while no mode owns the cursor, and comes back after', () => {
  const { view, canvas } = fakeMapView();
  const layer = {};
  const m = view.interactions;
  m.setHoverCursor(layer, 'pointer');
  assert.is(canvas.cursor, 'pointer');
  const plain = new Recorder('plain'); // no cursor of its own, holds layer events
  plain.activate(view);
  assert.is(canvas.cursor, '', 'a mode holding layer events hides the hover pointer');
  assert.not.ok(m.allowsLayerEvents());
  const draw = new Recorder('draw', { cursor: 'crosshair' });
  draw.activate(view);
  assert.is(canvas.cursor, 'crosshair');
  draw.deactivate();
  assert.is(canvas.cursor, 'pointer', 'back after the mode');
  assert.ok(m.allowsLayerEvents());
  const passing = new Recorder('pass', { layerEvents: 'pass' });
  passing.activate(view);
  assert.is(canvas.cursor, 'pointer', 'a mode passing layer events, without a cursor, shows the hover pointer');
  assert.ok(m.allowsLayerEvents());
  passing.setCursor('help');
  assert.is(canvas.cursor, 'help', "the mode's own cursor wins");
  passing.deactivate();
  m.setHoverCursor(layer, null);
  assert.is(canvas.cursor, '');
});

test('hover cursors by owner: the newest shows; one owner leaving gives the other back', () => {
  const { view, canvas } = fakeMapView();
  const [a, b] = [{}, {}];
  view.interactions.setHoverCursor(a, 'pointer');
  view.interactions.setHoverCursor(b, 'grab');
  assert.is(canvas.cursor, 'grab');
  view.interactions.setHoverCursor(b, null);
  assert.is(canvas.cursor, 'pointer');
  view.interactions.setHoverCursor(a, null);
  assert.is(canvas.cursor, '');
});

test("listeners registered through the base go when the mode ends; they can only be registered while active", () => {
  const { view, fire, count } = fakeMapView();
  const mode = new Recorder('m');
  mode.activate(view);
  assert.is(count('click'), 1);
  fire('click');
  mode.target.dispatchEvent(new Event('keydown'));
  mode.deactivate();
  assert.is(count('click'), 0);
  fire('click');
  mode.target.dispatchEvent(new Event('keydown'));
  assert.equal(mode.log, ['activate true', 'click', 'key', 'deactivate', 'end step']);
  assert.throws(() => (mode as any).listen('click', () => {}), /Recorder\.listen\(\) needs the mode to be active/);
});

test('a mode whose onActivate throws leaves the map as it was and is not active', () => {
  const { view, handlers, canvas, count } = fakeMapView();
  const seen = changes(view);
  const a = new Recorder('a');
  a.activate(view);
  const bad = new Recorder('bad', { cursor: 'crosshair', suspends: ['dragPan'] });
  bad.failOnActivate = true;
  assert.throws(() => bad.activate(view), /bad cannot start/);
  assert.not.ok(bad.active);
  assert.is(view.interactions.active, null);
  assert.equal([handlers.dragPan.enabled, canvas.cursor, count('click')], [true, '', 0]);
  assert.equal(bad.log, ['activate true', 'end step'], 'no onDeactivate for a start that failed; its undo steps ran');
  assert.equal(seen, ['none→a', 'a→none']);
});

test('activating a mode on another map ends it on the first', () => {
  const one = fakeMapView();
  const two = fakeMapView();
  const mode = new Recorder('m', { cursor: 'crosshair', suspends: ['dragPan'] });
  mode.activate(one.view);
  mode.activate(two.view);
  assert.is(one.view.interactions.active, null);
  assert.is(two.view.interactions.active, mode);
  assert.is(mode.view, two.view);
  assert.equal([one.handlers.dragPan.enabled, one.canvas.cursor], [true, '']);
  assert.equal([two.handlers.dragPan.enabled, two.canvas.cursor], [false, 'crosshair']);
});

test('a mode cannot start another from inside its own start or end', () => {
  const { view } = fakeMapView();
  const other = new Recorder('other');
  class Greedy extends Recorder {
    protected onActivate(v: MapView): void {
      other.activate(v);
    }
  }
  const greedy = new Greedy('greedy');
  const message = mapLibErrorMessage(() => greedy.activate(view));
  assert.match(message, /InteractionManager: activate\(\) called while a mode is starting or ending/);
  assert.is(view.interactions.active, null);
});

test('destroy ends the active mode (handlers and cursor back, one modechange) and the manager takes no new mode', () => {
  const { view, handlers, canvas } = fakeMapView();
  const seen = changes(view);
  const mode = new Recorder('m', { cursor: 'crosshair', suspends: ['dragPan', 'touchZoomRotate'] });
  mode.activate(view);
  view.interactions.destroy();
  assert.not.ok(mode.active);
  assert.equal(mode.log, ['activate true', 'deactivate', 'end step']);
  assert.equal([handlers.dragPan.enabled, handlers.touchZoomRotate.enabled, canvas.cursor], [true, true, '']);
  assert.equal(seen, ['none→m', 'm→none']);
  assert.match(mapLibErrorMessage(() => mode.activate(view)), /InteractionManager: activate\(\) called after the map was destroyed/);
  view.interactions.setHoverCursor({}, 'pointer');
  assert.is(canvas.cursor, '', 'a destroyed manager writes no cursor');
  view.interactions.destroy(); // idempotent
});

test('on() names its one event', () => {
  const { view } = fakeMapView();
  assert.match(mapLibErrorMessage(() => view.interactions.on('change' as 'modechange', () => {})), /unknown event 'change', expected 'modechange'/);
});

test.run();
