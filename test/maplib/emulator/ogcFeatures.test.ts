// The emulated OGC API Features face: landing page, conformance, collections; items paged by limit/offset with
// numberMatched and a next link, bbox (also across the antimeridian), CQL2-text filter, sortby, crs; one item; Part 4
// edits (POST → 201 + Location, PUT, DELETE) that IGServer sees (one store); errors as {code, description}.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, testData, PREFIX } from './fixtures.ts';
import { memoryStore } from '../../../maplib/src/emulator/store.ts';

const BASE = 'ogc/features';
const ITEMS = `${BASE}/collections/earthquakes/items`;
const quakes = testData().points.rows.map((row, i) => ({ fid: i + 1, lon: row[0] as number, lat: row[1] as number, mag: row[2] as number }));
const body = async (res: Response) => [res.status, await res.json()] as const;

test('landing page, conformance and collections link to each other; a collection names its items', async () => {
  const r = rig();
  const [, landing] = await body(await r.get(BASE));
  assert.equal(landing.links.map((l: any) => [l.rel, l.href]), [
    ['self', PREFIX + BASE],
    ['conformance', `${PREFIX}${BASE}/conformance`],
    ['data', `${PREFIX}${BASE}/collections`],
  ]);
  const [, conf] = await body(await r.get(`${BASE}/conformance`));
  assert.ok(conf.conformsTo.includes('http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core'));
  assert.ok(conf.conformsTo.includes('http://www.opengis.net/spec/cql2/1.0/conf/cql2-text'));
  const [, list] = await body(await r.get(`${BASE}/collections`));
  assert.equal(list.collections.map((c: any) => c.id), ['countries', 'graticule', 'earthquakes', 'places']);
  const [, one] = await body(await r.get(`${BASE}/collections/earthquakes`));
  assert.is(one.links.find((l: any) => l.rel === 'items').href, `${PREFIX}${ITEMS}`);
  const [status, missing] = await body(await r.get(`${BASE}/collections/rivers`));
  assert.equal([status, missing.code], [404, 'NotFound']);
});

test('items: limit and offset page the matches, numberMatched counts them all, next links the following page', async () => {
  const r = rig();
  const res = await r.get(`${ITEMS}?limit=3`);
  assert.match(res.headers.get('content-type')!, /application\/geo\+json/);
  const page = await res.json();
  assert.equal([page.numberMatched, page.numberReturned, page.features.map((f: any) => f.id)], [quakes.length, 3, [1, 2, 3]]);
  assert.equal(page.features[0].geometry.coordinates, [quakes[0].lon, quakes[0].lat]);
  const next = page.links.find((l: any) => l.rel === 'next').href as string;
  assert.ok(next.startsWith(PREFIX), next);
  const second = await (await r.get(next.slice(PREFIX.length))).json();
  assert.equal(second.features.map((f: any) => f.id), [4, 5, 6]);
  const last = await (await r.get(`${ITEMS}?limit=3&offset=${quakes.length - 1}`)).json();
  assert.equal([last.numberReturned, last.links.some((l: any) => l.rel === 'next')], [1, false]);
  const deflt = await (await r.get(ITEMS)).json();
  assert.is(deflt.numberReturned, Math.min(10, quakes.length), 'default limit 10');
});

test('bbox, also with west > east (across the antimeridian), filter in CQL2 text and sortby, as an independent filter picks', async () => {
  const r = rig();
  const inBox = (w: number, s: number, e: number, n: number) => (q: { lon: number; lat: number }) => q.lon >= w && q.lon <= e && q.lat >= s && q.lat <= n;
  const ids = async (query: string) => (await (await r.get(`${ITEMS}?limit=10000&${query}`)).json()).features.map((f: any) => f.id);
  assert.equal(await ids('bbox=100,20,130,50'), quakes.filter(inBox(100, 20, 130, 50)).map((q) => q.fid));
  const across = quakes.filter((q) => inBox(170, -60, 180, 60)(q) || inBox(-180, -60, -170, 60)(q)).map((q) => q.fid);
  assert.ok(across.length > 0, 'the test data has quakes near the antimeridian');
  assert.equal(await ids('bbox=170,-60,-170,60'), across);
  const strong = quakes.filter((q) => q.mag >= 6);
  assert.equal(await ids(`filter=${encodeURIComponent('mag >= 6')}&filter-lang=cql2-text`), strong.map((q) => q.fid));
  const sorted = [...strong].sort((a, b) => b.mag - a.mag || a.fid - b.fid).map((q) => q.fid);
  assert.equal(await ids(`filter=${encodeURIComponent('mag >= 6')}&sortby=-mag`), sorted);
});

