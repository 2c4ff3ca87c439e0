// Cold builds side by side (issue 36): the shared generated corpus built by mapdocs, VitePress 1.6.4 and Rspress 2,
// in interleaved rounds — every round builds each tool once, in turn, from a fresh copy with no cache — so a moment's
// load on a shared machine falls on all tools alike. Prints every run, each tool's median, and per round mapdocs'
// time as a ratio of the others' (the figure to quote: two tools measured seconds apart), then the issue's targets.
//
//   node --import tsx bench/coldCompare.ts [--pages 120,600] [--rounds 5] [--tools ~/.cache/mapdocs-bench]
//                                          [--work /tmp/mapdocs-cold] [--only mapdocs,vitepress,rspress]
//                                          [--baseline /path/to/another/checkout] [--mapdocs /path/to/checkout]
//
// --mapdocs measures another checkout than this one as 'mapdocs' (a copy of the commit before a change, while the
// change is being made: this checkout's sources then no longer match their bundle). --baseline adds that checkout's mapdocs (its own CLI bundle, made first) as one more tool, 'before': a change's
// effect measured within the same rounds. CPU time (user + sys) is printed beside wall time and its ratios too: on a
// machine shared with other work, wall time takes the others' load and CPU time far less.
//
// Steady figures: each run has its own folders, removed only once all runs are done; on a disk mounted with online
// discard (this machine's ext4), deletions still slow later writes for a while, so the figures in issue 36's notes
// were taken with --work /dev/shm/mapdocs-cold and TMPDIR=/dev/shm (every tool alike).
//
// VitePress and Rspress are installed on first use into --tools, outside this repository (never dependencies of
// mapdocs): `npm install vitepress@1.6.4` and `npm install @rspress/core@2.0.22`, one folder each. Rspress builds a
// converted copy of the corpus (bench/rspressCorpus.ts); converting is not timed. mapdocs builds from its CLI bundle
// (made first, untimed), with its default settings: precompression on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measure, type Measured } from './measure.ts';
import { makeRspressProject } from './rspressCorpus.ts';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '120,600' },
    rounds: { type: 'string', default: '5' },
    tools: { type: 'string', default: path.join(os.homedir(), '.cache/mapdocs-bench') },
    work: { type: 'string', default: path.join(os.tmpdir(), 'mapdocs-cold') },
    only: { type: 'string', default: 'mapdocs,vitepress,rspress' },
    corpus: { type: 'string', default: path.resolve(ROOT, '../shared/bench/make-corpus.mjs') },
    baseline: { type: 'string' },
    mapdocs: { type: 'string', default: ROOT },
  },
});

interface Tool {
  name: string;
  /** Makes a fresh project for the corpus in dir and returns how to build it there. */
  prepare(corpus: string, dir: string): Promise<{ cmd: string; argv: string[]; cwd: string }>;
}

/**
 * Installs `spec` into its own folder under --tools unless its bin is there; returns the folder. Its build caches
 * go: Rspress 2 keeps Rspack's persistent cache in node_modules/.cache (the shared install's), which took its second
 * cold build of the 120-page corpus from 15.5 s of CPU to 5 s.
 */
function installed(folder: string, spec: string, bin: string): string {
  const dir = path.join(args.tools, folder);
  fs.rmSync(path.join(dir, 'node_modules/.cache'), { recursive: true, force: true });
  if (fs.existsSync(path.join(dir, 'node_modules/.bin', bin))) return dir;
  console.log(`installing ${spec} into ${dir} (first use)`);
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(dir, 'package.json'))) fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', spec], { cwd: dir, stdio: 'inherit' });
  if (npm.status !== 0) throw new Error(`npm install ${spec} failed in ${dir}`);
  return dir;
}

/** mapdocs from the checkout at root, built from its CLI bundle. */
function mapdocsTool(name: string, root: string): Tool {
  return {
    name,
    async prepare(corpus, dir) {
      fs.cpSync(corpus, dir, { recursive: true });
      const out = `${dir}-out`;
      fs.rmSync(out, { recursive: true, force: true });
      return { cmd: process.execPath, argv: [path.join(root, 'bin/mapdocs.js'), 'build', dir, '--out', out], cwd: root };
    },
  };
}

