// The lazily loaded half of search: opens a locale's index (its manifest) once, fetches the shards each query needs,
// answers queries. Kept out of the entry bundle (the tokenizer and the query code load on first use of the box).
import { openSearchIndex, type SearchIndex } from '../shared/openSearchIndex.ts';
import { renderHit, searchSections, type RenderedHit } from '../shared/searchSections.ts';

// By URL, for the life of the page: the navbar re-renders on every client navigation, the index stays. Shards are
// named by content hash, so they are kept across manifests too.
const indexes = new Map<string, Promise<SearchIndex>>();
const files = new Map<string, Promise<unknown>>();

function fetchJson(url: string): Promise<unknown> {
  let loading = files.get(url);
  if (!loading) {
    loading = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`search index ${url}: HTTP ${res.status}`);
      return res.json();
    });
    // A failed load may be retried on the next keystroke.
    loading.catch(() => files.delete(url));
    files.set(url, loading);
  }
  return loading;
}

export function loadIndex(url: string): Promise<SearchIndex> {
  let loading = indexes.get(url);
  if (!loading) {
    loading = openSearchIndex(url, fetchJson);
    loading.catch(() => indexes.delete(url));
    indexes.set(url, loading);
  }
  return loading;
}

/** Drops loaded manifests (`serve --watch` rewrites them under the same unhashed names). */
export function forgetIndexes(): void {
  for (const url of indexes.keys()) files.delete(url);
  indexes.clear();
}

export async function search(url: string, query: string, limit: number): Promise<RenderedHit[]> {
  const index = await loadIndex(url);
  return (await searchSections(index, query, limit)).map((hit) => renderHit(hit));
}
