// Walks the docs folder for markdown files, skipping dot-folders (config, cache) and node_modules.
import fs from 'node:fs';
import path from 'node:path';

/** Relative paths (with `/`) of every `*.md` under root, sorted for stable output. */
export function discoverPages(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, rel: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), childRel);
      else if ((entry.isFile() || entry.isSymbolicLink()) && entry.name.toLowerCase().endsWith('.md')) found.push(childRel);
    }
  };
  walk(root, '');
  return found.sort();
}
