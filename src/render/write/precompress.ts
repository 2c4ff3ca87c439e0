// Writes a brotli (`x.br`) and a gzip (`x.gz`) copy beside every text-like output file of at least 1 KB, for static
// hosts that send precompressed files (nginx gzip_static/brotli_static, Caddy precompressed, `mapdocs serve`) and so
// never compress at request time. A file the previous output holds with the same bytes reuses that output's copies,
// so a rebuild compresses only what changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compress, compressibleFile, ENCODINGS, MIN_COMPRESS_BYTES, QUALITY, SUFFIX } from '../../shared/compression.ts';
import { outputWriteError } from './outputDir.ts';

export interface PrecompressOptions {
  /** The previous output (the folder this build replaces): its copies of files that did not change are reused. */
  previous?: string;
  /** Brotli quality (1–11); default QUALITY.br. */
  brotliQuality?: number;
  /** Files compressed at once; default one per core (zlib runs in libuv's thread pool). */
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
  const quality = { br: opts.brotliQuality ?? QUALITY.br, gzip: QUALITY.gzip };
  const stats: PrecompressStats = { files: 0, reused: 0, bytes: 0, br: 0, gzip: 0 };
  const todo = listFiles(dir).filter((f) => compressibleFile(f));
  const one = async (rel: string) => {
    const file = path.join(dir, rel);
    const bytes = await fs.promises.readFile(file);
    if (bytes.length < MIN_COMPRESS_BYTES) return;
    const sizes = { br: 0, gzip: 0 };
    let reused = 0;
    const before = opts.previous ? await previousVersion(path.join(opts.previous, rel), bytes) : undefined;
    for (const encoding of ENCODINGS) {
      const target = file + SUFFIX[encoding];
      if (before && (await copiedIfCurrent(before, SUFFIX[encoding], target))) {
        sizes[encoding] = (await fs.promises.stat(target)).size;
        reused++;
        continue;
      }
      const out = await compress(bytes, encoding, quality[encoding]);
      // A copy no smaller than the file saves nothing (a host would send it for nothing).
      if (out.length >= bytes.length) continue;
      await fs.promises.writeFile(target, out).catch((err) => {
        throw outputWriteError(target, err);
      });
      sizes[encoding] = out.length;
    }
    if (!sizes.br && !sizes.gzip) return;
    stats.files++;
    stats.reused += reused === ENCODINGS.length ? 1 : 0;
    stats.bytes += bytes.length;
    stats.br += sizes.br;
    stats.gzip += sizes.gzip;
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
async function previousVersion(file: string, bytes: Buffer): Promise<{ file: string; mtimeMs: number } | undefined> {
  try {
    const stat = await fs.promises.stat(file);
    if (stat.size !== bytes.length || !bytes.equals(await fs.promises.readFile(file))) return undefined;
    return { file, mtimeMs: stat.mtimeMs };
  } catch {
    return undefined;
  }
}

/**
 * Copies the previous file's sibling (`suffix`) to `to` when it exists and was written after that file (an older one
 * belonged to an earlier version of it). A copy, not a link: its time must be newer than the new file's, as serve's
 * check for stale copies expects.
 */
async function copiedIfCurrent(before: { file: string; mtimeMs: number }, suffix: string, to: string): Promise<boolean> {
  try {
    const stat = await fs.promises.stat(before.file + suffix);
    if (stat.mtimeMs < before.mtimeMs) return false;
    await fs.promises.copyFile(before.file + suffix, to, fs.constants.COPYFILE_FICLONE);
    return true;
  } catch {
    return false;
  }
}
