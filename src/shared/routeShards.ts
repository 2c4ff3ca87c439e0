// The route manifest of a large site in shards, one pure module for the build (which splits) and the client router
// (which finds the shard a URL needs). Every spelling resolveRoute accepts for a page — case, percent-encoding,
// `.html`, a trailing slash, `index.html` — has the same stem, so the one shard a stem falls in holds every page that
// URL could resolve to. Shards follow folders (a reader moves within a section, so one shard serves a while) and a
// large folder is cut into runs of stems in order, so no shard grows with the site.
import { decodePath } from './resolveRoute.ts';

/** One shard as the start-up manifest lists it: the folder of its stems, the first stem it holds, its URL. */
export interface ShardRef {
  dir: string;
  from: string;
  url: string;
}

/** The lower-cased, decoded path with `index.html`, `.html` and the trailing slash taken off (`/guide/` → `/guide`). */
export function routeStem(path: string): string {
  const decoded = decodePath(path || '/');
  return (decoded.startsWith('/') ? decoded : '/' + decoded)
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
    .replace(/\/index(\.html)?$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
}

/** The folder part of a stem, up to its last slash (`/guide/install` → `/guide/`; the home's stem '' → ''). */
export const stemDir = (stem: string) => stem.slice(0, stem.lastIndexOf('/') + 1);

/** The shard that would hold a stem: the last of its folder's shards starting at or before it (`shards` in order). */
export function shardFor(shards: ShardRef[], stem: string): ShardRef | undefined {
  const dir = stemDir(stem);
  let found: ShardRef | undefined;
  for (const s of shards) {
    if (s.dir !== dir) continue;
    if (s.from <= stem) found = s;
    else break;
  }
  return found;
}

/**
 * Splits entries (anything with a page `path`) into shards of at most `max` entries — more only where one stem has more
 * (`b.md` and `b/README.md`), as one stem is never cut — ordered by folder, then stem.
 */
export function splitIntoShards<T extends { path: string }>(entries: T[], max: number): { dir: string; from: string; entries: T[] }[] {
  const keyed = entries.map((e) => ({ e, stem: routeStem(e.path) })).map((k) => ({ ...k, dir: stemDir(k.stem) }));
  keyed.sort((a, b) => (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : a.stem < b.stem ? -1 : a.stem > b.stem ? 1 : 0));
  const shards: { dir: string; from: string; entries: T[] }[] = [];
  for (const [i, k] of keyed.entries()) {
    const last = shards.at(-1);
    const sameStem = i > 0 && keyed[i - 1].stem === k.stem && keyed[i - 1].dir === k.dir;
    if (last && last.dir === k.dir && (last.entries.length < max || sameStem)) last.entries.push(k.e);
    else shards.push({ dir: k.dir, from: k.stem, entries: [k.e] });
  }
  return shards;
}
