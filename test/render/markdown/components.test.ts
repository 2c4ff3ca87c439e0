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

test.run();
