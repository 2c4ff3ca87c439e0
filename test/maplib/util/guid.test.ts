// GUIDs: version-4 UUIDs, 8-4-4-4-12 lowercase hex, different each time, from crypto when there is one and from
// Math.random when there is none; the byte layout pinned on RFC 9562's bits.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGuid, uuidFromBytes } from '../../../maplib/src/core/util/guid.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('newGuid: the 8-4-4-4-12 form MapGIS writes, a version-4 UUID, unique over 10,000 calls', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 10000; i++) {
    const g = newGuid();
    assert.match(g, V4);
    seen.add(g);
  }
  assert.is(seen.size, 10000);
});

test('uuidFromBytes: version and variant bits set, the other bits as given', () => {
  assert.is(uuidFromBytes(new Uint8Array(16)), '00000000-0000-4000-8000-000000000000');
  assert.is(uuidFromBytes(new Uint8Array(16).fill(0xff)), 'ffffffff-ffff-4fff-bfff-ffffffffffff');
  assert.is(uuidFromBytes(Uint8Array.from({ length: 16 }, (_, i) => i * 17)), '00112233-4455-4677-8899-aabbccddeeff');
  assert.throws(() => uuidFromBytes(new Uint8Array(8)), /needs 16 bytes, got 8/);
});

test('without crypto.randomUUID (a page on plain http): getRandomValues; without crypto at all: Math.random', () => {
  const real = Object.getOwnPropertyDescriptor(globalThis, 'crypto')!;
  try {
    let filled = 0;
    Object.defineProperty(globalThis, 'crypto', { configurable: true, value: { getRandomValues: (b: Uint8Array) => (filled++, b.fill(0x11)) } });
    assert.is(newGuid(), '11111111-1111-4111-9111-111111111111');
    assert.is(filled, 1);
    Object.defineProperty(globalThis, 'crypto', { configurable: true, value: undefined });
    assert.match(newGuid(), V4);
  } finally {
    Object.defineProperty(globalThis, 'crypto', real);
  }
  assert.match(newGuid(), V4);
});

test.run();
