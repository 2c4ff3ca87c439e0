// The index files: terms cut to their best sections, shards a query loads a few of, lexicons that answer prefixes,
// typos and lone Han characters from one shard, cuts that stay put when a page changes, one section per page#anchor.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSearchIndex, type SearchPageInput } from '../../../src/render/search/buildSearchIndex.ts';
import { searchSections } from '../../../src/shared/searchSections.ts';
import { decodeTermPostings, shardId } from '../../../src/shared/searchIndexData.ts';
import type { ExtractedSection } from '../../../src/render/search/extractSections.ts';
import { indexSize, openIndexFiles } from './builtIndexes.ts';
import { bestSections } from '../../../src/render/search/shardSearchIndex.ts';
import { termWeight } from '../../../src/shared/scoreSections.ts';
import { SEARCH_FIELDS } from '../../../src/shared/searchIndexData.ts';

const section = (heading: string, text: string, slug = heading.toLowerCase().replace(/\s+/g, '-')): ExtractedSection => ({ heading, slug, text, code: '', linkShare: 0 });
const page = (i: number, title: string, ...sections: ExtractedSection[]): SearchPageInput => ({ title, path: `/p${i}.html`, sections: [section('', `${title} intro`, ''), ...sections] });

/** Pages that all say "common" (more or less often), with words of their own. */
const pages = Array.from({ length: 60 }, (_, i) =>
  page(i, `Page ${i}`, section(`Part ${i}`, `${'common '.repeat(1 + (i % 7))} word${i} unique${i * 7919} alpha${i}beta`)),
);

const urls = async (built: Awaited<ReturnType<typeof openIndexFiles>>, q: string, limit = 10) => (await searchSections(built.index, q, limit)).map((h) => h.url);

test('a term in more sections than the head keeps its best ones and its document frequency: alone, it ranks as before', async () => {
  const cut = await openIndexFiles('root', buildSearchIndex('root', pages, { headSections: 10 }));
  const full = await openIndexFiles('root', buildSearchIndex('root', pages, { headSections: Infinity }));
  const common = (built: typeof cut) => decodeTermPostings(JSON.parse(built.files.find((f) => f.content.includes('"common":'))!.content).common);
  assert.is(common(cut).doc.length, 10);
  assert.is(common(cut).df, common(full).df);
  assert.is(common(full).doc.length, 60);
  assert.equal(await urls(cut, 'common'), await urls(full, 'common'));
  // A section outside the head may have the term: it is not ranked as lacking it.
  assert.not.ok(common(cut).doc.includes(1));
  assert.is((await urls(cut, 'common word0'))[0], '/p0.html#part-0');
});

test('a query loads the shards its terms are in, not the index', async () => {
  const many = Array.from({ length: 400 }, (_, i) => page(i, `Topic ${i}`, section(`Part ${i}`, `word${i} term${i * 31} thing${i}x ${'filler'.repeat(1 + (i % 5))}${i}`)));
  const built = await openIndexFiles('root', buildSearchIndex('root', many));
  assert.ok(built.manifest.terms.first!.length > 5, `${built.manifest.terms.first!.length} term shards`);
  const { index, transfer } = await built.open();
  assert.equal((await searchSections(index, 'word123')).map((h) => h.url), ['/p123.html#part-123']);
  // The manifest, one term shard, the lexicon shards of its prefix and typo lookups, one doc chunk.
  assert.ok(transfer.files <= 6, `${transfer.files} files`);
  assert.ok(transfer.raw * 5 < indexSize(built).raw, `${transfer.raw} of ${indexSize(built).raw} bytes`);
});

test('a prefix whose terms span lexicon shards gets its shortest completions from one', async () => {
  const names = Array.from({ length: 3000 }, (_, i) => `mapgis${i.toString(36)}layer`);
  const wide = [page(0, 'Map', section('Short', 'map maps mapv')), ...names.map((n, i) => page(i + 1, n, section('About', `${n} text`)))];
  const built = await openIndexFiles('root', buildSearchIndex('root', wide));
  const first = built.manifest.lex.first!;
  assert.ok(first.filter((f) => f.startsWith('map')).length > 2, 'the prefix spans shards');
  const { index } = await built.open();
  const hits = await searchSections(index, 'ma');
  assert.is(hits[0].path, '/p0.html');
  assert.ok(hits[0].terms.includes('map'), hits[0].terms.join());
  assert.is(first.filter((_, i) => index.has(shardId(built.manifest.lex, i))).length, 1);
});

