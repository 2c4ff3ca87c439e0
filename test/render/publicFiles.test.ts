// Public files (src/render/publicFiles.ts): symbolic links in `.mapdocs/public/` were silently not copied. A link
// into the project is followed; one out of it, one that leads nowhere or a loop is a warning naming it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../src/render/config/resolveConfig.ts';
import { build } from '../../src/render/build.ts';
import { listPublicFiles } from '../../src/render/publicFiles.ts';
import { tempDir } from '../helpers/site.ts';

/** A project (package.json) with docs, a public folder holding a file, and things outside the project. */
function project() {
  const outside = tempDir('mapdocs-outside-');
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'not for the site');
  const root = tempDir('mapdocs-public-');
  fs.writeFileSync(path.join(root, 'package.json'), '{}');
  const docs = path.join(root, 'docs');
  const pub = path.join(docs, '.mapdocs', 'public');
  fs.mkdirSync(pub, { recursive: true });
  fs.writeFileSync(path.join(docs, 'README.md'), '# Home\n');
  fs.writeFileSync(path.join(pub, 'plain.txt'), 'plain');
  fs.mkdirSync(path.join(root, 'assets', 'data', 'deep'), { recursive: true });
  fs.writeFileSync(path.join(root, 'assets', 'logo.svg'), '<svg/>');
  fs.writeFileSync(path.join(root, 'assets', 'data', 'a.json'), '{"a":1}');
  fs.writeFileSync(path.join(root, 'assets', 'data', 'deep', 'b.json'), '{"b":2}');
  fs.symlinkSync('../../../assets/logo.svg', path.join(pub, 'logo.svg'));
  fs.symlinkSync(path.join(root, 'assets', 'data'), path.join(pub, 'data'));
  fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(pub, 'secret.txt'));
  fs.symlinkSync('nowhere.txt', path.join(pub, 'dangling.txt'));
  fs.symlinkSync('..', path.join(root, 'assets', 'data', 'deep', 'up'));
  return { root, docs, pub, outside };
}

test('links into the project are followed (a file, a folder); out of it, nowhere or into a loop: a warning each', () => {
  const { root, pub } = project();
  const { files, problems } = listPublicFiles(pub, root);
  assert.equal(
    files.map((f) => f.rel),
    ['data/a.json', 'data/deep/b.json', 'logo.svg', 'plain.txt'],
  );
  assert.is(files.find((f) => f.rel === 'logo.svg')!.file, fs.realpathSync(path.join(root, 'assets', 'logo.svg')));
  const said = problems.map((p) => `${path.basename(p.file)}: ${p.message}`).sort();
  assert.is(problems.length, 3, said.join('\n'));
  assert.ok(problems.every((p) => p.severity === 'warning'));
  assert.match(said[0], /^dangling\.txt: a symbolic link to "nowhere\.txt", which leads nowhere: not copied into the output$/);
  assert.match(said[1], /^secret\.txt: a symbolic link out of the project folder \(to \S+secret\.txt\): not copied into the output$/);
  assert.match(said[2], /^up: a symbolic link to a folder that holds it \(a loop\): not copied into the output$/);
});

test('a build copies what the links lead to, warns about the others, and sees an edit of a linked file', async () => {
  const { root, docs } = project();
  const outDir = path.join(root, 'out');
  const result = await build(await resolveConfig(docs, { outDir }));
  assert.is(fs.readFileSync(path.join(outDir, 'logo.svg'), 'utf8'), '<svg/>');
  assert.is(fs.readFileSync(path.join(outDir, 'data', 'deep', 'b.json'), 'utf8'), '{"b":2}');
  assert.not.ok(fs.existsSync(path.join(outDir, 'secret.txt')), 'nothing from outside the project');
  assert.not.ok(fs.lstatSync(path.join(outDir, 'logo.svg')).isSymbolicLink(), 'a copy, not a link');
  const warned = result.warnings.map((w) => `${w.file}  ${w.message}`).join('\n');
  assert.match(warned, /docs\/\.mapdocs\/public\/secret\.txt  a symbolic link out of the project folder/);
  assert.match(warned, /docs\/\.mapdocs\/public\/dangling\.txt  a symbolic link to "nowhere\.txt", which leads nowhere/);
  // The linked file changes: the output is not current any more, and gets the new bytes.
  fs.writeFileSync(path.join(root, 'assets', 'logo.svg'), '<svg id="new"/>');
  const again = await build(await resolveConfig(docs, { outDir }));
  assert.is(again.cache.outputUpToDate, false);
  assert.is(fs.readFileSync(path.join(outDir, 'logo.svg'), 'utf8'), '<svg id="new"/>');
});

test('under --strict a public file left out fails the build', async () => {
  const { root, docs } = project();
  let failed: Error | undefined;
  try {
    await build(await resolveConfig(docs, { outDir: path.join(root, 'out'), strict: true }));
  } catch (err) {
    failed = err as Error;
  }
  assert.ok(failed);
  assert.match(failed!.message, 'secret.txt  a symbolic link out of the project folder');
});

test.run();
