// The one hash of mapdocs' own code: every file under src/ and theme/, package.json and the lockfile, by relative
// name and content. The build cache is stamped with it (cache.ts) and the CLI bundle is named by it
// (bin/bundledMain.mjs). Plain JavaScript: bin/ runs it before any TypeScript loader is registered.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const memo = new Map();

/** Hash (base64url) of the sources of the mapdocs package at `root`; computed once per process. */
export function sourceHash(root) {
  let hash = memo.get(root);
  if (hash) return hash;
  const files = ['src', 'theme'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name)),
  );
  const h = createHash('sha1');
  for (const file of [...files.sort(), path.join(root, 'package.json'), path.join(root, 'package-lock.json')])
    if (fs.existsSync(file)) h.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  memo.set(root, (hash = h.digest('base64url')));
  return hash;
}
