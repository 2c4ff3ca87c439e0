// Coordinates as text: the three formats both ways, hemisphere letters and Chinese words, rounding, either order, and
// the sentences for what cannot be written or read.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatLngLat, parseLngLat } from '../../../maplib/src/core/util/coordinates.ts';
import { mapLibErrorMessage } from '../unitHelpers.ts';

const TIANANMEN: [number, number] = [116.39128, 39.90722];
const SYDNEY: [number, number] = [151.2093, -33.8688];
const NEW_YORK: [number, number] = [-74.0445, 40.6892];

test('formatLngLat: decimal (signed), degrees (hemisphere), dms; longitude first', () => {
  assert.is(formatLngLat(TIANANMEN), '116.391280, 39.907220');
  assert.is(formatLngLat(NEW_YORK, { digits: 2 }), '-74.04, 40.69');
  assert.is(formatLngLat(SYDNEY, { format: 'degrees', digits: 4 }), '151.2093°E, 33.8688°S');
  assert.is(formatLngLat(NEW_YORK, { format: 'degrees', digits: 2 }), '74.04°W, 40.69°N');
  assert.is(formatLngLat(TIANANMEN, { format: 'dms' }), '116°23′28.61″E, 39°54′25.99″N');
  assert.is(formatLngLat(SYDNEY, { format: 'dms', digits: 0 }), '151°12′33″E, 33°52′08″S');
});

test('formatLngLat: Chinese hemisphere words before the value', () => {
  assert.is(formatLngLat(TIANANMEN, { format: 'dms', hemisphere: 'zh' }), '东经116°23′28.61″, 北纬39°54′25.99″');
  assert.is(formatLngLat(NEW_YORK, { format: 'degrees', hemisphere: 'zh', digits: 2 }), '西经74.04°, 北纬40.69°');
});

test('a value that rounds to zero is on the equator or the prime meridian, not south or west', () => {
  assert.is(formatLngLat([-0.0000001, -0.0000001], { format: 'degrees', digits: 4 }), '0.0000°E, 0.0000°N');
  assert.is(formatLngLat([-0.0000001, 0], { digits: 4 }), '0.0000, 0.0000');
});

test('parseLngLat reads what formatLngLat writes, every format and hemisphere style', () => {
  for (const p of [TIANANMEN, SYDNEY, NEW_YORK]) {
    for (const options of [{}, { format: 'degrees' as const }, { format: 'dms' as const, digits: 4 }, { format: 'dms' as const, hemisphere: 'zh' as const, digits: 4 }]) {
      const back = parseLngLat(formatLngLat(p, options));
      assert.ok(Math.abs(back[0] - p[0]) < 1e-6 && Math.abs(back[1] - p[1]) < 1e-6, `${JSON.stringify(options)}: ${back} vs ${p}`);
    }
  }
});

test('parseLngLat reads what people type: latitude first with hemispheres, ASCII marks, spaces, Chinese commas', () => {
  assert.equal(parseLngLat('39.9072°N 116.3913°E'), [116.3913, 39.9072]);
  assert.equal(parseLngLat(`40°41'21.1"N, 74°02'40.2"W`).map((v) => +v.toFixed(6)), [-74.044500, 40.689194]);
  assert.equal(parseLngLat('北纬39°54′，东经116°23′').map((v) => +v.toFixed(6)), [116.383333, 39.9]);
  assert.equal(parseLngLat('  116.39 ; 39.9 '), [116.39, 39.9]);
  assert.equal(parseLngLat('116 39'), [116, 39]);
  assert.equal(parseLngLat('-74.0445,40.6892'), NEW_YORK);
});

test('parseLngLat names what it cannot read', () => {
  assert.is(mapLibErrorMessage(() => parseLngLat('116.39')), 'parseLngLat: needs a longitude and a latitude, found 1 value in "116.39"');
  assert.is(mapLibErrorMessage(() => parseLngLat('1, 2, 3')), 'parseLngLat: needs a longitude and a latitude, found more than 2 values in "1, 2, 3"');
  assert.is(mapLibErrorMessage(() => parseLngLat('beijing')), 'parseLngLat: cannot read "beijing" as degrees in "beijing"');
  assert.is(mapLibErrorMessage(() => parseLngLat('39.9N, 116.4')), 'parseLngLat: give both values a hemisphere (one E/W, one N/S) or neither, in "39.9N, 116.4"');
  assert.is(mapLibErrorMessage(() => parseLngLat('39.9N, 40.1S')), 'parseLngLat: give both values a hemisphere (one E/W, one N/S) or neither, in "39.9N, 40.1S"');
  assert.is(mapLibErrorMessage(() => parseLngLat('116°75′E 39°N')), 'parseLngLat: minutes and seconds must be below 60, got "116°75′E" in "116°75′E 39°N"');
  assert.is(mapLibErrorMessage(() => parseLngLat('39.9, 116.4')), 'parseLngLat: latitude must be between -90 and 90, got 116.4 in "39.9, 116.4"');
  assert.is(mapLibErrorMessage(() => parseLngLat('-39.9S, 116.4E')), 'parseLngLat: a value has a sign and a hemisphere, got "-39.9S" in "-39.9S, 116.4E"');
});

test('formatLngLat names what it cannot write', () => {
  assert.is(mapLibErrorMessage(() => formatLngLat('116,39' as never)), 'formatLngLat: lngLat must be [lng, lat] numbers, got "116,39"');
  assert.is(mapLibErrorMessage(() => formatLngLat([116, 95])), 'formatLngLat: latitude must be between -90 and 90, got 95');
  assert.is(
    mapLibErrorMessage(() => formatLngLat(TIANANMEN, { format: 'dd' as never, digits: 9, hemisphere: 'cn' as never })),
    ["formatLngLat: format must be 'decimal', 'degrees' or 'dms', got \"dd\"", 'formatLngLat: digits must be an integer 0…8, got 9', "formatLngLat: hemisphere must be 'letter' or 'zh', got \"cn\""].join('\n'),
  );
});

test.run();
