// ElasticsearchLayer's pure helpers: geotile keys held to Elasticsearch's own examples and its GeoTileUtils rules,
// the `_search` body the layer sends (accepted by the emulated index), and buckets read back into GeoJSON.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  GEOTILE_MAX_LAT,
  autoPrecision,
  buildGeoGridQuery,
  bucketsToGeoJSON,
  geotileBounds,
  geotileCenter,
  geotileKey,
  parseGeotileKey,
  readBuckets,
  viewBoundingBox,
} from '../../../../maplib/src/core/layers/thematic/elasticsearchQuery.ts';
import { geotileKey as emulatorGeotileKey, quantizeLat, quantizeLon } from '../../../../maplib/src/emulator/elasticsearch.ts';
import { rig } from '../../emulator/fixtures.ts';

// The museums of Elasticsearch's geotile_grid reference page ("Simple low-precision request").
const MUSEUMS: [string, number, number][] = [
  ['NEMO Science Museum', 4.91235, 52.374081],
  ['Museum Het Rembrandthuis', 4.901618, 52.369219],
  ['Nederlands Scheepvaartmuseum', 4.914722, 52.371667],
  ['Letterenhuis', 4.4052, 51.2229],
  ['Musée du Louvre', 2.336389, 48.861111],
  ["Musée d'Orsay", 2.327, 48.86],
];

test('the museums of the Elasticsearch reference fall in its documented precision-8 buckets', () => {
  const counts: Record<string, number> = {};
  for (const [, lon, lat] of MUSEUMS) {
    const key = geotileKey(lon, lat, 8);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  // The documented response: 8/131/84 (3 docs), 8/129/88 (2), 8/131/85 (1).
  assert.equal(counts, { '8/131/84': 3, '8/129/88': 2, '8/131/85': 1 });
});

test('precision 0 is one tile; the grid edges follow GeoTileUtils (180° and the poles clip into the grid)', () => {
  assert.is(geotileKey(116.4, 39.9, 0), '0/0/0');
  assert.is(geotileKey(-180, 0, 3), '3/0/4');
  assert.is(geotileKey(180, 0, 3), '3/7/4', '180° is the last column, not one past it');
  assert.is(geotileKey(179.999999, 0, 3), '3/7/4');
  assert.is(geotileKey(0, 90, 5), '5/16/0', 'the north pole clamps to the top row');
  assert.is(geotileKey(0, -90, 5), '5/16/31', 'the south pole clamps to the bottom row');
  assert.is(geotileKey(0, GEOTILE_MAX_LAT + 1, 29), geotileKey(0, GEOTILE_MAX_LAT - 1e-9, 29));
  // The equator and the prime meridian start a new row and column.
  assert.is(geotileKey(0, 0, 1), '1/1/1');
  assert.is(geotileKey(-1e-9, 1e-9, 1), '1/0/0');
});

test('every point lies inside the bounds of its key, and the keys agree with the emulated index', () => {
  let seed = 7;
  const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 2000; i++) {
    const lon = rand() * 360 - 180;
    const lat = (rand() * 2 - 1) * 85;
    const precision = Math.floor(rand() * 30);
    const key = geotileKey(lon, lat, precision);
    const [[w, s], [e, n]] = geotileBounds(key);
    assert.ok(lon >= w - 1e-9 && lon <= e + 1e-9 && lat >= s - 1e-9 && lat <= n + 1e-9, `${lon},${lat} outside ${key}`);
    // The emulator quantises coordinates as Lucene stores them; on quantised input both must agree exactly.
    assert.is(geotileKey(quantizeLon(lon), quantizeLat(lat), precision), emulatorGeotileKey(quantizeLon(lon), quantizeLat(lat), precision));
  }
});

test('geotileBounds / geotileCenter / parseGeotileKey', () => {
  const world = geotileBounds('0/0/0').flat();
  [-180, -GEOTILE_MAX_LAT, 180, GEOTILE_MAX_LAT].forEach((v, i) => assert.ok(Math.abs(world[i] - v) < 1e-9, `0/0/0: ${world}`));
  const [[w, s], [e, n]] = geotileBounds('1/1/0');
  assert.equal([w, e], [0, 180]);
  assert.ok(Math.abs(s) < 1e-12 && Math.abs(n - GEOTILE_MAX_LAT) < 1e-9);
  const [lng, lat] = geotileCenter('8/131/84');
  assert.is(geotileKey(lng, lat, 8), '8/131/84');
  assert.throws(() => parseGeotileKey('8/256/0'), /not a geotile key/);
  assert.throws(() => parseGeotileKey('u4pruy'), /not a geotile key/);
});

test('autoPrecision: zoom + 3, clamped to 0…29', () => {
  assert.is(autoPrecision(0), 3);
  assert.is(autoPrecision(2.7), 5);
  assert.is(autoPrecision(28), 29);
  assert.is(autoPrecision(-1), 2);
});

