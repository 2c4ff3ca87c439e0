import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { validateConfig } from '../../../src/render/config/validateConfig.ts';
import { tempDir } from '../../helpers/site.ts';

const fixture = (name: string) => path.resolve('test/fixtures', name, 'docs');

/** The config without the fields that name its own folder. */
const portable = (c: Awaited<ReturnType<typeof resolveConfig>>) => {
  const { root, configFile, configDir, outDir, publicDir, cacheDir, ...rest } = c;
  // Warnings name the config file (config.js, config.mjs): compared without it.
  return { ...rest, warnings: rest.warnings.map(({ file, ...w }) => w) };
};

test('a VuePress 1 config resolves to the same SiteConfig as its native equivalent, plus VuePress semantics', async () => {
  const vuepress = await resolveConfig(fixture('vuepress'));
  const native = await resolveConfig(fixture('vuepress-native'));
  const { vuepress: semantics, ...rest } = portable(vuepress);
  assert.equal({ ...rest, demo: { ...rest.demo, vue: 3 } }, portable(native));
  assert.equal(semantics, { sourceRoot: path.resolve('.'), look: 'vuepress' });
  assert.is(vuepress.demo.vue, 2, 'VuePress demos were written for Vue 2');
  assert.is(native.vuepress, undefined);
  assert.is(vuepress.base, '/static/modules/maplib/');
  assert.equal(vuepress.demo.jsLibs, ['https://cdn.example/numeral.min.js']);
  assert.is(vuepress.demo.horizontal, true);
  assert.is(vuepress.demo.codepen, false);
  assert.is(vuepress.themeConfig.locales!['/en/'].footer, 'ICP 12345');
  assert.ok(vuepress.publicDir.endsWith(path.join('.vuepress', 'public')));
});

test('VuePress sidebars of [path, title] pairs and groups build into pages', async () => {
  const { build } = await import('../../../src/render/build.ts');
  const config = await resolveConfig(fixture('vuepress'), { outDir: path.join(tempDir(), 'out') });
  const result = await build(config);
  const html = fs.readFileSync(path.join(result.outDir, 'guide/index.html'), 'utf8');
  assert.match(html, /<(summary|p) class="sidebar-heading">指南<\/(summary|p)>/);
  assert.match(html, 'href="/static/modules/maplib/guide/install.html" class="sidebar-link">安装</a>');
  assert.match(html, '<script src="https://unpkg.com/vue@2/dist/vue.min.js"></script>');
  assert.match(html, '<link rel="icon" href="/static/modules/maplib/favicon.ico">');
});

test('--base overrides the configured base', async () => {
  const config = await resolveConfig(fixture('vuepress'), { base: 'docs/v2' });
  assert.is(config.base, '/docs/v2/');
});

test('a TypeScript config loads', async () => {
  const config = await resolveConfig('docs');
  assert.is(config.locales['/en/'].lang, 'en-US');
  assert.ok(config.configFile!.endsWith('config.ts'));
});

test('wrong shapes give one key.path line each', () => {
  assert.equal(validateConfig({ title: 3, locales: { en: { lang: 'en' } }, themeConfig: { sidebar: 5, nav: [{ link: '/x' }] }, router: { mode: 'abstract' } }), [
    'config.title: expected string, got number',
    'config.themeConfig.nav[0].text: required',
    'config.themeConfig.sidebar: expected array, object keyed by path, "auto" or false, got number',
    'config.router.mode: expected one of "history", "hash", "memory", got "abstract"',
    'config.locales["en"]: a locale key is a path like "/en/"',
  ]);
});

test('search synonyms are checked with the config (themeConfig.searchSynonyms)', () => {
  assert.equal(validateConfig({ themeConfig: { searchSynonyms: [['popup', '弹窗'], ['scale']] } }), ['config.themeConfig.searchSynonyms[1]: a group needs two words or more, got ["scale"]']);
  assert.equal(validateConfig({ themeConfig: { searchSynonyms: [['popup', '弹窗', '气泡']] } }), []);
});

test('an invalid config file is an error naming the file', async () => {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, '.mapdocs'));
  fs.writeFileSync(path.join(dir, '.mapdocs/config.json'), '{\n  "title": "x",\n  "base": 5\n}\n');
  const err = await resolveConfig(dir).catch((e) => e);
  assert.is(err.name, 'MapdocsError');
  assert.ok(err.file.endsWith('config.json'));
  assert.match(err.message, 'config.base: expected string, got number');
  fs.writeFileSync(path.join(dir, '.mapdocs/config.json'), '{\n  "title": "x",\n  "base": \n}\n');
  const syntax = await resolveConfig(dir).catch((e) => e);
  assert.is(syntax.line, 4);
  assert.match(syntax.message, 'invalid JSON');
});

test('a missing docs folder is a clear error', async () => {
  const err = await resolveConfig('/no/such/folder').catch((e) => e);
  assert.is(err.message, 'docs folder not found');
  assert.is(err.file, '/no/such/folder');
});



test('a base that would leave the site or break attributes is refused, in config and on the command line', async () => {
  const problems = (base: string) => validateConfig({ base });
  assert.equal(problems('../'), ['config.base: must not hold "." or ".." segments, got "../"']);
  assert.match(problems('/a"b/').join(), 'must not hold "\\""');
  assert.match(problems('/<x>/').join(), 'must not hold "<"');
  assert.match(problems('https://cdn.example/').join(), 'not a URL');
  assert.match(problems('/a b/').join(), 'must not hold " "');
  assert.equal(problems('/static/modules/maplib/'), []);
  assert.equal(problems('/文档/'), []);
  const err = await resolveConfig(fixture('basic'), { base: '/x/../' }).catch((e) => e);
  assert.is(err.name, 'MapdocsError');
  assert.match(err.message, '--base must not hold "." or ".." segments');
});
test.run();
