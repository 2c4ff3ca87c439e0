// `serve --watch` answering while it rebuilds: a probe in another process requests the largest page of docs/ over and
// over (one request at a time) while this process edits that page, its title (every sidebar changes) and the config
// (a full rebuild); prints the worst and median request latency during each kind of rebuild, the longest stall of the
// server's event loop, the rebuild times, and how many responses were torn (not one whole HTML document).
//
//   node --import tsx bench/watchServing.ts [--docs docs] [--runs 5]
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const PROBE = process.argv[2] === '--probe';

if (PROBE) {
  // The probe: requests the URL it is sent until told to stop, then reports every latency and torn body. It ends with
  // its parent, whatever becomes of it (a probe left behind would spin on a server that is gone).
  process.once('disconnect', () => process.exit(0));
  process.once('message', async (url: string) => {
    let stop = false;
    process.once('message', () => (stop = true));
    const samples: { at: number; ms: number; torn: boolean }[] = [];
    while (!stop) {
      const at = Date.now();
      const t0 = performance.now();
      // A response cut short (the file shrank while it was sent) counts as torn, as a partial body does.
      const body = await fetch(url).then((res) => res.text()).catch(() => '');
      const ms = performance.now() - t0;
      samples.push({ at, ms, torn: !/^<!DOCTYPE html>/i.test(body) || !/<\/html>\s*$/.test(body) });
    }
    process.send!(samples, () => process.exit(0));
  });
} else {
  process.env.NODE_ENV ??= 'production';
  const { values: args } = parseArgs({
    options: { docs: { type: 'string', default: path.join(ROOT, 'docs') }, runs: { type: 'string', default: '5' } },
  });
  const { startWatch } = await import('../src/cli/watch.ts');
  const docsDir = path.resolve(args.docs);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mapdocs-serving-bench-'));
  const root = path.join(work, path.basename(docsDir));
  // As bench/watch.ts: the build cache comes along, outputs do not; siblings are linked so paths leaving docs resolve.
  const skip = ['dist', '.cache/serve'].flatMap((d) => ['.mapdocs', '.vuepress'].map((c) => path.join(docsDir, c, d)));
  fs.cpSync(docsDir, root, { recursive: true, filter: (src) => !skip.some((d) => src === d || src.startsWith(d + path.sep)) });
  for (const sibling of fs.readdirSync(path.dirname(docsDir)))
    if (sibling !== path.basename(docsDir)) fs.symlinkSync(path.join(path.dirname(docsDir), sibling), path.join(work, sibling));

  const outDir = path.join(work, 'served');
  const session = await startWatch({ docsDir: root, outDir, host: '127.0.0.1', port: 0, log: (line, level) => level === 'error' && console.error(line) });
  const largest = fs
    .readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html') && !f.startsWith('assets') && !f.includes('.demo-'))
    .sort((a, b) => fs.statSync(path.join(outDir, b)).size - fs.statSync(path.join(outDir, a)).size)[0];
  const pageUrl = session.url + largest.split(path.sep).map(encodeURIComponent).join('/');
  const pages = fs.readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith('.md') && !f.split(path.sep).some((s) => s.startsWith('.'))).sort();
  // The probed page's own source is the one edited: every kind of rebuild rewrites the page being read.
  const edited = largest.replace(/(^|[\\/])index\.html$/, '$1README.md').replace(/\.html$/, '.md');
  const configFile = fs.readdirSync(path.join(root, '.mapdocs')).find((f) => f.startsWith('config.'))!;
  const kinds: { name: string; file: string; change: (text: string, i: number) => string }[] = [
    { name: 'one page', file: edited, change: (t, i) => `${t}\n\nEdit ${i}: one more paragraph.\n` },
    { name: 'a title (every sidebar)', file: edited, change: (t, i) => t.replace(/^# (.*)$/m, `# $1 ${i}`) },
    { name: 'the config (full rebuild)', file: path.join('.mapdocs', configFile), change: (t, i) => `${t}\n// edit ${i}\n` },
  ];

  // Stalls of this process's event loop, the server's: wall time, and the CPU time spent in them — on a loaded machine
  // the wall time also counts the time the process was not running at all.
  const stalls: { at: number; wall: number; cpu: number }[] = [];
  let tick = performance.now();
  let cpuMark = process.cpuUsage();
  const loopProbe = setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage(cpuMark);
    if (now - tick > 20) stalls.push({ at: Date.now(), wall: now - tick, cpu: (cpu.user + cpu.system) / 1000 });
    tick = now;
    cpuMark = process.cpuUsage();
  }, 5);

  const probe = fork(fileURLToPath(import.meta.url), ['--probe'], { execArgv: ['--import', 'tsx'] });
  const samples = new Promise<{ at: number; ms: number; torn: boolean }[]>((resolve) => probe.once('message', resolve as never));
  probe.send(pageUrl);
  const windows: { kind: string; from: number; to: number }[] = [];
  const rebuildMs: Record<string, number[]> = {};
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.availableParallelism()} cores`);
  console.log(`${pages.length} pages; probing ${largest} (${fs.statSync(path.join(outDir, largest)).size} bytes) while editing ${edited} and ${configFile}`);
  await new Promise((r) => setTimeout(r, 1000));
  const runs = Number(args.runs);
  for (let i = 0; i <= runs; i++)
    for (const kind of kinds) {
      const file = path.join(root, kind.file);
      const text = fs.readFileSync(file, 'utf8');
      await session.idle();
      await new Promise((r) => setTimeout(r, 300));
      const from = Date.now();
      fs.writeFileSync(file, kind.change(text, i));
      // The rebuild starts after chokidar's report; wait for it to start, then for it to end.
      await new Promise((r) => setTimeout(r, 150));
      await session.idle();
      const to = Date.now();
      if (i > 0) {
        windows.push({ kind: kind.name, from, to });
        (rebuildMs[kind.name] ??= []).push(to - from);
      }
      fs.writeFileSync(file, text);
      await new Promise((r) => setTimeout(r, 150));
      await session.idle();
    }
  probe.send('stop');
  clearInterval(loopProbe);
  const all = await samples;
  await session.close();
  fs.rmSync(work, { recursive: true, force: true });

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  console.log('\n| rebuild of | requests during it | worst latency (whole responses) | median latency | torn | longest loop stall, wall / CPU | write → idle, median |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const kind of kinds) {
    const during = all.filter((s) => windows.some((w) => w.kind === kind.name && s.at + s.ms >= w.from && s.at <= w.to));
    // Latency of whole responses: a torn one may also hang until the connection times out, which is not blocking.
    const ms = during.filter((s) => !s.torn).map((s) => s.ms);
    const stalled = stalls.filter((s) => windows.some((w) => w.kind === kind.name && s.at >= w.from && s.at - s.wall <= w.to));
    const wall = Math.max(0, ...stalled.map((s) => s.wall));
    const cpu = Math.max(0, ...stalled.map((s) => s.cpu));
    console.log(
      `| ${kind.name} | ${during.length} | ${Math.max(...ms).toFixed(0)} ms | ${median(ms).toFixed(1)} ms | ${during.filter((s) => s.torn).length} | ${wall.toFixed(0)} / ${cpu.toFixed(0)} ms | ${median(rebuildMs[kind.name]).toFixed(0)} ms |`,
    );
  }
  console.log(`\n${all.length} requests in all, ${all.filter((s) => s.torn).length} torn`);
}
