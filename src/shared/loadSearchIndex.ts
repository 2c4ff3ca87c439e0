// Turns a locale's index file into a lunr index, in Node (tests, bench) and in the browser alike.
import lunr from 'lunr';
import { SEARCH_FIELDS, SEARCH_INDEX_VERSION, type SearchIndexData } from './searchIndexData.ts';

export interface LoadedSearchIndex {
  data: SearchIndexData;
  index: lunr.Index;
}

// lunr.Builder's BM25 parameters (its defaults, which it does not serialise).
const K1 = 1.2;
const B = 0.75;
// Matches carry no metadata (no positions are whitelisted); lunr only reads it, so one shared object does.
const NO_METADATA = Object.freeze(Object.create(null)) as object;

/**
 * The file holds postings with term frequencies, not lunr's serialised vectors (several times larger). This computes
 * what lunr.Builder#build would — BM25 field vectors with field boosts, the token set — in one pass over the
 * postings, and hands them to lunr.Index. test/shared/searchIndexData.test.ts pins the scores to lunr.Builder's.
 */
export function loadSearchIndex(data: SearchIndexData): LoadedSearchIndex {
  if (data.v !== SEARCH_INDEX_VERSION) throw new Error(`search index version ${data.v}, expected ${SEARCH_INDEX_VERSION}`);
  const fieldCount = SEARCH_FIELDS.length;
  const docCount = data.sections.length;
  // Numeric-looking keys come first in an object's key order; lunr's token set needs them sorted as strings.
  const terms = Object.keys(data.terms).sort();

  // Pass 1: decode every posting into flat arrays, count field lengths and each term's document frequency.
  const fieldOf: number[] = [];
  const docOf: number[] = [];
  const tfOf: number[] = [];
  const termStart = new Int32Array(terms.length + 1);
  const fieldLength = new Float64Array(fieldCount * docCount);
  terms.forEach((term, ti) => {
    termStart[ti] = docOf.length;
    // `field:gap,gap*tf;field:…` read character by character: this loop runs once per posting, hundreds of
    // thousands of times for a large site, and split() would allocate a string for each.
    const enc = data.terms[term];
    let field = 0;
    let doc = 0;
    let num = 0;
    let gap = 0;
    let inTf = false;
    for (let i = 0; i <= enc.length; i++) {
      const c = i < enc.length ? enc.charCodeAt(i) : 59; // end of string reads as ';'
      if (c === 58) {
        // ':' ends the field number
        field = num;
        num = 0;
        doc = 0;
      } else if (c === 42) {
        // '*' ends the gap, a term frequency follows
        gap = num;
        num = 0;
        inTf = true;
      } else if (c === 44 || c === 59) {
        // ',' or ';' ends a posting
        doc += inTf ? gap : num;
        const tf = inTf ? num : 1;
        fieldOf.push(field);
        docOf.push(doc);
        tfOf.push(tf);
        fieldLength[field * docCount + doc] += tf;
        num = 0;
        inTf = false;
      } else {
        num = num * 36 + (c <= 57 ? c - 48 : c - 87); // base-36 digit: 0-9, a-z
      }
    }
  });
  termStart[terms.length] = docOf.length;

  const avgLength = SEARCH_FIELDS.map((_, f) => {
    let sum = 0;
    for (let d = 0; d < docCount; d++) sum += fieldLength[f * docCount + d];
    return docCount ? sum / docCount : 0;
  });

  // Pass 2: scores, appended per field/doc in term order, so every vector's elements come out sorted.
  const elements: number[][] = Array.from({ length: fieldCount * docCount }, () => []);
  for (let ti = 0; ti < terms.length; ti++) {
    const withTerm = termStart[ti + 1] - termStart[ti];
    const x = (docCount - withTerm + 0.5) / (withTerm + 0.5);
    const idf = Math.log(1 + Math.abs(x));
    for (let i = termStart[ti]; i < termStart[ti + 1]; i++) {
      const f = fieldOf[i];
      const slot = f * docCount + docOf[i];
      const tf = tfOf[i];
      const norm = K1 * (1 - B + B * (fieldLength[slot] / avgLength[f])) + tf;
      const score = ((idf * ((K1 + 1) * tf)) / norm) * SEARCH_FIELDS[f].boost;
      elements[slot].push(ti, Math.round(score * 1000) / 1000);
    }
  }
  // lunr reads the inverted index only for the terms a query names: build each term's posting on first use.
  const termIndex = new Map(terms.map((t, i) => [t, i]));
  const postings = new Map<string, Record<string, unknown>>();
  const invertedIndex = new Proxy(Object.create(null) as Record<string, Record<string, unknown>>, {
    has: (_, term) => termIndex.has(term as string),
    get(_, term) {
      const ti = termIndex.get(term as string);
      if (ti === undefined) return undefined;
      let posting = postings.get(term as string);
      if (!posting) {
        posting = { _index: ti };
        for (const f of SEARCH_FIELDS) posting[f.name] = Object.create(null);
        for (let i = termStart[ti]; i < termStart[ti + 1]; i++) (posting[SEARCH_FIELDS[fieldOf[i]].name] as Record<number, object>)[docOf[i]] = NO_METADATA;
        postings.set(term as string, posting);
      }
      return posting;
    },
  });

  const fieldVectors: Record<string, lunr.Vector> = Object.create(null);
  SEARCH_FIELDS.forEach((field, f) => {
    for (let d = 0; d < docCount; d++) fieldVectors[`${field.name}/${d}`] = new lunr.Vector(elements[f * docCount + d]);
  });

  // No pipeline: lunr's trimmer would delete every CJK token and its stemmer is English only (tokenize.ts decides).
  const pipeline = new lunr.Pipeline();
  const index = new lunr.Index({
    invertedIndex,
    fieldVectors,
    tokenSet: (lunr.TokenSet as unknown as { fromArray(sorted: string[]): lunr.TokenSet }).fromArray(terms),
    fields: SEARCH_FIELDS.map((f) => f.name),
    pipeline,
  } as unknown as ConstructorParameters<typeof lunr.Index>[0]);
  return { data, index };
}
