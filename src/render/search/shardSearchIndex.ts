// Cuts an assembled locale index into the files a query loads a few of: term shards (postings of a range of terms),
// lexicon shards (terms by their start and by their end, for prefixes, typos and lone Han characters), doc chunks
// (what results show) and the manifest that names them all by content hash.
import {
  SEARCH_FIELDS,
  SEARCH_INDEX_VERSION,
  byLengthThenTerm,
  encodeTermPostings,
  isLexiconTerm,
  reverseTerm,
  shardFor,
  shardId,
  SHARD_GROUP,
  type DocChunk,
  type FieldPostings,
  type LexiconShard,
  type SearchManifest,
  type SearchSection,
  type ShardTable,
} from '../../shared/searchIndexData.ts';
import { termWeight } from '../../shared/scoreSections.ts';
import { contentHash } from '../write/hashedName.ts';

export interface AssembledIndex {
  /** The folder of the shards beside the manifest (the locale's index name). */
  name: string;
  /** `[title, path]` of each page. */
  pages: [title: string, path: string][];
  sections: SearchSection[];
  /** term → per field a flat `[doc, tf, doc, tf, …]` list, docs ascending (postingLists.ts reads one term at a time). */
  postings: { keys(): Iterable<string>; get(term: string): number[][] | undefined };
  /** Length of field `f` of section `d` at `d * SEARCH_FIELDS.length + f` (absent: 0). */
  fieldLength: number[];
}

export interface SearchIndexFiles {
  /** The manifest's JSON. */
  manifest: string;
  /** id → JSON of every other file, each written as `<name>/<id>.json` beside the manifest (see shardId). */
  files: Map<string, string>;
}

/**
 * A term found in more sections than this keeps its best ones (by its weight in them): a query then loads a bounded
 * part of it however large the site, and a search for the term alone ranks exactly as with every section (its
 * document frequency is kept for BM25). Beyond docs/ (its most common term is in ~420 of ~740 sections) only large
 * sites reach it.
 */
export const HEAD_SECTIONS = 1000;
/**
 * Shard sizes in bytes: a shard ends after its minimum at a term its content picks, so a change moves few ends.
 * Smaller term shards waste less of what a query loads; more of them make a larger manifest (a name each).
 */
const TERM_SHARD = { min: 4_000, extra: 4_000, max: 12_000 };
const LEX_SHARD = { min: 2_000, extra: 2_000, max: 6_000 };
/** Sections per doc chunk: a result list of ten loads at most ten of them (~2 KB gzip each). */
export const DOC_CHUNK = 8;
/** Completions stored for a prefix whose terms span shards: the client's caps, plus the prefix itself. */
const LATIN_COMPLETIONS = 31;
const HAN_COMPLETIONS = 100;
/** Terms encoded between two steps. */
const TERMS_PER_STEP = 500;

const FIELDS = SEARCH_FIELDS.length;
const HAN = /\p{Script=Han}/u;

/**
 * `encoded`, when given, keeps terms' encoded postings between calls (`serve --watch`, localeIndex.ts): a term found
 * there is not encoded again — its owner deletes the terms whose postings or sections' lengths changed. Only terms
 * whose postings are kept whole are stored: a cut one (past `headSections`) weighs its sections by the whole index.
 */
