// The size of a build's output folder, for the benchmarks that print it.
import fs from 'node:fs';
import path from 'node:path';

/** Megabytes and number of files under `dir`. */
export function dirSize(dir: string): { mb: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile()) {
      bytes += fs.statSync(path.join(e.parentPath, e.name)).size;
      files++;
    }
  return { mb: bytes / 2 ** 20, files };
}
