// One build of the repository's docs/ shared by every browser test file (they run in parallel worker processes):
// `test/run.mjs` builds it once before the browser suite and passes its folder in MAPDOCS_TEST_DOCS_BUILD; a test
// that asks for docs/ with no overrides serves that output instead of building docs/ again.
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../src/render/config/resolveConfig.ts';
import { build, type BuildResult } from '../../src/render/build.ts';

export const SHARED_BUILD_ENV = 'MAPDOCS_TEST_DOCS_BUILD';
const DOCS = path.resolve('docs');

export interface SharedDocsBuild {
  base: string;
  locales: string[];
  result: BuildResult;
}

/** The shared build when this request can use it: docs/ itself, default config, the variable set. */
export function sharedDocsBuild(docsDir: string, overrides: object): SharedDocsBuild | undefined {
  const folder = process.env[SHARED_BUILD_ENV];
  if (!folder || path.resolve(docsDir) !== DOCS || Object.keys(overrides).length) return undefined;
  return JSON.parse(fs.readFileSync(path.join(folder, 'build.json'), 'utf8')) as SharedDocsBuild;
}

/** Builds docs/ into `folder`/out and records what tests need to serve it in `folder`/build.json. */
export async function writeSharedDocsBuild(folder: string): Promise<void> {
  const outDir = path.join(folder, 'out');
  const config = await resolveConfig(DOCS, { outDir });
  const result = await build(config);
  const shared: SharedDocsBuild = { base: config.base, locales: Object.keys(config.locales), result };
  fs.writeFileSync(path.join(folder, 'build.json'), JSON.stringify(shared));
}

// `node --import tsx test/helpers/sharedDocsBuild.ts <folder>`: what test/run.mjs calls.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: sharedDocsBuild.ts <folder>');
  await writeSharedDocsBuild(folder);
}
