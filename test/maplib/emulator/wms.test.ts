// WMS 1.1.1 / 1.3.0: request parsing (case-insensitive KVP, SRS vs CRS, axis order), drawing, capabilities and
// ServiceException documents.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, xmlOf, all, textOf, requestsInChild } from './fixtures.ts';
import { LAYER_STYLES } from '../../../maplib/src/emulator/data/catalog.ts';

const r = rig();
const GRID = LAYER_STYLES.graticule.stroke;

/** The x positions of vertical graticule lines and y positions of horizontal ones drawn in the last image. */
function gridLines(): { xs: number[]; ys: number[] } {
  const pts = r.last().pointsIn(GRID);
  const count = (vals: number[]) => {
    const m = new Map<number, number>();
    for (const v of vals) m.set(Math.round(v * 10) / 10, (m.get(Math.round(v * 10) / 10) ?? 0) + 1);
    return [...m.entries()].filter(([, n]) => n >= 5).map(([v]) => v).sort((a, b) => a - b);
  };
  return { xs: count(pts.map((p) => p[0])), ys: count(pts.map((p) => p[1])) };
}

const getMap = (q: string) => r.get(`ogc/wms?${q}`);

test('MapGIS 1.1.1 request (lower-case keys, srs=EPSG:4326, bbox lon/lat) draws the requested extent', async () => {
  // The research notes' MapGIS shape, with {bbox} filled in: lon 70…140, lat 15…55.
  const res = await getMap('service=WMS&request=GetMap&version=1.1.1&layers=graticule&format=image/png&styles=&width=700&height=400&srs=EPSG:4326&transparent=true&bbox=70,15,140,55&reversebbox=false');
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'image/png');
  assert.is(r.last().width, 700);
  assert.is(r.last().height, 400);
  const { xs, ys } = gridLines();
  // 10 px per degree: meridians 90 and 120 at x = 200, 500; parallel 30 at y = (55 - 30) * 10.
  assert.ok(xs.includes(200) && xs.includes(500), `meridians at ${xs}`);
  assert.ok(ys.includes(250), `parallels at ${ys}`);
});

test('1.3.0 + EPSG:4326 reads the bbox latitude first; CRS:84 and 1.1.1 read it longitude first: same picture', async () => {
  const ops = async (q: string) => {
    const res = await getMap(`SERVICE=WMS&REQUEST=GetMap&LAYERS=graticule,countries&STYLES=&FORMAT=image/png&WIDTH=700&HEIGHT=400&${q}`);
    assert.is(res.status, 200, q);
    return JSON.stringify(r.last().ops);
  };
  const v111 = await ops('VERSION=1.1.1&SRS=EPSG:4326&BBOX=70,15,140,55');
  const v130 = await ops('VERSION=1.3.0&CRS=EPSG:4326&BBOX=15,70,55,140');
  const crs84 = await ops('VERSION=1.3.0&CRS=CRS:84&BBOX=70,15,140,55');
  const swapped = await ops('VERSION=1.3.0&CRS=EPSG:4326&BBOX=70,15,140,55');
  // Compared with === : uvu's string diff of megabytes of drawing calls would take minutes.
  assert.ok(v130 === v111, '1.3.0 EPSG:4326 lat/lon draws what 1.1.1 lon/lat draws');
  assert.ok(crs84 === v111, 'CRS:84 is lon/lat');
  assert.ok(swapped !== v111, 'a 1.3.0 EPSG:4326 bbox in lon/lat order is another place');
});

test('EPSG:3857 (and its alias 900913) is x/y in metres in both versions, as MapLibre {bbox-epsg-3857} sends it', async () => {
  const R = 6378137;
  const merc = (lon: number, lat: number) => [(R * lon * Math.PI) / 180, R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))];
  const [x0, y0] = merc(70, 15);
  const [x1, y1] = merc(140, 55);
  const bbox = [x0, y0, x1, y1].join(',');
  await getMap(`SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=graticule&STYLES=&CRS=EPSG:3857&BBOX=${bbox}&WIDTH=256&HEIGHT=256&FORMAT=image/png&TRANSPARENT=TRUE`);
  const a = gridLines();
  const yOf30 = ((y1 - merc(0, 30)[1]) / (y1 - y0)) * 256;
  assert.ok(a.ys.some((y) => Math.abs(y - yOf30) < 0.15), `parallel 30 expected at ${yOf30}, got ${a.ys}`);
  assert.ok(a.xs.some((x) => Math.abs(x - ((merc(90, 0)[0] - x0) / (x1 - x0)) * 256) < 0.15), `meridian 90 in ${a.xs}`);
  const ops130 = JSON.stringify(r.last().ops);
  await getMap(`SERVICE=WMS&VERSION=1.1.1&REQUEST=GetMap&LAYERS=graticule&STYLES=&SRS=EPSG:900913&BBOX=${bbox}&WIDTH=256&HEIGHT=256&FORMAT=image/png&TRANSPARENT=TRUE`);
  assert.ok(JSON.stringify(r.last().ops) === ops130, 'EPSG:900913 in 1.1.1 draws what EPSG:3857 in 1.3.0 draws');
});

