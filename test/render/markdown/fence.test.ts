import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../helpers/markdown.ts';

test('fenced code is highlighted by shiki with {1,3-5} line highlights', async () => {
  const { html } = await render('```js {1,3-4}\nconst a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;\n```\n');
  const lines = [...html.matchAll(/<span class="line( highlighted)?">/g)].map((m) => Boolean(m[1]));
  assert.equal(lines, [true, false, true, true, false]);
  assert.match(html, '<span class="kw">const </span>');
  assert.match(html, 'class="copy-code"');
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

test.run();
