import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createShikiHighlighter, highlightKey, languageKind } from '../../../src/render/highlight/shiki.ts';
import { createHighlighter } from '../../../src/render/highlight/highlighter.ts';
import { fencesIn } from '../../../src/render/markdown/fence.ts';
import { createMarkdown } from '../../../src/render/markdown/createMarkdown.ts';
import { renderMarkdown } from '../../../src/render/markdown/renderMarkdown.ts';
import { createRouteTable } from '../../../src/shared/resolveRoute.ts';

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
  const h = createHighlighter({ store, salt: 's', workerThreshold: 1000 });
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

test('a highlighted block goes to the store and is let go: fill reads it back from the store', async () => {
  const map = new Map<string, string>();
  let reads = 0;
  const store = { get: (k: string) => (reads++, map.get(k)), set: (k: string, v: string) => void map.set(k, v) };
  const h = createHighlighter({ store, salt: 's', workerThreshold: 1000 });
  const [code, lang] = BLOCKS[0];
  const page = `<p>a</p>${h.highlight(code, lang, new Set())!}`;
  await h.settle();
  assert.is(map.size, 1, 'stored at settle');
  // The store answers fill: what it holds is what goes in the page.
  map.set([...map.keys()][0], '<pre>from the store</pre>');
  reads = 0;
  assert.is(h.fill(page), '<p>a</p><pre>from the store</pre>');
  assert.is(reads, 1);
  // Lost from the store (the cache removed meanwhile): an error, never "undefined" in a page.
  map.clear();
  assert.throws(() => h.fill(page), /lost from the build cache/);
  await h.close();
});

test('deferred, in worker threads: same HTML as in this thread; repeated blocks highlighted once', async () => {
  const h = createHighlighter({ store: memoryStore(), salt: 's', workerThreshold: 1, workers: 2 });
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
  const h = createHighlighter({ store, salt: 's' });
  assert.is(h.highlight(code, lang, new Set(lines)), '<pre>cached</pre>');
  assert.is(h.pump(), undefined, 'no workers, nothing to wait for');
  await h.settle();
  assert.equal(h.stats, { cached: 1, highlighted: 0, workers: 0 });
});

test('deferred with likely blocks: workers start on them at once; asked ones are stored, the rest are not', async () => {
  const store = memoryStore();
  const likely = [...BLOCKS.map(([code, lang, lines]) => ({ code, lang, lines })), { code: 'never asked', lang: 'ts', lines: [] }];
  const h = createHighlighter({ store, salt: 's', workerThreshold: 2, workers: 2, likely });
  assert.is(h.stats.workers, 2, 'the pool started before anything was asked');
  const answers = BLOCKS.map(([code, lang, lines]) => h.highlight(code, lang, new Set(lines))!);
  await h.settle();
  await h.close();
  assert.equal(answers.map((a) => h.fill(a)), await reference());
  assert.is(h.stats.highlighted, BLOCKS.length);
  assert.is(store.map.size, BLOCKS.length);
  assert.not.ok([...store.map.values()].some((html) => html.includes('never asked')));
});

test('whenReady: a page can be filled as soon as its own blocks are in, before everything settles', async () => {
  const likely = BLOCKS.map(([code, lang, lines]) => ({ code, lang, lines }));
  const h = createHighlighter({ store: memoryStore(), salt: 's', workerThreshold: 1, workers: 2, likely });
  const answers = BLOCKS.map(([code, lang, lines]) => h.highlight(code, lang, new Set(lines))!);
  await h.whenReady(answers[0] + answers[1]);
  const ref = await reference();
  assert.equal([h.fill(answers[0]), h.fill(answers[1])], [ref[0], ref[1]]);
  await h.settle();
  await h.close();
});

test('whenReady in this thread waits for settle; a failed batch wakes its waiters', async () => {
  const local = createHighlighter({ store: memoryStore(), salt: 's', workerThreshold: 1000 });
  const [code, lang, lines] = BLOCKS[0];
  let ready = false;
  const waiting = local.whenReady(local.highlight(code, lang, new Set(lines))!).then(() => (ready = true));
  await new Promise((r) => setTimeout(r, 20));
  assert.not.ok(ready, 'nothing is highlighted before settle');
  await local.settle();
  await waiting;

  // A batch that fails (here: its pool closed under it) wakes its waiters; they do not wait forever.
  const likely = BLOCKS.map(([c, l, ls]) => ({ code: c, lang: l, lines: ls }));
  const pooled = createHighlighter({ store: memoryStore(), salt: 's', workerThreshold: 1, workers: 1, likely });
  const answer = pooled.highlight(code, lang, new Set(lines))!;
  const woken = pooled.whenReady(answer);
  await pooled.close();
  await woken;
});

