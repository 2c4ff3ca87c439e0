// The lazily loaded half of search: fetches a locale's index once, loads it into lunr, answers queries.
// Kept out of the entry bundle (lunr and the query code load on first use of the search box).
import { loadSearchIndex, type LoadedSearchIndex } from '../shared/loadSearchIndex.ts';
import { renderHit, searchSections, type RenderedHit } from '../shared/searchSections.ts';
import type { SearchIndexData } from '../shared/searchIndexData.ts';

// By URL, for the life of the page: the navbar re-renders on every client navigation, the index stays.
const indexes = new Map<string, Promise<LoadedSearchIndex>>();

export function loadIndex(url: string): Promise<LoadedSearchIndex> {
  let loading = indexes.get(url);
  if (!loading) {
    loading = fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`search index ${url}: HTTP ${res.status}`);
        return res.json() as Promise<SearchIndexData>;
      })
      .then(loadSearchIndex);
    // A failed load may be retried on the next keystroke.
    loading.catch(() => indexes.delete(url));
    indexes.set(url, loading);
  }
  return loading;
}

/** Drops loaded indexes (`serve --watch` rewrites them under the same unhashed names). */
export function forgetIndexes(): void {
  indexes.clear();
}

export async function search(url: string, query: string, limit: number): Promise<RenderedHit[]> {
  const loaded = await loadIndex(url);
  return searchSections(loaded, query, limit).map((hit) => renderHit(loaded, hit));
}
