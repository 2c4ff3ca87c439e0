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

test.run();
