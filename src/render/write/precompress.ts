// Writes a brotli (`x.br`) and a gzip (`x.gz`) copy beside every text-like output file of at least 1 KB, for static
// hosts that send precompressed files (nginx gzip_static/brotli_static, Caddy precompressed, `mapdocs serve`) and so
// never compress at request time. A file the previous output holds with the same bytes reuses that output's copies,
// so a rebuild compresses only what changed.
//
// A build compresses most files from memory as it hands them to the staging folder (outputDir.ts, `siblingsOf`) and
// only the rest (copied files, the client's) in one pass at the end (`precompressDir`). Both compress synchronously:
// zlib's asynchronous calls work in 16 KB chunks, each a trip to libuv's thread pool and back, and at 120 pages the
// pass over 430 files took 1,012 ms wall / 949 ms CPU that way against 456 / 418 ms in a plain loop (issue 36).
import fs from 'node:fs';
import path from 'node:path';
import { compressibleFile, compressSync, ENCODINGS, MIN_COMPRESS_BYTES, QUALITY, SUFFIX, type Encoding } from '../../shared/compression.ts';
import { outputWriteError } from './outputDir.ts';
import { nextTurn } from '../nextTurn.ts';

export interface PrecompressOptions {
  /** The previous output (the folder this build replaces): its copies of files that did not change are reused. */
  previous?: string;
  /** Brotli quality (1–11); default QUALITY.br. */
  brotliQuality?: number;
  /** Files (relative paths) that have their copies already: written with them (outputDir.ts). */
  skip?: ReadonlySet<string>;
  /** Idle highlight workers: they compress part of the files while this thread does the rest. Same bytes. */
  compress?: Compressor;
}

export interface PrecompressStats {
  /** Files that got copies (compressed or reused). */
  files: number;
  /** Of them, copies taken from the previous output. */
  reused: number;
  /** Their plain, brotli and gzip bytes. */
  bytes: number;
  br: number;
  gzip: number;
}

/** One compressed copy of a file: its bytes, or the previous output's copy to take as it is. */
export interface Sibling {
  encoding: Encoding;
  suffix: string;
  bytes?: Buffer;
  from?: string;
}

/**
 * Compresses a file's bytes into each encoding asked, in order, elsewhere than this thread (a highlight worker).
 * `takeBack` compresses here one file it was given that it has not started, settling that file's promise: what a
 * thread that would only wait for the worker does meanwhile (waitHelping). False when there is none.
 */
export type Compressor = ((bytes: Buffer, asked: { encoding: Encoding; quality: number }[]) => Promise<Buffer[]>) & { takeBack?(): boolean };

/**
 * Settles as `until` does; meanwhile this thread compresses the files `compress` was given and has not started, one at
 * a time with a turn of the event loop between (the worker's answers come in, and `until` may settle). At 120 pages
 * the main thread waited ~100 ms for copies lent to the highlight worker, which compresses only once its code is done.
 */
export async function waitHelping<T>(until: Promise<T>, compress: Compressor | undefined): Promise<T> {
  if (compress?.takeBack) {
    let settled = false;
    until.then(
      () => (settled = true),
      () => (settled = true),
    );
    while (!settled && compress.takeBack()) await nextTurn();
  }
  return until;
}

/** A copy to make: reused from the previous output (`from`), or compressed at `quality`. */
type PlannedSibling = { encoding: Encoding; suffix: string; quality: number; from?: string };

/**
 * The copies to write beside a file of `rel` holding `bytes`: none for a file that is not text-like or is under 1 KB;
 * the previous output's copies when `previous` (that output's file at the same place) holds the same bytes and its
 * copies were written after it; else each compressed.
 */
function plan(rel: string, bytes: Buffer, opts: { previous?: string; brotliQuality?: number }): PlannedSibling[] {
  if (bytes.length < MIN_COMPRESS_BYTES || !compressibleFile(rel)) return [];
  const quality = { br: opts.brotliQuality ?? QUALITY.br, gzip: QUALITY.gzip };
  const before = opts.previous ? previousVersion(opts.previous, bytes) : undefined;
  return ENCODINGS.map((encoding) => ({ encoding, suffix: SUFFIX[encoding], quality: quality[encoding], from: before && currentSibling(before, SUFFIX[encoding]) }));
}

/** The planned copies with the compressed ones' bytes (in plan order); a copy no smaller than the file saves nothing. */
function made(planned: PlannedSibling[], compressed: Buffer[], size: number): Sibling[] {
  let k = 0;
  return planned.flatMap(({ encoding, suffix, from }): Sibling[] => {
    if (from) return [{ encoding, suffix, from }];
    const bytes = compressed[k++];
    return bytes.length < size ? [{ encoding, suffix, bytes }] : [];
  });
}

