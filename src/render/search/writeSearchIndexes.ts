// Writes one search index per locale as a hashed asset and returns their paths by locale.
import type { PageRecord } from '../../shared/types.ts';
import type { SiteConfig } from '../config/resolveConfig.ts';
import type { StagingDir } from '../write/outputDir.ts';
import { hashedName } from '../write/hashedName.ts';
import { extractSections } from './extractSections.ts';
import { buildSearchIndex, type SearchPageInput } from './buildSearchIndex.ts';

export interface SearchSource {
  record: PageRecord;
  /** Rendered markdown body of the page. */
  html: string;
  localePath: string;
}

/** Pages of each locale as the index builder takes them; pages with `search: false` frontmatter stay out. */
export function searchInputsByLocale(pages: SearchSource[]): Map<string, SearchPageInput[]> {
  const byLocale = new Map<string, SearchPageInput[]>();
  for (const { record, html, localePath } of pages) {
    if (record.frontmatter.search === false) continue;
    const sections = extractSections(html);
    // The description summarises the page (it is the intro's snippet when the page opens with a demo or a heading).
    const description = typeof record.frontmatter.description === 'string' ? record.frontmatter.description.trim() : '';
    const intro = sections[0];
    if (description && !intro.text.includes(description)) intro.text = [description, intro.text].filter(Boolean).join(' ');
    const extra = homeText(record.frontmatter);
    if (extra) intro.text = [intro.text, extra].filter(Boolean).join(' ');
    const list = byLocale.get(localePath) ?? [];
    list.push({ title: record.title || String(record.frontmatter.title ?? record.path), path: record.path, sections });
    byLocale.set(localePath, list);
  }
  return byLocale;
}

export function writeSearchIndexes(pages: SearchSource[], config: SiteConfig, staging: StagingDir): Record<string, string> {
  if (config.themeConfig.search === false) return {};
  const written: Record<string, string> = {};
  for (const [localePath, inputs] of searchInputsByLocale(pages)) {
    const json = JSON.stringify(buildSearchIndex(inputs));
    const name = localePath === '/' ? 'root' : localePath.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '-');
    const rel = hashedName('assets/search', name, '.json', json);
    staging.write(rel, json);
    written[localePath] = rel;
  }
  return written;
}

/** A home page's hero and features are part of what it says, though its layout renders them. */
function homeText(fm: Record<string, unknown>): string {
  if (!fm.home) return '';
  const parts = [fm.heroText, fm.tagline];
  if (Array.isArray(fm.features)) for (const f of fm.features as { title?: unknown; details?: unknown }[]) parts.push(f?.title, f?.details);
  return parts.filter((p): p is string => typeof p === 'string').join(' ');
}
