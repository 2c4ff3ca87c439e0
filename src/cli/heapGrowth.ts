// How fast V8 lets a build's old heap grow, by the site's size. What a build holds at once is small next to what it
// makes and lets go (pages rendered, indexed, written), and V8 lets the old heap grow to about four times what is live
// before a full collection: a 10,000-page build peaked at 1,142 MB, mostly garbage. Growing it by half of what is
// live collects sooner: 838 MB, for about 5% more CPU. On a small site the same flag saves no memory (its peak is
// far from any limit) and cost 9–10% of a 120-page cold build's CPU (issue 36): so it is set once the build has read
// the site and knows its size. V8 reads the flag whenever it sets the next collection's limit, so setting it then
// takes effect from the next collection on. MAPDOCS_V8_DEFAULT_HEAP=1 leaves V8's default at any size, for measuring.
import v8 from 'node:v8';

/** Pages from which the heap grows by half: below, a cold build's peak stays a few hundred MB with V8's default. */
export const SLOW_HEAP_GROWTH_FROM_PAGES = 1500;

/** The heap growing percent for a build of `pages` pages, or undefined for V8's default. */
export function heapGrowingPercentFor(pages: number, env: NodeJS.ProcessEnv = process.env): number | undefined {
  if (env.MAPDOCS_V8_DEFAULT_HEAP) return undefined;
  return pages >= SLOW_HEAP_GROWTH_FROM_PAGES ? 50 : undefined;
}

/** Sets V8's heap growing for a site of `pages` pages (once the build knows how many). */
export function setHeapGrowthFor(pages: number): void {
  const percent = heapGrowingPercentFor(pages);
  if (percent !== undefined) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
