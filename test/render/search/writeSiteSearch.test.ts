// The build's search stage reads one locale's pages and writes that locale's index before it reads the next locale's
// (a 10,000-page build held both locales' postings at its peak when it indexed every page first), and the boot data
// still lists the locales in the order their first indexed page comes in the site.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeSiteSearch } from '../../../src/render/search/writeSiteSearch.ts';
import type { BuildCache } from '../../../src/render/cache.ts';
import type { SiteViews } from '../../../src/render/pipeline/siteViews.ts';
import type { SiteWriter } from '../../../src/render/pipeline/emitSite.ts';

/** A build cache that never has anything (every locale is indexed). */
const emptyCache = { section: () => ({ get: () => undefined, has: () => false, set() {}, keep() {}, size: () => 0 }) } as unknown as BuildCache;

/** Pages in site order, interleaved by locale as sorted paths are (/api/…, /en/…, /guide/…). */
const PAGES = [
  { path: '/api/', localePath: '/', frontmatter: { search: false }, html: '<p>不收录的页面</p>' },
  { path: '/en/api/', localePath: '/en/', frontmatter: {}, html: '<p>Layers draw map data.</p><h2 id="tiles">Tiles</h2><p>Raster tiles.</p>' },
  { path: '/guide/', localePath: '/', frontmatter: {}, html: '<p>图层绘制地图数据。</p><h2 id="wapian">瓦片</h2><p>栅格瓦片。</p>' },
  { path: '/en/guide/', localePath: '/en/', frontmatter: {}, html: '<p>Markers mark places.</p>' },
];

function site(): { site: SiteViews; events: string[]; writer: SiteWriter } {
  const events: string[] = [];
  const s = {
    config: { themeConfig: {} },
    pages: PAGES.map((p) => ({ record: { path: p.path, title: p.path, frontmatter: p.frontmatter } })),
    views: PAGES.map((p) => ({ localePath: p.localePath })),
    content: (i: number) => (events.push(`read ${PAGES[i].path}`), PAGES[i].html),
  } as unknown as SiteViews;
  const writer = { write: (rel: string) => void events.push(`write ${rel}`) } as unknown as SiteWriter;
  return { site: s, events, writer };
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

test.run();