/** The planned copies that are to be compressed, compressed in this thread. */
const compressHere = (bytes: Buffer, asked: PlannedSibling[]) => asked.map((p) => compressSync(bytes, p.encoding, p.quality));

/** The copies to write beside a file of `rel` holding `bytes` (see plan), compressed in this thread. */
export function siblingsOf(rel: string, bytes: Buffer, opts: { previous?: string; brotliQuality?: number } = {}): Sibling[] {
  const planned = plan(rel, bytes, opts);
  return made(planned, compressHere(bytes, planned.filter((p) => !p.from)), bytes.length);
}

/** The same, compressed by `compress` (a highlight worker); the same bytes. */
export async function siblingsVia(compress: Compressor, rel: string, bytes: Buffer, opts: { previous?: string; brotliQuality?: number } = {}): Promise<Sibling[]> {
  const planned = plan(rel, bytes, opts);
  const asked = planned.filter((p) => !p.from);
  // A worker that is gone (a failed build closing the pool, a crash) leaves the file to this thread.
  const compressed = asked.length ? await compress(bytes, asked).catch(() => compressHere(bytes, asked)) : [];
  return made(planned, compressed, bytes.length);
}

/**
 * Writes a file's copies beside it (after the file itself, so each is newer than it, as serve's check for stale
 * copies and the next build's reuse expect). A reused copy is copied, not linked: its own time must be new.
 */
export function writeSiblings(file: string, siblings: Sibling[]): void {
  for (const s of siblings) {
    const target = file + s.suffix;
    try {
      if (s.from) fs.copyFileSync(s.from, target, fs.constants.COPYFILE_FICLONE);
      else fs.writeFileSync(target, s.bytes!);
    } catch (err) {
      throw outputWriteError(target, err);
    }
  }
}

/** Every file under `dir` (relative paths), without following links. */
function listFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(dir, name));
    else if (entry.isFile()) out.push(name);
  }
  return out;
}

/** Writes the `.br` and `.gz` copies into `dir` (a finished output folder) and says what it wrote. */
export async function precompressDir(dir: string, opts: PrecompressOptions = {}): Promise<PrecompressStats> {
  const stats: PrecompressStats = { files: 0, reused: 0, bytes: 0, br: 0, gzip: 0 };
  const record = (file: string, bytes: Buffer, siblings: Sibling[]) => {
    if (!siblings.length) return;
    writeSiblings(file, siblings);
    stats.files++;
    stats.reused += siblings.every((s) => s.from) && siblings.length === ENCODINGS.length ? 1 : 0;
    stats.bytes += bytes.length;
    for (const s of siblings) stats[s.encoding] += s.bytes ? s.bytes.length : fs.statSync(file + s.suffix).size;
  };
  // With `compress`, files are shared out: a few at a time lent to the worker(s), the others compressed here.
  const lent: Promise<void>[] = [];
  let out = 0;
  for (const rel of listFiles(dir)) {
    if (opts.skip?.has(rel) || !compressibleFile(rel)) continue;
    const file = path.join(dir, rel);
    const bytes = fs.readFileSync(file);
    const how = { previous: opts.previous && path.join(opts.previous, rel), brotliQuality: opts.brotliQuality };
    if (opts.compress && out < LENT_AT_ONCE) {
      out++;
      lent.push(siblingsVia(opts.compress, rel, bytes, how).then((siblings) => (out--, record(file, bytes, siblings))));
      continue;
    }
    record(file, bytes, siblingsOf(rel, bytes, how));
    // The workers' answers come in between files, so each gets its next one.
    if (opts.compress) await nextTurn();
  }
  await waitHelping(Promise.all(lent), opts.compress);
  return stats;
}

/** Files lent to the workers at once by precompressDir: enough to keep one busy while its answer travels. */
const LENT_AT_ONCE = 2;

/** The previous output's file when it holds exactly `bytes` (with its modification time), else undefined. */
function previousVersion(file: string, bytes: Buffer): { file: string; mtimeMs: number } | undefined {
  try {
    const stat = fs.statSync(file);
    if (stat.size !== bytes.length || !bytes.equals(fs.readFileSync(file))) return undefined;
    return { file, mtimeMs: stat.mtimeMs };
  } catch {
    return undefined;
  }
}

/** The previous file's sibling (`suffix`) when it exists and was written after that file (an older one belonged to an earlier version of it). */
function currentSibling(before: { file: string; mtimeMs: number }, suffix: string): string | undefined {
  try {
    return fs.statSync(before.file + suffix).mtimeMs >= before.mtimeMs ? before.file + suffix : undefined;
  } catch {
    return undefined;
  }
}
