// The output swap: what a killed build leaves is cleaned up, and an old output that cannot be removed does not fail
// a build whose new output is already in place (issue 14 §12).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { createStagingDir, isMountPoint, removeLeftovers } from '../../../src/render/write/outputDir.ts';
import { compressSync } from '../../../src/shared/compression.ts';
import { tempDir } from '../../helpers/site.ts';
import { mountTmpfs } from '../../helpers/mount.ts';

function site() {
  const root = tempDir();
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(path.join(root, 'docs', 'README.md'), '# A\n');
  return { root, docs: path.join(root, 'docs'), out: path.join(root, 'out') };
}

/** A process id that is certainly not running: a child that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

test('staging and replaced-output folders of killed builds are removed; a running build’s are kept', async () => {
  const { root, docs, out } = site();
  const dead = deadPid();
  for (const name of [`.out.building-${dead}-abc123`, `out.old-${dead}`, `.out.building-${process.ppid}-xyz`, 'out.old-notapid', '.other.building-1-x'])
    fs.mkdirSync(path.join(root, name, 'assets'), { recursive: true });
  await build(await resolveConfig(docs, { outDir: out }));
  const left = fs.readdirSync(root).sort();
  assert.equal(left, ['.other.building-1-x', `.out.building-${process.ppid}-xyz`, 'docs', 'out', 'out.old-notapid']);
  removeLeftovers(out); // idempotent
});

/**
 * Makes a folder impossible to empty: immutable as root (permissions do not stop root), read-only otherwise. Returns
 * how to undo it wherever the folder has moved since, or null when this file system cannot.
 */
function pin(dir: string): ((movedTo: string) => void) | null {
  if (process.getuid?.() === 0) {
    const r = spawnSync('chattr', ['+i', dir]);
    return r.status === 0 ? (movedTo) => void spawnSync('chattr', ['-i', movedTo]) : null;
  }
  fs.chmodSync(dir, 0o555);
  return (movedTo) => fs.chmodSync(movedTo, 0o755);
}

test('an old output that cannot be removed: the new one is committed, the build succeeds with a warning', async () => {
  const { root, docs, out } = site();
  await build(await resolveConfig(docs, { outDir: out }));
  const locked = path.join(out, 'locked');
  fs.mkdirSync(locked);
  fs.writeFileSync(path.join(locked, 'f.txt'), 'x');
  const unpin = pin(locked);
  if (!unpin) {
    console.warn('  (skipped: this file system cannot make a folder immutable)');
    return;
  }
  try {
    fs.writeFileSync(path.join(docs, 'README.md'), '# B\n');
    const result = await build(await resolveConfig(docs, { outDir: out }));
    assert.match(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), '<title>B');
    const warning = result.warnings.find((w) => w.message.startsWith('could not remove the previous output'));
    assert.ok(warning, JSON.stringify(result.warnings));
    assert.match(warning!.message, /out\.old-\d+ \(E[A-Z]+\); the new output is in place/, warning!.message);
  } finally {
    // The build moved the old output (and the pinned folder in it) aside.
    const old = fs.readdirSync(root).find((e) => e.startsWith('out.old-'));
    unpin(old ? path.join(root, old, 'locked') : locked);
  }
  // Once it can be removed, the next build clears it.
  for (const entry of fs.readdirSync(root)) if (entry.startsWith('out.old-')) fs.renameSync(path.join(root, entry), path.join(root, entry.replace(/\d+$/, String(deadPid()))));
  fs.writeFileSync(path.join(docs, 'README.md'), '# C\n');
  await build(await resolveConfig(docs, { outDir: out }));
  assert.equal(fs.readdirSync(root).filter((e) => e.startsWith('out.old-')), []);
});

test('writes: each file is on disk when write returns; lent copies keep coming in while the producer awaits backlog between files', async () => {
  const { out } = site();
  const staging = createStagingDir(out, { precompress: {} });
  try {
    staging.write('one.html', '<p>one</p>'.repeat(200));
    assert.ok(fs.existsSync(path.join(staging.dir, 'one.html')), 'written at once');
    assert.ok(fs.existsSync(path.join(staging.dir, 'one.html.br')), 'its copies too (compressed here: nothing lent yet)');
    // A compressor like a worker's: it answers in a later turn of the event loop.
    let lent = 0;
    staging.compressWith!((bytes, asked) => {
      lent++;
      return new Promise((resolve) => setImmediate(() => resolve(asked.map((a) => compressSync(bytes, a.encoding, a.quality)))));
    });
    // 1 MiB files: 4 MiB awaiting answers is the bound past which copies are made here.
    const page = (i: number) => `<p>${i}</p>`.padEnd(2 ** 20, '<p>text</p>');
    for (let i = 0; i < 8; i++) staging.write(`fast${i}.html`, page(i));
    assert.is(lent, 4, 'a producer that never lets answers in: past the bound, copies are made here');
    for (let i = 0; i < 8; i++) {
      await staging.backlog!();
      staging.write(`paced${i}.html`, page(i));
    }
    assert.is(lent, 12, 'awaiting backlog between files: every one lent');
    await staging.flush();
    for (let i = 0; i < 8; i++) assert.equal(zlib.brotliDecompressSync(fs.readFileSync(path.join(staging.dir, `paced${i}.html.br`))).toString(), page(i));
  } finally {
    await staging.discard();
  }
});

