// Worker threads that highlight code. Batches known up front go out as one plan that the workers share out among
// themselves (planClaims.ts), one working from each end of a list sorted by language. Later batches wait in a queue
// here, each worker holding at most WINDOW. A grammar's first blocks in a worker cost the most (its patterns compile,
// its code warms up), so languages stick to workers: a free worker takes a queued batch in a language it knows, else
// one in a language no worker knows yet, and shares another worker's language only when that language has a backlog.
// A worker that dies (out of memory above all: see WORKER_HEAP_MB) is replaced, and what it owed is asked again.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { highlightWorkerUrl } from './workerSource.ts';
import { onigWasm } from './onigWasm.ts';
import { claimBatch, createClaims, MAX_PLAN } from './planClaims.ts';
import { compressSync, type Encoding } from '../../shared/compression.ts';
import type { Compressor } from '../write/precompress.ts';

export interface HighlightJob {
  code: string;
  lang: string;
  lines: number[];
}
export type WorkerRequest =
  | { id: number; jobs: HighlightJob[] }
  /** A plan: batch `i` answers as task `ids[i]`; the worker claims batches through `claims`, from the back or not. */
  | { ids: number[]; batches: HighlightJob[][]; claims: Uint32Array; fromBack: boolean }
  /**
   * A file's bytes to compress into each encoding asked (precompression, once the worker is idle), unless the main
   * thread claimed it first (`claim`, a one-batch plan: takeBackCompression).
   */
  | { compress: number; bytes: Uint8Array; asked: { encoding: Encoding; quality: number }[]; claim: Uint32Array };
type CompressRequest = Extract<WorkerRequest, { compress: number }>;
export type WorkerReply = { id: number; html: string[] } | { id: number; error: string } | { compressed: number; copies: Uint8Array[] };

export interface HighlightPool {
  /** Queues one batch; settles with its HTML in order. */
  highlight(jobs: HighlightJob[]): Promise<string[]>;
  /** Hands the workers a list of batches to share out among themselves; settles per batch, in list order. */
  plan(batches: HighlightJob[][]): Promise<string[]>[];
  /**
   * Compresses a file's bytes in a worker (the one with the least to do): for precompression once highlighting is
   * done. Rejects once the pool is closed or failed (the caller compresses in its own thread then).
   */
  compress(bytes: Uint8Array, asked: { encoding: Encoding; quality: number }[]): Promise<Buffer[]>;
  /**
   * Compresses here, in the calling thread, the newest file handed to compress that no worker has started (a worker
   * still highlighting leaves them waiting), and settles its promise: for a thread that would otherwise wait. False
   * when there is none.
   */
  takeBackCompression(): boolean;
  /** Ends the threads; batches still queued are rejected. */
  close(): Promise<void>;
}

const WINDOW = 2;
/**
 * The old-heap size a worker may reach (V8 resourceLimits). What a worker holds is shiki, its grammars, compiled
 * patterns and line memos (~120 MB at 10,000 pages); a bound also makes V8 collect sooner rather than let the heap
 * grow to four times that. A worker that needs more dies of it and is replaced with twice the bound (a new worker
 * starts cold, so only a real need brings it there again): the bound costs a restart, never the build.
 */
export const WORKER_HEAP_MB = 256;
/** Workers replaced in one pool before a death is taken for a fault that a new worker would meet again. */
const MAX_REPLACEMENTS = 4;
/** Batches of one language waiting before another worker takes that language on too. Each distinct pattern compiles
 *  once per worker (patternCacheEngine.ts), so a second worker's grammar costs little: share rather than idle. */
const SHARE_BACKLOG = 2;

interface Task {
  id: number;
  jobs: HighlightJob[];
  /** Part of a plan: no worker's window holds it. */
  planned?: boolean;
  resolve(html: string[]): void;
  reject(err: Error): void;
}

/**
 * Workers a build starts: a core for each but one, which the main thread keeps (it renders and indexes pages at the
 * same time). On two cores one worker, measured faster than two: a second thread's own shiki start-up and warm-up
 * cost more than sharing the remaining core gains.
 */
