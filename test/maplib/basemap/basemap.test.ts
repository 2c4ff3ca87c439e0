// Offline basemap: antimeridian unwrapping, label points, Chinese names, and the styles built from the data.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unwrapRing, unwrapGeometry, roundCoordinates } from '../../../maplib/scripts/unwrapRing.ts';
import { labelPoint, poleOfInaccessibility } from '../../../maplib/scripts/labelPoint.ts';
import { chineseName } from '../../../maplib/scripts/countryNames.ts';
import { buildBasemapData } from '../../../maplib/scripts/basemapData.ts';
import { createBasemapStyle, isOfflineBasemap, labelTextField } from '../../../maplib/src/core/basemap/basemapStyle.ts';

test('unwrapRing shifts points that jump across ±180', () => {
  const fiji = [[-180, -16], [-179.8, -16.1], [179.5, -16.5], [179.9, -16], [-180, -16]];
  assert.equal(unwrapRing(fiji), [[-180, -16], [-179.8, -16.1], [-180.5, -16.5], [-180.1, -16], [-180, -16]]);
  const plain = [[10, 0], [20, 0], [20, 10], [10, 0]];
  assert.equal(unwrapRing(plain), plain);
});

test('a ring around the pole is closed along the pole', () => {
  const antarctica = [[-180, -84], [0, -80], [179, -84], [-180, -84]];
  const out = unwrapRing(antarctica);
  assert.equal(out.slice(0, 4), [[-180, -84], [0, -80], [179, -84], [180, -84]]);
  assert.equal(out.slice(4), [[180, -90], [-180, -90], [-180, -84]]);
  // Lines are not closed.
  assert.equal(unwrapGeometry({ type: 'LineString', coordinates: [[179, 0], [-179, 0]] }).coordinates, [[179, 0], [181, 0]]);
});

test('roundCoordinates', () => {
  assert.equal(roundCoordinates([[1.23456, 2.98765]], 2), [[1.23, 2.99]]);
});

test('label point lies inside the largest polygon', () => {
  const square = [[[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]]];
  const [x, y] = poleOfInaccessibility(square);
  assert.ok(Math.abs(x - 5) < 0.5 && Math.abs(y - 5) < 0.5, `${x},${y}`);
  const two = { type: 'MultiPolygon', coordinates: [[[[100, 0], [101, 0], [101, 1], [100, 1], [100, 0]]], square] };
  const { point } = labelPoint(two);
  assert.ok(point[0] < 10, 'label on the bigger part');
});

test('Chinese names from ISO numeric ids, with a table for the gaps', () => {
  assert.is(chineseName('156', 'China'), '中国');
  assert.is(chineseName('840', 'United States of America'), '美国');
  assert.is(chineseName(undefined, 'Kosovo'), '科索沃');
  assert.is(chineseName(undefined, 'Nowhere'), 'Nowhere');
});

test('basemap data: every country named in both languages, Russia unwrapped, no ring jumps > 180°', () => {
  const { countries, lines, labels } = buildBasemapData();
  assert.ok(countries.features.length > 170);
  assert.ok(countries.features.every((f) => f.properties!.name_en && f.properties!.name_zh));
  let jumps = 0;
  let maxLon = -Infinity;
  const walk = (c: any) => {
    if (typeof c[0] === 'number') return;
    if (typeof c[0][0] === 'number') {
      for (let i = 1; i < c.length; i++) {
        // The closing edge of a polar ring runs along the pole itself: not a streak.
        const alongPole = Math.abs(c[i][1]) === 90 && c[i][1] === c[i - 1][1];
        if (Math.abs(c[i][0] - c[i - 1][0]) > 180 && !alongPole) jumps++;
      }
      for (const p of c) maxLon = Math.max(maxLon, p[0]);
      return;
    }
    c.forEach(walk);
  };
  for (const f of [...countries.features, ...lines.features]) walk((f.geometry as any).coordinates);
  assert.is(jumps, 0);
  assert.ok(maxLon > 180, 'Chukotka continues east of 180°');
  assert.equal(lines.features.map((f) => f.properties!.kind), ['coast', 'boundary']);
  const china = labels.features.find((f) => f.properties!.name_en === 'China')!;
  assert.is(china.properties!.name_zh, '中国');
  assert.is(china.properties!.rank, 1);
});

test('offline styles: data URLs from the base, no glyphs, palettes differ; online styles', () => {
  const style = createBasemapStyle('offline', { dataUrl: 'https://cdn.example/maplib/', labels: 'both' });
  assert.is(style.glyphs, undefined);
  assert.is((style.sources['maplib-countries'] as { data: string }).data, 'https://cdn.example/maplib/basemap-countries.geojson');
  const labels = style.layers.find((l) => l.id === 'maplib-labels')!;
  assert.equal((labels as any).layout['text-field'], labelTextField('both'));
  const bg = (name: 'zondy' | 'guotu' | 'militray' | 'offline') => (createBasemapStyle(name).layers[0] as any).paint['background-color'];
  assert.is(new Set([bg('offline'), bg('zondy'), bg('guotu'), bg('militray')]).size, 4);
  assert.match(JSON.stringify(createBasemapStyle('osm')), /tile\.openstreetmap\.org/);
  const tdt = JSON.stringify(createBasemapStyle('tianditu', { token: 'abc' }));
  assert.match(tdt, /vec_w.*tk=abc/);
  assert.match(tdt, /cva_w/);
});

test('isOfflineBasemap: the four palettes only, not what PALETTES inherits from Object.prototype', () => {
  for (const name of ['offline', 'zondy', 'guotu', 'militray']) assert.ok(isOfflineBasemap(name), name);
  for (const name of ['osm', 'tianditu', 'none', 'toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 42, undefined]) {
    assert.not.ok(isOfflineBasemap(name), String(name));
  }
  // createBasemapStyle is public: an inherited key must be refused like any unknown name, not built as a palette.
  assert.throws(() => createBasemapStyle('toString' as never), /basemap must be one of/);
  assert.throws(() => createBasemapStyle('__proto__' as never), /basemap must be one of/);
});

test.run();
