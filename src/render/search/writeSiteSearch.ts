// The build's search stage (`serve --watch` keeps its indexes page by page instead: dev/writeSite.ts).
import { contentKey, type BuildCache } from '../cache.ts';
import { cachedWrites, replayWrites } from '../cachedWrites.ts';
import { recordOf, requiredString } from '../shapeChecks.ts';
import type { SiteViews } from '../pipeline/siteViews.ts';
import type { SiteWriter } from '../pipeline/emitSite.ts';
import { createSearchIndexBuilder } from './buildSearchIndex.ts';
import { searchIndexName, searchInput, writeSearchIndexFiles } from './writeSearchIndexes.ts';

/**
 * The build's search stage: each locale's index is rebuilt only when what it indexes changed. A locale is keyed by
 * its pages' search inputs, each by its content key. Pages from the build cache carry theirs (pageCache.ts), so a
 * locale all of whose pages come from the cache is looked up without reading, cutting or indexing any of them (a
 * one-page edit no longer re-indexes the other language). Otherwise its pages are read one at a time — cut into
 * sections, keyed, and added to the locale's index — so no page's text outlives its turn; the keys go into the page
 * cache with the fresh pages. One locale at a time, its files written and its postings freed before the next locale's
 * pages are read: at 10,000 pages the en postings used to be held while the zh index was cut into files, at the
 * build's peak.
 */
export function writeSiteSearch(cache: BuildCache, site: SiteViews, writer: SiteWriter, plainText: (html: string) => string): Record<string, string> {
  if (site.config.themeConfig.search === false) return {};
  const synonyms = site.config.themeConfig.searchSynonyms;
  const localeOrder = [...new Set(site.views.map((v) => v.localePath))];
  /** Each locale's manifest, and where its first indexed page is: the boot data lists locales in that order. */
  const made: { localePath: string; first: number; manifest: string }[] = [];
  for (const localePath of localeOrder) {
    const members = site.pages.flatMap((_, i) => (site.views[i].localePath === localePath ? [i] : []));
    // The pages' keys when every one is known (all from the cache): the locale's key without reading a page.
    const keys = members.map((i) => site.pages[i].searchKey);
    const known = keys.every((k): k is string => k !== undefined);
    // A locale none of whose pages has anything to index gets no index.
    if (known && !keys.some(Boolean)) continue;
    const files =
      (known ? replayWrites<Record<string, string>>(cache, 'search', localeKey(localePath, synonyms, keys), writer, INDEX_FILES) : undefined) ??
      indexLocale(cache, site, writer, plainText, localePath, members);
    const first = members.find((i) => site.pages[i].searchKey);
    if (files && first !== undefined) made.push({ localePath, first, manifest: files[localePath] });
  }
  return Object.fromEntries(made.sort((a, b) => a.first - b.first).map((m) => [m.localePath, m.manifest]));
}

/**
 * Reads a locale's pages (`members`, by index) one at a time, keys and indexes each, and writes the locale's index
 * files (or replays them, when its pages' inputs are as a cached run's); undefined when no page has anything to index.
 */
function indexLocale(cache: BuildCache, site: SiteViews, writer: SiteWriter, plainText: (html: string) => string, localePath: string, members: number[]) {
  const synonyms = site.config.themeConfig.searchSynonyms;
  const index = createSearchIndexBuilder();
  for (const i of members) {
    const input = searchInput({ record: site.pages[i].record, html: plainText(site.content(i)) });
    site.pages[i].searchKey = input ? contentKey(JSON.stringify(input)) : '';
    if (input) index.add(input);
  }
  const keys = members.map((i) => site.pages[i].searchKey!);
  const name = searchIndexName(localePath);
  const files = keys.some(Boolean)
    ? cachedWrites(cache, 'search', localeKey(localePath, synonyms, keys), writer, INDEX_FILES, (out) => ({ [localePath]: writeSearchIndexFiles(name, index.files(name), out, { synonyms }) }))
    : undefined;
  index.release();
  return files;
}

/** What a locale's cached run returns: its manifest's path, by locale. */
const INDEX_FILES = recordOf(requiredString);

/** A locale's key: the locale, the site's synonyms, and each page's search input by its key ('' for a page without one). */
function localeKey(localePath: string, synonyms: string[][] | undefined, pageKeys: string[]): string {
  return contentKey(localePath, JSON.stringify(synonyms ?? []), pageKeys.join(','));
}
