// Builds a docs folder into a temp dir and opens the search index of each locale the way the browser does (manifest
// URLs from the boot data of the home page, shards fetched as queries need them), counting what each query loads;
// shared by the search tests and bench/search.ts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { openSearchIndex, type SearchIndex } from '../../../src/shared/openSearchIndex.ts';
import { shardId, type DocChunk, type SearchManifest, type SearchPage, type SearchSection, type ShardTable } from '../../../src/shared/searchIndexData.ts';
import type { BootData } from '../../../src/shared/types.ts';
import { writeSearchIndexFiles } from '../../../src/render/search/writeSearchIndexes.ts';
import type { SearchIndexFiles } from '../../../src/render/search/shardSearchIndex.ts';
import { tempDir } from '../../helpers/site.ts';

/** What the fetches of an index transferred so far. */
export interface Transfer {
  files: number;
  raw: number;
  /** gzip -9, as a static host serves precompressed files. */
  gzip: number;
}

export interface BuiltIndex {
  localePath: string;
  /** The manifest's URL (with base). */
  url: string;
  manifest: SearchManifest;
  /** Every file of the index (manifest first), as written. */
  files: { url: string; content: string }[];
  /** One open index shared by tests that only ask questions. */
  index: SearchIndex;
  /** A fresh index whose fetches are counted, as a first visit to the site would load it. */
  open(): Promise<{ index: SearchIndex; transfer: Transfer }>;
}

export interface BuiltSite {
  outDir: string;
  boot: BootData;
  indexes: Record<string, BuiltIndex>;
}

export async function buildIndexes(docsDir: string): Promise<BuiltSite> {
  const outDir = path.join(tempDir('mapdocs-search-'), 'out');
  const config = await resolveConfig(docsDir, { outDir });
  await build(config);
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const json = /<script id="mapdocs-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no boot data in index.html');
  const boot = JSON.parse(json) as BootData;
  const read = (url: string) => fs.readFileSync(path.join(outDir, decodeURI(url).slice(boot.base.length)), 'utf8');
  const indexes: Record<string, BuiltIndex> = {};
  for (const [localePath, url] of Object.entries(boot.searchIndexes)) indexes[localePath] = await openBuilt(localePath, url, read);
  return { outDir, boot, indexes };
}

/** An index whose files `read` returns by URL (from a build's output, or from memory). */
export async function openBuilt(localePath: string, url: string, read: (url: string) => string): Promise<BuiltIndex> {
  const manifest = JSON.parse(read(url)) as SearchManifest;
  const dir = url.slice(0, url.lastIndexOf('/') + 1) + manifest.dir + '/';
  const ids = [manifest.terms, manifest.lex, manifest.rev, manifest.docs].flatMap((table) => tableIds(table, table === manifest.docs ? Math.ceil(manifest.n / manifest.chunk) : table.first!.length));
  const files = [url, ...[...new Set(ids)].map((id) => `${dir}${id}.json`)].map((u) => ({ url: u, content: read(u) }));
  const open = async () => {
    const transfer: Transfer = { files: 0, raw: 0, gzip: 0 };
    const index = await openSearchIndex(url, async (u) => {
      const content = read(u);
      transfer.files++;
      transfer.raw += Buffer.byteLength(content);
      transfer.gzip += zlib.gzipSync(content, { level: 9 }).length;
      return JSON.parse(content);
    });
    return { index, transfer };
  };
  return { localePath, url, manifest, files, index: (await open()).index, open };
}

/** An index built in memory (buildSearchIndex), written and opened as a site would serve it. */
export async function openIndexFiles(name: string, files: SearchIndexFiles, localePath = '/'): Promise<BuiltIndex> {
  const written = new Map<string, string>();
  const rel = writeSearchIndexFiles(name, files, { write: (r, content) => written.set(`/${r}`, content) });
  return openBuilt(localePath, `/${rel}`, (url) => {
    const content = written.get(url);
    if (content === undefined) throw new Error(`no index file ${url}`);
    return content;
  });
}

/** Total size of an index's files. */
export function indexSize(built: BuiltIndex): Transfer {
  let raw = 0;
  let gzip = 0;
  for (const f of built.files) {
    raw += Buffer.byteLength(f.content);
    gzip += zlib.gzipSync(f.content, { level: 9 }).length;
  }
  return { files: built.files.length, raw, gzip };
}

/** Pages (`[title, path]` in page order) and sections of an index, read from its doc chunks. */
export function indexContents(built: BuiltIndex): { pages: SearchPage[]; sections: SearchSection[] } {
  const byUrl = new Map(built.files.map((f) => [f.url, f.content]));
  const dir = built.url.slice(0, built.url.lastIndexOf('/') + 1) + built.manifest.dir + '/';
  const { docs, n, chunk } = built.manifest;
  const chunks = tableIds(docs, Math.ceil(n / chunk)).map((id) => JSON.parse(byUrl.get(`${dir}${id}.json`)!) as DocChunk);
  const pages = new Map(chunks.flatMap((c) => c.p).map(([i, title, path]): [number, SearchPage] => [i, [title, path]]));
  return { pages: [...pages.keys()].sort((a, b) => a - b).map((i) => pages.get(i)!), sections: chunks.flatMap((c) => c.s) };
}

function tableIds(table: ShardTable, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shardId(table, i));
}