test('layers draw in LAYERS order, each in its own colour; TRANSPARENT and BGCOLOR decide the background', async () => {
  const base = 'SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&STYLES=&CRS=CRS:84&BBOX=-180,-90,180,90&WIDTH=360&HEIGHT=180&FORMAT=image/png';
  await getMap(`${base}&LAYERS=countries,earthquakes&TRANSPARENT=TRUE`);
  let fills = r.last().fills();
  assert.ok(fills.includes(LAYER_STYLES.countries.fill) && fills.includes(LAYER_STYLES.earthquakes.fill));
  assert.ok(fills.indexOf(LAYER_STYLES.countries.fill) < fills.indexOf(LAYER_STYLES.earthquakes.fill));
  assert.not.ok(r.last().ops.some((o) => o.op === 'fillRect'), 'transparent: no background');
  await getMap(`${base}&LAYERS=earthquakes,countries&TRANSPARENT=FALSE&BGCOLOR=0x112233`);
  fills = r.last().fills();
  assert.is(fills[0], '#112233');
  assert.ok(fills.lastIndexOf(LAYER_STYLES.countries.fill) > fills.lastIndexOf(LAYER_STYLES.earthquakes.fill));
  await getMap(`${base}&LAYERS=countries`);
  assert.is(r.last().fills()[0], '#ffffff', 'TRANSPARENT defaults to FALSE, BGCOLOR to white');
  await getMap(`${base.replace('FORMAT=image/png', 'FORMAT=image/jpeg')}&LAYERS=countries&TRANSPARENT=TRUE`);
  assert.is(r.last().encodedAs, 'image/jpeg');
  assert.is(r.last().fills()[0], '#ffffff', 'JPEG has no transparency');
});

async function exception(q: string) {
  const res = await getMap(q);
  assert.is(res.status, 200, 'WMS reports errors in an exception document with HTTP 200');
  const type = res.headers.get('content-type')!;
  const doc = await xmlOf(res);
  const root = doc.documentElement;
  const ex = all(doc, 'ServiceException')[0];
  return { type, root: root.localName, version: root.getAttribute('version'), ns: root.namespaceURI, code: ex.getAttribute('code'), locator: ex.getAttribute('locator'), text: ex.textContent };
}

const ok130 = 'SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=countries&STYLES=&CRS=EPSG:3857&BBOX=0,0,1000000,1000000&WIDTH=256&HEIGHT=256&FORMAT=image/png';
const ok111 = 'SERVICE=WMS&VERSION=1.1.1&REQUEST=GetMap&LAYERS=countries&STYLES=&SRS=EPSG:4326&BBOX=0,0,10,10&WIDTH=256&HEIGHT=256&FORMAT=image/png';

