// folders.ts: which folder pages may include files from (includeRootOf) — the repository before a package inside it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { includeRootOf, projectRootOf } from '../../src/render/folders.ts';
import { tempDir } from '../helpers/site.ts';

test('includeRootOf: the repository (.git) above a docs package with a package.json of its own', () => {
  const repo = tempDir();
  const docs = path.join(repo, 'packages/docs/docs');
  fs.mkdirSync(docs, { recursive: true });
  fs.writeFileSync(path.join(repo, 'packages/docs/package.json'), '{}');
  assert.is(includeRootOf(docs), path.join(repo, 'packages/docs'), 'no repository: the nearest package.json');
  fs.mkdirSync(path.join(repo, '.git'));
  assert.is(includeRootOf(docs), repo, 'the repository wins: sibling packages may be quoted');
  assert.is(projectRootOf(docs), path.join(repo, 'packages/docs'), 'the output guard still protects the nearest project');
});

test('includeRootOf: no repository and no package.json: the docs folder itself', () => {
  const docs = path.join(tempDir(), 'docs');
  fs.mkdirSync(docs);
  assert.is(includeRootOf(docs), docs);
});

test.run();
