// Search benchmark: builds a docs folder and prints each locale's index size (raw, gzip), load time, median query time
// over the query set, and recall.  Run: node --import tsx bench/search.ts [docsDir] [queries.json]
import fs from 'node:fs';
import zlib from 'node:zlib';
import { buildIndexes } from '../test/render/search/builtIndexes.ts';
import { measureRecall, type RecallQuery } from '../test/render/search/recall.ts';
import { loadSearchIndex } from '../src/shared/loadSearchIndex.ts';
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
console.log(`search index of ${docsDir}\n`);
const allTimes: number[] = [];
for (const [locale, built] of Object.entries(site.indexes)) {
  const { data } = built.loaded;
  const raw = Buffer.byteLength(built.raw);
  const gz = zlib.gzipSync(built.raw, { level: 9 }).length;
  const gz6 = zlib.gzipSync(built.raw).length;
  const br = zlib.brotliCompressSync(built.raw).length;
  const loadMs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    loadSearchIndex(JSON.parse(built.raw));
    loadMs.push(performance.now() - t0);
  }
  const mine = queries.filter((q) => q.locale === locale);
  const times: number[] = [];
  for (const { q } of mine) {
    for (let i = 0; i < REPEAT; i++) {
      const t0 = performance.now();
      // What the client does per keystroke: query, then mark the hits it shows.
      for (const hit of searchSections(built.loaded, q, site.boot.searchMaxSuggestions)) renderHit(built.loaded, hit);
      times.push(performance.now() - t0);
    }
  }
  allTimes.push(...times);
  console.log(`locale ${locale}  (${data.pages.length} pages, ${data.sections.length} sections, ${Object.keys(data.terms).length} terms)`);
  console.log(`  index       ${kb(raw)} raw · ${kb(gz)} gzip -9 (${kb(gz6)} at -6) · ${kb(br)} brotli`);
  console.log(`  load        ${median(loadMs).toFixed(1)} ms median (parse + lunr build)`);
  if (times.length) console.log(`  query       ${median(times).toFixed(2)} ms median · ${pct(times, 0.95).toFixed(2)} ms p95 over ${mine.length} queries × ${REPEAT}`);
}
if (allTimes.length) console.log(`\nquery        ${median(allTimes).toFixed(2)} ms median over all ${queries.length} queries (query + marking the hits shown)`);
const recall = measureRecall(site.indexes, queries);
console.log(`recall@3     ${recall.found}/${recall.total} = ${((100 * recall.found) / recall.total).toFixed(1)}%`);
for (const m of recall.misses) console.log(`  miss  ${m.query.locale} "${m.query.q}" → expected ${m.query.expect}, got ${m.got.join(', ') || 'nothing'}`);
