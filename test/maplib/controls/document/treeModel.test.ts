// DocumentTree's model without a map: rows from layers (top first, sublayers under an expanded layer, aria positions),
// the tree keys of the WAI-ARIA pattern, and the reorder maths — which layer a moved one goes under, keyboard moves,
// where a drag drops.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dropIndex, fill, moveBy, moveTo, rowKey, treeKey, treeRows } from '../../../../maplib/src/core/controls/document/treeModel.ts';

const [a, b, c] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const subs = new Map([['b', [{ id: '0', title: 'countries', visible: true }, { id: '2', title: 'earthquakes', visible: false }]]]);

test('treeRows: layers top first, sublayers under their expanded layer, positions in their set', () => {
  const rows = treeRows([a, b, c], subs, new Set());
  assert.equal(
    rows.map((r) => [r.key, r.level, r.posInSet, r.setSize, r.expandable, r.expanded]),
    [
      ['a', 1, 1, 3, false, false],
      ['b', 1, 2, 3, true, true],
      ['b/0', 2, 1, 2, false, false],
      ['b/2', 2, 2, 2, false, false],
      ['c', 1, 3, 3, false, false],
    ],
  );
  assert.is(rows[3].sublayer?.title, 'earthquakes');
  assert.is(rows[3].layer, b);
  assert.equal(treeRows([a, b, c], subs, new Set(['b'])).map((r) => r.key), ['a', 'b', 'c'], 'a folded layer hides its sublayers');
  assert.is(treeRows([a, b, c], subs, new Set(['b']))[1].expandable, true);
  assert.equal(treeRows([], subs, new Set()), []);
  assert.is(rowKey('b', '2'), 'b/2');
});

test('treeKey: arrows, Home and End move; → expands then enters; ← collapses then goes to the parent', () => {
  const rows = treeRows([a, b, c], subs, new Set());
  assert.equal(treeKey(rows, 0, 'ArrowDown'), { focus: 1 });
  assert.equal(treeKey(rows, 4, 'ArrowDown'), undefined, 'no wrap at the end');
  assert.equal(treeKey(rows, 0, 'ArrowUp'), undefined);
  assert.equal(treeKey(rows, 3, 'ArrowUp'), { focus: 2 });
  assert.equal(treeKey(rows, 2, 'Home'), { focus: 0 });
  assert.equal(treeKey(rows, 0, 'End'), { focus: 4 });
  assert.equal(treeKey(rows, 1, 'ArrowRight'), { focus: 2 }, 'expanded: into its first sublayer');
  assert.equal(treeKey(rows, 0, 'ArrowRight'), undefined, 'a leaf: nothing');
  assert.equal(treeKey(rows, 1, 'ArrowLeft'), { collapse: 'b' });
  assert.equal(treeKey(rows, 3, 'ArrowLeft'), { focus: 1 }, 'a sublayer: its layer');
  assert.equal(treeKey(rows, 0, 'ArrowLeft'), undefined);
  const folded = treeRows([a, b, c], subs, new Set(['b']));
  assert.equal(treeKey(folded, 1, 'ArrowRight'), { expand: 'b' });
  assert.equal(treeKey(folded, 1, 'x'), undefined);
});

test('moveTo: the moved layer goes under the one above its new place, or on top', () => {
  // Top first: a over b over c.
  assert.equal(moveTo([a, b, c], c, 0), { from: 2, to: 0, before: undefined, order: [c, a, b] });
  assert.equal(moveTo([a, b, c], a, 2), { from: 0, to: 2, before: c, order: [b, c, a] }, 'to the bottom: under the lowest other');
  assert.equal(moveTo([a, b, c], a, 1), { from: 0, to: 1, before: b, order: [b, a, c] });
  assert.equal(moveTo([a, b, c], c, 1), { from: 2, to: 1, before: a, order: [a, c, b] });
  assert.is(moveTo([a, b, c], b, 1), undefined, 'same place: no move');
  assert.is(moveTo([a, b], c, 0), undefined, 'not listed');
  assert.equal(moveTo([a, b, c], b, 9)?.to, 2, 'clamped');
  assert.equal(moveTo([a, b, c], b, -3)?.to, 0);
});

test('moveBy: Alt+↑ one place towards the top, Alt+↓ one down; at an end nothing', () => {
  assert.equal(moveBy([a, b, c], b, -1), { from: 1, to: 0, before: undefined, order: [b, a, c] });
  assert.equal(moveBy([a, b, c], b, 1), { from: 1, to: 2, before: c, order: [a, c, b] });
  assert.is(moveBy([a, b, c], a, -1), undefined);
  assert.is(moveBy([a, b, c], c, 1), undefined);
});

test('dropIndex: in front of the first other row whose middle is below the pointer', () => {
  const centers = [10, 40, 70]; // rows 30 px high
  assert.is(dropIndex(centers, 2, 5), 0, 'above everything: the top');
  assert.is(dropIndex(centers, 2, 30), 1, 'between the first two');
  assert.is(dropIndex(centers, 0, 80), 2, 'below everything: the bottom');
  assert.is(dropIndex(centers, 0, 30), 0, 'the dragged row itself does not count');
  assert.is(dropIndex(centers, 1, 60), 1);
  assert.equal(moveTo([a, b, c], a, dropIndex(centers, 0, 55)), { from: 0, to: 1, before: b, order: [b, a, c] });
});

test('fill: placeholders filled, unknown ones left', () => {
  assert.is(fill('{title} moved to position {position} of {count}', { title: '城市', position: 1, count: 3 }), '城市 moved to position 1 of 3');
  assert.is(fill('{x} {y}', { x: 1 }), '1 {y}');
});

test.run();
