// Writes a brotli (`x.br`) and a gzip (`x.gz`) copy beside every text-like output file of at least 1 KB, for static
// hosts that send precompressed files (nginx gzip_static/brotli_static, Caddy precompressed, `mapdocs serve`) and so
// never compress at request time. A file the previous output holds with the same bytes reuses that output's copies,
// so a rebuild compresses only what changed.
//
// A build compresses most files from memory as it hands them to the staging folder (outputDir.ts, `siblingsOf`) and
// only the rest (documents whose route-manifest name is put in later, copied files, the client's) in one pass at the
// end (`precompressDir`). Compression runs in libuv's thread pool, a file in one trip (compression.ts `compress`), so
// the main thread goes on rendering while the other core compresses.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { compress, compressibleFile, ENCODINGS, MIN_COMPRESS_BYTES, QUALITY, SUFFIX, type Encoding } from '../../shared/compression.ts';
import { outputWriteError } from './outputDir.ts';

export interface PrecompressOptions {
  /** The previous output (the folder this build replaces): its copies of files that did not change are reused. */
  previous?: string;
  /** Brotli quality (1–11); default QUALITY.br. */
  brotliQuality?: number;
  /** Files (relative paths) that have their copies already: written with them (outputDir.ts). */
  skip?: ReadonlySet<string>;
  /** Files compressed at once; default one per core. */
  concurrency?: number;
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
 * The copies to write beside a file of `rel` holding `bytes`: none for a file that is not text-like, is under 1 KB or
 * does not compress; the previous output's copies when `previous` (that output's file at the same place) holds the
 * same bytes and its copies were written after it.
 */
export async function siblingsOf(rel: string, bytes: Buffer, opts: { previous?: string; brotliQuality?: number } = {}): Promise<Sibling[]> {
  if (bytes.length < MIN_COMPRESS_BYTES || !compressibleFile(rel)) return [];
  const quality = { br: opts.brotliQuality ?? QUALITY.br, gzip: QUALITY.gzip };
  const before = opts.previous ? previousVersion(opts.previous, bytes) : undefined;
  const copies = await Promise.all(
    ENCODINGS.map(async (encoding): Promise<Sibling | undefined> => {
      const suffix = SUFFIX[encoding];
      const from = before && currentSibling(before, suffix);
      if (from) return { encoding, suffix, from };
      const compressed = await compress(bytes, encoding, quality[encoding]);
      // A copy no smaller than the file saves nothing (a host would send it for nothing).
      return compressed.length < bytes.length ? { encoding, suffix, bytes: compressed } : undefined;
    }),
  );
  return copies.filter((c) => c !== undefined);
}

/**
 * Writes a file's copies beside it, once the file is written (so each is newer than it, as serve's check for stale
 * copies and the next build's reuse expect). A reused copy is copied, not linked: its own time must be new.
 */
export async function writeSiblings(file: string, siblings: Sibling[]): Promise<void> {
  for (const s of siblings) {
    const target = file + s.suffix;
    try {
      if (s.from) await fs.promises.copyFile(s.from, target, fs.constants.COPYFILE_FICLONE);
      else await fs.promises.writeFile(target, s.bytes!);
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
  const todo = listFiles(dir).filter((rel) => !opts.skip?.has(rel) && compressibleFile(rel));
  const one = async (rel: string) => {
    const file = path.join(dir, rel);
    const bytes = await fs.promises.readFile(file);
    const siblings = await siblingsOf(rel, bytes, { previous: opts.previous && path.join(opts.previous, rel), brotliQuality: opts.brotliQuality });
    if (!siblings.length) return;
    await writeSiblings(file, siblings);
    stats.files++;
    stats.reused += siblings.every((s) => s.from) && siblings.length === ENCODINGS.length ? 1 : 0;
    stats.bytes += bytes.length;
    for (const s of siblings) stats[s.encoding] += s.bytes ? s.bytes.length : (await fs.promises.stat(file + s.suffix)).size;
  };
  // A fixed number of files in flight: each holds its bytes and its compressed copies in memory.
  const concurrency = Math.max(1, opts.concurrency ?? os.availableParallelism());
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, todo.length) }, async () => {
      while (next < todo.length) await one(todo[next++]);
    }),
  );
  return stats;
}

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
