// Builds into a fresh sibling folder and swaps it in at the end, so a failed build leaves the old output untouched.
// Files are written by libuv's threads while the build goes on (a few hundred files of output were a tenth of the
// main thread's time); commit waits for them, and the replaced output is removed in the background.
import fs from 'node:fs';
import path from 'node:path';
import { OUTPUT_MARKER, outputMarkerContent } from './outputGuard.ts';
import { MapdocsError } from '../errors.ts';
import { describeFsError } from '../fileProblem.ts';
import { trackScratch } from './scratch.ts';

export interface StagingDir {
  /** Where this build writes. */
  dir: string;
  /** Writes a file (in the background: a failure surfaces from commit). */
  write(relPath: string, content: string | Buffer): void;
  copy(from: string, relPath: string): void;
  /** Settles once every write so far is on disk (before anything looks at what the folder holds). */
  flush(): Promise<void>;
  /**
   * Settles once few enough writes wait their turn (at once when few do): a producer faster than the disk awaits it,
   * so the output held in memory stays bounded whatever the size of the site.
   */
  backlog?(): Promise<void>;
  /** Waits for every write, then replaces the real output with the staged one. */
  commit(): Promise<void>;
  /** Settles once the output commit replaced is gone; a folder that could not be removed is named, not thrown. */
  cleanup(): Promise<string | undefined>;
  /** Deletes the staged output after a failure. */
  discard(): Promise<void>;
}

/** Whether a process with this id is running (a folder it left is still in use). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the staging and replaced-output folders that builds killed before they finished left beside the output
 * (both carry the builder's process id; a running build's folders are left alone).
 */
export function removeLeftovers(outDir: string): void {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  let entries: string[];
  try {
    entries = fs.readdirSync(parent);
  } catch {
    return;
  }
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const leftover = new RegExp(`^(?:\\.${escaped}\\.building-|${escaped}\\.old-)(\\d+)(?:-|$)`);
  for (const entry of entries) {
    const pid = Number(leftover.exec(entry)?.[1]);
    if (pid && pid !== process.pid && !alive(pid)) fs.rmSync(path.join(parent, entry), { recursive: true, force: true, maxRetries: 2 });
  }
}

/** Files written at the same time (each holds a file descriptor while it is written). */
const MAX_OPEN = 64;
/**
 * Writes waiting their turn past which backlog() asks the producer to wait. The build hands over pages faster than a
 * loaded disk takes them: unbounded, the 3,000-page corpus held ~500 MB of written-out HTML in this queue.
 */
const MAX_WAITING = 256;

/** Characters from which a text file is turned into bytes when handed over (see write). */
const AS_BYTES = 8 * 1024;

