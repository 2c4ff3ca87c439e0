// The sentences a bad geometry gets, pinned word for word, as the classes throw them (MapLibError adds the class name):
// positions, short lines, short and open rings, holes outside, multi-part indices, and the cap on how many are listed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { depthOf, isPosition, listed, polygonProblems } from '../../../../maplib/src/core/query/geometry/coordinateChecks.ts';
import { Point, Polygon, Polyline } from '../../../../maplib/src/core/query/geometry/geometry.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

const square = [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]];

test('Polygon: short rings, open rings, holes outside, bad positions', () => {
  assert.is(mapLibErrorMessage(() => new Polygon({ exterior: [[0, 0], [1, 0], [0, 0]] })), 'Polygon: ring 0 has 3 points, a ring needs at least 4 (closed)');
  assert.is(mapLibErrorMessage(() => new Polygon({ exterior: [[0, 0]] })), 'Polygon: ring 0 has 1 point, a ring needs at least 4 (closed)');
  assert.is(
    mapLibErrorMessage(() => new Polygon({ exterior: [[0, 0], [10, 0], [10, 10], [0, 10]] })),
    'Polygon: ring 0 is not closed: it starts at [0, 0] and ends at [0, 10] (repeat the first point at the end)',
  );
  assert.is(
    mapLibErrorMessage(() => new Polygon({ exterior: square, interior: [[[20, 20], [20, 30], [30, 30], [20, 20]]] })),
    'Polygon: ring 1 (a hole) lies outside ring 0',
  );
  assert.is(mapLibErrorMessage(() => new Polygon({ exterior: [[0, 0], [10, 0], [10, 'x'], [0, 0]] as never })), 'Polygon: ring 0 point 2 must be [x, y] numbers, got [10, "x"]');
  assert.is(mapLibErrorMessage(() => new Polygon({ exterior: [[0, 0], [10, 0], [10, NaN], [0, 0]] })), 'Polygon: ring 0 point 2 must be [x, y] numbers, got [10, NaN]');
});

test('every problem is listed, one line each, holes and parts numbered', () => {
  const message = mapLibErrorMessage(() => new Polygon({ exterior: square, interior: [[[1, 1], [1, 2], [1, 1]], [[2, 2], [2, 3], [3, 3], [3, 2]]] }));
  assert.is(
    message,
    [
      'Polygon: ring 1 has 3 points, a ring needs at least 4 (closed)',
      'Polygon: ring 2 is not closed: it starts at [2, 2] and ends at [3, 2] (repeat the first point at the end)',
    ].join('\n'),
  );
  assert.is(
    mapLibErrorMessage(() => new Polygon([[square], [[[0, 0], [1, 0], [0, 0]]], []])),
    ['Polygon: polygon 1, ring 0 has 3 points, a ring needs at least 4 (closed)', 'Polygon: polygon 2 has no rings'].join('\n'),
  );
});

test('Polyline and Point', () => {
  assert.is(mapLibErrorMessage(() => new Polyline([[0, 0]])), 'Polyline: line 0 has 1 point, a line needs at least 2');
  assert.is(mapLibErrorMessage(() => new Polyline([[[0, 0], [1, 1]], [[2, 2]]])), 'Polyline: line 1 has 1 point, a line needs at least 2');
  assert.is(mapLibErrorMessage(() => new Polyline([[0, 0], [1, 1, 1, 1]])), 'Polyline: line 0 point 1 must be [x, y] numbers, got [1, 1, 1, 1]');
  assert.is(mapLibErrorMessage(() => new Point([116, '39'] as never)), 'Point: coordinates must be [x, y] numbers, got [116, "39"]');
  assert.is(mapLibErrorMessage(() => new Point([[1, 2], [3]])), 'Point: point 1 must be [x, y] numbers, got [3]');
  // z is welcome, as in GeoJSON.
  assert.equal(new Point([1, 2, 3]).coordinates, [1, 2, 3]);
});

test('a broken geometry of thousands of points gets a message of a few lines', () => {
  const line = Array.from({ length: 5000 }, (_, i) => [i, 'y']);
  const message = mapLibErrorMessage(() => new Polyline(line as never));
  const lines = message.split('\n');
  assert.is(lines.length, 9);
  assert.is(lines[8], 'Polyline: … and 4992 more problems');
  assert.equal(listed(['a']), ['a']);
});

test('helpers: nesting depth along first elements, what a position is', () => {
  assert.equal([depthOf(1), depthOf([]), depthOf([1, 2]), depthOf(square), depthOf([square]), depthOf([[square]])], [0, 1, 1, 2, 3, 4]);
  assert.ok(isPosition([1, 2]) && isPosition([1, 2, 3]));
  assert.not.ok(isPosition([1]) || isPosition([1, Infinity]) || isPosition('1,2') || isPosition([1, 2, 3, 4]));
  assert.equal(polygonProblems([[square]], false), []);
});

test.run();
