import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../helpers/markdown.ts';
import { fencesIn } from '../../../src/render/markdown/fence.ts';
import { repoModule, runBounded } from '../../helpers/bounded.ts';

test('fenced code is highlighted by shiki with {1,3-5} line highlights', async () => {
  const { html } = await render('```js {1,3-4}\nconst a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;\n```\n');
  const lines = [...html.matchAll(/<span class="line( highlighted)?">/g)].map((m) => Boolean(m[1]));
  assert.equal(lines, [true, false, true, true, false]);
  assert.match(html, '<span class="kw">const </span>');
  assert.match(html, 'class="copy-code"');
});

test('non-breaking spaces in code show (and copy) as plain spaces, as VuePress showed them; the prefetch asks for the same code', async () => {
  const source = '```bash\nnpm\u00a0install\u00a0-D vuepress\n```\n\n```\nplain\u00a0text\n```\n';
  const { html } = await render(source);
  const text = html.replace(/<[^>]+>/g, '');
  assert.not.match(text, '\u00a0');
  assert.not.match(text, '&nbsp;');
  assert.match(text, 'npm install -D vuepress');
  assert.match(text, 'plain text');
  assert.equal(fencesIn(source).map((f) => f.code), ['npm install -D vuepress', 'plain text']);
});

test('unknown code language warns with its line and falls back to plain text', async () => {
  const { html, env } = await render('text\n\n```nosuchlang\n<b>x</b>\n```\n');
  assert.match(html, '&lt;b&gt;x&lt;/b&gt;');
  assert.equal(env.diagnostics.map((d) => [d.line, d.severity]), [[3, 'warning']]);
});

test('a hostile fence info string never reaches markup: plain text, a warning, no attribute break-out', async () => {
  const { html, env } = await render('```x"><svg/onload=alert(1)> {1}\nhi\n```\n\n```c++\nint a;\n```\n');
  // (The copy button's own icon is an inline <svg>; the hostile one must not appear.)
  assert.not.match(html, '<svg/onload');
  assert.not.match(html, 'onload');
  assert.match(html, '<div class="code-block language-text has-highlights" data-lang="text">');
  assert.match(html, '<div class="code-block language-c++" data-lang="c++">');
  assert.equal(env.diagnostics.map((d) => [d.line, d.severity]), [[1, 'warning']]);
  assert.match(env.diagnostics[0].message, 'unknown code language "x\\"><svg/onload=alert(1)>"');
});

test('line ranges past the block (0, 99999999, a number past 2^53) mark its own lines only, with a warning at the fence', () => {
  // In a child bounded at 60 s: marking line by line up to the number written never ended for 99999999999999999999999
  // (n++ no longer changes n past 2^53) and took 8 s and 680 MB for {0-99999999}.
  const source = 'text\n\n```js {99999999999999999999999}\nconst a = 1;\n```\n\n```js {0-99999999}\nconst a = 1;\nconst b = 2;\n```\n\n```js {2, 5-9}\nconst a = 1;\nconst b = 2;\n```\n';
  const run = runBounded(
    `import { render } from ${repoModule('test/helpers/markdown.ts')};
    import { fencesIn } from ${repoModule('src/render/markdown/fence.ts')};
    const source = ${JSON.stringify(source)};
    const { html, env } = await render(source);
    const marked = [...html.matchAll(/<span class="line( highlighted)?">/g)].map((m) => Boolean(m[1]));
    console.log(JSON.stringify({ marked, planned: fencesIn(source).map((f) => f.lines), diagnostics: env.diagnostics }));`,
    60_000,
  );
  assert.ok(run.finished, 'still marking lines after 60 s');
  const { marked, planned, diagnostics } = JSON.parse(run.stdout);
  assert.equal(marked, [false, true, true, false, true]);
  assert.equal(planned, [[], [1, 2], [2]]);
  assert.equal(
    diagnostics.map((d: { line: number; severity: string; message: string }) => `${d.line} ${d.severity} ${d.message}`),
    [
      "3 warning highlighted lines {99999999999999999999999} go past the block, which has 1 line: only lines within it are marked",
      "7 warning highlighted lines {0-99999999} go past the block, which has 2 lines: only lines within it are marked",
      "12 warning highlighted lines {5-9} go past the block, which has 2 lines: only lines within it are marked",
    ],
  );
});

test.run();
