// Queries a locale's sharded index: the query's units become clauses (exact, synonyms, prefix, one-typo, gram
// fallback), only the shards those terms live in are loaded — within a byte budget, so a query's cost does not grow
// with the site — then results are ranked (see rankKey) and listed a page at a time: the page, then its sections.
import { tokenizeQuery, type QueryUnit } from './tokenize.ts';
import {
  GRAM_FIELDS,
  SEARCH_FIELDS,
  WORD_FIELDS,
  byLengthThenTerm,
  headingNameTerm,
  nameKey,
  pageNameTerm,
  reverseTerm,
  sectionSlug,
  shardFor,
  shardId,
  type SearchFieldName,
} from './searchIndexData.ts';
import { compileSynonyms, type Synonyms } from './searchSynonyms.ts';
import type { SearchIndex } from './openSearchIndex.ts';
import { scoreSections, type ScoreClause, type ScoredSection } from './scoreSections.ts';
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
/** Rows a page gets in the list at most (the page and its sections). */
const ROWS_PER_PAGE = 3;
/** A synonym weighs a little less than the word typed. */
const SYNONYM_BOOST = 0.8;
const MIN_FUZZY = 5;
/** Lexicon shards a typo lookup reads at most per half-word. */
const TYPO_SHARDS = 3;
const HAN = /\p{Script=Han}/u;
const HAN_PAIR = /^\p{Script=Han}{2}$/u;
// A pair of Han characters is a word in one page and a gram (across the segmenter's cut) in another: ask both.
const PAIR_FIELDS: SearchFieldName[] = [...WORD_FIELDS, ...GRAM_FIELDS];
const FIELD_INDEX = Object.fromEntries(SEARCH_FIELDS.map((f, i) => [f.name, i])) as Record<SearchFieldName, number>;
const TITLE_BITS = (1 << FIELD_INDEX.p) | (1 << FIELD_INDEX.pg);
const HAN_WORD = /^\p{Script=Han}{2,}$/u;

interface Need {
  term: string;
  fields: SearchFieldName[];
  boost: number;
}

interface PlannedUnit {
  unit: QueryUnit;
  /** Each alternative is a list of terms that together cover the unit. */
  alternatives: string[][];
  /**
   * The alternatives that are the unit itself: the word typed, a synonym, a long Chinese word's pairs, a character
   * joined to its neighbour as typed — not a prefix, a typo, an identifier's parts or a lone character.
   */
  strong: string[][];
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
  const synonyms = synonymsOf(index);
  const { units, joins } = tokenizeQuery(query, synonyms.phrases);
  if (!units.length) return [];
  const budget = createBudget(index, budgetBytes);
  const needs: Need[] = [];
  const planned = units.map((unit) => planUnit(unit, needs, synonyms));
  for (const j of joins) needs.push({ term: j, fields: PAIR_FIELDS, boost: 0.5 });
  // The query whole, and its synonyms, as a page's or a heading's name.
  const queryKey = nameKey(query);
  const nameKeys = queryKey ? [queryKey, ...synonyms.of(queryKey).map(nameKey)] : [];
  const nameTerms = nameKeys.flatMap((k) => [pageNameTerm(k), headingNameTerm(k)]);
  // A query of several words that is a synonym whole ('layer tree'): a section holding another word of the group
  // covers every word of it.
  if (planned.length > 1) {
    for (const other of synonyms.of(queryKey)) {
      for (const alt of synonymAlternatives(other, needs)) {
        for (const p of planned) p.alternatives.push(alt), p.strong.push(alt);
      }
    }
  }

  // What the query names, and the lexicon ranges its expansions come from, load together; the units' own terms
  // first, should the budget run out.
  const lookups = planned.flatMap((p) => lookupsOf(p.unit));
  await Promise.all([budget.loadTerms([...planned.map((p) => p.unit.term), ...nameTerms, ...needs.map((n) => n.term)]), budget.loadLexicon(lookups)]);

