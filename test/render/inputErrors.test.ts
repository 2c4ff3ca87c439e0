// Bad input gets a message naming file and line, never an errno code or a crash (issue 14 §11).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { resolveConfig } from '../../src/render/config/resolveConfig.ts';
import { build } from '../../src/render/build.ts';
import { tempDir } from '../helpers/site.ts';
import { reportError } from '../../src/cli/reportError.ts';
import { mountTmpfs } from '../helpers/mount.ts';

/** A docs folder of the given files (a name ending in `/` is a folder). */
function docsOf(files: Record<string, string>): string {
  const docs = path.join(tempDir(), 'docs');
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(docs, rel);
    if (rel.endsWith('/')) fs.mkdirSync(file, { recursive: true });
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
  }
  return docs;
}

/** Builds; returns what the CLI would print, each file shown from the docs folder's parent. */
async function outcome(docs: string): Promise<{ ok: boolean; printed: string }> {
  let printed = '';
  const prev = console.error;
  console.error = (...a: unknown[]) => void (printed += a.join(' ') + '\n');
  let ok = true;
  try {
    const result = await build(await resolveConfig(docs, { outDir: path.join(path.dirname(docs), 'out') }));
    for (const w of result.warnings) printed += `warning  ${w.file}:${w.line}  ${w.message}\n`;
  } catch (err) {
    ok = false;
    reportError(err, false);
  } finally {
    console.error = prev;
  }
  return { ok, printed: printed.split(path.relative(process.cwd(), path.dirname(docs)) + '/').join('').split(path.dirname(docs) + '/').join('') };
}

test('![x]() builds, with a warning at its line', async () => {
  const { ok, printed } = await outcome(docsOf({ 'README.md': '# A\n\n![x]()\n' }));
  assert.ok(ok, printed);
  assert.match(printed, 'docs/README.md:3  image with an empty source');
});

test('an image path that is a folder is an error at its line, in words', async () => {
  const { ok, printed } = await outcome(docsOf({ 'README.md': '# A\n\ntext\n\n![x](./pics)\n', 'pics/': '' }));
  assert.not.ok(ok);
  assert.match(printed, 'docs/README.md:5  image "./pics": is a folder, not a file (EISDIR)');
  assert.not.match(printed, 'illegal operation');
});

test('a <<< snippet path that is a folder is an error at its line', async () => {
  const { ok, printed } = await outcome(docsOf({ 'README.md': '# A\n\n<<< ./lib\n', 'lib/': '' }));
  assert.not.ok(ok);
  assert.match(printed, 'docs/README.md:3  snippet file "./lib": is a folder, not a file (EISDIR)');
});

test('wrong types in home-page frontmatter are named with their line, not "Cannot read properties of null"', async () => {
  const { ok, printed } = await outcome(docsOf({ 'README.md': '---\nhome: true\nheroText: Hi\nfeatures:\n  - null\n  - title: [1]\nactionLink: 5\n---\n' }));
  assert.not.ok(ok);
  assert.match(printed, /docs\/README\.md:7  frontmatter\.actionLink: expected string, got number; frontmatter\.features\[0\]: expected object, got null; frontmatter\.features\[1\]\.title: expected string, got array/);
  assert.not.match(printed, 'Cannot read');
});

test('a syntax error in config.mjs names the file and line', async () => {
  const docs = docsOf({ 'README.md': '# A\n', '.mapdocs/config.mjs': 'export default {\n  title: "x",\n  nav: [,\n}}\n' });
  const { ok, printed } = await outcome(docs);
  assert.not.ok(ok);
  assert.match(printed, /docs\/\.mapdocs\/config\.mjs:4  cannot load config: Unexpected token/);
});

test('an output file over the file-size limit (EFBIG) is named, in words, and the old output stays', () => {
  const docs = docsOf({ 'README.md': '# A\n\n' + 'word '.repeat(60_000) + '\n' });
  const out = path.join(path.dirname(docs), 'out');
  const script = `
    import { resolveConfig } from ${JSON.stringify(path.resolve('src/render/config/resolveConfig.ts'))};
    import { build } from ${JSON.stringify(path.resolve('src/render/build.ts'))};
    import { reportError } from ${JSON.stringify(path.resolve('src/cli/reportError.ts'))};
    build(await resolveConfig(${JSON.stringify(docs)}, { outDir: ${JSON.stringify(out)} })).then(() => process.exit(0), (e) => process.exit(reportError(e, false)));`;
  const r = spawnSync('bash', ['-c', `ulimit -f 128; exec "${process.execPath}" --import tsx --input-type=module -e "$0"`, script], { encoding: 'utf8', timeout: 120_000 });
  assert.is(r.status, 1, r.stderr);
  assert.match(r.stderr, /error  \S*\/out\/\S+  cannot write the output: file too large \(a file-size limit\) \(EFBIG\)/);
  assert.not.match(r.stderr, 'building-');
  assert.not.ok(fs.existsSync(out), 'nothing committed');
});

test('a full disk (ENOSPC) names the output file, in words, wherever the build was writing; nothing committed', () => {
  // Sizes that fill up at different writes: the client's files, a page, a page's compressed copy.
  for (const size of ['8k', '64k', '256k', '768k']) {
    const docs = docsOf({ 'README.md': '# A\n', ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}.md`, `# P${i}\n\n${'word '.repeat(400)}\n\n\`\`\`js\nconst a${i} = ${i};\n\`\`\`\n`])) });
    const disk = path.join(path.dirname(docs), 'disk');
    const unmount = mountTmpfs(disk, size);
    if (!unmount) return console.warn('  (skipped: mount -t tmpfs needs root; EFBIG above is the same path)');
    try {
      const out = path.join(disk, 'out');
      const r = spawnSync(process.execPath, [path.resolve('bin/mapdocs.js'), 'build', docs, '--out', out], { encoding: 'utf8', timeout: 120_000 });
      assert.is(r.status, 1, `${size}: ${r.stderr}`);
      assert.match(r.stderr, /error  \S*\/disk\/out\/\S+  cannot write the output: no space left on the disk \(ENOSPC\)/, `${size}: ${r.stderr}`);
      assert.not.match(r.stderr, 'building-');
      assert.equal(fs.readdirSync(disk), [], `${size}: nothing committed or left behind`);
    } finally {
      unmount();
    }
  }
});

test.run();
