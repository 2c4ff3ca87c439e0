// minimumLevel/maximumLevel/zoomOffset → the source zoom range; clampLevel picks the level a request is served from.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clampLevels, clampLevel } from '../../../maplib/src/core/tiles/clampLevels.ts';

test('defaults are 0..18', () => {
  assert.equal(clampLevels({}), { minzoom: 0, maxzoom: 18 });
});

test('levels pass through and are kept in 0..24', () => {
  assert.equal(clampLevels({ minimumLevel: 3, maximumLevel: 12 }), { minzoom: 3, maxzoom: 12 });
  assert.equal(clampLevels({ minimumLevel: -2, maximumLevel: 30 }), { minzoom: 0, maxzoom: 24 });
  assert.equal(clampLevels({ minimumLevel: 2.2, maximumLevel: 9.8 }), { minzoom: 3, maxzoom: 9 });
});

test('a negative zoomOffset raises the minimum so URL levels never go below 0', () => {
  assert.equal(clampLevels({ minimumLevel: 0, zoomOffset: -2 }), { minzoom: 2, maxzoom: 18 });
  assert.equal(clampLevels({ minimumLevel: 5, zoomOffset: -2 }), { minzoom: 5, maxzoom: 18 });
});

test('a positive zoomOffset lowers the maximum so URL levels never pass 24', () => {
  assert.equal(clampLevels({ maximumLevel: 24, zoomOffset: 3 }), { minzoom: 0, maxzoom: 21 });
});

test('min never exceeds max', () => {
  assert.equal(clampLevels({ minimumLevel: 10, maximumLevel: 4 }), { minzoom: 4, maxzoom: 4 });
});

test('clampLevel: below min nothing, above max the max level (overscaled)', () => {
  const range = { minzoom: 2, maxzoom: 10 };
  assert.is(clampLevel(1.5, range), null);
  assert.is(clampLevel(2, range), 2);
  assert.is(clampLevel(7.9, range), 7);
  assert.is(clampLevel(15, range), 10);
});

test.run();
