// The build's highlight store (src/render/highlight/memoryFront.ts): blocks set go to the cache section and are read
// back from memory, not from the section, up to a budget.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryFront } from '../../../src/render/highlight/memoryFront.ts';

/** A section that records its calls. */
function section(onDisk: Record<string, string> = {}) {
  const calls = { get: [] as string[], set: [] as string[] };
  return {
    calls,
    get: (key: string) => (calls.get.push(key), onDisk[key]),
    set: (key: string, html: string) => void (calls.set.push(key), (onDisk[key] = html)),
  };
}

test('a block set is written to the section and read back from memory', () => {
  const s = section({ cached: '<pre>from an earlier build</pre>' });
  const store = memoryFront(s);
  store.set('a', '<pre>a</pre>');
  assert.equal(s.calls.set, ['a']);
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

test.run();
