// sitemap.xml over every page. A sitemap's URLs must be absolute (sitemaps.org; Lighthouse and search engines reject
// relative ones), so it needs the site's hostname: a site without one gets no sitemap (the config warns once).
import type { PageRecord } from '../../shared/types.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import { absoluteUrl } from '../../shared/absoluteUrl.ts';

/** Whether the build writes sitemap.xml: only with a hostname. */
export const writesSitemap = (hostname: string | undefined): hostname is string => !!hostname;

/**
 * The sitemap of `pages` (those without `sitemap: false` in their frontmatter) at `hostname` + base. Without a
 * hostname it lists no URL at all, never relative ones; callers skip the file then (see writesSitemap).
 */
export function renderSitemap(pages: PageRecord[], base: string, hostname: string | undefined): string {
  const urls = writesSitemap(hostname)
    ? pages.filter((p) => p.frontmatter.sitemap !== false).map((p) => `  <url><loc>${escapeHtml(absoluteUrl(hostname, base, p.path))}</loc></url>\n`)
    : [];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}
