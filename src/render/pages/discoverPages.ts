// Which files of a docs folder are pages, and the walk that lists them. The rule lives here once: the build lists pages
// with it and `serve --watch` classifies a changed file with it, so the two never disagree.
import fs from 'node:fs';
import path from 'node:path';
import { MapdocsError } from '../errors.ts';
import { describeFsError, notRegularFile } from '../fileProblem.ts';

/** Names no page comes from, nor anything inside them: dot-names (the config folder, caches, .git) and node_modules. */
export function isSkippedName(name: string): boolean {
  return name.startsWith('.') || name === 'node_modules';
}

/** What a docs-relative path (with `/`) is: a page (`*.md`), inside a skipped folder (`ignore`), or another file. */
export function docsPathKind(rel: string): 'page' | 'ignore' | 'other' {
  if (rel.split('/').some(isSkippedName)) return 'ignore';
  return rel.toLowerCase().endsWith('.md') ? 'page' : 'other';
}

/**
 * Why a file named as a page is not read as one: it is (or its link leads to) a FIFO, a socket or a device, which
 * reading would block on (a FIFO with no writer) or never finish (`/dev/zero`). Undefined for a regular file, a folder
 * (reading it says so), or a file that cannot be looked at (reading it says why). Looking does not open the file.
 */
export function notAPageFile(file: string): string | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return undefined;
  }
  if (stat.isFile() || stat.isDirectory()) return undefined;
  const linked = fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink();
  return `${linked ? 'is a symbolic link to a file that ' : ''}${notRegularFile(stat)}: skipped (a page is read from a regular file only)`;
}

/** A folder's entries; one that cannot be listed (its modes deny it) stops the build, named, in words. */
function listFolder(dir: string): fs.Dirent[] {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    throw new MapdocsError({ message: `cannot list the folder: ${describeFsError(err)}`, stage: 'pages', file: path.relative(process.cwd(), dir) || dir, cause: err });
  }
}

/**
 * Relative paths (with `/`) of every page under root, sorted for stable output. Files named as pages that are not
 * regular files (after following links) are left out, each told to `onSkipped` with why (notAPageFile).
 */
export function discoverPages(root: string, onSkipped: (rel: string, why: string) => void = () => {}): string[] {
  const found: string[] = [];
  const walk = (dir: string, rel: string): void => {
    for (const entry of listFolder(dir)) {
      if (isSkippedName(entry.name)) continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), childRel);
      else if (docsPathKind(childRel) !== 'page') continue;
      else if (entry.isFile()) found.push(childRel);
      else {
        // A link, or a FIFO, socket or device: what it is once links are followed decides.
        const why = notAPageFile(path.join(dir, entry.name));
        if (why) onSkipped(childRel, why);
        else found.push(childRel);
      }
    }
  };
  walk(root, '');
  return found.sort();
}
