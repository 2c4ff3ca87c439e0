import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { jsonParts } from '../../../src/render/write/jsonParts.ts';

const joined = (value: unknown, depth?: number) => [...jsonParts(value, depth)].join('');

test('the same text as JSON.stringify, at every depth', () => {
  const values: unknown[] = [
    { value: { '/': 'search.abc.json' }, files: [['assets/search/a.json', '{"t":["图层",1]}'], ['b', 'x"y\\z\n']] },
    [1, 'two', null, true, { a: [[], {}], b: undefined, c: () => 1 }, undefined, [undefined]],
    { date: new Date(0), nested: { deeper: { deepest: [1, { x: 2 }] } }, '': 0, 'quote"key': -1.5e-7 },
    'plain',
    42,
    null,
    [],
    {},
  ];
  for (const v of values) for (const depth of [0, 1, 2, 3, 8]) assert.is(joined(v, depth), JSON.stringify(v), `depth ${depth}: ${JSON.stringify(v)}`);
});

test('a large array of files is many parts, none of them the whole', () => {
  const files = Array.from({ length: 500 }, (_, i) => [`assets/search/s${i}.json`, 'x'.repeat(1000)]);
  const parts = [...jsonParts({ value: 1, files })];
  assert.ok(parts.length > 500);
  assert.ok(Math.max(...parts.map((p) => p.length)) < 1100, 'each file alone');
  assert.is(parts.join(''), JSON.stringify({ value: 1, files }));
});

test.run();
