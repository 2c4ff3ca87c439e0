// IGServer: document and GDB-layer images with layers/filters, tile caches, the layer list, mrfs queries as Zondy
// FeatureSets, and the add/update/delete round trip through the feature store (seen by every protocol).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, testData, requestsInChild } from './fixtures.ts';
import { LAYER_STYLES } from '../../../maplib/src/emulator/data/catalog.ts';
import { memoryStore } from '../../../maplib/src/emulator/store.ts';

const r = rig();
const getJson = async (path: string, init?: RequestInit) => (await r.get(path, init)).json();
const rows = testData().points.rows;
const arcs = () => r.last().ops.filter((o) => o.op === 'arc').length;

test('doc image as MapGIS requests it: layers=show, filters per LayerIndex, w/h, bbox in degrees', async () => {
  const bbox = [70, 15, 140, 55];
  const inside = (row: any[], m = 0) => row[0] >= bbox[0] - m && row[0] <= bbox[2] + m && row[1] >= bbox[1] - m && row[1] <= bbox[3] + m;
  const res = await r.get(`igs/rest/mrms/docs/World?f=png&guid=3c1d&w=256&h=256&layers=show:0,2&filters=2:mag>5&style={}&proj=WGS1984_度&mode=hiRender&isAntialiasing=false&cache=false&update=false&bbox=${bbox}`);
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'image/png');
  const strong = rows.filter((row) => (row[2] as number) > 5);
  // Points just outside the bbox are drawn too when their circle reaches in (a few pixels ≈ 1°).
  const n = arcs();
  assert.ok(n >= strong.filter((row) => inside(row)).length && n <= strong.filter((row) => inside(row, 1.5)).length, `${n} circles`);
  assert.ok(r.last().fills().includes(LAYER_STYLES.countries.fill));
  assert.is(r.last().pointsIn(LAYER_STYLES.graticule.stroke).length, 0);
  assert.not.ok(r.last().ops.some((o) => o.op === 'fillRect'), 'transparent by default');
  await r.get(`igs/rest/mrms/docs/World?f=png&w=256&h=256&layers=show:2&bbox=${bbox}`);
  assert.ok(arcs() > n, 'without the filter more earthquakes are drawn');
  await r.get(`igs/rest/mrms/docs/World?f=png&w=256&h=256&layers=show:1&filters=1:ID>4&bbox=-180,-90,180,90`);
  assert.ok(r.last().pointsIn(LAYER_STYLES.graticule.stroke).length > 0, 'ID is the feature id in filters');
});

test('GDB layer image (mrms/layers?gdbps=…) with filters keyed by list position; a Web Mercator bbox is read as such', async () => {
  const gdbp = 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/earthquakes';
  await r.get(`igs/rest/mrms/layers?gdbps=${gdbp}&f=png&guid=1&width=256&height=256&filters=0:mag>6&style=[]&bbox=-180,-90,180,90&temp=0.42`);
  assert.is(arcs(), rows.filter((row) => (row[2] as number) > 6).length);
  assert.is(new Set(r.last().fills()).size, 1, 'only the earthquake colour');
  const R = 6378137 * Math.PI;
  await r.get(`igs/rest/mrms/layers?gdbps=gdbp://MapGisLocal/Emulator/ds/World/sfcls/graticule&width=256&height=256&bbox=0,0,${R},${R}`);
  const xs = r.last().pointsIn(LAYER_STYLES.graticule.stroke).map((p) => p[0]);
  assert.ok(xs.filter((x) => Math.abs(x - 128) < 1e-9).length >= 5, 'meridian 90 halfway across the north-east quarter');
  assert.is((await r.get('igs/rest/mrms/layers?gdbps=gdbp://x/sfcls/rivers&bbox=0,0,1,1')).status, 404);
});

