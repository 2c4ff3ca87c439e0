// Builds into a fresh sibling folder and swaps it in at the end, so a failed build leaves the old output untouched.
// Files are written the moment they are handed over, synchronously: through libuv's thread pool each file was an open,
// a write and a close on the pool, each with its promise, FileHandle and callback here — 2.8 times the CPU of a plain
// writeFileSync for 6,000 small files on tmpfs (268 against 96 ms), on two cores that the build keeps busy anyway, and
// a queue of written-out pages held in memory while the disk caught up. The replaced output is removed in the
// background.
//
// An output folder that is a mount point (a Docker volume, a tmpfs) cannot be renamed, nor can a folder from beside
// it be renamed onto it: the build then stages inside it and its commit replaces what the folder holds, entry by
// entry — a failed build still leaves the old output untouched, but a reader of the folder may see a mix for the
// moment the commit takes. A write that fails names the file where the output will hold it, in words.
import fs from 'node:fs';
import path from 'node:path';
import { OUTPUT_MARKER, outputMarkerContent } from './outputGuard.ts';
import { MapdocsError } from '../errors.ts';
import { describeFsError } from '../fileProblem.ts';
import { trackScratch } from './scratch.ts';
import { siblingsOf, siblingsVia, waitHelping, writeSiblings, type Compressor } from './precompress.ts';
import { escapeRegExp } from '../../shared/escapeRegExp.ts';
import { nextTurn } from '../nextTurn.ts';

export interface StagingDir {
  /** Where this build writes. */
  dir: string;
  /**
   * Writes a file now (its .br/.gz copies now too, or once a worker has compressed them); a failure surfaces from
   * commit. `patchedLater`: its bytes change in place after (a document's route-manifest name, emitSite.ts), so its
   * copies wait for precompressDir at the end.
   */
  write(relPath: string, content: string | Buffer, how?: { patchedLater?: boolean }): void;
  copy(from: string, relPath: string): void;
  /**
   * Settles once every write so far is on disk, copies a worker compresses included (before anything looks at the
   * folder); meanwhile this thread compresses the copies lent that the worker has not started (waitHelping).
   */
  flush(): Promise<void>;
  /** Settles as `until` does, this thread compressing lent copies the worker has not started meanwhile (waitHelping). */
  waitFor?<T>(until: Promise<T>): Promise<T>;
  /**
   * Settles at once, or after a turn of the event loop while copies lent to a worker (compressWith) wait for answers
   * past half their bound: a producer that renders page after page without a real wait calls it between pages, so the
   * worker's answers come in (and are written) and the worker is lent more instead of this thread compressing.
   */
  backlog?(): Promise<void>;
  /** Waits for every write, then replaces the real output with the staged one. */
  commit(): Promise<void>;
  /** Settles once the output commit replaced is gone; a folder that could not be removed is named, not thrown. */
  cleanup(): Promise<string | undefined>;
  /** Deletes the staged output after a failure. */
  discard(): Promise<void>;
  /** With `precompress`: the files written with their .br/.gz copies (relative paths), which precompressDir skips. */
  precompressed?: ReadonlySet<string>;
  /**
   * With `precompress`: from now on the copies are compressed by `compress` (the highlight workers, once they are done
   * highlighting), while this thread goes on rendering; past MAX_LENT_BYTES waiting for it, here as before. Until
   * then copies are compressed in this thread: both cores are busy, and handing them over would only move the work.
   */
  compressWith?(compress: Compressor): void;
}

export interface StagingOptions {
  /**
   * Writes the .br/.gz copies of each file handed to `write` with it (precompress.ts), compressed from the bytes in
   * hand; `previous` is the output this build replaces, whose copies of unchanged files are reused.
   */
  precompress?: { previous?: string };
}

/** Staging folders of this process, each with the output folder it will become: messages name files there. */
const targets = new Map<string, string>();

/** Where a file being written into a staging folder will be once it is committed (the file itself otherwise). */
export function outputPathOf(file: string): string {
  for (const [staging, outDir] of targets) {
    const rel = path.relative(staging, file);
    if (rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))) return path.join(outDir, rel);
  }
  return file;
}

/** A write into the output that failed: an error naming the file (where the output will hold it) and why, in words. */
export function outputWriteError(file: string, err: unknown): MapdocsError {
  return new MapdocsError({ stage: 'write', file: path.relative(process.cwd(), outputPathOf(file)) || '.', message: `cannot write the output: ${describeFsError(err)}`, cause: err });
}

/** A failure of a write into the output as reported: a MapdocsError as it is (a copy names itself), else outputWriteError. */
const asWriteError = (file: string, err: unknown): MapdocsError => (err instanceof MapdocsError ? err : outputWriteError(file, err));

