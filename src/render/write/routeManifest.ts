// The route manifest the client loads at start. A small site's lists every route, as it always did. A large site's
// (more than SHARD_ROUTES routes) lists its shards instead — folders of routes, cut into runs of at most SHARD_ROUTES
// (src/shared/routeShards.ts) — so start-up reads the short list of shards and the one shard of the page it opened
// (~442 KB at 3,000 pages before), and the router reads another shard when a link into it is followed or prefetched.
import { splitIntoShards, type ShardRef } from '../../shared/routeShards.ts';
import type { RouteEntry } from '../../shared/types.ts';
import { hashedName } from './hashedName.ts';

/** Routes a site may have before its manifest is split, and the most routes of a shard. */
export const SHARD_ROUTES = 250;

export interface ManifestWriter {
  write(rel: string, content: string): unknown;
  /** Whether the output holds (or will) a file by that name; a writer without it gets every file each time. */
  has?(rel: string): boolean;
}

/**
 * What a `serve --watch` session's last manifest was made of. A save that keeps every page's path (views reused) keeps
 * the split; only shards holding a changed entry — a route object not the one last written — are made again.
 */
export interface ManifestMemo {
  last?: { routes: RouteEntry[]; shards: MadeShard[] };
}

interface MadeShard {
  ref: ShardRef;
  /** Places of its entries in `routes`. */
  at: number[];
  file: string;
  json: string;
}

/**
 * Writes the manifest (and its shards) and returns the manifest's file name. `url` turns an output path into the URL
 * the client fetches (with base). `serve --watch` writes the same files, with the manifest under a fixed name
 * (writeFixedManifest in pipeline/emitSite.ts), and passes a memo between saves.
 */
export function writeRouteManifest(writer: ManifestWriter, routes: RouteEntry[], notFound: Record<string, string>, url: (rel: string) => string, memo?: ManifestMemo): string {
  if (routes.length <= SHARD_ROUTES) {
    if (memo) memo.last = undefined;
    const manifest = JSON.stringify({ routes, notFound });
    const file = hashedName('assets', 'routes', '.json', manifest);
    writer.write(file, manifest);
    return file;
  }
  const make = (i: number, dir: string, from: string, at: number[]): MadeShard => {
    const json = JSON.stringify({ routes: at.map((n) => routes[n]) });
    const file = hashedName('assets/routes', `r${i}`, '.json', json);
    writer.write(file, json);
    return { ref: { dir, from, url: url(file) }, at, file, json };
  };
  const last = memo?.last;
  const samePaths = !!last && last.routes.length === routes.length && routes.every((r, n) => r.path === last.routes[n].path);
  const shards = samePaths
    ? last.shards.map((s, i) => {
        if (s.at.some((n) => routes[n] !== last.routes[n])) return make(i, s.ref.dir, s.ref.from, s.at);
        // Unchanged; written again only if the output lost it.
        if (!(writer.has?.(s.file) ?? false)) writer.write(s.file, s.json);
        return s;
      })
    : splitIntoShards(
        routes.map((r, n) => ({ path: r.path, n })),
        SHARD_ROUTES,
      ).map((shard, i) => make(i, shard.dir, shard.from, shard.entries.map((e) => e.n)));
  if (memo) memo.last = { routes, shards };
  // `routes` stays (empty) so a client that only knows the whole list fails to find a page rather than to parse.
  const manifest = JSON.stringify({ routes: [], shards: shards.map((s) => s.ref), notFound });
  const file = hashedName('assets', 'routes', '.json', manifest);
  writer.write(file, manifest);
  return file;
}
