// The one search tokenizer, run at build time over page text and in the browser over queries: Chinese words from
// Intl.Segmenter plus Han character grams as a recall fallback, Latin words lower-cased, identifiers whole and split.

export interface TextTokens {
  /** Word terms: Latin words lower-cased, identifiers whole and split, Chinese words from the segmenter. */
  words: string[];
  /** Recall fallback: pairs of adjacent Han characters the segmenter did not give as a word. */
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
/** Characters as common as function words in technical prose: never a word of their own, and a pair holding one
 * (片的, 在瓦) is not a gram. Words that contain them (时间, 中文) are still words. */
const PAIR_STOP = new Set([...'的了是和与或及也就都而这那之其在会时用为将把被从对让给向于以并即等个们着过吗呢吧很还又再已要能可后中上下里你我它所该此每各有']);
/** Segmenter words dropped on both sides: the characters above, and function words of two characters. */
const WORD_STOP = new Set([...PAIR_STOP, '可以', '一个', '这个', '如果', '就是', '但是', '因为', '所以', '或者', '以及', '并且', '然后', '我们', '你的']);

// Intl.Segmenter exists in Node 16+ and every current browser; without it each Han character is a word, and the
// grams still match.
const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;

/** Splits text into Han runs and Latin words; punctuation, spaces and markup characters fall between runs. */
export function splitRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const m of text.normalize('NFKC').matchAll(RUN)) runs.push({ kind: m[1] ? 'han' : 'latin', text: m[0] });
  return runs;
}

// Runs repeat across a site's pages (地图, 图层, …): each distinct run is cut once, which more than halved the
// segmenter's share of building an index. Bounded, for long-lived processes (serve --watch).
const cuts = new Map<string, string[]>();

/** Every segment of a Han run as the segmenter cuts it, stop words included (do not modify: it is shared). */
export function segments(run: string): string[] {
  if (!segmenter) return [...run];
  let words = cuts.get(run);
  if (!words) {
    if (cuts.size >= 100_000) cuts.clear();
    cuts.set(run, (words = Array.from(segmenter.segment(run), (s) => s.segment)));
  }
  return words;
}

/**
 * Adds a Han run's words and grams. Grams are the adjacent pairs the segmenter did not return as a two-character
 * word (that word is indexed already): pairs across its cuts (栅|格 → 栅格) and inside longer words (比例尺 → 比例,
 * 例尺). Pairs with a function character are left out. Single characters are not grams: most are segmenter words
 * already, and a query character reaches the pairs around it instead.
 */
function addHan(run: string, words: string[], grams: string[]): void {
  const chars = [...run];
  const twoCharWordAt = new Set<number>();
  let at = 0;
  for (const w of segments(run)) {
    const n = [...w].length;
    if (!WORD_STOP.has(w)) words.push(w);
    if (n === 2) twoCharWordAt.add(at);
    at += n;
  }
  for (let i = 0; i + 1 < chars.length; i++) {
    if (twoCharWordAt.has(i) || PAIR_STOP.has(chars[i]) || PAIR_STOP.has(chars[i + 1])) continue;
    grams.push(chars[i] + chars[i + 1]);
  }
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

/**
 * Adjacent parts of an identifier of three parts or more, joined: `GeoJSONLayer` is also about `geojson`, a word of
 * its own to readers (`geojson click` finds the GeoJSONLayer page by its title).
 */
function partPairs(parts: string[]): string[] {
  if (parts.length < 3) return [];
  return parts.slice(1).map((p, i) => parts[i] + p);
}

/** Tokenizes text for the index: every term, in order, repeats kept (they weigh in term frequency). */
export function tokenize(text: string): TextTokens {
  const words: string[] = [];
  const grams: string[] = [];
  for (const run of splitRuns(text)) {
    if (run.kind === 'han') {
      addHan(run.text, words, grams);
    } else {
      const t = latinTerms(run.text);
      if (!t) continue;
      words.push(t.whole, ...t.parts, ...partPairs(t.parts));
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

/**
 * A Han run cut into words, with `phrases` (the site's Chinese synonyms, 点聚合) kept whole where they occur, longest
 * first: the segmenter would cut them (点|聚合) and their synonyms belong to the whole.
 */
function cutQueryRun(run: string, phrases: ReadonlySet<string>): string[] {
  if (!phrases.size) return segments(run);
  const chars = [...run];
  const longest = Math.max(...[...phrases].map((p) => [...p].length));
  const out: string[] = [];
  let pending = '';
  for (let i = 0; i < chars.length; ) {
    let found = '';
    for (let n = Math.min(longest, chars.length - i); n >= 2 && !found; n--) {
      const candidate = chars.slice(i, i + n).join('');
      if (phrases.has(candidate)) found = candidate;
    }
    if (found) {
      if (pending) out.push(...segments(pending));
      pending = '';
      out.push(found);
      i += [...found].length;
    } else pending += chars[i++];
  }
  if (pending) out.push(...segments(pending));
  return out;
}

/**
 * Tokenizes a query the same way pages were tokenized, grouped into the units a result should cover; `phrases` are
 * Chinese words to keep whole (see cutQueryRun).
 */
export function tokenizeQuery(query: string, phrases: ReadonlySet<string> = new Set()): QueryTokens {
  const units: QueryUnit[] = [];
  const joins: string[] = [];
  const runs = splitRuns(query);
  // The last word is a prefix only if the reader has not typed a space after it yet.
  const typing = !/\s$/.test(query);
  runs.forEach((run, i) => {
    if (run.kind === 'han') {
      const chars = [...run.text];
      let at = 0;
      for (const s of cutQueryRun(run.text, phrases)) {
        const n = [...s].length;
        if (!WORD_STOP.has(s)) {
          const around: string[] = [];
          if (n === 1 && at > 0) around.push(chars[at - 1] + s);
          if (n === 1 && at + 1 < chars.length) around.push(s + chars[at + 1]);
          units.push({ kind: 'han', term: s, parts: [], bigrams: n > 2 ? pairs(s) : [], around, last: false });
        }
        at += n;
      }
      const inside = new Set(units.flatMap((u) => (u.kind === 'han' ? pairs(u.term) : [])));
      for (const g of pairs(run.text)) if (!inside.has(g) && !PAIR_STOP.has(g[0]) && !PAIR_STOP.has(g[1])) joins.push(g);
    } else {
      const t = latinTerms(run.text);
      if (t) units.push({ kind: 'latin', term: t.whole, parts: t.parts, bigrams: [], around: [], last: typing && i === runs.length - 1 });
    }
  });
  return { units: dedupeUnits(units), joins: [...new Set(joins)] };
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