/** Runs a write into the output; its failure becomes outputWriteError naming `file`. */
export function writingTo<T>(file: string, write: () => T): T {
  try {
    return write();
  } catch (err) {
    throw asWriteError(file, err);
  }
}

/** Linux's mount points (/proc/self/mountinfo's fifth field, octal escapes undone); empty elsewhere. */
function mountPoints(): Set<string> {
  try {
    const lines = fs.readFileSync('/proc/self/mountinfo', 'utf8').split('\n');
    return new Set(lines.map((l) => l.split(' ')[4]).filter(Boolean).map((p) => p.replace(/\\([0-7]{3})/g, (_, o) => String.fromCharCode(parseInt(o, 8)))));
  } catch {
    return new Set();
  }
}

/** Whether `dir` is a folder that is a mount point: another device than its parent's, or (a bind mount) listed as one. */
export function isMountPoint(dir: string): boolean {
  try {
    const real = fs.realpathSync(dir);
    const st = fs.statSync(real);
    const up = fs.statSync(path.dirname(real));
    if (!st.isDirectory()) return false;
    if (st.dev !== up.dev || st.ino === up.ino) return true;
    // A bind mount of a folder of the same file system keeps its device number.
    return mountPoints().has(real);
  } catch {
    return false; // not there yet: made by the build, an ordinary folder
  }
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

/** Names of the folders a build stages in and moves the old output to inside an output folder that is a mount point. */
const INSIDE_STAGING = '.mapdocs-building-';
const INSIDE_OLD = '.mapdocs-old-';

/**
 * Removes the staging and replaced-output folders that builds killed before they finished left beside the output, or
 * inside it when it is a mount point (all carry the builder's process id; a running build's folders are left alone).
 */
export function removeLeftovers(outDir: string): void {
  const name = path.basename(outDir);
  const escaped = escapeRegExp(name);
  removeDeadBuilds(path.dirname(outDir), new RegExp(`^(?:\\.${escaped}\\.building-|${escaped}\\.old-)(\\d+)(?:-|$)`));
  removeDeadBuilds(outDir, /^\.mapdocs-(?:building|old)-(\d+)(?:-|$)/);
}

function removeDeadBuilds(dir: string, leftover: RegExp): void {
  let entries: string[];
  try {
    entries = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    const pid = Number(leftover.exec(entry)?.[1]);
    if (pid && pid !== process.pid && !alive(pid)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true, maxRetries: 2 });
  }
}

/** Bytes of files handed to compressWith's compressor and not answered yet, past which copies are made here. */
const MAX_LENT_BYTES = 4 * 2 ** 20;

