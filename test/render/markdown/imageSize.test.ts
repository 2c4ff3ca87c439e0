import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PNG } from 'pngjs';
import { imageSize, svgSize } from '../../../src/render/markdown/imageSize.ts';

const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const le16 = (n: number) => [n & 0xff, n >> 8];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const be16 = (n: number) => [n >> 8, n & 0xff];

test('PNG: the IHDR width and height', () => {
  const png = new PNG({ width: 300, height: 17 });
  assert.equal(imageSize(PNG.sync.write(png)), { width: 300, height: 17 });
});

test('WebP: lossy (VP8), lossless (VP8L) and extended (VP8X) headers', () => {
  const riff = (chunk: string, body: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], body, new Array(16).fill(0));
  // VP8: 3-byte frame tag, start code 9d 01 2a, 14-bit width and height (the top two bits are the scale).
  assert.equal(imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(780 | 0x4000), ...le16(240)])), { width: 780, height: 240 });
  // VP8L: signature 0x2f, then (width − 1) | (height − 1) << 14.
  const bits = (780 - 1) | ((240 - 1) << 14);
  assert.equal(imageSize(riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24])), { width: 780, height: 240 });
  // VP8X: flags and 3 reserved bytes, then width − 1 and height − 1 in 24 bits.
  assert.equal(imageSize(riff('VP8X', [0x10, 0, 0, 0, ...le24(1199), ...le24(399)])), { width: 1200, height: 400 });
});

test('GIF and JPEG (the first start-of-frame after other segments)', () => {
  assert.equal(imageSize(bytes('GIF89a', le16(64), le16(32), [0, 0, 0])), { width: 64, height: 32 });
  const app0 = [0xff, 0xe0, ...be16(6), 1, 2, 3, 4];
  const dht = [0xff, 0xc4, ...be16(4), 0, 0];
  const sof0 = [0xff, 0xc0, ...be16(11), 8, ...be16(480), ...be16(640), 3, 0, 0];
  assert.equal(imageSize(bytes([0xff, 0xd8], app0, dht, sof0)), { width: 640, height: 480 });
});

test('anything else has no size: SVG, a truncated PNG, an empty file', () => {
  assert.is(imageSize(bytes('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')), undefined);
  assert.is(imageSize(PNG.sync.write(new PNG({ width: 2, height: 2 })).subarray(0, 20)), undefined);
  assert.is(imageSize(new Uint8Array()), undefined);
});

test.run();

test('svgSize: pixel width and height, else the viewBox; units other than px and a missing root give none', () => {
  const svg = (attrs: string) => new TextEncoder().encode(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attrs}><circle r="1"/></svg>`);
  assert.equal(svgSize(svg('width="120" height="40px" viewBox="0 0 12 4"')), { width: 120, height: 40 });
  assert.equal(svgSize(svg('viewBox="0 0 64 32"')), { width: 64, height: 32 });
  assert.equal(svgSize(svg("width='2em' height='1em' viewBox='0,0,30,10'")), { width: 30, height: 10 });
  assert.is(svgSize(svg('width="100%"')), undefined);
  assert.is(svgSize(new TextEncoder().encode('<html></html>')), undefined);
});
