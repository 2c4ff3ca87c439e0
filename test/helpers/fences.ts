// Every fenced block of the markdown files under a folder, as [language, code] (highlighter tests run them all).
import fs from 'node:fs';
import path from 'node:path';

export function fencesUnder(dir: string): [string, string][] {
  const out: [string, string][] = [];
  for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) {
    if (!f.endsWith('.md')) continue;
    for (const m of fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/^ *```(\w+)[^\n]*\n([\s\S]*?)^ *```/gm)) out.push([m[1].toLowerCase(), m[2]]);
  }
  return out;
}
