import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../helpers/markdown.ts';

const vuepress = { options: { vuepress: true } };

const titles = (html: string) => [...html.matchAll(/custom-block-title">([^<]*)</g)].map((m) => m[1]);

test('native sites: default titles follow the page language: English pages never get Chinese titles, nor the reverse', async () => {
  const src = '::: tip\nx\n:::\n\n::: warning\nx\n:::\n\n::: danger\nx\n:::\n';
  assert.equal(titles((await render(src, { lang: 'en-US' })).html), ['TIP', 'WARNING', 'DANGER']);
  assert.equal(titles((await render(src, { lang: 'zh-CN' })).html), ['提示', '注意', '警告']);
});

test("VuePress sites: default titles follow the file's path as VuePress's default theme did: Chinese under /zh/ only, whatever the page language", async () => {
  const src = '::: tip\nx\n:::\n\n::: warning\nx\n:::\n\n::: danger\nx\n:::\n';
  // A site whose Chinese locale is at `/`: VuePress wrote TIP there and on `/en/` pages.
  assert.equal(titles((await render(src, { ...vuepress, lang: 'zh-CN', file: 'guide/page.md' })).html), ['TIP', 'WARNING', 'DANGER']);
  assert.equal(titles((await render(src, { ...vuepress, lang: 'en-US', file: 'en/guide/page.md' })).html), ['TIP', 'WARNING', 'DANGER']);
  assert.equal(titles((await render(src, { ...vuepress, lang: 'zh-CN', file: 'zh/guide/page.md' })).html), ['提示', '注意', '警告']);
});

test('VuePress titles are HTML as VuePress wrote them; native titles are inline markdown', async () => {
  const vp = await render('::: tip Note *this*\nx\n:::\n', vuepress);
  assert.match(vp.html, '<p class="custom-block-title">Note *this*</p>');
  const native = await render('::: tip Note *this*\nx\n:::\n');
  assert.match(native.html, '<p class="custom-block-title">Note <em>this</em></p>');
});

test('an untitled VuePress details block says DETAILS, as VuePress rendered it, on Chinese pages too', async () => {
  const { html } = await render('::: details\nhidden\n:::\n', { ...vuepress, lang: 'en-US' });
  assert.match(html, '<details class="custom-block details"><summary>DETAILS</summary>\n<p>hidden</p>\n</details>');
  const zh = await render('::: details\nhidden\n:::\n', { ...vuepress, lang: 'zh-CN', file: 'zh/page.md' });
  assert.match(zh.html, '<summary>DETAILS</summary>');
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
