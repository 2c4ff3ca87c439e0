#!/usr/bin/env node
// CLI entry: `build` runs from the bundle of the sources (`npm run build:cli`, see bundledMain.mjs) when it matches
// them; other commands, or a build without a current bundle, register the TypeScript loader and run the sources.

import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';

// React's development build checks every element: several times slower for static rendering.
process.env.NODE_ENV ??= 'production';

if (process.argv.includes('--debug')) process.setSourceMapsEnabled(true);
const command = process.argv.slice(2).find((a) => !a.startsWith('-'));
// What a build holds at once is small next to what it makes and lets go (pages rendered, indexed, written), and V8
// lets the old heap grow to about four times what is live before a full collection: a 10,000-page build peaked at
// 1,142 MB, mostly garbage. Growing it by half of what is live collects sooner: 838 MB, for about 5% more CPU (100%:
// 956 MB). It bounds nothing, so a site that needs more memory still gets it; a small site goes back to V8's default
// once the build knows its size (src/cli/heapGrowth.ts). MAPDOCS_V8_DEFAULT_HEAP=1 leaves V8's defaults (this one and
// the next), for measuring.
if (command === 'build' && !process.env.MAPDOCS_V8_DEFAULT_HEAP) {
  v8.setFlagsFromString('--heap-growing-percent=50');
  // The highlight worker (created after this, so it takes the flag; this thread's heap is already made) allocates
  // hundreds of MB of short-lived tokens, and V8 starts a new heap's young generation at 1 MB, growing it only as
  // collections go: at 120 pages its 23 scavenges and 3 full collections took ~80 ms of the worker, the build's
  // longest thread; starting at 16 MB (as large as its heap bound lets it grow), 8 and 1, ~40 ms.
  v8.setFlagsFromString('--min-semi-space-size=16');
}
const bundled = command === 'build' ? await (await import('./bundledMain.mjs')).bundledMain() : null;
let main = bundled?.main;
if (!main) {
  // On a terminal, say why this build is slower than it could be (tests and CI read stderr: they are not told).
  if (command === 'build' && process.stderr.isTTY) console.error('mapdocs: no CLI bundle for these sources (npm run build:cli); running them through tsx');
  const { register } = await import('tsx/esm/api');
  // mapdocs' own compiler settings (JSX runtime above all), not those of the folder it runs in: installed in another
  // project, tsx would otherwise read that project's tsconfig.json, or none.
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
  ({ main } = await import('../src/cli/main.ts'));
}
process.exitCode = await main(process.argv, { prestarted: bundled?.prestarted ?? undefined });
