// Ground resolution and scale denominator: Bing Maps' published table (256 px tiles at 96 dpi) as the reference — a
// 512 px MapLibre world at zoom z is Bing's level z + 1.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CSS_DPI, METRES_PER_INCH, metresPerPixelAt, scaleDenominator } from '../../../maplib/src/core/geo/scale.ts';

const close = (actual: number, expected: number, relative = 1e-9) =>
  assert.ok(Math.abs(actual - expected) <= Math.abs(expected) * relative, `${actual} is not ${expected}`);

test('metresPerPixelAt: the equator of a 512 px world at zoom 0 is 40,075,016.686 m over 512 px; halves per zoom level', () => {
  close(metresPerPixelAt(0, 0), 40075016.686 / 512);
  close(metresPerPixelAt(1, 0), 40075016.686 / 1024);
  close(metresPerPixelAt(10.5, 0), 40075016.686 / 512 / 2 ** 10.5);
  // 256 px tiles (Bing, Google, OSM's zoom table): twice the metres per pixel at the same zoom.
  close(metresPerPixelAt(0, 0, 256), 156543.03392804097);
});

test('metresPerPixelAt shrinks with cos(latitude): half at 60°, the same north and south', () => {
  close(metresPerPixelAt(10, 60), 40075016.686 / 512 / 1024 / 2, 1e-9);
  close(metresPerPixelAt(4, -39.9), metresPerPixelAt(4, 39.9));
  assert.ok(metresPerPixelAt(3, 89.999) < 1, 'next to nothing at the pole');
});

test('scaleDenominator: metres per pixel × dpi / 0.0254; Bing level 1 at the equator is 1:295,829,355.45', () => {
  assert.is(METRES_PER_INCH, 0.0254);
  assert.is(CSS_DPI, 96);
  close(scaleDenominator(1), 96 / 0.0254);
  close(scaleDenominator(metresPerPixelAt(0, 0)), 295829355.45, 1e-10);
  // Bing level 10 (our zoom 9): 1:577,791.71 at the equator, times cos 40° at 40°N.
  close(scaleDenominator(metresPerPixelAt(9, 0)), 577791.71, 1e-8);
  close(scaleDenominator(metresPerPixelAt(9, 40)), 577791.71 * Math.cos((40 * Math.PI) / 180), 1e-8);
  // A print at 300 dpi: the same ground in smaller pixels, a larger N.
  close(scaleDenominator(2, 300), (2 * 300) / 0.0254);
});

test.run();
