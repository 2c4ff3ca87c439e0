// WMTS 1.0.0: capabilities (w and c matrix sets, ResourceURL), GetTile in KVP and REST, OWS exception reports.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, xmlOf, all, textOf } from './fixtures.ts';
import { LAYER_STYLES } from '../../../maplib/src/emulator/data/catalog.ts';

const r = rig();

function lines(): { xs: number[]; ys: number[] } {
  const pts = r.last().pointsIn(LAYER_STYLES.graticule.stroke);
  const often = (vals: number[]) => {
    const m = new Map<number, number>();
    for (const v of vals.map((v) => Math.round(v * 100) / 100)) m.set(v, (m.get(v) ?? 0) + 1);
    return [...m].filter(([, n]) => n >= 5).map(([v]) => v);
  };
  return { xs: often(pts.map((p) => p[0])), ys: often(pts.map((p) => p[1])) };
}

test('capabilities: layers, GoogleMapsCompatible w set, geographic c set with lat/lon corner, ResourceURL', async () => {
  const res = await r.get('ogc/wmts?SERVICE=WMTS&REQUEST=GetCapabilities&VERSION=1.0.0');
  assert.is(res.status, 200);
  const doc = await xmlOf(res);
  assert.is(doc.documentElement.localName, 'Capabilities');
  assert.is(doc.documentElement.namespaceURI, 'http://www.opengis.net/wmts/1.0');
  const contents = all(doc, 'Contents')[0];
  const layers = all(contents, 'Layer');
  assert.equal(layers.map((l) => all(l, 'Identifier')[0].textContent), ['countries', 'graticule', 'earthquakes', 'places', 'world']);
  assert.equal(textOf(layers[0], 'TileMatrixSet'), ['w', 'c']);
  assert.is(all(layers[0], 'ResourceURL')[0].getAttribute('template'), 'http://127.0.0.1:4173/docs/_services/ogc/wmts/1.0.0/countries/{Style}/{TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol}.png');
  const sets = all(contents, 'TileMatrixSet').filter((s) => all(s, 'TileMatrix').length);
  const [w, c] = sets;
  assert.is(all(w, 'Identifier')[0].textContent, 'w');
  assert.equal(textOf(w, 'WellKnownScaleSet'), ['urn:ogc:def:wkss:OGC:1.0:GoogleMapsCompatible']);
  const w0 = all(w, 'TileMatrix')[0];
  assert.ok(Math.abs(Number(textOf(w0, 'ScaleDenominator')[0]) - 559082264.0287178) < 1e-3);
  assert.is(textOf(w0, 'TopLeftCorner')[0], '-20037508.342789 20037508.342789');
  assert.is(all(w, 'TileMatrix').length, 19);
  assert.is(textOf(c, 'SupportedCRS')[0], 'urn:ogc:def:crs:EPSG::4326');
  const c1 = all(c, 'TileMatrix')[0];
  assert.is(textOf(c1, 'Identifier')[0], '1');
  assert.is(textOf(c1, 'TopLeftCorner')[0], '90 -180', 'EPSG:4326 corners are latitude first');
  assert.equal([textOf(c1, 'MatrixWidth')[0], textOf(c1, 'MatrixHeight')[0]], ['2', '1']);
  // OGC's 0.28 mm pixel: 0.703125°/px × 111319.49 m/° / 0.00028.
  assert.ok(Math.abs(Number(textOf(c1, 'ScaleDenominator')[0]) - 279541132.0143589) < 1e-3);
});

test('GetTile KVP as MapGIS sends it (lower-case keys) draws the tile of the w set', async () => {
  const res = await r.get('ogc/wmts?service=WMTS&request=GetTile&version=1.0.0&style=default&tileMatrixSet=w&format=image/png&layer=graticule&tileMatrix=1&tileRow=0&tileCol=1');
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'image/png');
  // Tile 1/0/1 is lon 0…180, lat 0…85.05: meridians 30, 60, 90 at 256 × lon / 180.
  const { xs } = lines();
  for (const lon of [30, 60, 90, 120, 150]) assert.ok(xs.includes(Math.round(((256 * lon) / 180) * 100) / 100), `meridian ${lon} in ${xs}`);
});

