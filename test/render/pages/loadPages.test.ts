// Pages are read from regular files only (issue 26 §3): a FIFO, a socket or a device named as a page, or a link to one,
// is never read — reading a FIFO blocks until a writer comes (and SIGTERM with it), /dev/zero never ends. Each run
// that could hang is a child process with a time bound: killed (SIGKILL) at the bound, it fails the test, not the run.
// Also: line endings, frontmatter languages and alias expansion (issue 26 §2, §5, §8).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { tempDir } from '../../helpers/site.ts';
import { repoModule, runBounded } from '../../helpers/bounded.ts';

/** A docs folder holding these pages. */
function docsOf(pages: Record<string, string>): string {
  const docs = path.join(tempDir(), 'docs');
  fs.mkdirSync(docs);
  for (const [name, text] of Object.entries(pages)) fs.writeFileSync(path.join(docs, name), text);
  return docs;
}

/** Builds a docs folder in a child bounded at 60 s; what the CLI would print, and the exit status. */
function boundedBuild(docs: string) {
  return runBounded(
    `import { resolveConfig } from ${repoModule('src/render/config/resolveConfig.ts')};
    import { build } from ${repoModule('src/render/build.ts')};
    import { reportError } from ${repoModule('src/cli/reportError.ts')};
    build(await resolveConfig(${JSON.stringify(docs)}, { outDir: ${JSON.stringify(path.join(path.dirname(docs), 'out'))} })).then(() => process.exit(0), (e) => process.exit(reportError(e, false)));`,
    60_000,
  );
}

test('a page with CR-only line ends is published with its frontmatter title and its body', async () => {
  const docs = docsOf({ 'README.md': '# Home\n', 'x.md': '---\rtitle: X\r---\r# body\r\rSome text.\r' });
  const result = await build(await resolveConfig(docs, { outDir: path.join(path.dirname(docs), 'out') }));
  const page = result.pages.find((p) => p.relativePath === 'x.md')!;
  assert.is(page.title, 'X');
  const html = fs.readFileSync(path.join(result.outDir, 'x.html'), 'utf8');
  assert.match(html, /<title>X/);
  assert.match(html, /<h1 id="body">.*body<\/h1>/);
  assert.match(html, '<p>Some text.</p>');
});

test('---js frontmatter that would write a file is not run: an error at its line, no file written, no output', () => {
  const docs = docsOf({ 'README.md': '# Home\n', 'evil.md': '' });
  const written = path.join(path.dirname(docs), 'pwned.txt');
  fs.writeFileSync(path.join(docs, 'evil.md'), `---js\n{ title: (require('fs').writeFileSync(${JSON.stringify(written)}, 'x'), 'x') }\n---\n# Evil\n`);
  const run = boundedBuild(docs);
  assert.ok(run.finished, 'the build did not end');
  assert.is(run.status, 1, run.stderr);
  assert.match(run.stderr, /docs\/evil\.md:1  frontmatter in "js" is not read: .* never runs code from them; write the frontmatter in YAML \(---\) or JSON \(---json\)/);
  assert.not.ok(fs.existsSync(written), 'the frontmatter ran');
  assert.not.ok(fs.existsSync(path.join(path.dirname(docs), 'out')), 'nothing built');
});

test('a YAML billion laughs (10 levels of 10 aliases) ends the build quickly with an error at the key that expands', () => {
  // Before: minutes at ~900 MB in the cache key's JSON.stringify, deaf to SIGTERM (here: killed at the 60 s bound).
  const keys = 'abcdefghij'.split('');
  const laughs = keys.map((k, i) => `${k}: &${k} [${i === 0 ? Array(10).fill('"lol"') : Array(10).fill(`*${keys[i - 1]}`)}]`);
  const docs = docsOf({ 'README.md': '# Home\n', 'lol.md': `---\n${laughs.join('\n')}\n---\n# Laughs\n` });
  const run = boundedBuild(docs);
  assert.ok(run.finished, 'the build did not end');
  assert.is(run.status, 1, run.stderr);
  assert.match(run.stderr, /docs\/lol\.md:7  frontmatter "f": its YAML aliases \(\*name\) expand the frontmatter past [\d,]+ characters; write the values out, or alias less/);
});


const BIN = path.resolve('bin/mapdocs.js');
const BOUND_MS = 60_000;

/** Ran to its end within the bound (not killed at it). */
function assertEnded(r: SpawnSyncReturns<string>, what: string) {
  assert.is(r.signal, null, `${what} was still running after ${BOUND_MS / 1000} s (killed): ${r.stderr}`);
}

