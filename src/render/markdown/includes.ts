// The rule for files a page includes (`<<<` snippets, images): they must lie inside the project folder or a folder
// the config's includeRoots names, after following symlinks. Docs are built from pull requests in CI, so without it a
// page could publish `/proc/self/environ` (the build's secrets) or `@/../../etc/passwd`.
import path from 'node:path';
import { isInside, realish } from '../folders.ts';
import { fileProblem } from '../fileProblem.ts';

/** Why a page may not include `file`: outside every allowed folder, or not a readable regular file; undefined when it may. */
export function includeProblem(file: string, roots: string[]): string | undefined {
  // Real paths: a symlink inside the project to a file outside it is outside.
  const real = realish(file);
  if (!roots.some((root) => isInside(realish(root), real))) {
    const project = path.relative(process.cwd(), roots[0]) || '.';
    return `outside the project folder ${project}${roots.length > 1 ? ' and the config\'s includeRoots' : ''}: pages include files only from there (includeRoots in the config allows other folders)`;
  }
  return fileProblem(real);
}
