// Builds a docs folder into a temp dir and serves it with mapdocs' own server, for browser and server tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveConfig, type ConfigOverrides } from '../../src/render/config/resolveConfig.ts';
import { build, type BuildResult } from '../../src/render/build.ts';
import { startServer, type RunningServer } from '../../src/cli/server.ts';
import { sharedDocsBuild } from './sharedDocsBuild.ts';

export interface ServedSite {
  url: string;
  origin: string;
  base: string;
  outDir: string;
  build: BuildResult;
  server: RunningServer;
  close(): Promise<void>;
}

/** The served URL of a page path (`/guide/a.html`), under the site's base, encoded as a browser would request it. */
export const pageUrl = (site: ServedSite, p: string) => site.origin + encodeURI(site.base.replace(/\/$/, '') + p);

/** Folders tempDir made in this process: removed when it exits (a run of the suite left thousands in /tmp). */
const madeDirs = new Set<string>();

export function tempDir(prefix = 'mapdocs-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (!madeDirs.size) process.once('exit', () => madeDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true, maxRetries: 2 })));
  madeDirs.add(dir);
  return dir;
}

export async function buildAndServe(docsDir: string, overrides: ConfigOverrides = {}): Promise<ServedSite> {
  const shared = sharedDocsBuild(docsDir, overrides);
  const { base, locales, result } = shared ?? (await buildOnce(docsDir, overrides));
  const outDir = result.outDir;
  const server = await startServer({
    outDir,
    base,
    pages: result.pages.map((p) => p.path),
    locales,
    host: '127.0.0.1',
    port: 0,
  });
  const origin = new URL(server.url).origin;
  return {
    url: server.url,
    origin,
    base,
    outDir,
    build: result,
    server,
    close: () => server.close(),
  };
}

async function buildOnce(docsDir: string, overrides: ConfigOverrides): Promise<{ base: string; locales: string[]; result: BuildResult }> {
  const outDir = overrides.outDir ?? path.join(tempDir(), 'out');
  const config = await resolveConfig(docsDir, { ...overrides, outDir });
  return { base: config.base, locales: Object.keys(config.locales), result: await build(config) };
}
