// Assembles the site data (title, base, locales, theme config, every page's record) from the config and page records.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteData, PageRecord, HeadTag } from '../../shared/types.ts';
import type { SiteConfig } from '../config/resolveConfig.ts';
import { imageSize, svgSize, type ImageSize } from '../markdown/imageSize.ts';

export function buildSiteData(config: SiteConfig, pages: PageRecord[]): SiteData {
  const headTags: HeadTag[] = config.head;
  const logoSize = localLogoSize(config);
  return {
    title: config.title,
    description: config.description,
    base: config.base,
    headTags,
    pages,
    themeConfig: config.themeConfig,
    locales: config.locales,
    ...(logoSize ? { logoSize } : {}),
  };
}

/** The size of a logo kept in the public folder (`/logo.svg`); none for an outside URL or a file that cannot be read. */
function localLogoSize(config: SiteConfig): ImageSize | undefined {
  const logo = config.themeConfig.logo;
  if (!logo?.startsWith('/') || logo.startsWith('//')) return undefined;
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.join(config.publicDir, decodeURI(logo.split(/[?#]/)[0])));
  } catch {
    return undefined; // a missing logo is the public folder's matter: the page still links to it
  }
  return imageSize(bytes) ?? svgSize(bytes);
}
