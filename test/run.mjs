#!/usr/bin/env node
// The one test command: installs what browser tests need when missing, builds MapLib, runs unit then browser suites,
// and closes with a plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', ...opts });

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

const suites = [
  { name: 'unit', dir: 'test', pattern: '\\.test\\.ts$', ignore: 'browser' },
  { name: 'browser', dir: 'test', pattern: 'browser/.*\\.test\\.ts$' },
];

const only = process.argv[2];
if (!only || only === 'browser') ensureBrowser();
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
if (pkg.scripts?.['build:maplib']) {
  const r = spawnSync('npm', ['run', '-s', 'build:maplib'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

let passed = 0;
let failed = 0;
let broken = false;
for (const suite of suites) {
  if (only && only !== suite.name) continue;
  console.log(`\n== ${suite.name} tests ==`);
  const args = ['--import', 'tsx', 'node_modules/uvu/bin.js', suite.dir, suite.pattern, ...(suite.ignore ? ['-i', suite.ignore] : [])];
  const r = run(process.execPath, args, { env: { ...process.env, FORCE_COLOR: '0' } });
  process.stdout.write(r.stdout ?? '');
  const total = Number(/Total:\s+(\d+)/.exec(r.stdout)?.[1] ?? 0);
  const ok = Number(/Passed:\s+(\d+)/.exec(r.stdout)?.[1] ?? 0);
  passed += ok;
  failed += total - ok;
  if (r.status !== 0) broken = true;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed ? 1 : 0);
