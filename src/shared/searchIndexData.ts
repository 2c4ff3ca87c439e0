// The search index files of one locale, as both sides read them: a small manifest, term shards (postings), lexicon
// shards (terms for prefix, typo and one-character lookups) and doc chunks (what a result shows).
import { slugify } from './slugify.ts';

/**
 * Index fields and their boosts. Word fields hold segmenter words and Latin terms; gram fields hold Han character
 * pairs, a recall fallback that ranks below word matches. A section heading outweighs the page title, which
 * outweighs body text.
 */
export const SEARCH_FIELDS = [
  { name: 'h', boost: 10 }, // section heading words (the page title for a page's intro)
  { name: 'hg', boost: 3 }, // section heading grams
  { name: 'p', boost: 3 }, // page title words, on every section of the page
  { name: 'pg', boost: 1 }, // page title grams
  { name: 't', boost: 1 }, // body words and code identifiers
  { name: 'g', boost: 0.3 }, // body grams
  // Names, never scored: a page's names on its intro (`scale=`, `比例尺=` for "Scale 比例尺") and a section's heading
  // (`token#`), each as one key (nameKey), so a query that is exactly a name finds its page or heading (issue 33).
  { name: 'n', boost: 0 },
] as const;

export type SearchFieldName = (typeof SEARCH_FIELDS)[number]['name'];

export const WORD_FIELDS: SearchFieldName[] = ['h', 'p', 't'];
export const GRAM_FIELDS: SearchFieldName[] = ['hg', 'pg', 'g'];

export const SEARCH_INDEX_VERSION = 4;

/** `[title, path]` of a page; path without base. */
export type SearchPage = [title: string, path: string];

/**
 * `[page index, heading, slug, text]`; the page's intro section has an empty heading and slug. A slug that is just
 * `slugify(heading)` is stored as `0` (most are: the heading's text is on the line before, so this saves a copy).
 */
export type SearchSection = [page: number, heading: string, slug: string | 0, text: string];

/** A section's anchor: its stored slug, or the one its heading gives. */
export function sectionSlug(section: SearchSection): string {
  return section[2] === 0 ? slugify(section[1]) : section[2];
}

/**
 * What a query loads first: the tables of the other files, which sit in `<dir>/` beside it, named by content hash.
 * Names never change meaning (browsers keep them for good, a manifest never meets a file of another build), and a
 * hash is stored per group of files (shardId), not per file: the manifest of a large site stays small.
 */
export interface SearchManifest {
  v: number;
  /** Folder of the other files, relative to the manifest's. */
  dir: string;
  /** Sections in the index (BM25's document count). */
  n: number;
  /** Average length of each field over all sections (BM25's length normalisation). */
  avg: number[];
  /** Sections of each page in page order, base 36, comma-separated: which page a section belongs to. */
  pages: string;
  /** Term shards, in term order. */
  terms: ShardTable;
  /** Lexicon shards of Latin terms and Han pairs, in term order. */
  lex: ShardTable;
  /** The same terms written backwards (found by their end: typos early in a word, the pairs ending in a character). */
  rev: ShardTable;
  /** Doc chunks: chunk i holds sections from `i * chunk` on. */
  docs: ShardTable;
  /** Sections per doc chunk. */
  chunk: number;
  /** Groups of words that mean the same (the site's `themeConfig.searchSynonyms`), applied to queries. */
  syn?: string[][];
}

/** A list of files of one kind. */
export interface ShardTable {
  /** First term of each shard (term and lexicon shards). */
  first?: string[];
  /** Size of each shard in KB, rounded up (term and lexicon shards: what a query's budget counts). */
  kb?: number[];
  /** Content hash of each group of SHARD_GROUP files, in order. */
  group: string[];
}

/** Files that share a hash in a ShardTable. */
export const SHARD_GROUP = 16;

/** A file's name (without `.json`): its group's hash and its place in the group. */
export function shardId(table: ShardTable, i: number): string {
  return table.group[Math.floor(i / SHARD_GROUP)] + (i % SHARD_GROUP).toString(16);
}

/** Term shard: term → postings (see encodeTermPostings). */
export type TermShard = Record<string, string>;

/** Lexicon shard: its terms in order, and for prefixes whose terms span several shards, their first completions. */
export interface LexiconShard {
  w: string[];
  c?: Record<string, string[]>;
}

/** Doc chunk: `[page index, title, path]` of the pages its sections belong to, and the sections. */
export interface DocChunk {
  p: [page: number, ...SearchPage][];
  s: SearchSection[];
}

/** One term's postings, decoded: parallel arrays, one element per (field, section). */
export interface TermPostings {
  /** Postings the term has in the whole index (the file may hold only its best sections). */
  df: number;
  /** The file holds only the term's best sections (HEAD_SECTIONS): a section not listed may still have it. */
  cut: boolean;
  field: Uint8Array;
  doc: Int32Array;
  tf: Int32Array;
  /** The length of that field in that section, in terms. */
  len: Int32Array;
}

/** One field's postings of a term as the builder has them: ascending sections with term frequency and field length. */
export interface FieldPostings {
  doc: number[];
  tf: number[];
  len: number[];
}

/**
 * `[df|]field:gap[*tf].len,gap[*tf].len;field:…` — numbers base 36, sections as gaps from the previous one in the
 * field, `*tf` only above one, `df|` only when the file holds fewer postings than the index has.
 */
