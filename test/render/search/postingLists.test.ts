import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PostingLists } from '../../../src/render/search/postingLists.ts';

test('PostingLists gives back what a map of arrays holds, past its first sizes (terms and pairs), absent fields left out', () => {
  const fields = 6;
  const lists = new PostingLists(fields);
  const expected = new Map<string, number[][]>();
  // A fixed pseudo-random stream: 3,000 terms, ~90,000 pairs, sections ascending.
  let seed = 7;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) % n;
  for (let doc = 0; doc < 6000; doc++)
    for (let k = 0; k < 15; k++) {
      const term = `t${rand(3000)}`;
      const f = rand(fields);
      const tf = 1 + rand(70000);
      const list = expected.get(term) ?? [];
      expected.set(term, list);
      // One pair per term, field and section, as indexPage counts them.
      if (list[f]?.at(-2) === doc) continue;
      (list[f] ??= []).push(doc, tf);
      lists.add(term, f, doc, tf);
    }
  assert.equal([...lists.keys()], [...expected.keys()]);
  for (const [term, want] of expected) {
    const got = lists.get(term)!;
    assert.equal(got, want, term);
    assert.equal(Object.keys(got), Object.keys(want), `${term}: the same fields present`);
  }
  assert.is(lists.get('absent'), undefined);
});

test('PostingLists.release frees its arrays at once (detached, not left for a collection) and leaves it empty and usable', () => {
  const lists = new PostingLists(3);
  for (let doc = 0; doc < 40_000; doc++) lists.add(`a${doc % 500}`, doc % 3, doc, 1 + (doc % 7));
  const held = ['head', 'tail', 'doc', 'tf', 'next'].map((k) => (lists as unknown as Record<string, Int32Array>)[k]);
  assert.ok(held.every((a) => a.length > 0));
  lists.release();
  assert.ok(held.every((a) => a.length === 0 && a.buffer.byteLength === 0), 'every array it held is detached');
  assert.is(lists.has('a1'), false);
  assert.equal([...lists.keys()], []);
  lists.add('b', 2, 0, 5);
  lists.add('b', 2, 3, 1);
  lists.add('c', 0, 4, 2);
  assert.equal(lists.get('b')?.[2], [0, 5, 3, 1]);
  assert.equal(Object.keys(lists.get('b')!), ['2']);
  assert.equal(lists.get('c'), [[4, 2]]);
});

test('PostingLists refuses more fields than it has room for', () => {
  assert.throws(() => new PostingLists(9), /at most 8 fields/);
});

test.run();