test('ServiceException codes in the 1.3.0 shape (ogc namespace, locator)', async () => {
  const cases: [string, string, string][] = [
    [ok130.replace('LAYERS=countries', 'LAYERS=rivers'), 'LayerNotDefined', 'LAYERS'],
    [ok130.replace('&LAYERS=countries', ''), 'MissingParameterValue', 'LAYERS'],
    [ok130.replace('CRS=EPSG:3857', 'CRS=EPSG:2000'), 'InvalidCRS', 'CRS'],
    [ok130.replace('CRS=EPSG:3857', 'SRS=EPSG:3857'), 'MissingParameterValue', 'CRS'],
    [ok130.replace('FORMAT=image/png', 'FORMAT=image/tiff'), 'InvalidFormat', 'FORMAT'],
    [ok130.replace('&FORMAT=image/png', ''), 'MissingParameterValue', 'FORMAT'],
    [ok130.replace('STYLES=', 'STYLES=fancy'), 'StyleNotDefined', 'STYLES'],
    [ok130.replace('STYLES=', 'STYLES=,'), 'StyleNotDefined', 'STYLES'],
    [ok130.replace('BBOX=0,0,1000000,1000000', 'BBOX=0,0,1000000'), 'InvalidParameterValue', 'BBOX'],
    [ok130.replace('BBOX=0,0,1000000,1000000', 'BBOX=10,0,0,10'), 'InvalidParameterValue', 'BBOX'],
    [ok130.replace('WIDTH=256', 'WIDTH=5000'), 'InvalidParameterValue', 'WIDTH'],
    [ok130.replace('&HEIGHT=256', ''), 'MissingParameterValue', 'HEIGHT'],
    [ok130.replace('SERVICE=WMS&', ''), 'MissingParameterValue', 'SERVICE'],
    [ok130.replace('REQUEST=GetMap', 'REQUEST=GetFeatureInfo'), 'OperationNotSupported', 'REQUEST'],
    [ok130.replace('VERSION=1.3.0&', ''), 'MissingParameterValue', 'VERSION'],
  ];
  for (const [q, code, locator] of cases) {
    const e = await exception(q);
    assert.is(e.code, code, q);
    assert.is(e.locator, locator, q);
    assert.is(e.root, 'ServiceExceptionReport');
    assert.is(e.version, '1.3.0');
    assert.is(e.ns, 'http://www.opengis.net/ogc');
    assert.ok(e.type.startsWith('text/xml'), e.type);
  }
});

test('ServiceException codes in the 1.1.1 shape (vnd.ogc.se_xml, InvalidSRS, no CRS:84)', async () => {
  for (const [q, code] of [
    [ok111.replace('SRS=EPSG:4326', 'SRS=EPSG:2000'), 'InvalidSRS'],
    [ok111.replace('SRS=EPSG:4326', 'SRS=CRS:84'), 'InvalidSRS'],
    [ok111.replace('LAYERS=countries', 'LAYERS=x'), 'LayerNotDefined'],
    [ok111.replace('FORMAT=image/png', 'FORMAT=png'), 'InvalidFormat'],
  ]) {
    const e = await exception(q);
    assert.is(e.code, code, q);
    assert.is(e.version, '1.1.1');
    assert.is(e.locator, null, '1.1.1 exceptions have no locator');
    assert.ok(e.type.startsWith('application/vnd.ogc.se_xml'), e.type);
  }
  // 1.1.1 does not require SERVICE on GetMap; 1.3.0 does.
  assert.is((await getMap(ok111.replace('SERVICE=WMS&', ''))).headers.get('content-type'), 'image/png');
});

test('GetCapabilities 1.3.0: WMS_Capabilities, layers, CRS list, EPSG:4326 bounding boxes latitude first', async () => {
  const res = await getMap('SERVICE=WMS&REQUEST=GetCapabilities&VERSION=1.3.0');
  assert.ok(res.headers.get('content-type')!.startsWith('text/xml'));
  const doc = await xmlOf(res);
  assert.is(doc.documentElement.localName, 'WMS_Capabilities');
  assert.is(doc.documentElement.getAttribute('version'), '1.3.0');
  const layers = all(doc, 'Layer').filter((l) => all(l, 'Layer').length === 0);
  assert.equal(layers.map((l) => all(l, 'Name')[0].textContent), ['countries', 'graticule', 'earthquakes', 'places']);
  const root = all(doc, 'Layer')[0];
  const crses = Array.from(root.childNodes as unknown as ArrayLike<Element>).filter((n) => n.localName === 'CRS').map((n) => n.textContent);
  assert.equal(crses, ['EPSG:3857', 'EPSG:4326', 'CRS:84', 'EPSG:4490', 'EPSG:900913']);
  const boxes = all(root, 'BoundingBox').slice(0, 5);
  const box = (crs: string) => boxes.find((b) => b.getAttribute('CRS') === crs)!;
  assert.is(box('EPSG:4326').getAttribute('minx'), '-90');
  assert.is(box('EPSG:4326').getAttribute('maxy'), '180');
  assert.is(box('CRS:84').getAttribute('minx'), '-180');
  assert.is(Math.round(Number(box('EPSG:3857').getAttribute('maxx'))), 20037508);
  assert.equal(textOf(all(doc, 'GetMap')[0], 'Format'), ['image/png', 'image/jpeg']);
  assert.is(all(all(doc, 'GetMap')[0], 'OnlineResource')[0].getAttribute('xlink:href'), 'http://127.0.0.1:4173/docs/_services/ogc/wms?');
  assert.equal(textOf(all(doc, 'Exception')[0], 'Format'), ['XML']);
});

