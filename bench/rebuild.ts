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
const config = await resolveConfig(docsDir, { outDir: path.join(work, '.out') });
// Pages are copied so the edits never touch the real docs; config, public files and hosted libraries stay put.
// The copy's siblings are links to the real folder's, so paths leaving the docs (`<<< @/../src/x.ts`) still resolve.
const root = path.join(work, path.basename(config.root));
fs.cpSync(config.root, root, { recursive: true, filter: (src) => !src.startsWith(config.configDir) });
for (const name of fs.readdirSync(path.dirname(config.root)))
  if (name !== path.basename(config.root)) fs.symlinkSync(path.join(path.dirname(config.root), name), path.join(work, name));
Object.assign(config, { root, cacheDir: path.join(work, '.cache') });
const pages = fs.readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith('.md')).sort();
const page = process.argv[3] ?? pages.find((p) => p !== 'README.md') ?? pages[0];

const run = async (label: string) => {
  // Each stage's time: from the previous stage's last progress report to its own last one.
  const last = new Map<string, number>();
  const started = performance.now();
  const r = await build(config, (stage) => {
    last.delete(stage);
    last.set(stage, performance.now());
  });
  let prev = started;
  const stages = [...last].map(([stage, t]) => `${stage} ${(t - prev).toFixed(0)}${((prev = t), '')}`).join(', ');
  console.log(`${label.padEnd(26)} ${r.ms.toFixed(0).padStart(5)} ms  ${r.cache.pagesFromCache}/${r.pages.length} pages cached, ${r.cache.blocksHighlighted} blocks highlighted; ${stages}`);
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
