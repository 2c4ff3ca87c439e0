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
  // A group that cannot collapse has a plain heading (<p>), a collapsable one a <summary>.
  assert.match(s, /<(summary|p) class="sidebar-heading">Guide<\/(summary|p)><ul class="sidebar-group-items">.*<(summary|p) class="sidebar-heading">More<\/(summary|p)>/s);
  assert.match(s, 'href="/guide/reference.html" class="sidebar-link">Reference</a>');
});

test("a group inside a group is a sub-group (the theme's small grey label); a title-only one is a plain label, not a toggle", () => {
  const s = sidebar('guide/index.html');
  assert.match(s, /<li class="sidebar-group[^"]* sub-group"><p class="sidebar-heading">Map<\/p><\/li>/);
  assert.match(s, '<li class="sidebar-group collapsable sub-group"><details><summary class="sidebar-heading">More</summary>');
  // The top-level groups are not sub-groups.
  assert.match(s, '<li class="sidebar-group"><p class="sidebar-heading">Guide</p>');
});

test('sidebar: auto lists the page title, its h2 headings and their h3s', () => {
  const s = sidebar('guide/reference.html');
  assert.match(s, '<summary class="sidebar-heading">Reference</summary>');
  assert.equal(headerLinks('guide/reference.html'), ['options', 'base', 'title', 'hooks']);
});

test("home footer: frontmatter footer is text; without one, the page's ::: slot footer", async () => {
  assert.match(html('index.html'), '<footer class="home-footer site-footer">MIT Licensed | &lt;b&gt;not bold&lt;/b&gt;</footer>');
  const docs = path.join(tempDir(), 'docs');
  fs.mkdirSync(path.join(docs, '.vuepress'), { recursive: true });
  fs.writeFileSync(path.join(docs, '.vuepress/config.js'), "module.exports = { title: 'Slots' }\n");
  fs.writeFileSync(path.join(docs, 'README.md'), '---\nhome: true\n---\n\nBody text.\n\n::: slot footer\nMIT Licensed | [Evan](https://example.com)\n:::\n');
  const slotOut = path.join(tempDir(), 'out');
  await build(await resolveConfig(docs, { outDir: slotOut }));
  const home = fs.readFileSync(path.join(slotOut, 'index.html'), 'utf8');
  assert.match(home, /<footer class="home-footer site-footer"><p>MIT Licensed \| <a href="https:\/\/example.com"[^>]*>Evan<svg class="icon outbound"[^>]*>.*?<\/svg><\/a><\/p><\/footer>/);
  assert.not.match(home.slice(home.indexOf('home-content'), home.indexOf('<footer')), 'MIT Licensed');
});

test("the 404 page looks as VuePress's did: 404, one line, a way home", () => {
  const page = html('404.html');
  assert.match(page, "<h1>404</h1><blockquote>There&#x27;s nothing here.</blockquote>");
  assert.match(page, '>Take me home.</a>');
  assert.match(page, '<title>Sidebars</title>');
});

/** Builds a fixture of its own (issue 35's reproductions) and returns a reader of its pages. */
async function built(fixture: string) {
  const dir = path.join(tempDir(), 'out');
  await build(await resolveConfig(`test/fixtures/${fixture}/docs`, { outDir: dir }));
  return (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
}

test('a VuePress site with no locales and no lang is English: html lang, container titles, Next, search box, 404', async () => {
  const page = await built('vuepress-english');
  const home = page('index.html');
  assert.match(home, '<html lang="en-US"');
  assert.equal([...home.matchAll(/custom-block-title">([^<]*)</g)].map((m) => m[1]), ['TIP', 'WARNING', 'DANGER']);
  assert.match(home, '<span class="page-nav-label">Next</span>');
  assert.match(home, 'aria-label="Search"');
  const notFound = page('404.html');
  assert.match(notFound, '<html lang="en-US"');
  assert.match(notFound, "<blockquote>There&#x27;s nothing here.</blockquote>");
  assert.not.match(home + notFound, /[\u4e00-\u9fff]/);
});

test('a group inside a nav dropdown shows its label with its links under it', async () => {
  const home = (await built('vuepress-nested-nav'))('index.html');
  const navbar = home.slice(home.indexOf('<nav class="nav-links"'), home.indexOf('</nav>', home.indexOf('<nav class="nav-links"')));
  assert.match(navbar, /<li class="nav-dropdown-group"><span class="nav-dropdown-group-title">Configuration<\/span><ul><li><a href="\/core\/"[^>]*>Core<\/a><\/li><li><a href="https:\/\/example.com\/theme"[^>]*>Theme<\/a><\/li><\/ul><\/li>/);
  assert.match(navbar, />Official<\/a>/);
});

test('smaller differences: code with plain spaces, a title only from a heading that opens the text, h3s under an h2 only', async () => {
  const page = await built('vuepress-small-differences');
  const code = page('index.html').slice(page('index.html').indexOf('<pre'));
  assert.match(code.replace(/<[^>]+>/g, ''), 'npm install -D vuepress');
  assert.not.match(code, /\u00a0|&nbsp;|&#xa0;|&#160;/i);
  assert.is(/<title>(.*?)<\/title>/.exec(page('intro.html'))![1], 'Site');
  const h3First = page('h3-first.html');
  const side = h3First.slice(h3First.indexOf('<ul class="sidebar-links">'), h3First.indexOf('</aside>'));
  assert.equal([...side.matchAll(/class="sidebar-link header-link" href="#([^"]+)"/g)].map((m) => m[1]), ['section', 'child']);
});

test("the default theme's defaults: welcome tagline, repo link named by its host with the external-link icon, content links out marked, a search box without words", async () => {
  const page = await built('vuepress-look');
  const home = page('index.html');
  assert.match(home, '<p class="tagline">Welcome to your VuePress site</p>');
  assert.match(home, /<a class="nav-link repo-link" href="https:\/\/gitlab.com\/look\/look"[^>]*>GitLab<span><svg class="icon outbound"/);
  assert.match(home, /<input type="search" aria-label="Search" placeholder=""/);
  const guide = page('guide.html');
  assert.match(guide, /<article class="content theme-default-content">/);
  assert.match(guide, /href="https:\/\/example.com\/src" target="_blank" rel="noopener noreferrer">the source<svg class="icon outbound"[^>]*>.*?<\/svg><\/a>/);
  assert.match(guide, />home<\/a>/);
  assert.not.match(guide, />home<svg/);
});

test.run();
