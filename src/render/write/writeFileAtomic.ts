// Replaces a file whole: the content goes to a hidden temporary file beside it, which is then renamed over it, so a
// reader (a server sending the page, a browser fetching it) sees the old file or the new one, never a part of either.
import fs from 'node:fs';
import path from 'node:path';

let counter = 0;

export function writeFileAtomic(file: string, content: string | Buffer): void {
  // Hidden (servers never send dot-files) and unique to this process and write; same folder, so rename is atomic.
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${counter++}.tmp`);
  try {
    fs.writeFileSync(tmp, content);
    fs.renameSync(tmp, file);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
}
