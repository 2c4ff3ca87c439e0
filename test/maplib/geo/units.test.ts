// Unit conversions against their definitions: 1 mi = 1,609.344 m (international mile), 1 nmi = 1,852 m, 1 mu (亩) =
// 10,000/15 = 666.67 m², 1 ha = 10,000 m²; 'auto' switches to km / km² at 1 km / 1 km².
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AREA_UNITS, LENGTH_UNITS, areaUnitFor, convertArea, convertLength, lengthUnitFor } from '../../../maplib/src/core/geo/units.ts';

const close = (a: number, b: number, eps: number, what: string) => assert.ok(Math.abs(a - b) <= eps, `${what}: ${a} vs ${b}`);

test('length units: mi, nmi, km from metres', () => {
  assert.is(LENGTH_UNITS.mi, 1609.344);
  assert.is(LENGTH_UNITS.nmi, 1852);
  close(convertLength(1852, 'nmi'), 1, 1e-12, 'nmi');
  close(convertLength(1609.344, 'mi'), 1, 1e-12, 'mi');
  close(convertLength(2500, 'km'), 2.5, 1e-12, 'km');
  assert.is(convertLength(12, 'm'), 12);
});

test('area units: a mu is 666.67 m², 15 mu a hectare, km²', () => {
  close(AREA_UNITS.mu, 666.67, 0.005, 'mu in m²');
  close(convertArea(1e4, 'mu'), 15, 1e-9, 'ha in mu');
  close(convertArea(1e4, 'ha'), 1, 1e-12, 'ha');
  close(convertArea(9540.5e6, 'km2'), 9540.5, 1e-9, 'km²');
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