test('with the session shiki of serve --watch: owed until its grammar is loaded, then on the spot in later rebuilds; same HTML, no workers', async () => {
  const session = await createShikiHighlighter();
  const first = createHighlighter({ store: memoryStore(), salt: 's', session, workerThreshold: 1 });
  const answers = BLOCKS.map(([code, lang, lines]) => first.highlight(code, lang, new Set(lines))!);
  assert.ok(answers.every((a) => a.includes('\u0000')), 'no grammar loaded yet: placeholders');
  await first.settle();
  await first.close();
  assert.equal(answers.map((a) => first.fill(a)), await reference());
  assert.equal(first.stats, { cached: 0, highlighted: BLOCKS.length, workers: 0 }, 'never workers, whatever the threshold');

  // The next rebuild: a new block in a loaded language highlights on the spot, as the build would have it.
  const next = createHighlighter({ store: memoryStore(), salt: 's', session });
  const [code, lang, lines] = BLOCKS[0];
  const edited = `${code}\nconst b = a + 1;`;
  const html = next.highlight(edited, lang, new Set(lines))!;
  assert.not.ok(html.includes('\u0000'));
  const fresh = await createShikiHighlighter();
  await fresh.load([lang]);
  assert.is(html, fresh.highlight(edited, lang, new Set(lines)));
  assert.equal(next.stats, { cached: 0, highlighted: 1, workers: 0 });
});

test('fencesIn finds the blocks the fence renderer asks for: top level, containers, tildes, longer fences, indents', () => {
  const body = [
    '# T',
    '```ts {2}',
    'const a = 1;',
    'const b = 2;',
    '```',
    '::: tip',
    '~~~js',
    'x()',
    '~~~',
    ':::',
    '````md',
    '```js',
    'inner',
    '```',
    '````',
    '  ```bash',
    '  npm i',
    '    two',
    '  ```',
    '``not a fence``',
    '```',
    'no language',
    '```',
  ].join('\n');
  const asked: [string, string, number[]][] = [];
  const md = createMarkdown({
    highlighter: { highlight: (code, lang, lines) => (asked.push([code, lang, [...lines]]), '<pre></pre>') },
    links: { base: '/', pageByFile: new Map(), routes: createRouteTable([]) },
    images: { root: '/nonexistent', base: '/', copied: new Map() },
    demo: { horizontal: false, iframe: false, base: '/', compile: () => ({ js: '', css: '', html: '' }), playgrounds: { jsfiddle: false, codepen: false } },
  });
  renderMarkdown(md, body, 'a.md', '/a.html', 'en');
  assert.is(asked.length, 5);
  assert.equal(fencesIn(body).map((f) => [f.code, f.lang, f.lines]), asked);
});

test("a placeholder spelled by page text (without this highlighter's nonce) is left as it is, never filled", async () => {
  const h = createHighlighter({ store: memoryStore(), salt: 's', workerThreshold: 1000 });
  const owed = h.highlight('const secret = 1;', 'js', new Set())!;
  assert.match(owed, /^\u0000hl[\w-]+:0\u0000$/);
  await h.settle();
  const other = createHighlighter({ store: memoryStore(), salt: 's', workerThreshold: 1000 });
  const foreign = other.highlight('let x = 2;', 'js', new Set())!;
  assert.is.not(foreign, owed, 'each highlighter has its own nonce');
  for (const forged of ['\u0000hl0\u0000', '\u0000hl7\u0000', foreign]) {
    const page = `<p>${forged}</p>`;
    assert.is(h.fill(page), page, JSON.stringify(forged));
    assert.is(h.fillPlain(page), page);
  }
  assert.match(h.fill(`<p>${owed}</p>`), 'secret');
  await h.close();
  await other.close();
});

test.run();
