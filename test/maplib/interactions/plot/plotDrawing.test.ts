// The rules of drawing one graphic: points until its maximum (then it finishes itself), a double-click's repeated
// point ignored, Backspace's take-back, when it may finish, and what the preview holds with the pointer.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PlotDrawing } from '../../../../maplib/src/core/interactions/plot/plotDrawing.ts';
import { PlotHistory } from '../../../../maplib/src/core/interactions/plot/plotHistory.ts';

test('a circle takes two points and finishes itself at the second; the preview follows the pointer from the first', () => {
  const d = new PlotDrawing('circle');
  assert.is(d.preview([1, 1]), undefined, 'nothing to preview before a point');
  assert.is(d.add([0, 0]), false);
  assert.equal(d.preview([1, 1]), [[0, 0], [1, 1]]);
  assert.is(d.canFinish, false);
  assert.is(d.add([2, 0]), true, 'complete at its second point');
  assert.equal(d.preview([5, 5]), [[0, 0], [2, 0]], 'a complete graphic ignores the pointer');
});

test('an attack arrow takes points until finished; a repeated point (double-click) is one; Backspace takes back', () => {
  const d = new PlotDrawing('attackArrow');
  d.add([0, 0]);
  d.add([1, 0]);
  assert.is(d.canFinish, false);
  assert.equal(d.preview([1, 2]), [[0, 0], [1, 0], [1, 2]], 'two points and the pointer make a drawable arrow');
  assert.is(d.add([1, 2]), false);
  assert.is(d.add([1, 2]), false);
  assert.is(d.points.length, 3, 'the second click of a double-click adds nothing');
  assert.is(d.canFinish, true);
  assert.is(d.removeLast(), true);
  assert.is(d.canFinish, false);
  d.removeLast();
  d.removeLast();
  assert.is(d.removeLast(), false, 'nothing left to take back');
});

test('PlotHistory: undo and redo walk the states; a new edit clears redo; the stack is bounded', () => {
  const h = new PlotHistory('a', 2);
  assert.is(h.canUndo, false);
  h.push('b');
  h.push('c');
  assert.is(h.undo(), 'b');
  assert.is(h.undo(), 'a');
  assert.is(h.undo(), undefined);
  assert.is(h.redo(), 'b');
  h.push('d');
  assert.is(h.canRedo, false, 'a new edit clears redo');
  h.push('e');
  assert.is(h.undo(), 'd');
  assert.is(h.undo(), 'b');
  assert.is(h.undo(), undefined, 'only two steps kept');
  h.reset('z');
  assert.is(h.canUndo || h.canRedo, false);
});

test.run();
