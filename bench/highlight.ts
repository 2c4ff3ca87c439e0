// Highlighting benchmark: every fenced block of a generated corpus highlighted in this thread, step by step from
// stock shiki to mapdocs' highlighter (src/render/highlight/README.md quotes its figures). Prints CPU time (less
// sensitive than wall time to what else the machine runs), blocks, lines and output size per step; the output of
// every step must equal the stock one's in text (the HTML of the last step differs only in shape).
//
//   node --import tsx bench/highlight.ts [--pages 600] [--runs 3] [--corpus ../shared/bench/make-corpus.mjs]
//
// The last line is the first pass of a fresh process, as a cold build's highlight worker makes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createHighlighterCore, createCssVariablesTheme, type HighlighterCore } from '@shikijs/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { fencesIn } from '../src/render/markdown/fence.ts';
import { createPatternCacheEngine } from '../src/render/highlight/patternCacheEngine.ts';
import { memoizeLines } from '../src/render/highlight/lineMemo.ts';
import { createShikiHighlighter, languageKind } from '../src/render/highlight/shiki.ts';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
// The child of the last line: blocks from a file, highlighted once in this fresh process (see below).
if (process.argv[2] === '--cold-child') {
  const blocks = JSON.parse(fs.readFileSync(process.argv[3], 'utf8')) as { code: string; lang: string }[];
  const start = process.cpuUsage();
  const h = await createShikiHighlighter();
  await h.load(new Set(blocks.map((b) => b.lang)));
  const loaded = process.cpuUsage(start);
  for (const b of blocks) h.highlight(b.code, b.lang, new Set());
  const all = process.cpuUsage(start);
  console.log(JSON.stringify({ load: (loaded.user + loaded.system) / 1000, highlight: (all.user + all.system - loaded.user - loaded.system) / 1000 }));
  process.exit(0);
}

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '600' },
    runs: { type: 'string', default: '3' },
    corpus: { type: 'string', default: path.resolve(ROOT, '../shared/bench/make-corpus.mjs') },
  },
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapdocs-hlbench-'));
execFileSync(process.execPath, [args.corpus, dir, args.pages], { stdio: 'ignore' });
const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.md'));
const blocks = files.flatMap((e) => fencesIn(fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'))).filter((b) => languageKind(b.lang) === 'known');
const langs = [...new Set(blocks.map((b) => b.lang.toLowerCase()))];
const lines = blocks.reduce((n, b) => n + b.code.split('\n').length, 0);
fs.rmSync(dir, { recursive: true, force: true });
console.log(`${args.pages}-page corpus: ${blocks.length} blocks, ${lines} lines, languages ${langs.join(' ')}; load average ${os.loadavg()[0].toFixed(1)}`);

const theme = createCssVariablesTheme({ name: 'mapdocs', variablePrefix: '--shiki-', fontStyle: true });
async function core(engine: Parameters<typeof createHighlighterCore>[0]['engine']): Promise<HighlighterCore> {
  const shiki = await createHighlighterCore({ themes: [theme], langs: [], engine });
  await shiki.loadLanguage(...langs.map((l) => bundledLanguages[l as keyof typeof bundledLanguages]));
  return shiki;
}
type Step = { highlight(code: string, lang: string): string; dispose(): void };
const viaCodeToHtml = (shiki: HighlighterCore): Step => ({
  highlight: (code, lang) => shiki.codeToHtml(code, { lang, theme: 'mapdocs', tokenizeTimeLimit: 0 }),
  dispose: () => shiki.dispose(),
});

const steps: [string, () => Promise<Step>][] = [
  ['stock shiki (Oniguruma, codeToHtml)', async () => viaCodeToHtml(await core(createOnigurumaEngine(import('shiki/wasm'))))],
  ['+ each pattern compiled once', async () => viaCodeToHtml(await core(createPatternCacheEngine()))],
  [
    '+ line memo',
    async () => {
      const shiki = await core(createPatternCacheEngine());
      for (const l of langs) memoizeLines(shiki.getLanguage(l));
      return viaCodeToHtml(shiki);
    },
  ],
  [
    "+ tokens to HTML directly (mapdocs' highlighter)",
    async () => {
      const h = await createShikiHighlighter();
      await h.load(langs);
      return { highlight: (code, lang) => h.highlight(code, lang, new Set())!, dispose: () => h.dispose?.() };
    },
  ],
];

const text = (html: string) => html.replace(/<[^>]+>/g, '');
let reference: string[] | undefined;
for (const [name, make] of steps) {
  const cpu: number[] = [];
  let out: string[] = [];
  for (let run = 0; run < Number(args.runs); run++) {
    const step = await make(); // shiki and grammars load outside the measure: start-up is the build's business
    const before = process.cpuUsage();
    out = blocks.map((b) => step.highlight(b.code, b.lang.toLowerCase()));
    const used = process.cpuUsage(before);
    step.dispose();
    cpu.push((used.user + used.system) / 1000);
  }
  reference ??= out;
  const same = out.every((html, i) => text(html) === text(reference![i]));
  const kb = out.reduce((n, h) => n + Buffer.byteLength(h), 0) / 1024;
  console.log(`${name.padEnd(48)} ${Math.min(...cpu).toFixed(0).padStart(6)} ms CPU (best of ${cpu.length})  ${kb.toFixed(0).padStart(6)} KB HTML  ${same ? 'same text' : 'TEXT DIFFERS'}`);
}

// A build's worker does it once, cold: its JIT has not warmed up and its patterns are compiled for the first time. The
// best of the runs above is a warm thread's; this is each block highlighted once in a fresh process (the median of
// `runs` processes), shiki and the grammars loaded first and timed apart.
const blockFile = path.join(os.tmpdir(), `mapdocs-hlbench-blocks-${process.pid}.json`);
fs.writeFileSync(blockFile, JSON.stringify(blocks.map((b) => ({ code: b.code, lang: b.lang.toLowerCase() }))));
const cold = Array.from({ length: Number(args.runs) }, () => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--cold-child', blockFile], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as { load: number; highlight: number };
}).sort((a, b) => a.highlight - b.highlight)[Math.floor(Number(args.runs) / 2)];
fs.rmSync(blockFile, { force: true });
console.log(`${"mapdocs' highlighter, once in a fresh process".padEnd(48)} ${cold.highlight.toFixed(0).padStart(6)} ms CPU (median of ${args.runs}; loading shiki and grammars ${cold.load.toFixed(0)} ms more)`);