const TOOLS: Tool[] = [
  ...(args.baseline ? [mapdocsTool('before', path.resolve(args.baseline))] : []),
  mapdocsTool('mapdocs', path.resolve(args.mapdocs)),
  {
    name: 'VitePress',
    async prepare(corpus, dir) {
      const tools = installed('vitepress', 'vitepress@1.6.4', 'vitepress');
      fs.cpSync(corpus, dir, { recursive: true });
      // The corpus imports vue from its own folder, as a VitePress project would.
      fs.symlinkSync(path.join(tools, 'node_modules'), path.join(dir, 'node_modules'));
      return { cmd: path.join(tools, 'node_modules/.bin/vitepress'), argv: ['build', '.'], cwd: dir };
    },
  },
  {
    name: 'Rspress',
    async prepare(corpus, dir) {
      const tools = installed('rspress', '@rspress/core@2.0.22', 'rspress');
      await makeRspressProject(corpus, dir);
      fs.symlinkSync(path.join(tools, 'node_modules'), path.join(dir, 'node_modules'));
      return { cmd: path.join(tools, 'node_modules/.bin/rspress'), argv: ['build'], cwd: dir };
    },
  },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const f = (n: number | undefined, d = 2) => (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(d));

const only = new Set([...args.only.toLowerCase().split(','), 'before']);
const tools = TOOLS.filter((t) => only.has(t.name.toLowerCase()));
const rounds = Math.max(1, Number(args.rounds));
for (const root of [path.resolve(args.mapdocs), ...(args.baseline ? [path.resolve(args.baseline)] : [])]) {
  const bundled = await measure(process.execPath, [path.join(root, 'bin/buildCli.mjs')], root);
  if (!bundled.ok) throw new Error(`npm run build:cli failed in ${root}:\n${bundled.tail}`);
}
if (!fs.existsSync(args.corpus)) throw new Error(`corpus generator not found: ${args.corpus} (pass --corpus)`);
console.log(`cold builds — ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, node ${process.version}, ${rounds} interleaved rounds`);

const targets: string[] = [];
/** Every run's folders, removed once all runs are done (see below). */
const runDirs: string[] = [];
for (const pages of args.pages.split(',').map(Number)) {
  const corpus = path.join(args.work, `corpus-${pages}`);
  fs.rmSync(corpus, { recursive: true, force: true });
  const made = await measure(process.execPath, [args.corpus, corpus, String(pages)], ROOT);
  if (!made.ok) throw new Error(`make-corpus failed: ${made.tail}`);
  console.log(`\n${pages} pages`);
  const runs = new Map<string, (Measured & { load: number })[]>(tools.map((t) => [t.name, []]));
  for (let round = 1; round <= rounds; round++) {
    // The order turns every round, so no tool always follows the same one (a heavy build leaves the page cache and
    // the other users' load behind it).
    const order = tools.map((_, i) => tools[(i + round - 1) % tools.length]);
    const cells: string[] = [];
    for (const tool of order) {
      // A folder of its own per run, all removed at the end: on a file system mounted with online discard (this
      // machine's ext4), a run right after a deletion of thousands of files paid for it — the same mapdocs build went
      // from 1.5 to 2.9 s wall (system time 0.3 → 2.8 s) when the previous run's folders had just been removed.
      const dir = path.join(args.work, `${tool.name}-${pages}-r${round}`);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(`${dir}-out`, { recursive: true, force: true });
      runDirs.push(dir, `${dir}-out`);
      const how = await tool.prepare(corpus, dir);
      const load = os.loadavg()[0];
      const run = await measure(how.cmd, how.argv, how.cwd);
      runs.get(tool.name)!.push({ ...run, load });
      cells.push(`${tool.name} ${run.ok ? '' : 'FAILED '}${f(run.wallS)} s (${f(run.cpuS, 1)} cpu, ${f(run.peakMb, 0)} MB, load ${load.toFixed(1)})`);
      if (!run.ok) console.log(`  ${tool.name} failed: ${run.tail}`);
    }
    const byName = new Map(order.map((t, i) => [t.name, runs.get(t.name)![round - 1]]));
    const md = byName.get('mapdocs');
    const ratios = tools
      .filter((t) => t.name !== 'mapdocs' && md?.ok && byName.get(t.name)?.ok)
      .map((t) => {
        const other = byName.get(t.name)!;
        return `${(md!.wallS / other.wallS).toFixed(3)}× ${t.name} (cpu ${f(md!.cpuS! / other.cpuS!, 3)}×)`;
      });
    console.log(`  round ${round}: ${cells.join(' · ')}${ratios.length ? `  → mapdocs ${ratios.join(', ')}` : ''}`);
  }
  console.log('  median (ok runs):');
  const medians = new Map<string, number>();
  for (const tool of tools) {
    const ok = runs.get(tool.name)!.filter((r) => r.ok);
    if (!ok.length) continue;
    medians.set(tool.name, median(ok.map((r) => r.wallS)));
    console.log(
      `    ${tool.name.padEnd(9)} ${f(medians.get(tool.name))} s wall, ${f(median(ok.map((r) => r.cpuS ?? NaN)), 1)} s cpu, ` +
        `${f(median(ok.map((r) => r.peakMb ?? NaN)), 0)} MB peak`,
    );
  }
  const md = runs.get('mapdocs');
  for (const [other, goal] of [['before', undefined], ['VitePress', pages <= 120 ? 0.05 : 0.04], ['Rspress', 0.1]] as const) {
    const theirs = runs.get(other);
    if (!md || !theirs) continue;
    const both = md.map((r, i) => [r, theirs[i]] as const).filter(([a, b]) => a.ok && b.ok);
    if (!both.length) continue;
    const wall = both.map(([a, b]) => a.wallS / b.wallS);
    const cpu = both.map(([a, b]) => (a.cpuS ?? NaN) / (b.cpuS ?? NaN));
    const m = median(wall);
    console.log(`  mapdocs ÷ ${other} per round: wall ${wall.map((x) => x.toFixed(3)).join(', ')} — median ${m.toFixed(3)}×; cpu median ${f(median(cpu), 3)}×`);
    if (goal !== undefined) targets.push(`  ${pages} pages: mapdocs ≤ ${goal}× ${other}: ${m.toFixed(3)}× → ${m <= goal ? 'met' : 'NOT met'}`);
  }
}
if (targets.length) console.log(`\ntargets (issue 36, median of the per-round ratios)\n${targets.join('\n')}`);
for (const dir of runDirs) fs.rmSync(dir, { recursive: true, force: true });
