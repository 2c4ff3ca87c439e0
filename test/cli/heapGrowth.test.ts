// V8's heap growing by site size (issue 36): slower growth (collections sooner) pays on a large site and only costs CPU
// on a small one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { heapGrowingPercentFor, SLOW_HEAP_GROWTH_FROM_PAGES } from '../../src/cli/heapGrowth.ts';

test("a small site keeps V8's default; a large one grows its heap by half", () => {
  assert.is(heapGrowingPercentFor(120, {}), undefined);
  assert.is(heapGrowingPercentFor(600, {}), undefined);
  assert.is(heapGrowingPercentFor(SLOW_HEAP_GROWTH_FROM_PAGES, {}), 50);
  assert.is(heapGrowingPercentFor(10_000, {}), 50);
});

test("MAPDOCS_V8_DEFAULT_HEAP leaves V8's default at any size", () => {
  assert.is(heapGrowingPercentFor(10_000, { MAPDOCS_V8_DEFAULT_HEAP: '1' }), undefined);
});

test.run();
