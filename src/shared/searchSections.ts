// Queries a locale's sharded index: the query's units become clauses (exact, prefix, one-typo, gram fallback), only
// the shards those terms live in are loaded — within a byte budget, so a query's cost does not grow with the site —
// then results that cover more of what was asked come first, then lunr's score, each page#section once.
import { tokenizeQuery, type QueryUnit } from './tokenize.ts';
import {
  GRAM_FIELDS,
  SEARCH_FIELDS,
  WORD_FIELDS,
  byLengthThenTerm,
  reverseTerm,
  sectionSlug,
  shardFor,
  shardId,
  type SearchFieldName,
} from './searchIndexData.ts';
import type { SearchIndex } from './openSearchIndex.ts';
import { scoreSections, type ScoreClause } from './scoreSections.ts';
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
  /** The section's stored text, for the snippet. */
  text: string;
}

export interface RenderedHit extends SearchHit {
  headingMarked: MarkedText;
  pageTitleMarked: MarkedText;
  snippet: MarkedText;
}

/**
 * Bytes of term and lexicon shards one query may load (the manifest and the doc chunks of the results shown come on
 * top). Shards hold 4–12 KB each and a term keeps its best sections only (shardSearchIndex.ts), so a query of a few
 * words stays far below it; a long pasted one loads its first words' shards and lets later expansions go.
 */
export const QUERY_BUDGET = 200_000;
/** Prefix expansions kept per word (shortest first), so a two-letter prefix can't flood the query. */
const MAX_EXPANSIONS = 30;
const MAX_HAN_EXPANSIONS = 100;
/** Sections of one page shown before other pages' sections of the same coverage. */
const SECTIONS_PER_PAGE = 3;
const MIN_FUZZY = 5;
/** Lexicon shards a typo lookup reads at most per half-word. */
const TYPO_SHARDS = 3;
const HAN = /\p{Script=Han}/u;
const HAN_PAIR = /^\p{Script=Han}{2}$/u;
// A pair of Han characters is a word in one page and a gram (across the segmenter's cut) in another: ask both.
const PAIR_FIELDS: SearchFieldName[] = [...WORD_FIELDS, ...GRAM_FIELDS];
const FIELD_INDEX = Object.fromEntries(SEARCH_FIELDS.map((f, i) => [f.name, i])) as Record<SearchFieldName, number>;

interface Need {
  term: string;
  fields: SearchFieldName[];
  boost: number;
}

interface PlannedUnit {
  unit: QueryUnit;
  /** Each alternative is a list of terms that together cover the unit. */
  alternatives: string[][];
}

/** A lexicon lookup: terms starting with `key` in the forward or the reverse lexicon. */
interface Lookup {
  rev: boolean;
  key: string;
  /** Typo lookups read a range whole, and only a narrow one (see lookupRange). */
  narrowOnly: boolean;
}

