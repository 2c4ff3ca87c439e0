// The core's registry of request transforms: the app's transformRequest first, then the registered ones in order, each
// on the URL the one before returned, fields merged; async steps; unregistering; maps made earlier see later entries.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chainRequestTransforms, registerRequestTransform } from '../../../maplib/src/core/map/requestTransforms.ts';

test('nothing registered, no own transform: every request is left alone', () => {
  assert.is(chainRequestTransforms()('http://x/a.png', 'Tile'), undefined);
  assert.is(chainRequestTransforms(null)('http://x/a.png'), undefined);
});

test('own first, then registered ones in registration order, each on the URL before it; fields merge, later wins', () => {
  const seen: string[] = [];
  // Made before anything is registered: the chain is read at each request.
  const chain = chainRequestTransforms((url) => (seen.push(`own ${url}`), { url: url + '?own', headers: { a: '1' } }));
  const offA = registerRequestTransform((url, type) => (seen.push(`A ${url} ${type}`), { url: url + '&a', credentials: 'include' }));
  const offB = registerRequestTransform((url) => (seen.push(`B ${url}`), url.includes('skip') ? undefined : { url: url + '&b', headers: { b: '2' } }));
  try {
    assert.equal(chain('http://x/t', 'Tile'), { url: 'http://x/t?own&a&b', headers: { b: '2' }, credentials: 'include' });
    assert.equal(seen, ['own http://x/t', 'A http://x/t?own Tile', 'B http://x/t?own&a']);
    assert.equal(chain('http://x/skip', 'Source'), { url: 'http://x/skip?own&a', headers: { a: '1' }, credentials: 'include' }, 'undefined leaves the result as it was');
    offA();
    offA(); // twice is harmless
    assert.equal(chain('http://x/t'), { url: 'http://x/t?own&b', headers: { b: '2' } });
  } finally {
    offA();
    offB();
  }
  assert.is(chainRequestTransforms()('http://x/t'), undefined, 'both taken out again');
});

test('an async step makes the rest wait for it; synchronous chains return a plain object', async () => {
  const off = registerRequestTransform((url) => (url.startsWith('http://emu/') ? { url: 'emu://' + url.slice(11) } : undefined));
  try {
    const sync = chainRequestTransforms((url) => ({ url: url.replace('/real/', '/emu/') }))('http://real/a', 'Tile');
    assert.equal(sync, { url: 'emu://a' });
    const pending = chainRequestTransforms(async (url) => ({ url: url.replace('/real/', '/emu/'), headers: { x: '1' } }))('http://real/b');
    assert.instance(pending, Promise);
    assert.equal(await pending, { url: 'emu://b', headers: { x: '1' } });
    const asyncRegistered = registerRequestTransform(async (url) => ({ url: url + '#late' }));
    try {
      assert.equal(await chainRequestTransforms()('http://emu/c'), { url: 'emu://c#late' });
    } finally {
      asyncRegistered();
    }
  } finally {
    off();
  }
});

test.run();
