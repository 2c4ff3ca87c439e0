// FeatureService against MapLib's emulated IGServer (mrfs) and ArcGIS (MapServer, FeatureServer) services, called
// through the emulator's router as the emulator's own tests do, and against a stand-in OGC API Features server: the
// request strings, the features / total / fields read from each answer, edits that persist in the store, the
// services' own error messages, aborts, and MapGIS's callback methods.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PREFIX, rig, testData } from '../../emulator/fixtures.ts';
import { memoryStore } from '../../../../maplib/src/emulator/store.ts';
import { FeatureService, FeatureServiceError } from '../../../../maplib/src/core/services/index.ts';
import { Feature, Point, RectangleParameter, SQLParameter } from '../../../../maplib/src/core/index.ts';
import { MapLibError } from '../../../../maplib/src/core/base/mapLibError.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

const IGS = PREFIX + 'igs/rest/mrfs/docs/World';
const FEATURE_SERVER = PREFIX + 'arcgis/rest/services/World_4326/FeatureServer';
const quakes = testData().points.rows.map((row, i) => ({
  fid: i + 1,
  lon: row[0] as number,
  lat: row[1] as number,
  mag: row[2] as number,
}));

interface Sent {
  url: string;
  method: string;
  body: string;
  signal?: AbortSignal | null;
}

/** A fetch answered by an emulator (a fresh store unless given), recording what was sent. */
function emulated(store = memoryStore()) {
  const r = rig({ store });
  const sent: Sent[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? init.body : '',
      signal: init.signal,
    });
    if (init.signal?.aborted) throw new DOMException('This operation was aborted', 'AbortError');
    const { signal: _signal, ...rest } = init;
    return (await r.emulator.handle(new Request(url, rest)))!;
  };
  return { fetch, sent, store };
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the promise to reject');
}

test('options are checked: url, protocol (read from the URL when left out), layers', () => {
  assert.is(new FeatureService({ url: IGS }).protocol, 'igs');
  assert.is(new FeatureService({ url: FEATURE_SERVER }).protocol, 'arcgis');
  assert.is(new FeatureService({ url: 'https://demo.pygeoapi.io/master/collections/lakes' }).protocol, 'ogc');
  assert.is(new FeatureService({ url: 'https://demo.pygeoapi.io/master', protocol: 'ogc' }).protocol, 'ogc');
  assert.match(
    mapLibErrorMessage(() => new FeatureService({ url: '' })),
    /^FeatureService: url must be an IGServer \(…\/igs\/rest\/mrfs\/docs\/\{doc\}\), ArcGIS .* got ""$/
  );
  assert.match(
    mapLibErrorMessage(() => new FeatureService({ url: 'https://example.com/api' })),
    /FeatureService: url must be .*or give protocol .*got "https:\/\/example.com\/api"/
  );
  assert.is(
    mapLibErrorMessage(() => new FeatureService({ url: IGS, protocol: 'wfs' as 'ogc' })),
    `FeatureService: protocol must be 'igs', 'arcgis' or 'ogc', got "wfs"`
  );
  assert.match(
    mapLibErrorMessage(() => new FeatureService({ url: IGS, layers: { a: 1 } as unknown as number })),
    /^FeatureService: layers must be layer indexes/
  );
  assert.match(mapLibErrorMessage(() => new FeatureService({ url: IGS, mapUrl: 'x' } as never)), /^FeatureService: unknown option "mapUrl"/);
  assert.is(new FeatureService({ MapUrl: IGS }).url, IGS, "MapGIS's prop name");
  assert.is(mapLibErrorMessage(() => new FeatureService({ url: IGS, MapUrl: IGS })), 'FeatureService: give url or MapUrl, not both');
});

