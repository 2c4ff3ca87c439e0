// Sends one file: opened once, so its size, type and bytes all come from that one open file (a file replaced meanwhile
// is sent whole, old or new), with HEAD and single byte ranges; a failed read cuts the response, never the process.
import fs from 'node:fs';
import type http from 'node:http';
import { byteRange } from './byteRange.ts';
import { contentType } from './contentType.ts';

/** Sends `file` with `headers` added; false (nothing sent) when it is missing or not a regular file. */
export async function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, headers: Record<string, string>): Promise<boolean> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch {
    return false;
  }
  let stats: fs.Stats;
  try {
    stats = await handle.stat();
  } catch {
    await handle.close().catch(() => {});
    return false;
  }
  // A folder opens too on Linux.
  if (!stats.isFile()) {
    await handle.close().catch(() => {});
    return false;
  }
  const size = stats.size;
  const lastModified = stats.mtime.toUTCString();
  const common = { 'Last-Modified': lastModified, 'Accept-Ranges': 'bytes', ...headers };
  // A Range with If-Range is honoured only while the file is the one the client saw (resuming a changed file would mix
  // two versions); HEAD and every other method get the whole file's headers.
  const ifRange = req.headers['if-range'];
  const range = req.method === 'GET' && (ifRange === undefined || ifRange === lastModified) ? byteRange(req.headers.range, size) : { kind: 'whole' as const };
  if (range.kind === 'unsatisfiable') {
    await handle.close().catch(() => {});
    res.writeHead(416, { ...common, 'Content-Range': `bytes */${size}`, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Range Not Satisfiable: the file has ${size} bytes\n`);
    return true;
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : size - 1;
  const length = size === 0 ? 0 : end - start + 1;
  res.writeHead(range.kind === 'partial' ? 206 : 200, {
    ...common,
    'Content-Type': contentType(file),
    'Content-Length': String(length),
    ...(range.kind === 'partial' ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
  });
  // A client that went away while the file was opened has no 'close' left to tell us: nothing to stream to.
  if (req.method === 'HEAD' || length === 0 || res.destroyed) {
    await handle.close().catch(() => {});
    res.end();
    return true;
  }
  const stream = handle.createReadStream({ start, end });
  // A file that shrank under us (a writer outside mapdocs) would leave the client waiting for the promised length:
  // a short body closes the connection instead.
  stream.on('end', () => (stream.bytesRead === length ? res.end() : res.destroy()));
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res, { end: false });
  return true;
}
