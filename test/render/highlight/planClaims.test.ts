import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Worker } from 'node:worker_threads';
import { claimBatch, createClaims, MAX_PLAN } from '../../../src/render/highlight/planClaims.ts';

test('claims from both ends meet in the middle: every batch once, then -1 for both', () => {
  const claims = createClaims(5);
  const got = [claimBatch(claims, false), claimBatch(claims, true), claimBatch(claims, false), claimBatch(claims, true), claimBatch(claims, true)];
  assert.equal(got, [0, 4, 1, 3, 2]);
  assert.is(claimBatch(claims, false), -1);
  assert.is(claimBatch(claims, true), -1);
  assert.is(claimBatch(createClaims(0), false), -1);
  assert.throws(() => createClaims(MAX_PLAN + 1), /at most/);
  const big = createClaims(MAX_PLAN);
  assert.is(claimBatch(big, true), MAX_PLAN - 1, 'the high half holds the largest count without losing its top bit');
});

test('threads claiming at once from both ends take every batch exactly once', async () => {
  const count = 60000;
  const claims = createClaims(count);
  const go = new Int32Array(new SharedArrayBuffer(4));
  // The helper is TypeScript: each thread registers tsx first, says it is ready, and waits for the others.
  const helper = new URL('../../helpers/claimWorker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(helper)}); })`;
  const threads = [false, true, false, true].map((fromBack) => {
    const worker = new Worker(boot, { eval: true, workerData: { claims, fromBack, go } });
    const ready = new Promise((resolve) => worker.once('message', resolve));
    const got = ready.then(() => new Promise<number[]>((resolve, reject) => worker.once('message', resolve).once('error', reject)));
    return { ready, got };
  });
  await Promise.all(threads.map((t) => t.ready));
  Atomics.store(go, 0, 1);
  Atomics.notify(go, 0);
  const results = await Promise.all(threads.map((t) => t.got));
  const all = results.flat().sort((x, y) => x - y);
  assert.is(all.length, count);
  assert.ok(all.every((v, i) => v === i), 'no batch twice, none missing');
  assert.ok(results.filter((r) => r.length > 0).length >= 2, 'the threads really shared the work');
});

test.run();
