// Content VuePress rendered builds with warnings naming file and line; --strict (or `strict: true`) makes them errors.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempDir } from '../helpers/site.ts';

const BIN = path.resolve('bin/mapdocs.js');

/** The lenient-content fixture in a temp folder, so its build cache and config edits stay there. */
function copyFixture(): string {
  const root = tempDir();
  fs.cpSync(path.resolve('test/fixtures/lenient-content/docs'), path.join(root, 'docs'), { recursive: true, filter: (src) => !src.includes('.mapdocs') });
  return root;
}

const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 120_000 });

const WARNINGS = [
  'docs/README.md:5  unknown container "提示": shown as text',
  'docs/README.md:9  image with an empty source',
  'docs/README.md:11  container "warning" opened here is never closed: it runs to the end of the page',
  'docs/guide/README.md:3  unknown container "v-pre": shown as text',
];

test('unknown and unclosed containers and empty image sources build, each a warning with file:line (exit 0)', () => {
  const root = copyFixture();
  const r = run(root, 'build', 'docs', '--out', 'out');
  assert.is(r.status, 0, r.stderr);
  for (const w of WARNINGS) assert.match(r.stderr, `warning  ${w}`);
  const html = fs.readFileSync(path.join(root, 'out/index.html'), 'utf8');
  assert.match(html, '<p>::: 提示\nAn unknown container is shown as text.\n:::</p>');
  assert.match(html, '<img src="" alt="an image without a source">');
  assert.not.match(r.stderr, /\n\s+at /);
});

test('--strict turns each warning into an error: exit 1, nothing written', () => {
  const root = copyFixture();
  const r = run(root, 'build', 'docs', '--out', 'out', '--strict');
  assert.is(r.status, 1);
  for (const w of WARNINGS) assert.match(r.stderr, `error  ${w}`);
  // The site has no config, so no hostname either: that warning is an error too.
  assert.match(r.stderr, 'error  config  no hostname set');
  assert.match(r.stderr, 'build failed: 5 errors');
  assert.not.ok(fs.existsSync(path.join(root, 'out')));
});

test('strict: true in the config does the same; serve --strict refuses to serve such a build', () => {
  const root = copyFixture();
  fs.mkdirSync(path.join(root, 'docs/.mapdocs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs/.mapdocs/config.json'), '{ "strict": true }\n');
  const built = run(root, 'build', 'docs', '--out', 'out');
  assert.is(built.status, 1);
  assert.match(built.stderr, 'error  docs/README.md:9  image with an empty source');
  fs.rmSync(path.join(root, 'docs/.mapdocs/config.json'));
  const served = run(root, 'serve', 'docs', '--out', 'out', '--port', '0', '--strict');
  assert.is(served.status, 1);
  assert.match(served.stderr, 'error  docs/README.md:5  unknown container "提示": shown as text');
});

test('dead links stay errors; deadLinks: "warning" lets a site build with them reported', () => {
  const root = copyFixture();
  fs.appendFileSync(path.join(root, 'docs/guide/README.md'), '\n[gone](./gone.md)\n');
  const failed = run(root, 'build', 'docs', '--out', 'out');
  assert.is(failed.status, 1);
  assert.match(failed.stderr, 'error  docs/guide/README.md:9  link to missing page "./gone.md"');
  fs.mkdirSync(path.join(root, 'docs/.mapdocs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs/.mapdocs/config.json'), '{ "deadLinks": "warning" }\n');
  const built = run(root, 'build', 'docs', '--out', 'out');
  assert.is(built.status, 0, built.stderr);
  assert.match(built.stderr, 'warning  docs/guide/README.md:9  link to missing page "./gone.md"');
});

test.run();
