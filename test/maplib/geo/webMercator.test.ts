// Web Mercator against IOGP's worked example (EPSG Guidance Note 7-2, Popular Visualisation Pseudo Mercator), the
// square world's edges, and the round trip.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  MAX_MERCATOR_LAT,
  MERCATOR_MAX,
  METERS_PER_DEGREE,
  WEB_MERCATOR_RADIUS,
  clampMercatorLat,
  latitudeOfMercatorY,
  lonLatToMercator,
  mercatorToLonLat,
  mercatorY,
  mercatorMean,
} from '../../../maplib/src/core/geo/webMercator.ts';

const close = (a: number, b: number, eps: number, what: string) => assert.ok(Math.abs(a - b) <= eps, `${what}: ${a} vs ${b}`);

test('constants: the WGS84 semi-major axis, π·a, atan(sinh π), 2πa / 360', () => {
  assert.is(WEB_MERCATOR_RADIUS, 6378137);
  close(MERCATOR_MAX, 20037508.342789244, 1e-9, 'half the world');
  close(MAX_MERCATOR_LAT, (Math.atan(Math.sinh(Math.PI)) * 180) / Math.PI, 1e-12, 'edge latitude');
  close(METERS_PER_DEGREE, 111319.49079327357, 1e-9, 'metres per degree');
});

test('EPSG Guidance Note 7-2 example: 24°22′54.433″N 100°20′W is E −11,169,055.58 m, N 2,800,000.00 m', () => {
  const lat = 24 + 22 / 60 + 54.433 / 3600;
  const lon = -(100 + 20 / 60);
  const [x, y] = lonLatToMercator(lon, lat);
  close(x, -11169055.58, 0.005, 'easting');
  close(y, 2800000.0, 0.005, 'northing');
  const [lon2, lat2] = mercatorToLonLat(x, y);
  close(lon2, lon, 1e-12, 'lon back');
  close(lat2, lat, 1e-12, 'lat back');
});

test('the square world: 180° is MERCATOR_MAX, 85.0511° too; latitudes past it are clamped', () => {
  lonLatToMercator(0, 0).forEach((v, i) => close(v, 0, 1e-9, `origin ${i}`));
  close(lonLatToMercator(180, 0)[0], MERCATOR_MAX, 1e-6, 'x of 180°');
  close(lonLatToMercator(0, MAX_MERCATOR_LAT)[1], MERCATOR_MAX, 1e-6, 'y of the edge');
  assert.is(lonLatToMercator(0, 89)[1], lonLatToMercator(0, MAX_MERCATOR_LAT)[1]);
  close(lonLatToMercator(0, -90)[1], -MERCATOR_MAX, 1e-6, 'the south pole clamped');
  const [lon, lat] = mercatorToLonLat(-MERCATOR_MAX, -MERCATOR_MAX);
  close(lon, -180, 1e-12, 'west edge');
  close(lat, -MAX_MERCATOR_LAT, 1e-9, 'south edge');
});

test('clampMercatorLat, and Mercator y on the unit sphere with its inverse', () => {
  assert.is(clampMercatorLat(90), MAX_MERCATOR_LAT);
  assert.is(clampMercatorLat(-100), -MAX_MERCATOR_LAT);
  assert.is(clampMercatorLat(12.5), 12.5);
  close(mercatorY(0), 0, 1e-15, 'y at the equator');
  close(mercatorY(MAX_MERCATOR_LAT), Math.PI, 1e-12, 'the edge is y = π');
  // y(φ) = ln tan(π/4 + φ/2) = atanh(sin φ).
  close(mercatorY(60), Math.atanh(Math.sin(Math.PI / 3)), 1e-12, 'y at 60°');
  for (const lat of [-85, -45.5, 0, 30, 60, 85]) close(latitudeOfMercatorY(mercatorY(lat)), lat, 1e-12, `round trip ${lat}`);
});

test('mercatorMean: the centre of a circle drawn on the Mercator plane, not the mean of its latitudes', () => {
  // 64 vertices on a Mercator circle of 1,000 km (plane metres) around 30°E 60°N.
  const [cx, cy] = lonLatToMercator(30, 60);
  const ring = Array.from({ length: 64 }, (_, i) => mercatorToLonLat(cx + 1e6 * Math.cos((i * Math.PI) / 32), cy + 1e6 * Math.sin((i * Math.PI) / 32)));
  const [lon, lat] = mercatorMean(ring);
  close(lon, 30, 1e-9, 'centre lon');
  close(lat, 60, 1e-9, 'centre lat');
  const naive = ring.reduce((sum, p) => sum + p[1], 0) / ring.length;
  assert.ok(Math.abs(naive - 60) > 0.1, `the plain mean of latitudes is off: ${naive}`);
  assert.equal(mercatorMean([[116.4, 39.9]]).map((v) => +v.toFixed(9)), [116.4, 39.9]);
});

test.run();