test('tile caches: WORLD_GEO level 0 is 2×1 tiles of 180°; WORLD_MKT is the Web Mercator grid', async () => {
  assert.is((await r.get('igs/rest/mrms/tile/WORLD_GEO/0/0/1')).status, 200);
  const xs = r.last().pointsIn(LAYER_STYLES.graticule.stroke).map((p) => p[0]);
  assert.ok(xs.filter((x) => Math.abs(x - 128) < 1e-9).length >= 5, 'meridian 90 in the middle of lon 0…180');
  assert.is((await r.get('igs/rest/mrms/tile/WORLD_GEO/0/1/0')).status, 404);
  assert.is((await r.get('igs/rest/mrms/tile/WORLD_MKT/2/1/3')).status, 200);
  assert.is((await r.get('igs/rest/mrms/tile/nothing/0/0/0')).status, 404);
});

test('mrcs layer list: LayerIndex, gdbp URL, Name, GeomType', async () => {
  const list = await getJson('igs/rest/mrcs/docs/World/0/layers?f=json');
  assert.equal(list.map((l: any) => [l.LayerIndex, l.Name, l.GeomType]), [[0, 'countries', 'Reg'], [1, 'graticule', 'Lin'], [2, 'earthquakes', 'Pnt'], [3, 'places', 'Pnt']]);
  assert.equal(list.map((l: any) => l.State), ['Visible', 'Visible', 'Visible', 'UnVisible'], 'the place names are queried, not drawn by default');
  assert.is(list[2].URL, 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/earthquakes');
  assert.is(list[0].SRSName, 'WGS1984_度');
});

const STRUCTS = encodeURIComponent('{"IncludeAttribute":true,"IncludeGeometry":true,"IncludeWebGraphic":false}');
const RULE = encodeURIComponent('{"CompareRectOnly":false,"EnableDisplayCondition":false,"MustInside":false,"Intersect":true}');

test('mrfs query by rect, in the research shape, answers a Zondy FeatureSet', async () => {
  const fs = await getJson(`igs/rest/mrfs/docs/World/0/0/query?geometryType=rect&geometry=116,39,117,40&where=&objectIds=&page=0&pageCount=20&structs=${STRUCTS}&rule=${RULE}&orderField=&isAsc=&f=json`);
  assert.equal(fs.AttStruct.FldName, ['name_en', 'name_zh', 'iso_n3']);
  assert.equal(fs.AttStruct.FldType, ['string', 'string', 'string']);
  assert.is(fs.AttStruct.FldNumber, 3);
  assert.is(fs.TotalCount, 1);
  const f = fs.SFEleArray[0];
  assert.equal(f.AttValue, ['China', '中国', '156']);
  assert.is(f.ftype, 3);
  const dot = f.fGeom.RegGeom[0].Rings[0].Arcs[0].Dots[0];
  assert.equal(Object.keys(dot), ['x', 'y']);
  assert.is(f.fGeom.PntGeom, null);
  assert.ok(f.bound.xmin < 116 && f.bound.xmax > 117);
});

test('mrfs query: where, point, circle, polygon, MustInside, paging, ordering, structs, by gdbp', async () => {
  const q = (path: string, params: string) => getJson(`igs/rest/mrfs/${path}?${params}&f=json`);
  const strong = rows.filter((row) => (row[2] as number) > 4);
  const p0 = await q('docs/World/0/2/query', 'where=mag>4&page=0&pageCount=10&orderField=mag&isAsc=false');
  const p1 = await q('docs/World/0/2/query', 'where=mag>4&page=1&pageCount=10&orderField=mag&isAsc=false');
  assert.is(p0.TotalCount, strong.length);
  assert.is(p0.SFEleArray.length, 10);
  const mags = [...p0.SFEleArray, ...p1.SFEleArray].map((f: any) => f.AttValue[0]);
  assert.equal(mags, [...mags].sort((a, b) => b - a));
  assert.not.ok(p1.SFEleArray.some((f: any) => p0.SFEleArray.some((g: any) => g.FID === f.FID)));
  assert.is(p0.SFEleArray[0].ftype, 1);
  assert.ok('Dot' in p0.SFEleArray[0].fGeom.PntGeom[0]);
  const point = await q('docs/World/0/0/query', 'geometryType=point&geometry=2.35,48.85');
  assert.equal(point.SFEleArray.map((f: any) => f.AttValue[0]), ['France']);
  // A circle of 5° around Tokyo against an independent distance check.
  const near = rows.filter((row) => Math.hypot((row[0] as number) - 139.7, (row[1] as number) - 35.7) < 5);
  const circle = await q('docs/World/0/2/query', 'geometryType=circle&geometry=139.7,35.7,5&pageCount=1000');
  // The circle is a 64-gon: points within a hair of the radius may fall either side.
  const sure = near.filter((row) => Math.hypot((row[0] as number) - 139.7, (row[1] as number) - 35.7) < 4.99);
  assert.ok(circle.TotalCount >= sure.length && circle.TotalCount <= near.length, `${circle.TotalCount} vs ${sure.length}…${near.length}`);
  const poly = await q('docs/World/0/0/query', 'geometryType=polygon&geometry=100,20,120,20,120,45,100,45&structs=' + encodeURIComponent('{"IncludeAttribute":true,"IncludeGeometry":false}'));
  assert.ok(poly.SFEleArray.map((f: any) => f.AttValue[0]).includes('China'));
  assert.is(poly.SFEleArray[0].fGeom, null, 'IncludeGeometry false');
  const inside = await q('docs/World/0/0/query', `geometryType=rect&geometry=-30,30,50,75&rule=${encodeURIComponent('{"MustInside":true}')}&pageCount=200`);
  const touching = await q('docs/World/0/0/query', 'geometryType=rect&geometry=-30,30,50,75&pageCount=200');
  assert.ok(inside.TotalCount < touching.TotalCount && inside.SFEleArray.some((f: any) => f.AttValue[0] === 'Germany') && !inside.SFEleArray.some((f: any) => f.AttValue[0] === 'Russia'));
  const byGdbp = await q('layer/query', `gdbp=${encodeURIComponent('gdbp://MapGisLocal/Emulator/ds/World/sfcls/countries')}&where=${encodeURIComponent("name_en = 'Japan'")}`);
  assert.equal(byGdbp.SFEleArray.map((f: any) => f.AttValue[1]), ['日本']);
  const ids = await q('docs/World/0/0/query', 'objectIds=1,2');
  assert.equal(ids.SFEleArray.map((f: any) => f.FID), [1, 2]);
});

test('mrfs point queries as the MapGIS client writes them: the tolerance after a semicolon (x,y;0.001) wins over nearDis', async () => {
  const [x, y] = rows[0] as number[];
  const at = async (geometry: string, extra = '') => (await getJson(`igs/rest/mrfs/docs/World/0/2/query?geometryType=point&geometry=${encodeURIComponent(geometry)}${extra}&pageCount=1000&f=json`)).SFEleArray.map((f: any) => f.FID);
  assert.ok((await at(`${x},${y};0.001`)).includes(1), 'the first earthquake, at its own position');
  assert.not.ok((await at(`${x + 0.01},${y};0.001`)).includes(1), '0.01° away is outside a 0.001° tolerance');
  assert.ok((await at(`${x + 0.01},${y};0.05`)).includes(1), '…and inside a 0.05° one');
  assert.not.ok((await at(`${x + 0.01},${y};0.001`, '&nearDis=0.05')).includes(1), 'the semicolon wins over nearDis');
  const france = await getJson(`igs/rest/mrfs/docs/World/0/0/query?geometryType=point&geometry=${encodeURIComponent('2.35,48.85;0.001')}&f=json`);
  assert.equal(france.SFEleArray.map((f: any) => f.AttValue[0]), ['France'], 'an area is hit by containment');
  assert.is((await r.get(`igs/rest/mrfs/docs/World/0/2/query?geometryType=point&geometry=${encodeURIComponent('1,2;null')}`)).status, 400, 'the ;null an unset tolerance gave');
});

test('mrfs errors: bad where, bad geometry, unknown layer and document', async () => {
  const bad = await r.get('igs/rest/mrfs/docs/World/0/0/query?where=' + encodeURIComponent('nom = 1') + '&f=json');
  assert.is(bad.status, 400);
  assert.equal(await bad.json(), { succeed: false, errorCode: 400, msg: 'where: unknown field "nom" (at character 1)' });
  assert.is((await r.get('igs/rest/mrfs/docs/World/0/0/query?geometryType=rect&geometry=1,2,3')).status, 400);
  assert.is((await r.get('igs/rest/mrfs/docs/World/0/0/query?geometryType=line&geometry=1,2,3,4')).status, 400);
  assert.is((await r.get('igs/rest/mrfs/docs/World/0/9/query')).status, 404);
  assert.is((await r.get('igs/rest/mrfs/docs/Hubei/0/0/query')).status, 404);
});

test("hostile edits and clauses are 400s in IGServer's shape: an object as a value or field name, 10,000 ORs", async () => {
  const store = memoryStore();
  const e = rig({ store });
  const add = (AttStruct: unknown, AttValue: unknown) =>
    e.get('igs/rest/mrfs/docs/World/0/2/addFeatures?f=json', { method: 'POST', body: JSON.stringify({ AttStruct, SFEleArray: [{ AttValue, fGeom: { PntGeom: [{ Dot: { x: 1, y: 2 } }] } }] }) });
  for (const [fields, values, msg] of [
    [['place'], [{ toString: 1 }], 'field "place" needs a string, got {"toString":1}'],
    [['mag'], [{ valueOf: 1 }], 'field "mag" needs a number, got {"valueOf":1}'],
    [['mag'], [[7]], 'field "mag" needs a number, got [7]'],
    [[{ toString: 1 }], [1], 'field {"toString":1} does not exist in earthquakes'],
  ] as const) {
    const res = await add({ FldName: fields }, values);
    assert.is(res.status, 400, msg);
    assert.equal(await res.json(), { succeed: false, errorCode: 400, msg });
  }
  assert.is(await store.get('earthquakes'), undefined, 'nothing stored');
  const where = Array(10_000).fill('mag = 1').join(' OR ');
  const res = await e.get('igs/rest/mrfs/docs/World/0/2/query?f=json', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ where }).toString() });
  assert.is(res.status, 400);
  assert.match((await res.json()).msg, /^where: the clause has more than 10000 terms/);
});

