// Build benchmark: generates the shared corpora, builds each with mapdocs cold (cache removed) and warm, and — when
// installed in a side folder, never as dependencies of this project — with VitePress 1.6.4 and VuePress 1.9.10;
// prints wall time, CPU time, peak memory and output size side by side, the ratios and the issue's targets.
//
//   node --import tsx bench/build.ts [--pages 120,600] [--tools /tmp/bench-tools] [--vuepress-pages 120]
//                                    [--cold-runs 5] [--warm-runs 3] [--no-others] [--work /tmp/mapdocs-bench]
//
// Side folders (one each: VuePress 1 needs Vue 2, VitePress Vue 3):
//   npm install --prefix /tmp/bench-tools/vitepress vitepress@1.6.4
//   npm install --prefix /tmp/bench-tools/vuepress vuepress@1.9.10
// Timings depend on what else the machine runs: the load average is printed before each run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { dirSize } from './dirSize.ts';
import { measure } from './measure.ts';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '120,600' },
    tools: { type: 'string', default: '/tmp/bench-tools' },
    'vuepress-pages': { type: 'string', default: '120' },
    'cold-runs': { type: 'string', default: '5' },
    'warm-runs': { type: 'string', default: '3' },
    'no-others': { type: 'boolean', default: false },
    work: { type: 'string', default: path.join(os.tmpdir(), 'mapdocs-bench') },
    corpus: { type: 'string', default: path.resolve(ROOT, '../shared/bench/make-corpus.mjs') },
  },
});

interface Run {
  corpus: number;
  tool: string;
  mode: 'cold' | 'warm' | 'warm*';
  ok: boolean;
  wallS: number;
  cpuS?: number;
  peakMb?: number;
  outMb?: number;
  files?: number;
  load: number;
  note?: string;
}

