#!/usr/bin/env node
// The one test command: installs what browser tests need when missing, builds MapLib, then checks types, runs the unit
// suite and builds docs/ side by side, then runs the browser suite in parallel worker processes over that one build of
// docs/, and closes with "N passed, N failed".
//   node test/run.mjs [unit|browser] [--workers N] [--only <regex over test file paths>]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TSX = ['--import', 'tsx'];

function ensureBrowser() {
  if (fs.existsSync(CHROMIUM) && fs.existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc')) return;
  if (process.getuid?.() !== 0) {
    console.error(`Browser tests need Debian's Chromium and a CJK font: run  sudo apt-get install -y chromium fonts-wqy-microhei`);
    process.exit(1);
  }
  console.log('installing chromium and fonts-wqy-microhei (apt-get)…');
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium', 'fonts-wqy-microhei']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

/**
 * A browser test file still running after this long is stuck (its slowest, a reader-test shard, takes ~6 min on two
 * loaded cores): it is stopped and counted as failed, so one hang cannot hold the whole run until CI's own limit.
 */
const FILE_TIMEOUT_MS = Number(process.env.TEST_FILE_TIMEOUT_MS ?? 15 * 60 * 1000);

/**
 * Runs a command to its end with its output captured (stdout and stderr together). With `timeoutMs`, a run that takes
 * longer is killed with its children (its own process group: a test file's browsers) and reported as timed out.
 */
function runCaptured(command, args, { env = process.env, timeoutMs = 0 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env, detached: timeoutMs > 0 });
    let out = '';
    let timedOut = false;
    const timer =
      timeoutMs > 0 &&
      setTimeout(() => {
        timedOut = true;
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }, timeoutMs);
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ out, code, timedOut });
    });
  });
}

/**
 * Runs uvu over `dir` with `pattern`; resolves with its output and counts (a crash counts as one failure). With
 * `timeoutMs`, a run that takes longer is killed with its browsers and fails, saying so.
 */
async function runUvu(dir, pattern, extra = [], env = {}, timeoutMs = 0) {
  const run = await runCaptured(process.execPath, [...TSX, 'node_modules/uvu/bin.js', dir, pattern, ...extra], { env: { ...process.env, FORCE_COLOR: '0', ...env }, timeoutMs });
  let { out } = run;
  if (run.timedOut) out += `\nstopped: still running after ${Math.round(timeoutMs / 1000)} s (a test waits for something that never comes)\n`;
  const total = Number(/Total:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const passed = Number(/Passed:\s+(\d+)/.exec(out)?.[1] ?? 0);
  return { out, passed, failed: Math.max(total - passed, run.code === 0 && !run.timedOut ? 0 : 1), code: run.code };
}

/** Starts the build of docs/ that every browser test file serves (test/helpers/sharedDocsBuild.ts). */
function startSharedDocsBuild() {
  const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'mapdocs-shared-docs-'));
  return runCaptured(process.execPath, [...TSX, 'test/helpers/sharedDocsBuild.ts', shared]).then((r) => ({ ...r, shared }));
}

function listFiles(dir, test) {
  const found = [];
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (test(path.relative(dir, full))) found.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return found.sort();
}

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Files split over several workers (TEST_SHARD=k/n, test/helpers/shard.ts), and files known to take longest, which
// start first so the last worker does not finish alone with a long file.
const SHARDS = { 'browser/readerPages.test.ts': 3 };
const SLOW_FIRST = ['browser/readerPages', 'browser/a11y', 'browser/watch', 'browser/igsLayerPages', 'browser/serviceLayerPages', 'browser/site'];
const rank = (f) => {
  const i = SLOW_FIRST.findIndex((s) => f.startsWith(s));
  return i < 0 ? SLOW_FIRST.length : i;
};

