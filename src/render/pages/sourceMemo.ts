// A warm build's way past reading and parsing every page: the build cache keeps, per source file, its stat (size,
// mtime, ctime, inode) and what loading it gave (frontmatter, URL path, a content key of its body). A file whose stat
// is unchanged is not read; its body is read only if the page must render, and then checked against the key. A file
// whose stat changed is read and parsed again: a touch without change finds the same body key, so every later cache
// (pages, output) still hits.
//
// Assumed: a file's content does not change while its size, mtime, ctime and inode all stay the same. ctime cannot be
// set from user space (utimes, `touch -d`, `cp -p`, checkouts all move it to now), so an edit that keeps the size and
// restores the mtime is still seen. What could slip by is a second write within the filesystem's timestamp resolution
// of the read that was remembered: a file changed less than RACY_MS before it was read is not remembered (it is read
// again next build), as git treats "racily clean" index entries.
import fs from 'node:fs';
import type { CacheSection } from '../cache.ts';
import { is, objectOf, required, requiredString, type Check } from '../shapeChecks.ts';

/** What loading a file gave, by the stat it had then. */
export interface SourceMemoEntry {
  /** size, mtimeMs, ctimeMs, ino */
  stat: [number, number, number, number];
  frontmatter: Record<string, unknown>;
  path: string;
  bodyKey: string;
}

const FOUR_NUMBERS: Check = (v, path, problems) => {
  if (!Array.isArray(v) || v.length !== 4 || v.some((n) => typeof n !== 'number')) problems.push(`${path}: expected four numbers`);
};

/** What an entry read back from the build cache must hold (the section's shape). */
export const SOURCE_MEMO_ENTRY = required(objectOf({ stat: FOUR_NUMBERS, frontmatter: required(is('object')), path: requiredString, bodyKey: requiredString }));

/** Files changed this recently before they were read are not remembered by their stat (see above). */
export const RACY_MS = 2000;

export const statOf = (s: fs.Stats): SourceMemoEntry['stat'] => [s.size, s.mtimeMs, s.ctimeMs, s.ino];

const sameStat = (a: SourceMemoEntry['stat'], b: SourceMemoEntry['stat']) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

export interface SourceMemo {
  /** What loading the file gave when it had this stat; undefined when it changed since (or was never loaded). */
  get(relativePath: string, stat: SourceMemoEntry['stat']): SourceMemoEntry | undefined;
  /** Remembers a file loaded now (`readAt`: when its text was read), unless it changed too recently to trust its stat. */
  set(relativePath: string, entry: SourceMemoEntry, readAt: number): void;
}

export function createSourceMemo(section: CacheSection<SourceMemoEntry>): SourceMemo {
  return {
    get(relativePath, stat) {
      const entry = section.get(relativePath);
      return entry && sameStat(entry.stat, stat) ? entry : undefined;
    },
    set(relativePath, entry, readAt) {
      if (readAt - Math.max(entry.stat[1], entry.stat[2]) < RACY_MS) return;
      // Frontmatter JSON would not give back as it is (a YAML date, .inf) is read from the file every time. A copy:
      // the build may add to the page's own frontmatter object before the cache is saved.
      if (!jsonExact(entry.frontmatter)) return;
      section.set(relativePath, { ...entry, frontmatter: JSON.parse(JSON.stringify(entry.frontmatter)) });
    },
  };
}

/** Whether JSON.parse(JSON.stringify(value)) gives back an equal value: plain objects, arrays, strings, finite numbers, booleans, null. */
export function jsonExact(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(jsonExact);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  for (const key of Object.keys(value)) if (key === '__proto__' || !jsonExact((value as Record<string, unknown>)[key])) return false;
  return true;
}
