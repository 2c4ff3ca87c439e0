// The build cache's save writes a section entry by entry: the file must be what JSON.stringify of it gives.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { sectionJson } from '../../src/render/cache.ts';
import { writeFileAtomic } from '../../src/render/write/writeFileAtomic.ts';
import { tempDir } from '../helpers/site.ts';

test('sectionJson gives the bytes of JSON.stringify({ stamp, entries }), entries without a JSON value left out', () => {
  const entries = new Map<string, unknown>([
    ['a', { html: '<p>"引号" \\ \u2028</p>', env: { images: [] } }],
    ['b"\n', 'text'],
    ['skip', undefined],
    ['__proto__', [1, 2, null]],
    ['fn', () => 1],
    ['last', 0],
  ]);
  const stamp = '1.0\0abc';
  assert.is([...sectionJson(stamp, entries)].join(''), JSON.stringify({ stamp, entries: Object.fromEntries(entries) }));
  assert.is([...sectionJson(stamp, new Map())].join(''), JSON.stringify({ stamp, entries: {} }));
});

test('writeFileAtomic writes parts larger than its batch whole, in order, leaving no temporary file', () => {
  const dir = tempDir('mapdocs-atomic-');
  const file = path.join(dir, 'section.json');
  fs.writeFileSync(file, 'old');
  const parts = Array.from({ length: 300 }, (_, i) => `${i}:${'图'.repeat(5000 + i)}|`);
  writeFileAtomic(file, parts.values());
  assert.is(fs.readFileSync(file, 'utf8'), parts.join(''));
  assert.equal(fs.readdirSync(dir), ['section.json']);
});

test('writeFileAtomic leaves the old file when producing the parts fails', () => {
  const dir = tempDir('mapdocs-atomic-');
  const file = path.join(dir, 'section.json');
  fs.writeFileSync(file, 'old');
  function* parts() {
    yield 'x'.repeat(2 << 20);
    throw new Error('no more');
  }
  assert.throws(() => writeFileAtomic(file, parts()), /no more/);
  assert.is(fs.readFileSync(file, 'utf8'), 'old');
  assert.equal(fs.readdirSync(dir), ['section.json']);
});

test.run();
