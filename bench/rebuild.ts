// One-page rebuild: in one process, build a copy of docs/, then edit one page and rebuild, a few times — once with
// `build()` (every stage, pages from the cache) and once with the incremental builder behind `serve --watch`.
// Prints each rebuild's time (with `build()`'s stage times) and the median.
//
//   node --import tsx bench/rebuild.ts [docsDir] [page.md]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// As bin/mapdocs.js does: React's development build is several times slower at static rendering.
process.env.NODE_ENV ??= 'production';
const { resolveConfig } = await import('../src/render/config/resolveConfig.ts');
const { build } = await import('../src/render/build.ts');
const { createSiteBuilder } = await import('../src/render/dev/siteBuilder.ts');

const docsDir = path.resolve(process.argv[2] ?? 'docs');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mapdocs-rebuild-'));
// The docs are copied so the edits never touch the real ones; the copy's siblings are links to the real folder's,
// so paths leaving the docs (hosted libraries, `<<< @/../src/x.ts`) still resolve.
const root = path.join(work, path.basename(docsDir));
const skip = (src: string) => /[\\/]\.mapdocs[\\/](\.cache|dist)([\\/]|$)/.test(src);
fs.cpSync(docsDir, root, { recursive: true, filter: (src) => !skip(src) });
for (const name of fs.readdirSync(path.dirname(docsDir)))
  if (name !== path.basename(docsDir)) fs.symlinkSync(path.join(path.dirname(docsDir), name), path.join(work, name));
const pages = fs.readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith('.md') && !f.startsWith('.')).sort();
const page = process.argv[3] ?? pages.find((p) => p !== 'README.md') ?? pages[0];
let edits = 0;
const edit = () => fs.appendFileSync(path.join(root, page), `\n\nEdit ${++edits}: one more paragraph.\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(`${docsDir}: ${pages.length} pages; editing ${page}\n\nbuild() — every stage, unchanged pages from the cache`);
const config = await resolveConfig(root, { outDir: path.join(work, 'out') });
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
  console.log(`  ${label.padEnd(24)} ${r.ms.toFixed(0).padStart(5)} ms  ${r.cache.pagesFromCache}/${r.pages.length} pages cached; ${stages}`);
  return r.ms;
};
await run('cold build');
await run('warm build, same process');
const full: number[] = [];
for (let i = 0; i < 5; i++) {
  edit();
  full.push(await run(`after edit ${edits}`));
}

console.log('\nserve --watch builder — only what the edit affects');
const builder = createSiteBuilder({ docsDir: root, outDir: path.join(work, 'serve'), eventsPath: '__mapdocs/events' });
let t = performance.now();
await builder.rebuild();
console.log(`  ${'first (full) build'.padEnd(24)} ${(performance.now() - t).toFixed(0).padStart(5)} ms`);
const watch: number[] = [];
for (let i = 0; i < 5; i++) {
  edit();
  t = performance.now();
  const r = await builder.rebuild([path.join(root, page)]);
  watch.push(performance.now() - t);
  console.log(`  ${`after edit ${edits}`.padEnd(24)} ${watch.at(-1)!.toFixed(0).padStart(5)} ms  ${r.rendered.markdown} markdown, ${r.rendered.html} html re-rendered, ${r.written} files written`);
}
builder.close();

console.log(`\nmedian one-page rebuild: build() ${median(full).toFixed(0)} ms, serve --watch ${median(watch).toFixed(0)} ms (target ≤ 150 ms)`);
fs.rmSync(work, { recursive: true, force: true });
