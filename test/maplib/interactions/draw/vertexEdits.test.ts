// Vertices of an edited shape: which are pickable, which handle a press hits, how clicks pick (Shift adds), and
// deleting picked vertices — refused with the reason below a line's 2 or a ring's 3 vertices.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deleteVertices, editableVertices, nearestHandle, pickVertex } from '../../../../maplib/src/core/interactions/draw/vertexEdits.ts';

const square = { type: 'Polygon' as const, coordinates: [[[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]] };
const line = { type: 'LineString' as const, coordinates: [[0, 0], [1, 1], [2, 0]] };

test('editable vertices: a line\'s positions, a ring without its closing position, none for a point', () => {
  assert.equal(editableVertices(line), line.coordinates);
  assert.equal(editableVertices(square), [[0, 0], [1, 0], [1, 1], [0, 1]]);
  assert.equal(editableVertices({ type: 'Point', coordinates: [1, 2] }), []);
});

test('deleting vertices of a polygon keeps it closed, also when the first vertex goes', () => {
  assert.equal(deleteVertices(square, [2]), { geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [0, 1], [0, 0]]] } });
  assert.equal(deleteVertices(square, [0]), { geometry: { type: 'Polygon', coordinates: [[[1, 0], [1, 1], [0, 1], [1, 0]]] } });
  const pentagon = { type: 'Polygon' as const, coordinates: [[[0, 0], [2, 0], [3, 1], [1, 2], [-1, 1], [0, 0]]] };
  assert.equal(deleteVertices(pentagon, [4, 1]), { geometry: { type: 'Polygon', coordinates: [[[0, 0], [3, 1], [1, 2], [0, 0]]] } });
});

test('deleting vertices of a line', () => {
  assert.equal(deleteVertices(line, [1]), { geometry: { type: 'LineString', coordinates: [[0, 0], [2, 0]] } });
  assert.equal(deleteVertices(line, [0, 0]), { geometry: { type: 'LineString', coordinates: [[1, 1], [2, 0]] } }, 'an index twice counts once');
});

test('refused, with the reason: below a ring\'s 3 or a line\'s 2 vertices, nothing picked, a point, an index that is no vertex', () => {
  assert.equal(deleteVertices(square, [0, 1]), { refused: 'a polygon needs at least 3 vertices: deleting 2 of 4 would leave 2' });
  assert.equal(deleteVertices(line, [0, 2]), { refused: 'a line needs at least 2 vertices: deleting 2 of 3 would leave 1' });
  assert.match((deleteVertices(square, []) as { refused: string }).refused, /no vertex is selected/);
  assert.match((deleteVertices({ type: 'Point', coordinates: [0, 0] }, [0]) as { refused: string }).refused, /a point has no vertices/);
  assert.equal(deleteVertices(square, [4]), { refused: 'there is no vertex 4 (the shape has 4)' });
  assert.equal(square.coordinates[0].length, 5, 'the input is not changed');
});

test('nearest handle within a distance', () => {
  const handles = [{ index: 0, x: 10, y: 10 }, { index: 1, x: 20, y: 10 }, { index: 2, x: 14, y: 10 }];
  assert.is(nearestHandle(handles, { x: 13, y: 11 }, 5)?.index, 2);
  assert.is(nearestHandle(handles, { x: 40, y: 40 }, 5), undefined);
  assert.is(nearestHandle(handles, { x: 25, y: 10 }, 5)?.index, 1, 'exactly at the distance counts');
});

test('picking: a click picks one vertex; Shift adds, or takes out one already picked', () => {
  assert.equal(pickVertex([1, 3], 2, false), [2]);
  assert.equal(pickVertex([3], 1, true), [1, 3]);
  assert.equal(pickVertex([1, 3], 3, true), [1]);
  assert.equal(pickVertex([], 0, true), [0]);
});

test.run();