export function* shardSearchIndex(index: AssembledIndex, headSections = HEAD_SECTIONS, encoded?: Map<string, string>): Generator<void, SearchIndexFiles> {
  const { name, pages, sections, postings, fieldLength } = index;
  const files = new Map<string, string>();
  /** A table of files from their contents (first terms for term and lexicon shards), its files added to `files`. */
  const table = (contents: unknown[], first?: string[]): ShardTable => {
    const json = contents.map((c) => JSON.stringify(c));
    const group: string[] = [];
    for (let g = 0; g < json.length; g += SHARD_GROUP) group.push(contentHash(json.slice(g, g + SHARD_GROUP).join('\n')));
    const t: ShardTable = first ? { first, kb: json.map((j) => Math.ceil(Buffer.byteLength(j) / 1024)), group } : { group };
    json.forEach((j, i) => files.set(shardId(t, i), j));
    return t;
  };
  const n = sections.length;
  const avg = SEARCH_FIELDS.map((_, f) => {
    let sum = 0;
    for (let d = 0; d < n; d++) sum += fieldLength[d * FIELDS + f] ?? 0;
    return n ? sum / n : 0;
  });

  // Term shards.
  const terms = [...postings.keys()].sort();
  const termShards: Record<string, string>[] = [];
  const termFirst: string[] = [];
  const termCut = createCutter(TERM_SHARD, (first, entries) => {
    termFirst.push(first);
    termShards.push(Object.fromEntries(entries));
  });
  for (const [i, term] of terms.entries()) {
    if (i % TERMS_PER_STEP === 0) yield;
    const enc = encoded?.get(term) ?? encodeTerm(postings.get(term)!, fieldLength, n, avg, headSections, encoded && ((whole) => encoded.set(term, whole)));
    termCut.push(term, enc, Buffer.byteLength(term) + enc.length + 6);
  }
  termCut.end();

  // Lexicons, forward and backward.
  yield;
  const forward = terms.filter(isLexiconTerm);
  const lex = lexiconShards(forward, false);
  yield;
  const rev = lexiconShards(forward.map(reverseTerm).sort(), true);

  // Doc chunks.
  const chunks: DocChunk[] = [];
  for (let at = 0; at < n; at += DOC_CHUNK) {
    const s = sections.slice(at, at + DOC_CHUNK);
    chunks.push({ p: [...new Set(s.map((x) => x[0]))].map((p) => [p, ...pages[p]]), s });
  }
  yield;

  const perPage = new Array<number>(pages.length).fill(0);
  for (const s of sections) perPage[s[0]]++;
  const manifest: SearchManifest = {
    v: SEARCH_INDEX_VERSION,
    dir: name,
    n,
    avg,
    pages: perPage.map((c) => c.toString(36)).join(','),
    terms: table(termShards, termFirst),
    lex: table(lex.shards, lex.first),
    rev: table(rev.shards, rev.first),
    docs: table(chunks),
    chunk: DOC_CHUNK,
  };
  return { manifest: JSON.stringify(manifest), files };
}

/**
 * One term's postings with field lengths; past `head` sections, its best ones and its document frequency. `onWhole`
 * is given the encoding of postings kept whole, which depends on nothing but them and their sections' lengths.
 */
function encodeTerm(lists: number[][], fieldLength: number[], n: number, avg: number[], head: number, onWhole?: (enc: string) => void): string {
  let df = 0;
  for (const list of lists) if (list) df += list.length / 2;
  // Sections are counted only when the postings could exceed the head (most terms are in a few sections).
  const keep = df > head ? bestSections(lists, df, n, fieldLength, avg, head) : null;
  if (!keep) {
    const whole = encodeFlat(lists, fieldLength);
    onWhole?.(whole);
    return whole;
  }
  const fields: (FieldPostings | undefined)[] = lists.map((list, f) => {
    if (!list) return undefined;
    const p: FieldPostings = { doc: [], tf: [], len: [] };
    for (let i = 0; i < list.length; i += 2) {
      if (!keep.has(list[i])) continue;
      p.doc.push(list[i]);
      p.tf.push(list[i + 1]);
      p.len.push(fieldLength[list[i] * FIELDS + f] ?? 0);
    }
    return p;
  });
  return encodeTermPostings(fields, df);
}

/** Each section's weight for the term being encoded, and which sections have one yet (scratch, by section). */
let weightOf = new Float64Array(0);
let weighed = new Uint8Array(0);

/**
 * The `head` sections a term weighs most in (by its weight alone: what a one-word query would score them), ties to
 * the first sections; null when it is in no more. The same set as sorting every section by (weight desc, section
 * asc) and taking the first `head`, found in linear time: the common terms of a large site are in tens of thousands
 * of sections, and the sort took most of the index's assembly.
 */
export function bestSections(lists: number[][], df: number, n: number, fieldLength: number[], avg: number[], head: number): Set<number> | null {
  if (weightOf.length < n) {
    weightOf = new Float64Array(n);
    weighed = new Uint8Array(n);
  }
  const docs: number[] = [];
  // Summed field by field, in the order a section's fields come: the same sums as ever.
  lists.forEach((list, f) => {
    for (let i = 0; list && i < list.length; i += 2) {
      const d = list[i];
      const w = termWeight(df, n, list[i + 1], fieldLength[d * FIELDS + f] ?? 0, avg[f], SEARCH_FIELDS[f].boost);
      if (weighed[d]) weightOf[d] += w;
      else {
        weighed[d] = 1;
        weightOf[d] = w;
        docs.push(d);
      }
    }
  });
  let keep: Set<number> | null = null;
  if (docs.length > head) {
    // The head-th largest weight: every section above it is kept, and of those at it the first ones.
    const weights = Float64Array.from(docs, (d) => weightOf[d]);
    const cut = nthSmallest(weights, docs.length - head);
    keep = new Set<number>();
    const at: number[] = [];
    for (const d of docs) {
      if (weightOf[d] > cut) keep.add(d);
      else if (weightOf[d] === cut) at.push(d);
    }
    at.sort((a, b) => a - b);
    for (let i = 0; keep.size < head; i++) keep.add(at[i]);
  }
  for (const d of docs) weighed[d] = 0;
  return keep;
}

