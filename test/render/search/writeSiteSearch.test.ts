// The build's search stage reads one locale's pages and writes that locale's index before it reads the next locale's
// (a 10,000-page build held both locales' postings at its peak when it indexed every page first), and the boot data
// still lists the locales in the order their first indexed page comes in the site. A locale whose pages all carry the
// key of their search input (pages from the build cache) is replayed from the cache without reading any of them; one
// with a page that does not (rendered anew) is read and indexed, with the same files a build without a cache writes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeSiteSearch } from '../../../src/render/search/writeSiteSearch.ts';
import type { BuildCache } from '../../../src/render/cache.ts';
import type { SiteViews } from '../../../src/render/pipeline/siteViews.ts';
import type { SiteWriter } from '../../../src/render/pipeline/emitSite.ts';

/** A build cache that never has anything (every locale is indexed). */
const emptyCache = { section: () => ({ get: () => undefined, has: () => false, set() {}, keep() {}, size: () => 0 }) } as unknown as BuildCache;

/** A build cache held in memory, with every key asked for. */
function memoryCache() {
  const sections = new Map<string, Map<string, unknown>>();
  const asked: string[] = [];
  const cache = {
    section: (name: string) => {
      const entries = sections.get(name) ?? new Map<string, unknown>();
      sections.set(name, entries);
      return { get: (k: string) => (asked.push(k), entries.get(k)), has: (k: string) => entries.has(k), set: (k: string, v: unknown) => void entries.set(k, v), keep() {}, size: () => entries.size };
    },
  } as unknown as BuildCache;
  return { cache, asked, entries: (name: string) => sections.get(name) ?? new Map() };
}

/** Pages in site order, interleaved by locale as sorted paths are (/api/…, /en/…, /guide/…). */
const PAGES = [
  { path: '/api/', localePath: '/', frontmatter: { search: false }, html: '<p>不收录的页面</p>' },
  { path: '/en/api/', localePath: '/en/', frontmatter: {}, html: '<p>Layers draw map data.</p><h2 id="tiles">Tiles</h2><p>Raster tiles.</p>' },
  { path: '/guide/', localePath: '/', frontmatter: {}, html: '<p>图层绘制地图数据。</p><h2 id="wapian">瓦片</h2><p>栅格瓦片。</p>' },
  { path: '/en/guide/', localePath: '/en/', frontmatter: {}, html: '<p>Markers mark places.</p>' },
];

function site(): { site: SiteViews; events: string[]; writer: SiteWriter; written: Map<string, string> } {
  const events: string[] = [];
  const written = new Map<string, string>();
  const s = {
    config: { themeConfig: {} },
    pages: PAGES.map((p) => ({ record: { path: p.path, title: p.path, frontmatter: { ...p.frontmatter } } })),
    views: PAGES.map((p) => ({ localePath: p.localePath })),
    content: (i: number) => (events.push(`read ${PAGES[i].path}`), PAGES[i].html),
  } as unknown as SiteViews;
  const writer = { write: (rel: string, content: string) => (events.push(`write ${rel}`), void written.set(rel, content)) } as unknown as SiteWriter;
  return { site: s, events, writer, written };
}

test('one locale at a time: its pages read, then its index written, then the next locale', () => {
  const { site: s, events, writer } = site();
  writeSiteSearch(emptyCache, s, writer, (html) => html);
  const at = (pred: (e: string) => boolean, last = false) => (last ? events.findLastIndex(pred) : events.findIndex(pred));
  const lastRootWrite = at((e) => e.startsWith('write assets/search/root'), true);
  const firstEnRead = at((e) => e.startsWith('read /en/'));
  assert.ok(lastRootWrite > 0 && firstEnRead > 0, events.join('\n'));
  assert.ok(lastRootWrite < firstEnRead, `the zh index is written before any en page is read:\n${events.join('\n')}`);
  assert.ok(at((e) => e.startsWith('write assets/search/en')) > firstEnRead);
  // Every page read once.
  assert.equal(events.filter((e) => e.startsWith('read ')).length, PAGES.length);
});