test('a typo in the first half of a word is found through the reverse lexicon; a lone Han character finds the pairs ending in it', async () => {
  const built = await openIndexFiles('root', buildSearchIndex('root', [page(0, 'Markers', section('Drag', 'marker dragging')), page(1, '栅格图层', section('瓦片', '栅格瓦片'))]));
  assert.equal(await urls(built, 'mrker '), ['/p0.html#drag']);
  assert.ok((await urls(built, '格')).includes('/p1.html'));
  assert.ok((await urls(built, '栅')).includes('/p1.html'));
});

test('two headings with one id are one section, found by the words of both', async () => {
  const built = await openIndexFiles('root', buildSearchIndex('root', [page(0, '图像图层', section('示例', '第一段 alpha'), section('其他', 'gamma'), section('示例', '第二段 beta', '示例'))]));
  assert.equal(await urls(built, 'alpha'), ['/p0.html#示例']);
  assert.equal(await urls(built, 'beta'), ['/p0.html#示例']);
  const hits = await urls(built, '图像图层');
  assert.is(new Set(hits).size, hits.length, hits.join(' '));
});

test('editing one page changes few shards: their ends follow their contents', async () => {
  const many = Array.from({ length: 300 }, (_, i) => page(i, `Topic ${i}`, section(`Part ${i}`, `word${i} term${i * 31} thing${i}x`)));
  const contents = async (list: SearchPageInput[]) => new Set((await openIndexFiles('root', buildSearchIndex('root', list))).files.slice(1).map((f) => f.content));
  const before = await contents(many);
  const edited = [...many];
  edited[150] = page(150, 'Topic 150', section('Part 150', 'word150 term4650 thing150x and a new sentence with newword'));
  const after = await contents(edited);
  const changed = [...after].filter((c) => !before.has(c)).length;
  // Its doc chunk, the shards of its new words, the lexicon shards that list them.
  assert.ok(changed > 0 && changed <= 12, `${changed} of ${after.size} files changed`);
});

test('a common term keeps the sections the full sort by (weight desc, section asc) would: ties included', () => {
  // The reference: every section's weight summed field by field, sorted, the first `head` taken.
  const reference = (lists: number[][], df: number, n: number, fieldLength: number[], avg: number[], head: number) => {
    const weight = new Map<number, number>();
    lists.forEach((list, f) => {
      for (let i = 0; list && i < list.length; i += 2) {
        const w = termWeight(df, n, list[i + 1], fieldLength[list[i] * SEARCH_FIELDS.length + f] ?? 0, avg[f], SEARCH_FIELDS[f].boost);
        weight.set(list[i], (weight.get(list[i]) ?? 0) + w);
      }
    });
    return weight.size > head ? [...weight].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, head).map(([d]) => d).sort((a, b) => a - b) : null;
  };
  let seed = 7;
  const random = (m: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % m);
  for (let round = 0; round < 200; round++) {
    const n = 20 + random(400);
    // Few distinct lengths and frequencies: many sections weigh the same.
    const fieldLength = Array.from({ length: n * SEARCH_FIELDS.length }, () => 1 + random(4));
    const avg = SEARCH_FIELDS.map(() => 2.5);
    const lists = SEARCH_FIELDS.map(() => {
      const list: number[] = [];
      for (let d = 0; d < n; d++) if (random(3) === 0) list.push(d, 1 + random(2));
      return list;
    });
    const df = new Set(lists.flatMap((l) => l.filter((_, i) => i % 2 === 0))).size;
    const head = 1 + random(Math.max(1, df));
    const got = bestSections(lists, df, n, fieldLength, avg, head);
    assert.equal(got && [...got].sort((a, b) => a - b), reference(lists, df, n, fieldLength, avg, head), `round ${round}`);
  }
});

test.run();
