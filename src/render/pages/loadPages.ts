// Reads every markdown file of the docs folder into a source record (frontmatter + line-true body).
import fs from 'node:fs';
import path from 'node:path';
import { pagePathFor } from '../../shared/pagePath.ts';
import { ContentErrors, MapdocsError, type Diagnostic } from '../errors.ts';
import { permalinkProblem, routeCollisions, type RoutedSource } from './checkRoutes.ts';
import { validateFrontmatter } from './validateFrontmatter.ts';
import { describeFsError, notRegularFile } from '../fileProblem.ts';
import { discoverPages } from './discoverPages.ts';
import { frontmatterKeyLine, normalizeLineEnds, parseSource } from './parseSource.ts';
import { contentKey } from '../cache.ts';
import { statOf, type SourceMemo } from './sourceMemo.ts';

export interface PageSource {
  relativePath: string;
  /** Path relative to the working directory, for messages. */
  displayPath: string;
  frontmatter: Record<string, unknown>;
  body: string;
  /**
   * Content key of `body`, which cache keys use instead of the text. A source loaded from its stat (sourceMemo.ts)
   * reads its body only when something asks for it.
   */
  bodyKey?: string;
  /** URL path the page will have (permalink or derived from the file name). */
  path: string;
}

/** A page file's path for messages: relative to the working directory. */
export const displayPathOf = (root: string, relativePath: string) => {
  const file = path.join(root, relativePath);
  return path.relative(process.cwd(), file) || file;
};

export function loadPageSource(root: string, relativePath: string): PageSource {
  const displayPath = displayPathOf(root, relativePath);
  return parsePage(readPage(path.join(root, relativePath), displayPath), relativePath, displayPath);
}

/**
 * A page's text, from a regular file only. The walk left out files that are not (discoverPages.ts); one that became a
 * FIFO or a device since is opened without blocking (O_NONBLOCK) and refused by what the open file is, never read.
 */
function readPage(file: string, displayPath: string): string {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
    const stat = fs.fstatSync(fd);
    if (!stat.isFile() && !stat.isDirectory()) throw new MapdocsError({ message: `cannot read the page: it ${notRegularFile(stat)}`, stage: 'pages', file: displayPath });
    return fs.readFileSync(fd, 'utf8');
  } catch (err) {
    if (err instanceof MapdocsError) throw err;
    throw new MapdocsError({ message: `cannot read the page: ${describeFsError(err)}`, stage: 'pages', file: displayPath, cause: err });
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

function parsePage(raw: string, relativePath: string, displayPath: string): PageSource {
  const text = normalizeLineEnds(raw);
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

/**
 * A page's source through the memo of the last builds' loads: unchanged stat → what loading gave then, the body read
 * on first use (and checked against its key: a file rewritten meanwhile must not be rendered under its old key);
 * otherwise read, parsed and remembered.
 */
function loadRemembered(root: string, relativePath: string, memo: SourceMemo): PageSource {
  const file = path.join(root, relativePath);
  const displayPath = displayPathOf(root, relativePath);
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(file);
  } catch {
    // Gone since the walk, or unreadable: reading it says why.
  }
  const known = stat && memo.get(relativePath, statOf(stat));
  if (!known) {
    const source = parsePage(readPage(file, displayPath), relativePath, displayPath);
    source.bodyKey = contentKey(source.body);
    if (stat) memo.set(relativePath, { stat: statOf(stat), frontmatter: source.frontmatter, path: source.path, bodyKey: source.bodyKey }, Date.now());
    return source;
  }
  let body: string | undefined;
  const source = { relativePath, displayPath, frontmatter: known.frontmatter, path: known.path, bodyKey: known.bodyKey } as PageSource;
  // Not enumerable: copying a source ({ ...source }) must not read every file.
  Object.defineProperty(source, 'body', {
    configurable: true,
    get() {
      if (body === undefined) {
        const read = parsePage(readPage(file, displayPath), relativePath, displayPath).body;
        if (contentKey(read) !== known.bodyKey)
          throw new MapdocsError({ message: 'the page changed while the build was running; build again', stage: 'pages', file: displayPath });
        body = read;
      }
      return body;
    },
    set(value: string) {
      body = value;
    },
  });
  return source;
}

/**
 * Every page's source; two sources claiming one URL stop the build with both files named. With a memo (the build's),
 * files whose stat is unchanged since a build remembered them are not read (sourceMemo.ts). A file named as a page that
 * is not a regular file (a FIFO, a socket, a device, a link to one) is not read: a warning to `onSkipped`.
 */
export function loadPages(root: string, memo?: SourceMemo, onSkipped: (warning: Diagnostic) => void = () => {}): PageSource[] {
  const skipped = (rel: string, why: string) => onSkipped({ file: displayPathOf(root, rel), message: why, severity: 'warning' });
  const sources = discoverPages(root, skipped).map((rel) => (memo ? loadRemembered(root, rel, memo) : loadPageSource(root, rel)));
  const collisions = routeCollisions(sources.map(routed));
  if (collisions.length) throw new ContentErrors(collisions);
  return sources;
}

/** A source as the route check sees it. */
export const routed = (s: PageSource): RoutedSource => ({
  relativePath: s.relativePath,
  displayPath: s.displayPath,
  path: s.path,
  permalink: typeof s.frontmatter.permalink === 'string',
});
