// Worker threads that highlight code, fed from one queue: each holds at most WINDOW batches, so whoever is free
// takes the next one and no worker idles while another has a backlog. A free worker prefers a batch in a language
// it already knows: compiling a grammar's regexes costs about as much as highlighting a few hundred blocks with it,
// so spreading every language over every worker would pay that again per worker.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { highlightWorkerUrl } from './highlightWorkerSource.ts';

export interface HighlightJob {
  code: string;
  lang: string;
  lines: number[];
}
export interface WorkerRequest {
  id: number;
  jobs: HighlightJob[];
}
export type WorkerReply = { id: number; html: string[] } | { id: number; error: string };

export interface HighlightPool {
  /** Queues one batch; settles with its HTML in order. */
  highlight(jobs: HighlightJob[]): Promise<string[]>;
  /** Ends the threads; batches still queued are rejected. */
  close(): Promise<void>;
}

const WINDOW = 2;

interface Task {
  id: number;
  jobs: HighlightJob[];
  resolve(html: string[]): void;
  reject(err: Error): void;
}

export function createHighlightPool(size = os.availableParallelism()): HighlightPool {
  const queue: Task[] = [];
  const inflight = new Map<number, Task>();
  let nextId = 0;
  let failure: Error | null = null;
  let closing = false;

  const fail = (err: Error) => {
    failure ??= err;
    for (const t of [...inflight.values(), ...queue.splice(0)]) t.reject(failure);
    inflight.clear();
  };

  type Slot = { worker: Worker; busy: number; langs: Set<string> };
  const workers: Slot[] = [];
  const start = (url: URL) => {
    if (closing) return;
    for (let i = 0; i < Math.max(1, size); i++) {
      const slot: Slot = { worker: new Worker(url), busy: 0, langs: new Set() };
      slot.worker.on('message', (reply: WorkerReply) => {
        const task = inflight.get(reply.id);
        if (!task) return;
        inflight.delete(reply.id);
        slot.busy--;
        if ('error' in reply) task.reject(new Error(reply.error));
        else task.resolve(reply.html);
        dispatch();
      });
      slot.worker.on('error', (err) => fail(err instanceof Error ? err : new Error(String(err))));
      slot.worker.on('exit', (code) => {
        if (code !== 0 && !closing) fail(new Error(`highlight worker exited with code ${code}`));
      });
      workers.push(slot);
    }
    dispatch();
  };
  // Batches queue up while the worker source is bundled (tens of milliseconds, once per process).
  const started = highlightWorkerUrl().then(start, (err) => fail(err));

  function dispatch() {
    for (const slot of workers) {
      while (slot.busy < WINDOW && queue.length) {
        const known = queue.findIndex((t) => t.jobs.every((j) => slot.langs.has(j.lang)));
        const [task] = queue.splice(Math.max(known, 0), 1);
        for (const j of task.jobs) slot.langs.add(j.lang);
        inflight.set(task.id, task);
        slot.busy++;
        slot.worker.postMessage({ id: task.id, jobs: task.jobs } satisfies WorkerRequest);
      }
    }
  }

  return {
    highlight(jobs) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, jobs, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closing = true;
      fail(new Error('highlight pool closed'));
      await started;
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}
