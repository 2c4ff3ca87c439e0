// Search at scale: generates corpora (make-corpus.mjs beside this repository: VuePress-style zh/en docs) and prints,
// per size, the index stage's build time (wall and CPU; page bodies are rendered beforehand with plain code, as the
// index reads them), the whole index's size (files, raw, gzip, the manifest), and what a first query transfers (gzip)
// over a query set of the corpus's words (test/render/search/corpusQueries.json), alone and typed a character at a
// time. --fidelity also builds an index whose terms keep every section and asks it without a budget: how many of the
// top 10 agree.
//
//   node --import tsx bench/searchScale.ts [--pages 10000] [--work /tmp/mapdocs-bench] [--fidelity] [--verbose]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { indexCorpus, CORPUS_SCRIPT } from '../test/render/search/corpusIndex.ts';
import { indexSize } from '../test/render/search/builtIndexes.ts';
import { firstQueryTransfers, printTransfers, FIRST_QUERY_BUDGET } from '../test/render/search/transfer.ts';
import { searchSections } from '../src/shared/searchSections.ts';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '10000' },
    work: { type: 'string', default: path.join(os.tmpdir(), 'mapdocs-bench') },
    fidelity: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const QUERIES = JSON.parse(fs.readFileSync('test/render/search/corpusQueries.json', 'utf8')) as { q: string; locale: string }[];
const LIMIT = 10;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

for (const pages of args.pages.split(',').map(Number)) {
  const dir = path.join(args.work, `corpus-${pages}`);
  if (!fs.existsSync(path.join(dir, 'README.md'))) {
    const r = spawnSync(process.execPath, [CORPUS_SCRIPT, dir, String(pages)], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(1);
  }
  console.log(`\n== ${pages} pages (load average ${os.loadavg()[0].toFixed(1)}) ==`);
  const corpus = await indexCorpus(dir);
  console.log(`render (not search)  ${(corpus.renderMs / 1000).toFixed(1)} s`);
  console.log(`index build          ${(corpus.indexMs / 1000).toFixed(1)} s wall, ${(corpus.indexCpuMs / 1000).toFixed(1)} s CPU (every locale: sections, tokens, shards, files)`);
  console.log(`peak RSS             ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (the process so far, rendered pages included)`);
  for (const [locale, built] of Object.entries(corpus.indexes)) {
    const size = indexSize(built);
    const m = built.files[0].content;
    const { manifest } = built;
    console.log(
      `index ${locale.padEnd(5)}          ${size.files} files, ${mb(size.raw)} raw, ${mb(size.gzip)} gzip in all; manifest ${kb(Buffer.byteLength(m))} raw, ` +
        `${kb(zlib.gzipSync(m, { level: 9 }).length)} gzip (${manifest.n} sections, ${manifest.terms.first!.length} term shards, ` +
        `${manifest.lex.first!.length}+${manifest.rev.first!.length} lexicon shards, ${Math.ceil(manifest.n / manifest.chunk)} doc chunks)`,
    );
  }
  const figures = await firstQueryTransfers(corpus.indexes, QUERIES, LIMIT);
  printTransfers(`${pages}p`, figures);
  const over = figures.filter((f) => f.first.gzip > FIRST_QUERY_BUDGET);
  console.log(`first queries over ${kb(FIRST_QUERY_BUDGET)}: ${over.length ? over.map((f) => `"${f.query.q}" ${kb(f.first.gzip)}`).join(', ') : 'none'}`);
  if (args.verbose) for (const f of figures) console.log(`  ${f.query.locale.padEnd(4)} ${kb(f.first.gzip).padStart(9)} first (${f.first.files} files) ${kb(f.typed.gzip).padStart(9)} typed  "${f.query.q}"`);

  if (args.fidelity) {
    const full = await indexCorpus(dir, { headSections: Infinity });
    let agree = 0;
    let top1 = 0;
    for (const q of QUERIES) {
      const ours = (await searchSections(corpus.indexes[q.locale].index, q.q, LIMIT)).map((h) => h.url);
      const all = (await searchSections(full.indexes[q.locale].index, q.q, LIMIT, Infinity)).map((h) => h.url);
      agree += all.length ? ours.filter((u) => all.includes(u)).length / all.length : 1;
      if (ours[0] === all[0]) top1++;
    }
    console.log(`fidelity             top-10 overlap with every section and no budget: ${((100 * agree) / QUERIES.length).toFixed(0)}%, same first hit ${top1}/${QUERIES.length}`);
  }
}
