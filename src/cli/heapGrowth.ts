// How fast V8 lets a build's old heap grow. `mapdocs build` starts with the heap growing by half of what is live
// (bin/mapdocs.js: a 10,000-page build peaked at 1,142 MB with V8's own growing, mostly garbage; 838 MB with it), and
// it must be set before the heap grows: set only once a large site's pages were read, it no longer held that build
// under 1 GB (31d7b36). On a small site it saves no memory (its peak is a few hundred MB) and costs collections: once
// the build has read the site and knows it is small, V8's own growing is back (600 pages: 3.21 s against 3.41 s, CPU
// 5.9 s against 6.2 s; 120 pages ~2%). V8 reads the flag whenever it sets the next collection's limit.
import v8 from 'node:v8';

/** Pages from which a build keeps the slow growth: below, a cold build's peak stays a few hundred MB either way. */
export const SLOW_HEAP_GROWTH_FROM_PAGES = 1500;

/** Once a build knows it has `pages` pages: V8's own heap growing again for a small site. Whether it changed. */
export function heapGrowthForSite(pages: number): boolean {
  if (pages >= SLOW_HEAP_GROWTH_FROM_PAGES) return false;
  // 0 is V8's default: its own growing factor, by heap size and collection speed.
  v8.setFlagsFromString('--heap-growing-percent=0');
  return true;
}