export function createStagingDir(outDir: string, opts: StagingOptions = {}): StagingDir {
  const parent = path.dirname(outDir);
  fs.mkdirSync(parent, { recursive: true });
  try {
    removeLeftovers(outDir);
  } catch {
    // A leftover that cannot be removed (permissions) costs disk space, not correctness.
  }
  // Checked before anything is built: a mount point is written inside (see the top of this file).
  const inPlace = isMountPoint(outDir);
  const dir = writingTo(outDir, () => fs.mkdtempSync(inPlace ? path.join(outDir, `${INSIDE_STAGING}${process.pid}-`) : path.join(parent, `.${path.basename(outDir)}.building-${process.pid}-`)));
  // Removed by the CLI's signal handler if the build is stopped before commit or discard (scratch.ts).
  const untrackStaging = trackScratch(dir);
  targets.set(dir, outDir);
  const staged = () => {
    untrackStaging();
    targets.delete(dir);
  };
  // mkdtemp makes the folder private (0700); a deployed copy must be readable by the web server's user, as any
  // folder made under the user's umask would be.
  fs.chmodSync(dir, 0o777 & ~process.umask());
  writingTo(path.join(dir, OUTPUT_MARKER), () => fs.writeFileSync(path.join(dir, OUTPUT_MARKER), outputMarkerContent('build')));
  const made = new Set<string>();
  const ensureDir = (file: string) => {
    const d = path.dirname(file);
    if (!made.has(d)) {
      writingTo(file, () => fs.mkdirSync(d, { recursive: true }));
      made.add(d);
    }
  };
  const pending: Promise<void>[] = [];
  let failure: Error | null = null;
  // A failed write names its file (where it was going in the output) and says why in words (a full disk, a
  // file-size limit, permissions); a .br/.gz copy's names itself (precompress.ts).
  const failed = (err: unknown, file: string) => void (failure ??= asWriteError(file, err));
  const now = (file: string, write: () => void) => {
    try {
      write();
    } catch (err) {
      failed(err, file);
    }
  };
  let removal: Promise<string | undefined> = Promise.resolve(undefined);
  const precompressed = new Set<string>();
  /** Where copies are compressed once compressWith was called, and the bytes it holds that it has not answered. */
  let lender: Compressor | undefined;
  let lentBytes = 0;
  return {
    dir,
    precompressed,
    write(relPath, content, how) {
      const file = path.join(dir, relPath);
      ensureDir(file);
      if (!opts.precompress || how?.patchedLater) return now(file, () => fs.writeFileSync(file, content));
      // Compressed from the bytes in hand: no second read of the file, no pass over the output at the end. By a
      // highlight worker when the build lends it the work (compressWith), else in this thread (compressing in libuv's
      // pool cost more CPU, precompress.ts). The copies are written after the file (each newer than it).
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      const previous = opts.precompress.previous && path.join(opts.precompress.previous, relPath);
      precompressed.add(relPath.split(path.sep).join('/'));
      now(file, () => fs.writeFileSync(file, bytes));
      if (lender && lentBytes < MAX_LENT_BYTES) {
        lentBytes += bytes.length;
        const copies = siblingsVia(lender, relPath, bytes, { previous }).finally(() => (lentBytes -= bytes.length));
        pending.push(copies.then((made) => writeSiblings(file, made)).catch((err) => failed(err, file)));
        return;
      }
      now(file, () => writeSiblings(file, siblingsOf(relPath, bytes, { previous })));
    },
    compressWith(compress) {
      lender = compress;
    },
    copy(from, relPath) {
      const file = path.join(dir, relPath);
      ensureDir(file);
      now(file, () => fs.copyFileSync(from, file));
    },
    flush: () => waitHelping(Promise.all(pending), lender).then(() => {}),
    waitFor: (until) => waitHelping(until, lender),
    backlog: () => (lender && lentBytes >= MAX_LENT_BYTES / 2 ? nextTurn() : Promise.resolve()),
    async commit() {
      await Promise.all(pending);
      if (failure) throw failure;
      if (inPlace) {
        const left = await commitInside(outDir, dir);
        staged();
        removal = Promise.resolve(left);
        return;
      }
      const old = `${outDir}.old-${process.pid}`;
      const hadOld = fs.existsSync(outDir);
      if (hadOld) renameOutput(outDir, old);
      try {
        fs.renameSync(dir, outDir);
      } catch (err) {
        if (hadOld) fs.renameSync(old, outDir);
        throw cannotReplace(outDir, err);
      }
      // The staged folder is the output now; the replaced one is scratch until it is gone.
      staged();
      if (hadOld) {
        const untrackOld = trackScratch(old);
        removal = fs.promises.rm(old, { recursive: true, force: true }).then(
          () => void untrackOld(),
          (err: NodeJS.ErrnoException) => oldNotRemoved(old, err),
        );
      }
    },
    cleanup: () => removal,
    async discard() {
      await Promise.all(pending); // a write still running would recreate what is deleted
      fs.rmSync(dir, { recursive: true, force: true });
      staged();
    },
  };
}

/** The output folder could not be replaced (a mount point isMountPoint did not recognise, a file system that refuses). */
function cannotReplace(outDir: string, err: unknown): MapdocsError {
  return new MapdocsError({
    stage: 'write',
    file: path.relative(process.cwd(), outDir) || '.',
    message: `cannot replace the output folder: ${describeFsError(err)}; the previous output is as it was. If the folder is a mount point, build into a folder inside it`,
    cause: err,
  });
}

function renameOutput(outDir: string, old: string): void {
  try {
    fs.renameSync(outDir, old);
  } catch (err) {
    throw cannotReplace(outDir, err);
  }
}

/**
 * The commit of an output folder that is a mount point: its entries move aside into a folder inside it, the staged
 * ones up into it, and what moved aside is removed before the commit ends (a removal after it would change the
 * folder's time after the build recorded it, outputState.ts).
 */
async function commitInside(outDir: string, staging: string): Promise<string | undefined> {
  const old = writingTo(outDir, () => fs.mkdtempSync(path.join(outDir, `${INSIDE_OLD}${process.pid}-`)));
  const untrackOld = trackScratch(old);
  for (const entry of fs.readdirSync(outDir)) {
    const from = path.join(outDir, entry);
    if (from !== staging && from !== old) fs.renameSync(from, path.join(old, entry));
  }
  for (const entry of fs.readdirSync(staging)) fs.renameSync(path.join(staging, entry), path.join(outDir, entry));
  fs.rmdirSync(staging);
  try {
    await fs.promises.rm(old, { recursive: true, force: true });
    untrackOld();
    return undefined;
  } catch (err) {
    return oldNotRemoved(old, err as NodeJS.ErrnoException);
  }
}

/** The warning for a replaced output that could not be removed. */
const oldNotRemoved = (old: string, err: NodeJS.ErrnoException) =>
  `could not remove the previous output ${path.relative(process.cwd(), old)} (${err.code ?? err.message}); the new output is in place, remove the old one by hand`;

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
