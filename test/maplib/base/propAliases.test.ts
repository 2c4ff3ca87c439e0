// Prop aliases: the original library's spelling renamed to MapLib's before validation, checked with the rule of the
// name it stands for, and refused when given with a different value beside that name.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveAliases } from '../../../maplib/src/core/base/propAliases.ts';
import { lngLat } from '../../../maplib/src/core/base/validateProps.ts';
import { mapLibErrorMessage } from '../unitHelpers.ts';

const ALIASES = { coordinates: 'lngLat' };
const RULES = { lngLat };

test('an alias becomes its MapLib name; props without one are returned as they are', () => {
  assert.equal(resolveAliases('Marker', ALIASES, RULES, { coordinates: [1, 2], color: 'red' }), { lngLat: [1, 2], color: 'red' });
  const plain = { lngLat: [1, 2] };
  assert.is(resolveAliases('Marker', ALIASES, RULES, plain), plain);
  assert.equal(resolveAliases('Marker', ALIASES, RULES, { coordinates: undefined, lngLat: [3, 4] }), { lngLat: [3, 4] });
});

test('a bad alias value is named by the alias', () => {
  assert.is(mapLibErrorMessage(() => resolveAliases('Marker', ALIASES, RULES, { coordinates: [0, 100] })), 'Marker: coordinates must be [lng, lat] numbers, got [0,100]');
});

test('alias and name together: the same value is fine, different values are refused', () => {
  assert.equal(resolveAliases('Marker', ALIASES, RULES, { coordinates: [1, 2], lngLat: [1, 2] }), { lngLat: [1, 2] });
  assert.is(
    mapLibErrorMessage(() => resolveAliases('Marker', ALIASES, RULES, { coordinates: [1, 2], lngLat: [3, 4] })),
    'Marker: coordinates is another name for lngLat: give one of them, got lngLat [3,4] and coordinates [1,2]',
  );
});

test.run();