test('IGServer SQL query: the request MapGIS writes, features, TotalCount and AttStruct fields', async () => {
  const { fetch, sent } = emulated();
  const service = new FeatureService({ url: IGS, fetch });
  const result = await service.queryBySQL("name_en = 'China'", { layers: 0 });
  const request = `${IGS}/0/0/query?page=0&pageCount=100&f=json&structs=%7B%22IncludeAttribute%22:true,%22IncludeGeometry%22:true,%22IncludeWebGraphic%22:true%7D&where=name_en%20%3D%20'China'`;
  assert.is(result.request, request);
  assert.equal(
    sent.map((s) => [s.method, s.url]),
    [['GET', request]]
  );
  assert.is(result.total, 1);
  assert.equal(
    result.features.map((f) => f.attributes.name_zh),
    ['中国']
  );
  assert.instance(result.features[0], Feature);
  assert.ok(result.features[0].geometry?.type === 'MultiPolygon' || result.features[0].geometry?.type === 'Polygon');
  assert.equal(
    result.fields.map((f) => [f.name, f.type]),
    [
      ['name_en', 'string'],
      ['name_zh', 'string'],
      ['iso_n3', 'string'],
    ]
  );
  assert.is(result.toGeoJSON().features[0].properties!.name_en, 'China');
  assert.ok((result.raw as { SFEleArray: unknown[] }).SFEleArray.length === 1, 'the answer as sent');
});

test('IGServer rectangle query with the service default layer: the earthquakes an independent filter picks, paged with a total', async () => {
  const { fetch } = emulated();
  const service = new FeatureService({ url: IGS, layers: 2, fetch });
  const box: [number, number, number, number] = [120, 20, 150, 50];
  const inside = quakes.filter((q) => q.lon >= box[0] && q.lon <= box[2] && q.lat >= box[1] && q.lat <= box[3]);
  const page = await service.queryByRectangle(box, { pagination: 10 });
  assert.match(page.request, /\/World\/0\/2\/query\?page=0&pageCount=10&f=json&geometry=120,20,150,50&geometryType=rect&structs=/);
  assert.is(page.total, inside.length);
  assert.equal(
    page.features.map((f) => f.FID),
    inside.slice(0, 10).map((q) => q.fid)
  );
  assert.equal(page.features[0].geometry!.coordinates, [inside[0].lon, inside[0].lat]);
  const all = await service.query(new RectangleParameter({ geometry: box, pagination: 1000 }));
  assert.equal(
    all.features.map((f) => f.FID),
    inside.map((q) => q.fid)
  );
  const byIds = await service.queryByObjectIds([3, 1]);
  assert.equal(
    byIds.features.map((f) => f.FID),
    [1, 3]
  );
  const byPoint = await service.queryByGeometry(new Point({ coordinates: [quakes[0].lon, quakes[0].lat] }));
  assert.ok(byPoint.features.some((f) => f.FID === 1));
});

test('ArcGIS query (FeatureServer and a Web Mercator MapServer): features in lon/lat, fields without the OID, a total when the answer is complete', async () => {
  const { fetch } = emulated();
  const service = new FeatureService({ url: FEATURE_SERVER, layers: 0, fetch });
  const china = await service.queryBySQL("name_en = 'China'");
  assert.is(
    china.request,
    `${FEATURE_SERVER}/0/query?where=name_en%20%3D%20'China'&outFields=*&returnGeometry=true&resultOffset=0&resultRecordCount=100&f=json`
  );
  assert.equal([china.features[0].attributes.name_zh, china.features[0].FID !== undefined, china.total], ['中国', true, 1]);
  assert.equal(
    china.fields.map((f) => f.name),
    ['name_en', 'name_zh', 'iso_n3']
  );
  const mercator = new FeatureService({
    url: PREFIX + 'arcgis/rest/services/World/MapServer/2',
    fetch,
  });
  const first = await mercator.queryByObjectIds([1]);
  const [lon, lat] = first.features[0].geometry!.coordinates as number[];
  assert.ok(Math.abs(lon - quakes[0].lon) < 1e-6 && Math.abs(lat - quakes[0].lat) < 1e-6, `${lon},${lat}`);
  const strong = quakes.filter((q) => q.mag >= 5).length;
  const paged = await mercator.queryBySQL('mag >= 5', {
    pagination: 5,
    pageIndex: 1,
  });
  assert.is(paged.total, undefined, 'more pages: ArcGIS gives no count');
  const last = await mercator.queryBySQL('mag >= 5', { pagination: 1000 });
  assert.is(last.total, strong);
});

