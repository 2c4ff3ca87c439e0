// The build's highlight store (src/render/highlight/memoryFront.ts): blocks set are read back from memory, not from
// the cache section, up to a budget; they go to the section in the background.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryFront } from '../../../src/render/highlight/memoryFront.ts';

/** A section that records its calls. */
function section(onDisk: Record<string, string> = {}) {
  const calls = { get: [] as string[], background: [] as string[], set: [] as string[] };
  return {
    calls,
    get: (key: string) => (calls.get.push(key), onDisk[key]),
    set: (key: string) => void calls.set.push(key),
    setInBackground: (key: string, html: string) => void (calls.background.push(key), (onDisk[key] = html)),
  };
}

test('a block set is written in the background and read back from memory', () => {
  const s = section({ cached: '<pre>from an earlier build</pre>' });
  const store = memoryFront(s);
  store.set('a', '<pre>a</pre>');
  assert.equal(s.calls.background, ['a']);
  assert.equal(s.calls.set, []);
  assert.is(store.get('a'), '<pre>a</pre>');
  assert.equal(s.calls.get, [], 'not read from the section');
  assert.is(store.get('cached'), '<pre>from an earlier build</pre>', 'what this build did not set comes from the section');
});

test('past the budget the oldest blocks are let go and read from the section again', () => {
  const s = section();
  const store = memoryFront(s, 25);
  store.set('a', '<pre>aaaa</pre>'); // 15 characters
  store.set('b', '<pre>bbbb</pre>'); // 30 held: a goes
  assert.is(store.get('b'), '<pre>bbbb</pre>');
  assert.equal(s.calls.get, []);
  assert.is(store.get('a'), '<pre>aaaa</pre>');
  assert.equal(s.calls.get, ['a']);
});

test('a section without background writes is written at once', () => {
  const calls: string[] = [];
  const store = memoryFront({ get: () => undefined, set: (key) => void calls.push(key) });
  store.set('a', '<pre>a</pre>');
  assert.equal(calls, ['a']);
  assert.is(store.get('a'), '<pre>a</pre>');
});

test.run();