test('flush and waitFor: while they wait, lent copies the worker has not started are made here (takeBack)', async () => {
  const { out } = site();
  const staging = createStagingDir(out, { precompress: {} });
  try {
    // A worker busy with code: it starts nothing it is lent; only takeBack makes a copy, newest first.
    const waitingCopies: (() => void)[] = [];
    const compress = Object.assign(
      (bytes: Buffer, asked: { encoding: 'br' | 'gzip'; quality: number }[]) =>
        new Promise<Buffer[]>((resolve) => waitingCopies.push(() => resolve(asked.map((a) => compressSync(bytes, a.encoding, a.quality))))),
      { takeBack: () => (waitingCopies.length ? (waitingCopies.pop()!(), true) : false) },
    );
    staging.compressWith!(compress);
    for (let i = 0; i < 3; i++) staging.write(`page${i}.html`, `<p>${i}</p>`.repeat(300));
    assert.is(waitingCopies.length, 3, 'lent');
    // Something else awaited (code to highlight) settles once two copies are made: it is waited for helping.
    const code = new Promise<string>((resolve) => {
      const check = () => (3 - waitingCopies.length >= 2 ? resolve('code') : setImmediate(check));
      check();
    });
    assert.is(await staging.waitFor!(code), 'code');
    const made = 3 - waitingCopies.length;
    assert.ok(made >= 2, `copies made here while waiting (${made})`);
    await staging.flush(); // settles only if the last copy is made here too
    assert.is(waitingCopies.length, 0);
    for (let i = 0; i < 3; i++) assert.equal(zlib.gunzipSync(fs.readFileSync(path.join(staging.dir, `page${i}.html.gz`))).toString(), `<p>${i}</p>`.repeat(300));
  } finally {
    await staging.discard();
  }
});

test('isMountPoint: the root and a mounted folder are; an ordinary or missing folder is not', () => {
  const { root, out } = site();
  assert.ok(isMountPoint('/'));
  assert.not.ok(isMountPoint(root));
  assert.not.ok(isMountPoint(out), 'missing');
  const unmount = mountTmpfs(path.join(root, 'mnt'));
  if (!unmount) return console.warn('  (mounted folder skipped: mount -t tmpfs needs root)');
  try {
    assert.ok(isMountPoint(path.join(root, 'mnt')));
  } finally {
    unmount();
  }
});

test('--out a mount point (which cannot be renamed): built inside it; rebuilt in place, nothing left over; warm', async () => {
  const { root, docs } = site();
  const out = path.join(root, 'out');
  const unmount = mountTmpfs(out);
  if (!unmount) return console.warn('  (skipped: mount -t tmpfs needs root; the rename failure below stands in)');
  try {
    await build(await resolveConfig(docs, { outDir: out }));
    assert.match(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), '<title>A');
    fs.writeFileSync(path.join(docs, 'README.md'), '# B\n');
    fs.writeFileSync(path.join(docs, 'second.md'), '# Second\n');
    await build(await resolveConfig(docs, { outDir: out }));
    assert.match(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), '<title>B');
    assert.ok(fs.existsSync(path.join(out, 'second.html')));
    fs.rmSync(path.join(docs, 'second.md'));
    await build(await resolveConfig(docs, { outDir: out }));
    assert.not.ok(fs.existsSync(path.join(out, 'second.html')), "a page gone is gone from the output");
    assert.equal(fs.readdirSync(out).filter((e) => e.startsWith('.mapdocs-') && e !== '.mapdocs-output'), [], 'no staging or old folder left inside');
    assert.equal(fs.readdirSync(root).sort(), ['docs', 'out'], 'nothing beside it');
    assert.ok((await build(await resolveConfig(docs, { outDir: out }))).cache.outputUpToDate, 'the next build finds it current');
  } finally {
    unmount();
  }
});

test('an output folder that cannot be renamed at the commit (EBUSY): an error saying so, the previous output as it was', async () => {
  const { root, docs, out } = site();
  await build(await resolveConfig(docs, { outDir: out }));
  fs.writeFileSync(path.join(docs, 'README.md'), '# B\n');
  const rename = fs.renameSync;
  fs.renameSync = (from: fs.PathLike, to: fs.PathLike) => {
    if (from === out) throw Object.assign(new Error(`EBUSY: resource busy or locked, rename '${from}' -> '${to}'`), { code: 'EBUSY' });
    return rename(from, to);
  };
  let error: Error | undefined;
  try {
    await build(await resolveConfig(docs, { outDir: out }));
  } catch (err) {
    error = err as Error;
  } finally {
    fs.renameSync = rename;
  }
  assert.ok(error, 'the build fails');
  assert.match(error!.message, 'cannot replace the output folder: busy (a mount point, or in use) (EBUSY); the previous output is as it was');
  assert.is((error as { file?: string }).file, path.relative(process.cwd(), out));
  assert.match(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), '<title>A');
  assert.equal(fs.readdirSync(root).sort(), ['docs', 'out'], 'no staging folder left');
});

test.run();
