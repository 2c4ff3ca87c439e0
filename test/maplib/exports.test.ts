// Guard of the places a component is added in: every component core exports (a MapComponent subclass that is not an
// abstract base) has its React line in react/components.ts, is exported by the React entry, and has its section in
// API.md. A component added to core alone fails here, naming what is missing. The data classes of core/query/
// (geometries, features, query parameters) have no React line, but are exported by core and documented in API.md.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import * as core from '../../maplib/src/core/index.ts';
import * as react from '../../maplib/src/react/index.ts';

const CORE = 'maplib/src/core';
const read = (file: string) => fs.readFileSync(file, 'utf8');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sourcesUnder(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Classes declared `abstract` in core: bases to extend (BaseLayer, BaseControl, ServiceTileLayer…), not components. */
const abstractClasses = new Set(sourcesUnder(CORE).flatMap((f) => [...read(f).matchAll(/\babstract\s+class\s+(\w+)/g)].map((m) => m[1])));

/** The components core exports, by their exported name. */
const components = Object.entries(core)
  .filter(([name, value]) => typeof value === 'function' && value.prototype instanceof core.MapComponent && !abstractClasses.has(name))
  .map(([name]) => name)
  .sort();

const reactLines = read('maplib/src/react/components.ts');
const api = read('maplib/API.md');

/** A section of API.md: a heading naming the component, or a row of a component table under a heading (the controls share one). */
const hasSection = (name: string) => new RegExp(`^#{2,4} .*\\b${escape(name)}\\b`, 'm').test(api) || new RegExp(`^\\| \`${escape(name)}\``, 'm').test(api);

test('core exports its components (the 30-odd of the first waves), bases left out', () => {
  assert.ok(components.length >= 30, `only ${components.length} components found: ${components.join(', ')}`);
  for (const base of ['MapComponent', 'BaseLayer', 'BaseControl', 'ServiceTileLayer', 'IgsServiceLayer']) assert.not.ok(components.includes(base), `${base} is a base, not a component`);
  for (const name of ['ClusterLayer', 'NavigationControl', 'Marker', 'EchartsOverlay', 'IgsDocLayer']) assert.ok(components.includes(name), name);
});

test('every component has its React line in maplib/src/react/components.ts and is exported by maplib/src/react/index.ts', () => {
  const noLine = components.filter((name) => !new RegExp(`^export const ${escape(name)} = wrap\\('${escape(name)}', core\\.${escape(name)}\\b`, 'm').test(reactLines));
  assert.equal(noLine, [], `no \`export const X = wrap('X', core.X)\` line in maplib/src/react/components.ts for: ${noLine.join(', ')}`);
  const notExported = components.filter((name) => !(name in react));
  assert.equal(notExported, [], `not exported by maplib/src/react/index.ts: ${notExported.join(', ')}`);
});

test('every component has its section in maplib/API.md', () => {
  const missing = components.filter((name) => !hasSection(name));
  assert.equal(missing, [], `no heading (or component-table row) naming these in maplib/API.md: ${missing.join(', ')}`);
});

/** Classes declared under core/query/: plain data classes (Point, Feature, SQLParameter…), not map components. */
const queryClasses = sourcesUnder(`${CORE}/query`).flatMap((f) => [...read(f).matchAll(/^export (?:abstract )?class (\w+)/gm)].map((m) => m[1]));

test('every data class of maplib/src/core/query/ is exported by core, is no component, and has its section in maplib/API.md', () => {
  for (const name of ['Geometry', 'Point', 'Polyline', 'Polygon', 'Feature']) assert.ok(queryClasses.includes(name), name);
  const notExported = queryClasses.filter((name) => typeof (core as Record<string, unknown>)[name] !== 'function');
  assert.equal(notExported, [], `declared under core/query/ but not exported by maplib/src/core/index.ts: ${notExported.join(', ')}`);
  const asComponents = queryClasses.filter((name) => components.includes(name));
  assert.equal(asComponents, [], `data classes must not extend MapComponent: ${asComponents.join(', ')}`);
  const missing = queryClasses.filter((name) => !hasSection(name));
  assert.equal(missing, [], `no heading (or table row) naming these in maplib/API.md: ${missing.join(', ')}`);
});

test.run();
