// maplib.js carries exactly one MapLibre GL JS, the pinned minor (needs `npm run build:maplib`): a second copy (a
// plugin depending on another maplibre-gl) would split the projection registry, protocols and workers in two.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';

const bundle = fs.readFileSync('maplib/dist/browser/maplib.js', 'utf8');
const maplibre = fs.readFileSync('node_modules/maplibre-gl/dist/maplibre-gl.mjs', 'utf8');
/** Strings that occur once in MapLibre's main-thread build: addProjection's check, the attribution control's class. */
const MARKERS = ['extentAtZoom0 greater than zero', 'maplibregl-ctrl-attrib-inner'];

const count = (text: string, s: string) => text.split(s).length - 1;

test('maplib.js holds MapLibre once', () => {
  for (const marker of MARKERS) {
    assert.is(count(maplibre, marker), 1, `"${marker}" is a one-off string of maplibre-gl.mjs`);
    assert.is(count(bundle, marker), 1, `"${marker}" occurs once in maplib.js`);
  }
});

test('the bundled MapLibre is the minor the crs prop was built on, and package.json keeps it there', () => {
  const manifest = JSON.parse(fs.readFileSync('maplib/dist/browser/manifest.json', 'utf8'));
  assert.match(manifest.maplibre, /^6\.17\.\d+$/);
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  const range = pkg.dependencies?.['maplibre-gl'] ?? pkg.devDependencies?.['maplibre-gl'];
  assert.is(range, '~6.17.0', 'addProjection is experimental: a new minor needs the geographic tests run again first');
});

test.run();