test('buildGeoGridQuery: size 0, the view as geo_bounding_box, geotile_grid with a geo_centroid', () => {
  const body = buildGeoGridQuery([[100.1234567, 20], [120, 40.5]], 4.2);
  assert.equal(body, {
    size: 0,
    query: { geo_bounding_box: { location: { top_left: { lat: 40.5, lon: 100.123457 }, bottom_right: { lat: 20, lon: 120 } } } },
    aggs: {
      grid: {
        geotile_grid: { field: 'location', precision: 7, size: 10000 },
        aggs: { gridCentroid: { geo_centroid: { field: 'location' } } },
      },
    },
  });
  const custom = buildGeoGridQuery([[0, 0], [10, 10]], 3, { field: 'pos', precision: 12, size: 500, query: { range: { mag: { gte: 5 } } } });
  assert.equal(custom.query, {
    bool: { filter: [{ geo_bounding_box: { pos: { top_left: { lat: 10, lon: 0 }, bottom_right: { lat: 0, lon: 10 } } } }, { range: { mag: { gte: 5 } } }] },
  });
  assert.equal(custom.aggs.grid.geotile_grid, { field: 'pos', precision: 12, size: 500 });
  assert.equal(custom.aggs.grid.aggs.gridCentroid, { geo_centroid: { field: 'pos' } });
  assert.throws(() => buildGeoGridQuery([[0, 0], [1, 1]], 3, { precision: 30 }), /precision must be an integer 0…29/);
});

test('the bounding box of views across the antimeridian and of world copies', () => {
  // A view from 170°E to 190°E (= −170°): left > right, which Elasticsearch reads as crossing the antimeridian.
  assert.equal(viewBoundingBox([[170, -10], [190, 10]]), { top_left: { lat: 10, lon: 170 }, bottom_right: { lat: -10, lon: -170 } });
  // Three world copies side by side: the whole world.
  assert.equal(viewBoundingBox([[-400, -95], [500, 95]]), { top_left: { lat: 90, lon: -180 }, bottom_right: { lat: -90, lon: 180 } });
  // A view ending exactly at 180° keeps 180, not −180.
  assert.equal(viewBoundingBox([[100, 0], [180, 10]]).bottom_right.lon, 180);
  assert.equal(viewBoundingBox([[-200, 0], [-170, 10]]), { top_left: { lat: 10, lon: 160 }, bottom_right: { lat: 0, lon: -170 } });
});

test('bucketsToGeoJSON: a point per bucket at its centroid (or cell middle), with count and metrics', () => {
  const fc = bucketsToGeoJSON([
    { key: '8/131/84', doc_count: 3, gridCentroid: { location: { lat: 52.3716, lon: 4.9095 }, count: 3 }, avg_mag: { value: 4.5 } },
    { key: '8/129/88', doc_count: 2 },
  ]);
  assert.is(fc.features.length, 2);
  assert.equal(fc.features[0].geometry.coordinates, [4.9095, 52.3716]);
  assert.equal(fc.features[0].properties, { key: '8/131/84', count: 3, avg_mag: 4.5 });
  assert.equal(fc.features[1].geometry.coordinates, geotileCenter('8/129/88'));
  assert.equal(fc.features[1].properties, { key: '8/129/88', count: 2 });
  assert.throws(() => readBuckets({ hits: {} }), /no aggregations/);
  assert.equal(readBuckets({ aggregations: { other: { value: 1 }, grid: { buckets: [] } } }), []);
});

test('the emulated index answers the body the layer sends; every bucket holds the documents of its own tile', async () => {
  const r = rig();
  const body = buildGeoGridQuery([[60, 0], [150, 55]], 2);
  const res = await r.get('es/earthquakes/_search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert.is(res.status, 200);
  const json = await res.json();
  const buckets = readBuckets(json, 'grid');
  assert.ok(buckets.length > 10, `buckets: ${buckets.length}`);
  const total = buckets.reduce((n, b) => n + b.doc_count, 0);
  assert.is(total, json.hits.total.value, 'buckets share out every matching document');
  for (const b of buckets) {
    assert.is(parseGeotileKey(b.key).z, 5);
    const c = (b.gridCentroid as { location: { lat: number; lon: number } }).location;
    // The centroid of a tile's documents lies in that tile, and inside the view.
    assert.is(geotileKey(c.lon, c.lat, 5), b.key);
    assert.ok(c.lon >= 60 && c.lon <= 150 && c.lat >= 0 && c.lat <= 55);
  }
  const fc = bucketsToGeoJSON(buckets);
  assert.is(fc.features.reduce((n, f) => n + (f.properties!.count as number), 0), total);
});

test.run();
