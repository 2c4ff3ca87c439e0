// One build at a time on a build cache. Two builds on one cache each prune what the other wrote (a cold build starts
// its sections over, a save keeps only what that build used): both failed, reading back code blocks the other had
// removed. A build holds `<cache dir>/build.lock`, which names its process; a second build waits for it to finish,
// saying once which process it waits for, and then finds a warm cache. A lock whose process is gone (killed, or a
// lock from another machine, restored with a CI cache) is taken over. Builds in one process queue in memory.
//
// Taking over a dead process's lock removes it only if it still names that process, then creates a lock as anyone
// would (exclusive create): two builds taking over the same dead lock at the same instant is the one race left.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alive } from './write/outputDir.ts';
import { trackScratch } from './write/scratch.ts';

export const LOCK_NAME = 'build.lock';

/** How often a waiting build looks at the lock again. */
const POLL_MS = 100;
/** A lock that holds no readable owner this long after it was made is left from a crash while it was written. */
const UNREADABLE_GRACE_MS = 5_000;

interface Holder {
  pid: number;
  host: string;
  /** When the process started (Linux: clock ticks since boot), so a reused process id is not taken for the holder. */
  started?: string;
}

/** When a process started, as /proc tells it (undefined where there is no /proc). */
function startOf(pid: number | 'self'): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2, in parentheses) may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

const me = (): Holder => ({ pid: process.pid, host: os.hostname(), started: startOf('self') });

/** Whether the lock's holder is a running process of this machine, the one that made the lock. */
function holding(holder: Holder): boolean {
  if (holder.host !== os.hostname()) return false;
  if (holder.pid === process.pid) return false; // this process holds no lock it does not know of (see `queues`)
  if (!alive(holder.pid)) return false;
  const started = startOf(holder.pid);
  return holder.started === undefined || started === undefined || started === holder.started;
}

function readHolder(file: string): { text: string; holder?: Holder; mtimeMs: number } | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8');
    const mtimeMs = fs.statSync(file).mtimeMs;
    try {
      const holder = JSON.parse(text) as Holder;
      if (Number.isInteger(holder?.pid) && holder.pid > 0 && typeof holder.host === 'string') return { text, holder, mtimeMs };
    } catch {
      // Half written, or not a lock of ours.
    }
    return { text, mtimeMs };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** Builds of this process waiting for, or holding, each cache folder's lock. */
const queues = new Map<string, Promise<void>>();

export interface CacheLockOptions {
  /** Told once when the build has to wait for another process, with a sentence naming it. */
  onWait?(message: string): void;
}

/**
 * Waits until this build may use the cache folder; the function returned lets the next one in. A cache folder that
 * cannot hold a lock (read-only: the cache cannot be saved either) is used without one.
 */
export async function lockCache(cacheDir: string, opts: CacheLockOptions = {}): Promise<() => void> {
  const key = path.resolve(cacheDir);
  const before = queues.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const queued = before.then(() => mine);
  queues.set(key, queued);
  const letGo = () => {
    release();
    if (queues.get(key) === queued) queues.delete(key);
  };
  await before;
  try {
    const unlockFile = await lockFile(path.join(key, LOCK_NAME), cacheDir, opts);
    return () => {
      unlockFile();
      letGo();
    };
  } catch (err) {
    letGo();
    throw err;
  }
}

async function lockFile(file: string, cacheDir: string, opts: CacheLockOptions): Promise<() => void> {
  const own = JSON.stringify(me());
  let told = false;
  for (;;) {
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, own, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') return () => {};
    }
    const found = readHolder(file);
    if (!found) continue; // released between the two looks
    const stale = found.holder ? !holding(found.holder) : Date.now() - found.mtimeMs > UNREADABLE_GRACE_MS;
    if (stale) {
      // Only the lock as it was read: another build may have taken it over since.
      if (readHolder(file)?.text === found.text) fs.rmSync(file, { force: true });
      continue;
    }
    if (!told && found.holder) {
      told = true;
      opts.onWait?.(`waiting for another mapdocs build (process ${found.holder.pid}) to finish with the build cache ${path.relative(process.cwd(), cacheDir) || '.'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  // Removed by the CLI's signal handler if the build is stopped (scratch.ts), so no later build has to wait for it.
  const untrack = trackScratch(file);
  return () => {
    untrack();
    try {
      if (fs.readFileSync(file, 'utf8') === own) fs.rmSync(file, { force: true });
    } catch {
      // Gone already (the cache folder removed by hand).
    }
  };
}
