// The browser client from the build cache: its bundle depends only on mapdocs' own code (client, theme styles,
// locked dependencies), which stamps the cache, so a build after the first skips esbuild and writes the same files.
import fs from 'node:fs';
import path from 'node:path';
import type { ClientAssets } from './assets/bundleClient.ts';
import type { BuildCache } from './cache.ts';

interface CachedClient {
  assets: ClientAssets;
  /** Every file the bundle wrote, relative to the output folder, base64. */
  files: [string, string][];
}

/** Bundles the client into `outDir` (which must hold nothing yet), or writes the cached bundle there. */
export async function cachedClient(cache: BuildCache, outDir: string): Promise<ClientAssets> {
  const section = cache.section<CachedClient>('client');
  const hit = section.get('client');
  if (hit) {
    for (const [rel, data] of hit.files) {
      fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
      fs.writeFileSync(path.join(outDir, rel), Buffer.from(data, 'base64'));
    }
    return hit.assets;
  }
  const { bundleClient } = await import('./assets/bundleClient.ts');
  const assets = await bundleClient(outDir);
  const files = fs
    .readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e): [string, string] => [path.relative(outDir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name)).toString('base64')]);
  section.set('client', { assets, files });
  return assets;
}