/** Sections matching a query, best first, with what a result shows (doc chunks of the hits are loaded). */
export async function searchSections(index: SearchIndex, query: string, limit = 10, budgetBytes = QUERY_BUDGET): Promise<SearchHit[]> {
  const { units, joins } = tokenizeQuery(query);
  if (!units.length) return [];
  const budget = createBudget(index, budgetBytes);
  const needs: Need[] = [];
  const planned = units.map((unit) => planUnit(unit, needs));
  for (const j of joins) needs.push({ term: j, fields: PAIR_FIELDS, boost: 0.5 });

  // What the query names, and the lexicon ranges its expansions come from, load together; the units' own terms
  // first, should the budget run out.
  const lookups = planned.flatMap((p) => lookupsOf(p.unit));
  await Promise.all([budget.loadTerms([...planned.map((p) => p.unit.term), ...needs.map((n) => n.term)]), budget.loadLexicon(lookups)]);

  // Expansions, then their shards.
  const markAs = new Map<string, string>();
  const expanded = needs.length;
  for (const p of planned) expandUnit(p, index, needs, markAs);
  await budget.loadTerms(needs.slice(expanded).map((n) => n.term));

  const clauses = new Map<string, ScoreClause>();
  for (const n of needs) {
    if (!index.postings(n.term)) continue;
    const key = `${n.fields.join()} ${n.term}`;
    const prev = clauses.get(key);
    if (!prev || prev.boost < n.boost) clauses.set(key, { term: n.term, fields: n.fields.map((f) => FIELD_INDEX[f]), boost: n.boost });
  }
  if (!clauses.size) return [];
  const { n, avg } = index.manifest;
  // A unit each of whose alternatives has a term in more sections than a term keeps (a very common word of a large
  // site) cannot say which sections lack it: coverage counts the other units (none: the score alone ranks).
  const counted = planned.filter((u) => !u.alternatives.every((alt) => alt.some((t) => index.postings(t)?.cut)));
  const scored = scoreSections(n, avg, [...clauses.values()], (t) => index.postings(t)).map((s) => ({
    ...s,
    covered: counted.filter((u) => u.alternatives.some((alt) => alt.length > 0 && alt.every((t) => s.terms.has(t)))).length,
  }));
  const best = Math.max(0, ...scored.map((h) => h.covered));
  // Sections that match only a fraction of a multi-word query are noise once others match it all.
  const floor = counted.length ? Math.max(1, Math.ceil(best / 2)) : 0;
  const ranked = scored.filter((h) => h.covered >= floor).sort((a, b) => b.covered - a.covered || b.score - a.score || a.section - b.section);
  const ordered = spreadPages(ranked, (h) => index.pageOf[h.section]);

  // What the hits show, from their doc chunks; a page#section already listed is not listed again.
  const hits: SearchHit[] = [];
  const shown = new Set<string>();
  for (let at = 0; at < ordered.length && hits.length < limit; ) {
    const batch = ordered.slice(at, (at += limit - hits.length));
    await index.load(new Set(batch.map((h) => shardId(index.manifest.docs, Math.floor(h.section / index.manifest.chunk)))));
    for (const h of batch) {
      const chunk = index.docChunk(Math.floor(h.section / index.manifest.chunk))!;
      const section = chunk.s[h.section % index.manifest.chunk];
      const page = chunk.p.find((p) => p[0] === section[0])!;
      const slug = sectionSlug(section);
      const anchor = slug ? `#${slug}` : '';
      const url = page[2] + anchor;
      if (shown.has(url)) continue;
      shown.add(url);
      const terms = [...new Set([...h.terms].map((t) => markAs.get(t) ?? t))];
      hits.push({ section: h.section, pageTitle: page[1], heading: section[1], url, path: page[2], anchor, score: h.score, covered: h.covered, terms, text: section[3] });
    }
  }
  return hits;
}

/** Adds a hit's marked heading, page title and snippet (done only for the hits shown). */
export function renderHit(hit: SearchHit, snippetLength = 90): RenderedHit {
  return {
    ...hit,
    headingMarked: highlight(hit.heading, hit.terms),
    pageTitleMarked: highlight(hit.pageTitle, hit.terms),
    snippet: snippet(hit.text, hit.terms, snippetLength),
  };
}

/**
 * Within each coverage tier, a page's sections past the first few wait until other pages had their turn, so one long
 * API page does not fill the whole list.
 */
