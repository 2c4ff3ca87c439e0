// `serve --watch` latency: the time from writing a page to the browsers' update event, for one-page edits of docs/
// and of a generated 600-page corpus. Each folder is copied to a temp dir (its siblings linked beside the copy, so
// paths leaving the docs still resolve) and served with watch, as `mapdocs serve --watch` does, in this process;
// the event is read from the server's event stream over HTTP, as a browser would.
//
//   node --import tsx bench/watch.ts [--docs docs] [--corpus /tmp/c600] [--pages 600] [--runs 11]
//     [--only corpus|docs] [--edit body|title] [--page guide/x.md]
//
// --only measures one folder (a 10,000-page corpus takes minutes to serve: measure it alone); --edit title changes the
// edited page's title each time (a change other pages' sidebars show: the full path), body adds a paragraph.
// --profile FILE writes a CPU profile of the edits only (not the start), FILE.<folder>.cpuprofile (open in Chrome's
// DevTools, or summarise with bench/profileTop.ts).
// Printed per folder: write → update event and the rebuild itself (median, p90, min–max), the process's CPU time from
// the write to the event, the search index rebuilt after the event (`afterwards`), and the load average. For a CPU
// profile run node with --cpu-prof (--cpu-prof-dir /tmp/…): the warm-up and start are in it too.
//
// The corpus is generated when its folder does not exist yet, by make-corpus.mjs (a deterministic VuePress-style zh/en
// docs folder, kept beside this repository; --make-corpus names it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Session } from 'node:inspector/promises';

// As bin/mapdocs.js does: React's development build is several times slower at static rendering.
process.env.NODE_ENV ??= 'production';
const { startWatch } = await import('../src/cli/watch.ts');
const { EVENTS_PATH } = await import('../src/cli/eventStream.ts');
const { pageKey } = await import('../src/render/pages/createPageRecord.ts');
const { readEvents } = await import('../test/helpers/watch.ts');

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const { values: args } = parseArgs({
  options: {
    docs: { type: 'string', default: path.join(ROOT, 'docs') },
    corpus: { type: 'string', default: path.join(os.tmpdir(), 'c600') },
    pages: { type: 'string', default: '600' },
    runs: { type: 'string', default: '11' },
    'make-corpus': { type: 'string', default: path.resolve(ROOT, '../shared/bench/make-corpus.mjs') },
    only: { type: 'string' },
    edit: { type: 'string', default: 'body' },
    page: { type: 'string' },
    profile: { type: 'string' },
  },
});
const runs = Number(args.runs);

