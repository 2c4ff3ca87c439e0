// Copies the public folder into the staging output. A file the previous output holds unchanged (same size and
// modification time as its source) is hard-linked from there instead: a rebuild should not rewrite megabytes of
// data files that did not change. Links only ever join two outputs of ours, never an output and a source file.
import fs from 'node:fs';
import path from 'node:path';
import { MapdocsError } from './errors.ts';
import { describeFsError } from './fileProblem.ts';
import type { PublicFile } from './publicFiles.ts';
import { writingTo } from './write/outputDir.ts';

export function copyPublic(files: PublicFile[], stagingDir: string, previousOut: string): number {
  for (const { file: src, rel } of files) {
    const dest = path.join(stagingDir, rel);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(src);
      fs.accessSync(src, fs.constants.R_OK);
    } catch (err) {
      throw new MapdocsError({ stage: 'write', file: path.relative(process.cwd(), src), message: `cannot copy the public file: ${describeFsError(err)}`, cause: err });
    }
    writingTo(dest, () => {
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      if (!reuse(path.join(previousOut, rel), dest, stat)) {
        // Public files win over generated ones of the same name, as they always have.
        fs.copyFileSync(src, dest);
        // The source's times, so the next build can tell this copy is still current.
        fs.utimesSync(dest, stat.atime, stat.mtime);
      }
    });
  }
  return files.length;
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
