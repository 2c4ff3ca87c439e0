// ArcGIS MapServer: service info with tileInfo, export (image and json, aspect fitting, layers filter), tiles,
// legend, layer info and query (where, geometry, outFields, paging, f=json|geojson), with ArcGIS error bodies.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, testData, requestsInChild } from './fixtures.ts';
import { LAYER_STYLES } from '../../../maplib/src/emulator/data/catalog.ts';

const r = rig();
const SVC = 'arcgis/rest/services/World/MapServer';
const getJson = async (path: string) => (await r.get(path)).json();
const R = 6378137;
const merc = (lon: number, lat: number) => [(R * lon * Math.PI) / 180, R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))];

test('?f=json: Web Mercator tileInfo (origin, lods with ArcGIS resolutions and scales), layers, wkid 102100', async () => {
  const info = await getJson(`${SVC}?f=json`);
  assert.equal(info.spatialReference, { wkid: 102100, latestWkid: 3857 });
  assert.equal(info.tileInfo.origin, { x: -20037508.342789244, y: 20037508.342789244 });
  assert.is(info.tileInfo.rows, 256);
  assert.ok(Math.abs(info.tileInfo.lods[0].resolution - 156543.03392804097) < 1e-6);
  assert.ok(Math.abs(info.tileInfo.lods[0].scale - 591657527.591555) < 1e-3, String(info.tileInfo.lods[0].scale));
  assert.ok(Math.abs(info.tileInfo.lods[3].resolution - 19567.87924100512) < 1e-6);
  assert.equal(info.layers.map((l: any) => [l.id, l.name, l.geometryType]), [[0, 'countries', 'esriGeometryPolygon'], [1, 'graticule', 'esriGeometryPolyline'], [2, 'earthquakes', 'esriGeometryPoint'], [3, 'places', 'esriGeometryPoint']]);
  assert.equal(info.layers.map((l: any) => l.defaultVisibility), [true, true, true, false], 'the place names are queried, not drawn by default');
  const geo = await getJson('arcgis/rest/services/World_4326/MapServer?f=pjson');
  assert.equal(geo.spatialReference, { wkid: 4326, latestWkid: 4326 });
  assert.equal(geo.tileInfo.origin, { x: -180, y: 90 });
  assert.is(geo.tileInfo.lods[0].resolution, 0.703125, 'level 0 is 2×1 tiles of 180° (MapLib EPSG:4326 zoom − 1)');
  assert.ok(Math.abs(geo.tileInfo.lods[0].scale - 295828763.7957775) < 1e-3, String(geo.tileInfo.lods[0].scale));
});

test('export f=image as MapGIS builds it (lower-case bboxsr/imagesr, layers=show:0,2) draws only those layers', async () => {
  const [x0, y0] = merc(70, 15);
  const [x1, y1] = merc(140, 55);
  const res = await r.get(`${SVC}/export?f=image&format=png&transparent=false&size=256,256&bboxsr=3857&imagesr=3857&dpi=96&layers=show:0,2&bbox=${x0},${y0},${x1},${y1}`);
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'image/png');
  const s = r.last();
  assert.is(s.fills()[0], '#ffffff', 'transparent=false: white background');
  assert.ok(s.fills().includes(LAYER_STYLES.countries.fill) && s.fills().includes(LAYER_STYLES.earthquakes.fill));
  assert.is(s.pointsIn(LAYER_STYLES.graticule.stroke).length, 0, 'graticule (layer 1) not shown');
  const strokes = (q: string) => r.get(`${SVC}/export?f=image&size=64,64&bbox=${x0},${y0},${x1},${y1}&layers=${q}`).then(() => new Set(r.last().ops.filter((o) => o.op === 'stroke').map((o) => o.strokeStyle)));
  assert.equal([...(await strokes('hide:0,2'))], [LAYER_STYLES.graticule.stroke]);
  assert.is((await strokes('exclude:1')).has(LAYER_STYLES.graticule.stroke), false);
  assert.is((await strokes('include:1')).size, 3);
  assert.is((await strokes('1')).size, 1, 'bare ids mean show');
});

