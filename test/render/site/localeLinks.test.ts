// The language switcher and hreflang alternates on a site where some pages have no translation: a page with one links
// to it and lists every language in its head; a page without one says so in the switcher (in the other language),
// never links that locale's home, and has no alternates.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { tempDir } from '../../helpers/site.ts';

const DOCS = path.resolve('test/fixtures/locale-links/docs');
let outDir = '';

const html = (route: string) => fs.readFileSync(path.join(outDir, route.endsWith('/') ? `${route}index.html` : route), 'utf8');
/** The navbar's language dropdown and the sidebar's language group (the mobile drawer). */
function switchers(page: string): string[] {
  const nav = /<details class="nav-dropdown locale-switcher">([\s\S]*?)<\/details>/.exec(page)?.[1];
  const side = /<div class="sidebar-locales"[^>]*>([\s\S]*?)<\/div>/.exec(page)?.[1];
  assert.ok(nav, 'no language dropdown in the navbar');
  assert.ok(side, 'no language group in the sidebar');
  return [nav, side];
}
const alternates = (page: string) =>
  [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

test.before(async () => {
  outDir = path.join(tempDir('mapdocs-locale-links-'), 'out');
  await build(await resolveConfig(DOCS, { outDir }));
});

test('a page with a translation links to it in both switchers', () => {
  for (const s of switchers(html('/guide/both.html'))) {
    assert.match(s, /href="\/docs\/en\/guide\/both\.html"/);
    assert.not.match(s, /locale-missing/);
  }
  for (const s of switchers(html('/en/guide/both.html'))) assert.match(s, /href="\/docs\/guide\/both\.html"/);
});

test('a zh page without an English page says so in English, and links no English page', () => {
  for (const s of switchers(html('/guide/zh-only.html'))) {
    assert.match(s, /<span class="locale-missing" lang="en-US" aria-disabled="true">English<small>English page not available<\/small><\/span>/);
    assert.not.match(s, /href="\/docs\/en\//, 'the English entry must not jump to the English home');
    assert.match(s, /href="\/docs\/guide\/zh-only\.html"/);
  }
});

test('an English page without a zh page says so in Chinese', () => {
  for (const s of switchers(html('/en/guide/en-only.html'))) {
    assert.match(s, /<span class="locale-missing" lang="zh-CN" aria-disabled="true">简体中文<small>暂无中文页面<\/small><\/span>/);
    assert.not.match(s, /href="\/docs\/"/);
  }
});

test('hreflang alternates: every language that has the page, plus x-default (the root locale)', () => {
  const o = 'https://maplib.example';
  const expected = [`zh-CN ${o}/docs/guide/both.html`, `en-US ${o}/docs/en/guide/both.html`, `x-default ${o}/docs/guide/both.html`];
  assert.equal(alternates(html('/guide/both.html')), expected);
  assert.equal(alternates(html('/en/guide/both.html')), expected);
  assert.equal(alternates(html('/')), [`zh-CN ${o}/docs/`, `en-US ${o}/docs/en/`, `x-default ${o}/docs/`]);
});

test('no alternates on a page without a translation, nor on the 404 page', () => {
  assert.equal(alternates(html('/guide/zh-only.html')), []);
  assert.equal(alternates(html('/en/guide/en-only.html')), []);
  for (const f of fs.readdirSync(outDir).filter((f) => f.startsWith('404'))) assert.equal(alternates(html(`/${f}`)), []);
});

test.run();
