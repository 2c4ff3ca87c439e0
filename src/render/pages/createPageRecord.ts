// Builds a page's record (path, title, headers, frontmatter, …) from a file's path, frontmatter and rendered-markdown
// env.
import { createHash } from 'node:crypto';
import { pagePathFor } from '../../shared/pagePath.ts';
import type { Header, PageRecord } from '../../shared/types.ts';

export function pageKey(relativePath: string): string {
  return 'v-' + createHash('sha1').update(relativePath).digest('hex').slice(0, 10);
}

/**
 * `heading` is the title the markdown gave (headers.ts: a native page's first h1, a VuePress page's opening heading).
 * A page with neither that nor a frontmatter title has an empty one, shown as the site's title: never its file name.
 */
export function createPageRecord(relativePath: string, frontmatter: Record<string, unknown>, heading: string | undefined, headers: Header[]): PageRecord {
  const regularPath = pagePathFor(relativePath);
  const permalink = typeof frontmatter.permalink === 'string' ? frontmatter.permalink : undefined;
  const title = (typeof frontmatter.title === 'string' && frontmatter.title) || heading || '';
  return {
    title,
    frontmatter,
    regularPath,
    relativePath,
    key: pageKey(relativePath),
    path: permalink ?? regularPath,
    ...(headers.length ? { headers } : {}),
  };
}
