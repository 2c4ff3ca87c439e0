import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHighlighter, type BundledLanguage } from 'shiki';
import { memoizeLines } from '../../../src/render/highlight/lineMemo.ts';
import { fencesUnder } from '../../helpers/fences.ts';

// Lines that come back in other states: inside and outside a block comment, a template string, a heredoc, a
// <script> of a Vue file and the template around it, a YAML block scalar.
const DOCS = path.resolve(import.meta.dirname, '../../../docs');
const SAMPLES: [string, string][] = [
  ['ts', 'const a = 1;\n/*\nconst a = 1;\n*/\nconst a = 1;\nconst s = `\nconst a = 1;\n`;\nconst a = 1;\n'],
  ['bash', 'echo "$HOME"\ncat <<EOF\necho "$HOME"\nEOF\necho "$HOME"\n'],
  ['vue', '<template>\n  <div>{{ a }}</div>\n</template>\n<script>\n  <div>{{ a }}</div>\nconst a = 1\n</script>\n<div>{{ a }}</div>\n'],
  ['yaml', 'a: |\n  b: 1\nb: 1\n'],
  ['markdown', '```js\nconst a = 1\n```\nconst a = 1\n'],
];

test('a memoised grammar tokenises every line exactly as the grammar itself, repeated lines in other states too', async () => {
  const blocks = [...fencesUnder(DOCS), ...SAMPLES, ...SAMPLES].filter(([lang]) => lang !== 'text');
  const langs = [...new Set(blocks.map(([lang]) => lang))];
  const plain = await createHighlighter({ themes: ['github-dark'], langs });
  const memo = await createHighlighter({ themes: ['github-dark'], langs });
  for (const lang of langs) memoizeLines(memo.getLanguage(lang));
  for (const [lang, code] of blocks) {
    const opts = { lang: lang as BundledLanguage, theme: 'github-dark' as const, tokenizeTimeLimit: 0 };
    assert.equal(memo.codeToTokensBase(code, opts), plain.codeToTokensBase(code, opts), `${lang}: ${code.slice(0, 60)}`);
  }
  // The samples do what they are for: the same text coloured differently by state.
  const lines = memo.codeToTokensBase(SAMPLES[0][1], { lang: 'ts', theme: 'github-dark', tokenizeTimeLimit: 0 });
  assert.is.not(JSON.stringify(lines[2].map((t) => t.color)), JSON.stringify(lines[0].map((t) => t.color)));
  assert.equal(lines[4].map((t) => t.color), lines[0].map((t) => t.color));
  plain.dispose();
  memo.dispose();
});

test('a line seen before in the same state is not tokenised again; a time-limited call always is', async () => {
  const shiki = await createHighlighter({ themes: ['github-dark'], langs: ['ts'] });
  const grammar = shiki.getLanguage('ts');
  let calls = 0;
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  grammar.tokenizeLine2 = (...args) => (calls++, tokenize(...args));
  memoizeLines(grammar);
  memoizeLines(grammar); // once per grammar: a second call adds no second layer
  const code = 'import { Map } from "maplib";\nconst map = new Map();\n';
  shiki.codeToTokensBase(code, { lang: 'ts', theme: 'github-dark', tokenizeTimeLimit: 0 });
  assert.is(calls, 2);
  shiki.codeToTokensBase(`${code}const map = new Map();\n`, { lang: 'ts', theme: 'github-dark', tokenizeTimeLimit: 0 });
  assert.is(calls, 2, 'three lines, each seen before in the state it starts in');
  shiki.codeToTokensBase(code, { lang: 'ts', theme: 'github-dark', tokenizeTimeLimit: 500 });
  assert.is(calls, 4);
  shiki.dispose();
});

test.run();