test('GetCapabilities 1.1.1: WMT_MS_Capabilities with SRS and LatLonBoundingBox; version negotiation', async () => {
  const res = await getMap('service=WMS&request=GetCapabilities&version=1.1.1');
  assert.ok(res.headers.get('content-type')!.startsWith('application/vnd.ogc.wms_xml'));
  const doc = await xmlOf(res);
  assert.is(doc.documentElement.localName, 'WMT_MS_Capabilities');
  assert.ok(textOf(doc, 'SRS').includes('EPSG:4326'));
  assert.not.ok(textOf(doc, 'SRS').includes('CRS:84'));
  assert.is(all(doc, 'LatLonBoundingBox').length, 5);
  assert.is(all(doc, 'EX_GeographicBoundingBox').length, 0);
  const version = async (v?: string) => (await xmlOf(await getMap(`SERVICE=WMS&REQUEST=GetCapabilities${v ? `&VERSION=${v}` : ''}`))).documentElement.getAttribute('version');
  assert.is(await version(), '1.3.0');
  assert.is(await version('1.2.0'), '1.1.1');
  assert.is(await version('1.0.0'), '1.1.1');
  assert.is(await version('2.0.0'), '1.3.0');
});

test('IGServer WMSServer path names layers t0, t1, t2 and draws them', async () => {
  const doc = await xmlOf(await r.get('igs/rest/ogc/doc/World/WMSServer?service=WMS&request=GetCapabilities&version=1.1.1'));
  const names = all(doc, 'Layer').filter((l) => all(l, 'Layer').length === 0).map((l) => all(l, 'Name')[0].textContent);
  assert.equal(names, ['t0', 't1', 't2', 't3']);
  const res = await r.get('igs/rest/ogc/doc/World/WMSServer?service=WMS&request=GetMap&version=1.1.1&layers=t1&format=image/png&styles=&width=512&height=512&srs=EPSG:4326&transparent=true&bbox=70,15,140,55&reversebbox=false');
  assert.is(res.headers.get('content-type'), 'image/png');
  assert.ok(r.last().pointsIn(GRID).length > 0, 't1 is the graticule');
});

test('an absurd extent (CRS:84 ±1e308, 1e300 m) is an InvalidParameterValue ServiceException, not gigabytes of world copies', async () => {
  // In a child process with a small heap: the emulator without the bound allocated until it died.
  const [wide, huge, far] = requestsInChild([
    { path: 'ogc/wms?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=countries,graticule&STYLES=&CRS=CRS:84&BBOX=-1e308,-1e308,1e308,1e308&WIDTH=256&HEIGHT=256&FORMAT=image/png' },
    { path: 'ogc/wms?SERVICE=WMS&VERSION=1.1.1&REQUEST=GetMap&LAYERS=graticule&STYLES=&SRS=EPSG:3857&BBOX=-1e300,-1,1e300,1&WIDTH=4096&HEIGHT=16&FORMAT=image/png' },
    { path: 'ogc/wms?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=countries&STYLES=&CRS=EPSG:4326&BBOX=0,11530,1,11540&WIDTH=256&HEIGHT=256&FORMAT=image/png' },
  ]);
  for (const [res, version] of [[wide, '1.3.0'], [huge, '1.1.1'], [far, '1.3.0']] as const) {
    assert.is(res.status, 200, 'WMS reports errors in an exception document with HTTP 200');
    assert.match(res.type!, version === '1.3.0' ? 'text/xml' : 'application/vnd.ogc.se_xml');
    assert.match(res.body, version === '1.3.0' ? '<ServiceException code="InvalidParameterValue" locator="BBOX">' : '<ServiceException code="InvalidParameterValue">');
    assert.match(res.body, 'the extent reaches too far: every coordinate must lie within');
  }
  assert.match(wide.body, '±11520° (32 world widths) of the origin');
  // Within the bound a wide extent draws: the graticule (18 lines) once per world copy, 64 worlds across.
  const res = await getMap(ok111.replace('LAYERS=countries', 'LAYERS=graticule').replace('BBOX=0,0,10,10', 'BBOX=-11520,-90,11520,90'));
  assert.is(res.headers.get('content-type'), 'image/png');
  assert.ok(r.last().ops.filter((o) => o.op === 'stroke').length >= 64 * 18);
});

test.run();
