import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { vuepressStyles } from '../../../src/render/config/vuepressStyles.ts';
import { tempDir } from '../../helpers/site.ts';

function stylesDir(files: Record<string, string>): string {
  const dir = path.join(tempDir(), '.vuepress');
  fs.mkdirSync(path.join(dir, 'styles'), { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'styles', name), text);
  return dir;
}

test("palette.styl's accent, text, border, code background and content width become the theme's variables", () => {
  const { css, diagnostics } = vuepressStyles(stylesDir({ 'palette.styl': '$accentColor = #f00\n$textColor = #222\n$borderColor = #ddd\n$codeBgColor = #111\n$contentWidth = 800px\n' }));
  assert.equal(diagnostics, []);
  for (const decl of ['--c-brand: #f00', '--c-text: #222', '--c-border: #ddd', '--c-code-bg: #111', '--content-width: 800px']) assert.match(css, decl);
});

test('index.styl applies, with the palette variables in scope', () => {
  const { css } = vuepressStyles(stylesDir({ 'palette.styl': '$accentColor = #0f0\n', 'index.styl': 'pre.vue-container\n  border-color $accentColor\n  & > code\n    font-size 14px\n' }));
  assert.match(css, /pre\.vue-container\s*\{\s*border-color: #0f0;/);
  assert.match(css, /pre\.vue-container > code\s*\{\s*font-size: 14px;/);
});

test('a Stylus error is a warning naming the file and line; the rest of the site is styled', () => {
  const { css, diagnostics } = vuepressStyles(stylesDir({ 'palette.styl': '$accentColor = #0f0\n', 'index.styl': '.a\n  color red\n.b\n  color: (1 +\n' }));
  assert.is(diagnostics.length, 1);
  assert.match(diagnostics[0].file, /styles\/index\.styl$/);
  assert.match(diagnostics[0].message, 'styles not applied: expected ")"');
  assert.match(css, '--c-brand: #0f0');
});

test('no styles folder: nothing', () => {
  assert.equal(vuepressStyles(path.join(tempDir(), '.vuepress')), { css: '', diagnostics: [] });
});

test("the default theme's look comes first, then palette.styl and index.styl (VuePress's cascade); theme: 'mapdocs' leaves it out", () => {
  const dir = stylesDir({ 'palette.styl': '$accentColor = #f00\n', 'index.styl': '.x\n  color blue\n' });
  const { css } = vuepressStyles(dir, { look: 'vuepress' });
  const at = (text: string) => css.indexOf(text);
  assert.ok(at('--c-brand: #3eaf7c') >= 0 && at('--c-brand: #3eaf7c') < at('--c-brand: #f00') && at('--c-brand: #f00') < at('.x'), css.slice(0, 200));
  assert.is(vuepressStyles(dir, { look: 'mapdocs' }).css.includes('#3eaf7c'), false);
  assert.match(vuepressStyles(path.join(tempDir(), '.vuepress'), { look: 'vuepress' }).css, '--c-code-bg: #282c34');
});

test.run();
