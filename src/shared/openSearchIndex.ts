// A locale's search index as a query sees it: the manifest, and the shards and chunks loaded so far (in the browser
// by fetch, in tests and benchmarks from disk — the caller says how). Nothing is loaded until a query asks for it.
import {
  decodeTermPostings,
  sectionPages,
  shardFor,
  shardId,
  SEARCH_INDEX_VERSION,
  type DocChunk,
  type LexiconShard,
  type SearchManifest,
  type TermPostings,
  type TermShard,
} from './searchIndexData.ts';

/** Fetches and parses one JSON file by URL (the caller may cache by URL: hashed files never change). */
export type FetchJson = (url: string) => Promise<unknown>;

export interface SearchIndex {
  readonly manifest: SearchManifest;
  /** Page index of each section. */
  readonly pageOf: Int32Array;
  /** Whether the file with this id (shardId) is loaded. */
  has(id: string): boolean;
  /** Loads files by id (those loaded already are not asked for again). */
  load(ids: Iterable<string>): Promise<void>;
  /** A term's postings, when the shard that holds its range is loaded and has it. */
  postings(term: string): TermPostings | undefined;
  lexicon(id: string): LexiconShard | undefined;
  /** Doc chunk `i`, when loaded. */
  docChunk(i: number): DocChunk | undefined;
}

/** Reads the manifest at `url`; the other files are fetched from beside it as queries need them. */
export async function openSearchIndex(url: string, fetchJson: FetchJson): Promise<SearchIndex> {
  const manifest = (await fetchJson(url)) as SearchManifest;
  if (manifest.v !== SEARCH_INDEX_VERSION) throw new Error(`search index version ${manifest.v}, expected ${SEARCH_INDEX_VERSION}`);
  const dir = url.slice(0, url.lastIndexOf('/') + 1) + manifest.dir + '/';
  const files = new Map<string, unknown>();
  const loading = new Map<string, Promise<void>>();
  const decoded = new Map<string, TermPostings | null>();
  const fileOf = (hash: string) => files.get(hash);
  return {
    manifest,
    pageOf: sectionPages(manifest),
    has: (id) => files.has(id),
    async load(ids) {
      const waits: Promise<void>[] = [];
      for (const id of ids) {
        if (files.has(id)) continue;
        let wait = loading.get(id);
        if (!wait) {
          wait = fetchJson(`${dir}${id}.json`).then(
            (content) => void files.set(id, content),
            (err) => {
              loading.delete(id); // a later query may try again
              throw err;
            },
          );
          loading.set(id, wait);
        }
        waits.push(wait);
      }
      await Promise.all(waits);
    },
    postings(term) {
      const known = decoded.get(term);
      if (known !== undefined) return known ?? undefined;
      const { terms } = manifest;
      const shard = terms.first!.length ? (fileOf(shardId(terms, shardFor(terms.first!, term))) as TermShard | undefined) : undefined;
      if (!shard) return undefined; // not loaded: ask again once it is
      // Own keys only: a term like "constructor" must not find Object.prototype's.
      const found = Object.hasOwn(shard, term) ? decodeTermPostings(shard[term]) : null;
      decoded.set(term, found);
      return found ?? undefined;
    },
    lexicon: (id) => fileOf(id) as LexiconShard | undefined,
    docChunk: (i) => fileOf(shardId(manifest.docs, i)) as DocChunk | undefined,
  };
}
