// Pages that do not grow with the site (issue 21): builds the generated corpus at several sizes and prints, for the
// same pages at every size, their HTML (raw and gzip) and sidebar bytes, what the client loads at start-up for the
// route manifest (the manifest, plus the shard of the page on a sharded site), the shared sidebar tree files and the
// whole output. The goal: a page's HTML (gzip) at 10,000 pages within 10% of the same page at 100 pages.
//
//   node --import tsx bench/pageGrowth.ts [--pages 100,600,3000] [--work /tmp/mapdocs-growth] [--keep]
//
// The corpus (../shared/bench/make-corpus.mjs) is a pure function of its size, but a page's generated text differs
// between sizes (one random stream for the whole corpus). So the pages measured — present at every size: the guide's
// first topics and the section indexes — get the same markdown at every size (the 100-page corpus's, their links to
// other pages unwrapped, as those pages need not exist at another size): only the site around them grows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { routeStem, shardFor, type ShardRef } from '../src/shared/routeShards.ts';
import { dirSize } from './dirSize.ts';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '100,600,3000' },
    work: { type: 'string', default: path.join(os.tmpdir(), 'mapdocs-growth') },
    corpus: { type: 'string', default: path.resolve(ROOT, '../shared/bench/make-corpus.mjs') },
    keep: { type: 'boolean', default: false },
  },
});

/** Pages present at every corpus size, and their markdown files. */
const PAGES = ['/guide/install.html', '/guide/quickStart.html', '/api/', '/en/guide/'];
const sourceOf = (page: string) => (page.endsWith('/') ? page.slice(1) + 'README.md' : page.slice(1).replace(/\.html$/, '.md'));

/** The measured pages' markdown, the same at every size (see the header), from a 100-page corpus. */
function probePages(): Map<string, string> {
  const dir = path.join(args.work, 'probe-source');
  const made = spawnSync(process.execPath, [args.corpus, dir, '100'], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`probe corpus: ${made.stderr}`);
  return new Map(PAGES.map((p) => [sourceOf(p), fs.readFileSync(path.join(dir, sourceOf(p)), 'utf8').replace(/\[([^\]]*)\]\((?:\.{1,2}\/)[^)]*\.md\)/g, '$1')]));
}

interface Row {
  pages: number;
  wallS: number;
  outMb: number;
  files: number;
  /** Per measured page: HTML raw and gzip, sidebar region raw. */
  page: Record<string, { raw: number; gz: number; sidebar: number }>;
  manifest: { raw: number; gz: number; shards: number };
  /** Start-up route bytes for the first page measured: the manifest and the shard it needs. */
  startup: { raw: number; gz: number };
  trees: number[];
}

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;


const fileOf = (out: string, page: string) => path.join(out, page.endsWith('/') ? page + 'index.html' : page);

function measure(pages: number): Row {
  const docs = path.join(args.work, `corpus-${pages}`);
  const out = path.join(args.work, `out-${pages}`);
  fs.rmSync(out, { recursive: true, force: true });
  const made = spawnSync(process.execPath, [args.corpus, docs, String(pages)], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`corpus ${pages}: ${made.stderr}`);
  for (const [file, text] of probes) fs.writeFileSync(path.join(docs, file), text);
  fs.rmSync(path.join(docs, '.vuepress/.cache'), { recursive: true, force: true });
  const started = performance.now();
  const built = spawnSync(process.execPath, [path.join(ROOT, 'bin/mapdocs.js'), 'build', docs, '--out', out], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const wallS = (performance.now() - started) / 1000;
  if (built.status !== 0) throw new Error(`build ${pages}: ${(built.stderr || built.stdout).slice(-2000)}`);
  const size = dirSize(out);

  const row: Row = { pages, wallS, outMb: size.mb, files: size.files, page: {}, manifest: { raw: 0, gz: 0, shards: 0 }, startup: { raw: 0, gz: 0 }, trees: [] };
  for (const p of PAGES) {
    const html = fs.readFileSync(fileOf(out, p), 'utf8');
    const sidebar = /<aside id="sidebar"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? '';
    row.page[p] = { raw: Buffer.byteLength(html), gz: gz(html), sidebar: Buffer.byteLength(sidebar) };
  }
  const first = fs.readFileSync(fileOf(out, PAGES[0]), 'utf8');
  const boot = JSON.parse(/<script id="mapdocs-boot" type="application\/json">(.*?)<\/script>/s.exec(first)![1]);
  const manifestText = fs.readFileSync(path.join(out, boot.routes));
  const manifest = JSON.parse(manifestText.toString());
  row.manifest = { raw: manifestText.length, gz: gz(manifestText), shards: manifest.shards?.length ?? 0 };
  row.startup = { ...row.manifest };
  if (manifest.shards) {
    const shard = shardFor(manifest.shards as ShardRef[], routeStem(PAGES[0]));
    const text = fs.readFileSync(path.join(out, shard!.url));
    row.startup = { raw: row.startup.raw + text.length, gz: row.startup.gz + gz(text) };
  }
  row.trees = fs.readdirSync(path.join(out, 'assets')).filter((f) => /^sidebar\..*\.json$/.test(f)).map((f) => fs.statSync(path.join(out, 'assets', f)).size);
  if (!args.keep) fs.rmSync(out, { recursive: true, force: true });
  return row;
}

const kb = (n: number) => (n / 1024).toFixed(1);
console.log(`page growth benchmark — ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}, node ${process.version}`);
fs.mkdirSync(args.work, { recursive: true });
const probes = probePages();
const rows: Row[] = [];
for (const n of args.pages.split(',').map(Number)) {
  const row = measure(n);
  rows.push(row);
  console.log(
    `${n} pages: built in ${row.wallS.toFixed(1)} s, ${row.outMb.toFixed(1)} MB in ${row.files} files; manifest ${kb(row.manifest.raw)} KB (${kb(row.manifest.gz)} KB gzip, ` +
      `${row.manifest.shards} shards); start-up routes ${kb(row.startup.raw)} KB (${kb(row.startup.gz)} KB gzip); sidebar tree files ${row.trees.map(kb).join(' + ') || 'none'} KB`,
  );
}

console.log('\n| page | ' + rows.map((r) => `${r.pages} pages: HTML KB / gzip KB / sidebar KB`).join(' | ') + ' | gzip, largest ÷ smallest |');
console.log('|---|' + rows.map(() => '---:|').join('') + '---:|');
for (const p of PAGES) {
  const cells = rows.map((r) => `${kb(r.page[p].raw)} / ${kb(r.page[p].gz)} / ${kb(r.page[p].sidebar)}`);
  const ratio = rows.at(-1)!.page[p].gz / rows[0].page[p].gz;
  console.log(`| ${p} | ${cells.join(' | ')} | ${ratio.toFixed(3)} |`);
}
console.log('\n| pages | wall s | output MB | files | manifest KB (gzip) | start-up routes KB (gzip) |');
console.log('|---:|---:|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.pages} | ${r.wallS.toFixed(1)} | ${r.outMb.toFixed(1)} | ${r.files} | ${kb(r.manifest.raw)} (${kb(r.manifest.gz)}) | ${kb(r.startup.raw)} (${kb(r.startup.gz)}) |`);

const [small, large] = [rows[0], rows.at(-1)!];
const worst = Math.max(...PAGES.map((p) => Math.abs(large.page[p].gz / small.page[p].gz - 1)));
console.log(`\ntarget: a page's HTML (gzip) at ${large.pages} pages within 10% of the same page at ${small.pages}: worst ${(worst * 100).toFixed(1)}% → ${worst <= 0.1 ? 'met' : 'NOT met'}`);