test('OGC API Features: items with limit/bbox/filter, numberMatched as the total, fields from the values; its exception as the message', async () => {
  const sent: string[] = [];
  const fetch = async (url: string) => {
    sent.push(url);
    if (url.includes('filter='))
      return new Response(
        JSON.stringify({
          code: 'InvalidParameterValue',
          description: 'Invalid filter: unknown property nom',
        }),
        { status: 400, headers: { 'content-type': 'application/json' } }
      );
    const body = {
      type: 'FeatureCollection',
      numberMatched: 42,
      numberReturned: 1,
      features: [
        {
          type: 'Feature',
          id: 7,
          geometry: { type: 'Point', coordinates: [116.4, 39.9] },
          properties: { name: 'Beijing', pop: 21.5 },
        },
      ],
    };
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/geo+json' },
    });
  };
  const service = new FeatureService({
    url: 'https://demo.pygeoapi.io/master',
    protocol: 'ogc',
    layers: 'cities',
    fetch,
  });
  const result = await service.queryByRectangle([100, 20, 130, 50], {
    pagination: 10,
  });
  assert.is(result.request, 'https://demo.pygeoapi.io/master/collections/cities/items?bbox=100,20,130,50&limit=10');
  assert.equal([result.total, result.features[0].FID, result.features[0].attributes.name], [42, 7, 'Beijing']);
  assert.equal(result.fields, [
    { name: 'name', type: 'string' },
    { name: 'pop', type: 'double' },
  ]);
  const err = await rejection(service.queryBySQL("nom = 'x'"));
  assert.instance(err, FeatureServiceError);
  assert.equal([(err as FeatureServiceError).status, (err as FeatureServiceError).serviceMessage], [400, 'Invalid filter: unknown property nom']);
  assert.is(
    (err as FeatureServiceError).request,
    "https://demo.pygeoapi.io/master/collections/cities/items?limit=100&filter=nom%20%3D%20'x'&filter-lang=cql2-text"
  );
});

test('OGC API Features against the emulator: a filtered, paged query with numberMatched as the total; add, update, delete (Part 4) seen by IGServer', async () => {
  const { fetch, sent } = emulated();
  const OGC = PREFIX + 'ogc/features';
  const ogc = new FeatureService({ url: OGC, protocol: 'ogc', layers: 'earthquakes', fetch });
  const strong = quakes.filter((q) => q.mag >= 6);
  const page = await ogc.queryBySQL('mag >= 6', { pagination: 2, pageIndex: 1 });
  assert.is(sent[0].url, `${OGC}/collections/earthquakes/items?limit=2&offset=2&filter=mag%20%3E%3D%206&filter-lang=cql2-text`);
  assert.equal([page.total, page.features.map((f) => f.FID)], [strong.length, strong.slice(2, 4).map((q) => q.fid)]);
  const added = await ogc.add([{ type: 'Feature', geometry: { type: 'Point', coordinates: [10, 20] }, properties: { mag: 5.5, place: 'OGC' } }]);
  const fid = quakes.length + 1;
  assert.equal(added, { ok: true, objectIds: [fid] });
  assert.equal([sent.at(-1)!.method, sent.at(-1)!.url], ['POST', `${OGC}/collections/earthquakes/items`]);
  await ogc.update([new Feature({ FID: fid, attributes: { mag: 4.5, place: 'OGC' }, geometry: { type: 'Point', coordinates: [12, 22] } })]);
  assert.equal([sent.at(-1)!.method, sent.at(-1)!.url], ['PUT', `${OGC}/collections/earthquakes/items/${fid}`]);
  const igs = new FeatureService({ url: IGS, layers: 2, fetch });
  const seen = (await igs.queryByObjectIds([fid])).features[0];
  assert.equal([seen.attributes.mag, seen.geometry!.coordinates], [4.5, [12, 22]]);
  assert.equal(await ogc.delete([fid]), { ok: true, objectIds: [fid] });
  assert.is((await igs.queryByObjectIds([fid])).total, 0);
  const gone = (await rejection(ogc.delete([fid]))) as FeatureServiceError;
  assert.equal([gone.status, gone.serviceMessage], [404, `no feature '${fid}' in earthquakes`]);
});

