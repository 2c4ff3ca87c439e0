import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { NO_HOSTNAME, resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { tempDir } from '../../helpers/site.ts';

const fixture = path.resolve('test/fixtures/vuepress-config-ts/docs');

/** A docs folder with a `.vuepress` config of the given files (relative to `.vuepress`). */
function vuepressDocs(files: Record<string, string>): string {
  const docs = path.join(tempDir(), 'docs');
  fs.mkdirSync(path.join(docs, '.vuepress'), { recursive: true });
  fs.writeFileSync(path.join(docs, 'README.md'), '# Home\n');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(docs, '.vuepress', rel)), { recursive: true });
    fs.writeFileSync(path.join(docs, '.vuepress', rel), text);
  }
  return docs;
}

test('config.ts: a function of the context, defineConfig from vuepress/config, imported helpers with their own __dirname', async () => {
  const config = await resolveConfig(fixture);
  assert.is(config.title, 'Config TS');
  assert.ok(config.vuepress, 'VuePress semantics');
  assert.equal(config.themeConfig.sidebar, { '/guide/': [{ title: 'Guide', collapsable: false, children: ['', 'alpha', 'beta'] }] });
  assert.is((await resolveConfig(fixture, { isProd: false })).title, 'Config TS (dev)');
});

test('official plugins map to mapdocs features; the ones with no counterpart are one warning each, at their line', async () => {
  const config = await resolveConfig(fixture);
  assert.is(config.themeConfig.backToTop, true);
  assert.is(config.themeConfig.imageZoom, '.content img');
  assert.equal(config.containers, [{ type: 'note', defaultTitle: { '/': 'NOTE' } }]);
  assert.is(config.hostname, 'https://maplib.example', "vuepress-plugin-sitemap's hostname");
  assert.equal(
    config.warnings.map((w) => [path.basename(w.file), w.line, w.severity, w.message]),
    [
      ['config.ts', 15, 'warning', `plugin "@vuepress/pwa": mapdocs writes no service worker: pages are not cached for offline reading, and a browser that installed the old site's worker keeps serving its cached pages until a service-worker.js that unregisters itself is published in its place`],
      ['config.ts', 16, 'warning', 'plugin "@vuepress/google-analytics" has no counterpart in mapdocs; the build goes on without it'],
    ],
  );
  assert.is(config.demo.vue, 2, 'VuePress demos run on Vue 2.7');
});

test('the site builds with its container, and warns; under --strict the plugin warnings fail it', async () => {
  const out = path.join(tempDir(), 'out');
  const result = await build(await resolveConfig(fixture, { outDir: out }));
  assert.is(result.warnings.length, 2);
  assert.match(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), '<div class="custom-block note"><p class="custom-block-title">NOTE</p>');
  const err = await build(await resolveConfig(fixture, { outDir: path.join(tempDir(), 'out'), strict: true })).catch((e) => e);
  assert.is(err.name, 'ContentErrors');
  assert.match(err.message, 'config.ts:15  plugin "@vuepress/pwa": mapdocs writes no service worker');
});

test('config.js exporting a function (CommonJS), and a theme mapdocs cannot draw, which is a warning', async () => {
  const docs = vuepressDocs({ 'config.js': "module.exports = (ctx) => ({\n  title: 'JS ' + typeof ctx.isProd,\n  theme: 'vuepress-theme-reco'\n})\n" });
  const config = await resolveConfig(docs);
  assert.is(config.title, 'JS boolean');
  assert.equal(config.warnings.map((w) => [w.line, w.message]), [
    [3, 'theme "vuepress-theme-reco" is not available: mapdocs draws its own theme (the look of VuePress\'s default theme)'],
    [undefined, NO_HOSTNAME],
  ]);
});

test('a syntax error in a file the config imports names that file and line', async () => {
  const docs = vuepressDocs({ 'config.ts': "import { nav } from './nav'\nexport default { themeConfig: { nav } }\n", 'nav.ts': "export const nav = [\n  { text: 'A', link: '/' },\n  { text: 'B' link: '/b/' }\n]\n" });
  const err = await resolveConfig(docs).catch((e) => e);
  assert.is(err.name, 'MapdocsError');
  assert.is(path.basename(err.file), 'nav.ts');
  assert.is(err.line, 3);
  assert.match(err.message, 'cannot load config: Expected "}" but found "link"');
});

test('an error thrown while the config runs names its file and line, not a stack', async () => {
  const docs = vuepressDocs({ 'config.js': "const helper = require('./helper')\nmodule.exports = helper()\n", 'helper.js': "module.exports = function () {\n  const x = undefined\n  return x.title\n}\n" });
  const err = await resolveConfig(docs).catch((e) => e);
  assert.is(err.name, 'MapdocsError');
  assert.is(path.basename(err.file), 'helper.js');
  assert.is(err.line, 3);
  assert.match(err.message, "cannot load config: Cannot read properties of undefined (reading 'title')");
});

test('a plain CommonJS config.js (run as it is, not bundled): a syntax error and an error while it runs name its line', async () => {
  const syntax = await resolveConfig(vuepressDocs({ 'config.js': "module.exports = {\n  title: 'T',\n  themeConfig: { nav: [ }\n}\n" })).catch((e) => e);
  assert.is(syntax.name, 'MapdocsError');
  assert.is(path.basename(syntax.file), 'config.js');
  assert.is(syntax.line, 3);
  const thrown = await resolveConfig(vuepressDocs({ 'config.js': "const base = '/'\nconst site = undefined\nmodule.exports = { base, title: site.title }\n" })).catch((e) => e);
  assert.is(thrown.name, 'MapdocsError');
  assert.is(path.basename(thrown.file), 'config.js');
  assert.is(thrown.line, 3);
  assert.match(thrown.message, "cannot load config: Cannot read properties of undefined (reading 'title')");
  const ok = await resolveConfig(vuepressDocs({ 'config.js': "const path = require('path')\nmodule.exports = { title: path.basename(__dirname) }\n" }));
  assert.is(ok.title, '.vuepress', '__dirname is the config\'s folder');
});

test('a package the config requires that is not installed is an error naming the config line', async () => {
  const docs = vuepressDocs({ 'config.js': "const x = 1\nconst plugin = require('vuepress-plugin-nowhere')\nmodule.exports = { plugins: [plugin] }\n" });
  const err = await resolveConfig(docs).catch((e) => e);
  assert.is(path.basename(err.file), 'config.js');
  assert.is(err.line, 2);
  assert.match(err.message, "Cannot find module 'vuepress-plugin-nowhere'");
});

test.run();
