// Degrees ↔ radians, and longitudes folded into [−180, 180].
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toDegrees, toRadians, wrapLongitude } from '../../../maplib/src/core/geo/angles.ts';

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

test.run();
