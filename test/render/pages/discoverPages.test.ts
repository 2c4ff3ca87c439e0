// Which files are pages: `*.md` (any case) outside dot-folders and node_modules — the rule the build's page list and
// `serve --watch`'s change classification share.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { discoverPages, docsPathKind } from '../../../src/render/pages/discoverPages.ts';

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
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mapdocs-pages-'));
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

test.run();
