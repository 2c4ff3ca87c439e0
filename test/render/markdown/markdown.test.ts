import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../helpers/markdown.ts';

test('h2/h3 headers are collected with Chinese slugs; h1 becomes the title', async () => {
  const { env, html } = await render('# 标题\n\n## 栅格图层\n\n### 瓦片大小\n\n#### 太深\n\n## 栅格图层\n');
  assert.is(env.title, '标题');
  assert.equal(env.headers, [
    { level: 2, title: '栅格图层', slug: '栅格图层' },
    { level: 3, title: '瓦片大小', slug: '瓦片大小' },
    { level: 2, title: '栅格图层', slug: '栅格图层-1' },
  ]);
  assert.match(html, '<h2 id="栅格图层">');
});

test('tip, warning and danger containers, with default and custom titles', async () => {
  const { html } = await render('::: tip\n内容\n:::\n\n::: warning 小心 *地图*\nx\n:::\n\n::: danger\ny\n:::\n');
  assert.match(html, '<div class="custom-block tip"><p class="custom-block-title">提示</p>');
  assert.match(html, '<p class="custom-block-title">小心 <em>地图</em></p>');
  assert.match(html, '<div class="custom-block danger"><p class="custom-block-title">警告</p>');
  const en = await render('::: tip\nx\n:::\n', { lang: 'en-US' });
  assert.match(en.html, 'TIP');
});

test('details container renders a disclosure element', async () => {
  const { html } = await render('::: details 点击展开\n隐藏内容\n:::\n');
  assert.match(html, '<details class="custom-block details"><summary>点击展开</summary>');
  assert.match(html, '<p>隐藏内容</p>\n</details>');
});

test('unclosed and unknown containers are warnings with their line', async () => {
  const { env } = await render('# a\n\n::: tip\nnever closed\n\n::: tipp\nx\n:::\n');
  const messages = env.diagnostics.map((d) => `${d.line} ${d.severity} ${d.message}`);
  assert.ok(messages.includes('6 warning unknown container "tipp": shown as text'), messages.join('\n'));
  assert.ok(messages.includes('3 warning container "tip" opened here is never closed: it runs to the end of the page'), messages.join('\n'));
});

test('::: inside a fenced block is not a container', async () => {
  const { env } = await render('```md\n::: tip\n```\n');
  assert.is(env.diagnostics.length, 0);
});

test('[[toc]] lists h2 and nested h3 headers', async () => {
  const { html } = await render('[[toc]]\n\n## 一\n\n### 一点一\n\n## 二\n');
  assert.match(html, '<nav class="table-of-contents"><ul><li><a href="#一">一</a><ul><li><a href="#一点一">一点一</a></li></ul></li><li><a href="#二">二</a></li></ul></nav>');
});

test('Badge becomes a styled span, inline and standalone', async () => {
  const { html } = await render('## 属性 <Badge text="beta" type="warning"/>\n\n<Badge text="新" vertical="middle"/>\n');
  assert.match(html, '<span class="badge warning" style="vertical-align:top">beta</span>');
  assert.match(html, '<span class="badge tip" style="vertical-align:middle">新</span>');
});

test('CodeGroup and CodeBlock become tab panels holding highlighted code', async () => {
  const src = '<CodeGroup>\n<CodeBlock title="npm" active>\n\n```bash\nnpm i maplib\n```\n\n</CodeBlock>\n<CodeBlock title="yarn">\n\n```bash\nyarn add maplib\n```\n\n</CodeBlock>\n</CodeGroup>\n';
  const { html } = await render(src);
  assert.match(html, '<div class="code-group" data-island="code-group">');
  assert.match(html, '<div class="code-group-panel" data-title="npm" data-active>');
  assert.match(html, '<div class="code-group-panel" data-title="yarn">');
  assert.is(html.match(/class="code-block language-bash"/g)?.length, 2);
  assert.match(html, /<span class="fn">yarn <\/span>/);
});

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

test('<Badge text> and <CodeBlock title> are escaped once: "a &amp; b" shows as a & b', async () => {
  const { html } = await render('<Badge text="a &amp; b"/>\n\n<CodeGroup>\n<CodeBlock title="npm &amp; yarn">\n\n```bash\nnpm i\n```\n\n</CodeBlock>\n</CodeGroup>\n');
  assert.match(html, '>a &amp; b</span>');
  assert.match(html, 'data-title="npm &amp; yarn"');
  assert.not.match(html, '&amp;amp;');
});

test('.md links become page URLs under the base; anchors and encoding survive', async () => {
  const { html, env } = await render('[a](./install.md#使用-npm) [b](layers&sources.md) [c](./复杂线.md) [d](../README.md) [e](/guide/install.html) [f](https://maplibre.org)', {
    pages: ['guide/install.md', 'guide/layers&sources.md', 'guide/复杂线.md', 'README.md'],
    base: '/static/modules/maplib/',
  });
  assert.is(env.diagnostics.length, 0, JSON.stringify(env.diagnostics));
  assert.match(html, 'href="/static/modules/maplib/guide/install.html#使用-npm"');
  assert.match(html, 'href="/static/modules/maplib/guide/layers&amp;sources.html"');
  assert.match(html, 'href="/static/modules/maplib/guide/%E5%A4%8D%E6%9D%82%E7%BA%BF.html"');
  assert.match(html, 'href="/static/modules/maplib/"');
  assert.match(html, 'href="https://maplibre.org" target="_blank" rel="noopener noreferrer"');
});

test('links to missing pages are errors naming file and line', async () => {
  const { env } = await render('# t\n\n\n[x](./nope.md)\n\n[y](/api/missing.html)\n', { file: 'guide/a.md' });
  assert.equal(
    env.diagnostics.map((d) => [d.file, d.line, d.message]),
    [
      ['guide/a.md', 4, 'link to missing page "./nope.md"'],
      ['guide/a.md', 6, 'dead link "/api/missing.html"'],
    ],
  );
});

test('unknown HTML tags pass through untouched', async () => {
  const { html } = await render('<my-widget data-x="1">原样</my-widget>\n\n<el-button type="primary">按钮</el-button>\n');
  assert.match(html, '<my-widget data-x="1">原样</my-widget>');
  assert.match(html, '<el-button type="primary">按钮</el-button>');
});

test.run();
