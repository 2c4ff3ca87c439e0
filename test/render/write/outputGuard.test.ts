// The output folder is replaced whole: every way of pointing it at the user's files ends with the files intact and
// a clear error (issue 14 §1).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { main } from '../../../src/cli/main.ts';
import { tempDir } from '../../helpers/site.ts';
import { OUTPUT_MARKER } from '../../../src/render/write/outputGuard.ts';

/** A small project: package.json, .git, a source file and a docs folder with one page (and optionally a config). */
function project(config?: string): string {
  const root = path.join(tempDir(), 'proj');
  fs.mkdirSync(path.join(root, 'docs', '.mapdocs'), { recursive: true });
  fs.mkdirSync(path.join(root, '.git'));
  fs.writeFileSync(path.join(root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  fs.writeFileSync(path.join(root, 'package.json'), '{"name":"proj"}\n');
  fs.writeFileSync(path.join(root, 'app.js'), 'console.log(1)\n');
  fs.writeFileSync(path.join(root, 'docs', 'README.md'), '# Home\n\nHello.\n');
  if (config) fs.writeFileSync(path.join(root, 'docs', '.mapdocs', 'config.json'), config);
  return root;
}

const filesUnder = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => !f.startsWith('.git/') && !f.startsWith('docs/.mapdocs/')).sort();

/** Runs the CLI in-process from `cwd`; returns its exit status and what it printed to stderr. */
async function run(cwd: string, args: string[]): Promise<{ status: number; stderr: string }> {
  const prevCwd = process.cwd();
  const prevError = console.error;
  let stderr = '';
  console.error = (...a: unknown[]) => void (stderr += a.join(' ') + '\n');
  process.chdir(cwd);
  try {
    return { status: await main(['node', 'mapdocs', ...args]), stderr };
  } finally {
    process.chdir(prevCwd);
    console.error = prevError;
  }
}

const cases: [string, string[], RegExp][] = [
  ['build docs --out docs', ['build', 'docs', '--out', 'docs'], /it is the docs folder/],
  ['build docs --out .', ['build', 'docs', '--out', '.'], /it is the project folder/],
  ['build docs --out ..', ['build', 'docs', '--out', '..'], /contains the project folder/],
  ['build docs --out docs/..', ['build', 'docs', '--out', 'docs/..'], /it is the project folder/],
  ['serve --watch --out docs', ['serve', 'docs', '--watch', '--port', '0', '--out', 'docs'], /it is the docs folder/],
  ['build docs --out docs/.mapdocs', ['build', 'docs', '--out', 'docs/.mapdocs'], /contains docs\/\.mapdocs/],
];

for (const [name, args, why] of cases) {
  test(`${name}: refused, every user file kept`, async () => {
    const root = project();
    const before = filesUnder(root);
    const { status, stderr } = await run(root, args);
    assert.is(status, 1);
    assert.match(stderr, 'refusing to use this output folder');
    assert.match(stderr, why);
    assert.equal(filesUnder(root), before);
    assert.ok(fs.existsSync(path.join(root, '.git', 'HEAD')));
  });
}

test("dest: '..' in the config (the docs folder) is refused, naming the config field", async () => {
  const root = project('{"dest": ".."}');
  const before = filesUnder(root);
  const { status, stderr } = await run(root, ['build', 'docs']);
  assert.is(status, 1);
  assert.match(stderr, /chosen by dest in config\.json\): it is the docs folder/);
  assert.equal(filesUnder(root), before);
});

test('an unrelated non-empty folder is refused; --empty-out replaces it; then it is mapdocs’ own', async () => {
  const root = project();
  const other = path.join(tempDir(), 'photos');
  fs.mkdirSync(other);
  fs.writeFileSync(path.join(other, 'cat.jpg'), 'meow');
  const refused = await run(root, ['build', 'docs', '--out', other]);
  assert.is(refused.status, 1);
  assert.match(refused.stderr, /holds 1 file mapdocs did not write \(cat\.jpg\).*--empty-out/s);
  assert.ok(fs.existsSync(path.join(other, 'cat.jpg')));
  const forced = await run(root, ['build', 'docs', '--out', other, '--empty-out']);
  assert.is(forced.status, 0, forced.stderr);
  assert.not.ok(fs.existsSync(path.join(other, 'cat.jpg')));
  assert.ok(fs.existsSync(path.join(other, OUTPUT_MARKER)), 'the output carries the marker');
  fs.writeFileSync(path.join(root, 'docs', 'README.md'), '# Home\n\nChanged.\n');
  const again = await run(root, ['build', 'docs', '--out', other]);
  assert.is(again.status, 0, again.stderr);
});

test('an empty or missing folder is used; the output root is readable by others (umask, not 0700)', async () => {
  const root = project();
  const empty = path.join(tempDir(), 'empty');
  fs.mkdirSync(empty);
  assert.is((await run(root, ['build', 'docs', '--out', empty])).status, 0);
  const missing = path.join(tempDir(), 'a', 'b');
  assert.is((await run(root, ['build', 'docs', '--out', missing])).status, 0);
  const mode = fs.statSync(missing).mode & 0o777;
  assert.is(mode, 0o777 & ~process.umask(), `mode ${mode.toString(8)}`);
});

test('a symlink to the project is seen through', async () => {
  const root = project();
  const link = path.join(tempDir(), 'link');
  fs.symlinkSync(root, link);
  const { status, stderr } = await run(root, ['build', 'docs', '--out', link]);
  assert.is(status, 1);
  assert.match(stderr, /it is the project folder/);
  assert.ok(fs.existsSync(path.join(root, 'app.js')));
});

test.run();