test('RESTful GetTile equals KVP GetTile; c set tiles are 360/2^z degrees from (-180, 90)', async () => {
  await r.get('ogc/wmts/1.0.0/graticule/default/c/2/0/3.png');
  const rest = JSON.stringify(r.last().ops);
  // c 2/0/3: lon 90…180, lat 0…90; meridian 120 at 85.33 px, parallel 30 at 170.67 px.
  const { xs, ys } = lines();
  assert.ok(xs.includes(85.33), `${xs}`);
  assert.ok(ys.includes(170.67), `${ys}`);
  await r.get('ogc/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=graticule&STYLE=default&TILEMATRIXSET=c&TILEMATRIX=2&TILEROW=0&TILECOL=3&FORMAT=image/png');
  assert.ok(JSON.stringify(r.last().ops) === rest);
  const caps = await r.get('ogc/wmts/1.0.0/WMTSCapabilities.xml');
  assert.is((await xmlOf(caps)).documentElement.localName, 'Capabilities');
});

async function report(path: string) {
  const res = await r.get(path);
  const doc = await xmlOf(res);
  const ex = all(doc, 'Exception')[0];
  return { status: res.status, root: doc.documentElement.localName, ns: doc.documentElement.namespaceURI, code: ex.getAttribute('exceptionCode'), locator: ex.getAttribute('locator'), text: textOf(ex, 'ExceptionText')[0] };
}

test('OWS ExceptionReport: TileOutOfRange, InvalidParameterValue, MissingParameterValue, OperationNotSupported', async () => {
  const ok = 'ogc/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=world&STYLE=default&TILEMATRIXSET=w&TILEMATRIX=2&TILEROW=1&TILECOL=1&FORMAT=image/png';
  assert.is((await r.get(ok)).status, 200);
  const cases: [string, number, string, string][] = [
    [ok.replace('TILEROW=1', 'TILEROW=4'), 400, 'TileOutOfRange', 'TILEROW'],
    [ok.replace('TILECOL=1', 'TILECOL=-1'), 400, 'TileOutOfRange', 'TILECOL'],
    [ok.replace('LAYER=world', 'LAYER=roads'), 400, 'InvalidParameterValue', 'LAYER'],
    [ok.replace('TILEMATRIXSET=w', 'TILEMATRIXSET=GoogleCRS84Quad'), 400, 'InvalidParameterValue', 'TILEMATRIXSET'],
    [ok.replace('TILEMATRIX=2', 'TILEMATRIX=19'), 400, 'InvalidParameterValue', 'TILEMATRIX'],
    [ok.replace('FORMAT=image/png', 'FORMAT=image/webp'), 400, 'InvalidParameterValue', 'FORMAT'],
    [ok.replace('&TILECOL=1', ''), 400, 'MissingParameterValue', 'TILECOL'],
    [ok.replace('&STYLE=default', ''), 400, 'MissingParameterValue', 'STYLE'],
    [ok.replace('REQUEST=GetTile', 'REQUEST=GetFeatureInfo'), 501, 'OperationNotSupported', 'REQUEST'],
    ['ogc/wmts/1.0.0/world/default/w/2/1/9.png', 400, 'TileOutOfRange', 'TILECOL'],
  ];
  for (const [path, status, code, locator] of cases) {
    const e = await report(path);
    assert.is(e.status, status, path);
    assert.is(e.code, code, path);
    assert.is(e.locator, locator, path);
    assert.is(e.root, 'ExceptionReport');
    assert.is(e.ns, 'http://www.opengis.net/ows/1.1');
    assert.ok(e.text.length > 5);
  }
  // c starts at level 1 (2×1 tiles); row 1 does not exist there.
  assert.is((await report('ogc/wmts/1.0.0/world/default/c/1/1/0.png')).code, 'TileOutOfRange');
  assert.is((await report('ogc/wmts/1.0.0/world/default/c/0/0/0.png')).code, 'InvalidParameterValue');
});

test.run();
