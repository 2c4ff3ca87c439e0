// The undo/redo stack of a session's edits: states in order, an edit after an undo drops the redo states, a limit.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EditHistory } from '../../../../maplib/src/core/interactions/draw/editHistory.ts';

test('undo goes back state by state, redo forward; nothing to undo or redo gives undefined', () => {
  const h = new EditHistory('a');
  assert.is(h.undo(), undefined);
  h.record('b');
  h.record('c');
  assert.equal(h.sizes, { undo: 2, redo: 0 });
  assert.is(h.undo(), 'b');
  assert.is(h.undo(), 'a');
  assert.is(h.undo(), undefined);
  assert.is(h.current, 'a');
  assert.is(h.redo(), 'b');
  assert.is(h.redo(), 'c');
  assert.is(h.redo(), undefined);
  assert.ok(h.canUndo());
  assert.not.ok(h.canRedo());
});

test('an edit after an undo drops the states ahead', () => {
  const h = new EditHistory('a');
  h.record('b');
  h.undo();
  assert.ok(h.canRedo());
  h.record('x');
  assert.not.ok(h.canRedo());
  assert.is(h.undo(), 'a');
  assert.is(h.redo(), 'x');
});

test('reset forgets every step; amend replaces the current state without a step', () => {
  const h = new EditHistory(1);
  h.record(2);
  h.amend(3);
  assert.is(h.undo(), 1);
  assert.is(h.redo(), 3);
  h.reset(9);
  assert.equal(h.sizes, { undo: 0, redo: 0 });
  assert.is(h.current, 9);
});

test('past the limit the oldest states go', () => {
  const h = new EditHistory(0, 3);
  for (let i = 1; i <= 5; i++) h.record(i);
  assert.equal(h.sizes, { undo: 3, redo: 0 });
  assert.is(h.undo(), 4);
  assert.is(h.undo(), 3);
  assert.is(h.undo(), 2);
  assert.is(h.undo(), undefined);
});

test.run();
