// Search benchmark: builds a docs folder and prints each locale's index (files and size in all, the manifest), what
// each query of the set transfers as the first of a visit (gzip), the median query time once its shards are loaded,
// and recall.  Run: node --import tsx bench/search.ts [docsDir] [queries.json]
import fs from 'node:fs';
import zlib from 'node:zlib';
import { buildIndexes, indexSize } from '../test/render/search/builtIndexes.ts';
import { measureRecall, type RecallQuery } from '../test/render/search/recall.ts';
import { firstQueryTransfers, printTransfers } from '../test/render/search/transfer.ts';
import { searchSections, renderHit } from '../src/shared/searchSections.ts';

const docsDir = process.argv[2] ?? 'docs';
const queryFile = process.argv[3] ?? 'test/render/search/docsQueries.json';
const queries = JSON.parse(fs.readFileSync(queryFile, 'utf8')) as RecallQuery[];
const REPEAT = 20;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

const site = await buildIndexes(docsDir);
const limit = site.boot.searchMaxSuggestions;
console.log(`search index of ${docsDir}\n`);
const allTimes: number[] = [];
for (const [locale, built] of Object.entries(site.indexes)) {
  const { manifest } = built;
  const size = indexSize(built);
  const m = built.files[0].content;
  const mine = queries.filter((q) => q.locale === locale);
  const times: number[] = [];
  for (const { q } of mine) {
    await searchSections(built.index, q, limit); // loads its shards: the timing is of the query itself
    for (let i = 0; i < REPEAT; i++) {
      const t0 = performance.now();
      // What the client does per keystroke: query, then mark the hits it shows.
      for (const hit of await searchSections(built.index, q, limit)) renderHit(hit);
      times.push(performance.now() - t0);
    }
  }
  allTimes.push(...times);
  console.log(`locale ${locale}  (${manifest.n} sections, ${manifest.terms.first!.length} term shards, ${manifest.lex.first!.length}+${manifest.rev.first!.length} lexicon shards)`);
  console.log(`  index       ${size.files} files, ${kb(size.raw)} raw, ${kb(size.gzip)} gzip -9 in all; manifest ${kb(Buffer.byteLength(m))} raw, ${kb(zlib.gzipSync(m, { level: 9 }).length)} gzip`);
  if (times.length) console.log(`  query       ${median(times).toFixed(2)} ms median · ${pct(times, 0.95).toFixed(2)} ms p95 over ${mine.length} queries × ${REPEAT} (shards loaded)`);
}
printTransfers(docsDir, await firstQueryTransfers(site.indexes, queries, limit));
if (allTimes.length) console.log(`\nquery        ${median(allTimes).toFixed(2)} ms median over all ${queries.length} queries (query + marking the hits shown)`);
const recall = await measureRecall(site.indexes, queries);
console.log(`recall@3     ${recall.found}/${recall.total} = ${((100 * recall.found) / recall.total).toFixed(1)}%`);
for (const m of recall.misses) console.log(`  miss  ${m.query.locale} "${m.query.q}" → expected ${m.query.expect}, got ${m.got.join(', ') || 'nothing'}`);
