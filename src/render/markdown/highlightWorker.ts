// Worker-thread entry: its own shiki, grammars loaded as batches need them; highlights batches in arrival order.
import { parentPort, workerData } from 'node:worker_threads';
import { createShikiHighlighter } from './highlighter.ts';
import { useOnigWasm } from './onigWasm.ts';
import type { HighlightJob, WorkerReply, WorkerRequest } from './highlightPool.ts';

const port = parentPort!;
if (workerData?.onigWasm) useOnigWasm(workerData.onigWasm);
const highlighter = await createShikiHighlighter();

async function run(jobs: HighlightJob[]): Promise<string[]> {
  await highlighter.load(new Set(jobs.map((j) => j.lang)));
  return jobs.map((j) => {
    const html = highlighter.highlight(j.code, j.lang, new Set(j.lines));
    if (html === null) throw new Error(`no grammar for "${j.lang}"`);
    return html;
  });
}

// One batch at a time: grammar loading is async, and a batch must not start before the previous one's grammars are in.
let queue = Promise.resolve();
port.on('message', (msg: WorkerRequest) => {
  queue = queue.then(async () => {
    let reply: WorkerReply;
    try {
      reply = { id: msg.id, html: await run(msg.jobs) };
    } catch (err) {
      reply = { id: msg.id, error: (err as Error).message };
    }
    port.postMessage(reply);
  });
});
