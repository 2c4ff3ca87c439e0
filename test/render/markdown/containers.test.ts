import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../helpers/markdown.ts';

const vuepress = { options: { vuepress: true } };

test('default titles follow the page language on every site: English pages never get Chinese titles, nor the reverse', async () => {
  const src = '::: tip\nx\n:::\n\n::: warning\nx\n:::\n\n::: danger\nx\n:::\n';
  for (const opts of [{}, vuepress]) {
    const en = await render(src, { ...opts, lang: 'en-US' });
    const zh = await render(src, { ...opts, lang: 'zh-CN' });
    assert.equal([...en.html.matchAll(/custom-block-title">([^<]*)</g)].map((m) => m[1]), ['TIP', 'WARNING', 'DANGER']);
    assert.equal([...zh.html.matchAll(/custom-block-title">([^<]*)</g)].map((m) => m[1]), ['提示', '注意', '警告']);
  }
});

test('VuePress titles are HTML as VuePress wrote them; native titles are inline markdown', async () => {
  const vp = await render('::: tip Note *this*\nx\n:::\n', vuepress);
  assert.match(vp.html, '<p class="custom-block-title">Note *this*</p>');
  const native = await render('::: tip Note *this*\nx\n:::\n');
  assert.match(native.html, '<p class="custom-block-title">Note <em>this</em></p>');
});

test('an untitled VuePress details block says DETAILS, as VuePress rendered it; on a Chinese page 详细信息', async () => {
  const { html } = await render('::: details\nhidden\n:::\n', { ...vuepress, lang: 'en-US' });
  assert.match(html, '<details class="custom-block details"><summary>DETAILS</summary>\n<p>hidden</p>\n</details>');
  const zh = await render('::: details\nhidden\n:::\n', { ...vuepress, lang: 'zh-CN' });
  assert.match(zh.html, '<summary>详细信息</summary>');
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

test.run();
