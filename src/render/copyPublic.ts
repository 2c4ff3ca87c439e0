// Copies the public folder into the staging output. A file the previous output holds unchanged (same size and
// modification time as its source) is hard-linked from there instead: a rebuild should not rewrite megabytes of
// data files that did not change. Links only ever join two outputs of ours, never an output and a source file.
import fs from 'node:fs';
import path from 'node:path';

export function copyPublic(from: string, stagingDir: string, previousOut: string): number {
  if (!fs.existsSync(from)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const src = path.join(entry.parentPath, entry.name);
    const rel = path.relative(from, src);
    const dest = path.join(stagingDir, rel);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    const stat = fs.statSync(src);
    if (!reuse(path.join(previousOut, rel), dest, stat)) {
      // Public files win over generated ones of the same name, as they always have.
      fs.copyFileSync(src, dest);
      // The source's times, so the next build can tell this copy is still current.
      fs.utimesSync(dest, stat.atime, stat.mtime);
    }
    count++;
  }
  return count;
}

function reuse(previous: string, dest: string, stat: fs.Stats): boolean {
  try {
    const old = fs.statSync(previous);
    // Whole milliseconds: utimes takes Dates, which drop the finer part of the source's time.
    if (old.size !== stat.size || Math.trunc(old.mtimeMs) !== Math.trunc(stat.mtimeMs) || fs.existsSync(dest)) return false;
    fs.linkSync(previous, dest);
    return true;
  } catch {
    return false; // no previous output, another file system, or no links here: copy
  }
}
