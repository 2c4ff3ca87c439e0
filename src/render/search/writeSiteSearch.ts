// The build's search stage (`serve --watch` keeps its indexes page by page instead: dev/writeSite.ts).
import { contentKeyInParts, type BuildCache } from '../cache.ts';
import { cachedWrites } from '../cachedWrites.ts';
import { recordOf, requiredString } from '../shapeChecks.ts';
import type { SiteViews } from '../pipeline/siteViews.ts';
import type { SiteWriter } from '../pipeline/emitSite.ts';
import { createSearchIndexBuilder } from './buildSearchIndex.ts';
import { searchIndexName, searchInput, writeSearchIndexFiles } from './writeSearchIndexes.ts';

/**
 * The build's search stage: each locale's index is rebuilt only when what it indexes changed. Pages are read one at a
 * time — cut into sections, hashed into the locale's key and added to its index — so no page's text outlives its turn.
 * One locale at a time, its files written and its postings freed before the next locale's pages are read: at 10,000
 * pages the en postings used to be held while the zh index was cut into files, at the build's peak.
 */
export function writeSiteSearch(cache: BuildCache, site: SiteViews, writer: SiteWriter, plainText: (html: string) => string): Record<string, string> {
  if (site.config.themeConfig.search === false) return {};
  const localeOrder = [...new Set(site.views.map((v) => v.localePath))];
  /** Each locale's manifest, and where its first indexed page is: the boot data lists locales in that order. */
  const made: { localePath: string; first: number; manifest: string }[] = [];
  for (const localePath of localeOrder) {
    const key = contentKeyInParts();
    key.part(localePath).part(JSON.stringify(site.config.themeConfig.searchSynonyms ?? [])).add('[');
    const index = createSearchIndexBuilder();
    let pages = 0;
    let first = -1;
    site.pages.forEach((p, i) => {
      if (site.views[i].localePath !== localePath) return;
      const input = searchInput({ record: p.record, html: plainText(site.content(i)) });
      if (!input) return;
      if (first < 0) first = i;
      // The key of the locale's inputs as one JSON list, written piece by piece.
      key.add(`${pages++ ? ',' : ''}${JSON.stringify(input)}`);
      index.add(input);
    });
    // A locale none of whose pages has anything to index gets no index.
    if (first < 0) continue;
    const name = searchIndexName(localePath);
    const files = cachedWrites(cache, 'search', key.part(']').digest(), writer, recordOf(requiredString), (out) => ({ [localePath]: writeSearchIndexFiles(name, index.files(name), out, { synonyms: site.config.themeConfig.searchSynonyms }) }));
    index.release();
    made.push({ localePath, first, manifest: files[localePath] });
  }
  return Object.fromEntries(made.sort((a, b) => a.first - b.first).map((m) => [m.localePath, m.manifest]));
}