test('add → query → update → delete round trip, persisted in the store and seen by ArcGIS, WMS and Elasticsearch', async () => {
  const store = memoryStore();
  const e = rig({ store });
  const post = (op: string, body: unknown) => e.get(`igs/rest/mrfs/docs/World/0/2/${op}?f=json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const fields = { FldName: ['mag', 'place', 'type'], FldType: ['double', 'string', 'string'], FldNumber: 3 };
  const added = await (await post('addFeatures', { AttStruct: fields, SFEleArray: [{ AttValue: [7.1, '测试 test quake', 'earthquake'], fGeom: { PntGeom: [{ Dot: { x: 121.5, y: 31.2 }, GID: 0 }] }, ftype: 1, GraphicInfo: null }] })).json();
  assert.equal(added, { succeed: true, FIDs: [rows.length + 1] });
  const fid = added.FIDs[0];
  const read = async () => (await (await e.get(`igs/rest/mrfs/docs/World/0/2/query?objectIds=${fid}&f=json`)).json()).SFEleArray[0];
  let f = await read();
  assert.equal([f.AttValue[0], f.AttValue[2], f.fGeom.PntGeom[0].Dot], [7.1, '测试 test quake', { x: 121.5, y: 31.2 }]);
  assert.is(f.AttValue[1], null, 'depth was not given');

  const updated = await (await post('updateFeatures', { AttStruct: { FldName: ['mag'], FldType: ['double'], FldNumber: 1 }, SFEleArray: [{ FID: fid, AttValue: [6.4], fGeom: { PntGeom: [{ Dot: { x: 120, y: 30 } }] } }] })).json();
  assert.equal(updated, { succeed: true, FIDs: [fid] });
  f = await read();
  assert.equal([f.AttValue[0], f.AttValue[2], f.fGeom.PntGeom[0].Dot], [6.4, '测试 test quake', { x: 120, y: 30 }]);
  // The edit is in the store, not in the bundled data.
  const edits = await store.get('earthquakes');
  assert.equal(Object.keys(edits!.upserts), [String(fid)]);

  const arc = await (await e.get(`arcgis/rest/services/World/MapServer/2/query?objectIds=${fid}&outFields=mag&outSR=4326&f=json`)).json();
  assert.equal([arc.features[0].attributes.mag, arc.features[0].geometry], [6.4, { x: 120, y: 30 }]);
  const search = async () => (await (await e.get('es/earthquakes/_search', { method: 'POST', body: JSON.stringify({ size: 0 }) })).json()).hits.total.value;
  assert.is(await search(), rows.length + 1);

  const del = await (await e.get(`igs/rest/mrfs/docs/World/0/2/deleteFeatures?objectIds=${fid},1&f=json`, { method: 'POST' })).json();
  assert.equal(del, { succeed: true, FIDs: [fid, 1] });
  assert.is((await (await e.get(`igs/rest/mrfs/docs/World/0/2/query?objectIds=${fid},1&f=json`)).json()).TotalCount, 0);
  assert.is(await search(), rows.length - 1, 'a bundled feature can be deleted too');
  assert.is((await e.get(`igs/rest/mrfs/docs/World/0/2/deleteFeatures?objectIds=1`)).status, 404, 'already gone');
  const wms = 'ogc/wms?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=earthquakes&STYLES=&CRS=CRS:84&BBOX=-180,-90,180,90&WIDTH=360&HEIGHT=180&FORMAT=image/png&TRANSPARENT=TRUE';
  await r.get(wms);
  await e.get(wms);
  // Points at ±180 are drawn on both edges, so compare with the unedited emulator rather than the row count.
  assert.is(e.last().ops.filter((o) => o.op === 'arc').length, arcs() - 1, 'WMS draws the edited layer');

  // Bad edits change nothing.
  const before = JSON.stringify(await store.get('earthquakes'));
  assert.is((await post('addFeatures', { AttStruct: { FldName: ['magnitude'] }, SFEleArray: [{ AttValue: [1], fGeom: { PntGeom: [{ Dot: { x: 0, y: 0 } }] } }] })).status, 400);
  assert.is((await post('addFeatures', { AttStruct: fields, SFEleArray: [{ AttValue: [1, 'x', 'y'], fGeom: { RegGeom: [] } }] })).status, 400);
  assert.is((await post('updateFeatures', { AttStruct: fields, SFEleArray: [{ FID: 99999, AttValue: [1, 'x', 'y'] }] })).status, 400);
  assert.is((await e.get('igs/rest/mrfs/docs/World/0/2/addFeatures?f=json')).status, 405, 'add is a POST');
  assert.is(JSON.stringify(await store.get('earthquakes')), before);

  // Region features round-trip their rings (closed on the way in).
  const reg = await (await e.get('igs/rest/mrfs/docs/World/0/0/addFeatures?f=json', { method: 'POST', body: JSON.stringify({ AttStruct: { FldName: ['name_en', 'name_zh'] }, SFEleArray: [{ AttValue: ['Testland', '测试国'], fGeom: { RegGeom: [{ Rings: [{ Arcs: [{ Dots: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }] }] }] }] } }] }) })).json();
  const back = await (await e.get(`igs/rest/mrfs/docs/World/0/0/query?geometryType=point&geometry=0.7,0.2&f=json`)).json();
  assert.equal(back.SFEleArray.map((x: any) => x.FID), reg.FIDs);
  assert.is(back.SFEleArray[0].fGeom.RegGeom[0].Rings[0].Arcs[0].Dots.length, 4);
});

test("a document or GDB layer image with an absurd bbox is a 400 in IGServer's shape", () => {
  const answers = requestsInChild([
    { path: 'igs/rest/mrms/docs/World?f=png&w=256&h=256&bbox=-1e300,-1e300,1e300,1e300' },
    { path: 'igs/rest/mrms/layers?gdbps=gdbp://MapGisLocal/Emulator/ds/World/sfcls/graticule&w=4096&h=16&proj=WGS1984_度&bbox=-1e308,-1,1e308,1' },
  ]);
  for (const res of answers) {
    assert.is(res.status, 400);
    const body = JSON.parse(res.body);
    assert.equal([body.succeed, body.errorCode], [false, 400]);
    assert.match(body.msg, /^bbox ".*": the extent reaches too far/);
  }
});

test.run();