test('export f=json: extent grown to the image aspect, scale at the dpi, href serving the image', async () => {
  const j = await getJson(`${SVC}/export?bbox=0,0,1000000,1000000&bboxSR=102100&size=400,200&dpi=96&f=json`);
  assert.is(j.width, 400);
  assert.is(j.height, 200);
  assert.equal(j.extent, { xmin: -500000, ymin: 0, xmax: 1500000, ymax: 1000000, spatialReference: { wkid: 102100, latestWkid: 3857 } });
  assert.ok(Math.abs(j.scale - 5000 * 96 * 39.37) < 1e-6, String(j.scale));
  const href = new URL(j.href);
  assert.is(href.searchParams.get('f'), 'image');
  assert.is((await r.get(j.href.slice('http://127.0.0.1:4173/docs/_services/'.length))).headers.get('content-type'), 'image/png');
  // bbox in degrees, image in Web Mercator.
  const k = await getJson(`${SVC}/export?bbox=0,0,10,10&bboxSR=4326&imageSR=3857&size=100,100&f=pjson`);
  // 10° of latitude are taller than 10° of longitude in Web Mercator: the width grows around the centre.
  assert.ok(Math.abs(k.extent.ymax - merc(0, 10)[1]) < 1e-6 && Math.abs(k.extent.ymin) < 1e-6);
  assert.ok(Math.abs((k.extent.xmin + k.extent.xmax) / 2 - merc(5, 0)[0]) < 1e-6);
  assert.ok(Math.abs(k.extent.xmax - k.extent.xmin - k.extent.ymax) < 1e-6);
  // A JSON envelope carries its own spatial reference.
  const e = await getJson(`${SVC}/export?bbox=${encodeURIComponent('{"xmin":0,"ymin":0,"xmax":10,"ymax":10,"spatialReference":{"wkid":4326}}')}&size=100,100&f=json`);
  assert.is(e.extent.xmax, k.extent.xmax);
});

test('errors: {error:{code,message,details}} with HTTP 200 for f=json, the code as status for images', async () => {
  const missing = await r.get(`${SVC}/export?f=json&size=256,256`);
  assert.is(missing.status, 200);
  const body = await missing.json();
  assert.is(body.error.code, 400);
  assert.is(typeof body.error.message, 'string');
  assert.equal(body.error.details, ["'bbox' must be specified"]);
  const img = await r.get(`${SVC}/export?f=image&bbox=0,0,1,1&layers=show:9`);
  assert.is(img.status, 400);
  assert.equal((await img.json()).error.details, ['layer 9 does not exist']);
  for (const q of ['bboxSR=2000', 'format=tiff', 'size=0,10', 'imageSR=abc']) {
    const j = await getJson(`${SVC}/export?f=json&bbox=0,0,1,1&${q}`);
    assert.is(j.error.code, 400, q);
  }
  assert.is((await getJson('arcgis/rest/services/Nope/MapServer?f=json')).error.code, 404);
});

test('tile/{level}/{row}/{col}: row before column; outside the cache is 404', async () => {
  const res = await r.get(`${SVC}/tile/1/0/1`);
  assert.is(res.status, 200);
  const pts = r.last().pointsIn(LAYER_STYLES.graticule.stroke);
  // Row 0 col 1 at level 1 is the north-east quarter: meridian 90 sits at x = 128.
  assert.ok(pts.filter((p) => Math.abs(p[0] - 128) < 1e-9).length >= 5);
  assert.is((await r.get(`${SVC}/tile/1/2/0`)).status, 404);
  assert.is((await r.get('arcgis/rest/services/World_4326/MapServer/tile/0/0/2')).status, 404, 'level 0 of the geographic cache is 2×1');
  assert.is((await r.get('arcgis/rest/services/World_4326/MapServer/tile/0/0/1')).status, 200);
});

