// Where VuePress 1 would have been run from for a docs folder: `<<< @/…` snippets start there.
import fs from 'node:fs';
import path from 'node:path';

/**
 * VuePress resolves `@` to the folder it ran in, which is the project holding the docs folder: the folder of the
 * nearest package.json at or above the docs folder; with none, the docs folder's parent (`vuepress build docs`).
 */
export function findSourceRoot(docsDir: string): string {
  for (let dir = path.resolve(docsDir); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.dirname(path.resolve(docsDir));
  }
}
