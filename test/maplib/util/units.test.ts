// Lengths and areas between units (turf's names, plus hectares, acres and mu), degrees of arc on the kit's Earth, and
// measurements as text in the unit chosen by size.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AREA_UNITS, LENGTH_UNITS, convertArea, convertLength, formatArea, formatLength } from '../../../maplib/src/core/util/units.ts';
import { EARTH_RADIUS } from '../../../maplib/src/core/geo/earth.ts';
import { mapLibErrorMessage } from '../unitHelpers.ts';

const close = (a: number, b: number, what: string) => assert.ok(Math.abs(a - b) <= Math.abs(b) * 1e-12, `${what}: ${a} vs ${b}`);

test('convertLength: the international mile, nautical mile and foot; into metres by default', () => {
  close(convertLength(1, 'miles'), 1609.344, 'mile');
  close(convertLength(1, 'nauticalmiles', 'kilometers'), 1.852, 'nautical mile');
  close(convertLength(1000, 'feet', 'meters'), 304.8, 'feet');
  close(convertLength(5, 'kilometers', 'miles'), 3.1068559611866697, 'km → mi');
  close(convertLength(250, 'centimeters', 'millimeters'), 2500, 'cm → mm');
});

test('degrees and radians are great-circle arcs on EARTH_RADIUS (turf’s sphere): a degree is 111,195 m', () => {
  close(convertLength(1, 'radians'), EARTH_RADIUS, 'radian');
  assert.is(Math.round(convertLength(1, 'degrees')), 111195);
  close(convertLength(convertLength(2.5, 'degrees', 'kilometers'), 'kilometers', 'degrees'), 2.5, 'degrees → km → degrees');
  close(LENGTH_UNITS.degrees * 180, Math.PI * EARTH_RADIUS, 'half a great circle');
});

test('convertArea: squares of the length units, hectares, acres and mu (666.67 m², 15 to a hectare)', () => {
  close(convertArea(1, 'kilometers', 'mu'), 1500, 'km² → mu');
  close(convertArea(1, 'hectares', 'mu'), 15, 'ha → mu');
  close(convertArea(1, 'mu'), 666.6666666666666, 'mu');
  close(convertArea(1, 'acres', 'meters'), 4046.8564224, 'acre');
  close(convertArea(1, 'miles', 'acres'), 640, 'square mile');
  close(convertArea(1, 'feet'), 0.09290304, 'square foot');
  assert.equal(Object.keys(AREA_UNITS).sort(), ['acres', 'centimeters', 'feet', 'hectares', 'kilometers', 'meters', 'miles', 'millimeters', 'mu']);
});

test('formatLength / formatArea: metres or kilometres by size, a unit and digits on request', () => {
  assert.is(formatLength(523.44), '523.4 m');
  assert.is(formatLength(1234.5), '1.23 km');
  assert.is(formatLength(-20), '-20.0 m');
  assert.is(formatLength(1234.5, { unit: 'miles' }), '0.77 mi');
  assert.is(formatLength(1852, { unit: 'nauticalmiles', digits: 0 }), '1 nmi');
  assert.is(formatLength(111195, { unit: 'degrees', digits: 3 }), '1.000°');
  assert.is(formatArea(2500), '2500.0 m²');
  assert.is(formatArea(2.5e6), '2.50 km²');
  assert.is(formatArea(2000, { unit: 'mu' }), '3.00 亩');
  assert.is(formatArea(2000, { unit: 'hectares' }), '0.20 ha');
});

test('what cannot be converted is named', () => {
  assert.is(mapLibErrorMessage(() => convertLength(1, 'parsecs' as never)), 'convertLength: from must be one of meters, kilometers, centimeters, millimeters, miles, nauticalmiles, feet, degrees, radians, got "parsecs"');
  assert.is(mapLibErrorMessage(() => convertArea(1, 'meters', 'degrees' as never)), 'convertArea: to must be one of meters, kilometers, centimeters, millimeters, miles, feet, hectares, acres, mu, got "degrees"');
  assert.is(mapLibErrorMessage(() => convertLength('12' as never, 'meters')), 'convertLength: value must be a finite number, got "12"');
  assert.is(mapLibErrorMessage(() => formatArea(NaN)), 'formatArea: value must be a finite number, got null');
  assert.is(mapLibErrorMessage(() => formatLength(1, { digits: -1 })), 'formatLength: digits must be an integer 0…10, got -1');
  assert.is(mapLibErrorMessage(() => formatLength(1, { unit: 'toString' as never })), 'formatLength: unit must be one of meters, kilometers, centimeters, millimeters, miles, nauticalmiles, feet, degrees, radians, got "toString"');
});

test.run();
