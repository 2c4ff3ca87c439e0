import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHighlighter } from 'shiki';
import { createPatternCacheEngine } from '../../../src/render/highlight/patternCacheEngine.ts';
import { fencesUnder } from '../../helpers/fences.ts';

// Every fence of docs/ (real content in 8 languages) plus short samples of grammars that lean on \G, begin/end
// captures and embedding (markdown, yaml, python, shell heredocs, diff, scss, tsx, sql).
const DOCS = path.resolve(import.meta.dirname, '../../../docs');
const SAMPLES: [string, string][] = [
  ['markdown', '# Title\n\n- item `code`\n\n```js\nconst a = 1\n```\n\n> quote **bold**\n'],
  ['yaml', 'key: value\nlist:\n  - a\n  - "b"\nblock: |\n  line one\n  line two\nanchor: &a { x: 1 }\n'],
  ['python', 'def f(x: int) -> str:\n    """doc"""\n    return f"{x!r:>10}"\n\nclass A(B):\n    pass\n'],
  ['bash', 'cat <<EOF > out.txt\nhello $USER\nEOF\nfor f in *.md; do echo "${f%.md}"; done\n'],
  ['diff', '--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old\n+new\n'],
  ['scss', '$c: #fff;\n.a { &:hover { color: darken($c, 10%); } @include m(1px); }\n'],
  ['tsx', 'export const A = <T,>(p: { x: T }) => <div className="a">{String(p.x)}</div>;\n'],
  ['sql', "SELECT id, name FROM t WHERE name LIKE 'a%' ORDER BY id DESC;\n"],
  ['vue', '<template>\n  <Map :center="[116, 39]" @load="ready" />\n</template>\n<script setup lang="ts">\nconst ready = (m: unknown) => m\n</script>\n<style scoped>\n.a { color: red }\n</style>\n'],
];

test('the pattern-cache engine highlights exactly as shiki’s stock Oniguruma engine', async () => {
  const blocks = [...fencesUnder(DOCS), ...SAMPLES].filter(([lang]) => lang !== 'text');
  assert.ok(blocks.length > 100, `docs/ has fences (${blocks.length})`);
  const langs = [...new Set(blocks.map(([lang]) => lang))];
  const stock = await createHighlighter({ themes: ['github-dark'], langs });
  const cached = await createHighlighter({ themes: ['github-dark'], langs, engine: createPatternCacheEngine() });
  for (const [lang, code] of blocks) {
    const opts = { lang, theme: 'github-dark', tokenizeTimeLimit: 0 };
    assert.is(cached.codeToHtml(code, opts), stock.codeToHtml(code, opts), `${lang}: ${code.slice(0, 60)}`);
  }
  stock.dispose();
  cached.dispose();
});

test('patterns are freed with the last scanner using them; a disposed highlighter leaves a new one working', async () => {
  for (let i = 0; i < 2; i++) {
    const h = await createHighlighter({ themes: ['github-dark'], langs: ['ts'], engine: createPatternCacheEngine() });
    assert.match(h.codeToHtml('const a: number = 1', { lang: 'ts', theme: 'github-dark' }), '<span');
    h.dispose();
  }
  const engine = await createPatternCacheEngine();
  const a = engine.createScanner(['a+', 'b']);
  const b = engine.createScanner(['b']);
  a.dispose!();
  a.dispose!(); // a second dispose must not free what b still uses
  assert.equal(b.findNextMatchSync('xxb', 0, 0)?.captureIndices[0], { start: 2, end: 3, length: 1 });
  b.dispose!();
});

test('leftmost match wins, then the lowest index; plain strings are never answered from an earlier line', async () => {
  const engine = await createPatternCacheEngine();
  const s = engine.createScanner(['b', 'a', 'ab']);
  assert.is(s.findNextMatchSync('xab', 0, 0)?.index, 1);
  assert.is(s.findNextMatchSync('xab', 2, 0)?.index, 0);
  assert.is(s.findNextMatchSync('ab', 0, 0)?.index, 1, 'a and ab both match at 0: the lower index');
  assert.is(s.findNextMatchSync('zzz', 0, 0), null);
  assert.is(s.findNextMatchSync('zzb', 0, 0)?.index, 0);
  // One line scanned from several places, as TextMate does: earlier answers stand in only where they still hold.
  const line = engine.createString('xab xab');
  assert.is(s.findNextMatchSync(line, 0, 0)?.captureIndices[0].start, 1);
  assert.is(s.findNextMatchSync(line, 3, 0)?.captureIndices[0].start, 5);
  assert.is(s.findNextMatchSync(line, 6, 0)?.captureIndices[0].start, 6);
  const g = engine.createScanner(['\\Gx']);
  const ax = engine.createString('ax');
  assert.is(g.findNextMatchSync(ax, 0, 0), null);
  assert.is(g.findNextMatchSync(ax, 1, 0)?.captureIndices[0].start, 1, '\\G follows the start position');
  s.dispose!();
  g.dispose!();
});

test.run();
