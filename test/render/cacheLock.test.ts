// One build at a time on a build cache (src/render/cacheLock.ts): two cold builds at once both failed ("code block 0
// filled before it was highlighted, or lost from the build cache"), each pruning what the other wrote.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { lockCache, LOCK_NAME } from '../../src/render/cacheLock.ts';
import { tempDir } from '../helpers/site.ts';

const BIN = path.resolve('bin/mapdocs.js');

/** A process that runs until killed, and whose id is alive meanwhile. */
function sleeper(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

const holderOf = (pid: number) => JSON.stringify({ pid, host: os.hostname() });

test('a lock held by a running process: the build waits, says once which process, and goes on when it is gone', async () => {
  const cacheDir = tempDir('mapdocs-lock-');
  const other = sleeper();
  try {
    fs.writeFileSync(path.join(cacheDir, LOCK_NAME), holderOf(other.pid!));
    const told: string[] = [];
    let locked = false;
    const waiting = lockCache(cacheDir, { onWait: (m) => told.push(m) }).then((unlock) => ((locked = true), unlock));
    // It says so at its first look, then polls; a few of its turns pass while the other process holds the lock.
    while (!told.length) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    assert.not.ok(locked, 'waits while the other process runs');
    assert.is(told.length, 1);
    assert.match(told[0], `waiting for another mapdocs build (process ${other.pid}) to finish with the build cache`);
    other.kill();
    const unlock = await waiting;
    assert.equal(JSON.parse(fs.readFileSync(path.join(cacheDir, LOCK_NAME), 'utf8')).pid, process.pid);
    unlock();
    assert.not.ok(fs.existsSync(path.join(cacheDir, LOCK_NAME)), 'released');
    assert.is(told.length, 1, 'said once');
  } finally {
    other.kill();
  }
});

test("a lock left by a process that is gone, by another machine, or half written long ago is taken over at once", async () => {
  const cacheDir = tempDir('mapdocs-lock-');
  const lock = path.join(cacheDir, LOCK_NAME);
  const dead = spawn(process.execPath, ['-e', '']);
  await new Promise((r) => dead.on('exit', r));
  const old = new Date(Date.now() - 60_000);
  for (const left of [holderOf(dead.pid!), JSON.stringify({ pid: process.ppid, host: 'another-machine' }), '{"pid":']) {
    fs.writeFileSync(lock, left);
    fs.utimesSync(lock, old, old);
    const told: string[] = [];
    const unlock = await lockCache(cacheDir, { onWait: (m) => told.push(m) });
    assert.equal(told, [], left);
    assert.is(JSON.parse(fs.readFileSync(lock, 'utf8')).pid, process.pid, left);
    unlock();
  }
});

test('builds of one process on one cache take turns', async () => {
  const cacheDir = tempDir('mapdocs-lock-');
  const order: string[] = [];
  const first = await lockCache(cacheDir);
  const second = lockCache(cacheDir).then((unlock) => (order.push('second'), unlock));
  await new Promise((r) => setTimeout(r, 50));
  order.push('first done');
  first();
  (await second)();
  assert.equal(order, ['first done', 'second']);
});

test('a cache folder that cannot hold a lock (read-only) is used without one', async () => {
  const parent = tempDir('mapdocs-lock-');
  fs.writeFileSync(path.join(parent, 'file'), '');
  // A path under a file can never be made: the same for the lock as for a read-only folder.
  const unlock = await lockCache(path.join(parent, 'file', 'cache'));
  unlock();
});

/** Runs the CLI; resolves with its exit status and output. */
function cli(args: string[]): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (status) => resolve({ status, out }));
  });
}

test('two cold CLI builds of one site at once: both succeed, and the output has every code block highlighted', async () => {
  const root = tempDir('mapdocs-lock-site-');
  const docs = path.join(root, 'docs');
  fs.mkdirSync(docs);
  fs.writeFileSync(path.join(docs, 'README.md'), '# Home\n');
  // Enough blocks for highlight workers (the failure needed them): 60 across 30 pages.
  for (let i = 0; i < 30; i++) fs.writeFileSync(path.join(docs, `p${i}.md`), `# Page ${i}\n\n\`\`\`js\nconst a${i} = ${i};\n\`\`\`\n\n\`\`\`ts\nlet b${i}: number = ${i};\n\`\`\`\n`);
  const out = path.join(root, 'out');
  const [a, b] = await Promise.all([cli(['build', docs, '--out', out]), cli(['build', docs, '--out', out])]);
  assert.is(a.status, 0, a.out);
  assert.is(b.status, 0, b.out);
  for (const r of [a, b]) assert.not.match(r.out, 'filled before it was highlighted');
  for (let i = 0; i < 30; i++) {
    const html = fs.readFileSync(path.join(out, `p${i}.html`), 'utf8');
    assert.match(html, new RegExp(`a${i} </span>`), `p${i}.html: its js block highlighted`);
    assert.match(html, new RegExp(`b${i}`), `p${i}.html: its ts block`);
  }
});

test.run();
