// Worker-thread entry: its own shiki, grammars loaded as batches need them; highlights batches in arrival order, and
// for a plan, claims its batches one after another until none is left (see planClaims.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { createShikiHighlighter } from './shiki.ts';
import { useOnigWasm } from './onigWasm.ts';
import type { HighlightJob, WorkerReply, WorkerRequest } from './pool.ts';
import { claimBatch } from './planClaims.ts';
import { compressSync } from '../../shared/compression.ts';

const port = parentPort!;
if (workerData?.onigWasm) useOnigWasm(workerData.onigWasm);
const highlighter = await createShikiHighlighter();
const prepared = highlighter.prepare!();
prepared.catch(() => {}); // a failure surfaces with the first batch, which awaits it

async function run(jobs: HighlightJob[]): Promise<string[]> {
  await prepared;
  await highlighter.load(new Set(jobs.map((j) => j.lang)));
  return jobs.map((j) => {
    const html = highlighter.highlight(j.code, j.lang, new Set(j.lines));
    if (html === null) throw new Error(`no grammar for "${j.lang}"`);
    return html;
  });
}

async function answer(id: number, jobs: HighlightJob[]): Promise<void> {
  let reply: WorkerReply;
  try {
    reply = { id, html: await run(jobs) };
  } catch (err) {
    reply = { id, error: (err as Error).message };
  }
  port.postMessage(reply);
}

// One batch at a time: grammar loading is async, and a batch must not start before the previous one's grammars are in.
let queue = Promise.resolve();
port.on('message', (msg: WorkerRequest) => {
  queue = queue.then(async () => {
    if ('compress' in msg) {
      // Precompression handed over once highlighting is done: zlib here, as the main thread would (same bytes).
      const copies = msg.asked.map((a) => compressSync(msg.bytes, a.encoding, a.quality));
      const reply: WorkerReply = { compressed: msg.compress, copies };
      // Copied, not transferred: a small result may sit in Node's shared Buffer pool, which must not be detached.
      return port.postMessage(reply);
    }
    if ('jobs' in msg) return answer(msg.id, msg.jobs);
    for (let i = claimBatch(msg.claims, msg.fromBack); i >= 0; i = claimBatch(msg.claims, msg.fromBack)) await answer(msg.ids[i], msg.batches[i]);
  });
});
