// A drawn circle's size: centre on the Mercator plane, mean great-circle radius, geodesic area (through core/geo).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { circleSize } from '../../../../maplib/src/core/interactions/draw/circleSize.ts';
import { lonLatToMercator, mercatorToLonLat } from '../../../../maplib/src/core/geo/webMercator.ts';

/** A closed ring of 64 vertices on a Mercator circle, as terra-draw draws one (radius in plane metres). */
function mercatorCircle(lon: number, lat: number, planeRadius: number): number[][][] {
  const [cx, cy] = lonLatToMercator(lon, lat);
  const ring = Array.from({ length: 64 }, (_, i) => mercatorToLonLat(cx + planeRadius * Math.cos((i * Math.PI) / 32), cy + planeRadius * Math.sin((i * Math.PI) / 32)));
  return [[...ring, ring[0]]];
}

test('a small circle at 40°N: its centre, its ground radius (plane radius × cos φ) and πr² within 0.5 %', () => {
  // 10 km on the ground at 40°N is 10 / cos 40° ≈ 13.05 km on the Mercator plane.
  const planeRadius = 10_000 / Math.cos((40 * Math.PI) / 180);
  const size = circleSize(mercatorCircle(116.4, 40, planeRadius));
  assert.ok(Math.abs(size.center[0] - 116.4) < 1e-9 && Math.abs(size.center[1] - 40) < 1e-9, `centre ${size.center}`);
  // The Web Mercator sphere (a) and the measuring sphere (R) differ by 0.1 %: 10 km × R / a.
  assert.ok(Math.abs(size.radiusKm - 10 * (6371008.8 / 6378137)) < 0.02, `radius ${size.radiusKm}`);
  const expected = Math.PI * size.radiusKm ** 2;
  assert.ok(Math.abs(size.areaKm2 - expected) / expected < 0.005, `area ${size.areaKm2} ≈ ${expected}`);
});

test('an open ring (no closing vertex) gives the same centre', () => {
  const ring = mercatorCircle(10, -30, 50_000)[0];
  const open = circleSize([ring.slice(0, -1)]);
  const closed = circleSize([ring]);
  assert.ok(Math.abs(open.center[1] - closed.center[1]) < 1e-12 && Math.abs(open.radiusKm - closed.radiusKm) < 1e-9);
});

test.run();
