// Where a cold build's time goes, stage by stage: builds the shared corpus cold with `mapdocs build --timings` (from the
// CLI bundle, as users run it) a few times and prints each stage's median wall time and CPU time (the process's: main
// thread, workers and libuv's pool together). With --baseline, another checkout's builds are interleaved with this
// one's, round by round, and printed beside them (the baseline must print CPU in --timings too: src/cli/progress.ts).
//
//   node --import tsx bench/stageProfile.ts [--pages 120] [--runs 7] [--baseline /path/to/checkout] [--work /tmp/mapdocs-stages]
//
// On a machine shared with other work, wall times take the others' load; CPU times far less (load printed per run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measure } from './measure.ts';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '120' },
    runs: { type: 'string', default: '7' },
    baseline: { type: 'string' },
    work: { type: 'string', default: path.join(os.tmpdir(), 'mapdocs-stages') },
    corpus: { type: 'string', default: path.resolve(ROOT, '../shared/bench/make-corpus.mjs') },
  },
});

/** One build's stages: name → [wall ms, cpu ms] of the stage alone. */
type Stages = Map<string, [number, number]>;

/** The stages `--timings` printed: `name  <end> ms  (+<wall>)  cpu +<cpu> ms` (startup: `name <wall> ms  cpu <cpu> ms`). */
function parseTimings(text: string): Stages {
  const stages: Stages = new Map();
  for (const line of text.split('\n')) {
    const m = /^(\S+)\s+(\d+) ms\s+(?:\(\+(\d+)\))?\s*cpu \+?(\d+) ms/.exec(line);
    if (m) stages.set(m[1], [Number(m[3] ?? m[2]), Number(m[4])]);
  }
  return stages;
}

const sides: [string, string][] = [['this', ROOT], ...(args.baseline ? [['baseline', path.resolve(args.baseline)] as [string, string]] : [])];
for (const [, root] of sides) {
  const bundled = await measure(process.execPath, [path.join(root, 'bin/buildCli.mjs')], root);
  if (!bundled.ok) throw new Error(`npm run build:cli failed in ${root}:\n${bundled.tail}`);
}
const pages = Number(args.pages);
const corpus = path.join(args.work, `corpus-${pages}`);
fs.rmSync(corpus, { recursive: true, force: true });
const made = await measure(process.execPath, [args.corpus, corpus, String(pages)], ROOT);
if (!made.ok) throw new Error(`make-corpus failed: ${made.tail}`);

const results = new Map<string, Stages[]>(sides.map(([name]) => [name, []]));
const totals = new Map<string, { wall: number; cpu: number }[]>(sides.map(([name]) => [name, []]));
console.log(`${pages} pages, ${args.runs} cold builds each, ${os.cpus().length} cores, node ${process.version}`);
for (let run = 0; run < Number(args.runs); run++) {
  for (const [name, root] of run % 2 ? [...sides].reverse() : sides) {
    const docs = path.join(args.work, `${name}-docs`);
    const out = path.join(args.work, `${name}-out`);
    for (const dir of [docs, out]) fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(corpus, docs, { recursive: true });
    const load = os.loadavg()[0];
    const r = await measure(process.execPath, [path.join(root, 'bin/mapdocs.js'), 'build', docs, '--out', out, '--timings'], root);
    if (!r.ok) throw new Error(`${name}: build failed: ${r.tail}`);
    // measure() keeps only the last lines: read the stages from a run of its own output.
    results.get(name)!.push(parseTimings(r.output));
    totals.get(name)!.push({ wall: r.wallS, cpu: r.cpuS ?? NaN });
    console.log(`  ${name.padEnd(8)} run ${run + 1}: ${r.wallS.toFixed(2)} s wall, ${r.cpuS?.toFixed(2)} s cpu (load ${load.toFixed(1)})`);
  }
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const stageNames = [...new Set([...results.values()].flatMap((runs) => runs.flatMap((s) => [...s.keys()])))];
console.log(`\nmedian per stage (ms): ${sides.map(([n]) => `${n} wall / cpu`).join(' | ')}`);
console.log(`| stage | ${sides.map(([n]) => `${n} wall | ${n} cpu`).join(' | ')} |`);
console.log(`|---|${sides.map(() => '---:|---:').join('|')}|`);
for (const stage of stageNames) {
  const cells = sides.map(([n]) => {
    const runs = results.get(n)!;
    return `${median(runs.map((s) => s.get(stage)?.[0] ?? NaN)).toFixed(0)} | ${median(runs.map((s) => s.get(stage)?.[1] ?? NaN)).toFixed(0)}`;
  });
  console.log(`| ${stage} | ${cells.join(' | ')} |`);
}
const whole = sides.map(([n]) => `${(median(totals.get(n)!.map((t) => t.wall)) * 1000).toFixed(0)} | ${(median(totals.get(n)!.map((t) => t.cpu)) * 1000).toFixed(0)}`);
console.log(`| whole process (/usr/bin/time) | ${whole.join(' | ')} |`);
