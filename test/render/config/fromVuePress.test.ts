// What a VuePress config means where it says nothing: VuePress's defaults, not mapdocs'.
import { test } from 'uvu';
import fs from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { fromVuePress } from '../../../src/render/config/fromVuePress.ts';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { tempDir } from '../../helpers/site.ts';

test('a VuePress site with no locales and no lang is en-US (VuePress\'s $lang); a locale without lang too', async () => {
  assert.equal((await resolveConfig('test/fixtures/vuepress-english/docs')).locales, { '/': { lang: 'en-US' } });
  const { config } = fromVuePress({ title: 'R8', locales: { '/': { title: 'R8' }, '/zh/': { lang: 'zh-CN' } } });
  assert.equal(config.locales, { '/': { title: 'R8', lang: 'en-US' }, '/zh/': { lang: 'zh-CN' } });
  assert.is(fromVuePress({ lang: 'ja-JP' }).config.lang, 'ja-JP');
});

test("a native site without lang stays zh-CN (mapdocs' own default, which this repository's site also sets)", async () => {
  const docs = path.join(tempDir(), 'docs');
  fs.mkdirSync(path.join(docs, '.mapdocs'), { recursive: true });
  fs.writeFileSync(path.join(docs, '.mapdocs/config.json'), '{ "title": "R8" }\n');
  assert.equal((await resolveConfig(docs)).locales, { '/': { lang: 'zh-CN' } });
});

test("links to missing pages are warnings on a VuePress site unless the config says deadLinks: 'error'", () => {
  assert.is(fromVuePress({ title: 'R8' }).config.deadLinks, 'warning');
  assert.is(fromVuePress({ deadLinks: 'error' }).config.deadLinks, 'error');
});

test('@vuepress/pwa and the serviceWorker option: one warning each, at their lines; Algolia DocSearch: one line saying local search is used', async () => {
  const config = await resolveConfig('test/fixtures/vuepress-small-differences/docs');
  const said = config.warnings.map((w) => `${w.line} ${w.message}`);
  assert.equal(said.filter((w) => w.includes('service worker')).length, 2, said.join('\n'));
  assert.ok(said.some((w) => w.startsWith('6 plugin "@vuepress/pwa": mapdocs writes no service worker')), said.join('\n'));
  assert.ok(said.some((w) => w.startsWith('5 serviceWorker: mapdocs writes no service worker')), said.join('\n'));
  assert.ok(said.includes("8 themeConfig.algolia: Algolia DocSearch is not used; the site gets mapdocs' local search (its index is built with the site)"), said.join('\n'));
  // Per locale too, said once.
  const perLocale = fromVuePress({ themeConfig: { locales: { '/': { algolia: { indexName: 'a' } }, '/zh/': { algolia: { indexName: 'b' } } } } });
  assert.equal(perLocale.warnings.filter((w) => w.message.includes('Algolia')).length, 1);
});

test("the default theme's look unless the config says theme: 'mapdocs' (no warning for it)", () => {
  assert.is(fromVuePress({ theme: '@vuepress/vue' }).look, 'vuepress');
  const mapdocs = fromVuePress({ theme: 'mapdocs' });
  assert.is(mapdocs.look, 'mapdocs');
  assert.equal(mapdocs.warnings, []);
});

test.run();
