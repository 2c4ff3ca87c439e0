// The grid's keys (WAI-ARIA grid pattern): arrows within bounds, Home/End and Ctrl+Home/End, PageUp/PageDown by the
// viewport's rows (not onto the header), Enter sorts on a header and edits on a cell, Space sorts or selects, F2 edits.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gridKey } from '../../../../maplib/src/core/controls/table/gridKeys.ts';

const size = { rowCount: 100, colCount: 3, pageRows: 8 };

test('arrows move one cell and stop at the edges', () => {
  assert.equal(gridKey('ArrowDown', { row: 0, col: 1 }, size), { move: { row: 1, col: 1 } });
  assert.equal(gridKey('ArrowUp', { row: 0, col: 1 }, size), { move: { row: 0, col: 1 } });
  assert.equal(gridKey('ArrowRight', { row: 5, col: 2 }, size), { move: { row: 5, col: 2 } });
  assert.equal(gridKey('ArrowLeft', { row: 5, col: 2 }, size), { move: { row: 5, col: 1 } });
  assert.equal(gridKey('ArrowDown', { row: 100, col: 0 }, size), { move: { row: 100, col: 0 } });
});

test('Home, End, Ctrl+Home, Ctrl+End, PageUp, PageDown', () => {
  assert.equal(gridKey('Home', { row: 5, col: 2 }, size), { move: { row: 5, col: 0 } });
  assert.equal(gridKey('End', { row: 5, col: 0 }, size), { move: { row: 5, col: 2 } });
  assert.equal(gridKey('Home', { row: 50, col: 2 }, size, { ctrl: true }), { move: { row: 1, col: 0 } });
  assert.equal(gridKey('End', { row: 5, col: 0 }, size, { ctrl: true }), { move: { row: 100, col: 2 } });
  assert.equal(gridKey('PageDown', { row: 0, col: 0 }, size), { move: { row: 8, col: 0 } });
  assert.equal(gridKey('PageDown', { row: 97, col: 0 }, size), { move: { row: 100, col: 0 } });
  assert.equal(gridKey('PageUp', { row: 5, col: 0 }, size), { move: { row: 1, col: 0 } });
  assert.equal(gridKey('PageUp', { row: 1, col: 0 }, size), { move: { row: 0, col: 0 } });
});

test('actions: Enter and Space on a header sort; on a cell Enter and F2 edit, Space selects; other keys are not the grid’s', () => {
  assert.equal(gridKey('Enter', { row: 0, col: 1 }, size), { action: 'sort' });
  assert.equal(gridKey(' ', { row: 0, col: 1 }, size), { action: 'sort' });
  assert.equal(gridKey('Enter', { row: 3, col: 1 }, size), { action: 'edit' });
  assert.equal(gridKey('F2', { row: 3, col: 1 }, size), { action: 'edit' });
  assert.equal(gridKey(' ', { row: 3, col: 1 }, size), { action: 'select' });
  assert.is(gridKey('F2', { row: 0, col: 1 }, size), undefined);
  assert.is(gridKey('a', { row: 3, col: 1 }, size), undefined);
});

test.run();
