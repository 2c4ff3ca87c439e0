// Areas on the sphere against closed forms: Archimedes' hat-box theorem gives a lon/lat cell exactly, R²·Δλ·(sin φ₂ −
// sin φ₁); a hemisphere is 2πR². Holes come out; orientation gives the sign; rings over the antimeridian.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EARTH_RADIUS } from '../../../maplib/src/core/geo/earth.ts';
import { geometryArea, polygonArea, ringArea } from '../../../maplib/src/core/geo/area.ts';

const close = (a: number, b: number, eps: number, what: string) => assert.ok(Math.abs(a - b) <= eps, `${what}: ${a} vs ${b}`);
const rad = (d: number) => (d * Math.PI) / 180;
/** Area of the cell west–east × south–north: the zone between two parallels is 2πR²(sin φ₂ − sin φ₁), a slice Δλ/2π of it. */
const cellArea = (west: number, south: number, east: number, north: number) => EARTH_RADIUS ** 2 * rad(east - west) * (Math.sin(rad(north)) - Math.sin(rad(south)));
/** A lon/lat rectangle as a closed ring, counter-clockwise. */
const cell = (west: number, south: number, east: number, north: number) => [[west, south], [east, south], [east, north], [west, north], [west, south]];

test('a 1°×1° cell at 39.5°N (39–40°N) is 9,540.5 km² on the sphere', () => {
  const area = ringArea(cell(116, 39, 117, 40));
  close(area, cellArea(116, 39, 117, 40), 1e-3, 'hat-box closed form, m²');
  close(area / 1e6, 9540.5, 0.1, 'km²');
  // On the WGS84 ellipsoid the same cell is 9,549.5 km² (authalic-latitude closed form): the sphere is 0.1 % smaller.
  assert.ok(Math.abs(area / 1e6 / 9549.52 - 1) < 0.001);
});

test('ringArea: positive counter-clockwise, negative clockwise, closing vertex optional, shifts in longitude change nothing', () => {
  const ccw = cell(0, 0, 1, 1);
  close(ringArea(ccw), cellArea(0, 0, 1, 1), 1e-3, 'counter-clockwise');
  close(ringArea([...ccw].reverse()), -cellArea(0, 0, 1, 1), 1e-3, 'clockwise');
  close(ringArea(ccw.slice(0, 4)), ringArea(ccw), 1e-3, 'open ring');
  close(ringArea(cell(-120, 0, -119, 1)), ringArea(ccw), 1e-3, 'same cell elsewhere on the equator');
  assert.is(ringArea([]), 0);
});

test('the northern hemisphere, a ring round the pole from −180 to 180, is 2πR²', () => {
  close(ringArea([[-180, 0], [180, 0], [180, 90], [-180, 90], [-180, 0]]), 2 * Math.PI * EARTH_RADIUS ** 2, 1, 'hemisphere');
});

test('antimeridian: a cell from 179°E to 179°W written 179 → 181 has the area of any 2° cell', () => {
  close(ringArea(cell(179, 10, 181, 12)), cellArea(0, 10, 2, 12), 1e-3, '179 → 181');
  close(geometryArea({ type: 'MultiPolygon', coordinates: [[cell(179, 10, 180, 12)], [cell(-180, 10, -179, 12)]] }), cellArea(0, 10, 2, 12), 1e-3, 'cut in two (RFC 7946)');
});

test('a polygon with a hole: the outer area less the hole\'s, whichever way the rings run', () => {
  const expected = cellArea(0, 0, 4, 4) - cellArea(1, 1, 2, 2);
  close(polygonArea([cell(0, 0, 4, 4), [...cell(1, 1, 2, 2)].reverse()]), expected, 1e-3, 'RFC 7946 orientation');
  close(polygonArea([[...cell(0, 0, 4, 4)].reverse(), cell(1, 1, 2, 2)]), expected, 1e-3, 'Esri orientation');
  close(polygonArea([cell(0, 0, 4, 4), cell(1, 1, 2, 2), cell(2.5, 2.5, 3, 3)]), expected - cellArea(2.5, 2.5, 3, 3), 1e-3, 'two holes');
  assert.is(polygonArea([]), 0);
});

test('geometryArea: polygons and multipolygons summed, lines and points none, collections, null', () => {
  const poly = { type: 'Polygon' as const, coordinates: [cell(0, 0, 4, 4), cell(1, 1, 2, 2)] };
  close(geometryArea(poly), cellArea(0, 0, 4, 4) - cellArea(1, 1, 2, 2), 1e-3, 'Polygon');
  close(geometryArea({ type: 'MultiPolygon', coordinates: [poly.coordinates, [cell(10, 10, 11, 11)]] }), geometryArea(poly) + cellArea(10, 10, 11, 11), 1e-3, 'MultiPolygon');
  assert.is(geometryArea({ type: 'LineString', coordinates: cell(0, 0, 1, 1) }), 0);
  assert.is(geometryArea({ type: 'Point', coordinates: [0, 0] }), 0);
  close(geometryArea({ type: 'GeometryCollection', geometries: [poly, { type: 'Point', coordinates: [0, 0] }] }), geometryArea(poly), 1e-3, 'GeometryCollection');
  assert.is(geometryArea(undefined), 0);
});

test.run();
