// Builds the SPEC §3 page record from a file's path, frontmatter and rendered-markdown env.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pagePathFor } from '../../shared/pagePath.ts';
import type { Header, PageRecord } from '../../shared/types.ts';

export function pageKey(relativePath: string): string {
  return 'v-' + createHash('sha1').update(relativePath).digest('hex').slice(0, 10);
}

export function createPageRecord(relativePath: string, frontmatter: Record<string, unknown>, h1: string | undefined, headers: Header[]): PageRecord {
  const regularPath = pagePathFor(relativePath);
  const permalink = typeof frontmatter.permalink === 'string' ? frontmatter.permalink : undefined;
  const title =
    (typeof frontmatter.title === 'string' && frontmatter.title) ||
    h1 ||
    (frontmatter.home ? '' : path.posix.basename(relativePath, '.md'));
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