/** Browser test files run as separate uvu processes, `workers` at a time, their output printed whole as each ends. */
async function runBrowserSuite(workers, filter, docsBuild) {
  const files = listFiles('test', (f) => /(^|\/)browser\/.*\.test\.ts$/.test(f) && filter.test(f)).sort((a, b) => rank(a) - rank(b));
  const { shared, out, code } = await docsBuild;
  console.log(`docs/ built once for the browser tests:`);
  process.stdout.write(out);
  if (code !== 0) return { passed: 0, failed: 1 };
  console.log(`${files.length} browser test files, ${workers} at a time`);
  const queue = files.flatMap((file) => {
    const n = SHARDS[file] ?? 1;
    return n === 1 ? [{ file, env: {} }] : Array.from({ length: n }, (_, k) => ({ file, env: { TEST_SHARD: `${k}/${n}` } }));
  });
  let passed = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const { file, env } = job;
        const started = Date.now();
        const r = await runUvu('test', `^${escapeRegExp(file)}$`, [], { MAPDOCS_TEST_DOCS_BUILD: shared, ...env }, FILE_TIMEOUT_MS);
        passed += r.passed;
        failed += r.failed;
        const mark = r.failed ? 'FAIL' : 'ok';
        console.log(`\n-- ${file}${env.TEST_SHARD ? ` [${env.TEST_SHARD}]` : ''}: ${mark} (${r.passed} passed, ${r.failed} failed, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
        if (r.failed || process.env.VERBOSE) process.stdout.write(r.out);
      }
    }),
  );
  fs.rmSync(shared, { recursive: true, force: true });
  return { passed, failed };
}

const args = process.argv.slice(2);
const only = args.find((a) => a === 'unit' || a === 'browser');
const workersFlag = args.indexOf('--workers');
const onlyFlag = args.indexOf('--only');
const filter = new RegExp(onlyFlag >= 0 ? args[onlyFlag + 1] : '');
// As many browser test files at once as cores (at least 2, at most 4): the suite is bound by CPU (Chromium's software
// WebGL above all). On two cores a third file saved no time (1,740 CPU-s in 15.6 min) and slowed pages enough to
// fail the reader test's layout-shift bound once.
const workers = Number(workersFlag >= 0 ? args[workersFlag + 1] : process.env.TEST_WORKERS ?? Math.min(4, Math.max(2, os.availableParallelism())));

if (!only || only === 'browser') ensureBrowser();
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
// MapLib's browser build (demos and MapLib tests load it) and the CLI bundle (bin/mapdocs.js runs it when current).
for (const script of ['build:maplib', 'build:cli']) {
  if (!pkg.scripts?.[script]) continue;
  const r = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

let passed = 0;
let failed = 0;
const started = Date.now();
// Types and the unit suite run side by side (tsc is one busy core, the unit suite mostly one other); each prints whole
// when both are done. A type error counts as one failure, and the tests still run so every problem shows in one go.
// The browser tests' one build of docs/ starts with them too (its cache is docs/.cache, which no unit test uses).
const docsBuild = !only || only === 'browser' ? startSharedDocsBuild() : undefined;
const typecheck = !only && pkg.scripts?.typecheck ? runCaptured('npm', ['run', '-s', 'typecheck']) : undefined;
const unit = !only || only === 'unit' ? runUvu('test', onlyFlag >= 0 ? filter.source : '\\.test\\.ts$', ['-i', 'browser']) : undefined;
if (typecheck) {
  const r = await typecheck;
  console.log('\n== types (npm run typecheck) ==');
  process.stdout.write(r.out);
  if (r.code === 0) passed += 1;
  else failed += 1;
}
if (unit) {
  const r = await unit;
  console.log('\n== unit tests ==');
  process.stdout.write(r.out);
  passed += r.passed;
  failed += r.failed;
}
if (!only || only === 'browser') {
  console.log('\n== browser tests ==');
  const r = await runBrowserSuite(workers, filter, docsBuild);
  passed += r.passed;
  failed += r.failed;
}
console.log(`\n${passed} passed, ${failed} failed (${((Date.now() - started) / 60000).toFixed(1)} min)`);
process.exit(failed ? 1 : 0);
