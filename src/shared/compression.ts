// What is worth compressing and how: one rule for `serve` (compressing on the fly) and the build (writing `.br`/`.gz`
// beside the output files), so a static host given the build's files answers as `mapdocs serve` does.
import zlib from 'node:zlib';
import { contentType } from './contentType.ts';

/** Below this, compression saves less than the headers and the client's work cost (a short JSON route, an icon). */
export const MIN_COMPRESS_BYTES = 1024;

/** Encodings mapdocs produces, best first: brotli is ~8% smaller than gzip on maplib.js at a similar cost. */
export type Encoding = 'br' | 'gzip';
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
/** The file name suffix of a precompressed sibling (`maplib.js.br`, `maplib.js.gz`). */
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Whether a Content-Type is text-like (compresses well): text, JavaScript, JSON, XML, SVG, WebAssembly, raw fonts and
 * uncompressed map tiles. Images, video, audio, WOFF fonts and archives are compressed already.
 */
export function compressibleType(type: string): boolean {
  const mime = type.split(';')[0].trim().toLowerCase();
  if (mime.startsWith('text/')) return true;
  if (/[+/](json|xml)$/.test(mime) || /\/(javascript|ecmascript|wasm|x-protobuf|vnd\.mapbox-vector-tile)$/.test(mime)) return true;
  return mime === 'image/svg+xml' || mime === 'font/ttf' || mime === 'font/otf' || mime === 'application/vnd.ms-fontobject';
}

/** Whether a file, by its name, is served compressed (when large enough and the client accepts it). */
export function compressibleFile(file: string): boolean {
  return compressibleType(contentType(file));
}

/**
 * Compression levels of serve's answers and the build's copies, chosen by measuring docs/'s output (854 text files,
 * 17.8 MB, on 2 busy cores; bench/precompress.ts). Brotli: q4 4709 KB in 1.9 s, q5 4328 KB in 1.7 s, q6 4298 KB in
 * 2.1 s, q7 4238 KB in 4.2 s, q9 4217 KB in 14 s, q11 3862 KB in 52 s — past q5 each percent costs seconds of every
 * cold build (and of a reader's first request to serve), and q11's 11% would cost nearly a minute. Gzip, for clients
 * without brotli: level 6 is 0.5% larger than 9 in half the time.
 */
export const QUALITY = { br: 5, gzip: 6 } as const;

/**
 * zlib options for one encoding. Brotli in text mode with the size known up front; `quality` trades time for bytes
 * (measured on maplib.js, 1.25 MB: q5 322 KB in 58 ms, q9 313 KB in 119 ms, q11 285 KB in 6.2 s; gzip -9 347 KB).
 */
export function zlibOptions(encoding: Encoding, size: number, quality: number): zlib.BrotliOptions | zlib.ZlibOptions {
  if (encoding === 'gzip') return { level: Math.min(quality, 9) };
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** Compresses in the calling thread (the build's main thread, or a highlight worker it hands files to). */
export function compressSync(bytes: Uint8Array, encoding: Encoding, quality: number): Buffer {
  const opts = zlibOptions(encoding, bytes.length, quality);
  return ownBytes(encoding === 'br' ? zlib.brotliCompressSync(bytes, opts as zlib.BrotliOptions) : zlib.gzipSync(bytes, opts as zlib.ZlibOptions));
}

/**
 * Compresses in libuv's thread pool, off the main thread (serve), in one trip: with zlib's default 16 KB output chunks
 * a file goes back and forth between the pool and the main thread once per chunk. On the 120-page corpus's 437 output
 * files: 408 ms CPU in 16 KB chunks, 371 ms in one trip, 274 ms synchronously (what a build does, precompress.ts). The
 * bytes out are the same whatever the chunk size.
 */
export function compress(bytes: Buffer, encoding: Encoding, quality: number): Promise<Buffer> {
  const opts = { ...zlibOptions(encoding, bytes.length, quality), chunkSize: Math.max(zlib.constants.Z_DEFAULT_CHUNK, bytes.length + 1024) };
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(ownBytes(out)));
    if (encoding === 'br') zlib.brotliCompress(bytes, opts as zlib.BrotliOptions, done);
    else zlib.gzip(bytes, opts as zlib.ZlibOptions, done);
  });
}

/**
 * zlib's result is a view of its output chunk (16 KB by default, the input's size in `compress`): a 1 KB copy kept
 * while it waits to be written held the whole chunk. A view over much more than itself is copied into a buffer of its
 * own. Measured: a 10,000-page cold build queues 11,267 search files with their copies at once, and the chunks behind
 * them raised its peak from 949 MB to 1,275 MB.
 */
export function ownBytes(out: Buffer): Buffer {
  return out.buffer.byteLength > out.length * 2 ? Buffer.from(out) : out;
}