/** A docs folder with two pages, and beside them a FIFO, a socket, a link to a FIFO outside, /dev/zero, /dev/urandom. */
async function specialDocs() {
  const root = tempDir('mapdocs-special-');
  const docs = path.join(root, 'docs');
  fs.mkdirSync(path.join(docs, 'guide'), { recursive: true });
  fs.writeFileSync(path.join(docs, 'README.md'), '# Home\n\n[a](./guide/a.md)\n');
  fs.writeFileSync(path.join(docs, 'guide/a.md'), '# A\n');
  assert.is(spawnSync('mkfifo', [path.join(docs, 'guide/pipe.md'), path.join(root, 'fifo')]).status, 0, 'mkfifo');
  fs.symlinkSync('../fifo', path.join(docs, 'f.md'));
  fs.symlinkSync('/dev/zero', path.join(docs, 'zero.md'));
  fs.symlinkSync('/dev/urandom', path.join(docs, 'urandom.md'));
  const server = net.createServer();
  await new Promise<void>((listening) => server.listen(path.join(docs, 'sock.md'), listening));
  return { root, docs, close: () => new Promise((closed) => server.close(closed)) };
}

const SKIPPED = {
  'docs/guide/pipe.md': 'is a named pipe (FIFO), not a regular file',
  'docs/sock.md': 'is a socket, not a regular file',
  'docs/f.md': 'is a symbolic link to a file that is a named pipe (FIFO), not a regular file',
  'docs/zero.md': 'is a symbolic link to a file that is a character device, not a regular file',
  'docs/urandom.md': 'is a symbolic link to a file that is a character device, not a regular file',
};

test('build: a FIFO, a socket and devices named as pages are skipped with a warning naming each; the rest builds', async () => {
  const site = await specialDocs();
  try {
    const build = (...flags: string[]) =>
      spawnSync(process.execPath, [BIN, 'build', 'docs', '--out', 'out', ...flags], { cwd: site.root, encoding: 'utf8', timeout: BOUND_MS, killSignal: 'SIGKILL' });
    const r = build();
    assertEnded(r, 'the build');
    assert.is(r.status, 0, r.stderr);
    for (const [file, what] of Object.entries(SKIPPED)) assert.match(r.stderr, `warning  ${file}  ${what}: skipped (a page is read from a regular file only)`);
    const out = fs.readdirSync(path.join(site.root, 'out'), { recursive: true }).map(String);
    assert.ok(out.includes('index.html') && out.includes(path.join('guide', 'a.html')), out.join(' '));
    assert.not.ok(out.some((f) => /pipe|sock|zero|urandom|^f\.html/.test(f)), out.join(' '));

    // A warm build (pages from the cache) says so again; under --strict each is an error and nothing is built.
    const warm = build();
    assertEnded(warm, 'the warm build');
    assert.is(warm.status, 0, warm.stderr);
    assert.match(warm.stderr, 'warning  docs/guide/pipe.md  is a named pipe (FIFO)');
    const strict = build('--strict');
    assertEnded(strict, 'the strict build');
    assert.is(strict.status, 1);
    for (const [file, what] of Object.entries(SKIPPED)) assert.match(strict.stderr, `error  ${file}  ${what}`);
  } finally {
    await site.close();
  }
});

test('a page file that is a FIFO by the time it is read (after the walk looked): refused by what the open file is, not read', async () => {
  const site = await specialDocs();
  try {
    const script = `import('${path.resolve('src/render/pages/loadPages.ts')}').then(({ loadPageSource }) => {
      for (const rel of ['guide/pipe.md', 'f.md', 'zero.md']) try { loadPageSource(${JSON.stringify(site.docs)}, rel); console.log(rel, 'read'); } catch (e) { console.log(rel, e.message); }
    })`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', timeout: BOUND_MS, killSignal: 'SIGKILL' });
    assertEnded(r, 'loading the pages');
    assert.is(r.stdout.trim().split('\n').length, 3, r.stdout + r.stderr);
    assert.match(r.stdout, 'guide/pipe.md cannot read the page: it is a named pipe (FIFO), not a regular file');
    assert.match(r.stdout, 'f.md cannot read the page: it is a named pipe (FIFO), not a regular file');
    assert.match(r.stdout, 'zero.md cannot read the page: it is a character device, not a regular file');
  } finally {
    await site.close();
  }
});

test.run();