test("the service's own error: IGServer's msg (HTTP 400), ArcGIS's message and details (HTTP 200), no answer at all", async () => {
  const { fetch } = emulated();
  const igs = await rejection(new FeatureService({ url: IGS, layers: 0, fetch }).queryBySQL('nom = 1'));
  assert.instance(igs, FeatureServiceError);
  assert.instance(igs, MapLibError);
  const e = igs as FeatureServiceError;
  assert.equal([e.status, e.serviceMessage], [400, 'where: unknown field "nom" (at character 1)']);
  assert.is(e.message, 'FeatureService: where: unknown field "nom" (at character 1) (HTTP 400)');
  assert.match(e.request, /\/World\/0\/0\/query\?.*&where=nom%20%3D%201$/);
  const arc = (await rejection(new FeatureService({ url: FEATURE_SERVER, layers: 0, fetch }).queryBySQL('nom = 1'))) as FeatureServiceError;
  assert.equal([arc.status, arc.serviceMessage], [200, `Unable to complete operation. 'where' parameter is invalid: unknown field "nom" (at character 1)`]);
  const down = new FeatureService({
    url: IGS,
    layers: 0,
    fetch: async () => Promise.reject(new TypeError('fetch failed')),
  });
  const none = (await rejection(down.queryBySQL('1=1'))) as FeatureServiceError;
  assert.equal([none.status, none.serviceMessage], [0, 'no answer from the service: fetch failed']);
});

test("answers of other shapes: a bare false (older IGServer edits), an OGC XML exception report, a non-JSON error page", async () => {
  const answer = (body: string, status = 200, type = 'application/json') => async () => new Response(body, { status, headers: { 'content-type': type } });
  const edit = (await rejection(new FeatureService({ url: IGS, layers: 2, fetch: answer('false') }).delete([1]))) as FeatureServiceError;
  assert.equal([edit.status, edit.serviceMessage], [200, 'the service answered false and gave no message']);
  assert.equal(await new FeatureService({ url: IGS, layers: 2, fetch: answer('true') }).delete([1, 2]), { ok: true, objectIds: [1, 2] });
  const xml = '<?xml version="1.0"?><ows:ExceptionReport xmlns:ows="http://www.opengis.net/ows/1.1" version="2.0.0"><ows:Exception exceptionCode="InvalidParameterValue" locator="bbox"><ows:ExceptionText>bbox has 3 numbers</ows:ExceptionText></ows:Exception></ows:ExceptionReport>';
  const ogc = (await rejection(new FeatureService({ url: 'https://example.com/ogc/collections/x', fetch: answer(xml, 400, 'text/xml') }).queryByRectangle([0, 0, 1, 1]))) as FeatureServiceError;
  assert.equal([ogc.status, ogc.serviceMessage], [400, 'InvalidParameterValue: bbox has 3 numbers']);
  const page = (await rejection(new FeatureService({ url: IGS, layers: 0, fetch: answer('<html>Bad Gateway</html>', 502, 'text/html') }).queryBySQL('1=1'))) as FeatureServiceError;
  assert.equal([page.status, page.serviceMessage], [502, '502: <html>Bad Gateway</html>']);
});

test("a where clause outside the emulator's subset: the service's error shape, its message naming the unsupported part", async () => {
  const { fetch } = emulated();
  const igs = new FeatureService({ url: IGS, layers: 0, fetch });
  const arcgis = new FeatureService({ url: FEATURE_SERVER, layers: 0, fetch });
  const comparisons = '(=, <>, <, >, <=, >=, LIKE, IN, BETWEEN, IS NULL)';
  for (const [where, said] of [
    ["UPPER(name_en) = 'CHINA'", 'function UPPER(…) is not supported: the subset has no functions (at character 1)'],
    ["name_en = 'China' ORDER BY name_en", 'unexpected "ORDER" after a complete condition: ORDER BY, LIMIT and other clauses are not part of a where (at character 19)'],
    ["name_en ILIKE 'c%'", `expected a comparison ${comparisons}, got "ILIKE": it is not part of the subset (at character 9)`],
    ['iso_n3 * 2 > 10', '"*" is not supported: the subset has no arithmetic or string operators (at character 8)'],
  ]) {
    const e = (await rejection(igs.queryBySQL(where))) as FeatureServiceError;
    assert.equal([e.name, e.status, e.serviceMessage], ['FeatureServiceError', 400, `where: ${said}`], where);
    const a = (await rejection(arcgis.queryBySQL(where))) as FeatureServiceError;
    assert.equal([a.status, a.serviceMessage], [200, `Unable to complete operation. 'where' parameter is invalid: ${said}`], where);
  }
});

