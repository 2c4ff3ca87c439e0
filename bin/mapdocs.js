#!/usr/bin/env node
// CLI entry: `build` runs from a bundle of the sources (bundledMain.mjs); other commands, or a build whose bundle
// cannot be made, register the TypeScript loader and run the sources as they are.

import { fileURLToPath } from 'node:url';

// React's development build checks every element: several times slower for static rendering.
process.env.NODE_ENV ??= 'production';

if (process.argv.includes('--debug')) process.setSourceMapsEnabled(true);
const command = process.argv.slice(2).find((a) => !a.startsWith('-'));
let main = command === 'build' ? await (await import('./bundledMain.mjs')).bundledMain() : null;
if (!main) {
  const { register } = await import('tsx/esm/api');
  // mapdocs' own compiler settings (JSX runtime above all), not those of the folder it runs in: installed in another
  // project, tsx would otherwise read that project's tsconfig.json, or none.
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
  ({ main } = await import('../src/cli/main.ts'));
}
process.exitCode = await main(process.argv);