/** The k-th smallest value (0-based) of `a`, which is reordered (Hoare's selection). */
function nthSmallest(a: Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const t = a[i];
        a[i] = a[j];
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k];
  }
  return a[k];
}

/** encodeTermPostings' format straight from the builder's flat lists (the common case: nothing cut). */
function encodeFlat(lists: number[][], fieldLength: number[]): string {
  let out = '';
  lists.forEach((list, f) => {
    if (!list?.length) return;
    out += `${out ? ';' : ''}${f}:`;
    let prev = 0;
    for (let i = 0; i < list.length; i += 2) {
      const doc = list[i];
      const tf = list[i + 1];
      out += `${i ? ',' : ''}${(doc - prev).toString(36)}${tf > 1 ? `*${tf.toString(36)}` : ''}.${(fieldLength[doc * FIELDS + f] ?? 0).toString(36)}`;
      prev = doc;
    }
  });
  return out;
}

/**
 * Lexicon shards over sorted terms (reversed ones for the backward lexicon, which is asked only for typos and for
 * the pairs ending in a character). A prefix whose terms run past its shard gets its first completions stored in
 * the shard it starts in: a two-letter prefix of a large site then costs one shard, not all of its range.
 */
function lexiconShards(sorted: string[], reversed: boolean): { first: string[]; shards: LexiconShard[] } {
  const first: string[] = [];
  const shards: LexiconShard[] = [];
  const cut = createCutter(LEX_SHARD, (w, entries) => {
    first.push(w);
    shards.push({ w: entries.map(([term]) => term) });
  });
  for (const w of sorted) cut.push(w, '', Buffer.byteLength(w) + 3);
  cut.end();
  const done = new Set<string>();
  for (let k = 1; k < first.length; k++) {
    const chars = [...first[k]];
    for (let len = 1; len < chars.length; len++) {
      const prefix = chars.slice(0, len).join('');
      const han = HAN.test(prefix);
      // Asked for: Latin prefixes of two letters or more (forward only: typo lookups skip wide ranges), one Han
      // character either way.
      if (done.has(prefix) || (han ? len !== 1 : len < 2 || reversed)) continue;
      done.add(prefix);
      const shard = shards[shardFor(first, prefix)];
      (shard.c ??= Object.create(null) as Record<string, string[]>)[prefix] = completions(sorted, prefix, reversed, han ? HAN_COMPLETIONS : LATIN_COMPLETIONS);
    }
  }
  return { first, shards };
}

/** The first `max` terms starting with `prefix`, in the order the client takes them (of the words as written). */
function completions(sorted: string[], prefix: string, reversed: boolean, max: number): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const order = reversed ? (a: string, b: string) => byLengthThenTerm(reverseTerm(a), reverseTerm(b)) : byLengthThenTerm;
  const best: string[] = [];
  for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) {
    const t = sorted[i];
    if (best.length === max && order(t, best[max - 1]) >= 0) continue;
    let at = best.length;
    while (at > 0 && order(t, best[at - 1]) < 0) at--;
    best.splice(at, 0, t);
    if (best.length > max) best.pop();
  }
  return best;
}

/**
 * Groups sorted entries into shards: past `min` bytes a shard ends after an entry whose hash falls under its share
 * of `extra`, at `max` it ends anyway. Ends depend on the entries near them, not on everything before: an edit in
 * one shard leaves the others' contents, hashes and names as they were.
 */
function createCutter(size: { min: number; extra: number; max: number }, emit: (first: string, entries: [string, string][]) => void) {
  let entries: [string, string][] = [];
  let bytes = 0;
  const end = () => {
    if (entries.length) emit(entries[0][0], entries);
    entries = [];
    bytes = 0;
  };
  return {
    push(key: string, value: string, cost: number) {
      if (entries.length && bytes + cost > size.max) end();
      entries.push([key, value]);
      bytes += cost;
      if (bytes >= size.min && fnv1a(key) % 65536 < (cost * 65536) / size.extra) end();
    },
    end,
  };
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
