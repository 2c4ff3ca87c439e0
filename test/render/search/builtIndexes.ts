// Builds a docs folder into a temp dir and loads the search index of each locale the way the browser does
// (URLs from the boot data of the home page); shared by the search tests and bench/search.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { loadSearchIndex, type LoadedSearchIndex } from '../../../src/shared/loadSearchIndex.ts';
import type { BootData } from '../../../src/shared/types.ts';

export interface BuiltIndex {
  localePath: string;
  file: string;
  raw: string;
  loaded: LoadedSearchIndex;
}

export interface BuiltSite {
  outDir: string;
  boot: BootData;
  indexes: Record<string, BuiltIndex>;
}

export async function buildIndexes(docsDir: string): Promise<BuiltSite> {
  const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mapdocs-search-')), 'out');
  const config = await resolveConfig(docsDir, { outDir });
  await build(config);
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const json = /<script id="mapdocs-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no boot data in index.html');
  const boot = JSON.parse(json) as BootData;
  const indexes: Record<string, BuiltIndex> = {};
  for (const [localePath, url] of Object.entries(boot.searchIndexes)) {
    const file = path.join(outDir, decodeURI(url).slice(boot.base.length));
    const raw = fs.readFileSync(file, 'utf8');
    indexes[localePath] = { localePath, file, raw, loaded: loadSearchIndex(JSON.parse(raw)) };
  }
  return { outDir, boot, indexes };
}
