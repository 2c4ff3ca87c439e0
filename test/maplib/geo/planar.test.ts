// Web Mercator plane lengths and areas against closed forms: a lon/lat cell projects to a rectangle a·Δλ wide and
// a·(ψ(φ₂) − ψ(φ₁)) high, ψ(φ) = ln tan(π/4 + φ/2) (a = 6,378,137 m, Web Mercator's sphere).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { planarGeometryArea, planarGeometryLength, planarLineLength, planarPolygonArea, planarRingArea } from '../../../maplib/src/core/geo/planar.ts';
import { ringArea } from '../../../maplib/src/core/geo/area.ts';

const close = (a: number, b: number, eps: number, what: string) => assert.ok(Math.abs(a - b) <= eps, `${what}: ${a} vs ${b}`);
const cell = (west: number, south: number, east: number, north: number) => [[west, south], [east, south], [east, north], [west, north], [west, south]];

test('the 1°×1° cell at 39.5°N (39–40°N) is 16,060.14 km² on the Web Mercator plane, against 9,540.5 km² on the sphere', () => {
  // Width a·Δλ = 6,378,137 × π/180 = 111,319.49 m; height a·(ψ(40°) − ψ(39°)) = 144,270.71 m; product 16,060.14 km².
  // Mercator stretches areas by sec² φ: 9,540.5 / cos² 39.5° × (a / R)² ≈ 16,059 km², the same within the cell's span.
  const planar = planarRingArea(cell(116, 39, 117, 40));
  close(planar / 1e6, 16060.14, 0.01, 'planar km²');
  close(ringArea(cell(116, 39, 117, 40)) / 1e6, 9540.5, 0.1, 'geodesic km² (area.ts)');
  assert.ok(planar / ringArea(cell(116, 39, 117, 40)) > 1.68, 'the plane is ~68 % larger here');
});

test('planarRingArea: sign follows orientation, closing vertex optional; polygons take holes out', () => {
  const ring = cell(0, 0, 1, 1);
  close(planarRingArea([...ring].reverse()), -planarRingArea(ring), 1e-3, 'clockwise negative');
  close(planarRingArea(ring.slice(0, 4)), planarRingArea(ring), 1e-3, 'open ring');
  const expected = planarRingArea(cell(0, 0, 4, 4)) - planarRingArea(cell(1, 1, 2, 2));
  close(planarPolygonArea([cell(0, 0, 4, 4), cell(1, 1, 2, 2)]), expected, 1e-3, 'hole out');
  close(planarGeometryArea({ type: 'MultiPolygon', coordinates: [[cell(0, 0, 1, 1)], [cell(5, 5, 6, 6)]] }), planarRingArea(cell(0, 0, 1, 1)) + planarRingArea(cell(5, 5, 6, 6)), 1e-3, 'multipolygon');
  assert.is(planarGeometryArea({ type: 'LineString', coordinates: [[0, 0], [1, 1]] }), 0);
  assert.is(planarPolygonArea([]), 0);
});

test('planarLineLength: a degree of the equator is a·π/180; a meridian degree at 39–40°N is 144,270.71 m; geometries sum', () => {
  close(planarLineLength([[0, 0], [1, 0]]), 111319.4908, 1e-3, 'equator degree');
  close(planarLineLength([[116, 39], [116, 40]]), 144270.7069, 1e-3, 'meridian degree at 39.5°N');
  close(planarGeometryLength({ type: 'LineString', coordinates: [[0, 0], [1, 0], [1, 0]] }), 111319.4908, 1e-3, 'repeated vertex adds nothing');
  assert.is(planarLineLength([[3, 4]]), 0);
});

test.run();
