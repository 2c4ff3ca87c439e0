#!/usr/bin/env node
// `npm run build:cli` (and `prepare`): bundles mapdocs' sources for `mapdocs build` (see bundledMain.mjs). Run it
// again after changing src/ or theme/; until then `mapdocs build` runs the sources through tsx, slower, same output.
import path from 'node:path';
import { buildCliBundle } from './bundledMain.mjs';

const started = performance.now();
try {
  const dir = await buildCliBundle();
  // On stderr: `npm pack --json` runs this (prepare) and its stdout must stay JSON.
  console.error(`CLI bundle in ${path.relative(process.cwd(), dir) || '.'} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
} catch (err) {
  console.error(`mapdocs: could not bundle the CLI: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
}
