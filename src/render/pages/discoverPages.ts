// Which files of a docs folder are pages, and the walk that lists them. The rule lives here once: the build lists pages
// with it and `serve --watch` classifies a changed file with it, so the two never disagree.
import fs from 'node:fs';
import path from 'node:path';

/** Names no page comes from, nor anything inside them: dot-names (the config folder, caches, .git) and node_modules. */
export function isSkippedName(name: string): boolean {
  return name.startsWith('.') || name === 'node_modules';
}

/** What a docs-relative path (with `/`) is: a page (`*.md`), inside a skipped folder (`ignore`), or another file. */
export function docsPathKind(rel: string): 'page' | 'ignore' | 'other' {
  if (rel.split('/').some(isSkippedName)) return 'ignore';
  return rel.toLowerCase().endsWith('.md') ? 'page' : 'other';
}

/** Relative paths (with `/`) of every page under root, sorted for stable output. */
export function discoverPages(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, rel: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (isSkippedName(entry.name)) continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), childRel);
      else if ((entry.isFile() || entry.isSymbolicLink()) && docsPathKind(childRel) === 'page') found.push(childRel);
    }
  };
  walk(root, '');
  return found.sort();
}
