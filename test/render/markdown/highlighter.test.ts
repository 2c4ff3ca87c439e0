import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createShikiHighlighter, highlightKey, languageKind } from '../../../src/render/markdown/highlighter.ts';
import { createDeferredHighlighter } from '../../../src/render/markdown/deferredHighlighter.ts';

const BLOCKS: [string, string, number[]][] = [
  ['const a = 1;\nconsole.log(a);', 'js', [2]],
  ['<template>\n  <div :class="x">{{ msg }}</div>\n</template>\n<script setup>\nconst msg = "hi";\n</script>', 'vue', []],
  ['<html>\n<body>\n<script>\n  new Vue({ el: "#app" });\n</script>\n</body>\n</html>', 'HTML', [1, 3]],
  ['{ "a": [1, 2] }', 'json', []],
  ['npm install maplib', 'bash', []],
];

/** What the plain in-process highlighter makes of the blocks. */
async function reference(): Promise<string[]> {
  const h = await createShikiHighlighter();
  await h.load(BLOCKS.map(([, lang]) => lang));
  return BLOCKS.map(([code, lang, lines]) => h.highlight(code, lang, new Set(lines))!);
}

function memoryStore() {
  const map = new Map<string, string>();
  return { map, get: (k: string) => map.get(k), set: (k: string, v: string) => void map.set(k, v) };
}

test('languageKind and highlightKey: plain, known, unknown; keys differ by language, marked lines and code', () => {
  assert.is(languageKind(''), 'plain');
  assert.is(languageKind('TXT'), 'plain');
  assert.is(languageKind('TS'), 'known');
  assert.is(languageKind('klingon'), 'unknown');
  const k = highlightKey('v1', 'js', [1], 'a');
  assert.is(highlightKey('v1', 'JS', [1], 'a'), k, 'language names are case-insensitive');
  for (const other of [highlightKey('v2', 'js', [1], 'a'), highlightKey('v1', 'ts', [1], 'a'), highlightKey('v1', 'js', [2], 'a'), highlightKey('v1', 'js', [1], 'b')])
    assert.is.not(other, k);
});

test('deferred, in this thread: placeholders until settled, then the same HTML as the plain highlighter', async () => {
  const store = memoryStore();
  const h = createDeferredHighlighter({ store, salt: 's', workerThreshold: 1000 });
  const answers = BLOCKS.map(([code, lang, lines]) => h.highlight(code, lang, new Set(lines))!);
  assert.ok(answers.every((a) => a.includes('\u0000')), 'owed blocks answer with placeholders');
  assert.is(h.highlight('x', 'klingon', new Set()), null, 'unknown language');
  assert.match(h.highlight('a < b', 'text', new Set())!, '<pre class="shiki"><code><span class="line">a &lt; b</span></code></pre>');
  await h.settle();
  await h.close();
  assert.equal(answers.map((a) => h.fill(`<div>${a}</div>`)), (await reference()).map((r) => `<div>${r}</div>`));
  assert.equal(h.stats, { cached: 0, highlighted: BLOCKS.length, workers: 0 });
  assert.is(store.map.size, BLOCKS.length + 1, 'results (and the plain block) go to the store');
});

test('deferred, in worker threads: same HTML as in this thread; repeated blocks highlighted once', async () => {
  const h = createDeferredHighlighter({ store: memoryStore(), salt: 's', workerThreshold: 1, workers: 2 });
  const answers = [...BLOCKS, ...BLOCKS].map(([code, lang, lines]) => h.highlight(code, lang, new Set(lines))!);
  await h.pump();
  await h.settle();
  await h.close();
  const ref = await reference();
  assert.equal(answers.map((a) => h.fill(a)), [...ref, ...ref]);
  assert.equal(h.stats, { cached: 0, highlighted: BLOCKS.length, workers: 2 });
});

test('deferred: a stored block answers at once, nothing is owed', async () => {
  const store = memoryStore();
  const [code, lang, lines] = BLOCKS[0];
  store.set(highlightKey('s', lang, lines, code), '<pre>cached</pre>');
  const h = createDeferredHighlighter({ store, salt: 's' });
  assert.is(h.highlight(code, lang, new Set(lines)), '<pre>cached</pre>');
  assert.is(h.pump(), undefined, 'no workers, nothing to wait for');
  await h.settle();
  assert.equal(h.stats, { cached: 1, highlighted: 0, workers: 0 });
});

test.run();
