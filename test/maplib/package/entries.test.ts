// The package as published (maplib/package.json over maplib/dist, built by `npm run build:maplib`): every entry it
// exports exists with its types, imports in Node without throwing (server-side rendering loads them there), and its
// version and MapLibre range are the ones the code and the repository use.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { version } from '../../../maplib/src/core/version.ts';

const DIR = path.resolve('maplib');
const pkg = JSON.parse(fs.readFileSync(path.join(DIR, 'package.json'), 'utf8'));
const rootPkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
/** The Vue entry is built once the Vue components are in; until then its files are allowed to be missing. */
const COMES_WITH_VUE = './vue';

const entries = Object.entries(pkg.exports as Record<string, string | { types: string; default: string }>).filter(([k]) => k !== './package.json');

test('a scoped name, the code\'s version, MapLibre as the repository pins it, React and Vue optional', () => {
  assert.match(pkg.name, /^@[a-z0-9-]+\/maplib$/);
  assert.is(pkg.version, version);
  assert.is(pkg.peerDependencies['maplibre-gl'], rootPkg.devDependencies['maplibre-gl'], 'the package ships the worker of this MapLibre');
  for (const name of ['react', 'react-dom', 'vue']) assert.ok(pkg.peerDependenciesMeta[name]?.optional, `${name} is an optional peer`);
  assert.not.ok(pkg.dependencies, 'no dependencies: the rest is bundled or a peer');
});

test('every export has its file and, for code, its .d.ts', () => {
  for (const [key, target] of entries) {
    if (key === COMES_WITH_VUE && !fs.existsSync(path.join(DIR, (target as { default: string }).default))) continue;
    const files = typeof target === 'string' ? [target] : [target.default, target.types];
    for (const file of files) assert.ok(fs.existsSync(path.join(DIR, file)), `${key}: ${file} is missing`);
  }
});

test('every entry imports in Node without throwing (SSR)', async () => {
  for (const [key, target] of entries) {
    if (typeof target === 'string') continue;
    const file = path.join(DIR, target.default);
    if (key === COMES_WITH_VUE && !fs.existsSync(file)) continue;
    const mod = await import(pathToFileURL(file).href);
    assert.ok(Object.keys(mod).length > 0, `${key} exports nothing`);
  }
});

test('the ESM build carries no MapLibre of its own (one copy: the app\'s peer)', () => {
  const marker = 'extentAtZoom0 greater than zero';
  assert.ok(fs.readFileSync('node_modules/maplibre-gl/dist/maplibre-gl.mjs', 'utf8').includes(marker));
  for (const file of fs.readdirSync(path.join(DIR, 'dist/esm')).filter((f) => f.endsWith('.js'))) {
    assert.not.ok(fs.readFileSync(path.join(DIR, 'dist/esm', file), 'utf8').includes(marker), `${file} holds MapLibre`);
  }
});

test('the worker and data files are named by literal new URL(…, import.meta.url), which bundlers follow', () => {
  const code = fs.readdirSync(path.join(DIR, 'dist/esm')).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(DIR, 'dist/esm', f), 'utf8')).join('\n');
  for (const file of ['maplibre-gl-worker.mjs', 'basemap-countries.geojson', 'basemap-lines.geojson', 'basemap-labels.geojson', 'emulator-points.json']) {
    assert.ok(code.includes(`new URL("./${file}", import.meta.url)`), `${file} is not referenced by new URL`);
    assert.ok(fs.existsSync(path.join(DIR, 'dist/esm', file)), `${file} is not beside the modules`);
  }
});

test.run();
