// The browser client from the build cache, or from the tool bundle's folder (prebuildClient.ts): its bundle depends
// only on mapdocs' own code (client, theme styles, locked dependencies), which stamps the cache, so only a build
// with neither bundles it with esbuild, and every build writes the same files.
import fs from 'node:fs';
import path from 'node:path';
import type { ClientAssets } from './assets/bundleClient.ts';
import type { BuildCache } from './cache.ts';
import { toolBundleDir } from './toolBundle.ts';
import { writingTo } from './write/outputDir.ts';
import { arrayOf, is, objectOf, required, requiredString, stringPair } from './shapeChecks.ts';

export interface CachedClient {
  assets: ClientAssets;
  /** Every file the bundle wrote, relative to the output folder, base64. */
  files: [string, string][];
}

const CACHED_CLIENT = required(
  objectOf({
    assets: required(objectOf({ entry: requiredString, css: requiredString, imports: required(arrayOf(is('string'))), inputs: required(arrayOf(is('string'))) })),
    files: required(arrayOf(stringPair)),
  }),
);

/** Bundles the client into `outDir` (which must hold nothing yet), or writes the cached bundle there. */
export async function cachedClient(cache: BuildCache, outDir: string): Promise<ClientAssets> {
  const section = cache.section<CachedClient>('client', CACHED_CLIENT);
  const hit = section.get('client') ?? prebuilt();
  if (hit) {
    for (const [rel, data] of hit.files) {
      const file = path.join(outDir, rel);
      writingTo(file, () => {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, Buffer.from(data, 'base64'));
      });
    }
    return hit.assets;
  }
  const { bundleClient } = await import('./assets/bundleClient.ts');
  const assets = await bundleClient(outDir);
  section.set('client', { assets, files: readBundle(outDir) });
  return assets;
}

/** Every file under `dir`, relative path and base64 content. */
export function readBundle(dir: string): [string, string][] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e): [string, string] => [path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name)).toString('base64')]);
}

function prebuilt(): CachedClient | undefined {
  if (!toolBundleDir) return undefined;
  try {
    return JSON.parse(fs.readFileSync(path.join(toolBundleDir, 'client.json'), 'utf8'));
  } catch {
    return undefined; // not made (its bundling failed): bundle now
  }
}
