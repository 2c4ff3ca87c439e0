// What the StateBar writes, without a map: lon/lat in decimal (digits, no "-0") or DMS (digits − 3 decimals of
// seconds), a dash off the map, world copies folded back, the zoom level, 1:N at the centre latitude and dpi.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { coordinateWidth, formatCoordinate, formatLevel, formatScale, NO_POSITION, stateOf } from '../../../../maplib/src/core/controls/stateBar/stateFormat.ts';
import { metresPerPixelAt, scaleDenominator } from '../../../../maplib/src/core/geo/index.ts';

test('formatCoordinate: decimal degrees to `digits` places (default 5), no minus on a value that rounds to zero', () => {
  assert.is(formatCoordinate(116.3912761, 'lng'), '116.39128°');
  assert.is(formatCoordinate(-33.8688, 'lat', 'decimal', 2), '-33.87°');
  assert.is(formatCoordinate(-0.000001, 'lat'), '0.00000°');
  assert.is(formatCoordinate(-0.4, 'lng', 'decimal', 0), '0°');
  assert.is(formatCoordinate(-0.000006, 'lat'), '-0.00001°');
  assert.is(formatCoordinate(12.5, 'lng', 'decimal', 0), '13°');
});

test('formatCoordinate: DMS with digits − 3 decimals of seconds and hemisphere letters; a dash off the map', () => {
  assert.is(formatCoordinate(116.39128, 'lng', 'dms'), '116°23′28.61″E');
  assert.is(formatCoordinate(-33.8688, 'lat', 'dms'), '33°52′07.68″S');
  assert.is(formatCoordinate(-33.8688, 'lat', 'dms', 3), '33°52′08″S');
  assert.is(formatCoordinate(-33.8688, 'lat', 'dms', 0), '33°52′08″S');
  assert.is(formatCoordinate(39.90722, 'lat', 'dms', 7), '39°54′25.9920″N');
  assert.is(formatCoordinate(null, 'lng'), NO_POSITION);
  assert.is(formatCoordinate(null, 'lat', 'dms'), '—');
});

test('coordinateWidth is the widest text of its axis and format', () => {
  assert.is(coordinateWidth('lng'), '-179.12345°'.length);
  assert.is(coordinateWidth('lat'), '-89.12345°'.length);
  assert.is(coordinateWidth('lng', 'decimal', 0), '-179°'.length);
  assert.is(coordinateWidth('lng', 'dms'), '179°59′59.99″W'.length);
  assert.is(coordinateWidth('lat', 'dms', 3), '89°59′59″S'.length);
});

test('formatLevel: two decimals at most; formatScale: 1:N, N whole with thousands separators', () => {
  assert.is(formatLevel(4), '4');
  assert.is(formatLevel(4.5), '4.5');
  assert.is(formatLevel(4.254), '4.25');
  assert.is(formatLevel(3.999), '4');
  assert.is(formatScale(36978595.4), '1:36,978,595');
  assert.is(formatScale(999.5), '1:1,000');
});

test('stateOf: numbers and texts; scale from metres per pixel at the centre latitude × dpi / 0.0254', () => {
  const s = stateOf({ pointer: [116.3912761, 39.907222], zoom: 4, centreLat: 35, crs: 'EPSG:3857' });
  const n = scaleDenominator(metresPerPixelAt(4, 35));
  assert.equal(s, {
    lng: 116.3912761,
    lat: 39.907222,
    level: 4,
    scale: n,
    crs: 'EPSG:3857',
    text: { lng: '116.39128°', lat: '39.90722°', level: '4', scale: formatScale(n), crs: 'EPSG:3857' },
  });
  // 40,075,016.686 m × cos 35° / (512 × 2⁴) px = 4,007.23 m/px; × 96 / 0.0254 = 15,145,576.
  assert.is(s.text.scale, '1:15,145,576');
  const print = stateOf({ pointer: null, zoom: 4, centreLat: 35, crs: 'EPSG:4326' }, { dpi: 300, format: 'dms' });
  assert.is(print.scale, scaleDenominator(metresPerPixelAt(4, 35), 300));
  assert.equal([print.lng, print.lat, print.text.lng, print.text.lat, print.crs], [null, null, '—', '—', 'EPSG:4326']);
});

test('stateOf folds a world copy into [−180, 180] and takes a point off the globe for no position', () => {
  const s = stateOf({ pointer: [-243.6087239, 39.9], zoom: 2, centreLat: 0, crs: 'EPSG:3857' });
  assert.ok(Math.abs(s.lng! - 116.3912761) < 1e-9);
  assert.is(s.text.lng, '116.39128°');
  for (const pointer of [[NaN, 10], [10, 91], [Infinity, 0]] as [number, number][]) {
    const off = stateOf({ pointer, zoom: 2, centreLat: 0, crs: 'EPSG:4326' });
    assert.equal([off.lng, off.lat, off.text.lng], [null, null, '—'], String(pointer));
  }
});

test.run();
