// The copy of a longitude nearest a reference: across the antimeridian, several turns away, and unchanged nearby.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { longitudeNear } from '../../../maplib/src/core/geo/longitude.ts';

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

test('a longitude within 180° of the reference is unchanged', () => {
  assert.is(longitudeNear(116.4, 100), 116.4);
  assert.is(longitudeNear(-10, 10), -10);
  assert.is(longitudeNear(0, 0), 0);
});

test('across the antimeridian: −179° near 179° is 181°, 179° near −179° is −181°', () => {
  assert.ok(near(longitudeNear(-179, 179), 181));
  assert.ok(near(longitudeNear(179, -179), -181));
});

test('several turns away: 116.4° + 720° near 116° is 116.4°; a reference off the ±180° range works too', () => {
  assert.ok(near(longitudeNear(116.4 + 720, 116), 116.4));
  assert.ok(near(longitudeNear(-520, 10), -160));
  assert.ok(near(longitudeNear(10, 370), 370));
  assert.ok(near(longitudeNear(200, 190), 200));
});

test('the result is always within ±180° of the reference', () => {
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
