// Fresh pages between rendering and writing (src/render/pipeline/pageSpill.ts): held in memory up to a budget, the
// rest in a scratch folder, every page read back as it was.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPageSpill } from '../../../src/render/pipeline/pageSpill.ts';

const scratchFolders = () => new Set(fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('mapdocs-pages-')));

test('pages within the budget stay in memory (no scratch folder); past it they go to disk; all read back the same', () => {
  const before = scratchFolders();
  const spill = createPageSpill(1000);
  const pages = Array.from({ length: 6 }, (_, i) => `<p>页面 ${i}</p>`.padEnd(300, '.'));
  const readers = pages.map((html) => spill.put(html)!);
  const made = [...scratchFolders()].filter((f) => !before.has(f));
  try {
    assert.is(made.length, 1, 'the pages past 1,000 characters went to a scratch folder');
    assert.is(fs.readdirSync(path.join(os.tmpdir(), made[0])).length, 3, 'three pages of 300 fit, three were written');
    assert.equal(readers.map((read) => read()), pages);
  } finally {
    spill.remove();
  }
  assert.not.ok(fs.existsSync(path.join(os.tmpdir(), made[0])), 'removed at the end');

  const small = createPageSpill();
  const fresh = scratchFolders();
  assert.is(small.put('<p>small</p>')!(), '<p>small</p>');
  assert.equal(scratchFolders(), fresh, 'a small site never makes the folder');
  small.remove();
});

test.run();
