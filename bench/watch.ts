// `serve --watch` latency: the time from writing a page to the browsers' update event, for one-page edits of docs/
// and of a generated 600-page corpus. Each folder is copied to a temp dir (its siblings linked beside the copy, so
// paths leaving the docs still resolve) and served with watch, as `mapdocs serve --watch` does, in this process;
// the event is read from the server's event stream over HTTP, as a browser would.
//
//   node --import tsx bench/watch.ts [--docs docs] [--corpus /tmp/c600] [--pages 600] [--runs 11]
//
// The corpus is generated when its folder does not exist yet, by make-corpus.mjs (a deterministic VuePress-style zh/en
// docs folder, kept beside this repository; --make-corpus names it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

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
  },
});
const runs = Number(args.runs);

if (!fs.existsSync(args.corpus)) {
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
  const page = pages.filter((p) => !/README\.md$/.test(p)).sort()[0] ?? pages[0];
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
  console.log(`${name}: ${pages.length} pages, serving after ${(startMs / 1000).toFixed(1)} s; editing ${page} ${runs} times (+1 warm-up)`);
  for (let i = 0; i <= runs; i++) {
    await session.idle();
    // chokidar reports one change per file per 50 ms: leave room between edits.
    await new Promise((r) => setTimeout(r, 150));
    events.clear();
    lines.length = 0;
    const t0 = performance.now();
    fs.writeFileSync(file, `${text}\n\nEdit ${i}: a new paragraph about tile layers.\n`);
    await events.until((e) => e.event === 'update' && e.data.changed.includes(key));
    const ms = performance.now() - t0;
    const rebuilt = Number(/ in (\d+) ms$/.exec(lines.find((l) => l.startsWith('updated')) ?? '')?.[1]);
    if (i === 0) continue; // warm-up: grammars load, code paths compile
    eventMs.push(ms);
    rebuildMs.push(rebuilt);
  }
  events.close();
  await session.close();
  fs.rmSync(work, { recursive: true, force: true });
  return { name, pages: pages.length, startMs, eventMs, rebuildMs };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.availableParallelism()} cores`);
const results = [await measure('docs/', args.docs), await measure(`${args.pages}-page corpus`, args.corpus)];
console.log('\n| folder | pages | write → update event, median (min–max) | rebuild itself, median |');
console.log('|---|---:|---:|---:|');
for (const r of results)
  console.log(
    `| ${r.name} | ${r.pages} | ${median(r.eventMs).toFixed(0)} ms (${Math.min(...r.eventMs).toFixed(0)}–${Math.max(...r.eventMs).toFixed(0)}) | ${median(r.rebuildMs).toFixed(0)} ms |`,
  );
console.log(`\ntarget (issue 9): one-page rebuild ≤ 150 ms on docs/ — ${median(results[0].eventMs) <= 150 ? 'met' : 'NOT met'}`);