export function createStagingDir(outDir: string): StagingDir {
  const parent = path.dirname(outDir);
  fs.mkdirSync(parent, { recursive: true });
  try {
    removeLeftovers(outDir);
  } catch {
    // A leftover that cannot be removed (permissions) costs disk space, not correctness.
  }
  const dir = fs.mkdtempSync(path.join(parent, `.${path.basename(outDir)}.building-${process.pid}-`));
  // Removed by the CLI's signal handler if the build is stopped before commit or discard (scratch.ts).
  const untrackStaging = trackScratch(dir);
  // mkdtemp makes the folder private (0700); a deployed copy must be readable by the web server's user, as any
  // folder made under the user's umask would be.
  fs.chmodSync(dir, 0o777 & ~process.umask());
  fs.writeFileSync(path.join(dir, OUTPUT_MARKER), outputMarkerContent('build'));
  const made = new Set<string>();
  const ensureDir = (file: string) => {
    const d = path.dirname(file);
    if (!made.has(d)) {
      fs.mkdirSync(d, { recursive: true });
      made.add(d);
    }
  };
  const pending: Promise<void>[] = [];
  let failure: Error | null = null;
  // A failed write names its file (where it was going in the output) and says why in words (a full disk, a
  // file-size limit, permissions).
  const track = (write: Promise<void>, relPath: string) =>
    pending.push(
      write.catch(
        (err: Error) =>
          void (failure ??= new MapdocsError({ stage: 'write', file: path.relative(process.cwd(), path.join(outDir, relPath)), message: `cannot write the output: ${describeFsError(err)}`, cause: err })),
      ),
    );
  // At most MAX_OPEN files are being written at once: a 10,000-page site started every write together and ran out of
  // file descriptors (EMFILE at a limit of 20,000). The others wait their turn, in order.
  let open = 0;
  const waiting: (() => void)[] = [];
  // Producers awaiting backlog(): let go once the queue is down to half its bound, so they run in bursts.
  let drained: (() => void)[] = [];
  const limited = (start: () => Promise<void>) =>
    new Promise<void>((resolve, reject) => {
      const run = () => {
        open++;
        start()
          .then(resolve, reject)
          .finally(() => {
            open--;
            waiting.shift()?.();
            if (drained.length && waiting.length <= MAX_WAITING / 2) {
              for (const go of drained) go();
              drained = [];
            }
          });
      };
      if (open < MAX_OPEN) run();
      else waiting.push(run);
    });
  let removal: Promise<string | undefined> = Promise.resolve(undefined);
  return {
    dir,
    write(relPath, content) {
      const file = path.join(dir, relPath);
      ensureDir(file);
      // A page's document or chunk (~32 KB of text at 10,000 pages) becomes bytes now, not when its turn comes: held
      // until its write was done, each lived through scavenges and was moved to the old heap, which V8 lets grow to
      // about four times what it holds before collecting (at 3,000 pages 330 of the render stage's 500 MB of old-heap
      // garbage). Let go here, the string dies young; its bytes live outside the heap, and only until written. Small
      // files (a search index's shards, thousands at once with no backlog) stay strings: their callers hold them.
      const bytes = typeof content === 'string' && content.length >= AS_BYTES ? Buffer.from(content) : content;
      track(limited(() => fs.promises.writeFile(file, bytes)), relPath);
    },
    copy(from, relPath) {
      const file = path.join(dir, relPath);
      ensureDir(file);
      track(limited(() => fs.promises.copyFile(from, file)), relPath);
    },
    flush: () => Promise.all(pending).then(() => {}),
    backlog: () => (waiting.length > MAX_WAITING ? new Promise<void>((go) => drained.push(go)) : Promise.resolve()),
    async commit() {
      await Promise.all(pending);
      if (failure) throw failure;
      const old = `${outDir}.old-${process.pid}`;
      const hadOld = fs.existsSync(outDir);
      if (hadOld) fs.renameSync(outDir, old);
      fs.renameSync(dir, outDir);
      // The staged folder is the output now; the replaced one is scratch until it is gone.
      untrackStaging();
      if (hadOld) {
        const untrackOld = trackScratch(old);
        removal = fs.promises.rm(old, { recursive: true, force: true }).then(
          () => void untrackOld(),
          (err: NodeJS.ErrnoException) => `could not remove the previous output ${path.relative(process.cwd(), old)} (${err.code ?? err.message}); the new output is in place, remove the old one by hand`,
        );
      }
    },
    cleanup: () => removal,
    async discard() {
      await Promise.all(pending); // a write still running would recreate what is deleted
      fs.rmSync(dir, { recursive: true, force: true });
      untrackStaging();
    },
  };
}

/** Copies a folder tree (public files) into the staging dir; `skip` filters out files by name. */
export function copyTree(from: string, staging: StagingDir, prefix = '', skip: (name: string) => boolean = () => false): number {
  if (!fs.existsSync(from)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) count += copyTree(src, staging, rel, skip);
    else if (entry.isFile() && !skip(entry.name)) {
      staging.copy(src, rel);
      count++;
    }
  }
  return count;
}
