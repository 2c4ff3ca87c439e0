// Which files are pages: `*.md` (any case) outside dot-folders and node_modules — the rule the build's page list and
// `serve --watch`'s change classification share.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { spawnSync } from 'node:child_process';
import { discoverPages, docsPathKind } from '../../../src/render/pages/discoverPages.ts';
import { MapdocsError } from '../../../src/render/errors.ts';
import { tempDir } from '../../helpers/site.ts';

test('a markdown file is a page unless a folder on its path is a dot-folder or node_modules', () => {
  assert.is(docsPathKind('README.md'), 'page');
  assert.is(docsPathKind('guide/Intro.MD'), 'page');
  assert.is(docsPathKind('guide/map.png'), 'other');
  assert.is(docsPathKind('.mapdocs/notes.md'), 'ignore');
  assert.is(docsPathKind('guide/.drafts/a.md'), 'ignore');
  assert.is(docsPathKind('node_modules/pkg/README.md'), 'ignore');
  assert.is(docsPathKind('guide/.hidden.md'), 'ignore');
});

test('the walk lists exactly the paths the rule calls pages, sorted', () => {
  const root = tempDir('mapdocs-pages-');
  try {
    const files = ['README.md', 'b/Page.MD', 'a/x.md', 'a/img.png', '.mapdocs/config.md', 'node_modules/p/README.md', 'a/.draft.md'];
    for (const f of files) {
      fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      fs.writeFileSync(path.join(root, f), '# x\n');
    }
    const pages = discoverPages(root);
    assert.equal(pages, ['README.md', 'a/x.md', 'b/Page.MD']);
    assert.equal(pages, files.filter((f) => docsPathKind(f) === 'page').sort());
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('files named as pages that are not regular files once links are followed are skipped, each with what it is', async () => {
  const root = tempDir('mapdocs-pages-');
  const outside = tempDir('mapdocs-outside-');
  const server = net.createServer();
  try {
    fs.writeFileSync(path.join(root, 'README.md'), '# x\n');
    fs.writeFileSync(path.join(outside, 'real.md'), '# y\n');
    assert.is(spawnSync('mkfifo', [path.join(root, 'pipe.md'), path.join(outside, 'fifo')]).status, 0, 'mkfifo');
    fs.symlinkSync(path.join(outside, 'fifo'), path.join(root, 'to-fifo.md'));
    fs.symlinkSync('/dev/zero', path.join(root, 'zero.md'));
    fs.symlinkSync(path.join(outside, 'real.md'), path.join(root, 'linked.md'));
    fs.symlinkSync(path.join(outside, 'gone.md'), path.join(root, 'dangling.md'));
    await new Promise<void>((listening) => server.listen(path.join(root, 'sock.md'), listening));
    const skipped: [string, string][] = [];
    const pages = discoverPages(root, (rel, why) => skipped.push([rel, why]));
    // A dangling link stays a page: reading it says "not found", an error, as before.
    assert.equal(pages, ['README.md', 'dangling.md', 'linked.md']);
    const tail = ', not a regular file: skipped (a page is read from a regular file only)';
    assert.equal(skipped.sort(), [
      ['pipe.md', `is a named pipe (FIFO)${tail}`],
      ['sock.md', `is a socket${tail}`],
      ['to-fifo.md', `is a symbolic link to a file that is a named pipe (FIFO)${tail}`],
      ['zero.md', `is a symbolic link to a file that is a character device${tail}`],
    ]);
  } finally {
    await new Promise((closed) => server.close(closed));
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  }
});

test('a folder that cannot be listed stops the walk with an error naming it, in words (no errno stack)', () => {
  const root = tempDir('mapdocs-pages-');
  const guide = path.join(root, 'guide');
  fs.mkdirSync(guide);
  fs.writeFileSync(path.join(guide, 'a.md'), '# a\n');
  // Modes do not stop root: the denial is injected.
  const { readdirSync } = fs;
  fs.readdirSync = ((dir: fs.PathLike, ...rest: unknown[]) => {
    if (String(dir) === guide) throw Object.assign(new Error(`EACCES: permission denied, scandir '${guide}'`), { code: 'EACCES' });
    return (readdirSync as (...a: unknown[]) => unknown)(dir, ...rest);
  }) as typeof fs.readdirSync;
  try {
    const err = (() => {
      try {
        discoverPages(root);
      } catch (e) {
        return e;
      }
    })();
    assert.instance(err, MapdocsError);
    assert.is((err as MapdocsError).toString(), `${path.relative(process.cwd(), guide)}  cannot list the folder: permission denied (EACCES)`);
  } finally {
    fs.readdirSync = readdirSync;
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test.run();