export function defaultWorkerCount(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/** Starts workers; `compressOnly` ones load no shiki and no Oniguruma (they only compress: build.ts). */
const spawn = (size: number, heapMb = WORKER_HEAP_MB, compressOnly = false) =>
  Promise.all([highlightWorkerUrl(), compressOnly ? undefined : onigWasm()]).then(([url, wasm]) =>
    Array.from({ length: Math.max(1, size) }, () => new Worker(url, { workerData: compressOnly ? { compressOnly } : { onigWasm: wasm }, resourceLimits: { maxOldGenerationSizeMb: heapMb } })),
  );

/**
 * Workers started before the build knew it would need them (`mapdocs build` on a site that looks cold starts them
 * first thing, so they load shiki while the rest of mapdocs loads: src/cli/prestart.ts). Handed to `build()`, whose
 * pool of the same size takes them; `discard` ends them if no pool did.
 */
export interface PrestartedWorkers {
  readonly size: number;
  /** The workers, still sound (or fresh ones in their place), for a pool of this size; null once taken or discarded. */
  take(size: number): Promise<Worker[]> | null;
  discard(): Promise<void>;
}

export function prestartWorkers(size = defaultWorkerCount()): PrestartedWorkers {
  const workers = spawn(size);
  let broken = false;
  let taken = false;
  const mark = () => (broken = true);
  workers.then((list) => list.forEach((w) => w.on('error', mark).on('exit', mark)), mark);
  return {
    size,
    take(wanted) {
      if (taken || wanted !== size) return null;
      taken = true;
      return workers.then((list) => (broken ? Promise.all(list.map((w) => w.terminate())).then(() => spawn(size)) : list));
    },
    async discard() {
      if (taken) return;
      taken = true;
      await workers.then((list) => Promise.all(list.map((w) => w.terminate())), () => {});
    },
  };
}

export interface PoolOptions {
  /** Old-heap bound of the pool's first workers, in MB; default WORKER_HEAP_MB. */
  heapMb?: number;
  /** Workers that only compress (`compress`), without shiki: precompression when there is nothing to highlight. */
  compressOnly?: boolean;
  /** Told of every worker the pool starts, replacements included (tests; measurements). */
  onWorker?(worker: Worker): void;
}

export function createHighlightPool(size = defaultWorkerCount(), prestarted?: PrestartedWorkers, opts: PoolOptions = {}): HighlightPool {
  const queue: Task[] = [];
  const inflight = new Map<number, Task>();
  const plans: Task[][] = [];
  let nextId = 0;
  let failure: Error | null = null;
  let closing = false;

  /** Compressions asked of the workers, by id, with the worker each went to. */
  const compressing = new Map<number, { slot: Slot; resolve(copies: Buffer[]): void; reject(err: Error): void } & Pick<CompressRequest, 'bytes' | 'asked' | 'claim'>>();
  const fail = (err: Error) => {
    failure ??= err;
    for (const t of [...inflight.values(), ...queue.splice(0)]) t.reject(failure);
    inflight.clear();
    for (const c of compressing.values()) c.reject(failure);
    compressing.clear();
  };

  /** A worker and the batches sent to it one by one (not through a plan) that it has not answered. */
  type Slot = { worker: Worker; sent: Set<number>; langs: Set<string>; died?: Error };
  const workers: Slot[] = [];
  let heapMb = opts.heapMb ?? WORKER_HEAP_MB;
  let replacements = 0;
  /** Replacements being started: close() waits for them. */
  const starting = new Set<Promise<void>>();
  const start = (started: Worker[]) => {
    if (closing) return void started.forEach((w) => w.terminate());
    for (const worker of started) {
      const slot: Slot = { worker, sent: new Set(), langs: new Set() };
      opts.onWorker?.(worker);
      slot.worker.on('message', (reply: WorkerReply) => {
        if ('compressed' in reply) {
          compressing.get(reply.compressed)?.resolve(reply.copies.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));
          compressing.delete(reply.compressed);
          return;
        }
        slot.sent.delete(reply.id);
        // A batch asked again after a worker died may be answered twice: the first answer counts.
        const task = inflight.get(reply.id);
        if (task) {
          inflight.delete(reply.id);
          if ('error' in reply) task.reject(new Error(reply.error));
          else task.resolve(reply.html);
        }
        dispatch();
      });
      slot.worker.on('error', (err) => (slot.died ??= err instanceof Error ? err : new Error(String(err))));
      slot.worker.on('exit', (code) => {
        if (code !== 0 && !closing) replace(slot, slot.died ?? new Error(`highlight worker exited with code ${code}`));
      });
      workers.push(slot);
    }
    plans.splice(0).forEach(sendPlan);
    dispatch();
  };

  /**
   * A worker died: its own batches go back to the front of the queue, and so do all of the plans' unanswered ones
   * (which of them it had claimed is not known; a live worker that claimed one too answers it first, the other
   * answer is dropped). A new worker takes its place, with twice the heap bound if it ran out of memory.
   */
  function replace(slot: Slot, why: Error) {
    workers.splice(workers.indexOf(slot), 1);
    // Its compressions are the caller's to do again (precompress.ts compresses them in its own thread).
    for (const [id, c] of compressing) if (c.slot === slot) (compressing.delete(id), c.reject(why));
    if (++replacements > MAX_REPLACEMENTS) return fail(new Error(`highlight worker died ${replacements} times; last: ${why.message}`));
    if ((why as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') heapMb *= 2;
    const again = [...inflight.values()].filter((t) => t.planned || slot.sent.has(t.id));
    for (const t of again) t.planned = false;
    for (const other of workers) for (const t of again) other.sent.delete(t.id);
    queue.unshift(...again.sort((a, b) => a.id - b.id));
    for (const t of again) inflight.delete(t.id);
    const replacement = spawn(1, heapMb, opts.compressOnly).then(start, (err) => fail(err));
    starting.add(replacement);
    replacement.finally(() => starting.delete(replacement));
    dispatch();
  }

  function sendPlan(tasks: Task[]) {
    const claims = createClaims(tasks.length);
    const request = { ids: tasks.map((t) => t.id), batches: tasks.map((t) => t.jobs), claims };
    workers.forEach((slot, i) => slot.worker.postMessage({ ...request, fromBack: i % 2 === 1 } satisfies WorkerRequest));
  }
  // Batches queue up while the workers start.
  const started = (prestarted?.take(size) ?? spawn(size, heapMb, opts.compressOnly)).then(start, (err) => fail(err));

  function dispatch() {
    for (const slot of workers) {
      while (slot.sent.size < WINDOW && queue.length) {
        const index = pick(slot);
        if (index < 0) break;
        const [task] = queue.splice(index, 1);
        slot.langs.add(task.jobs[0].lang);
        inflight.set(task.id, task);
        slot.sent.add(task.id);
        slot.worker.postMessage({ id: task.id, jobs: task.jobs } satisfies WorkerRequest);
      }
    }
  }

  /** The queue index of the batch this worker should take next, or -1 to leave it idle. */
  function pick(slot: Slot): number {
    const known = queue.findIndex((t) => slot.langs.has(t.jobs[0].lang));
    if (known >= 0) return known;
    const unowned = queue.findIndex((t) => !workers.some((w) => w.langs.has(t.jobs[0].lang)));
    if (unowned >= 0) return unowned;
    const backlog = new Map<string, number>();
    for (const t of queue) backlog.set(t.jobs[0].lang, (backlog.get(t.jobs[0].lang) ?? 0) + 1);
    const [lang, count] = [...backlog].sort((a, b) => b[1] - a[1])[0];
    return count >= SHARE_BACKLOG ? queue.findIndex((t) => t.jobs[0].lang === lang) : -1;
  }

  return {
    highlight(jobs) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, jobs, resolve, reject });
        dispatch();
      });
    },
    plan(batches) {
      const settled: Promise<string[]>[] = [];
      for (let from = 0; from < batches.length; from += MAX_PLAN) {
        const tasks = batches.slice(from, from + MAX_PLAN).map((jobs) => {
          let task!: Task;
          settled.push(new Promise<string[]>((resolve, reject) => (task = { id: nextId++, jobs, planned: true, resolve, reject })));
          return task;
        });
        if (failure) tasks.forEach((t) => t.reject(failure!));
        else {
          tasks.forEach((t) => inflight.set(t.id, t));
          if (workers.length) sendPlan(tasks);
          else plans.push(tasks);
        }
      }
      return settled;
    },
    async compress(bytes, asked) {
      // Workers still starting: asked of them once they are there.
      if (!workers.length && !failure && !closing) await started;
      if (failure || closing || !workers.length) throw failure ?? new Error('highlight pool closed');
      const load = (slot: Slot) => slot.sent.size * 1000 + [...compressing.values()].filter((c) => c.slot === slot).length;
      const slot = workers.reduce((best, w) => (load(w) < load(best) ? w : best));
      const id = nextId++;
      const claim = createClaims(1);
      return new Promise<Buffer[]>((resolve, reject) => {
        compressing.set(id, { slot, resolve, reject, bytes, asked, claim });
        slot.worker.postMessage({ compress: id, bytes, asked, claim } satisfies WorkerRequest);
      });
    },
    takeBackCompression() {
      // The newest first: a worker takes them oldest first.
      const lent = [...compressing];
      for (let k = lent.length - 1; k >= 0; k--) {
        const [id, c] = lent[k];
        if (claimBatch(c.claim, false) < 0) continue;
        compressing.delete(id);
        try {
          c.resolve(c.asked.map((a) => compressSync(c.bytes, a.encoding, a.quality)));
        } catch (err) {
          c.reject(err as Error);
        }
        return true;
      }
      return false;
    },
    async close() {
      closing = true;
      fail(new Error('highlight pool closed'));
      await started;
      await Promise.all(starting);
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}

/** A pool's compression as precompress.ts takes it, `takeBack` included; rejects once `current()` gives no pool. */
export function compressorOf(current: () => HighlightPool | undefined): Compressor {
  const compress: Compressor = (bytes, asked) => current()?.compress(bytes, asked) ?? Promise.reject(new Error('highlight pool closed'));
  compress.takeBack = () => current()?.takeBackCompression() ?? false;
  return compress;
}
