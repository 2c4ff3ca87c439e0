// An edited cell's text checked against its field's type: integers for long, finite numbers for double (a decimal
// comma too), anything for text; empty numbers are null; values shown as text.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cellText, parseCell, sameValue } from '../../../../maplib/src/core/controls/table/cellValue.ts';

test('long takes integers only', () => {
  assert.equal(parseCell('42', 'long'), { ok: true, value: 42 });
  assert.equal(parseCell(' -7 ', 'long'), { ok: true, value: -7 });
  assert.equal(parseCell('12.5', 'long'), { ok: false, problem: 'table.invalidInteger' });
  assert.equal(parseCell('abc', 'long'), { ok: false, problem: 'table.invalidNumber' });
});

test('double takes finite numbers, a decimal comma and exponents; not hex, Infinity or trailing words', () => {
  assert.equal(parseCell('3.25', 'double'), { ok: true, value: 3.25 });
  assert.equal(parseCell('3,25', 'double'), { ok: true, value: 3.25 });
  assert.equal(parseCell('1e3', 'double'), { ok: true, value: 1000 });
  for (const bad of ['0x10', 'Infinity', '5 km', '1.2.3', '--1']) assert.equal(parseCell(bad, 'double'), { ok: false, problem: 'table.invalidNumber' }, bad);
});

test('empty: null for numbers, empty text for strings; text is kept as typed', () => {
  assert.equal(parseCell('  ', 'double'), { ok: true, value: null });
  assert.equal(parseCell('', 'string'), { ok: true, value: '' });
  assert.equal(parseCell(' 北京 ', 'string'), { ok: true, value: ' 北京 ' });
});

test('cell text and sameness', () => {
  assert.equal([cellText(null), cellText(undefined), cellText(0), cellText('a'), cellText({ a: 1 })], ['', '', '0', 'a', '{"a":1}']);
  assert.ok(sameValue(null, undefined) && sameValue(3, 3) && !sameValue(3, '3'));
});

test.run();
