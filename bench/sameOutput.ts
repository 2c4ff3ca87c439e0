// Byte-identical output (issue 36: a faster build must write the same bytes): builds the same sites cold with another
// checkout of mapdocs (the commit before a change) and with this one, and compares every output file's SHA-256 —
// pages, chunks, search shards, assets and their .br/.gz copies alike. Exit status 1 when any file differs or is
// missing on one side; each such file is named.
//
//   node --import tsx bench/sameOutput.ts --baseline /path/to/checkout [--pages 120,600] [--docs] [--work /tmp/mapdocs-same]
//
// The baseline is a copy of the repository at the earlier commit with node_modules beside it, e.g.
//   mkdir /tmp/base && git archive <commit> | tar -x -C /tmp/base && ln -s "$PWD/node_modules" /tmp/base/node_modules
// The client's chunks are named by a hash that covers their inputs' paths relative to the checkout, node_modules'
// real path included: where node_modules is a link to another checkout's, the baseline must reach the same real
// folder by the same relative path (here, /work/wt-36 → ../main/node_modules: a bind mount of /work/main/node_modules
// at /tmp/x/main/node_modules, the baseline at /tmp/x/base). Otherwise only those names differ, and the files naming them.
// --docs builds this repository's docs/ too, with MapLib as built here (npm run build:maplib first; the baseline's
// docs/ and MapLib are not used: both build this one's). Each side
// builds from its CLI bundle (made first), with a fresh copy of the sources and no cache.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measure } from './measure.ts';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const DOCS = path.join(ROOT, 'docs');
const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string' },
    pages: { type: 'string', default: '120,600' },
    docs: { type: 'boolean', default: false },
    work: { type: 'string', default: path.join(os.tmpdir(), 'mapdocs-same') },
    corpus: { type: 'string', default: path.resolve(ROOT, '../shared/bench/make-corpus.mjs') },
  },
});
if (!args.baseline) {
  console.error('usage: node --import tsx bench/sameOutput.ts --baseline <checkout of the earlier commit> [--pages 120,600] [--docs]');
  process.exit(2);
}
const sides = { before: path.resolve(args.baseline), after: ROOT };

/** Every file under dir (relative path → SHA-256). */
function hashes(dir: string, rel = '', out = new Map<string, string>()): Map<string, string> {
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const name = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) hashes(dir, name, out);
    else if (e.isFile()) out.set(name, crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, name))).digest('hex'));
  }
  return out;
}

/** Builds a fresh copy of `source` with the checkout at `root`; the output's hashes. */
async function buildWith(root: string, source: string, name: string): Promise<Map<string, string>> {
  const copy = path.join(args.work, name);
  const out = `${copy}-out`;
  for (const dir of [copy, out]) fs.rmSync(dir, { recursive: true, force: true });
  // This repository's docs include MapLib's sources (`@/../maplib/…`, from within the project: package.json) and load
  // its build in demos: their copy is such a project too, MapLib built beside it.
  const docs = source === DOCS ? path.join(copy, 'docs') : copy;
  // Times kept: a page outside git says when it was last updated by its file's.
  fs.cpSync(source, docs, { recursive: true, filter: (f) => !/[/\\](\.cache|dist|node_modules)$/.test(f), preserveTimestamps: true });
  if (source === DOCS) {
    fs.cpSync(path.join(ROOT, 'maplib'), path.join(copy, 'maplib'), { recursive: true, filter: (f) => !/[/\\]node_modules$/.test(f) });
    fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(copy, 'package.json'));
  }
  const run = await measure(process.execPath, [path.join(root, 'bin/mapdocs.js'), 'build', docs, '--out', out], root);
  if (!run.ok) throw new Error(`${name}: build failed: ${run.tail}`);
  return hashes(out);
}

for (const root of Object.values(sides)) {
  const bundled = await measure(process.execPath, [path.join(root, 'bin/buildCli.mjs')], root);
  if (!bundled.ok) throw new Error(`npm run build:cli failed in ${root}:\n${bundled.tail}`);
}
fs.mkdirSync(args.work, { recursive: true });
const sites: [string, string][] = [];
for (const pages of args.pages ? args.pages.split(',').map(Number) : []) {
  const corpus = path.join(args.work, `corpus-${pages}`);
  fs.rmSync(corpus, { recursive: true, force: true });
  const made = await measure(process.execPath, [args.corpus, corpus, String(pages)], ROOT);
  if (!made.ok) throw new Error(`make-corpus failed: ${made.tail}`);
  sites.push([`${pages} pages`, corpus]);
}
if (args.docs) sites.push(['docs/', DOCS]);

let differing = 0;
for (const [label, source] of sites) {
  const slug = label.replace(/\W+/g, '-');
  const before = await buildWith(sides.before, source, `before-${slug}`);
  const after = await buildWith(sides.after, source, `after-${slug}`);
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  const bad = names.filter((n) => before.get(n) !== after.get(n));
  const kinds = (suffix: string) => names.filter((n) => n.endsWith(suffix)).length;
  console.log(`${label}: ${names.length} files (${kinds('.br')} .br, ${kinds('.gz')} .gz), ${bad.length ? `${bad.length} DIFFER` : 'all identical'}`);
  for (const n of bad.slice(0, 20)) console.log(`  ${n}: ${before.has(n) ? (after.has(n) ? 'different bytes' : 'only before') : 'only after'}`);
  differing += bad.length;
}
process.exitCode = differing ? 1 : 0;
