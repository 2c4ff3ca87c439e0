// Highlighting benchmark: every fenced block of a generated corpus highlighted in this thread, step by step from
// stock shiki to mapdocs' highlighter (src/render/highlight/README.md quotes its figures). Prints CPU time (less
// sensitive than wall time to what else the machine runs), blocks, lines and output size per step; the output of
// every step must equal the stock one's in text (the HTML of the last step differs only in shape).
//
//   node --import tsx bench/highlight.ts [--pages 600] [--runs 3] [--corpus ../shared/bench/make-corpus.mjs]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
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