test('legend?f=json: a base64 PNG swatch per layer, drawn in the layer colours', async () => {
  const j = await getJson(`${SVC}/legend?f=json`);
  assert.equal(j.layers.map((l: any) => l.layerName), ['countries', 'graticule', 'earthquakes', 'places']);
  const item = j.layers[0].legend[0];
  assert.equal([item.contentType, item.width, item.height], ['image/png', 20, 20]);
  assert.equal([...Buffer.from(item.imageData, 'base64').subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  const swatches = r.surfaces.slice(-4);
  assert.ok(swatches[0].fills().includes(LAYER_STYLES.countries.fill));
  assert.ok(swatches[2].fills().includes(LAYER_STYLES.earthquakes.fill));
  assert.ok(swatches[3].fills().includes(LAYER_STYLES.places.fill));
  assert.is.not(j.layers[0].legend[0].url, j.layers[2].legend[0].url);
});

test('query by where: names, outFields, returnGeometry=false, OBJECTID always present', async () => {
  const j = await getJson(`${SVC}/0/query?where=${encodeURIComponent("name_en LIKE 'Ch%'")}&outFields=NAME_ZH&returnGeometry=false&f=json`);
  assert.equal(j.fields.map((f: any) => f.name), ['OBJECTID', 'name_zh']);
  assert.equal(j.features.map((f: any) => f.attributes.name_zh).sort(), ['乍得', '中国', '智利'].sort());
  assert.ok(j.features.every((f: any) => typeof f.attributes.OBJECTID === 'number' && !('geometry' in f)));
  assert.is(j.objectIdFieldName, 'OBJECTID');
  assert.is(j.exceededTransferLimit, undefined);
});

test('query by geometry: envelope and point in 4326 or the service SR; Esri rings outer clockwise; f=geojson', async () => {
  const names = async (q: string) => (await getJson(`${SVC}/0/query?${q}&outFields=name_en&returnGeometry=false&f=json`)).features.map((f: any) => f.attributes.name_en).sort();
  assert.equal(await names('geometry=116,39,117,40&geometryType=esriGeometryEnvelope&inSR=4326&spatialRel=esriSpatialRelIntersects'), ['China']);
  assert.equal(await names('geometry=116.4,39.9&geometryType=esriGeometryPoint&inSR=4326'), ['China']);
  const [x, y] = merc(2.35, 48.85);
  assert.equal(await names(`geometry=${encodeURIComponent(JSON.stringify({ x, y }))}&geometryType=esriGeometryPoint`), ['France'], 'default inSR is the service SR');
  const j = await getJson(`${SVC}/0/query?where=${encodeURIComponent("name_en = 'Chile'")}&outFields=*&outSR=4326&f=json`);
  const ring: number[][] = j.features[0].geometry.rings[0];
  let twiceArea = 0;
  for (let i = 0; i < ring.length - 1; i++) twiceArea += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  assert.ok(twiceArea < 0, 'Esri outer rings run clockwise');
  assert.equal(j.spatialReference, { wkid: 4326, latestWkid: 4326 });
  const gj = await getJson(`${SVC}/0/query?where=${encodeURIComponent("name_en = 'Chile'")}&outFields=name_en&f=geojson`);
  assert.is(gj.type, 'FeatureCollection');
  assert.is(gj.features[0].properties.name_en, 'Chile');
  const outer: number[][] = gj.features[0].geometry.coordinates[0][0] ?? gj.features[0].geometry.coordinates[0];
  let a2 = 0;
  for (let i = 0; i < outer.length - 1; i++) a2 += outer[i][0] * outer[i + 1][1] - outer[i + 1][0] * outer[i][1];
  assert.ok(a2 > 0, 'GeoJSON outer rings run counter-clockwise (RFC 7946)');
});

test('query spatialRel esriSpatialRelContains: the features wholly inside the geometry (Esri Leaflet within())', async () => {
  const names = async (rel: string) => (await getJson(`${SVC}/0/query?geometry=-30,30,50,75&geometryType=esriGeometryEnvelope&inSR=4326&spatialRel=${rel}&outFields=name_en&returnGeometry=false&f=json`)).features.map((f: any) => f.attributes.name_en);
  const inside = await names('esriSpatialRelContains');
  const touching = await names('esriSpatialRelIntersects');
  assert.ok(inside.includes('Germany') && !inside.includes('Russia') && touching.includes('Russia'), `${inside.length} inside, ${touching.length} touching`);
  assert.ok(inside.every((n: string) => touching.includes(n)) && inside.length < touching.length);
});

test('query paging, ordering, counts and ids over the earthquakes', async () => {
  const strong = testData().points.rows.filter((row) => (row[2] as number) >= 4.5).length;
  assert.ok(strong > 20);
  const count = await getJson(`${SVC}/2/query?where=mag>=4.5&returnCountOnly=true&f=json`);
  assert.equal(count, { count: strong });
  const p1 = await getJson(`${SVC}/2/query?where=mag>=4.5&orderByFields=mag DESC&outFields=mag&resultOffset=0&resultRecordCount=5&returnGeometry=false&f=json`);
  const p2 = await getJson(`${SVC}/2/query?where=mag>=4.5&orderByFields=mag DESC&outFields=mag&resultOffset=5&resultRecordCount=5&returnGeometry=false&f=json`);
  assert.is(p1.features.length, 5);
  assert.is(p1.exceededTransferLimit, true);
  const mags = [...p1.features, ...p2.features].map((f: any) => f.attributes.mag);
  assert.equal(mags, [...mags].sort((a, b) => b - a));
  const max = Math.max(...testData().points.rows.map((row) => row[2] as number));
  assert.is(mags[0], max);
  const ids1 = p1.features.map((f: any) => f.attributes.OBJECTID);
  assert.not.ok(p2.features.some((f: any) => ids1.includes(f.attributes.OBJECTID)));
  const ids = await getJson(`${SVC}/2/query?objectIds=3,1,2&returnIdsOnly=true&f=json`);
  assert.equal(ids, { objectIdFieldName: 'OBJECTID', objectIds: [1, 2, 3] });
  const all = await getJson(`${SVC}/2/query?where=1=1&returnGeometry=false&f=json`);
  assert.is(all.features.length, 1000, 'maxRecordCount');
  assert.is(all.exceededTransferLimit, true);
  const pt = (await getJson(`${SVC}/2/query?objectIds=1&outSR=4326&f=json`)).features[0].geometry;
  assert.equal([pt.x, pt.y], testData().points.rows[0].slice(0, 2));
});

test('query errors: bad where, unknown field, no filter at all, wrong geometry', async () => {
  const err = async (q: string) => (await getJson(`${SVC}/0/query?${q}&f=json`)).error;
  assert.match((await err('where=' + encodeURIComponent("population > 1"))).details[0], /'where' parameter is invalid: unknown field "population"/);
  assert.equal((await err('where=1=1&outFields=nope')).details, ["Invalid field 'nope' in outFields"]);
  assert.is((await err('where=&geometry=&geometryType=&spatialRel=&outFields=&returnGeometry=&resultOffset=&resultRecordCount=')).code, 400, 'every filter empty');
  assert.is((await err('geometry=1,2,3')).code, 400);
  assert.is((await err('geometry=1,2,3,4&spatialRel=esriSpatialRelTouches')).code, 400);
});

test('a where clause past the bounds (10,000 ORs, 100,000 ANDs, deep parentheses) is a 400 error body, not a 500', async () => {
  for (const where of [Array(10_000).fill('mag = 1').join(' OR '), Array(100_000).fill('mag > 1').join(' AND '), '('.repeat(10_000) + 'mag > 1' + ')'.repeat(10_000)]) {
    // POSTed as a form, as ArcGIS clients send long clauses.
    const res = await r.get(`${SVC}/2/query`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ where, f: 'json' }).toString() });
    assert.is(res.status, 200, 'f=json errors come with HTTP 200');
    const { error } = await res.json();
    assert.is(error.code, 400);
    assert.match(error.details[0], /^'where' parameter is invalid: the clause (has more than 10000 terms|nests deeper than 64 levels)/);
  }
});