/** A fresh copy of the corpus for another tool, so no tool sees another's caches or output. */
function corpusFor(tool: string, pages: number): string {
  const src = path.join(args.work, `corpus-${pages}`);
  const dir = path.join(args.work, `${tool}-${pages}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(src, dir, { recursive: true });
  return dir;
}

const load = () => os.loadavg()[0];
const runs: Run[] = [];
function record(run: Run) {
  runs.push(run);
  const f = (n: number | undefined, d = 2) => (n === undefined ? '–' : n.toFixed(d));
  console.log(
    `  ${run.tool.padEnd(9)} ${run.mode} ${run.ok ? '' : 'FAILED '}${f(run.wallS)} s wall, ${f(run.cpuS)} s cpu, ${f(run.peakMb, 0)} MB peak, ` +
      `${f(run.outMb, 1)} MB out (load ${run.load.toFixed(1)})${run.note ? `  ${run.note}` : ''}`,
  );
}

async function benchMapdocs(pages: number) {
  const docs = corpusFor('mapdocs', pages);
  const out = path.join(args.work, `mapdocs-${pages}-out`);
  const cli = path.join(ROOT, 'bin/mapdocs.js');
  const cacheDir = path.join(docs, '.vuepress/.cache');
  // Cold: the median of a few runs, each with the cache removed. A two-second run is at the mercy of a moment's load
  // on a shared machine far more than a run of tens of seconds, which averages it out; every sample is printed.
  let l = load();
  const colds: Awaited<ReturnType<typeof measure>>[] = [];
  for (let i = 0; i < Math.max(1, Number(args['cold-runs'])); i++) {
    fs.rmSync(cacheDir, { recursive: true, force: true });
    colds.push(await measure(process.execPath, [cli, 'build', docs, '--out', out], ROOT));
    if (!colds.at(-1)!.ok) break;
  }
  const cold = colds.some((c) => !c.ok) ? colds.find((c) => !c.ok)! : [...colds].sort((a, b) => a.wallS - b.wallS)[colds.length >> 1];
  const size = cold.ok ? dirSize(out) : undefined;
  const samples = colds.length > 1 ? `median of ${colds.map((c) => c.wallS.toFixed(2)).join(', ')} s` : '';
  record({ corpus: pages, tool: 'mapdocs', mode: 'cold', ...cold, load: l, outMb: size?.mb, files: size?.files, note: cold.ok ? samples : cold.tail });
  // Warm: nothing changed since the cold build; the best of a few runs, as the machine's load comes and goes.
  // `warm` rebuilds into the same folder (found up to date); `warm*` into an emptied one, so every file is written
  // from the caches.
  for (const mode of ['warm', 'warm*'] as const) {
    let best: Awaited<ReturnType<typeof measure>> | undefined;
    for (let i = 0; i < Number(args['warm-runs']); i++) {
      if (mode === 'warm*') fs.rmSync(out, { recursive: true, force: true });
      l = load();
      const warm = await measure(process.execPath, [cli, 'build', docs, '--out', out], ROOT);
      if (!best || (warm.ok && warm.wallS < best.wallS)) best = warm;
    }
    if (best) record({ corpus: pages, tool: 'mapdocs', mode, ...best, load: l, outMb: size?.mb, files: size?.files });
  }
}

async function benchVitePress(pages: number) {
  const tools = path.join(args.tools, 'vitepress');
  const bin = path.join(tools, 'node_modules/.bin/vitepress');
  if (!fs.existsSync(bin)) return console.log(`  VitePress: not installed in ${tools}, skipped`);
  const dir = corpusFor('vitepress', pages);
  // The corpus imports vue from its own folder, as a VitePress project would.
  fs.symlinkSync(path.join(tools, 'node_modules'), path.join(dir, 'node_modules'));
  const l = load();
  const r = await measure(bin, ['build', '.'], dir);
  const size = r.ok ? dirSize(path.join(dir, '.vitepress/dist')) : undefined;
  record({ corpus: pages, tool: 'VitePress', mode: 'cold', ...r, load: l, outMb: size?.mb, files: size?.files, note: r.ok ? '' : r.tail });
}

async function benchVuePress(pages: number) {
  const tools = path.join(args.tools, 'vuepress');
  const bin = path.join(tools, 'node_modules/.bin/vuepress');
  if (!fs.existsSync(bin)) return console.log(`  VuePress: not installed in ${tools}, skipped`);
  const dir = corpusFor('vuepress', pages);
  fs.symlinkSync(path.join(tools, 'node_modules'), path.join(dir, 'node_modules'));
  const l = load();
  // webpack 4 hashes with md4, which OpenSSL 3 only offers through its legacy provider.
  const r = await measure(bin, ['build', '.'], dir, { NODE_OPTIONS: '--openssl-legacy-provider' });
  const size = r.ok ? dirSize(path.join(dir, '.vuepress/dist')) : undefined;
  record({ corpus: pages, tool: 'VuePress', mode: 'cold', ...r, load: l, outMb: size?.mb, files: size?.files, note: r.ok ? '' : r.tail });
}

// mapdocs builds from the bundle of its sources (`npm run build:cli`, bin/bundledMain.mjs): made first, not timed.
const bundled = await measure(process.execPath, [path.join(ROOT, 'bin/buildCli.mjs')], ROOT);
if (!bundled.ok) throw new Error(`npm run build:cli failed:\n${bundled.tail}`);
const sizes = args.pages.split(',').map(Number);
const vuepressSizes = new Set(args['vuepress-pages'].split(',').map(Number));
console.log(`mapdocs build benchmark — ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, node ${process.version}`);
if (!fs.existsSync(args.corpus)) throw new Error(`corpus generator not found: ${args.corpus} (pass --corpus)`);
fs.mkdirSync(args.work, { recursive: true });
for (const pages of sizes) {
  const dir = path.join(args.work, `corpus-${pages}`);
  fs.rmSync(dir, { recursive: true, force: true });
  await measure(process.execPath, [args.corpus, dir, String(pages)], ROOT);
  console.log(`\n${pages} pages (${dir})`);
  await benchMapdocs(pages);
  if (!args['no-others']) {
    await benchVitePress(pages);
    if (vuepressSizes.has(pages)) await benchVuePress(pages);
  }
}

// The table, with every time as a ratio of VitePress's cold build of the same corpus.
const find = (corpus: number, tool: string, mode = 'cold') => runs.find((r) => r.corpus === corpus && r.tool === tool && r.mode === mode && r.ok);
console.log('\nwarm: nothing changed, same output folder (found up to date); warm*: nothing changed, emptied output folder');
console.log('\n| pages | tool | build | wall s | cpu s | peak MB | output MB | × VitePress cold |');
console.log('|---:|---|---|---:|---:|---:|---:|---:|');
for (const r of runs) {
  const vp = find(r.corpus, 'VitePress');
  const f = (n: number | undefined, d: number) => (n === undefined ? '–' : n.toFixed(d));
  console.log(`| ${r.corpus} | ${r.tool} | ${r.mode}${r.ok ? '' : ' (failed)'} | ${f(r.wallS, 2)} | ${f(r.cpuS, 1)} | ${f(r.peakMb, 0)} | ${f(r.outMb, 1)} | ${vp && r.ok ? (r.wallS / vp.wallS).toFixed(3) : '–'} |`);
}

// The issue's targets, judged on this run.
console.log('\ntargets');
const verdict = (ok: boolean | undefined) => (ok === undefined ? 'not measured' : ok ? 'met' : 'NOT met');
const [small, large] = [120, 600];
const c120 = find(small, 'mapdocs');
const w120 = find(small, 'mapdocs', 'warm');
const c600 = find(large, 'mapdocs');
const vp120 = find(small, 'VitePress');
const ratio = (a?: Run, b?: Run) => (a && b ? a.wallS / b.wallS : undefined);
const line = (label: string, value: number | undefined, unit: string, ok: boolean | undefined) =>
  console.log(`  ${label}: ${value === undefined ? '–' : value.toFixed(3) + unit} → ${verdict(ok)}`);
const r1 = ratio(c120, vp120);
line('cold 120 pages ≤ 0.1 × VitePress', r1, '×', r1 === undefined ? undefined : r1 <= 0.1);
const r2 = ratio(c600, c120);
line('cold 600 pages ≤ 5.5 × cold 120 pages', r2, '×', r2 === undefined ? undefined : r2 <= 5.5);
line('cold 600 pages peak memory < 1 GB', c600?.peakMb, ' MB', c600?.peakMb === undefined ? undefined : c600.peakMb < 1024);
const r3 = ratio(w120, vp120);
line('warm 120 pages ≤ 0.03 × VitePress cold', r3, '×', r3 === undefined ? undefined : r3 <= 0.03);
const r4 = ratio(find(small, 'mapdocs', 'warm*'), vp120);
line('  (same, into an emptied output folder)', r4, '×', r4 === undefined ? undefined : r4 <= 0.03);
if (runs.some((r) => r.load > os.cpus().length)) console.log(`  (some runs started with a load average above ${os.cpus().length}: other work competed for the cores)`);
