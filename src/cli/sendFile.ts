// Sends one file: opened once, so its size, type and bytes all come from that one open file (a file replaced meanwhile
// is sent whole, old or new), with HEAD and single byte ranges; a failed read cuts the response, never the process.
import fs from 'node:fs';
import type http from 'node:http';
import { byteRange } from './byteRange.ts';
import { contentType } from './contentType.ts';

/**
 * Files up to this size (every page and chunk) are read at once, synchronously: the answer then leaves in the turn of
 * the event loop the request arrived in, where streaming takes a turn per step — and while `serve --watch` rebuilds,
 * each turn waits for a slice of the rebuild (see timeSlicer.ts). Larger files (data, maps) are streamed.
 */
const READ_AT_ONCE = 1 << 20;

/** Sends `file` with `headers` added; false (nothing sent) when it is missing or not a regular file. */
export function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, headers: Record<string, string>): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return false;
  }
  let streaming = false;
  try {
    const stats = fs.fstatSync(fd);
    // A folder opens too on Linux.
    if (!stats.isFile()) return false;
    const size = stats.size;
    const lastModified = stats.mtime.toUTCString();
    const common = { 'Last-Modified': lastModified, 'Accept-Ranges': 'bytes', ...headers };
    // A Range with If-Range is honoured only while the file is the one the client saw (resuming a changed file would
    // mix two versions); HEAD and every other method get the whole file's headers.
    const ifRange = req.headers['if-range'];
    const range = req.method === 'GET' && (ifRange === undefined || ifRange === lastModified) ? byteRange(req.headers.range, size) : { kind: 'whole' as const };
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
      'Content-Type': contentType(file),
      'Content-Length': String(bytes),
      ...(range.kind === 'partial' ? { 'Content-Range': `bytes ${start}-${start + bytes - 1}/${size}` } : {}),
    });
    const status = range.kind === 'partial' ? 206 : 200;
    if (req.method === 'HEAD' || length === 0 || res.destroyed) {
      res.writeHead(status, head(length));
      res.end();
      return true;
    }
    if (length <= READ_AT_ONCE) {
      const body = Buffer.allocUnsafe(length);
      // Fewer bytes than fstat promised: another program is writing the file; what was read is sent as what it is.
      const read = fs.readSync(fd, body, 0, length, start);
      res.writeHead(status, head(read));
      res.end(body.subarray(0, read));
      return true;
    }
    res.writeHead(status, head(length));
    const stream = fs.createReadStream('', { fd, start, end });
    streaming = true;
    // A file that shrank under us would leave the client waiting for the promised length: a short body closes the
    // connection instead.
    stream.on('end', () => (stream.bytesRead === length ? res.end() : res.destroy()));
    stream.on('error', () => res.destroy());
    res.on('close', () => stream.destroy());
    stream.pipe(res, { end: false });
    return true;
  } finally {
    // The stream closes its own descriptor when it ends or is destroyed.
    if (!streaming) fs.closeSync(fd);
  }
}
