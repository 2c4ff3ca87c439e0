// The index `serve --watch` keeps per locale and changes page by page (localeIndex.ts): after any series of saves its
// files are the very files of the index assembled whole from the same pages — terms come and go, a common term's cut
// postings (past headSections) follow the new lengths, and a page whose sections are more or fewer is gathered again.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assembleSearchIndex, indexPage, type IndexedPage } from '../../../src/render/search/buildSearchIndex.ts';
import { createLocaleIndex } from '../../../src/render/search/localeIndex.ts';
import type { SearchIndexFiles } from '../../../src/render/search/shardSearchIndex.ts';

/** Few sections per common term, so cut postings are in the index. */
const HEAD = 4;
const noPause = async () => {};

const WORDS = ['layer', 'source', 'tile', 'raster', 'vector', 'style', 'zoom', 'camera', 'marker', 'popup', '图层', '瓦片', '地图', '样式'];

/** Page p's share, in version v: its words shift with v, and so does the text of its sections. */
function page(p: number, v = 0, sections = 2): IndexedPage {
  const word = (k: number) => WORDS[(p * 3 + k + v) % WORDS.length];
  return indexPage({
    title: `Page ${p}${v ? ` v${v}` : ''}`,
    path: `/p${p}.html`,
    sections: Array.from({ length: sections }, (_, s) => ({
      heading: s ? `Part ${s} ${word(s)}` : '',
      slug: s ? `part-${s}` : '',
      text: `${word(0)} ${word(1)} ${word(s + 2)} common words here ${v ? `edited${v} only${p}x${v}` : ''}`,
      code: s === 1 ? `map.addLayer(${word(4)})` : '',
      linkShare: 0,
    })),
  });
}

const same = (a: SearchIndexFiles, b: SearchIndexFiles, what: string) => {
  assert.is(a.manifest, b.manifest, `${what}: manifest`);
  assert.equal([...a.files].sort(), [...b.files].sort(), `${what}: files`);
};

test('page by page, the files are those of the index assembled whole, save after save', async () => {
  let pages = Array.from({ length: 40 }, (_, p) => page(p));
  const kept = createLocaleIndex('root', HEAD);
  same(await kept.files(pages, noPause), assembleSearchIndex('root', pages, { headSections: HEAD }), 'first');
  const saves: [p: number, v: number][] = [
    [3, 1],
    [3, 2],
    [17, 1],
    [0, 5],
    [39, 3],
    [3, 0], // back as it was: its words of the saves before go
  ];
  for (const [p, v] of saves) {
    pages = pages.map((old, i) => (i === p ? page(p, v) : old));
    same(await kept.files(pages, noPause), assembleSearchIndex('root', pages, { headSections: HEAD }), `page ${p} v${v}`);
  }
  assert.is(kept.gathered, 1, 'one page saved: its sections replaced, the index not gathered again');
  // Two pages at once, one of them with another number of sections (gathered whole), then a page removed.
  pages = pages.map((old, i) => (i === 5 ? page(5, 7) : i === 6 ? page(6, 7, 3) : old));
  same(await kept.files(pages, noPause), assembleSearchIndex('root', pages, { headSections: HEAD }), 'more sections');
  assert.is(kept.gathered, 2);
  pages = pages.filter((_, i) => i !== 20);
  same(await kept.files(pages, noPause), assembleSearchIndex('root', pages, { headSections: HEAD }), 'a page removed');
  pages = pages.map((old, i) => (i === 30 ? page(31, 9) : old));
  same(await kept.files(pages, noPause), assembleSearchIndex('root', pages, { headSections: HEAD }), 'after removal');
});

test('a word only the saved page had leaves the index; a new one joins it', async () => {
  const pages = Array.from({ length: 5 }, (_, p) => page(p));
  const kept = createLocaleIndex('root', HEAD);
  const terms = async (list: IndexedPage[]) => {
    const files = await kept.files(list, noPause);
    return [...files.files.values()].join('\n');
  };
  const edited = pages.map((old, i) => (i === 2 ? page(2, 4) : old));
  assert.match(await terms(edited), 'edited4');
  assert.not.match(await terms(pages), 'edited4');
});

test.run();
