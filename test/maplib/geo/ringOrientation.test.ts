// Ring orientation: the planar signed area, clockwise or not, turning rings and polygons, RFC 7946's order.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type * as GeoJSON from 'geojson';
import { isClockwise, orientPolygon, orientRing, rewindRfc7946, signedRingArea } from '../../../maplib/src/core/geo/ringOrientation.ts';

const ccw = [[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]];
const cw = [...ccw].reverse();
const holeCcw = [[0.5, 0.5], [1, 0.5], [1, 1], [0.5, 0.5]];

test('signedRingArea: the shoelace area, positive counter-clockwise; closed or open alike', () => {
  assert.is(signedRingArea(ccw), 4);
  assert.is(signedRingArea(cw), -4);
  assert.is(signedRingArea(ccw.slice(0, 4)), 4);
  assert.is(signedRingArea([[0, 0], [1, 1], [0, 0]]), 0);
});

test('isClockwise: y up; a ring without area runs neither way', () => {
  assert.ok(isClockwise(cw));
  assert.not.ok(isClockwise(ccw));
  assert.not.ok(isClockwise([[0, 0], [1, 1], [0, 0]]));
});

test('orientRing: the ring itself when it runs the asked way, a reversed copy otherwise (the input untouched)', () => {
  assert.is(orientRing(ccw, false), ccw);
  const turned = orientRing(ccw, true);
  assert.equal(turned, cw);
  assert.equal(ccw[1], [2, 0], 'input not reversed in place');
});

test('orientPolygon: outer ring as asked, holes the other way', () => {
  const esri = orientPolygon([ccw, holeCcw], true);
  assert.ok(isClockwise(esri[0]));
  assert.not.ok(isClockwise(esri[1]));
  const rfc = orientPolygon([cw, holeCcw], false);
  assert.not.ok(isClockwise(rfc[0]));
  assert.ok(isClockwise(rfc[1]));
});

test('rewindRfc7946: polygons and multipolygons turned, other geometries as they are', () => {
  const p = rewindRfc7946({ type: 'Polygon', coordinates: [cw, holeCcw] });
  assert.equal(p.coordinates, [ccw, [...holeCcw].reverse()]);
  const mp = rewindRfc7946({ type: 'MultiPolygon', coordinates: [[cw], [ccw]] });
  assert.equal(mp.coordinates, [[ccw], [ccw]]);
  const line: GeoJSON.LineString = { type: 'LineString', coordinates: cw };
  assert.is(rewindRfc7946(line), line);
});

test.run();
