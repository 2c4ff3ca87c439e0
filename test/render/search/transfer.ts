// What queries load: each query of a set as the first of a visit (a fresh index), and typed a character at a time
// (every keystroke a query, as if the debounce fired between each); shared by the search tests and benchmarks.
import type { BuiltIndex, Transfer } from './builtIndexes.ts';
import { renderHit, searchSections } from '../../../src/shared/searchSections.ts';

/** Issue 21: the first query of a visit loads at most this much index (gzip), however large the site. */
export const FIRST_QUERY_BUDGET = 150 * 1024;

export interface QueryTransfer {
  query: { q: string; locale: string };
  /** The query alone, on a fresh index: manifest, the shards it needs, the doc chunks of its results. */
  first: Transfer;
  /** Every prefix of the query in turn, on one fresh index. */
  typed: Transfer;
}

export async function firstQueryTransfers(indexes: Record<string, BuiltIndex>, queries: { q: string; locale: string }[], limit: number): Promise<QueryTransfer[]> {
  const out: QueryTransfer[] = [];
  for (const query of queries) {
    const built = indexes[query.locale];
    const first = await built.open();
    for (const hit of await searchSections(first.index, query.q, limit)) renderHit(hit);
    const typed = await built.open();
    const chars = [...query.q];
    for (let i = 1; i <= chars.length; i++) await searchSections(typed.index, chars.slice(0, i).join(''), limit);
    out.push({ query, first: first.transfer, typed: typed.transfer });
  }
  return out;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Per locale: median and largest first-query transfer (gzip), and the same for typing the query. */
export function printTransfers(label: string, figures: QueryTransfer[]): void {
  for (const locale of [...new Set(figures.map((f) => f.query.locale))]) {
    const mine = figures.filter((f) => f.query.locale === locale);
    for (const kind of ['first', 'typed'] as const) {
      const sorted = [...mine].sort((a, b) => a[kind].gzip - b[kind].gzip);
      const max = sorted[sorted.length - 1];
      const median = sorted[(sorted.length - 1) >> 1][kind];
      console.log(
        `  ${label} ${locale} ${kind === 'first' ? 'first query ' : 'typed query '} ${kb(median.gzip)} gzip median (${median.files} files), ` +
          `max ${kb(max[kind].gzip)} (${max[kind].files} files, ${kb(max[kind].raw)} raw) for "${max.query.q}" over ${mine.length} queries`,
      );
    }
  }
}
