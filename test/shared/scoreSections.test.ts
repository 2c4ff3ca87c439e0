import { test } from 'uvu';
import * as assert from 'uvu/assert';
import lunr from 'lunr';
import { decodeTermPostings, encodeTermPostings, SEARCH_FIELDS, type FieldPostings, type SearchFieldName } from '../../src/shared/searchIndexData.ts';
import { scoreSections } from '../../src/shared/scoreSections.ts';

// Three sections with terms per field, as the index builder would count them.
const docs: Partial<Record<SearchFieldName, string[]>>[] = [
  { h: ['栅格', '图层'], p: ['栅格', '图层'], t: ['瓦片', '大小', 'tilesize', '瓦片'], g: ['瓦', '瓦片', '片'] },
  { h: ['瓦片', '大小'], p: ['栅格', '图层'], t: ['tilesize', 'tile', 'size'] },
  { h: ['marker'], t: ['气泡', 'popup', 'marker', 'marker'] },
];

function encoded() {
  const postings = new Map<string, FieldPostings[]>();
  docs.forEach((d, doc) =>
    SEARCH_FIELDS.forEach((f, fi) => {
      const terms = d[f.name] ?? [];
      for (const term of new Set(terms)) {
        const fields = postings.get(term) ?? [];
        postings.set(term, fields);
        const p = (fields[fi] ??= { doc: [], tf: [], len: [] });
        p.doc.push(doc);
        p.tf.push(terms.filter((t) => t === term).length);
        p.len.push(terms.length);
      }
    }),
  );
  return new Map([...postings].map(([t, fields]) => [t, decodeTermPostings(encodeTermPostings(fields))]));
}

const avg = SEARCH_FIELDS.map((f) => docs.reduce((sum, d) => sum + (d[f.name]?.length ?? 0), 0) / docs.length);

test('scores are lunr.Builder#add and Index#query over the same terms, from postings alone', () => {
  const builder = new lunr.Builder();
  builder.ref('id');
  for (const f of SEARCH_FIELDS) builder.field(f.name, { boost: f.boost });
  docs.forEach((d, i) => builder.add({ id: String(i), ...Object.fromEntries(SEARCH_FIELDS.map((f) => [f.name, d[f.name] ?? []])) }));
  const reference = builder.build();
  const postings = encoded();
  const all = SEARCH_FIELDS.map((_, i) => i);
  const cases: { term: string; fields: SearchFieldName[]; boost: number }[][] = [
    [{ term: '瓦片', fields: ['h', 'p', 't', 'g'], boost: 1 }],
    [{ term: 'tilesize', fields: ['h', 'p', 't'], boost: 1 }, { term: '大小', fields: ['h', 't'], boost: 0.3 }],
    [{ term: 'marker', fields: ['h', 'p', 't'], boost: 1 }],
    // A term named twice in one field sums its boosts in the query vector; absent terms count for nothing.
    [{ term: '气泡', fields: ['t'], boost: 1 }, { term: '栅格', fields: ['h', 'p'], boost: 0.5 }, { term: '栅格', fields: ['h', 'hg'], boost: 1 }, { term: 'nothing', fields: ['t'], boost: 1 }],
  ];
  for (const clauses of cases) {
    const expected = reference
      .query((q) => clauses.forEach((c) => q.term(c.term, { fields: c.fields, boost: c.boost, usePipeline: false })))
      .map((r) => `${r.ref}:${r.score.toFixed(6)}:${Object.keys(r.matchData.metadata).sort()}`)
      .sort();
    const ours = scoreSections(docs.length, avg, clauses.map((c) => ({ term: c.term, boost: c.boost, fields: c.fields.map((f) => all[SEARCH_FIELDS.findIndex((x) => x.name === f)]) })), (t) => postings.get(t))
      .map((s) => `${s.section}:${s.score.toFixed(6)}:${[...s.terms].sort()}`)
      .sort();
    assert.equal(ours, expected, clauses.map((c) => c.term).join(' '));
  }
});

test.run();
