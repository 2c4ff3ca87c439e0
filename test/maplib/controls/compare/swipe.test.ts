// The swipe's arithmetic: keys (arrows, Shift, Home/End) in both orientations, the pointer's position in the
// container, the before map's clip and the slider's ARIA orientation.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clampPosition, clipPathAt, percent, positionAfterKey, positionAt, sliderOrientation } from '../../../../maplib/src/core/controls/compare/swipe.ts';

test('arrow keys step 2 %, with Shift 10 %; Home and End go to the ends; other keys are left to the page', () => {
  assert.is(positionAfterKey('ArrowRight', false, 0.5, 'vertical'), 0.52);
  assert.is(positionAfterKey('ArrowLeft', false, 0.5, 'vertical'), 0.48);
  assert.is(positionAfterKey('ArrowRight', true, 0.5, 'vertical'), 0.6);
  assert.is(positionAfterKey('ArrowLeft', true, 0.5, 'horizontal'), 0.4);
  assert.is(positionAfterKey('Home', false, 0.37, 'vertical'), 0);
  assert.is(positionAfterKey('End', true, 0.37, 'horizontal'), 1);
  for (const key of ['Enter', ' ', 'Tab', 'a', 'PageUp']) assert.is(positionAfterKey(key, false, 0.5, 'vertical'), undefined, key);
});

test('up and down: along a handle that moves up and down they move it so; across one that moves sideways, up increases', () => {
  assert.is(positionAfterKey('ArrowDown', false, 0.5, 'horizontal'), 0.52, 'horizontal line: down moves it down');
  assert.is(positionAfterKey('ArrowUp', false, 0.5, 'horizontal'), 0.48);
  assert.is(positionAfterKey('ArrowUp', false, 0.5, 'vertical'), 0.52, 'vertical line: up increases (ARIA slider)');
  assert.is(positionAfterKey('ArrowDown', false, 0.5, 'vertical'), 0.48);
});

test('steps add up to round values and stop at the ends', () => {
  let p = 0;
  for (let i = 0; i < 7; i++) p = positionAfterKey('ArrowRight', false, p, 'vertical')!;
  assert.is(p, 0.14);
  assert.is(positionAfterKey('ArrowRight', true, 0.95, 'vertical'), 1);
  assert.is(positionAfterKey('ArrowLeft', false, 0.01, 'vertical'), 0);
  assert.is(clampPosition(-3), 0);
  assert.is(clampPosition(0.1 + 0.2), 0.3);
});

test('the pointer: its share of the container along the handle’s axis, clamped; an empty box gives none', () => {
  const box = { left: 100, top: 50, width: 800, height: 400 };
  assert.is(positionAt(300, 999, box, 'vertical'), 0.25);
  assert.is(positionAt(999, 150, box, 'horizontal'), 0.25);
  assert.is(positionAt(50, 0, box, 'vertical'), 0, 'left of the container');
  assert.is(positionAt(0, 900, box, 'horizontal'), 1, 'below it');
  assert.is(positionAt(10, 10, { ...box, width: 0 }, 'vertical'), undefined);
});

test('the clip shows the before map up to the line: left of it, or above it', () => {
  assert.is(clipPathAt(0.25, 'vertical'), 'inset(0 75% 0 0)');
  assert.is(clipPathAt(0.25, 'horizontal'), 'inset(0 0 75% 0)');
  assert.is(clipPathAt(1, 'vertical'), 'inset(0 0% 0 0)');
  assert.is(percent(0.375), '37.5%');
  assert.is(percent(1 / 3), '33.3333%');
});

test('as a slider, the handle of a vertical line is horizontal (it moves sideways), and the other way round', () => {
  assert.is(sliderOrientation('vertical'), 'horizontal');
  assert.is(sliderOrientation('horizontal'), 'vertical');
});

test.run();
