// The kit as one package: pure (it imports only its own modules and GeoJSON's types: no map, no DOM, no emulator), its
// index exports every module's exports, and the core and the emulator take their geometry from it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as kit from '../../../maplib/src/core/geo/index.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../maplib/src/core/geo');
const modules = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts');

test('every module imports only its siblings and geojson types', () => {
  for (const file of modules) {
    const imports = [...readFileSync(path.join(dir, file), 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    for (const from of imports) assert.ok(/^\.\/[A-Za-z]+\.ts$/.test(from) || from === 'geojson', `${file} imports ${from}`);
  }
});

test('index.ts exports every module\'s exports, and each module has a test', async () => {
  for (const file of modules) {
    const mod = await import(path.join(dir, file));
    for (const name of Object.keys(mod)) assert.is((kit as Record<string, unknown>)[name], mod[name], `${file}: ${name}`);
  }
  const tests = readdirSync(path.dirname(fileURLToPath(import.meta.url)));
  for (const file of modules.filter((f) => !/^(earth|geometryFormatError)\.ts$/.test(f))) assert.ok(tests.includes(file.replace(/\.ts$/, '.test.ts')), `${file} has no test`);
});

test('no second copy: the core and the emulator hold no Web Mercator or haversine formula of their own', () => {
  const src = path.join(dir, '..', '..');
  const files = (d: string): string[] => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(d, e.name)) : e.name.endsWith('.ts') ? [path.join(d, e.name)] : []));
  const copies = files(src)
    .filter((f) => !f.startsWith(dir + path.sep))
    .filter((f) => /6378137|6371008|Math\.log\(Math\.tan|Math\.atan\(Math\.exp|Math\.atan\(Math\.sinh|40075016/.test(readFileSync(f, 'utf8')))
    .map((f) => path.relative(src, f));
  assert.equal(copies, []);
});

test.run();