test('aborts: the signal reaches fetch and its AbortError comes out as it is', async () => {
  const { fetch, sent } = emulated();
  const service = new FeatureService({ url: IGS, layers: 0, fetch });
  const controller = new AbortController();
  controller.abort();
  const err = await rejection(service.queryBySQL('1=1', { signal: controller.signal }));
  assert.is(err.name, 'AbortError');
  assert.is(sent[0].signal, controller.signal);
  const edit = await rejection(service.delete([1], undefined, { signal: controller.signal }));
  assert.is(edit.name, 'AbortError');
});

test('IGServer edits: add → update → delete, as MapGIS sends them (POST, Zondy FeatureSet body), persisted in the store', async () => {
  const { fetch, sent, store } = emulated();
  const service = new FeatureService({ url: IGS, layers: 2, fetch });
  const quake = new Feature({
    geometry: new Point({ coordinates: [121.5, 31.2] }),
    attributes: { mag: 7.1, place: '测试 test quake' },
  });
  const added = await service.add([quake]);
  assert.equal(added, { ok: true, objectIds: [quakes.length + 1] });
  assert.is(sent[0].method, 'POST');
  assert.is(sent[0].url, `${IGS}/0/2/addFeatures?f=json`);
  const body = JSON.parse(sent[0].body);
  assert.equal(body.AttStruct.FldName, ['mag', 'place']);
  assert.equal(body.SFEleArray[0].fGeom.PntGeom[0].Dot, { x: 121.5, y: 31.2 });
  const fid = added.objectIds[0];
  assert.equal(Object.keys((await store.get('earthquakes'))!.upserts), [String(fid)]);

  const updated = await service.update([
    {
      type: 'Feature',
      id: fid,
      geometry: { type: 'Point', coordinates: [120, 30] },
      properties: { mag: 6.4 },
    },
  ]);
  assert.equal(updated, { ok: true, objectIds: [fid] });
  const back = (await service.queryByObjectIds([fid])).features[0];
  assert.equal([back.attributes.mag, back.attributes.place, back.geometry!.coordinates], [6.4, '测试 test quake', [120, 30]]);

  assert.equal(await service.delete([fid]), { ok: true, objectIds: [fid] });
  assert.is(sent.at(-1)!.url, `${IGS}/0/2/deleteFeatures?objectIds=${fid}&f=json`);
  assert.is((await service.queryByObjectIds([fid])).total, 0);
  const gone = (await rejection(service.delete([fid]))) as FeatureServiceError;
  assert.equal([gone.status, gone.serviceMessage], [404, `features ${fid} do not exist in earthquakes`]);
  const bad = (await rejection(
    service.add([
      new Feature({
        geometry: new Point({ coordinates: [0, 0] }),
        attributes: { magnitude: 1 },
      }),
    ])
  )) as FeatureServiceError;
  assert.is(bad.serviceMessage, 'field "magnitude" does not exist in earthquakes');
  assert.match(bad.request, /^POST .*\/addFeatures\?f=json$/);
  assert.match((await rejection(service.update([new Feature({ attributes: { mag: 1 } })]))).message, /^FeatureService: update: feature 0 has no FID/);
  assert.is((await rejection(service.add([quake], [0, 2]))).message, 'FeatureService: an edit changes one layer, got 2');
});

test('edits of a gdbp layer go to mrfs/layer/{op}?gdbp=…', async () => {
  const { fetch, sent } = emulated();
  const gdbp = 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/earthquakes';
  const service = new FeatureService({
    url: PREFIX + 'igs/rest/mrfs',
    layers: gdbp,
    fetch,
  });
  const added = await service.add([
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [1, 2] },
      properties: { mag: 3 },
    },
  ]);
  assert.is(sent[0].url, `${PREFIX}igs/rest/mrfs/layer/addFeatures?f=json&gdbp=${gdbp}`);
  assert.is((await service.queryByObjectIds(added.objectIds)).features[0].attributes.mag, 3);
});

