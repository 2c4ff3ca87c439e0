// Queries a loaded locale index: the query's units become lunr clauses (exact, prefix, one-typo, gram fallback),
// results that cover more of what was asked come first, then lunr's score.
import lunr from 'lunr';
import { tokenizeQuery, type QueryUnit } from './tokenize.ts';
import { GRAM_FIELDS, WORD_FIELDS, sectionSlug, type SearchFieldName } from './searchIndexData.ts';
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
  /** The two parts of `url`: a page path may hold `#` itself (`c#-notes.md`), so links are made from these. */
  path: string;
  anchor: string;
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
const MAX_HAN_EXPANSIONS = 100;
/** Sections of one page shown before other pages' sections of the same coverage. */
const SECTIONS_PER_PAGE = 3;
const MIN_FUZZY = 5;
const HAN = /\p{Script=Han}/u;
// A pair of Han characters is a word in one page and a gram (across the segmenter's cut) in another: ask both.
const PAIR_FIELDS: SearchFieldName[] = [...WORD_FIELDS, ...GRAM_FIELDS];
const HAN_PAIR = /^\p{Script=Han}{2}$/u;

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
  const clauses = new Map<string, Clause>();
  const add = (term: string, fields: SearchFieldName[], boost: number) => {
    if (!has(term)) return;
    const key = `${fields.join()} ${term}`;
    const prev = clauses.get(key);
    if (!prev || prev.boost < boost) clauses.set(key, { term, fields, boost });
  };
  // Terms that stand in for what was typed are marked as what was typed (栅 in 栅格, when 栅 was the query).
  const markAs = new Map<string, string>();
  const planned: PlannedUnit[] = units.map((unit) => planUnit(unit, index, add, markAs));
  for (const j of joins) add(j, PAIR_FIELDS, 0.5);
  if (!clauses.size) return [];

  const results = index.query((q) => {
    for (const c of clauses.values()) q.term(c.term, { fields: c.fields, boost: c.boost, usePipeline: false, wildcard: lunr.Query.wildcard.NONE });
  });
  const hits: SearchHit[] = results.map((r) => {
    const matched = new Set(Object.keys(r.matchData.metadata));
    const covered = planned.filter((u) => u.alternatives.some((alt) => alt.length > 0 && alt.every((t) => matched.has(t)))).length;
    const section = Number(r.ref);
    const [page, heading] = data.sections[section];
    const slug = sectionSlug(data.sections[section]);
    const [pageTitle, path] = data.pages[page];
    const terms = [...new Set([...matched].map((t) => markAs.get(t) ?? t))];
    const anchor = slug ? `#${slug}` : '';
    return { section, pageTitle, heading, url: path + anchor, path, anchor, score: r.score, covered, terms };
  });
  const best = Math.max(0, ...hits.map((h) => h.covered));
  // Sections that match only a fraction of a multi-word query are noise once others match it all.
  const floor = Math.max(1, Math.ceil(best / 2));
  const ranked = hits.filter((h) => h.covered >= floor).sort((a, b) => b.covered - a.covered || b.score - a.score || a.section - b.section);
  return spreadPages(ranked, (h) => data.sections[h.section][0]).slice(0, limit);
}

/**
 * Within each coverage tier, a page's sections past the first few wait until other pages had their turn, so one long
 * API page does not fill the whole list.
 */
function spreadPages(ranked: SearchHit[], pageOf: (h: SearchHit) => number): SearchHit[] {
  const out: SearchHit[] = [];
  for (let i = 0; i < ranked.length; ) {
    const tier = ranked[i].covered;
    const first: SearchHit[] = [];
    const later: SearchHit[] = [];
    const seen = new Map<number, number>();
    for (; i < ranked.length && ranked[i].covered === tier; i++) {
      const page = pageOf(ranked[i]);
      const n = (seen.get(page) ?? 0) + 1;
      seen.set(page, n);
      (n <= SECTIONS_PER_PAGE ? first : later).push(ranked[i]);
    }
    out.push(...first, ...later);
  }
  return out;
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

function planUnit(unit: QueryUnit, index: lunr.Index, add: (t: string, f: SearchFieldName[], b: number) => void, markAs: Map<string, string>): PlannedUnit {
  const alternatives: string[][] = [];
  if (unit.kind === 'han') {
    add(unit.term, WORD_FIELDS, 1);
    alternatives.push([unit.term]);
    const length = [...unit.term].length;
    if (unit.bigrams.length) {
      // A long word the page's segmentation cut differently still matches pair by pair.
      for (const g of unit.bigrams) add(g, PAIR_FIELDS, 1 / unit.bigrams.length);
      alternatives.push(unit.bigrams);
    } else if (length === 2) {
      add(unit.term, GRAM_FIELDS, 1);
    } else if (unit.around.length) {
      // One character of a longer query: the pairs it forms with its neighbours (栅|格 → 栅格) stand for it.
      for (const g of unit.around) {
        add(g, PAIR_FIELDS, 0.5);
        alternatives.push([g]);
      }
    } else {
      // A query of one character: any indexed pair holding it.
      const pairs = [...expand(index, TokenSets.fromString(unit.term + '*'), new Set(), true), ...expand(index, TokenSets.fromString('*' + unit.term), new Set(), true)];
      for (const g of pairs) {
        add(g, PAIR_FIELDS, 0.3);
        alternatives.push([g]);
        markAs.set(g, unit.term);
      }
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

/** Index terms matching a pattern, shortest first: Latin words, or (han) pairs of Han characters. */
function expand(index: lunr.Index, pattern: lunr.TokenSet, seen: Set<string>, han = false): string[] {
  const found = (index as unknown as { tokenSet: lunr.TokenSet }).tokenSet
    .intersect(pattern)
    .toArray()
    .filter((t) => !seen.has(t) && (han ? HAN_PAIR.test(t) : !HAN.test(t)))
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
    .slice(0, han ? MAX_HAN_EXPANSIONS : MAX_EXPANSIONS);
  for (const t of found) seen.add(t);
  return found;
}