if (args.only !== 'docs' && !fs.existsSync(args.corpus)) {
  console.log(`generating a ${args.pages}-page corpus in ${args.corpus}…`);
  const r = spawnSync(process.execPath, [args['make-corpus'], args.corpus, args.pages], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

interface Result {
  name: string;
  pages: number;
  startMs: number;
  eventMs: number[];
  rebuildMs: number[];
  cpuMs: number[];
  afterMs: number[];
  afterCpuMs: number[];
  loads: number[];
}

async function measure(name: string, docsDir: string): Promise<Result> {
  docsDir = path.resolve(docsDir);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mapdocs-watch-bench-'));
  const root = path.join(work, path.basename(docsDir));
  // The build cache comes along (the first build is not what is measured); outputs do not.
  const skip = ['dist', '.cache/serve'].flatMap((d) => ['.mapdocs', '.vuepress'].map((c) => path.join(docsDir, c, d)));
  fs.cpSync(docsDir, root, { recursive: true, filter: (src) => !skip.some((d) => src === d || src.startsWith(d + path.sep)) });
  for (const sibling of fs.readdirSync(path.dirname(docsDir)))
    if (sibling !== path.basename(docsDir)) fs.symlinkSync(path.join(path.dirname(docsDir), sibling), path.join(work, sibling));
  const pages = fs.readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith('.md') && !f.split(path.sep).some((s) => s.startsWith('.')));
  const page = args.page ? path.normalize(args.page) : (pages.filter((p) => !/README\.md$/.test(p)).sort()[0] ?? pages[0]);
  const file = path.join(root, page);
  const key = pageKey(page.split(path.sep).join('/'));

  const lines: string[] = [];
  const started = performance.now();
  const session = await startWatch({ docsDir: root, outDir: path.join(work, 'served'), host: '127.0.0.1', port: 0, log: (line) => lines.push(line) });
  const startMs = performance.now() - started;
  const { origin, pathname } = new URL(session.url);
  const events = await readEvents(origin + pathname + EVENTS_PATH);
  const text = fs.readFileSync(file, 'utf8');
  const eventMs: number[] = [];
  const rebuildMs: number[] = [];
  const cpuMs: number[] = [];
  const afterMs: number[] = [];
  const afterCpuMs: number[] = [];
  const loads: number[] = [];
  console.log(`${name}: ${pages.length} pages, serving after ${(startMs / 1000).toFixed(1)} s; editing ${page} (${args.edit}) ${runs} times (+1 warm-up)`);
  /**
   * The edit of run i: a new paragraph, or (--edit title) a new title as well, which other pages' sidebars show: the
   * frontmatter's `title:` when there is one (it wins over the first heading), else the first heading.
   */
  const edited = (i: number) => {
    const body = `${text}\n\nEdit ${i}: a new paragraph about tile layers.\n`;
    if (args.edit !== 'title') return body;
    const title = /^---\n[\s\S]*?^title:/m.test(body) ? /^(title: *)(.*)$/m : /^(# )(.*)$/m;
    const retitled = body.replace(title, (_, lead, t) => `${lead}${t} (edit ${i})`);
    if (retitled === body) throw new Error(`${page} has no title to edit`);
    return retitled;
  };
  const profiler = args.profile ? new Session() : null;
  for (let i = 0; i <= runs; i++) {
    await session.idle();
    if (i === 1 && profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    // chokidar reports one change per file per 50 ms: leave room between edits.
    await new Promise((r) => setTimeout(r, 150));
    events.clear();
    lines.length = 0;
    const load = os.loadavg()[0];
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    fs.writeFileSync(file, edited(i));
    await events.until((e) => e.event === 'update' && e.data.changed.includes(key), 120_000);
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const rebuilt = Number(/ in (\d+) ms$/.exec(lines.find((l) => l.startsWith('updated')) ?? '')?.[1]);
    // The work left for after the event (the search index): until the session is idle again.
    const t1 = performance.now();
    const cpu1 = process.cpuUsage();
    await session.idle();
    const after = performance.now() - t1;
    const afterCpu = process.cpuUsage(cpu1);
    if (i === 0) continue; // warm-up: grammars load, code paths compile
    eventMs.push(ms);
    rebuildMs.push(rebuilt);
    cpuMs.push((cpu.user + cpu.system) / 1000);
    afterMs.push(after);
    afterCpuMs.push((afterCpu.user + afterCpu.system) / 1000);
    loads.push(load);
  }
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    const out = `${args.profile}.${name.replace(/\W+/g, '-')}.cpuprofile`;
    fs.writeFileSync(out, JSON.stringify(profile));
    console.log(`CPU profile of the edits: ${out}`);
    profiler.disconnect();
  }
  events.close();
  await session.close();
  fs.rmSync(work, { recursive: true, force: true });
  return { name, pages: pages.length, startMs, eventMs, rebuildMs, cpuMs, afterMs, afterCpuMs, loads };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** The nearest-rank 90th percentile. */
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.9) - 1)];
const ms = (x: number) => `${x.toFixed(0)} ms`;

console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.availableParallelism()} cores`);
const results: Result[] = [];
if (args.only !== 'corpus') results.push(await measure('docs/', args.docs));
if (args.only !== 'docs') results.push(await measure(`${args.pages}-page corpus`, args.corpus));
console.log(`\nedit: ${args.edit}`);
console.log('| folder | pages | write → update event, median / p90 (min–max) | rebuild itself, median / p90 | CPU write → event, median | search index after, median (CPU) | load (1 min) |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of results)
  console.log(
    `| ${r.name} | ${r.pages} | ${ms(median(r.eventMs))} / ${ms(p90(r.eventMs))} (${ms(Math.min(...r.eventMs))}–${ms(Math.max(...r.eventMs))}) | ${ms(median(r.rebuildMs))} / ${ms(p90(r.rebuildMs))} | ${ms(median(r.cpuMs))} | ${ms(median(r.afterMs))} (${ms(median(r.afterCpuMs))}) | ${Math.min(...r.loads).toFixed(1)}–${Math.max(...r.loads).toFixed(1)} |`,
  );
const target = results.at(-1)!;
console.log(`\ntarget (issue 21): one-page rebuild ≤ 150 ms — ${target.name}: ${median(target.rebuildMs) <= 150 ? 'met' : 'NOT met'} (median rebuild ${ms(median(target.rebuildMs))})`);
