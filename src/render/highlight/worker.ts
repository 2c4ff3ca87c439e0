// Worker-thread entry: its own shiki, grammars loaded as batches need them; highlights batches in arrival order, and
// for a plan, claims its batches one after another until none is left (see planClaims.ts). Files to compress (the
// build's precompression, pool.compress) wait until no code does; the main thread may take them back meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { createShikiHighlighter } from './shiki.ts';
import { useOnigWasm } from './onigWasm.ts';
import type { HighlightJob, WorkerReply, WorkerRequest } from './pool.ts';
import { claimBatch } from './planClaims.ts';
import { compressSync } from '../../shared/compression.ts';
import { nextTurn } from '../nextTurn.ts';

const port = parentPort!;
if (workerData?.onigWasm) useOnigWasm(workerData.onigWasm);
// A compression worker (pool.ts, compressOnly) loads no shiki: it is started when there is nothing to highlight.
const highlighter = workerData?.compressOnly ? undefined : await createShikiHighlighter();
const prepared = highlighter?.prepare!();
prepared?.catch(() => {}); // a failure surfaces with the first batch, which awaits it

async function run(jobs: HighlightJob[]): Promise<string[]> {
  if (!highlighter) throw new Error('a compression worker was sent code to highlight');
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

type CompressRequest = Extract<WorkerRequest, { compress: number }>;
type HighlightRequest = Exclude<WorkerRequest, CompressRequest>;

// One batch at a time: grammar loading is async, and a batch must not start before the previous one's grammars are in.
// Compression waits while there is code to highlight: the build waits for its code, not for the copies.
const toHighlight: HighlightRequest[] = [];
const toCompress: CompressRequest[] = [];
let working = false;

async function work(): Promise<void> {
  if (working) return;
  working = true;
  try {
    for (let next = toHighlight.shift() ?? toCompress.shift(); next; next = toHighlight.shift() ?? toCompress.shift()) {
      if ('compress' in next) {
        compress(next);
        // Messages come in between files, so a batch of code sent meanwhile goes before the next file.
        await nextTurn();
      } else if ('jobs' in next) await answer(next.id, next.jobs);
      else for (let i = claimBatch(next.claims, next.fromBack); i >= 0; i = claimBatch(next.claims, next.fromBack)) await answer(next.ids[i], next.batches[i]);
    }
  } finally {
    working = false;
  }
}

/** A file's copies (the build's precompression, handed over): zlib here as the main thread would, so the same bytes. */
function compress(msg: CompressRequest): void {
  // The main thread compressed it itself while it waited (pool.ts takeBackCompression): no answer is awaited.
  if (claimBatch(msg.claim, false) < 0) return;
  const copies = msg.asked.map((a) => compressSync(msg.bytes, a.encoding, a.quality));
  // Copied, not transferred: a small result may sit in Node's shared Buffer pool, which must not be detached.
  port.postMessage({ compressed: msg.compress, copies } satisfies WorkerReply);
}

port.on('message', (msg: WorkerRequest) => {
  if ('compress' in msg) toCompress.push(msg);
  else toHighlight.push(msg);
  void work();
});
