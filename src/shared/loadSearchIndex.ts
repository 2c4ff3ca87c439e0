// Turns a locale's index file into a lunr index, in Node (tests, bench) and in the browser alike.
import lunr from 'lunr';
import { SEARCH_FIELDS, SEARCH_INDEX_VERSION, decodePostings, type SearchIndexData } from './searchIndexData.ts';

export interface LoadedSearchIndex {
  data: SearchIndexData;
  index: lunr.Index;
}

// The builder state lunr.Builder#add fills, which #build turns into field vectors and the token set.
interface BuilderState {
  _fields: Record<string, { boost?: number }>;
  _documents: Record<string, object>;
  invertedIndex: Record<string, Record<string, unknown>>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
  documentCount: number;
}

/**
 * The file holds postings with term frequencies, not lunr's serialised vectors (several times larger); this fills a
 * lunr.Builder with exactly what #add would have collected and lets #build score it, so ranking is lunr's own.
 */
export function loadSearchIndex(data: SearchIndexData): LoadedSearchIndex {
  if (data.v !== SEARCH_INDEX_VERSION) throw new Error(`search index version ${data.v}, expected ${SEARCH_INDEX_VERSION}`);
  const builder = new lunr.Builder();
  builder.ref('id');
  for (const f of SEARCH_FIELDS) builder.field(f.name, { boost: f.boost });
  // No pipeline: lunr's trimmer would delete every CJK token and its stemmer is English only (tokenize.ts decides).
  builder.pipeline.reset();
  builder.searchPipeline.reset();

  const state = builder as unknown as BuilderState;
  const names = SEARCH_FIELDS.map((f) => f.name);
  const count = data.sections.length;
  for (let doc = 0; doc < count; doc++) {
    state._documents[doc] = {};
    for (const name of names) {
      state.fieldTermFrequencies[`${name}/${doc}`] = Object.create(null);
      state.fieldLengths[`${name}/${doc}`] = 0;
    }
  }
  let termIndex = 0;
  for (const term of Object.keys(data.terms)) {
    const posting: Record<string, unknown> = Object.create(null);
    posting._index = termIndex++;
    for (const name of names) posting[name] = Object.create(null);
    for (const [field, doc, tf] of decodePostings(data.terms[term])) {
      const name = names[field];
      (posting[name] as Record<number, object>)[doc] = Object.create(null);
      const ref = `${name}/${doc}`;
      state.fieldTermFrequencies[ref][term] = tf;
      state.fieldLengths[ref] += tf;
    }
    state.invertedIndex[term] = posting;
  }
  state.documentCount = count;
  return { data, index: builder.build() };
}
