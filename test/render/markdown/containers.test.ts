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

test.run();