function spreadPages<T extends { covered: number }>(ranked: T[], pageOf: (h: T) => number): T[] {
  const out: T[] = [];
  for (let i = 0; i < ranked.length; ) {
    const tier = ranked[i].covered;
    const first: T[] = [];
    const later: T[] = [];
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

/** The clauses a unit names itself (no lookup needed), and its alternatives so far. */
function planUnit(unit: QueryUnit, needs: Need[]): PlannedUnit {
  const alternatives: string[][] = [[unit.term]];
  needs.push({ term: unit.term, fields: WORD_FIELDS, boost: 1 });
  if (unit.kind === 'han') {
    const length = [...unit.term].length;
    if (unit.bigrams.length) {
      // A long word the page's segmentation cut differently still matches pair by pair.
      for (const g of unit.bigrams) needs.push({ term: g, fields: PAIR_FIELDS, boost: 1 / unit.bigrams.length });
      alternatives.push(unit.bigrams);
    } else if (length === 2) {
      needs.push({ term: unit.term, fields: GRAM_FIELDS, boost: 1 });
    } else if (unit.around.length) {
      // One character of a longer query: the pairs it forms with its neighbours (栅|格 → 栅格) stand for it.
      for (const g of unit.around) {
        needs.push({ term: g, fields: PAIR_FIELDS, boost: 0.5 });
        alternatives.push([g]);
      }
    }
  } else if (unit.parts.length > 1) {
    for (const p of unit.parts) needs.push({ term: p, fields: WORD_FIELDS, boost: 0.3 });
    alternatives.push(unit.parts);
  }
  return { unit, alternatives };
}

const lonelyHan = (u: QueryUnit) => u.kind === 'han' && [...u.term].length === 1 && !u.bigrams.length && !u.around.length;
const wantsPrefix = (u: QueryUnit) => u.kind === 'latin' && ((u.last && u.term.length >= 2) || u.term.length >= 4);
const wantsFuzzy = (u: QueryUnit) => u.kind === 'latin' && u.term.length >= MIN_FUZZY && !/\d/.test(u.term);

/**
 * A one-typo match keeps the word's first half (before its middle character) or its second half (after it): one
 * edit cannot touch both. So its candidates are the terms starting with the first half, and those ending with the
 * second (the reverse lexicon).
 */
function fuzzyHalves(term: string): { head: string; tail: string } {
  const chars = [...term];
  const mid = chars.length >> 1;
  return { head: chars.slice(0, mid).join(''), tail: chars.slice(mid + 1).join('') };
}

function lookupsOf(u: QueryUnit): Lookup[] {
  if (lonelyHan(u)) return [{ rev: false, key: u.term, narrowOnly: false }, { rev: true, key: u.term, narrowOnly: false }];
  const out: Lookup[] = [];
  if (wantsPrefix(u)) out.push({ rev: false, key: u.term, narrowOnly: false });
  if (wantsFuzzy(u)) {
    const { head, tail } = fuzzyHalves(u.term);
    out.push({ rev: false, key: head, narrowOnly: true }, { rev: true, key: reverseTerm(tail), narrowOnly: true });
  }
  return out;
}

/**
 * Where a lookup's terms are: the shard its range starts in, and whether the range runs on into later shards. A prefix
 * or character lookup then reads the completions stored in that first shard; a typo lookup reads a range of up to
 * TYPO_SHARDS shards whole, and skips a wider one (its half-word is too common to be worth it).
 */
function lookupRange(index: SearchIndex, l: Lookup): { shards: { id: string; kb: number }[]; wide: boolean } | null {
  const table = l.rev ? index.manifest.rev : index.manifest.lex;
  const first = table.first!;
  if (!first.length) return null;
  const i = shardFor(first, l.key);
  let j = i;
  while (j + 1 < first.length && first[j + 1].startsWith(l.key) && j - i < TYPO_SHARDS) j++;
  const shard = (k: number) => ({ id: shardId(table, k), kb: table.kb![k] });
  if (!l.narrowOnly) return { shards: [shard(i)], wide: j > i };
  if (j - i >= TYPO_SHARDS) return null;
  return { shards: Array.from({ length: j - i + 1 }, (_, k) => shard(i + k)), wide: false };
}

/** Terms of a lookup's range: all of them from a narrow range, the builder's first completions from a wide one. */
function lookupTerms(index: SearchIndex, l: Lookup): string[] {
  const range = lookupRange(index, l);
  if (!range) return [];
  const shards = range.shards.map((s) => index.lexicon(s.id));
  if (shards.some((s) => !s)) return [];
  const found = range.wide
    ? shards[0]!.c && Object.hasOwn(shards[0]!.c, l.key)
      ? shards[0]!.c[l.key]
      : []
    : shards.flatMap((s) => s!.w.filter((t) => t.startsWith(l.key)));
  return l.rev ? found.map(reverseTerm) : found;
}

/** Expansions from the loaded lexicon: prefixes while typing, one typo, the pairs holding a lone character. */
function expandUnit(p: PlannedUnit, index: SearchIndex, needs: Need[], markAs: Map<string, string>) {
  const { unit, alternatives } = p;
  const take = (found: string[], seen: Set<string>, keep: (t: string) => boolean, max: number) => {
    const out = [...new Set(found)].filter((t) => !seen.has(t) && keep(t)).sort(byLengthThenTerm).slice(0, max);
    for (const t of out) seen.add(t);
    return out;
  };
  if (lonelyHan(unit)) {
    // A query of one character: indexed pairs holding it, starting or ending with it.
    const [starting, ending] = lookupsOf(unit).map((l) => lookupTerms(index, l));
    const pairs = [
      ...take(starting, new Set(), (t) => HAN_PAIR.test(t) && t.startsWith(unit.term), MAX_HAN_EXPANSIONS),
      ...take(ending, new Set(), (t) => HAN_PAIR.test(t) && t.endsWith(unit.term), MAX_HAN_EXPANSIONS),
    ];
    for (const g of pairs) {
      needs.push({ term: g, fields: PAIR_FIELDS, boost: 0.3 });
      alternatives.push([g]);
      markAs.set(g, unit.term);
    }
    return;
  }
  if (unit.kind !== 'latin') return;
  const seen = new Set([unit.term]);
  const latin = (t: string) => !HAN.test(t);
  // While typing, the last word is a prefix; longer words also reach their plurals and compounds this way.
  if (wantsPrefix(unit)) {
    for (const t of take(lookupTerms(index, { rev: false, key: unit.term, narrowOnly: false }), seen, (t) => latin(t) && t.startsWith(unit.term), MAX_EXPANSIONS)) {
      needs.push({ term: t, fields: WORD_FIELDS, boost: unit.last ? 0.5 : 0.3 });
      alternatives.push([t]);
    }
  }
  if (wantsFuzzy(unit)) {
    const candidates = lookupsOf(unit)
      .filter((l) => l.narrowOnly)
      .flatMap((l) => lookupTerms(index, l));
    for (const t of take(candidates, seen, (t) => latin(t) && withinOneEdit(unit.term, t), MAX_EXPANSIONS)) {
      needs.push({ term: t, fields: WORD_FIELDS, boost: 0.3 });
      alternatives.push([t]);
    }
  }
}

/** Whether two words are at most one edit apart: a character inserted, deleted, replaced, or two adjacent swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // replaced
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.slice(i) === long.slice(i + 1);
}

/** A query's budget: shards already loaded cost nothing, others are taken in order while it lasts. */
function createBudget(index: SearchIndex, bytes: number) {
  let spent = 0;
  const take = (id: string, kb: number) => {
    if (index.has(id)) return true;
    if (spent + kb * 1024 > bytes) return false;
    spent += kb * 1024;
    return true;
  };
  return {
    loadTerms(terms: string[]) {
      const table = index.manifest.terms;
      const ids = new Set<string>();
      if (table.first!.length) {
        for (const t of terms) {
          const i = shardFor(table.first!, t);
          const id = shardId(table, i);
          if (!ids.has(id) && take(id, table.kb![i])) ids.add(id);
        }
      }
      return index.load(ids);
    },
    loadLexicon(lookups: Lookup[]) {
      const ids = new Set<string>();
      for (const l of lookups) {
        for (const shard of lookupRange(index, l)?.shards ?? []) if (!ids.has(shard.id) && take(shard.id, shard.kb)) ids.add(shard.id);
      }
      return index.load(ids);
    },
  };
}
