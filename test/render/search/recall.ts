// Recall of a query set: a query counts as found when its expected page is among the top results' pages.
import type { SearchIndex } from '../../../src/shared/openSearchIndex.ts';
import { searchSections } from '../../../src/shared/searchSections.ts';

export interface RecallQuery {
  /** What a reader types. */
  q: string;
  /** Locale path of the index to ask (`/` or `/en/`). */
  locale: string;
  /** Page path without base (or several, when more than one page rightly answers). */
  expect: string | string[];
  note?: string;
}

export interface RecallResult {
  found: number;
  total: number;
  misses: { query: RecallQuery; got: string[] }[];
}

export async function measureRecall(indexes: Record<string, { index: SearchIndex }>, queries: RecallQuery[], top = 3): Promise<RecallResult> {
  const misses: RecallResult['misses'] = [];
  for (const query of queries) {
    const index = indexes[query.locale];
    const hits = index ? await searchSections(index.index, query.q, top * 3) : [];
    // Pages in rank order, each once: several sections of one page count as one place.
    const pages = [...new Set(hits.map((h) => h.path))].slice(0, top);
    const expected = Array.isArray(query.expect) ? query.expect : [query.expect];
    if (!pages.some((p) => expected.includes(p))) misses.push({ query, got: pages });
  }
  return { found: queries.length - misses.length, total: queries.length, misses };
}
