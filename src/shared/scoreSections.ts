// Scores sections for a set of query clauses the way lunr 2.3.9 does (BM25 field vectors with field boosts, query
// vectors per field, similarity summed over fields), from postings that carry each section's field length: a query
// needs only the postings of its own terms, wherever they are stored. test/shared/scoreSections.test.ts pins the
// scores to lunr.Builder's.
import { SEARCH_FIELDS, type TermPostings } from './searchIndexData.ts';

export interface ScoreClause {
  term: string;
  /** Field indexes into SEARCH_FIELDS. */
  fields: number[];
  boost: number;
}

export interface ScoredSection {
  section: number;
  score: number;
  /** Terms of the query this section matched. */
  terms: Set<string>;
  /** The fields each matched term was found in, as bits (1 << field index). */
  fields: Map<string, number>;
}

// lunr.Builder's BM25 parameters (its defaults).
const K1 = 1.2;
const B = 0.75;

/** A term's weight in one field of one section, as lunr.Builder#createFieldVectors computes it (rounded alike). */
export function termWeight(df: number, docCount: number, tf: number, len: number, avgLength: number, boost: number): number {
  const x = (docCount - df + 0.5) / (df + 0.5);
  const idf = Math.log(1 + Math.abs(x));
  const norm = K1 * (1 - B + B * (len / avgLength)) + tf;
  return Math.round(((idf * ((K1 + 1) * tf)) / norm) * boost * 1000) / 1000;
}

/**
 * Sections matching any clause, with lunr's score. Clauses whose term has no postings are left out, as lunr leaves
 * out terms its index does not have (they would still count in the query vector's length otherwise).
 */
export function scoreSections(docCount: number, avgLength: number[], clauses: ScoreClause[], postingsOf: (term: string) => TermPostings | undefined): ScoredSection[] {
  // Query vector per field: the boosts of every clause naming the term in that field, summed (lunr's upsert).
  const query = SEARCH_FIELDS.map(() => new Map<string, number>());
  for (const c of clauses) {
    if (!postingsOf(c.term)) continue;
    for (const f of c.fields) query[f].set(c.term, (query[f].get(c.term) ?? 0) + c.boost);
  }
  const magnitude = query.map((q) => Math.sqrt([...q.values()].reduce((sum, v) => sum + v * v, 0)));
  const hits = new Map<number, ScoredSection>();
  for (const [term] of new Map(clauses.map((c) => [c.term, c]))) {
    const p = postingsOf(term);
    if (!p) continue;
    for (let i = 0; i < p.doc.length; i++) {
      const f = p.field[i];
      const q = query[f].get(term);
      if (q === undefined) continue;
      const w = termWeight(p.df, docCount, p.tf[i], p.len[i], avgLength[f], SEARCH_FIELDS[f].boost);
      let hit = hits.get(p.doc[i]);
      if (!hit) hits.set(p.doc[i], (hit = { section: p.doc[i], score: 0, terms: new Set(), fields: new Map() }));
      hit.score += (q * w) / magnitude[f];
      hit.terms.add(term);
      hit.fields.set(term, (hit.fields.get(term) ?? 0) | (1 << f));
    }
  }
  return [...hits.values()];
}