test('ArcGIS FeatureServer edits: addFeatures / updateFeatures / deleteFeatures forms, seen by IGServer (one store)', async () => {
  const { fetch, sent } = emulated();
  const arcgis = new FeatureService({ url: FEATURE_SERVER, layers: 2, fetch });
  const igs = new FeatureService({ url: IGS, layers: 2, fetch });
  const added = await arcgis.add([
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [10, 20] },
      properties: { mag: 5.5, place: 'Arc' },
    },
  ]);
  assert.equal(added, { ok: true, objectIds: [quakes.length + 1] });
  assert.is(sent[0].url, `${FEATURE_SERVER}/2/addFeatures`);
  const form = new URLSearchParams(sent[0].body);
  assert.equal(JSON.parse(form.get('features')!), [
    {
      attributes: { mag: 5.5, place: 'Arc' },
      geometry: { x: 10, y: 20, spatialReference: { wkid: 4326 } },
    },
  ]);
  assert.is(form.get('f'), 'json');
  const fid = added.objectIds[0];
  await arcgis.update([new Feature({ FID: fid, attributes: { mag: 4.5 } })]);
  const seen = (await igs.queryByObjectIds([fid])).features[0];
  assert.equal([seen.attributes.mag, seen.attributes.place, seen.geometry!.coordinates], [4.5, 'Arc', [10, 20]]);
  assert.equal(await arcgis.delete([fid]), { ok: true, objectIds: [fid] });
  assert.is(new URLSearchParams(sent.at(-1)!.body).get('objectIds'), String(fid));
  assert.is((await igs.queryByObjectIds([fid])).total, 0);
  const missing = (await rejection(arcgis.delete([fid]))) as FeatureServiceError;
  assert.is(missing.serviceMessage, 'Delete for the object was not attempted. Object may not exist.');
  const wrongKind = (await rejection(
    arcgis.add([
      {
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [0, 0],
            [1, 1],
          ],
        },
        properties: {},
      },
    ])
  )) as FeatureServiceError;
  assert.is(wrongKind.serviceMessage, 'a LineString cannot go in earthquakes, a layer of Point or MultiPoint features');
});

test('getFields: the layer fields from a one-feature query, as MapGIS code asks before an edit', async () => {
  const { fetch, sent } = emulated();
  const fields = await new FeatureService({ url: IGS, fetch }).getFields(2);
  assert.equal(
    fields.map((f) => [f.name, f.type]),
    testData().points.fields.map((f) => [f.name, f.type])
  );
  assert.match(
    sent[0].url,
    /\/0\/2\/query\?page=0&pageCount=1&f=json&structs=%7B%22IncludeAttribute%22:true,%22IncludeGeometry%22:false,%22IncludeWebGraphic%22:false%7D$/
  );
  assert.match((await rejection(new FeatureService({ url: IGS, fetch }).getFields())).message, /^FeatureService: layers: name the layer/);
});

test("MapGIS's callbacks: $_queryBySQL(parameter, onSuccess, onError) and the rest, errors (the request's and the parameter's) to onError", async () => {
  const { fetch } = emulated();
  const service = new FeatureService({ url: IGS, fetch });
  const got: unknown[] = [];
  await service.$_queryBySQL(
    new SQLParameter({ layers: 0, where: "name_en = 'Japan'" }),
    (r) => got.push(r.features[0].attributes.name_zh),
    (e) => got.push(e)
  );
  await service.$_queryBySQL(
    { layers: 0, where: 'nom = 1' },
    () => got.push('no'),
    (e) => got.push((e as FeatureServiceError).serviceMessage)
  );
  await service.$_queryBySQL(
    { layers: 0 },
    () => got.push('no'),
    (e) => got.push(e.message)
  );
  await service.$_queryByRectangle({ layers: 2, geometry: [120, 20, 150, 50], pagination: 1 }, (r) => got.push(r.total));
  await service.$_add(
    [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [1, 2] },
        properties: { mag: 1 },
      },
    ],
    2,
    (r) => got.push(r.objectIds)
  );
  await service.$_getFieldAtt(0, (fields) => got.push(fields.length));
  assert.equal(got, [
    '日本',
    'where: unknown field "nom" (at character 1)',
    `SQLParameter: where is required: a condition such as "name_en = 'China'"`,
    quakes.filter((q) => q.lon >= 120 && q.lon <= 150 && q.lat >= 20 && q.lat <= 50).length,
    [quakes.length + 1],
    3,
  ]);
  const err = await rejection(service.$_queryBySQL({ layers: 0, where: 'nom = 1' }, () => undefined));
  assert.instance(err, FeatureServiceError, 'without onError the promise rejects');
});

test.run();
