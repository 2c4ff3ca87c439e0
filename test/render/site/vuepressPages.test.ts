// Titles and sidebars of a site read through a VuePress config, as VuePress 1's default theme showed them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { tempDir } from '../../helpers/site.ts';

let out: string;
const html = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
const title = (file: string) => /<title>(.*?)<\/title>/.exec(html(file))![1];
const sidebar = (file: string) => {
  const page = html(file);
  return page.slice(page.indexOf('<ul class="sidebar-links">'), page.indexOf('</aside>'));
};
const headerLinks = (file: string) => [...sidebar(file).matchAll(/class="sidebar-link header-link" href="#([^"]+)"/g)].map((m) => m[1]);

test.before(async () => {
  out = path.join(tempDir(), 'out');
  await build(await resolveConfig('test/fixtures/vuepress-sidebar/docs', { outDir: out }));
});

test('title: frontmatter, else a heading of any level that opens the page, else the site title; home pages show the site title', () => {
  assert.is(title('guide/index.html'), 'Guide opens with an h2 | Sidebars');
  assert.is(title('guide/untitled.html'), 'Sidebars');
  assert.is(title('index.html'), 'Sidebars');
  assert.is(title('guide/deep.html'), 'Deep, as the whole title');
});

test('a page without a title is listed by its path, never by its file name', () => {
  assert.match(sidebar('guide/index.html'), '>/guide/untitled.html</a>');
  assert.not.match(sidebar('guide/index.html'), '>untitled</a>');
});

test('the current page lists its h2 headings only, unless sidebarDepth says otherwise', () => {
  assert.equal(headerLinks('guide/index.html'), ['guide-opens-with-an-h2', 'setup']);
  assert.equal(headerLinks('guide/deep.html'), ['part', 'subpart']);
});

test('a title-only group nests inside its group; a group with a path and no children is a link', () => {
  const s = sidebar('guide/index.html');
  assert.match(s, /<summary class="sidebar-heading">Guide<\/summary><ul class="sidebar-group-items">.*<summary class="sidebar-heading">More<\/summary>/s);
  assert.match(s, 'href="/guide/reference.html" class="sidebar-link">Reference</a>');
});

test('sidebar: auto lists the page title, its h2 headings and their h3s', () => {
  const s = sidebar('guide/reference.html');
  assert.match(s, '<summary class="sidebar-heading">Reference</summary>');
  assert.equal(headerLinks('guide/reference.html'), ['options', 'base', 'title', 'hooks']);
});

test.run();