export function encodeTermPostings(fields: (FieldPostings | undefined)[], df?: number): string {
  const parts: string[] = [];
  fields.forEach((p, f) => {
    if (!p?.doc.length) return;
    let prev = 0;
    const items: string[] = [];
    for (let i = 0; i < p.doc.length; i++) {
      const gap = (p.doc[i] - prev).toString(36);
      prev = p.doc[i];
      items.push(`${p.tf[i] > 1 ? `${gap}*${p.tf[i].toString(36)}` : gap}.${p.len[i].toString(36)}`);
    }
    parts.push(`${f}:${items.join(',')}`);
  });
  return (df === undefined ? '' : `${df.toString(36)}|`) + parts.join(';');
}

/** Reads encodeTermPostings' format character by character: it runs once per posting a query touches. */
export function decodeTermPostings(enc: string): TermPostings {
  let count = 0;
  for (let i = 0; i < enc.length; i++) if (enc.charCodeAt(i) === 46) count++; // one '.' per posting
  const out: TermPostings = { df: count, cut: false, field: new Uint8Array(count), doc: new Int32Array(count), tf: new Int32Array(count), len: new Int32Array(count) };
  let field = 0;
  let doc = 0;
  let num = 0;
  let gap = 0;
  let tf = 1;
  let n = 0;
  let stage = 0; // 0 gap, 1 tf, 2 len
  for (let i = 0; i <= enc.length; i++) {
    const c = i < enc.length ? enc.charCodeAt(i) : 59; // the end reads as ';'
    if (c === 124) {
      // '|' ends the document frequency
      out.df = num;
      out.cut = true;
      num = 0;
    } else if (c === 58) {
      // ':' ends the field number
      field = num;
      num = 0;
      doc = 0;
    } else if (c === 42) {
      // '*' ends the gap, a term frequency follows
      gap = num;
      num = 0;
      stage = 1;
    } else if (c === 46) {
      // '.' ends the gap or the term frequency, the field length follows
      if (stage === 1) tf = num;
      else gap = num;
      num = 0;
      stage = 2;
    } else if (c === 44 || c === 59) {
      // ',' or ';' ends a posting
      if (stage === 2) {
        doc += gap;
        out.field[n] = field;
        out.doc[n] = doc;
        out.tf[n] = tf;
        out.len[n] = num;
        n++;
      }
      num = 0;
      tf = 1;
      stage = 0;
    } else {
      num = num * 36 + (c <= 57 ? c - 48 : c - 87); // base-36 digit: 0-9, a-z
    }
  }
  return out;
}

/** Page index of every section, from the manifest's sections-per-page list. */
export function sectionPages(manifest: SearchManifest): Int32Array {
  const pageOf = new Int32Array(manifest.n);
  let at = 0;
  manifest.pages.split(',').forEach((count, page) => {
    if (!count) return;
    for (let i = parseInt(count, 36); i > 0; i--) pageOf[at++] = page;
  });
  return pageOf;
}

/** Index of the shard whose range holds `term`: the last one whose first term is not after it. */
export function shardFor(first: readonly string[], term: string): number {
  let lo = 0;
  let hi = first.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (first[mid] <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A term written backwards, by code point (the reverse lexicon's key). */
export function reverseTerm(term: string): string {
  return [...term].reverse().join('');
}

const HAN = /\p{Script=Han}/u;
const HAN_PAIR = /^\p{Script=Han}{2}$/u;

/** Terms the lexicon lists: Latin words (prefix and typo lookups) and Han pairs (one-character lookups); never names. */
export function isLexiconTerm(term: string): boolean {
  if (isNameTerm(term)) return false;
  return HAN.test(term) ? HAN_PAIR.test(term) : true;
}

/** What a name is compared by: its letters and digits, lower-cased (`getLngLat()` and `getlnglat` are one name). */
export function nameKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

// Name terms are the key and a mark after it, so they sort beside the word of the same letters: a one-word query
// finds its word and its name in one term shard.
/** The index term of a page name (on the page's intro): its key and `=`. */
export const pageNameTerm = (key: string) => `${key}=`;
/** The index term of a section heading: its key and `#`. */
export const headingNameTerm = (key: string) => `${key}#`;
const isNameTerm = (term: string) => term.endsWith('=') || term.endsWith('#');

/** Longest name indexed: longer headings are sentences, not what a reader types whole. */
const MAX_NAME = 40;
// Where a title parts into names: punctuation, and a space between Latin and Chinese ("Scale 比例尺").
const NAME_BREAK = /\s*[,，、;；:：()（）\[\]【】—–|]\s*|\s+-\s+|\s+(?=\p{Script=Han})|(?<=\p{Script=Han})\s+/u;

/**
 * The names a page title gives, as keys: the whole title and each of its parts ("ClusterLayer 聚类图层" →
 * clusterlayer聚类图层, clusterlayer, 聚类图层).
 */
export function titleNames(title: string): string[] {
  const keys = [title, ...title.split(NAME_BREAK)].map(nameKey).filter((k) => k && [...k].length <= MAX_NAME);
  return [...new Set(keys)];
}

/** A heading's name key, or nothing for a heading too long to be typed whole. */
export function headingName(heading: string): string | undefined {
  const key = nameKey(heading);
  return key && [...key].length <= MAX_NAME ? key : undefined;
}

/** Completion order: shortest first, then alphabetical. */
export function byLengthThenTerm(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
