// Queries a loaded locale index: the query's units become lunr clauses (exact, prefix, one-typo, gram fallback),
// results that cover more of what was asked come first, then lunr's score.
import lunr from 'lunr';
import { tokenizeQuery, type QueryUnit } from './tokenize.ts';
import { GRAM_FIELDS, WORD_FIELDS, type SearchFieldName } from './searchIndexData.ts';
import type { LoadedSearchIndex } from './loadSearchIndex.ts';
import { highlight, snippet, type MarkedText } from './highlight.ts';

export interface SearchHit {
  /** Section number in the index. */
  section: number;
  pageTitle: string;
  /** Section heading, empty for a page's intro. */
  heading: string;
  /** Page path without base, plus `#slug` for a section. */
  url: string;
  score: number;
  /** How many of the query's units the section matched. */
  covered: number;
  /** Index terms this section matched, for marking. */
  terms: string[];
}

export interface RenderedHit extends SearchHit {
  headingMarked: MarkedText;
  pageTitleMarked: MarkedText;
  snippet: MarkedText;
}

/** Prefix expansions kept per word (shortest first), so a two-letter prefix can't flood the query. */
const MAX_EXPANSIONS = 30;
const MIN_FUZZY = 5;

// Static constructors lunr has but @types/lunr leaves out.
const TokenSets = lunr.TokenSet as unknown as {
  fromString(pattern: string): lunr.TokenSet;
  fromFuzzyString(term: string, editDistance: number): lunr.TokenSet;
};

interface Clause {
  term: string;
  fields: SearchFieldName[];
  boost: number;
}

interface PlannedUnit {
  /** Each alternative is a list of terms that together cover the unit. */
  alternatives: string[][];
}

/** Sections matching a query, best first. */
export function searchSections(loaded: LoadedSearchIndex, query: string, limit = 10): SearchHit[] {
  const { index, data } = loaded;
  const { units, joins } = tokenizeQuery(query);
  if (!units.length) return [];
  const has = (term: string) => term in (index as unknown as { invertedIndex: Record<string, unknown> }).invertedIndex;
  const clauses: Clause[] = [];
  const add = (term: string, fields: SearchFieldName[], boost: number) => {
    if (has(term)) clauses.push({ term, fields, boost });
  };
  const planned: PlannedUnit[] = units.map((unit) => planUnit(unit, index, add));
  for (const j of joins) add(j, GRAM_FIELDS, 0.5);
  if (!clauses.length) return [];

  const results = index.query((q) => {
    for (const c of clauses) q.term(c.term, { fields: c.fields, boost: c.boost, usePipeline: false, wildcard: lunr.Query.wildcard.NONE });
  });
  const hits: SearchHit[] = results.map((r) => {
    const matched = new Set(Object.keys(r.matchData.metadata));
    const covered = planned.filter((u) => u.alternatives.some((alt) => alt.length > 0 && alt.every((t) => matched.has(t)))).length;
    const section = Number(r.ref);
    const [page, heading, slug] = data.sections[section];
    const [pageTitle, path] = data.pages[page];
    return { section, pageTitle, heading, url: slug ? `${path}#${slug}` : path, score: r.score, covered, terms: [...matched] };
  });
  const best = Math.max(0, ...hits.map((h) => h.covered));
  // Sections that match only a fraction of a multi-word query are noise once others match it all.
  const floor = Math.max(1, Math.ceil(best / 2));
  return hits
    .filter((h) => h.covered >= floor)
    .sort((a, b) => b.covered - a.covered || b.score - a.score || a.section - b.section)
    .slice(0, limit);
}

/** Adds a hit's marked heading, page title and snippet (done only for the hits shown). */
export function renderHit(loaded: LoadedSearchIndex, hit: SearchHit, snippetLength = 90): RenderedHit {
  const text = loaded.data.sections[hit.section][3];
  return {
    ...hit,
    headingMarked: highlight(hit.heading, hit.terms),
    pageTitleMarked: highlight(hit.pageTitle, hit.terms),
    snippet: snippet(text, hit.terms, snippetLength),
  };
}

function planUnit(unit: QueryUnit, index: lunr.Index, add: (t: string, f: SearchFieldName[], b: number) => void): PlannedUnit {
  const alternatives: string[][] = [];
  if (unit.kind === 'han') {
    add(unit.term, WORD_FIELDS, 1);
    alternatives.push([unit.term]);
    if (unit.bigrams.length) {
      // A long word the page's segmentation cut differently still matches pair by pair.
      for (const g of unit.bigrams) add(g, GRAM_FIELDS, 1 / unit.bigrams.length);
      alternatives.push(unit.bigrams);
    } else {
      add(unit.term, GRAM_FIELDS, 1);
    }
    return { alternatives };
  }
  add(unit.term, WORD_FIELDS, 1);
  alternatives.push([unit.term]);
  if (unit.parts.length > 1) {
    for (const p of unit.parts) add(p, WORD_FIELDS, 0.3);
    alternatives.push(unit.parts);
  }
  const seen = new Set([unit.term]);
  // While typing, the last word is a prefix; longer words also reach their plurals and compounds this way.
  if ((unit.last && unit.term.length >= 2) || unit.term.length >= 4) {
    for (const t of expand(index, TokenSets.fromString(unit.term + '*'), seen)) {
      add(t, WORD_FIELDS, unit.last ? 0.5 : 0.3);
      alternatives.push([t]);
    }
  }
  if (unit.term.length >= MIN_FUZZY && !/\d/.test(unit.term)) {
    for (const t of expand(index, TokenSets.fromFuzzyString(unit.term, 1), seen)) {
      add(t, WORD_FIELDS, 0.3);
      alternatives.push([t]);
    }
  }
  return { alternatives };
}

function expand(index: lunr.Index, pattern: lunr.TokenSet, seen: Set<string>): string[] {
  const found = (index as unknown as { tokenSet: lunr.TokenSet }).tokenSet
    .intersect(pattern)
    .toArray()
    .filter((t) => !seen.has(t) && !/\p{Script=Han}/u.test(t))
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
    .slice(0, MAX_EXPANSIONS);
  for (const t of found) seen.add(t);
  return found;
}