test('crs=EPSG:3857 gives Web Mercator metres and says so; one item by id', async () => {
  const r = rig();
  const res = await r.get(`${ITEMS}/1?crs=${encodeURIComponent('http://www.opengis.net/def/crs/EPSG/0/3857')}`);
  assert.is(res.headers.get('content-crs'), '<http://www.opengis.net/def/crs/EPSG/0/3857>');
  const f = await res.json();
  assert.is(f.id, 1);
  assert.ok(Math.abs(f.geometry.coordinates[0] - (quakes[0].lon * 20037508.342789244) / 180) < 1e-3);
  const [status, err] = await body(await r.get(`${ITEMS}/999999`));
  assert.equal([status, err.code], [404, 'NotFound']);
});

test('errors: an unknown parameter (Part 1 requires 400), a bad filter, limit, bbox or crs — JSON {code, description}', async () => {
  const r = rig();
  for (const [query, says] of [
    ['where=mag>5', /unknown parameter where/],
    [`filter=${encodeURIComponent('nom = 1')}`, /^filter: unknown field "nom"/],
    ['filter-lang=cql2-json&filter=x', /filter-lang 'cql2-json' is not offered/],
    ['limit=0', /limit must be a whole number from 1/],
    ['bbox=1,2,3', /bbox must be four numbers/],
    ['crs=EPSG:4326', /crs 'EPSG:4326' is not offered/],
  ] as const) {
    const [status, err] = await body(await r.get(`${ITEMS}?${query}`));
    assert.is(status, 400, query);
    assert.is(err.code, 'InvalidParameterValue', query);
    assert.match(err.description, says);
  }
});

test('Part 4 edits: POST a Feature → 201 and its Location, PUT replaces it, DELETE removes it; IGServer sees each (one store)', async () => {
  const r = rig({ store: memoryStore() });
  const json = (value: unknown, method = 'POST') => ({ method, headers: { 'content-type': 'application/geo+json' }, body: JSON.stringify(value) });
  const created = await r.get(ITEMS, json({ type: 'Feature', geometry: { type: 'Point', coordinates: [10, 20] }, properties: { mag: 5.5, place: 'OGC' } }));
  assert.is(created.status, 201);
  const location = created.headers.get('location')!;
  assert.is(location, `${PREFIX}${ITEMS}/${quakes.length + 1}`);
  const igs = async () => (await (await r.get(`igs/rest/mrfs/docs/World/0/2/query?objectIds=${quakes.length + 1}&f=json`)).json()).SFEleArray ?? [];
  assert.is((await igs()).length, 1);
  const put = await r.get(location.slice(PREFIX.length), json({ type: 'Feature', geometry: { type: 'Point', coordinates: [11, 21] }, properties: { mag: 4 } }, 'PUT'));
  assert.is(put.status, 204);
  const now = await (await r.get(location.slice(PREFIX.length))).json();
  assert.equal([now.geometry.coordinates, now.properties.mag], [[11, 21], 4]);
  assert.is((await r.get(location.slice(PREFIX.length), { method: 'DELETE' })).status, 204);
  assert.is((await igs()).length, 0);
  assert.is((await r.get(location.slice(PREFIX.length), { method: 'DELETE' })).status, 404);
  const [status, err] = await body(await r.get(ITEMS, json({ type: 'Feature', geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] }, properties: {} })));
  assert.equal([status, err.description], [400, 'a LineString cannot go in earthquakes, a layer of Point or MultiPoint features']);
  const [, badField] = await body(await r.get(ITEMS, json({ type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] }, properties: { nom: 1 } })));
  assert.match(badField.description, /field "nom" does not exist in earthquakes/);
});

test.run();