test('layer info lists fields with Esri types', async () => {
  const l = await getJson(`${SVC}/2?f=json`);
  assert.equal(l.fields.map((f: any) => [f.name, f.type]), [['OBJECTID', 'esriFieldTypeOID'], ['mag', 'esriFieldTypeDouble'], ['depth', 'esriFieldTypeDouble'], ['place', 'esriFieldTypeString'], ['time', 'esriFieldTypeInteger'], ['type', 'esriFieldTypeString']]);
  assert.is(l.geometryType, 'esriGeometryPoint');
});

test('export with an absurd bbox (±1e300, or a thin one the aspect fit widens past the bound) answers the ArcGIS error body', async () => {
  const [json, image, widened] = requestsInChild([
    { path: `${SVC}/export?bbox=-1e300,-1e300,1e300,1e300&size=256,256&f=json` },
    { path: `${SVC}/export?bbox=-1e300,-1,1e300,1&bboxSR=4326&imageSR=4326&size=4096,4096&f=image` },
    // 1 m wide, 1e9 m tall, drawn 4096 × 1: ArcGIS widens it to 4e12 m.
    { path: `${SVC}/export?bbox=0,0,1,1000000000&size=4096,1&f=json` },
  ]);
  for (const [res, status] of [[json, 200], [image, 400], [widened, 200]] as const) {
    assert.is(res.status, status, 'HTTP 200 for f=json, the code as status for images');
    const { error } = JSON.parse(res.body);
    assert.equal([error.code, error.message], [400, 'Invalid or missing input parameters.']);
    assert.match(error.details[0], /^Invalid bbox '.*': the extent reaches too far: every coordinate must lie within ±\d+(°| m) \(32 world widths\) of the origin$/);
  }
});

test.run();
