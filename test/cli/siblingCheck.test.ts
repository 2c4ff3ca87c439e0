// Precompressed siblings are sent only when they hold the file as it is (src/cli/siblingCheck.ts): times alone let a
// stale `.br` newer than its edited file be served.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createSiblingCheck, type SiblingQuestion } from '../../src/cli/siblingCheck.ts';
import { tempDir } from '../helpers/site.ts';

const stampOf = (s: fs.Stats) => ({ size: s.size, mtimeMs: s.mtimeMs, ino: s.ino });

/** Asks the check about `file` and its `.br`, with both open as sendFile has them. */
function ask(check: ReturnType<typeof createSiblingCheck>, file: string): boolean {
  const fileFd = fs.openSync(file, 'r');
  const siblingFd = fs.openSync(file + '.br', 'r');
  try {
    const q: SiblingQuestion = { sibling: file + '.br', siblingFd, siblingStat: stampOf(fs.fstatSync(siblingFd)), fileFd, fileStamp: stampOf(fs.fstatSync(fileFd)), encoding: 'br' };
    return check.isCurrent(file, q);
  } finally {
    fs.closeSync(fileFd);
    fs.closeSync(siblingFd);
  }
}

function files() {
  const dir = tempDir('mapdocs-sibling-');
  const file = path.join(dir, 'data.json');
  const bytes = Buffer.from(JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ i, name: `n${i % 97}` }))));
  fs.writeFileSync(file, bytes);
  fs.writeFileSync(file + '.br', zlib.brotliCompressSync(bytes));
  return { file, bytes };
}

const later = (file: string) => {
  const t = new Date(Date.now() + 60_000);
  fs.utimesSync(file, t, t);
};

test('checked as the request waits: current, then stale once the file changes (its sibling newer still)', () => {
  const { file, bytes } = files();
  const check = createSiblingCheck();
  assert.ok(ask(check, file));
  fs.writeFileSync(file, Buffer.concat([bytes, Buffer.from(' ')]));
  later(file + '.br');
  assert.not.ok(ask(check, file));
  // A sibling that decodes to more than the file (another file's, or a bomb) stops at one byte past it.
  fs.writeFileSync(file + '.br', zlib.brotliCompressSync(Buffer.alloc(5_000_000)));
  later(file + '.br');
  assert.not.ok(ask(check, file));
});

test('a file larger than the bound is checked in the background: not sent until found current', async () => {
  const { file, bytes } = files();
  const check = createSiblingCheck(1024);
  assert.not.ok(ask(check, file), 'not known yet');
  // The verdict comes in a few turns; the test harness bounds the wait.
  while (!ask(check, file)) await new Promise((r) => setTimeout(r, 10));
  const stale = createSiblingCheck(1024);
  fs.writeFileSync(file, Buffer.from(bytes.toString().replace('n1', 'N1')));
  later(file + '.br');
  assert.not.ok(ask(stale, file));
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 10));
    assert.not.ok(ask(stale, file), 'never the stale one');
  }
});

test.run();
