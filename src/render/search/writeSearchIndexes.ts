// Writes one search index per locale as a hashed asset and returns their paths by locale.
// (Filled in by the search work: issue 6.)
import type { PageRecord } from '../../shared/types.ts';
import type { SiteConfig } from '../config/resolveConfig.ts';
import type { StagingDir } from '../write/outputDir.ts';

export interface SearchSource {
  record: PageRecord;
  /** Rendered markdown body of the page. */
  html: string;
  localePath: string;
}

export function writeSearchIndexes(_pages: SearchSource[], _config: SiteConfig, _staging: StagingDir): Record<string, string> {
  return {};
}
