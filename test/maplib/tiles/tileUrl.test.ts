// URL templates: token, subdomains, {-y}, quadkey, and zoomOffset through the maplib-tile:// protocol.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applyToken, buildTileUrls, expandSubdomains, normalizeTemplate, quadkey, resolveTileProtocolUrl, tileUrl } from '../../../maplib/src/core/tiles/tileUrl.ts';

test('applyToken replaces {token} or appends the token parameter', () => {
  assert.is(applyToken('https://t/{z}/{x}/{y}.png?tk={token}', 'a b'), 'https://t/{z}/{x}/{y}.png?tk=a%20b');
  assert.is(applyToken('https://t/{z}/{x}/{y}.png', 'abc'), 'https://t/{z}/{x}/{y}.png?token=abc');
  assert.is(applyToken('https://t/{z}/{x}/{y}.png?style=1', 'abc', 'tk'), 'https://t/{z}/{x}/{y}.png?style=1&tk=abc');
  assert.is(applyToken('https://t/{z}/{x}/{y}.png?', 'abc'), 'https://t/{z}/{x}/{y}.png?token=abc');
  assert.is(applyToken('https://t/{z}/{x}/{y}.png#frag', 'abc'), 'https://t/{z}/{x}/{y}.png?token=abc#frag');
  assert.is(applyToken('https://t/{z}/{x}/{y}.png', undefined), 'https://t/{z}/{x}/{y}.png');
  assert.is(applyToken('https://t/{z}/{x}/{y}.png', ''), 'https://t/{z}/{x}/{y}.png');
});

test('expandSubdomains makes one URL per subdomain, default a/b/c', () => {
  assert.equal(expandSubdomains('https://{s}.t/{z}'), ['https://a.t/{z}', 'https://b.t/{z}', 'https://c.t/{z}']);
  assert.equal(expandSubdomains('https://t{s}.x/{z}', ['0', '1']), ['https://t0.x/{z}', 'https://t1.x/{z}']);
  assert.equal(expandSubdomains('https://t/{z}', ['0']), ['https://t/{z}']);
  assert.throws(() => expandSubdomains('https://{s}.t/{z}', []), /subdomains is empty/);
});

test('{-y} means TMS rows', () => {
  assert.equal(normalizeTemplate('https://t/{z}/{x}/{-y}.png'), { template: 'https://t/{z}/{x}/{y}.png', tms: true });
  assert.equal(normalizeTemplate('https://t/{z}/{x}/{y}.png'), { template: 'https://t/{z}/{x}/{y}.png', tms: false });
});

test('buildTileUrls without zoomOffset gives MapLibre templates', () => {
  assert.equal(buildTileUrls('https://{s}.t/{z}/{x}/{-y}.png', { token: 'k', tokenParam: 'tk', subdomains: ['1', '2'] }), [
    'https://1.t/{z}/{x}/{y}.png?tk=k',
    'https://2.t/{z}/{x}/{y}.png?tk=k',
  ]);
});

test('buildTileUrls with zoomOffset wraps the URL in maplib-tile:// and the handler shifts {z}', () => {
  const [wrapped] = buildTileUrls('https://t/{z}/{x}/{y}.png', { zoomOffset: 1, token: 'k' });
  assert.is(wrapped, `maplib-tile://{z}/{x}/{y}?o=1&u=${encodeURIComponent('https://t/{z}/{x}/{y}.png?token=k')}`);
  // MapLibre fills {z}/{x}/{y} of the wrapper (the encoded template keeps its own placeholders)…
  const filled = wrapped.replace('{z}', '3').replace('{x}', '5').replace('{y}', '2');
  // …and the protocol handler produces the server URL at level z + offset.
  assert.is(resolveTileProtocolUrl(filled), 'https://t/4/5/2.png?token=k');
  const [negative] = buildTileUrls('https://t/{z}/{x}/{y}.png', { zoomOffset: -2 });
  assert.is(resolveTileProtocolUrl(negative.replace('{z}', '5').replace('{x}', '1').replace('{y}', '0')), 'https://t/3/1/0.png');
  assert.throws(() => resolveTileProtocolUrl('maplib-tile://bad'), /malformed/);
});

test('tileUrl gives the concrete URL of one tile (xyz, tms, offset, quadkey, subdomain)', () => {
  assert.is(tileUrl('https://t/{z}/{x}/{y}.png', { z: 2, x: 1, y: 0 }), 'https://t/2/1/0.png');
  assert.is(tileUrl('https://t/{z}/{x}/{y}.png', { z: 2, x: 1, y: 0 }, { scheme: 'tms' }), 'https://t/2/1/3.png');
  assert.is(tileUrl('https://t/{z}/{x}/{-y}.png', { z: 2, x: 1, y: 0 }), 'https://t/2/1/3.png');
  assert.is(tileUrl('https://t/{z}/{x}/{y}.png?tk={token}', { z: 2, x: 1, y: 0 }, { zoomOffset: 1, token: 'k' }), 'https://t/3/1/0.png?tk=k');
  assert.is(tileUrl('https://{s}.t/{z}/{x}/{y}', { z: 1, x: 1, y: 1 }, { subdomains: ['a', 'b', 'c'] }), 'https://c.t/1/1/1');
  assert.is(tileUrl('https://t/{quadkey}', { z: 3, x: 3, y: 5 }), 'https://t/213');
});

test('quadkey', () => {
  assert.is(quadkey(0, 0, 0), '');
  assert.is(quadkey(1, 1, 0), '1');
  assert.is(quadkey(3, 3, 5), '213');
});

test.run();
