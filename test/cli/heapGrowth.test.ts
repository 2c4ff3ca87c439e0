// V8's heap growing by site size (src/cli/heapGrowth.ts): a build starts with the old heap growing by half (bin/), and
// a small site goes back to V8's own growing, which lets the heap grow further between full collections.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { heapGrowthForSite, SLOW_HEAP_GROWTH_FROM_PAGES } from '../../src/cli/heapGrowth.ts';

const MODULE = fileURLToPath(new URL('../../src/cli/heapGrowth.ts', import.meta.url));

/** Full collections while a child keeps 400 MB of live arrays, its heap growing by half from the start, as `mapdocs build`'s. */
function majorCollections(pages: number | null): number {
  const script = `
    import v8 from 'node:v8';
    import { PerformanceObserver, constants } from 'node:perf_hooks';
    v8.setFlagsFromString('--heap-growing-percent=50');
    const { heapGrowthForSite } = await import(${JSON.stringify(MODULE)});
    if (${pages} !== null) heapGrowthForSite(${pages});
    let major = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) major++; }).observe({ entryTypes: ['gc'] });
    const kept = [];
    for (let i = 0; i < 400; i++) kept.push(new Array(128 * 1024).fill(i));
    await new Promise((r) => setTimeout(r, 50));
    process.stdout.write(String(major));`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  const n = Number(r.stdout.trim());
  assert.ok(Number.isInteger(n), `child printed ${JSON.stringify(r.stdout)} ${r.stderr}`);
  return n;
}

test('a small site goes back to V8\'s own heap growing: fewer full collections for the same live heap', () => {
  const slow = majorCollections(null);
  const small = majorCollections(120);
  // Measured: 2 against 5.
  assert.ok(small < slow, `full collections: ${small} for a 120-page site, ${slow} growing by half`);
});

test('whether it changed: below the bound only', () => {
  assert.is(heapGrowthForSite(SLOW_HEAP_GROWTH_FROM_PAGES), false);
  assert.is(heapGrowthForSite(SLOW_HEAP_GROWTH_FROM_PAGES - 1), true);
});

test.run();
