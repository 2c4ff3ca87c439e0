// Names what shapes highlighted HTML besides the code: shiki's version and the code that drives it and writes its
// HTML (shiki.ts, tokensToHtml.ts, patternCacheEngine.ts, lineMemo.ts). Highlight cache
// keys carry it, so that cache survives edits elsewhere in mapdocs and never outlives a change that matters.
// Its own module so a build can key its caches without loading shiki's language list.
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

let format: string | undefined;

export function highlightFormat(): string {
  if (format) return format;
  const shiki = createRequire(import.meta.url)('shiki/package.json').version;
  const hash = createHash('sha1');
  for (const file of ['./shiki.ts', './tokensToHtml.ts', './patternCacheEngine.ts', './lineMemo.ts']) hash.update(fs.readFileSync(fileURLToPath(new URL(file, import.meta.url))));
  const code = hash.digest('base64url');
  return (format = `shiki@${shiki} ${code}`);
}
