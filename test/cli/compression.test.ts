// Accept-Encoding negotiation, which types are compressed, and serve's cache of compressed bodies.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { acceptedEncodings } from '../../src/cli/acceptEncoding.ts';
import { createCompressedCache } from '../../src/cli/compressedCache.ts';
import { compressibleFile } from '../../src/shared/compression.ts';

test('Accept-Encoding: weights, refusals, * and aliases', () => {
  const cases: [string | undefined, string[]][] = [
    [undefined, []],
    ['', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip;q=1.0, br;q=0.9', ['gzip', 'br']],
    ['BR;Q=0.2 , GZIP', ['gzip', 'br']],
    ['*;q=0.1, gzip', ['gzip', 'br']],
    ['br;q=0', []],
    ['br;q=0, *', ['gzip']],
    ['x-gzip', ['gzip']],
    ['br;q=abc, gzip', ['gzip']],
    ['br;q=2', []],
    ['identity', []],
  ];
  for (const [header, want] of cases) assert.equal(acceptedEncodings(header), want, String(header));
});

test('text, code, data, SVG and wasm compress; images, fonts made for the web and archives do not', () => {
  for (const f of ['a.html', 'a.css', 'a.js', 'a.mjs', 'a.json', 'a.geojson', 'a.topojson', 'a.svg', 'a.xml', 'a.txt', 'a.md', 'a.wasm', 'a.pbf', 'a.mvt', 'a.map', 'a.ttf'])
    assert.ok(compressibleFile(f), f);
  for (const f of ['a.png', 'a.jpg', 'a.webp', 'a.woff2', 'a.woff', 'a.zip', 'a.gz', 'a.br', 'a.mp4', 'a.bin', 'noext'])
    assert.not.ok(compressibleFile(f), f);
});

test('the cache compresses a file once per version and encoding, and forgets the least recently used', async () => {
  const cache = createCompressedCache(3000);
  const reads: string[] = [];
  const body = (name: string, n: number) => () => (reads.push(name), Buffer.from(`${name} `.repeat(n) + Math.random()));
  const v1 = { size: 10, mtimeMs: 1, ino: 1 };
  const a1 = await cache.get('a', 'br', v1, body('a', 500));
  assert.ok(zlib.brotliDecompressSync(a1).toString().startsWith('a a '));
  assert.is(await cache.get('a', 'br', v1, body('a', 500)), a1, 'same version: the cached body');
  assert.is(cache.peek('a', 'br', v1), a1);
  assert.equal(reads, ['a']);
  await cache.get('a', 'gzip', v1, body('a', 500));
  assert.equal(reads, ['a', 'a'], 'another encoding is compressed on its own');
  assert.is(cache.peek('a', 'br', { ...v1, mtimeMs: 2 }), undefined, 'a changed file is not in the cache');
  await cache.get('a', 'br', { ...v1, mtimeMs: 2 }, body('a', 500));
  assert.equal(reads, ['a', 'a', 'a']);
  // Concurrent requests share one compression.
  const [x, y] = await Promise.all([cache.get('b', 'br', v1, body('b', 500)), cache.get('b', 'br', v1, body('b', 500))]);
  assert.is(x, y);
  assert.equal(reads.filter((r) => r === 'b'), ['b']);
  // Random bytes do not compress: three bodies of 1200 bytes exceed the 3000-byte limit, and the least recently used
  // of them goes.
  const small = createCompressedCache(3000);
  const noise = (name: string) => () => (reads.push(name), crypto.randomBytes(1200));
  for (const name of ['n1', 'n2']) await small.get(name, 'gzip', v1, noise(name));
  small.peek('n1', 'gzip', v1); // n1 is now the most recently used
  await small.get('n3', 'gzip', v1, noise('n3'));
  assert.ok(small.bytes <= 3000, String(small.bytes));
  assert.ok(small.peek('n1', 'gzip', v1), 'n1 kept');
  assert.ok(small.peek('n3', 'gzip', v1), 'n3 kept');
  assert.is(small.peek('n2', 'gzip', v1), undefined, 'n2 dropped');
  // A body larger than the whole cache is sent but not kept.
  const huge = await small.get('big', 'gzip', v1, () => crypto.randomBytes(5000));
  assert.ok(huge.length > 5000);
  assert.is(small.peek('big', 'gzip', v1), undefined);
  assert.ok(small.peek('n1', 'gzip', v1) && small.peek('n3', 'gzip', v1), 'and pushes nothing out');
});

test.run();
