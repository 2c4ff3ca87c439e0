// Replaces a file whole: the content goes to a hidden temporary file beside it, which is then renamed over it, so a
// reader (a server sending the page, a browser fetching it) sees the old file or the new one, never a part of either.
import fs from 'node:fs';
import path from 'node:path';

let counter = 0;

/** Hidden (servers never send dot-files) and unique to this process and write; same folder, so rename is atomic. */
const temporaryFor = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${counter++}.tmp`);
/** Text written at once when content comes in parts: few system calls, and never the whole file in memory. */
const BATCH = 1 << 20;

/**
 * Content is a string, a buffer, or parts of text (a large file — the build cache's sections — is produced and
 * written part by part, so the whole of it is never one string).
 */
export function writeFileAtomic(file: string, content: string | Buffer | Iterable<string>): void {
  const tmp = temporaryFor(file);
  try {
    if (typeof content === 'string' || Buffer.isBuffer(content)) fs.writeFileSync(tmp, content);
    else writeParts(tmp, content);
    fs.renameSync(tmp, file);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
}

function writeParts(file: string, parts: Iterable<string>): void {
  const fd = fs.openSync(file, 'w');
  try {
    let batch: string[] = [];
    let size = 0;
    const flush = () => {
      if (batch.length) fs.writeSync(fd, batch.join(''));
      batch = [];
      size = 0;
    };
    for (const part of parts) {
      batch.push(part);
      size += part.length;
      if (size >= BATCH) flush();
    }
    flush();
  } finally {
    fs.closeSync(fd);
  }
}
