// Assembles the site data (title, base, locales, theme config, every page's record) from the config and page records.
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
