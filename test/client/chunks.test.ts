// Chunk loading in isolation (fetch stubbed): failure types, names, one fetch per chunk, retry after a failure.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ChunkLoadError, chunkName, isChunkLoaded, loadChunk } from '../../src/client/chunks.ts';

const realFetch = globalThis.fetch;
let calls: string[] = [];
function stubFetch(answer: (url: string, init?: RequestInit) => Promise<Response>) {
  calls = [];
  globalThis.fetch = ((url: string, init?: RequestInit) => {
    calls.push(url);
    return answer(url, init);
  }) as typeof fetch;
}
test.after.each(() => {
  globalThis.fetch = realFetch;
});

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err as ChunkLoadError;
  }
  throw new Error('expected a failure');
};

test('chunk names drop the content hash', () => {
  assert.is(chunkName('/base/assets/chunks/v-8ec9a00bfd.2vP5UxKN.json'), 'v-8ec9a00bfd');
  assert.is(chunkName('/base/assets/chunks/404-en.qpvV1Kxx.json'), '404-en');
  assert.is(chunkName('/x/routes.json'), 'routes');
});

test('a chunk is fetched once, shared by every caller, and remembered as loaded', async () => {
  stubFetch(async () => new Response(JSON.stringify({ key: 'k', regions: { page: '<p>x</p>' } })));
  const url = '/assets/chunks/v-once.AAAAAAAA.json';
  assert.not.ok(isChunkLoaded(url));
  const [a, b] = await Promise.all([loadChunk(url), loadChunk(url)]);
  assert.is(a, b);
  assert.is(calls.length, 1);
  assert.ok(isChunkLoaded(url));
});

test('network failure: the fetch rejects or answers an error status', async () => {
  stubFetch(async () => {
    throw new TypeError('Failed to fetch');
  });
  const url = '/assets/chunks/v-net.AAAAAAAA.json';
  const err = await failure(loadChunk(url));
  assert.instance(err, ChunkLoadError);
  assert.is(err.type, 'network');
  assert.is(err.chunk, 'v-net');
  assert.is(err.url, url);
  assert.is(err.message, `[mapdocs] chunk "v-net" failed to load (network) from ${url}: Failed to fetch`);

  stubFetch(async () => new Response('gone', { status: 404 }));
  const e404 = await failure(loadChunk('/assets/chunks/v-404.AAAAAAAA.json'));
  assert.is(e404.type, 'network');
  assert.match(e404.message, 'HTTP 404');
});

test('parse failure: not JSON, or JSON that is not a page chunk', async () => {
  stubFetch(async () => new Response('<html>'));
  assert.is((await failure(loadChunk('/assets/chunks/v-html.AAAAAAAA.json'))).type, 'parse');
  stubFetch(async () => new Response('{"nothing":1}'));
  const err = await failure(loadChunk('/assets/chunks/v-shape.AAAAAAAA.json'));
  assert.is(err.type, 'parse');
  assert.match(err.message, 'not a mapdocs chunk');
});

test('timeout failure: no answer within the time-out aborts the request', async () => {
  stubFetch(
    (_url, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
  );
  const err = await failure(loadChunk('/assets/chunks/v-slow.AAAAAAAA.json', 30));
  assert.is(err.type, 'timeout');
  assert.match(err.message, 'no answer after 30 ms');
});

test('a failed chunk is forgotten, so the next attempt fetches again', async () => {
  const url = '/assets/chunks/v-retry.AAAAAAAA.json';
  stubFetch(async () => {
    throw new TypeError('offline');
  });
  await failure(loadChunk(url));
  stubFetch(async () => new Response('{"regions":{}}'));
  await loadChunk(url);
  assert.is(calls.length, 1);
  assert.ok(isChunkLoaded(url));
});

test('the time-out is 120000 ms by default', async () => {
  const { CHUNK_TIMEOUT_MS } = await import('../../src/client/chunks.ts');
  assert.is(CHUNK_TIMEOUT_MS, 120000);
});

test.run();
