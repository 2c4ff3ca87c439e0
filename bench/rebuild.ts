// One-page rebuild, as `serve --watch` would do it: in one process, build docs/ (a copy of its pages), then edit
// one page and rebuild, a few times; prints each rebuild's time and how much came from the cache.
//
//   node --import tsx bench/rebuild.ts [docsDir] [page.md]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// As bin/mapdocs.js does: React's development build is several times slower at static rendering.
process.env.NODE_ENV ??= 'production';
const { resolveConfig } = await import('../src/render/config/resolveConfig.ts');
const { build } = await import('../src/render/build.ts');

const docsDir = path.resolve(process.argv[2] ?? 'docs');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mapdocs-rebuild-'));
const config = await resolveConfig(docsDir, { outDir: path.join(work, 'out') });
// Pages are copied so the edits never touch the real docs; config, public files and hosted libraries stay put.
const root = path.join(work, 'docs');
fs.cpSync(config.root, root, { recursive: true, filter: (src) => !src.startsWith(config.configDir) });
Object.assign(config, { root, cacheDir: path.join(work, 'cache') });
const pages = fs.readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith('.md')).sort();
const page = process.argv[3] ?? pages.find((p) => p !== 'README.md') ?? pages[0];

const run = async (label: string) => {
  const r = await build(config);
  console.log(`${label.padEnd(28)} ${r.ms.toFixed(0).padStart(6)} ms  (${r.cache.pagesFromCache}/${r.pages.length} pages from cache, ${r.cache.blocksHighlighted} blocks highlighted)`);
  return r.ms;
};

console.log(`${docsDir}: ${pages.length} pages; editing ${page}`);
await run('cold build');
await run('warm build, same process');
const times: number[] = [];
for (let i = 1; i <= 5; i++) {
  fs.appendFileSync(path.join(root, page), `\n\nEdit ${i}: one more paragraph.\n`);
  times.push(await run(`rebuild after edit ${i}`));
}
times.sort((a, b) => a - b);
console.log(`median one-page rebuild: ${times[2].toFixed(0)} ms (target ≤ 150 ms)`);
fs.rmSync(work, { recursive: true, force: true });
