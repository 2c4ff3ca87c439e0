// Where a path really is and which folder it belongs to: the output guard (what a build may replace) and the include
// rule (what a page may read) both ask, and must agree.
import fs from 'node:fs';
import path from 'node:path';

/** Whether `child` is `parent` or lies inside it (both absolute, compared as written). */
export const isInside = (parent: string, child: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** The folder of the project the docs belong to: the nearest ancestor holding package.json or .git. */
export function projectRootOf(dir: string): string | undefined {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, 'package.json')) || fs.existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

/**
 * The folder pages may include files from (`<<<`, images, public links): the repository the docs are in (nearest .git),
 * else the project (nearest package.json), else the docs folder. The repository comes first because a monorepo's docs
 * package quotes its sibling packages (VuePress's own docs include packages/@vuepress/markdown's files from
 * packages/docs, which has a package.json of its own); what lies outside the repository (/proc, /etc, $HOME) stays out.
 */
export function includeRootOf(docs: string): string {
  for (let d = path.resolve(docs); ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) break;
  }
  return projectRootOf(docs) ?? path.resolve(docs);
}

/**
 * Real path where the path exists (a symlink must not slip past a check), else its nearest existing folder's real
 * path with the rest appended.
 */
export function realish(p: string): string {
  const abs = path.resolve(p);
  try {
    return fs.realpathSync(abs);
  } catch {
    const parent = path.dirname(abs);
    return parent === abs ? abs : path.join(realish(parent), path.basename(abs));
  }
}
