// A VuePress site's Vue (src/render/vue/vueSite.ts): Vue's compiler is loaded only when some page has Vue parts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import os from 'node:os';
import path from 'node:path';

// In a process of its own: other test files of the unit run load Vue's compiler into theirs.
const script = `
import { createRequire } from 'node:module';
const { renderVueSite } = await import(${JSON.stringify(pathToFileURL(path.resolve('src/render/vue/vueSite.ts')).href)});
const require = createRequire(import.meta.url);
// Whether Vue 2's SFC compiler (postcss and esbuild behind it) is loaded in this process.
const compilerLoaded = () => Object.keys(require.cache).some((file) => /[\\\\/]vue2[\\\\/]compiler-sfc[\\\\/]/.test(file));
const page = (html) => ({ html, env: { hoisted: [] }, record: { path: '/', title: 'T', frontmatter: {}, headers: [] }, body: html, displayPath: 'README.md' });
const config = { configDir: process.argv[1], locales: { '/': { lang: 'en-US' } }, base: '/' };
const site = { title: 'S', description: '', base: '/', themeConfig: {}, locales: { '/': { lang: 'en-US' } }, pages: [] };
const plain = ['<p>No Vue here.</p>', '<div class="code-block"><pre>{{ in code }}</pre></div>'];
const before = await renderVueSite(config, site, plain.map(page));
const loadedBefore = compilerLoaded();
const withVue = await renderVueSite(config, site, [page('<p>One plus one is {{ 1 + 1 }}.</p>')]);
console.log(JSON.stringify({ html: before.html, files: before.files.size, loadedBefore, loadedAfter: compilerLoaded(), vueHtml: withVue.html[0] }));
`;

test('pages without Vue parts: their HTML as it was, and Vue\'s compiler never loaded; a page with a mustache loads it and renders', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, path.join(os.tmpdir(), 'mapdocs-vuesite-no-components')], { encoding: 'utf8' });
  assert.is(run.status, 0, run.stderr);
  const r = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
  assert.equal(r.html, ['<p>No Vue here.</p>', '<div class="code-block"><pre>{{ in code }}</pre></div>']);
  assert.is(r.files, 0);
  assert.not.ok(r.loadedBefore, 'the compiler stays unloaded (~0.1 s of a 120-page build)');
  assert.ok(r.loadedAfter);
  assert.match(r.vueHtml, 'One plus one is 2.');
});

test.run();
