// checkEdits: what of a layer's stored edits can be used, whatever the stored value is, and what was dropped.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkEdits } from '../../../maplib/src/emulator/store.ts';

const pt = (fid: number) => ({ fid, attributes: { name: 'a', n: 1, ok: true, none: null }, geometry: { type: 'Point', coordinates: [1, 2] } });

test('a valid record comes back as it is, with nothing dropped; no record is no edits', () => {
  const record = { nextFid: 10, upserts: { 3: pt(3), 9: pt(9) }, deleted: [1, 2] };
  assert.equal(checkEdits(structuredClone(record)), { edits: record, dropped: [] });
  assert.equal(checkEdits(undefined), { edits: undefined, dropped: [] });
});

test('a record that is not {nextFid, upserts, deleted} with a positive integer nextFid is dropped whole', () => {
  for (const [value, why] of [
    ['text', 'the record is a string'],
    [null, 'the record is null'],
    [[1, 2], 'the record is an array'],
    [{ nextFid: 'x', upserts: {}, deleted: [] }, 'nextFid is "x", not a positive integer'],
    [{ nextFid: 1.5, upserts: {}, deleted: [] }, 'nextFid is 1.5'],
    [{ upserts: {}, deleted: [] }, 'nextFid is undefined'],
  ] as const) {
    const { edits, dropped } = checkEdits(value);
    assert.is(edits, undefined, why);
    assert.is(dropped.length, 1);
    assert.match(dropped[0], why);
  }
});

test('invalid features and deletions are dropped one by one; nextFid is raised past the highest edited fid', () => {
  const { edits, dropped } = checkEdits({
    nextFid: 4,
    upserts: {
      3: pt(3),
      4: { ...pt(4), geometry: null },
      5: { ...pt(6) },
      6: { ...pt(6), attributes: { name: ['a'] } },
      7: { ...pt(7), geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 'x'], [0, 0]]] } },
      8: { ...pt(8), attributes: null },
      9: 'feature',
      12: pt(12),
    },
    deleted: [1, -1, 'y', 2.5, 7],
  });
  assert.equal(edits, { nextFid: 13, upserts: { 3: pt(3), 12: pt(12) }, deleted: [1, 7] } as any);
  assert.equal(dropped, [
    'feature 4 has no valid geometry',
    'feature 5 has the fid 6',
    'feature 6 has attributes that are not strings, numbers, booleans or null',
    'feature 7 has no valid geometry',
    'feature 8 has attributes that are not strings, numbers, booleans or null',
    'feature 9 is not an object',
    '3 deleted ids that are not positive integers',
    'nextFid 4 raised past feature 12',
  ]);
  assert.equal(checkEdits({ nextFid: 2, upserts: null, deleted: {} }).dropped, ['upserts is not an object', 'deleted is not a list']);
  // IndexedDB keeps what JSON cannot write: still words, never an exception.
  assert.equal(checkEdits({ nextFid: 10n, upserts: {}, deleted: [] }).dropped, ['nextFid is [object BigInt], not a positive integer']);
  assert.equal(checkEdits({ nextFid: 3, upserts: { 2: { ...pt(2), fid: 2n } }, deleted: [] }).dropped, ['feature 2 has the fid [object BigInt]']);
});

test.run();
