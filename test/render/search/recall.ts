// Recall of a query set: a query counts as found when its expected page is among the top results' pages.
import type { LoadedSearchIndex } from '../../../src/shared/loadSearchIndex.ts';
import { searchSections } from '../../../src/shared/searchSections.ts';

export interface RecallQuery {
  /** What a reader types. */
  q: string;
  /** Locale path of the index to ask (`/` or `/en/`). */
  locale: string;
  /** Page path without base; with `#slug`, that section must be the one found. */
  expect: string;
  note?: string;
}

export interface RecallResult {
  found: number;
  total: number;
  misses: { query: RecallQuery; got: string[] }[];
}

export function measureRecall(indexes: Record<string, { loaded: LoadedSearchIndex }>, queries: RecallQuery[], top = 3): RecallResult {
  const misses: RecallResult['misses'] = [];
  for (const query of queries) {
    const index = indexes[query.locale];
    const hits = index ? searchSections(index.loaded, query.q, top * 3) : [];
    // Pages in rank order, each once: several sections of one page count as one place.
    const pages = [...new Set(hits.map((h) => (query.expect.includes('#') ? h.url : h.url.split('#')[0])))].slice(0, top);
    if (!pages.includes(query.expect)) misses.push({ query, got: pages });
  }
  return { found: queries.length - misses.length, total: queries.length, misses };
}
