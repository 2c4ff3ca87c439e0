// Where a build's memory goes, stage by stage: generates the shared corpus (make-corpus.mjs beside this repository)
// at each size, builds it cold in this process and prints, per stage of the build's progress (the period from the
// stage's first report to the next stage's), its end time, the peak resident memory and the peak V8 heap (with
// external memory) sampled every 50 ms — and with --live the heap left after a full collection at each stage's
// start, what the build really holds (garbage not yet collected is most of a peak). bench/build.ts gives the whole
// build's wall, CPU and peak RSS from /usr/bin/time; this says which stage to work on.
//
//   node --import tsx bench/buildMemory.ts [--pages 3000,10000] [--live] [--work /tmp/mapdocs-bench]
//
// Stages are named by the report that starts them: 'client' is the period after the client bundle is ready, i.e.
// the search stage; 'regions' renders and writes the pages; 'html' writes the route manifest and the rest.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { resolveConfig } from '../src/render/config/resolveConfig.ts';
import { build } from '../src/render/build.ts';
import { CORPUS_SCRIPT } from '../test/render/search/corpusIndex.ts';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '3000' },
    live: { type: 'boolean', default: false },
    work: { type: 'string', default: path.join(os.tmpdir(), 'mapdocs-bench') },
  },
});
const gc = (globalThis as { gc?: () => void }).gc;
if (args.live && !gc) {
  // A full collection on demand needs V8's flag: run again with it.
  const self = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, self, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}
// React's development build checks every element: measure what users run.
process.env.NODE_ENV ??= 'production';

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`.padStart(8);

for (const pages of args.pages.split(',').map(Number)) {
  const docs = path.join(args.work, `memory-corpus-${pages}`);
  if (!fs.existsSync(path.join(docs, 'README.md'))) {
    const made = spawnSync(process.execPath, [CORPUS_SCRIPT, docs, String(pages)], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`make-corpus failed: ${made.stderr}`);
  }
  const config = await resolveConfig(docs, { outDir: path.join(args.work, `memory-out-${pages}`) });
  fs.rmSync(config.cacheDir, { recursive: true, force: true });

  console.log(`\n${pages} pages, cold (load ${os.loadavg()[0].toFixed(1)})`);
  console.log(`${'stage'.padEnd(12)} ${'ends at'.padStart(8)} ${'peak RSS'.padStart(8)} ${'peak heap'.padStart(9)}${args.live ? `  ${'live at start'.padStart(13)}` : ''}`);
  const started = performance.now();
  let stage = 'start';
  let live = '';
  let peak = { rss: 0, heap: 0 };
  let overall = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed + m.external + m.arrayBuffers);
    overall = Math.max(overall, m.rss);
  };
  const timer = setInterval(sample, 50);
  const next = (name: string) => {
    sample();
    const at = `${((performance.now() - started) / 1000).toFixed(1)} s`;
    console.log(`${stage.padEnd(12)} ${at.padStart(8)} ${mb(peak.rss)} ${mb(peak.heap).padStart(9)}${live ? `  ${live.padStart(13)}` : ''}`);
    stage = name;
    peak = { rss: 0, heap: 0 };
    if (args.live && gc) {
      gc();
      live = mb(process.memoryUsage().heapUsed).trim();
    }
  };
  try {
    await build(config, (name) => {
      if (name !== stage) next(name);
    });
    next('');
  } finally {
    clearInterval(timer);
  }
  console.log(`peak RSS of the build ${mb(overall).trim()} (this process: tsx, not the CLI bundle; /usr/bin/time in bench/build.ts for that)`);
}
