// Search recall over the docs site: builds docs/ (the render pipeline, as the search tests do), asks each query of
// bench/searchQueries.ts as the search box does, and prints recall@1 and recall@3 per language and overall, the
// misses (what came first instead) and the size of each locale's index.
// A page is expected at rank k when it is the k-th page listed (its sections count as one place: the list groups
// them under it); a section when it is the k-th result row.  Run: node --import tsx bench/searchRecall.ts [docsDir]
import { buildIndexes, indexSize } from '../test/render/search/builtIndexes.ts';
import { searchSections, type SearchHit } from '../src/shared/searchSections.ts';
import { SEARCH_BENCH_QUERIES, type SearchBenchQuery } from './searchQueries.ts';

const docsDir = process.argv[2] ?? 'docs';

/** Where the expected result is in the hits, 1-based (Infinity when absent). */
export function rankOf(query: SearchBenchQuery, hits: SearchHit[]): number {
  let best = Infinity;
  for (const want of [query.expect].flat()) {
    if (want.includes('#')) {
      const i = hits.findIndex((h) => (want.startsWith('#') ? h.anchor === want : h.url === want));
      if (i >= 0) best = Math.min(best, i + 1);
    } else {
      const pages = [...new Set(hits.map((h) => h.path))];
      const i = pages.indexOf(want);
      if (i >= 0) best = Math.min(best, i + 1);
    }
  }
  return best;
}

/** What a miss got instead: the first rows, page » heading. */
const firstRows = (hits: SearchHit[]) => hits.slice(0, 3).map((h) => (h.heading ? `${h.path} » ${h.heading}` : h.path));

const site = await buildIndexes(docsDir);
const limit = site.boot.searchMaxSuggestions ?? 10;
const tally = new Map<string, { n: number; at1: number; at3: number }>();
const misses: string[] = [];
for (const query of SEARCH_BENCH_QUERIES) {
  const built = site.indexes[query.locale];
  if (!built) throw new Error(`no search index for locale ${query.locale}`);
  const hits = await searchSections(built.index, query.q, limit);
  const rank = rankOf(query, hits);
  for (const key of [query.locale === '/' ? 'zh' : 'en', 'all']) {
    const t = tally.get(key) ?? { n: 0, at1: 0, at3: 0 };
    t.n++;
    if (rank <= 1) t.at1++;
    if (rank <= 3) t.at3++;
    tally.set(key, t);
  }
  if (rank > 1) misses.push(`  ${rank <= 3 ? `@${rank}  ` : 'miss'} ${query.locale === '/' ? 'zh' : 'en'} "${query.q}" → expected ${[query.expect].flat().join(' | ')}; got ${firstRows(hits).join(' · ') || 'nothing'}`);
}
const pct = (k: number, n: number) => `${k}/${n} = ${((100 * k) / n).toFixed(1)}%`;
console.log(`search recall over ${docsDir} (${SEARCH_BENCH_QUERIES.length} queries, ${limit} results each)\n`);
for (const [key, t] of tally) console.log(`${key.padEnd(4)} recall@1 ${pct(t.at1, t.n).padEnd(18)} recall@3 ${pct(t.at3, t.n)}`);
console.log(`\nnot first (${misses.length}):`);
for (const m of misses) console.log(m);
console.log('');
for (const [locale, built] of Object.entries(site.indexes)) {
  const size = indexSize(built);
  console.log(`index ${locale.padEnd(4)} ${size.files} files, ${size.raw} bytes raw, ${size.gzip} bytes gzip -9`);
}
