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

/** Compresses in libuv's thread pool, off the main thread. */
export function compress(bytes: Buffer, encoding: Encoding, quality: number): Promise<Buffer> {
  const opts = zlibOptions(encoding, bytes.length, quality);
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === 'br') zlib.brotliCompress(bytes, opts as zlib.BrotliOptions, done);
    else zlib.gzip(bytes, opts as zlib.ZlibOptions, done);
  });
}
