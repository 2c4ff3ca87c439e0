// The one search tokenizer, run at build time over page text and in the browser over queries: Chinese words from
// Intl.Segmenter plus Han character grams as a recall fallback, Latin words lower-cased, identifiers whole and split.

export interface TextTokens {
  /** Word terms: Latin words lower-cased, identifiers whole and split, Chinese words from the segmenter. */
  words: string[];
  /** Recall fallback: every pair of adjacent Han characters (a lone character is a segmenter word already). */
  grams: string[];
}

/** A stretch of one kind of text: a run of Han characters, or one Latin word or identifier. */
export interface TextRun {
  kind: 'han' | 'latin';
  text: string;
}

// Han runs, or words of any other letters and digits joined by `-`, `_` or `$` (kebab, snake, `$el`).
const RUN = /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}\p{M}_$])+(?:-(?:(?!\p{Script=Han})[\p{L}\p{N}\p{M}_$])+)*)/gu;
// Parts of an identifier: `XMLHttpRequest` → XML Http Request, `tile2d` → tile 2 d.
const PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|[\p{L}\p{M}]+/gu;
const MAX_WORD = 40;

/** Words too common to find anything; dropped on both sides so queries and pages agree. */
const LATIN_STOP = new Set('a an and are as at be by for in is it of on or that the this to with'.split(' '));
const HAN_STOP = new Set([...'的了是和与或及也就都而这那之其']);

// Intl.Segmenter exists in Node 16+ and every current browser; without it each Han character is a word, and the
// grams still match.
const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;

/** Splits text into Han runs and Latin words; punctuation, spaces and markup characters fall between runs. */
export function splitRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const m of text.normalize('NFKC').matchAll(RUN)) runs.push({ kind: m[1] ? 'han' : 'latin', text: m[0] });
  return runs;
}

/** Chinese words of a Han run, as the segmenter cuts them (stop characters dropped). */
export function segmentHan(run: string): string[] {
  if (!segmenter) return [...run].filter((c) => !HAN_STOP.has(c));
  const words: string[] = [];
  for (const s of segmenter.segment(run)) if (!HAN_STOP.has(s.segment)) words.push(s.segment);
  return words;
}

/**
 * Adjacent pairs of a Han run, except pairs with a stop character (片的, 的大). Single characters are not indexed: the
 * segmenter already gives most of them as words, and the index is a third smaller without them; a query character
 * reaches the pairs around it instead.
 */
export function hanGrams(run: string): string[] {
  return pairs(run).filter((p) => !HAN_STOP.has(p[0]) && !HAN_STOP.has(p[1]));
}

/** Lower-cased parts of an identifier: `tileSize` → [tile, size], `zoom_offset` → [zoom, offset]. */
export function identifierParts(word: string): string[] {
  return (word.match(PART) ?? []).map((p) => p.toLowerCase());
}

/** An identifier's whole form as indexed: its parts joined, so `tileSize`, `tile-size` and `tilesize` meet. */
export function latinTerms(word: string): { whole: string; parts: string[] } | null {
  const parts = identifierParts(word);
  const whole = parts.join('');
  if (!whole || whole.length > MAX_WORD) return null;
  if (parts.length === 1 && LATIN_STOP.has(whole)) return null;
  return { whole, parts: parts.length > 1 ? parts.filter((p) => !LATIN_STOP.has(p)) : [] };
}

/** Tokenizes text for the index: every term, in order, repeats kept (they weigh in term frequency). */
export function tokenize(text: string): TextTokens {
  const words: string[] = [];
  const grams: string[] = [];
  for (const run of splitRuns(text)) {
    if (run.kind === 'han') {
      words.push(...segmentHan(run.text));
      grams.push(...hanGrams(run.text));
    } else {
      const t = latinTerms(run.text);
      if (!t) continue;
      words.push(t.whole, ...t.parts);
    }
  }
  return { words, grams };
}

/** One thing a reader asked for; a result "covers" it when any alternative matched. */
export interface QueryUnit {
  kind: 'han' | 'latin';
  /** The term as typed, normalised (a Chinese word, or an identifier's whole form). */
  term: string;
  /** Identifier parts (`tile`, `size` for `tileSize`); empty for plain words. */
  parts: string[];
  /** Bigrams of a Chinese word of three or more characters (its gram-field fallback). */
  bigrams: string[];
  /** For a one-character Chinese word: the query's pairs it is part of (in a page cut differently, they match). */
  around: string[];
  /** The last Latin word of the query while the reader may still be typing it. */
  last: boolean;
}

export interface QueryTokens {
  units: QueryUnit[];
  /** Bigrams across the segmenter's word boundaries (`栅格` when it cut 栅|格): they rank, and cover one-character words. */
  joins: string[];
}

/** Tokenizes a query the same way pages were tokenized, grouped into the units a result should cover. */
export function tokenizeQuery(query: string): QueryTokens {
  const units: QueryUnit[] = [];
  const joins: string[] = [];
  const runs = splitRuns(query);
  // The last word is a prefix only if the reader has not typed a space after it yet.
  const typing = !/\s$/.test(query);
  runs.forEach((run, i) => {
    if (run.kind === 'han') {
      const chars = [...run.text];
      let at = 0;
      for (const s of segmentWithOffsets(run.text)) {
        const n = [...s].length;
        if (!HAN_STOP.has(s)) {
          const around: string[] = [];
          if (n === 1 && at > 0) around.push(chars[at - 1] + s);
          if (n === 1 && at + 1 < chars.length) around.push(s + chars[at + 1]);
          units.push({ kind: 'han', term: s, parts: [], bigrams: n > 2 ? pairs(s) : [], around, last: false });
        }
        at += n;
      }
      const inside = new Set(units.flatMap((u) => (u.kind === 'han' ? pairs(u.term) : [])));
      for (const g of pairs(run.text)) if (!inside.has(g)) joins.push(g);
    } else {
      const t = latinTerms(run.text);
      if (t) units.push({ kind: 'latin', term: t.whole, parts: t.parts, bigrams: [], around: [], last: typing && i === runs.length - 1 });
    }
  });
  return { units: dedupeUnits(units), joins: [...new Set(joins)] };
}

/** Every segment of a Han run, stop characters included, so offsets add up. */
function segmentWithOffsets(run: string): string[] {
  return segmenter ? [...segmenter.segment(run)].map((s) => s.segment) : [...run];
}

function pairs(s: string): string[] {
  const chars = [...s];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

function dedupeUnits(units: QueryUnit[]): QueryUnit[] {
  const seen = new Map<string, QueryUnit>();
  for (const u of units) {
    const prev = seen.get(u.term);
    if (prev) {
      prev.last ||= u.last;
      prev.around = [...new Set([...prev.around, ...u.around])];
    } else seen.set(u.term, u);
  }
  return [...seen.values()];
}
