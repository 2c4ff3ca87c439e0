import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import { buildIndexes, indexContents, type BuiltSite } from './builtIndexes.ts';
import { searchSections, renderHit } from '../../../src/shared/searchSections.ts';
import { sectionSlug } from '../../../src/shared/searchIndexData.ts';

const FIXTURE = path.resolve('test/fixtures/search/docs');
const t = suite<{ site: BuiltSite }>('search index over a fixture', {} as { site: BuiltSite });

t.before(async (ctx) => {
  ctx.site = await buildIndexes(FIXTURE);
});

const urls = async (ctx: { site: BuiltSite }, q: string, locale = '/') => (await searchSections(ctx.site.indexes[locale].index, q)).map((h) => h.url);

t('one hashed index per locale, listed with base in the boot data', ({ site }) => {
  assert.equal(Object.keys(site.boot.searchIndexes).sort(), ['/', '/en/']);
  assert.match(site.boot.searchIndexes['/'], /^\/docs\/assets\/search\/root\.[\w]{8}\.json$/);
  assert.match(site.boot.searchIndexes['/en/'], /^\/docs\/assets\/search\/en\.[\w]{8}\.json$/);
  assert.is(site.boot.searchMaxSuggestions, 5);
  // The manifest's shards sit in the locale's folder beside it, named by content hash.
  for (const built of Object.values(site.indexes)) {
    assert.ok(built.files.length > 3);
    for (const f of built.files.slice(1)) assert.match(f.url, new RegExp(`^/docs/assets/search/${built.manifest.dir}/\\w{9}\\.json$`));
  }
});

t('sections: an intro per page and one per h2/h3; search: false pages stay out', async ({ site }) => {
  const data = indexContents(site.indexes['/']);
  assert.equal(data.pages.map((p) => p[1]).sort(), ['/', '/guide/', '/guide/marker.html', '/guide/raster.html']);
  const raster = data.pages.findIndex((p) => p[1] === '/guide/raster.html');
  assert.equal(data.sections.filter((s) => s[0] === raster).map(sectionSlug), ['', '瓦片地址-baseurl', '概览', '瓦片大小', '级别范围', '缩放偏移', '令牌', '附录']);
  assert.equal(await urls({ site }, '斑马鱼'), []);
  for (const f of site.indexes['/'].files) assert.not.match(f.content, /斑马/);
  // Slugs the heading gives are not stored twice.
  assert.ok(data.sections.filter((s) => s[0] === raster && s[1]).every((s) => s[2] === 0 || s[2] === '瓦片地址-baseurl'));
});

t('the description frontmatter is part of the intro', async (ctx) => {
  assert.is((await urls(ctx, '用法速查'))[0], '/guide/marker.html');
});

t('locales are separate indexes', async (ctx) => {
  assert.equal(await urls(ctx, 'basemap'), []);
  assert.is((await urls(ctx, 'basemap', '/en/'))[0], '/en/guide/raster.html');
  assert.is((await urls(ctx, '栅格', '/en/')).length, 0);
});

t('Chinese without spaces finds the section', async (ctx) => {
  assert.is((await urls(ctx, '栅格瓦片大小'))[0], '/guide/raster.html#瓦片大小');
  assert.is((await urls(ctx, '瓦片地址'))[0], '/guide/raster.html#瓦片地址-baseurl');
  assert.is((await urls(ctx, '访问令牌'))[0], '/guide/raster.html#令牌');
});

t('a single character finds the words holding it; a page that cut a word differently is still found', async (ctx) => {
  assert.is((await urls(ctx, '栅'))[0], '/guide/raster.html');
  assert.ok((await urls(ctx, '泡')).includes('/guide/marker.html#气泡'));
  // 令牌 is a word in the page; typed as part of a longer phrase the segmenter may cut it apart.
  assert.is((await urls(ctx, '访问令牌服务'))[0], '/guide/raster.html#令牌');
});

t('mixed Chinese and Latin query', async (ctx) => {
  assert.is((await urls(ctx, 'marker 气泡'))[0], '/guide/marker.html#气泡');
  assert.is((await urls(ctx, 'Popup 气泡'))[0], '/guide/marker.html#气泡');
});

t('identifiers: tileSize, tile size and tilesize', async (ctx) => {
  for (const q of ['tileSize', 'tile size', 'tilesize', 'TileSize']) assert.is((await urls(ctx, q))[0], '/guide/raster.html#瓦片大小', q);
  assert.is((await urls(ctx, 'zoom offset'))[0], '/guide/raster.html#缩放偏移');
  assert.is((await urls(ctx, 'Tile size', '/en/'))[0], '/en/guide/raster.html#tile-size');
});

t('a title match beats a body match', async (ctx) => {
  // 图层 is the title of /guide/ and of /guide/raster.html, and body text in several sections.
  const hits = await urls(ctx, '图层');
  assert.ok(['/guide/', '/guide/raster.html'].includes(hits[0]), hits.join(' '));
  assert.ok(hits.indexOf('/guide/#图层顺序') > hits.indexOf('/guide/'));
  // 标记 is the Marker page's title; the raster page never says it.
  assert.is((await urls(ctx, '标记'))[0], '/guide/marker.html');
  // A heading beats the same word in a paragraph.
  assert.is((await urls(ctx, '拖动'))[0], '/guide/marker.html#拖动');
});

t('prefix matching for the last word while typing', async (ctx) => {
  assert.is((await urls(ctx, 'mark'))[0], '/guide/marker.html');
  assert.is((await urls(ctx, 'maximumLev'))[0], '/guide/raster.html#级别范围');
  assert.is((await urls(ctx, 'rast', '/en/'))[0], '/en/guide/raster.html');
  assert.is((await urls(ctx, 'draggab'))[0], '/guide/marker.html#拖动');
  // Once a space follows, the word is complete: no prefix expansion for short words.
  assert.equal(await urls(ctx, 'til '), []);
});

t('one typo in a Latin word of five letters or more', async (ctx) => {
  assert.is((await urls(ctx, 'makrer'))[0], '/guide/marker.html'); // transposition
  assert.is((await urls(ctx, 'dragend'))[0], '/guide/marker.html#拖动');
  assert.is((await urls(ctx, 'dragedn '))[0], '/guide/marker.html#拖动');
  assert.is((await urls(ctx, 'rastr ', '/en/'))[0], '/en/guide/raster.html'); // deletion
  assert.is((await urls(ctx, 'tokne ', '/en/'))[0], '/en/guide/raster.html#access-token');
  // Under five letters: no typo tolerance.
  assert.equal(await urls(ctx, 'tlie ', '/en/'), []);
  assert.equal(await urls(ctx, 'tkoen ', '/en/'), ['/en/guide/raster.html#access-token']);
});

t('results carry marked headings and snippets', async ({ site }) => {
  const hit = renderHit((await searchSections(site.indexes['/'].index, '栅格瓦片大小'))[0]);
  assert.is(hit.pageTitle, '栅格图层');
  assert.is(hit.heading, '瓦片大小');
  assert.equal(hit.headingMarked, [{ text: '瓦片大小', mark: true }]);
  assert.ok(hit.snippet.some((p) => p.mark && p.text === '栅格瓦片大小'), JSON.stringify(hit.snippet));
});

t('the limit caps results; nothing matching gives none', async (ctx) => {
  assert.is((await searchSections(ctx.site.indexes['/'].index, '瓦片', 2)).length, 2);
  assert.equal(await urls(ctx, 'qwertyuiop'), []);
  assert.equal(await urls(ctx, '   '), []);
});

t.run();
