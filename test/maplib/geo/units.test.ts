// Unit conversions against their definitions: 1 mi = 1,609.344 m (international mile), 1 nmi = 1,852 m, 1 mu (亩) =
// 10,000/15 = 666.67 m², 1 ha = 10,000 m²; 'auto' switches to km / km² at 1 km / 1 km².
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SQUARE_METRES_PER_UNIT, METRES_PER_UNIT, areaUnitFor, areaIn, lengthIn, lengthUnitFor } from '../../../maplib/src/core/geo/units.ts';

const close = (a: number, b: number, eps: number, what: string) => assert.ok(Math.abs(a - b) <= eps, `${what}: ${a} vs ${b}`);

test('length units: mi, nmi, km from metres', () => {
  assert.is(METRES_PER_UNIT.mi, 1609.344);
  assert.is(METRES_PER_UNIT.nmi, 1852);
  close(lengthIn(1852, 'nmi'), 1, 1e-12, 'nmi');
  close(lengthIn(1609.344, 'mi'), 1, 1e-12, 'mi');
  close(lengthIn(2500, 'km'), 2.5, 1e-12, 'km');
  assert.is(lengthIn(12, 'm'), 12);
});

test('area units: a mu is 666.67 m², 15 mu a hectare, km²', () => {
  close(SQUARE_METRES_PER_UNIT.mu, 666.67, 0.005, 'mu in m²');
  close(areaIn(1e4, 'mu'), 15, 1e-9, 'ha in mu');
  close(areaIn(1e4, 'ha'), 1, 1e-12, 'ha');
  close(areaIn(9540.5e6, 'km2'), 9540.5, 1e-9, 'km²');
});

test("'auto' picks m / km and m² / km² by size; a named unit is kept", () => {
  assert.is(lengthUnitFor(999.9), 'm');
  assert.is(lengthUnitFor(1000), 'km');
  assert.is(lengthUnitFor(5, 'nmi'), 'nmi');
  assert.is(areaUnitFor(999999), 'm2');
  assert.is(areaUnitFor(1e6, 'auto'), 'km2');
  assert.is(areaUnitFor(1e9, 'mu'), 'mu');
});

test.run();
