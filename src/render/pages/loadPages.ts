// Reads every markdown file of the docs folder into a source record (frontmatter + line-true body).
import fs from 'node:fs';
import path from 'node:path';
import { pagePathFor } from '../../shared/pagePath.ts';
import { MapdocsError } from '../errors.ts';
import { discoverPages } from './discoverPages.ts';
import { parseSource } from './parseSource.ts';

export interface PageSource {
  relativePath: string;
  /** Path relative to the working directory, for messages. */
  displayPath: string;
  frontmatter: Record<string, unknown>;
  body: string;
  /** URL path the page will have (permalink or derived from the file name). */
  path: string;
}

export function loadPageSource(root: string, relativePath: string): PageSource {
  const file = path.join(root, relativePath);
  const displayPath = path.relative(process.cwd(), file) || file;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new MapdocsError({ message: `cannot read file: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`, stage: 'pages', file: displayPath, cause: err });
  }
  const { frontmatter, body } = parseSource(text, displayPath);
  const permalink = typeof frontmatter.permalink === 'string' ? frontmatter.permalink : undefined;
  return { relativePath, displayPath, frontmatter, body, path: permalink ?? pagePathFor(relativePath) };
}

export function loadPages(root: string): PageSource[] {
  return discoverPages(root).map((rel) => loadPageSource(root, rel));
}
