// The routes the router knows. A small site's manifest lists them all; a large site's lists its shards
// (src/render/write/routeManifest.ts) and this loads a shard the first time a URL needs it — at start-up the current
// page's, later a followed or hovered link's — so start-up reads a bounded part of the manifest.
import { decodePath, type RouteTable } from '../shared/resolveRoute.ts';
import { routeStem, shardFor, type ShardRef } from '../shared/routeShards.ts';
import type { RouteEntry } from '../shared/types.ts';
import { loadManifest, type RouteManifest } from './chunks.ts';

export interface ClientRoutes {
  /** Page paths by their lower-cased, decoded form, as far as loaded (resolveRoute's table). */
  table: RouteTable;
  byPath: Map<string, RouteEntry>;
  byKey(key: string): RouteEntry | undefined;
  /** Not-found chunk URL per locale path. */
  notFound: Record<string, string>;
  /** Whether resolving these paths needs a shard not loaded yet. */
  missing(paths: string[]): boolean;
  /** Loads the shards these paths need: null when they are all here (the caller stays synchronous). */
  need(paths: string[]): Promise<void> | null;
}

/**
 * The paths resolveUrl may try for a URL: its path, and (for page names holding `?` or `#` typed unencoded) the path
 * with the query and fragment joined back on up to each further `?` or `#`.
 */
export function urlPaths(path: string, search = '', anchor = ''): string[] {
  const rest = search + anchor;
  const out = [path];
  for (let cut = 1; cut <= rest.length; cut++) if (cut === rest.length || rest[cut] === '?' || rest[cut] === '#') out.push(path + rest.slice(0, cut));
  return out;
}

export async function loadRoutes(url: string): Promise<ClientRoutes> {
  const manifest: RouteManifest & { shards?: ShardRef[] } = await loadManifest(url);
  const table: RouteTable = new Map();
  const byPath = new Map<string, RouteEntry>();
  const keys = new Map<string, RouteEntry>();
  const add = (entries: RouteEntry[]) => {
    for (const r of entries) {
      // As createRouteTable keys them.
      table.set(decodePath(r.path).toLowerCase(), r.path);
      byPath.set(r.path, r);
      keys.set(r.key, r);
    }
  };
  add(manifest.routes);
  const shards = manifest.shards ?? [];
  const loading = new Map<string, Promise<void>>();
  const done = new Set<string>();
  const shardsOf = (paths: string[]) => [...new Set(paths.map((p) => shardFor(shards, routeStem(p))).filter((s): s is ShardRef => !!s))];
  const load = (shard: ShardRef) => {
    let p = loading.get(shard.url);
    if (!p) {
      p = loadManifest(shard.url).then((data) => {
        add(data.routes);
        done.add(shard.url);
      });
      loading.set(shard.url, p);
      // A failed shard is forgotten, so the next navigation retries it.
      p.catch(() => loading.delete(shard.url));
    }
    return p;
  };
  return {
    table,
    byPath,
    byKey: (key) => keys.get(key),
    notFound: manifest.notFound,
    missing: (paths) => shardsOf(paths).some((s) => !done.has(s.url)),
    need(paths) {
      const wanted = shardsOf(paths).filter((s) => !done.has(s.url));
      return wanted.length ? Promise.all(wanted.map(load)).then(() => {}) : null;
    },
  };
}
