// The size label's figures: lengths in m / km and areas in m² / km² with fewer decimals as they grow.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatKilometres, formatSquareKilometres } from '../../../../maplib/src/core/controls/draw/drawSize.ts';

test('lengths', () => {
  assert.is(formatKilometres(0.4567), '457 m');
  assert.is(formatKilometres(1.2345), '1.23 km');
  assert.is(formatKilometres(123.45), '123.5 km');
  assert.is(formatKilometres(12345.6), '12,346 km');
});

test('areas', () => {
  assert.is(formatSquareKilometres(0.0012), '1,200 m²');
  assert.is(formatSquareKilometres(3.14159), '3.14 km²');
  assert.is(formatSquareKilometres(476.55), '476.6 km²');
  assert.is(formatSquareKilometres(9540.5), '9,541 km²');
});

test.run();
