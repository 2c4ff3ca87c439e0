// The build's store of highlighted blocks: the build cache's `highlight` section, with the blocks this build
// highlighted kept in memory too, up to a budget. A cold build stores each
// block as soon as it is highlighted and reads it back when its page is filled (highlighter.ts): at 120 pages that was
// 608 synchronous writes and as many reads on the main thread, ~0.4 s of the markdown stage (issue 36). The budget
// keeps a large site's code from being held whole (the reason blocks go to the store at all): past it the oldest
// blocks, filled first as pages finish in order, are read back from disk as before.
import type { CacheSection } from '../cache.ts';
import type { HighlightStore } from './highlighter.ts';

/**
 * Characters of highlighted HTML kept in memory: 8 M (8 MB, twice that for a block holding a character past Latin-1).
 * The 120-page corpus's code is 6.1 MB; 32 M took a 10,000-page build's peak past 1 GB, with what else waits there.
 */
export const MEMORY_BUDGET_CHARS = 8 * 2 ** 20;

export function memoryFront(section: Pick<CacheSection<string>, 'get' | 'set'>, budget = MEMORY_BUDGET_CHARS): HighlightStore {
  const recent = new Map<string, string>();
  let held = 0;
  return {
    get(key) {
      return recent.get(key) ?? section.get(key);
    },
    set(key, html) {
      section.set(key, html);
      const before = recent.get(key);
      if (before !== undefined) held -= before.length;
      recent.set(key, html);
      held += html.length;
      for (const [oldKey, oldHtml] of recent) {
        if (held <= budget) break;
        recent.delete(oldKey);
        held -= oldHtml.length;
      }
    },
  };
}
