// The search index of each locale: pages cut into sections, then one hashed asset per locale.
import type { PageRecord } from '../../shared/types.ts';
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

/** The file name (without hash or extension) of a locale's index: `root` for `/`, `en` for `/en/`. */
export function searchIndexName(localePath: string): string {
  return localePath === '/' ? 'root' : localePath.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '-');
}

/** Writes one locale's index as a hashed asset; returns its path in the output. */
export function writeSearchIndex(localePath: string, inputs: SearchPageInput[], staging: StagingDir): string {
  const json = JSON.stringify(buildSearchIndex(inputs));
  const rel = hashedName('assets/search', searchIndexName(localePath), '.json', json);
  staging.write(rel, json);
  return rel;
}

/** A home page's hero and features are part of what it says, though its layout renders them. */
function homeText(fm: Record<string, unknown>): string {
  if (!fm.home) return '';
  const parts = [fm.heroText, fm.tagline];
  if (Array.isArray(fm.features)) for (const f of fm.features as { title?: unknown; details?: unknown }[]) parts.push(f?.title, f?.details);
  return parts.filter((p): p is string => typeof p === 'string').join(' ');
}
