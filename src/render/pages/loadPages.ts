// Reads every markdown file of the docs folder into a source record (frontmatter + line-true body).
import fs from 'node:fs';
import path from 'node:path';
import { pagePathFor } from '../../shared/pagePath.ts';
import { ContentErrors, MapdocsError } from '../errors.ts';
import { permalinkProblem, routeCollisions, type RoutedSource } from './checkRoutes.ts';
import { validateFrontmatter } from './validateFrontmatter.ts';
import { describeFsError } from '../fileProblem.ts';
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
    throw new MapdocsError({ message: `cannot read the page: ${describeFsError(err)}`, stage: 'pages', file: displayPath, cause: err });
  }
  const { frontmatter, body } = parseSource(text, displayPath);
  const problem = frontmatter.permalink === undefined ? undefined : permalinkProblem(frontmatter.permalink);
  if (problem) throw new MapdocsError({ message: problem, stage: 'pages', file: displayPath, line: frontmatterKeyLine(text, 'permalink') });
  const wrong = validateFrontmatter(frontmatter);
  if (wrong.length) {
    const [first] = wrong;
    throw new MapdocsError({
      message: wrong.map((w) => w.message).join('; '),
      stage: 'pages',
      file: displayPath,
      line: frontmatterKeyLine(text, first.key),
    });
  }
  const permalink = typeof frontmatter.permalink === 'string' ? frontmatter.permalink : undefined;
  return { relativePath, displayPath, frontmatter, body, path: permalink ?? pagePathFor(relativePath) };
}

/** 1-based line of a top-level frontmatter key (where a message about its value should point). */
function frontmatterKeyLine(text: string, key: string): number | undefined {
  const lines = text.split('\n');
  for (let i = 1; i < lines.length && !/^(---|\.\.\.)\s*$/.test(lines[i]); i++) if (lines[i].startsWith(`${key}:`)) return i + 1;
  return undefined;
}

/** Every page's source; two sources claiming one URL stop the build with both files named. */
export function loadPages(root: string): PageSource[] {
  const sources = discoverPages(root).map((rel) => loadPageSource(root, rel));
  const collisions = routeCollisions(sources.map(routed));
  if (collisions.length) throw new ContentErrors(collisions);
  return sources;
}

/** A source as the route check sees it. */
export const routed = (s: PageSource): RoutedSource => ({ ...s, permalink: typeof s.frontmatter.permalink === 'string' });
