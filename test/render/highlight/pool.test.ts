import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Worker } from 'node:worker_threads';
import { createShikiHighlighter } from '../../../src/render/highlight/shiki.ts';
import { createHighlightPool, type HighlightJob } from '../../../src/render/highlight/pool.ts';
import { compressSync } from '../../../src/shared/compression.ts';

/** Batches of one language each, every block different (a worker's answers cannot come from another batch's). */
const BATCHES: HighlightJob[][] = Array.from({ length: 12 }, (_, b) =>
  Array.from({ length: 4 }, (_, j) => (b % 2 ? { code: `const v${b}_${j} = ${j};\nconsole.log(v${b}_${j});`, lang: 'js', lines: [1] } : { code: `{ "k${b}": ${j} }`, lang: 'json', lines: [] })),
);

async function reference(batches: HighlightJob[][]): Promise<string[][]> {
  const h = await createShikiHighlighter();
  await h.load(['js', 'json']);
  return batches.map((jobs) => jobs.map((j) => h.highlight(j.code, j.lang, new Set(j.lines))!));
}

test('a worker killed mid-build is replaced: every batch, queued or planned, is answered with the same HTML', async () => {
  const started: Worker[] = [];
  let killed = false;
  const pool = createHighlightPool(1, undefined, { onWorker: (w) => started.push(w) });
  // Half the batches as a plan (shared claims), half queued one by one.
  const planned = pool.plan(BATCHES.slice(0, 6));
  const queued = BATCHES.slice(6).map((jobs) => pool.highlight(jobs));
  // The first worker dies once it has answered something: some batches answered, others claimed or waiting.
  const first = await Promise.race([...planned, ...queued].map((p) => p.then(() => started[0])));
  if (!killed) {
    killed = true;
    await first.terminate();
  }
  const answers = await Promise.all([...planned, ...queued]);
  await pool.close();
  assert.ok(started.length >= 2, `a replacement worker started (${started.length} started)`);
  assert.equal(answers, await reference(BATCHES));
});

test('a worker out of memory is replaced with a larger heap bound and the batches complete', async () => {
  const bounds: number[] = [];
  // 8 MB cannot hold shiki: the first worker dies of it, its replacements get 16, 32, 64 MB until one can.
  const pool = createHighlightPool(1, undefined, { heapMb: 8, onWorker: (w) => bounds.push(w.resourceLimits?.maxOldGenerationSizeMb ?? 0) });
  const answers = await Promise.all(BATCHES.slice(0, 4).map((jobs) => pool.highlight(jobs)));
  await pool.close();
  assert.equal(answers, await reference(BATCHES.slice(0, 4)));
  assert.ok(bounds.length >= 2, `replaced (${bounds.join(', ')} MB)`);
  assert.equal(bounds.slice(0, 2), [8, 16]);
});

test('compress: a worker compresses a file into each encoding asked, the bytes this thread makes, between highlight batches; refused once the pool is closed', async () => {
  const pool = createHighlightPool(1);
  const bytes = Buffer.from('<p>地图文档 map docs</p>\n'.repeat(400));
  const asked = [
    { encoding: 'br' as const, quality: 5 },
    { encoding: 'gzip' as const, quality: 6 },
  ];
  const highlighted = pool.highlight(BATCHES[1]);
  const [br, gz] = await pool.compress(bytes, asked);
  assert.ok(br.equals(compressSync(bytes, 'br', 5)));
  assert.ok(gz.equals(compressSync(bytes, 'gzip', 6)));
  assert.equal(await highlighted, (await reference([BATCHES[1]]))[0]);
  await pool.close();
  await pool.compress(bytes, asked).then(
    () => assert.unreachable('a closed pool compresses nothing'),
    (err: Error) => assert.match(err.message, /closed/),
  );
});

test('a compression-only pool: the same bytes as this thread makes; code sent to it is refused, naming why', async () => {
  const pool = createHighlightPool(1, undefined, { compressOnly: true });
  const bytes = Buffer.from('<p>地图文档 map docs</p>\n'.repeat(400));
  const [br, gz] = await pool.compress(bytes, [
    { encoding: 'br', quality: 5 },
    { encoding: 'gzip', quality: 6 },
  ]);
  assert.ok(br.equals(compressSync(bytes, 'br', 5)));
  assert.ok(gz.equals(compressSync(bytes, 'gzip', 6)));
  await pool.highlight(BATCHES[0]).then(
    () => assert.unreachable('a compression worker highlights nothing'),
    (err: Error) => assert.match(err.message, /compression worker/),
  );
  await pool.close();
});

test('takeBackCompression: files lent while the worker highlights are compressed here, newest first, each once, the same bytes', async () => {
  const pool = createHighlightPool(1);
  await pool.highlight(BATCHES[0]); // the worker is up
  // Enough code that the worker is still highlighting when the files are lent (it compresses only once code is done).
  const long = Array.from({ length: 1500 }, (_, i) => `const value${i} = compute(${i}, "text ${i}") + ${i};`).join('\n');
  const busy = Array.from({ length: 4 }, (_, b) => pool.highlight([{ code: `${long}\n// ${b}`, lang: 'js', lines: [] }]));
  const asked = [
    { encoding: 'br' as const, quality: 5 },
    { encoding: 'gzip' as const, quality: 6 },
  ];
  const files = [1, 2, 3].map((n) => Buffer.from(`<p>第 ${n} 页 page ${n}</p>\n`.repeat(300 * n)));
  const order: number[] = [];
  const lent = files.map((bytes, i) => pool.compress(bytes, asked).then((copies) => (order.push(i), copies)));
  await new Promise((resolve) => setImmediate(resolve)); // compress() hands each file over after a microtask
  let taken = 0;
  while (pool.takeBackCompression()) taken++;
  assert.is(taken, 3, 'every file lent was still waiting behind the code');
  assert.is(pool.takeBackCompression(), false);
  const copies = await Promise.all(lent);
  assert.equal(order, [2, 1, 0], 'the newest first');
  copies.forEach(([br, gz], i) => {
    assert.ok(br.equals(compressSync(files[i], 'br', 5)), `file ${i} br`);
    assert.ok(gz.equals(compressSync(files[i], 'gzip', 6)), `file ${i} gzip`);
  });
  await Promise.all(busy);
  // The worker, once idle, skipped the files taken back: a file lent now is its own to compress.
  const after = await pool.compress(files[0], asked);
  assert.ok(after[0].equals(copies[0][0]));
  await pool.close();
});

test.run();
