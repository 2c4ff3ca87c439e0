// Sends one file: opened once, so its size, type and bytes all come from that one open file (a file replaced meanwhile
// is sent whole, old or new), with HEAD, single byte ranges, ETags (304 on a match) and compression: a text-like file
// goes out as brotli or gzip when the client accepts it, from a precompressed `.br`/`.gz` sibling the build wrote when
// it holds the file as it is now (siblingCheck.ts), else compressed here once and kept in memory. A failed read cuts
// the response, never the process.
import fs from 'node:fs';
import type http from 'node:http';
import { byteRange } from './byteRange.ts';
import { contentType } from '../shared/contentType.ts';
import { compressibleType, MIN_COMPRESS_BYTES, SUFFIX, type Encoding } from '../shared/compression.ts';
import { acceptedEncodings } from './acceptEncoding.ts';
import { createCompressedCache, type CompressedCache, type FileStamp } from './compressedCache.ts';
import { createSiblingCheck } from './siblingCheck.ts';

/**
 * Files up to this size (every page and chunk) are read at once, synchronously: the answer then leaves in the turn of
 * the event loop the request arrived in, where streaming takes a turn per step — and while `serve --watch` rebuilds,
 * each turn waits for a slice of the rebuild (see timeSlicer.ts). Larger files (data, maps) are streamed.
 */
const READ_AT_ONCE = 1 << 20;

/** Larger files are sent as they are rather than read whole into memory to be compressed. */
const MAX_ON_THE_FLY = 32 << 20;

/** The process's one cache of compressed answers (every server shares it: entries are keyed by absolute file). */
const cache = createCompressedCache();
/** And of what it found of precompressed siblings. */
const siblings = createSiblingCheck();

/** Sends `file` with `headers` added; false (nothing sent) when it is missing or not a regular file. */
export function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, headers: Record<string, string>): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return false;
  }
  let handedOver = false;
  try {
    const stats = fs.fstatSync(fd);
    // A folder opens too on Linux.
    if (!stats.isFile()) return false;
    const size = stats.size;
    const type = contentType(file);
    const compressible = compressibleType(type);
    const lastModified = stats.mtime.toUTCString();
    const etag = `"${size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    // Caches must keep the brotli, gzip and plain answers apart for a text-like file, whichever this one is.
    const common = { 'Last-Modified': lastModified, 'Accept-Ranges': 'bytes', ...(compressible ? { Vary: 'Accept-Encoding' } : {}), ...headers };
    // A Range request always gets the plain bytes: ranges of a compressed body would differ per encoder.
    if (compressible && size >= MIN_COMPRESS_BYTES && req.headers.range === undefined) {
      const encodings = acceptedEncodings(req.headers['accept-encoding']);
      if (encodings.length) {
        const answer = { req, res, file, type, etag, common, cache, stamp: { size, mtimeMs: stats.mtimeMs, ino: stats.ino } };
        if (sendSibling(answer, encodings, fd)) return true;
        if (size <= MAX_ON_THE_FLY) {
          handedOver = true;
          sendCompressed(answer, encodings[0], fd);
          return true;
        }
      }
    }
    if (notModified(req, etag, lastModified)) {
      res.writeHead(304, { ...common, ETag: etag });
      res.end();
      return true;
    }
    // A Range with If-Range is honoured only while the file is the one the client saw (resuming a changed file would
    // mix two versions); HEAD and every other method get the whole file's headers.
    const ifRange = req.headers['if-range'];
    const range = req.method === 'GET' && (ifRange === undefined || ifRange === lastModified || ifRange === etag) ? byteRange(req.headers.range, size) : { kind: 'whole' as const };
    if (range.kind === 'unsatisfiable') {
      res.writeHead(416, { ...common, 'Content-Range': `bytes */${size}`, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Range Not Satisfiable: the file has ${size} bytes\n`);
      return true;
    }
    const start = range.kind === 'partial' ? range.start : 0;
    const end = range.kind === 'partial' ? range.end : size - 1;
    const length = size === 0 ? 0 : end - start + 1;
    const head = (bytes: number) => ({
      ...common,
      ETag: etag,
      'Content-Type': type,
      'Content-Length': String(bytes),
      ...(range.kind === 'partial' ? { 'Content-Range': `bytes ${start}-${start + bytes - 1}/${size}` } : {}),
    });
    handedOver = sendBytes(req, res, fd, start, length, range.kind === 'partial' ? 206 : 200, head);
    return true;
  } finally {
    // Whoever the descriptor was handed to closes it.
    if (!handedOver) fs.closeSync(fd);
  }
}

interface Answer {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  file: string;
  type: string;
  /** The plain file's ETag; a compressed answer's is derived from it. */
  etag: string;
  common: Record<string, string>;
  cache: CompressedCache;
  stamp: FileStamp;
}

/**
 * A compressed answer's ETag: weak (its bytes depend on the encoder, precompressed or made here), distinct per
 * encoding, and changing whenever the file does.
 */