test('the locales are listed in the order of their first indexed page (zh first page is search: false)', () => {
  const { site: s, writer } = site();
  const indexes = writeSiteSearch(emptyCache, s, writer, (html) => html);
  assert.equal(Object.keys(indexes), ['/en/', '/']);
  assert.match(indexes['/'], /^assets\/search\/root\.[\w-]+\.json$/);
  assert.match(indexes['/en/'], /^assets\/search\/en\.[\w-]+\.json$/);
});

test('a locale none of whose pages is indexed gets no index; search: false turns the stage off', () => {
  const { site: s, writer } = site();
  (s.pages[2].record.frontmatter as Record<string, unknown>).search = false;
  assert.equal(Object.keys(writeSiteSearch(emptyCache, s, writer, (html) => html)), ['/en/']);
  const off = site();
  (off.site.config.themeConfig as Record<string, unknown>).search = false;
  assert.equal(writeSiteSearch(emptyCache, off.site, off.writer, (html) => html), {});
  assert.equal(off.events, []);
});

test('pages that carry their search keys (from the cache): each locale replayed without reading a page, same files', () => {
  const { cache, entries } = memoryCache();
  const cold = site();
  const coldIndexes = writeSiteSearch(cache, cold.site, cold.writer, (html) => html);
  assert.equal(cold.site.pages.map((p) => typeof p.searchKey), ['string', 'string', 'string', 'string'], 'every page read gets its key');
  assert.is(cold.site.pages[0].searchKey, '', 'a page with search: false has the empty key');
  assert.is(entries('search').size, 2, 'one entry per locale');

  // The next build: the same pages from the cache, with the keys it stored.
  const warm = site();
  warm.site.pages.forEach((p, i) => (p.searchKey = cold.site.pages[i].searchKey));
  const warmIndexes = writeSiteSearch(cache, warm.site, warm.writer, (html) => html);
  assert.equal(warm.events.filter((e) => e.startsWith('read ')), [], 'no page read');
  assert.equal(warmIndexes, coldIndexes);
  assert.equal([...warm.written].sort(), [...cold.written].sort(), 'the same files, the same bytes');
});

test('one page rendered anew (no key): its locale is read and indexed as without a cache, the other replayed', () => {
  const { cache } = memoryCache();
  const first = site();
  const firstIndexes = writeSiteSearch(cache, first.site, first.writer, (html) => html);
  const edited = site();
  edited.site.pages.forEach((p, i) => (p.searchKey = first.site.pages[i].searchKey));
  // The en guide page changed: rendered anew, it has no key; its text is new.
  edited.site.pages[3].searchKey = undefined;
  (edited.site as { content: (i: number) => string }).content = (i: number) => (edited.events.push(`read ${PAGES[i].path}`), i === 3 ? '<p>Markers and popups mark places.</p>' : PAGES[i].html);
  const indexes = writeSiteSearch(cache, edited.site, edited.writer, (h) => h);
  assert.equal(edited.events.filter((e) => e.startsWith('read ')), ['read /en/api/', 'read /en/guide/'], 'the en pages only');
  assert.is(typeof edited.site.pages[3].searchKey, 'string');
  assert.not.equal(edited.site.pages[3].searchKey, first.site.pages[3].searchKey);

  // What a build without any cache writes for the edited site.
  const fresh = site();
  (fresh.site as { content: (i: number) => string }).content = (i: number) => (i === 3 ? '<p>Markers and popups mark places.</p>' : PAGES[i].html);
  const expected = writeSiteSearch(emptyCache, fresh.site, fresh.writer, (h) => h);
  assert.equal(indexes, expected);
  assert.equal([...edited.written].sort(), [...fresh.written].sort());
  assert.not.equal(indexes['/en/'], firstIndexes['/en/'], 'the en index changed');
  assert.is(indexes['/'], firstIndexes['/'], 'the zh index is the cached one');
});

test('other synonyms make another key: the locale is read again, not replayed', () => {
  const { cache } = memoryCache();
  const first = site();
  writeSiteSearch(cache, first.site, first.writer, (html) => html);
  const next = site();
  next.site.pages.forEach((p, i) => (p.searchKey = first.site.pages[i].searchKey));
  (next.site.config.themeConfig as Record<string, unknown>).searchSynonyms = [['图层', 'layer']];
  writeSiteSearch(cache, next.site, next.writer, (html) => html);
  assert.equal(next.events.filter((e) => e.startsWith('read ')).length, PAGES.length, 'every page read again');
});

test.run();
