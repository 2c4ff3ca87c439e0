// Degrees ↔ radians, longitudes folded into [−180, 180], and the copy of a longitude nearest another.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { longitudeNear, toDegrees, toRadians, wrapLongitude } from '../../../maplib/src/core/geo/angles.ts';

test('toRadians and toDegrees: π is 180°, and back', () => {
  assert.is(toRadians(180), Math.PI);
  assert.is(toRadians(-90), -Math.PI / 2);
  assert.is(toDegrees(Math.PI / 2), 90);
  assert.ok(Math.abs(toDegrees(toRadians(39.5)) - 39.5) < 1e-12);
});

test('wrapLongitude folds a world copy\'s longitude into [−180, 180]; ±180 as it came, 540 is 180', () => {
  assert.ok(Math.abs(wrapLongitude(-243.6) - 116.4) < 1e-9);
  assert.ok(Math.abs(wrapLongitude(476.4) - 116.4) < 1e-9);
  assert.is(wrapLongitude(116.4), 116.4);
  assert.is(wrapLongitude(190), -170);
  assert.is(wrapLongitude(360), 0);
  assert.is(wrapLongitude(180), 180);
  assert.is(wrapLongitude(-180), -180);
  assert.is(wrapLongitude(540), 180);
  assert.is(wrapLongitude(-540), -180);
});

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

test('longitudeNear: a longitude within 180° of the reference is unchanged', () => {
  assert.is(longitudeNear(116.4, 100), 116.4);
  assert.is(longitudeNear(-10, 10), -10);
  assert.is(longitudeNear(0, 0), 0);
});

test('longitudeNear across the antimeridian: −179° near 179° is 181°, 179° near −179° is −181°', () => {
  assert.ok(near(longitudeNear(-179, 179), 181));
  assert.ok(near(longitudeNear(179, -179), -181));
});

test('longitudeNear several turns away: 116.4° + 720° near 116° is 116.4°; a reference off the ±180° range works too', () => {
  assert.ok(near(longitudeNear(116.4 + 720, 116), 116.4));
  assert.ok(near(longitudeNear(-520, 10), -160));
  assert.ok(near(longitudeNear(10, 370), 370));
  assert.ok(near(longitudeNear(200, 190), 200));
});

test('longitudeNear: the result is always within ±180° of the reference', () => {
  for (const ref of [-400, -180, -33.3, 0, 90, 179.9, 541]) {
    for (let lon = -720; lon <= 720; lon += 37.7) {
      const r = longitudeNear(lon, ref);
      assert.ok(Math.abs(r - ref) <= 180 + 1e-9, `${lon} near ${ref}: ${r}`);
      const turns = (r - lon) / 360;
      assert.ok(Math.abs(turns - Math.round(turns)) < 1e-9, `${lon} near ${ref}: ${r} is not a whole number of turns away`);
    }
  }
});

test.run();