  // Expansions, then their shards.
  const expanded = needs.length;
  for (const p of planned) expandUnit(p, index, needs);
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
  const named = (term: string) => new Set(index.postings(term)?.doc ?? []);
  const pageNamed = new Set(nameKeys.flatMap((k) => [...named(pageNameTerm(k))]));
  const headingNamed = new Set(nameKeys.flatMap((k) => [...named(headingNameTerm(k))]));
  const has = (s: ScoredSection, alt: string[], bits = -1) => alt.length > 0 && alt.every((t) => ((s.fields.get(t) ?? 0) & bits) !== 0);
  const scored = scoreSections(n, avg, [...clauses.values()], (t) => index.postings(t)).map((s) => ({
    ...s,
    covered: counted.filter((u) => u.alternatives.some((alt) => has(s, alt))).length,
    strong: counted.filter((u) => u.strong.some((alt) => has(s, alt))).length,
    named: pageNamed.has(s.section) ? 2 : headingNamed.has(s.section) ? 1 : 0,
    inTitle: counted.filter((u) => u.strong.some((alt) => has(s, alt, TITLE_BITS))).length,
  }));
  const best = Math.max(0, ...scored.map((h) => h.covered));
  // Sections that match only a fraction of a multi-word query are noise once others match it all.
  const floor = counted.length ? Math.max(1, Math.ceil(best / 2)) : 0;
  const ranked = scored.filter((h) => h.covered >= floor).sort(rankOrder);
  // A page's own entry leads its sections when its title holds what was asked and it matches as much as they do.
  const intro = (h: Ranked) => isIntro(index.pageOf, h.section);
  const ordered = groupByPage(ranked, limit, (h) => index.pageOf[h.section], intro, (h, best) => intro(h) && h.inTitle > 0 && h.covered === best.covered && h.strong === best.strong);

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
      // Marked: what matched one of the query's alternatives whole (not `map` alone from the synonym `heat map`).
      const terms = [...new Set([...planned.flatMap((u) => u.alternatives.filter((alt) => has(h, alt)).flat()), ...joins.filter((j) => h.terms.has(j))])];
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

interface Ranked {
  section: number;
  score: number;
  /** Units of the query the section matched at all… */
  covered: number;
  /** …and as themselves (PlannedUnit.strong): `token` itself before `tokenParam`, 热力图 before 图. */
  strong: number;
  /** 2: the query (or a synonym) is the name of the section's page (on its intro); 1: it is the section's heading. */
  named: number;
  /** Units the page title holds as themselves: pages about what was asked before pages that mention it. */
  inTitle: number;
}

/**
 * Best first: what covers more of the query, matching more of it as typed; then a page named by the query, a heading
 * named by it, pages whose title holds more of it; then lunr's score.
 */
function rankOrder(a: Ranked, b: Ranked): number {
  return b.covered - a.covered || b.strong - a.strong || b.named - a.named || b.inTitle - a.inTitle || b.score - a.score || a.section - b.section;
}

/** A page's first section is its intro (extractSections always starts with it). */
const isIntro = (pageOf: Int32Array, section: number) => section === 0 || pageOf[section - 1] !== pageOf[section];

/**
 * A page once, at the place of its best section, with its matching sections under it (as DocSearch lists them): the
 * page's own entry first when it `leads` (compared with the group's best; else it is left out unless alone),
 * ROWS_PER_PAGE rows each unless the list has room for more.
 */
function groupByPage<T>(ranked: T[], limit: number, pageOf: (h: T) => number, intro: (h: T) => boolean, leads: (h: T, best: T) => boolean): T[] {
  const groups = new Map<number, T[]>();
  for (const h of ranked) {
    const page = pageOf(h);
    const group = groups.get(page);
    if (group) group.push(h);
    else groups.set(page, [h]);
  }
  const all = [...groups.values()].map((group) => {
    const lead = group.findIndex((h) => leads(h, group[0]));
    if (lead > 0) group.unshift(...group.splice(lead, 1));
    // A page entry that does not lead is not listed below its sections: the group's title names the page.
    return lead >= 0 ? group : group.filter((h, i) => i === 0 || !intro(h));
  });
  // Rows past ROWS_PER_PAGE only when the pages listed leave room for them (a query only one page answers).
  let room = limit - all.reduce((n, g) => n + Math.min(g.length, ROWS_PER_PAGE), 0);
  return all.flatMap((group) => {
    const extra = Math.max(0, Math.min(group.length - ROWS_PER_PAGE, room));
    room -= extra;
    return group.slice(0, ROWS_PER_PAGE + extra);
  });
}

/** The site's synonyms, compiled once per index. */
const compiled = new WeakMap<SearchIndex, Synonyms>();
function synonymsOf(index: SearchIndex): Synonyms {
  let s = compiled.get(index);
  if (!s) compiled.set(index, (s = compileSynonyms(index.manifest.syn)));
  return s;
}

/** The clauses a unit names itself (no lookup needed), and its alternatives so far. */
function planUnit(unit: QueryUnit, needs: Need[], synonyms: Synonyms): PlannedUnit {
  const alternatives: string[][] = [[unit.term]];
  const strong: string[][] = [];
  needs.push({ term: unit.term, fields: WORD_FIELDS, boost: 1 });
  if (unit.kind === 'han') {
    const length = [...unit.term].length;
    if (length > 1 || !unit.around.length) strong.push([unit.term]);
    if (unit.bigrams.length) {
      // A long word the page's segmentation cut differently still matches pair by pair.
      for (const g of unit.bigrams) needs.push({ term: g, fields: PAIR_FIELDS, boost: 1 / unit.bigrams.length });
      alternatives.push(unit.bigrams);
      strong.push(unit.bigrams);
    } else if (length === 2) {
      needs.push({ term: unit.term, fields: GRAM_FIELDS, boost: 1 });
    } else if (unit.around.length) {
      // One character of a longer query: the pairs it forms with its neighbours (栅|格 → 栅格) stand for it.
      for (const g of unit.around) {
        needs.push({ term: g, fields: PAIR_FIELDS, boost: 0.5 });
        alternatives.push([g]);
        strong.push([g]);
      }
    }
  } else {
    strong.push([unit.term]);
    if (unit.parts.length > 1) {
      for (const p of unit.parts) needs.push({ term: p, fields: WORD_FIELDS, boost: 0.3 });
      alternatives.push(unit.parts);
    }
  }
  for (const other of synonyms.of(nameKey(unit.term))) {
    for (const alt of synonymAlternatives(other, needs)) {
      alternatives.push(alt);
      strong.push(alt);
    }
  }
  return { unit, alternatives, strong };
}

/** How a synonym is matched: a Chinese word as a word (or pair by pair when long), other words all together. */
function synonymAlternatives(entry: string, needs: Need[]): string[][] {
  const key = nameKey(entry);
  if (HAN_WORD.test(key)) {
    const chars = [...key];
    needs.push({ term: key, fields: chars.length === 2 ? PAIR_FIELDS : WORD_FIELDS, boost: SYNONYM_BOOST });
    if (chars.length === 2) return [[key]];
    const pairs = chars.slice(1).map((c, i) => chars[i] + c);
    for (const g of pairs) needs.push({ term: g, fields: PAIR_FIELDS, boost: SYNONYM_BOOST / pairs.length });
    return [[key], pairs];
  }
  // A trailing space: the entry is complete, not a prefix being typed.
  const terms = tokenizeQuery(`${entry} `).units.map((u) => u.term);
  for (const t of terms) needs.push({ term: t, fields: HAN_PAIR.test(t) ? PAIR_FIELDS : WORD_FIELDS, boost: SYNONYM_BOOST });
  return terms.length ? [terms] : [];
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
function expandUnit(p: PlannedUnit, index: SearchIndex, needs: Need[]) {
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
    // Marked whole: the reader asked for the character, it reads as part of these words (地图, 图层).
    for (const g of pairs) {
      needs.push({ term: g, fields: PAIR_FIELDS, boost: 0.3 });
      alternatives.push([g]);
      p.strong.push([g]);
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
