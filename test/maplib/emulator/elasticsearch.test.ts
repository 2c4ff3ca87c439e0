// Elasticsearch _search: geotile_grid bucket math (Web Mercator tiles, clamped latitudes, centroids as means),
// the research notes' request verbatim, queries, and Elasticsearch-shaped errors.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, testData, PREFIX } from './fixtures.ts';
import { createEmulator } from '../../../maplib/src/emulator/router.ts';
import { geotileKey } from '../../../maplib/src/emulator/elasticsearch.ts';

const r = rig();
const search = async (body: unknown, index = 'earthquakes', e = r) => {
  const res = await e.get(`es/${index}/_search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};

test('geotileKey: known points → known tiles, latitude clamped to ±85.0511°, edges clipped', () => {
  assert.is(geotileKey(0, 0, 1), '1/1/1');
  assert.is(geotileKey(-180, 85.0511287798066, 0), '0/0/0');
  assert.is(geotileKey(139.69, 35.69, 3), '3/7/3'); // Tokyo
  assert.is(geotileKey(2.35, 48.86, 3), '3/4/2'); // Paris
  assert.is(geotileKey(151.21, -33.87, 3), '3/7/4'); // Sydney
  assert.is(geotileKey(180, -90, 2), '2/3/3', 'lon 180 and lat −90 fall in the last column and row');
  assert.is(geotileKey(179.99, 89, 5), '5/31/0', 'beyond 85.05° is the top row');
  // 0.0001° west/north of (0, 0) at precision 29: 2^28 − 0.0001 × 2^29 / 360 = 2^28 − 149.13 on both axes.
  assert.is(geotileKey(-0.0001, 0.0001, 29), '29/268435306/268435306');
});

test('buckets and centroids of four known points (an emulator with its own data)', async () => {
  const points = { source: 'test', fields: [{ name: 'name', type: 'string' as const }], rows: [[139.69, 35.69, 'Tokyo'], [135.5, 34.69, 'Osaka'], [2.35, 48.86, 'Paris'], [151.21, -33.87, 'Sydney']] };
  const emulator = createEmulator({ prefix: PREFIX, data: { countries: testData().countries, points } });
  const e = { ...r, get: async (path: string, init?: RequestInit) => (await emulator.handle(new Request(PREFIX + path, init)))! };
  const { status, body } = await search({ size: 0, aggs: { grid: { geotile_grid: { field: 'location', precision: 3 }, aggs: { gridCentroid: { geo_centroid: { field: 'location' } } } } } }, 'earthquakes', e as any);
  assert.is(status, 200);
  const buckets = body.aggregations.grid.buckets;
  assert.equal(buckets.map((b: any) => [b.key, b.doc_count]), [['3/7/3', 2], ['3/4/2', 1], ['3/7/4', 1]]);
  const c = buckets[0].gridCentroid;
  assert.is(c.count, 2);
  // Elasticsearch averages the stored (32-bit quantised) coordinates: equal to the plain mean within 1e-7°.
  assert.ok(Math.abs(c.location.lat - (35.69 + 34.69) / 2) < 1e-7, String(c.location.lat));
  assert.ok(Math.abs(c.location.lon - (139.69 + 135.5) / 2) < 1e-7, String(c.location.lon));
  assert.ok(Math.abs(buckets[1].gridCentroid.location.lat - 48.86) < 1e-7);
});

/** Independent bucket count: the slippy-map tile formula over the bundled rows. */
function expectedBuckets(precision: number, keep: (lon: number, lat: number) => boolean): Map<string, number> {
  const n = 2 ** precision;
  const m = new Map<string, number>();
  for (const [lon, lat] of testData().points.rows as number[][]) {
    if (!keep(lon, lat)) continue;
    const phi = (Math.max(-85.0511287798066, Math.min(85.0511287798066, lat)) * Math.PI) / 180;
    const x = Math.min(n - 1, Math.floor(((lon + 180) / 360) * n));
    const y = Math.min(n - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n)));
    m.set(`${precision}/${x}/${y}`, (m.get(`${precision}/${x}/${y}`) ?? 0) + 1);
  }
  return m;
}

test('the research notes request verbatim: geo_bounding_box + geotile_grid(precision, size) + geo_centroid', async () => {
  const Z = 5;
  const req = {
    size: 0,
    query: { geo_bounding_box: { location: { top_left: { lat: 60, lon: -170 }, bottom_right: { lat: 10, lon: -60 } } } },
    aggs: { grid: { geotile_grid: { field: 'location', precision: Z, size: 10000 }, aggs: { gridCentroid: { geo_centroid: { field: 'location' } } } } },
  };
  const { status, body } = await search(req);
  assert.is(status, 200);
  const want = expectedBuckets(Z, (lon, lat) => lat <= 60 && lat >= 10 && lon >= -170 && lon <= -60);
  const got = new Map<string, number>(body.aggregations.grid.buckets.map((b: any) => [b.key, b.doc_count]));
  assert.equal(Object.fromEntries([...got].sort()), Object.fromEntries([...want].sort()));
  assert.is(body.hits.total.value, [...want.values()].reduce((a, b) => a + b, 0));
  assert.equal(body.hits.hits, []);
  assert.is(body.hits.max_score, null);
  const counts = body.aggregations.grid.buckets.map((b: any) => b.doc_count);
  assert.equal(counts, [...counts].sort((a: number, b: number) => b - a), 'most documents first');
  for (const b of body.aggregations.grid.buckets) {
    assert.is(b.gridCentroid.count, b.doc_count);
    assert.is(geotileKey(b.gridCentroid.location.lon, b.gridCentroid.location.lat, Z).split('/')[0], String(Z));
  }
  assert.equal(Object.keys(body), ['took', 'timed_out', '_shards', 'hits', 'aggregations']);
});

test('size keeps the biggest buckets; bounds and other box spellings; antimeridian boxes', async () => {
  const top = await search({ size: 0, aggs: { g: { geotile_grid: { field: 'location', precision: 2, size: 2 } } } });
  const all = [...expectedBuckets(2, () => true).values()].sort((a, b) => b - a);
  assert.equal(top.body.aggregations.g.buckets.map((b: any) => b.doc_count), all.slice(0, 2));
  const bounded = await search({ size: 0, aggs: { g: { geotile_grid: { field: 'location', precision: 2, bounds: { top_left: [-180, 90], bottom_right: '0,0' } } } } });
  const want = [...expectedBuckets(2, (lon, lat) => lat >= 0 && lon <= 0).values()].reduce((a, b) => a + b, 0);
  assert.is(bounded.body.aggregations.g.buckets.reduce((n: number, b: any) => n + b.doc_count, 0), want);
  const dateline = await search({ size: 0, query: { geo_bounding_box: { location: { top: 0, left: 170, bottom: -30, right: -170 } } } });
  const across = (testData().points.rows as number[][]).filter(([lon, lat]) => lat <= 0 && lat >= -30 && (lon >= 170 || lon <= -170)).length;
  assert.ok(across > 0);
  assert.is(dateline.body.hits.total.value, across);
});

test('hits, range, term, bool and metric sub-aggregations', async () => {
  const strong = (testData().points.rows as any[]).filter((row) => row[2] >= 5);
  const res = await search({ query: { range: { mag: { gte: 5 } } }, size: 3 });
  assert.is(res.body.hits.total.value, strong.length);
  assert.is(res.body.hits.hits.length, 3);
  const hit = res.body.hits.hits[0];
  assert.equal(Object.keys(hit), ['_index', '_id', '_score', '_source']);
  assert.ok(hit._source.mag >= 5 && typeof hit._source.location.lat === 'number');
  const boolRes = await search({ size: 0, query: { bool: { filter: [{ range: { mag: { gte: 5 } } }], must_not: { term: { type: 'earthquake' } } } } });
  assert.is(boolRes.body.hits.total.value, strong.filter((row) => row[6] !== 'earthquake').length);
  const m = await search({ size: 0, aggs: { g: { geotile_grid: { field: 'location', precision: 0 }, aggs: { top: { max: { field: 'mag' } }, n: { value_count: { field: 'mag' } }, mean: { avg: { field: 'mag' } } } } } });
  const b = m.body.aggregations.g.buckets[0];
  const mags = (testData().points.rows as any[]).map((row) => row[2]);
  assert.equal([b.key, b.doc_count, b.top.value, b.n.value], ['0/0/0', mags.length, Math.max(...mags), mags.length]);
  assert.ok(Math.abs(b.mean.value - mags.reduce((a: number, x: number) => a + x, 0) / mags.length) < 1e-9);
});

test('Elasticsearch-shaped errors: precision, unknown index, unknown query, bad JSON, unmapped fields', async () => {
  const p30 = await search({ size: 0, aggs: { g: { geotile_grid: { field: 'location', precision: 30 } } } });
  assert.is(p30.status, 400);
  assert.is(p30.body.status, 400);
  assert.is(p30.body.error.type, 'x_content_parse_exception');
  assert.equal(p30.body.error.caused_by, { type: 'illegal_argument_exception', reason: 'Invalid geotile_grid precision of 30. Must be between 0 and 29.' });
  assert.is(p30.body.error.root_cause[0].type, 'x_content_parse_exception');
  const idx = await search({}, 'cities');
  assert.is(idx.status, 404);
  assert.is(idx.body.error.type, 'index_not_found_exception');
  assert.is(idx.body.error.reason, 'no such index [cities]');
  assert.is(idx.body.error.index, 'cities');
  const q = await search({ query: { fuzzy_geo: {} } });
  assert.equal([q.status, q.body.error.type, q.body.error.reason], [400, 'parsing_exception', 'unknown query [fuzzy_geo]']);
  assert.is((await search('{"size": 0,')).body.error.type, 'x_content_parse_exception');
  assert.is((await search({ query: { geo_bounding_box: { position: { top_left: [0, 1], bottom_right: [1, 0] } } } })).body.error.type, 'query_shard_exception');
  assert.is((await search({ sizes: 0 })).body.error.type, 'parsing_exception');
  assert.is((await search({ aggs: { g: { geohash_grid: { field: 'location' } } } })).body.error.reason, 'Unknown aggregation type [geohash_grid]');
});

/** The failure a shard reported, as Elasticsearch wraps it: search_phase_execution_exception "all shards failed". */
function shardFailure(res: { status: number; body: any }) {
  assert.is(res.status, 400);
  assert.is(res.body.status, 400);
  const e = res.body.error;
  assert.equal([e.type, e.reason, e.phase, e.grouped], ['search_phase_execution_exception', 'all shards failed', 'query', true]);
  assert.equal(e.failed_shards.map((f: any) => [f.shard, f.index]), [[0, 'earthquakes']]);
  assert.equal(e.failed_shards[0].reason, e.caused_by);
  return e;
}

const term = (i: number) => ({ term: { mag: i / 100 } });

test('bool clauses past indices.query.bool.max_clause_count (4096): too_many_clauses, too_many_nested_clauses', async () => {
  const one = shardFailure(await search({ size: 0, query: { bool: { should: Array.from({ length: 5000 }, (_, i) => term(i)) } } }));
  assert.equal(one.root_cause, [{ type: 'illegal_argument_exception', reason: 'Query rewrite failed: too many clauses' }]);
  assert.equal(one.caused_by, { type: 'illegal_argument_exception', reason: 'Query rewrite failed: too many clauses', caused_by: { type: 'too_many_clauses', reason: 'maxClauseCount is set to 4096' } });
  // 100 bools of 50 terms: each bool is small, the query is not.
  const nested = shardFailure(await search({ size: 0, query: { bool: { must: Array.from({ length: 100 }, (_, j) => ({ bool: { should: Array.from({ length: 50 }, (_, i) => term(j * 50 + i)) } })) } } }));
  assert.equal(nested.caused_by.caused_by, { type: 'too_many_nested_clauses', reason: 'Query contains too many nested clauses; maxClauseCount is set to 4096' });
  const atLimit = await search({ size: 0, query: { bool: { should: Array.from({ length: 4096 }, (_, i) => term(i)) } } });
  assert.is(atLimit.status, 200, '4096 clauses are allowed');
  const terms = shardFailure(await search({ size: 0, query: { terms: { mag: Array.from({ length: 65537 }, (_, i) => i) } } }));
  assert.match(terms.caused_by.reason, 'The number of terms [65537] used in the Terms Query request has exceeded the allowed maximum of [65536]');
});

test('buckets past search.max_buckets (65,536): too_many_buckets_exception with max_buckets, status 400', async () => {
  // Precision 29 puts almost every earthquake in a bucket of its own: 60 such aggregations make ~100,000 buckets.
  const aggs = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`g${i}`, { geotile_grid: { field: 'location', precision: 29 } }]));
  const e = shardFailure(await search({ size: 0, aggs }));
  const reason = 'Trying to create too many buckets. Must be less than or equal to: [65536] but this number of buckets was exceeded. This limit can be set by changing the [search.max_buckets] cluster level setting.';
  assert.equal(e.root_cause, [{ type: 'too_many_buckets_exception', reason, max_buckets: 65536 }]);
  assert.equal(e.caused_by, { type: 'too_many_buckets_exception', reason, max_buckets: 65536 });
  // Sub-aggregations' buckets count too.
  const nested = await search({ size: 0, aggs: { a: { geotile_grid: { field: 'location', precision: 29 }, aggs: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`s${i}`, { geotile_grid: { field: 'location', precision: 29 } }])) } } });
  assert.is(shardFailure(nested).caused_by.type, 'too_many_buckets_exception');
  assert.is((await search({ size: 0, aggs: Object.fromEntries(Object.entries(aggs).slice(0, 30)) })).status, 200, '30 of them fit');
});

test('a query nested past 30 levels, a body nested past 1,000: x_content_parse_exception', async () => {
  let query: any = { match_all: {} };
  for (let i = 1; i < 30; i++) query = { bool: { must: query } };
  assert.is((await search({ size: 0, query })).status, 200, '30 levels are allowed');
  const deep = await search({ size: 0, query: { bool: { filter: query } } });
  assert.equal([deep.status, deep.body.error.type, deep.body.error.reason], [400, 'x_content_parse_exception', '[bool] failed to parse field [must]']);
  assert.equal(deep.body.error.caused_by, { type: 'illegal_argument_exception', reason: 'The nested depth of the query exceeds the maximum nested depth for queries set in [indices.query.bool.max_nested_depth]' });
  const n = 5000;
  const body = '{"size":0,"aggs":' + '{"a":{"geotile_grid":{"field":"location","precision":0},"aggs":'.repeat(n) + '{}' + '}}'.repeat(n) + '}';
  const aggs = await search(body);
  assert.equal([aggs.status, aggs.body.error.type], [400, 'x_content_parse_exception']);
  assert.match(aggs.body.error.reason, /^Document nesting depth \(\d+\) exceeds the maximum allowed \(1000/);
});

test('any JSON value where a number, array or object belongs is a 400, never a 500', async () => {
  for (const [body, type] of [
    [{ size: { toString: 1 } }, 'illegal_argument_exception'],
    [{ query: { range: { mag: { gte: { toString: 1 } } } } }, 'parsing_exception'],
    [{ query: { range: { mag: null } } }, 'parsing_exception'],
    [{ query: { geo_bounding_box: { location: 'abc' } } }, 'parsing_exception'],
    [{ query: { geo_bounding_box: { location: { top_left: { lat: { toString: 1 }, lon: 0 }, bottom_right: [1, 0] } } } }, 'parsing_exception'],
    [{ query: { terms: { mag: 'abc' } } }, 'parsing_exception'],
    [{ query: { bool: { should: [{ match_all: {} }], minimum_should_match: { toString: 1 } } } }, 'parsing_exception'],
    [{ aggs: { g: { geotile_grid: { field: 'location', precision: { toString: 1 } } } } }, 'x_content_parse_exception'],
    [{ aggs: { g: 'abc' } }, 'parsing_exception'],
    [{ aggs: { m: { avg: { field: { toString: 1 } } } } }, 'parsing_exception'],
  ] as const) {
    const res = await search(body);
    assert.is(res.status, 400, JSON.stringify(body));
    assert.is(res.body.error.type, type, JSON.stringify(body));
  }
});

test.run();
