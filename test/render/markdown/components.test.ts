import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../helpers/markdown.ts';

test('Badge passes any type through as a class, and any vertical alignment', async () => {
  const { html } = await render('<Badge text="a" type="warn"/> <Badge text="b" type="error"/> <Badge text="c" type="custom-x" vertical="middle"/> <Badge text="d"/>\n');
  assert.match(html, '<span class="badge warn" style="vertical-align:top">a</span>');
  assert.match(html, '<span class="badge error" style="vertical-align:top">b</span>');
  assert.match(html, '<span class="badge custom-x" style="vertical-align:middle">c</span>');
  assert.match(html, '<span class="badge tip" style="vertical-align:top">d</span>');
});

test('a Badge type cannot break out of its attribute', async () => {
  const { html } = await render('<Badge text="x" type=\'a" onclick="alert(1)\'/>\n');
  assert.not.match(html, '" onclick="');
});

test('<code-group> and <code-block> (kebab case) are code groups too', async () => {
  const { html } = await render('<code-group>\n<code-block title="YARN">\n\n```bash\nyarn add x\n```\n\n</code-block>\n<code-block title="NPM" active>\n\n```bash\nnpm i x\n```\n\n</code-block>\n</code-group>\n');
  assert.match(html, '<div class="code-group" data-island="code-group">');
  assert.match(html, '<div class="code-group-panel" data-title="NPM" data-active>');
});

test('VuePress sites: self-closing tags are closed as Vue closes them; void tags are left alone', async () => {
  const { html } = await render('<Bit/>\n\nText after <Foo-Bar title="x" /> here.\n\n<img src="/a.png"/>\n\n<svg><path d="M0"/></svg>\n', { options: { vuepress: true } });
  assert.match(html, '<Bit></Bit>');
  assert.match(html, '<Foo-Bar title="x"></Foo-Bar> here.');
  assert.match(html, '<img src="/a.png"/>');
  assert.match(html, '<path d="M0"></path>');
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

test('<Badge text> and <CodeBlock title> are escaped once: "a &amp; b" shows as a & b', async () => {
  const { html } = await render('<Badge text="a &amp; b"/>\n\n<CodeGroup>\n<CodeBlock title="npm &amp; yarn">\n\n```bash\nnpm i\n```\n\n</CodeBlock>\n</CodeGroup>\n');
  assert.match(html, '>a &amp; b</span>');
  assert.match(html, 'data-title="npm &amp; yarn"');
  assert.not.match(html, '&amp;amp;');
});

test('unknown HTML tags pass through untouched', async () => {
  const { html } = await render('<my-widget data-x="1">原样</my-widget>\n\n<el-button type="primary">按钮</el-button>\n');
  assert.match(html, '<my-widget data-x="1">原样</my-widget>');
  assert.match(html, '<el-button type="primary">按钮</el-button>');
});

test.run();
