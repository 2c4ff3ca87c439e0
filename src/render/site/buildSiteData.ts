// Assembles SPEC §3 site data from the config and all page records.
import type { SiteData, PageRecord, HeadTag } from '../../shared/types.ts';
import type { SiteConfig } from '../config/resolveConfig.ts';

export function buildSiteData(config: SiteConfig, pages: PageRecord[]): SiteData {
  const headTags: HeadTag[] = config.head;
  return {
    title: config.title,
    description: config.description,
    base: config.base,
    headTags,
    pages,
    themeConfig: config.themeConfig,
    locales: config.locales,
  };
}
