// Degrees, minutes and seconds: one rounding on the whole value (59.9995″ carries into the next minute and 59′ into the
// next degree), hemisphere letters or Chinese words, negative zero is not south or west, fixed widths.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDms, toDms } from '../../../maplib/src/core/geo/dms.ts';

test('toDms splits degrees into D°M′S″: Tiananmen 116.39128°, 39.90722°', () => {
  assert.equal(toDms(116.39128), { negative: false, degrees: 116, minutes: 23, seconds: 28.61 });
  assert.equal(toDms(39.90722, 1), { negative: false, degrees: 39, minutes: 54, seconds: 26 });
  assert.equal(toDms(39.90722, 3), { negative: false, degrees: 39, minutes: 54, seconds: 25.992 });
  assert.equal(toDms(-33.8688, 0), { negative: true, degrees: 33, minutes: 52, seconds: 8 });
});

test('rounding carries: 59.9995″ shown to 2 decimals is the next minute, 59′59.9995″ the next degree', () => {
  assert.equal(toDms(10 + 30 / 60 + 59.9995 / 3600), { negative: false, degrees: 10, minutes: 31, seconds: 0 });
  assert.equal(toDms(10 + 59 / 60 + 59.9995 / 3600), { negative: false, degrees: 11, minutes: 0, seconds: 0 });
  assert.equal(toDms(-(179 + 59 / 60 + 59.9996 / 3600), 3), { negative: true, degrees: 180, minutes: 0, seconds: 0 });
  assert.is(formatDms(10 + 59 / 60 + 59.9995 / 3600, 'lat'), '11°00′00.00″N');
  // Below the last decimal's half it stays: 59.994″ is 59.99″.
  assert.is(formatDms(10 + 59 / 60 + 59.994 / 3600, 'lat'), '10°59′59.99″N');
});

test('formatDms: hemisphere letters after, N/S for latitude and E/W for longitude, zero as N and E', () => {
  assert.is(formatDms(116.39128, 'lng'), '116°23′28.61″E');
  assert.is(formatDms(39.90722, 'lat'), '39°54′25.99″N');
  assert.is(formatDms(-74.0445, 'lng'), '74°02′40.20″W');
  assert.is(formatDms(-33.8688, 'lat'), '33°52′07.68″S');
  assert.is(formatDms(0, 'lat'), '0°00′00.00″N');
  assert.is(formatDms(0, 'lng'), '0°00′00.00″E');
  assert.is(formatDms(180, 'lng'), '180°00′00.00″E');
  assert.is(formatDms(-180, 'lng'), '180°00′00.00″W');
  // A value that rounds to zero is no longer south: −0.000001° is 0.0036″, shown as 0.00″.
  assert.is(formatDms(-0.000001, 'lat'), '0°00′00.00″N');
  assert.is(formatDms(-0.000002, 'lat', { secondsDigits: 3 }), '0°00′00.007″S');
});

test('formatDms: Chinese hemisphere words before the angle (北纬, 南纬, 东经, 西经)', () => {
  assert.is(formatDms(39.90722, 'lat', { hemisphere: 'zh' }), '北纬39°54′25.99″');
  assert.is(formatDms(116.39128, 'lng', { hemisphere: 'zh' }), '东经116°23′28.61″');
  assert.is(formatDms(-33.8688, 'lat', { hemisphere: 'zh' }), '南纬33°52′07.68″');
  assert.is(formatDms(-74.0445, 'lng', { hemisphere: 'zh' }), '西经74°02′40.20″');
});

test('formatDms keeps its width: two-digit minutes and seconds, secondsDigits decimals (none: whole seconds)', () => {
  assert.is(formatDms(1 + 1 / 60 + 1.5 / 3600, 'lat'), '1°01′01.50″N');
  assert.is(formatDms(1 + 1 / 60 + 5.3 / 3600, 'lat', { secondsDigits: 0 }), '1°01′05″N');
  assert.is(formatDms(1 + 1 / 60 + 5.25 / 3600, 'lat', { secondsDigits: 4 }), '1°01′05.2500″N');
});

test('toDms refuses what it cannot write', () => {
  assert.throws(() => toDms(NaN), /degrees must be a finite number, got NaN/);
  assert.throws(() => toDms(Infinity), /finite/);
  assert.throws(() => toDms(1, 9), /secondsDigits must be an integer 0…8, got 9/);
  assert.throws(() => toDms(1, 1.5), /secondsDigits/);
});

test.run();
