// `mapdocs build` on the command line: a VuePress site's links to missing pages are warnings (file:line, then a count),
// errors under --strict or `deadLinks: 'error'`; a native site's stay errors.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempDir } from '../helpers/site.ts';

const BIN = path.resolve('bin/mapdocs.js');

/** The dead-link fixture in a temp folder (its cache and config edits stay there). */
function copyFixture(): string {
  const root = tempDir();
  fs.cpSync(path.resolve('test/fixtures/vuepress-dead-link/docs'), path.join(root, 'docs'), { recursive: true, filter: (src) => !src.includes('.cache') });
  return root;
}

const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 120_000 });

const DEAD = ['docs/README.md:3  link to missing page "api.md"', 'docs/README.md:5  link to missing page "./guide/missing.md#setup"'];

test('a VuePress site with links to missing pages builds: a warning with file:line each, then a count (exit 0)', () => {
  const root = copyFixture();
  const r = run(root, 'build', 'docs', '--out', 'out');
  assert.is(r.status, 0, r.stderr);
  for (const w of DEAD) assert.match(r.stderr, `warning  ${w}`);
  assert.match(r.stderr, "2 warnings, 2 of them links to missing pages (deadLinks: 'error' or --strict makes them errors)");
  assert.ok(r.stderr.indexOf('2 warnings') > r.stderr.indexOf(DEAD[1]), 'the count comes after the list');
  // VuePress linked to the missing page: the link is kept.
  assert.match(fs.readFileSync(path.join(root, 'out/index.html'), 'utf8'), 'the API</a>');
});

test("--strict, or deadLinks: 'error' in the config, makes them errors: exit 1", () => {
  const root = copyFixture();
  const strict = run(root, 'build', 'docs', '--out', 'out', '--strict');
  assert.is(strict.status, 1);
  for (const w of DEAD) assert.match(strict.stderr, `error  ${w}`);
  fs.writeFileSync(path.join(root, 'docs/.vuepress/config.js'), "module.exports = { title: 'Dead', hostname: false, deadLinks: 'error' }\n");
  const configured = run(root, 'build', 'docs', '--out', 'out');
  assert.is(configured.status, 1);
  for (const w of DEAD) assert.match(configured.stderr, `error  ${w}`);
  assert.not.match(configured.stderr, /\n\s+at /);
});

test('a native site (this repository\'s own) keeps failing on a link to a missing page', () => {
  const root = copyFixture();
  fs.rmSync(path.join(root, 'docs/.vuepress'), { recursive: true });
  fs.mkdirSync(path.join(root, 'docs/.mapdocs'));
  fs.writeFileSync(path.join(root, 'docs/.mapdocs/config.json'), '{ "title": "Dead", "hostname": false }\n');
  const r = run(root, 'build', 'docs', '--out', 'out');
  assert.is(r.status, 1);
  for (const w of DEAD) assert.match(r.stderr, `error  ${w}`);
  assert.not.ok(fs.existsSync(path.join(root, 'out')));
});

test.run();
