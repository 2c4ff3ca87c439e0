// The dependency between MapLib's core and its service emulator runs one way: the emulator may import the core (its
// in-page host registers a request transform there), the core imports nothing from the emulator. A static scan of
// every import and export specifier under maplib/src/core.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';

const CORE = path.resolve('maplib/src/core');
const EMULATOR = path.resolve('maplib/src/emulator');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.(m?ts|tsx|m?js)$/.test(e.name) ? [p] : [];
  });
}

/** Every module specifier of a file: static imports and re-exports (types too), side-effect imports, import(). */
function specifiers(text: string): string[] {
  const out: string[] = [];
  const patterns = [/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const re of patterns) for (const m of text.matchAll(re)) out.push(m[1]);
  return out;
}

test('the scan finds the kinds of specifier it looks for', () => {
  const text = `import a from './a.ts';\nimport type { B } from "../b.ts";\nexport * from './c.ts';\nexport { d,\n  e } from './d.ts';\nimport './side.ts';\nconst f = await import('./f.ts');`;
  assert.equal(specifiers(text).sort(), ['../b.ts', './a.ts', './c.ts', './d.ts', './f.ts', './side.ts']);
});

test('no file under maplib/src/core imports from maplib/src/emulator', () => {
  const files = sources(CORE);
  assert.ok(files.length > 50, `scanned ${files.length} files`);
  const offending: string[] = [];
  for (const file of files) {
    for (const spec of specifiers(fs.readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (target === EMULATOR || target.startsWith(EMULATOR + path.sep)) offending.push(`${path.relative(process.cwd(), file)} imports ${spec}`);
    }
  }
  assert.equal(offending, []);
});

test.run();
