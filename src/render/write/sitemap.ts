// sitemap.xml over every page, with absolute URLs when a hostname is configured.
import { encodeUrlPath, withBase } from '../../shared/pagePath.ts';
import type { PageRecord } from '../../shared/types.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';


export function renderSitemap(pages: PageRecord[], base: string, hostname = ''): string {
  const urls = pages
    .filter((p) => p.frontmatter.sitemap !== false)
    .map((p) => `  <url><loc>${escapeHtml(hostname + encodeUrlPath(withBase(base, p.path)))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
