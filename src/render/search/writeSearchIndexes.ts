// The search index of each locale: pages cut into sections, then a manifest and its shards per locale.
import type { PageRecord } from '../../shared/types.ts';
import { hashedName } from '../write/hashedName.ts';
import { extractSections } from './extractSections.ts';
import type { SearchPageInput } from './buildSearchIndex.ts';
import type { SearchIndexFiles } from './shardSearchIndex.ts';
import type { SearchManifest } from '../../shared/searchIndexData.ts';

export interface SearchSource {
  record: PageRecord;
  /** Rendered markdown body of the page. */
  html: string;
  localePath: string;
}

/** Pages of each locale as the index builder takes them; pages with `search: false` frontmatter stay out. */
export function searchInputsByLocale(pages: SearchSource[]): Map<string, SearchPageInput[]> {
  const byLocale = new Map<string, SearchPageInput[]>();
  for (const page of pages) {
    const input = searchInput(page);
    if (!input) continue;
    const list = byLocale.get(page.localePath) ?? [];
    list.push(input);
    byLocale.set(page.localePath, list);
  }
  return byLocale;
}

/** One page as the index builder takes it; undefined for a page with `search: false` frontmatter. */
export function searchInput({ record, html }: Omit<SearchSource, 'localePath'>): SearchPageInput | undefined {
  if (record.frontmatter.search === false) return undefined;
  const sections = extractSections(html);
  // The description summarises the page (it is the intro's snippet when the page opens with a demo or a heading).
  const description = typeof record.frontmatter.description === 'string' ? record.frontmatter.description.trim() : '';
  const intro = sections[0];
  if (description && !intro.text.includes(description)) intro.text = [description, intro.text].filter(Boolean).join(' ');
  const extra = homeText(record.frontmatter);
  if (extra) intro.text = [intro.text, extra].filter(Boolean).join(' ');
  return { title: record.title || String(record.frontmatter.title ?? record.path), path: record.path, sections };
}

/** The file name (without hash or extension) of a locale's index: `root` for `/`, `en` for `/en/`. */
export function searchIndexName(localePath: string): string {
  return localePath === '/' ? 'root' : localePath.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '-');
}

/**
 * Writes a locale's index files: the shards in the locale's folder, the manifest beside it — hashed, or named
 * `manifestRel` (`serve --watch` names it without a hash) — carrying the site's synonyms. Returns the manifest's path.
 */
export function writeSearchIndexFiles(name: string, index: SearchIndexFiles, out: IndexOutput, { manifestRel, synonyms }: { manifestRel?: string; synonyms?: string[][] } = {}): string {
  for (const [hash, json] of index.files) {
    const rel = `assets/search/${name}/${hash}.json`;
    // Hashed names: a file the output has already holds these bytes.
    if (!out.has?.(rel)) out.write(rel, json);
  }
  const manifest = synonyms?.length ? JSON.stringify({ ...(JSON.parse(index.manifest) as SearchManifest), syn: synonyms }) : index.manifest;
  const rel = manifestRel ?? hashedName('assets/search', name, '.json', manifest);
  out.write(rel, manifest);
  return rel;
}

/** Where index files go: a build's staging folder, or the output plan of `serve --watch`. */
interface IndexOutput {
  write(rel: string, content: string): unknown;
  has?(rel: string): boolean;
}

/** A home page's hero and features are part of what it says, though its layout renders them. */
function homeText(fm: Record<string, unknown>): string {
  if (!fm.home) return '';
  const parts = [fm.heroText, fm.tagline];
  if (Array.isArray(fm.features)) for (const f of fm.features as { title?: unknown; details?: unknown }[]) parts.push(f?.title, f?.details);
  return parts.filter((p): p is string => typeof p === 'string').join(' ');
}