const encodedTag = (etag: string, encoding: Encoding) => `W/${etag.slice(0, -1)}-${encoding}"`;

/**
 * Sends the first precompressed sibling (`file.br`, `file.gz`) of an accepted encoding that holds the file as it is
 * (one left from a previous version is ignored). False when none does. `fileFd` is the plain file's, open.
 */
function sendSibling(a: Answer, encodings: Encoding[], fileFd: number): boolean {
  for (const encoding of encodings) {
    let fd: number;
    try {
      fd = fs.openSync(a.file + SUFFIX[encoding], 'r');
    } catch {
      continue;
    }
    let handedOver = false;
    try {
      const stats = fs.fstatSync(fd);
      if (!stats.isFile()) continue;
      const siblingStat = { size: stats.size, mtimeMs: stats.mtimeMs, ino: stats.ino };
      if (!siblings.isCurrent(a.file, { sibling: a.file + SUFFIX[encoding], siblingFd: fd, siblingStat, fileFd, fileStamp: a.stamp, encoding })) continue;
      const etag = encodedTag(a.etag, encoding);
      const headers = { ...a.common, ETag: etag, 'Content-Type': a.type, 'Content-Encoding': encoding };
      if (notModified(a.req, etag, a.common['Last-Modified'])) {
        a.res.writeHead(304, headers);
        a.res.end();
        return true;
      }
      handedOver = sendBytes(a.req, a.res, fd, 0, stats.size, 200, (bytes) => ({ ...headers, 'Content-Length': String(bytes) }));
      return true;
    } finally {
      if (!handedOver) fs.closeSync(fd);
    }
  }
  return false;
}

/** Compresses the file (or takes it from the cache) and sends it; closes `fd`. */
function sendCompressed(a: Answer, encoding: Encoding, fd: number): void {
  const etag = encodedTag(a.etag, encoding);
  const headers = { ...a.common, ETag: etag, 'Content-Type': a.type, 'Content-Encoding': encoding };
  const send = (body: Buffer) => {
    if (a.res.destroyed) return;
    a.res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    a.res.end(a.req.method === 'HEAD' ? undefined : body);
  };
  if (notModified(a.req, etag, a.common['Last-Modified'])) {
    fs.closeSync(fd);
    a.res.writeHead(304, headers);
    a.res.end();
    return;
  }
  // Cached: answered in this turn, as a plain file would be.
  const cached = a.cache.peek(a.file, encoding, a.stamp);
  if (cached) {
    fs.closeSync(fd);
    return send(cached);
  }
  let body: Promise<Buffer>;
  try {
    body = a.cache.get(a.file, encoding, a.stamp, () => {
      const bytes = Buffer.allocUnsafe(a.stamp.size);
      const read = fs.readSync(fd, bytes, 0, bytes.length, 0);
      return bytes.subarray(0, read);
    });
  } finally {
    fs.closeSync(fd);
  }
  body.then(send, () => a.res.destroy());
}

/**
 * Sends `length` bytes of `fd` from `start` with `status` and the headers `head` makes for the byte count actually
 * sent. True when a stream took over the descriptor (it closes it).
 */
function sendBytes(req: http.IncomingMessage, res: http.ServerResponse, fd: number, start: number, length: number, status: number, head: (bytes: number) => Record<string, string>): boolean {
  if (req.method === 'HEAD' || length === 0 || res.destroyed) {
    res.writeHead(status, head(length));
    res.end();
    return false;
  }
  if (length <= READ_AT_ONCE) {
    const body = Buffer.allocUnsafe(length);
    // Fewer bytes than fstat promised: another program is writing the file; what was read is sent as what it is.
    const read = fs.readSync(fd, body, 0, length, start);
    res.writeHead(status, head(read));
    res.end(body.subarray(0, read));
    return false;
  }
  res.writeHead(status, head(length));
  const stream = fs.createReadStream('', { fd, start, end: start + length - 1 });
  // A file that shrank under us would leave the client waiting for the promised length: a short body closes the
  // connection instead.
  stream.on('end', () => (stream.bytesRead === length ? res.end() : res.destroy()));
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res, { end: false });
  return true;
}

/** Whether a conditional GET/HEAD may be answered 304: If-None-Match when sent (weak comparison), else If-Modified-Since. */
function notModified(req: http.IncomingMessage, etag: string, lastModified: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const inm = req.headers['if-none-match'];
  if (inm !== undefined) {
    const bare = (t: string) => t.trim().replace(/^W\//, '');
    return inm.trim() === '*' || inm.split(',').some((t) => bare(t) === bare(etag));
  }
  const ims = req.headers['if-modified-since'];
  if (ims === undefined) return false;
  // Last-Modified has whole seconds, so a file changed twice within one second looks unchanged by date: only the
  // exact date this server sent counts (clients send it back as they got it).
  return ims === lastModified;
}
