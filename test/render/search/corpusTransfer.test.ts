// Search over a generated corpus of 1,000 pages (CORPUS_SCRIPT in corpusIndex.ts): each query of a set made of the
// corpus's words, as the first of a visit, loads at most 150 KB (gzip) of index — a bounded part of an index many
// times that size. bench/searchScale.ts measures the same at 10,000 pages.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CORPUS_SCRIPT, indexCorpus, type CorpusIndexes } from './corpusIndex.ts';
import { indexSize } from './builtIndexes.ts';
import { firstQueryTransfers, FIRST_QUERY_BUDGET, printTransfers, type QueryTransfer } from './transfer.ts';
import { tempDir } from '../../helpers/site.ts';

const PAGES = 1000;
const QUERIES = JSON.parse(fs.readFileSync(path.resolve('test/render/search/corpusQueries.json'), 'utf8')) as { q: string; locale: string }[];

const t = suite<{ corpus: CorpusIndexes; figures: QueryTransfer[] }>('search over a generated corpus', {} as { corpus: CorpusIndexes; figures: QueryTransfer[] });

t.before(async (ctx) => {
  assert.ok(fs.existsSync(CORPUS_SCRIPT), `the corpus generator ${path.resolve(CORPUS_SCRIPT)} is missing`);
  const dir = path.join(tempDir('mapdocs-corpus-'), 'docs');
  const made = spawnSync(process.execPath, [CORPUS_SCRIPT, dir, String(PAGES)], { encoding: 'utf8' });
  assert.is(made.status, 0, made.stderr);
  ctx.corpus = await indexCorpus(dir);
  ctx.figures = await firstQueryTransfers(ctx.corpus.indexes, QUERIES, 10);
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

t(`each query, as the first of a visit, loads at most ${FIRST_QUERY_BUDGET / 1024} KB gzip of index (issue 21)`, ({ corpus, figures }) => {
  printTransfers(`${PAGES} pages`, figures);
  for (const f of figures) assert.ok(f.first.gzip <= FIRST_QUERY_BUDGET, `${f.query.locale} "${f.query.q}": ${(f.first.gzip / 1024).toFixed(1)} KB gzip`);
  // A bounded part: the zh index in all is many times what its costliest first query loads.
  const all = indexSize(corpus.indexes['/']).gzip;
  const most = Math.max(...figures.filter((f) => f.query.locale === '/').map((f) => f.first.gzip));
  assert.ok(all > 10 * most, `${all} bytes in all, ${most} for one query`);
});

t('the queries find what they name', async ({ figures, corpus }) => {
  const { searchSections } = await import('../../../src/shared/searchSections.ts');
  for (const q of QUERIES) {
    const hits = await searchSections(corpus.indexes[q.locale].index, q.q, 10);
    assert.ok(hits.length > 0, `${q.locale} "${q.q}" finds nothing`);
  }
  assert.is(figures.length, QUERIES.length);
});

t.run();
