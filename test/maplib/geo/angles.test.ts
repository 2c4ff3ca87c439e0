// Degrees ↔ radians.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toDegrees, toRadians } from '../../../maplib/src/core/geo/angles.ts';

test('toRadians and toDegrees: π is 180°, and back', () => {
  assert.is(toRadians(180), Math.PI);
  assert.is(toRadians(-90), -Math.PI / 2);
  assert.is(toDegrees(Math.PI / 2), 90);
  assert.ok(Math.abs(toDegrees(toRadians(39.5)) - 39.5) < 1e-12);
});

test.run();
