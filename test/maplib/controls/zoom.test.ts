// Zoom's pure parts: which buttons can act at a zoom between the map's limits, and its props checked with clear messages.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../maplib/src/core/index.ts';
import { MESSAGES } from '../../../maplib/src/core/i18n/messages.ts';
import { mapLibErrorMessage } from '../unitHelpers.ts';

test('zoomAbilities: zoom in stops at maxZoom, zoom out at minZoom; both inside; an animation ending a hair short counts as there', () => {
  assert.equal(core.zoomAbilities(5, 0, 22), { zoomIn: true, zoomOut: true });
  assert.equal(core.zoomAbilities(22, 0, 22), { zoomIn: false, zoomOut: true });
  assert.equal(core.zoomAbilities(0, 0, 22), { zoomIn: true, zoomOut: false });
  assert.equal(core.zoomAbilities(6, 6, 6), { zoomIn: false, zoomOut: false }, 'a map locked to one level');
  assert.equal(core.zoomAbilities(21.9999999, 0, 22), { zoomIn: false, zoomOut: true });
  assert.equal(core.zoomAbilities(21.99, 0, 22), { zoomIn: true, zoomOut: true }, 'a hundredth of a level is still a step');
});

test('props: defaults, and each bad value named with what it must be', () => {
  const zoom = new core.Zoom();
  assert.is(zoom.getDefaultPosition(), 'top-left');
  assert.is(mapLibErrorMessage(() => new core.Zoom({ delta: 0 })), 'Zoom: delta must be between 0.01 and 24, got 0');
  assert.is(mapLibErrorMessage(() => new core.Zoom({ duration: -1 })), 'Zoom: duration must be between 0 and 60000, got -1');
  assert.is(mapLibErrorMessage(() => new core.Zoom({ theme: 'pink' as never })), `Zoom: theme must be 'auto', 'light', 'dark', 'blue', 'green' or 'purple', got "pink"`);
  assert.is(mapLibErrorMessage(() => new core.Zoom({ onHome: 'go' as never })), 'Zoom: onHome must be a function, got "go"');
  assert.is(mapLibErrorMessage(() => new core.Zoom({ home: [116, 40] as never })), 'Zoom: home must be { center: [lng, lat], zoom? }, { bounds: [[west, south], [east, north]] } or false, got [116,40]');
  assert.is(mapLibErrorMessage(() => new core.Zoom({ home: { bounds: [1, 2] } as never })), 'Zoom: home must be { center: [lng, lat], zoom? }, { bounds: [[west, south], [east, north]] } or false, got {"bounds":[1,2]}');
  assert.is(mapLibErrorMessage(() => new core.Zoom({ home: { center: [116, 40], zoom: '4' } as never })), 'Zoom: home zoom must be a number, got "4"');
  const homes: core.ZoomProps['home'][] = [false, { center: [116, 40] }, { center: [116, 40], zoom: 4, bearing: 30, pitch: 20 }, { bounds: [[100, 20], [120, 40]] }];
  for (const home of homes) new core.Zoom({ home });
  assert.is(mapLibErrorMessage(() => zoom.update({ delta: 'one' as never })), 'Zoom: delta must be a number, got "one"');
});

test('its words are in both message tables', () => {
  for (const key of ['zoom.controls', 'zoom.in', 'zoom.out', 'zoom.home'] as const) {
    assert.ok(MESSAGES.en[key] && MESSAGES['zh-CN'][key] && MESSAGES.en[key] !== MESSAGES['zh-CN'][key], key);
  }
  assert.is(MESSAGES['zh-CN']['zoom.in'], '放大');
  assert.is(MESSAGES.en['zoom.out'], 'Zoom out');
});

test.run();
