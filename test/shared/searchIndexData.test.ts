import { test } from 'uvu';
import * as assert from 'uvu/assert';
import lunr from 'lunr';
import { decodePostings, encodePostings, SEARCH_FIELDS, SEARCH_INDEX_VERSION, type SearchFieldName } from '../../src/shared/searchIndexData.ts';
import { loadSearchIndex } from '../../src/shared/loadSearchIndex.ts';

test('postings round-trip: base-36 doc gaps, term frequency only above one', () => {
  const postings = new Map([['瓦片', [new Map([[0, 1], [40, 3]]), undefined as never, new Map([[7, 1]])]]]);
  const encoded = encodePostings(postings);
  assert.equal(encoded, { 瓦片: '0:0,14*3;2:7' });
  assert.equal(decodePostings(encoded['瓦片']), [[0, 0, 1], [0, 40, 3], [2, 7, 1]]);
});

// Three sections with terms per field, as the index builder would count them.
const docs: Partial<Record<SearchFieldName, string[]>>[] = [
  { h: ['栅格', '图层'], p: ['栅格', '图层'], t: ['瓦片', '大小', 'tilesize', '瓦片'], g: ['瓦', '瓦片', '片'] },
  { h: ['瓦片', '大小'], p: ['栅格', '图层'], t: ['tilesize', 'tile', 'size'] },
  { h: ['marker'], t: ['气泡', 'popup', 'marker', 'marker'] },
];

test('the compact loader scores exactly like lunr.Builder#add over the same terms', () => {
  const builder = new lunr.Builder();
  builder.ref('id');
  for (const f of SEARCH_FIELDS) builder.field(f.name, { boost: f.boost });
  docs.forEach((d, i) => builder.add({ id: String(i), ...Object.fromEntries(SEARCH_FIELDS.map((f) => [f.name, d[f.name] ?? []])) }));
  const reference = builder.build();

  const postings = new Map<string, Map<number, number>[]>();
  docs.forEach((d, doc) =>
    SEARCH_FIELDS.forEach((f, fi) => {
      for (const term of d[f.name] ?? []) {
        const fields = postings.get(term) ?? [];
        postings.set(term, fields);
        const m = (fields[fi] ??= new Map());
        m.set(doc, (m.get(doc) ?? 0) + 1);
      }
    }),
  );
  const loaded = loadSearchIndex({ v: SEARCH_INDEX_VERSION, pages: [], sections: docs.map(() => [0, '', '', '']), terms: encodePostings(postings) });

  for (const terms of [['瓦片'], ['tilesize', '大小'], ['marker'], ['气泡', '栅格']]) {
    const run = (idx: lunr.Index) =>
      idx.query((q) => terms.forEach((t) => q.term(t, { usePipeline: false })))
        .map((r) => `${r.ref}:${r.score.toFixed(6)}`);
    assert.equal(run(loaded.index), run(reference), terms.join(' '));
  }
});

test('an index file of another format version is refused', () => {
  assert.throws(() => loadSearchIndex({ v: 99, pages: [], sections: [], terms: {} }), /version 99/);
});

test.run();
