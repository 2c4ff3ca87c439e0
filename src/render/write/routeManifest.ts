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
}

/**
 * Writes the manifest (and its shards) and returns the manifest's file name. `url` turns an output path into the URL
 * the client fetches (with base). `serve --watch` writes the same files, with the manifest under a fixed name
 * (writeFixedManifest in pipeline/emitSite.ts).
 */
export function writeRouteManifest(writer: ManifestWriter, routes: RouteEntry[], notFound: Record<string, string>, url: (rel: string) => string): string {
  if (routes.length <= SHARD_ROUTES) {
    const manifest = JSON.stringify({ routes, notFound });
    const file = hashedName('assets', 'routes', '.json', manifest);
    writer.write(file, manifest);
    return file;
  }
  const shards: ShardRef[] = splitIntoShards(routes, SHARD_ROUTES).map((shard, i) => {
    const json = JSON.stringify({ routes: shard.entries });
    const file = hashedName('assets/routes', `r${i}`, '.json', json);
    writer.write(file, json);
    return { dir: shard.dir, from: shard.from, url: url(file) };
  });
  // `routes` stays (empty) so a client that only knows the whole list fails to find a page rather than to parse.
  const manifest = JSON.stringify({ routes: [], shards, notFound });
  const file = hashedName('assets', 'routes', '.json', manifest);
  writer.write(file, manifest);
  return file;
}
