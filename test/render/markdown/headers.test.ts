import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../helpers/markdown.ts';
import { vuepressSlugify } from '../../../src/shared/slugify.ts';
import { repoModule, runBounded } from '../../helpers/bounded.ts';

const vuepress = { options: { vuepress: true } };

test('VuePress sites: repeated headings get -2, -3 as VuePress gave them', async () => {
  const { html, env } = await render('# API\n\n## Props\n\n## Props\n\n### Props\n', vuepress);
  assert.match(html, '<h2 id="props">');
  assert.match(html, '<h2 id="props-2">');
  assert.match(html, '<h3 id="props-3">');
  assert.equal(env.headers.map((h) => h.slug), ['props', 'props-2', 'props-3']);
});

test('native sites keep their numbering from -1', async () => {
  const { env } = await render('## Props\n\n## Props\n');
  assert.equal(env.headers.map((h) => h.slug), ['props', 'props-1']);
});

test("VuePress's slug for CJK punctuation, dashes and symbols", () => {
  // NFKD turns full-width punctuation into ASCII, which then separates; CJK full stops and commas stay.
  assert.is(vuepressSlugify('安装，然后使用'), '安装-然后使用');
  assert.is(vuepressSlugify('配置（可选）'), '配置-可选');
  assert.is(vuepressSlugify('句号。顿号、结尾'), '句号。顿号、结尾');
  assert.is(vuepressSlugify('Frontmatter — 2.x – beta'), 'frontmatter-2-x-beta');
  assert.is(vuepressSlugify('What’s “new”?'), 'what-s-new');
  assert.is(vuepressSlugify('1.9 新功能'), '_1-9-新功能');
  assert.is(vuepressSlugify('$withBase(path) & <Badge/>'), 'withbase-path-badge');
  assert.is(vuepressSlugify('Crème brûlée'), 'creme-brulee');
});

test('VuePress headings slug their text and inline code, not the HTML in them', async () => {
  const { html, env } = await render('## 安装。然后 <Badge text="beta"/>\n\n## `config.js` 配置\n', vuepress);
  assert.match(html, '<h2 id="安装。然后">');
  assert.equal(env.headers.map((h) => [h.title, h.slug]), [
    ['安装。然后', '安装。然后'],
    ['config.js 配置', 'config-js-配置'],
  ]);
});

test('VuePress title: a heading of any level that opens the page; none when the page opens with text', async () => {
  assert.is((await render('\n## Getting started\n\n# Later h1\n', vuepress)).env.title, 'Getting started');
  assert.is((await render('Some text first.\n\n# An h1\n', vuepress)).env.title, undefined);
  // Native sites: the first h1 wherever it is.
  assert.is((await render('Some text first.\n\n# An h1\n')).env.title, 'An h1');
});

test('VuePress title: none when a link definition (a markdown comment) or an underlined heading opens the page, as VuePress read the text', async () => {
  assert.is((await render('[comment]: <> (x)\n\n# Intro\n', vuepress)).env.title, undefined);
  assert.is((await render('Intro\n=====\n', vuepress)).env.title, undefined);
  // Native sites: the first h1 wherever it is.
  assert.is((await render('[comment]: <> (x)\n\n# Intro\n')).env.title, 'Intro');
});

test('VuePress sites: :emoji: shortcodes become emoji, left out of the slug as VuePress left them', async () => {
  const { html, env } = await render('## Emoji :tada:\n\nDone :100:\n', vuepress);
  assert.match(html, '<h2 id="emoji">');
  assert.equal(env.headers, [{ level: 2, title: 'Emoji 🎉', slug: 'emoji' }]);
  assert.match(html, 'Emoji 🎉</h2>');
  assert.match(html, '<p>Done 💯</p>');
  assert.match((await render('## Emoji :tada:\n')).html, 'Emoji :tada:');
});

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

test('20,000 identical headings get same, same-1, … in linear time; a heading "Same 1" keeps its slug and is skipped', () => {
  // In a child bounded at 60 s: numbering each repeat by trying every suffix from 1 again took 36 s for these (and
  // four times as long for twice as many headings); in order it takes well under a second.
  const run = runBounded(
    `import { render } from ${repoModule('test/helpers/markdown.ts')};
    const { env } = await render('## Same 1\\n\\n' + '## Same\\n\\n'.repeat(20000) + '## Same 1\\n');
    console.log(JSON.stringify(env.headers.map((h) => h.slug)));`,
    60_000,
  );
  assert.ok(run.finished, 'still numbering the headings after 60 s');
  const slugs = JSON.parse(run.stdout) as string[];
  assert.is(slugs.length, 20_002);
  assert.equal(slugs.slice(0, 4), ['same-1', 'same', 'same-2', 'same-3']);
  assert.is(slugs[20_000], 'same-20000');
  assert.is(slugs[20_001], 'same-1-1');
  assert.is(new Set(slugs).size, slugs.length);
});

test.run();
