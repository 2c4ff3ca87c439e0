// Bundles the browser client into the tool bundle's folder (see toolBundle.ts): `client.json` holds its assets and
// files as the build cache does (cachedClient.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleClient } from './bundleClient.ts';
import { readBundle, type CachedClient } from '../cachedClient.ts';

export async function prebuildClient(bundleDir: string): Promise<void> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mapdocs-client-'));
  try {
    const assets = await bundleClient(out);
    const record: CachedClient = { assets, files: readBundle(out) };
    fs.writeFileSync(path.join(bundleDir, 'client.json'), JSON.stringify(record));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
