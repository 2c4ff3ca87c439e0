// OgcWmsLayer's requests held to the protocol: the GetMap URLs it builds for real tiles are answered by the emulator's
// WMS, draw the tile's own box (same drawing as a reference request), follow 1.1.1 / 1.3.0 axis orders on lon/lat maps;
// a deliberately swapped box draws another place; capabilities are read; validation wording.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, PREFIX } from '../../../emulator/fixtures.ts';
import { OgcWmsLayer } from '../../../../../maplib/src/core/layers/service/ogc/ogcWmsLayer.ts';
import { parseWmsCapabilities, wmsAxisOrder } from '../../../../../maplib/src/core/services/ogc/wms.ts';
import { serviceErrorMessage } from '../../../../../maplib/src/core/services/tileRequest.ts';
import { LAYER_STYLES } from '../../../../../maplib/src/emulator/data/catalog.ts';
import { mapLibErrorMessage, onMap } from '../../../unitHelpers.ts';

const r = rig();
const BASE = PREFIX + 'ogc/wms';

async function draw(url: string): Promise<{ status: number; type: string | null; ops: string; text?: string }> {
  const res = await r.emulator.handle(new Request(url));
  assert.ok(res, `not answered: ${url}`);
  const type = res!.headers.get('content-type');
  if (!type?.startsWith('image/')) return { status: res!.status, type, ops: '', text: await res!.text() };
  return { status: res!.status, type, ops: JSON.stringify(r.last().ops) };
}

test('3857 map, MapGIS defaults (1.1.1, 512 px, transparent): the exact GetMap of a tile, answered with a PNG of its box', async () => {
  const layer = new OgcWmsLayer({ baseUrl: BASE, layers: 'countries,earthquakes' });
  const url = layer.getTileUrl(2, 2, 1);
  const half = Math.PI * 6378137;
  assert.is(
    url,
    `${BASE}?SERVICE=WMS&REQUEST=GetMap&VERSION=1.1.1&LAYERS=countries,earthquakes&STYLES=&FORMAT=image/png&TRANSPARENT=TRUE&SRS=EPSG:3857&WIDTH=512&HEIGHT=512&BBOX=0,0,${half / 2},${half / 2}`,
  );
  const got = await draw(url);
  assert.is(got.status, 200);
  assert.is(got.type, 'image/png');
  assert.is(r.last().width, 512);
  // The same box asked by hand (1.3.0 writes EPSG:3857 x/y too): the same picture.
  const ref = await draw(`${BASE}?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=countries,earthquakes&STYLES=&CRS=EPSG:3857&BBOX=0,0,${half / 2},${half / 2}&WIDTH=512&HEIGHT=512&FORMAT=image/png&TRANSPARENT=TRUE`);
  assert.ok(got.ops === ref.ops, 'the tile draws its own box');
  assert.ok(r.last().fills().includes(LAYER_STYLES.countries.fill));
});

test('lon/lat map: 1.1.1 sends SRS=EPSG:4326 lon/lat, 1.3.0 sends CRS=EPSG:4326 lat/lon; both draw the same tile', async () => {
  const layer = onMap(new OgcWmsLayer({ baseUrl: BASE, layers: 'countries,graticule', tileSize: 256 }), 'EPSG:4326');
  // Tile 3/5/1 of the lon/lat grid: lon 45…90, lat 0…45.
  const v111 = layer.getTileUrl(3, 5, 1);
  assert.match(v111, /&SRS=EPSG:4326&WIDTH=256&HEIGHT=256&BBOX=45,0,90,45$/);
  layer.update({ version: '1.3.0' });
  const v130 = layer.getTileUrl(3, 5, 1);
  assert.match(v130, /&VERSION=1\.3\.0&.*&CRS=EPSG:4326&WIDTH=256&HEIGHT=256&BBOX=0,45,45,90$/);
  const a = await draw(v111);
  const b = await draw(v130);
  assert.is(a.status, 200);
  assert.ok(a.ops === b.ops, '1.3.0 lat/lon draws what 1.1.1 lon/lat draws');
  // CRS:84 is 1.3.0's lon/lat name: x/y order again.
  layer.update({ crs: 'CRS:84' });
  assert.match(layer.getTileUrl(3, 5, 1), /&CRS=CRS:84&.*&BBOX=45,0,90,45$/);
  assert.ok((await draw(layer.getTileUrl(3, 5, 1))).ops === a.ops);
  // EPSG:4490 maps ask in their own CRS.
  const cgcs = onMap(new OgcWmsLayer({ baseUrl: BASE, layers: 'countries,graticule', tileSize: 256, version: '1.3.0' }), 'EPSG:4490');
  assert.match(cgcs.getTileUrl(3, 5, 1), /&CRS=EPSG:4490&.*&BBOX=0,45,45,90$/);
  assert.ok((await draw(cgcs.getTileUrl(3, 5, 1))).ops === a.ops);
});

test('a deliberately wrong axis order (reversebbox on a server that reads the standard order) draws another place', async () => {
  const layer = onMap(new OgcWmsLayer({ baseUrl: BASE, layers: 'countries,graticule', tileSize: 256, version: '1.3.0' }), 'EPSG:4326');
  const right = await draw(layer.getTileUrl(3, 5, 1));
  layer.update({ reversebbox: true });
  const swappedUrl = layer.getTileUrl(3, 5, 1);
  assert.match(swappedUrl, /&BBOX=45,0,90,45$/);
  const wrong = await draw(swappedUrl);
  assert.is(wrong.status, 200, 'a valid box, so the server draws it…');
  assert.ok(wrong.ops !== right.ops, '…but it is lat 45…90, lon 0…45: not the tile');
  // On 1.1.1, reversebbox writes lat/lon, which a standard server reads as another place too.
  layer.update({ version: '1.1.1' });
  assert.match(layer.getTileUrl(3, 5, 1), /&SRS=EPSG:4326&.*&BBOX=0,45,45,90$/);
  assert.is(wmsAxisOrder('1.3.0', 'EPSG:3857', true), 'yx');
  assert.is(wmsAxisOrder('1.3.0', 'EPSG:4326'), 'yx');
  assert.is(wmsAxisOrder('1.1.1', 'EPSG:4326'), 'xy');
});

test('a request CRS of the other grid is not drawn on the map: the map’s CRS is asked instead (warned once)', () => {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (m: string) => warnings.push(m);
  try {
    const layer = new OgcWmsLayer({ id: 'w', baseUrl: BASE, layers: 'countries', crs: 'EPSG:4326' });
    assert.match(layer.getTileUrl(1, 0, 0), /&SRS=EPSG:3857&/);
    layer.getTileUrl(1, 1, 0);
    assert.equal(warnings, ["OgcWmsLayer w: crs EPSG:4326 is not drawn on the EPSG:3857 map's tile grid; requesting EPSG:3857"]);
  } finally {
    console.warn = warn;
  }
});

test('token as a query pair ({key, value} or a string under tokenParam), styles, format, size; the emulator accepts them', async () => {
  const layer = new OgcWmsLayer({ baseUrl: BASE + '?map=world', layers: ['countries', 'graticule'], token: { key: 'tk', value: 'a b' }, styles: ',', format: 'image/jpeg', transparent: false, tileSize: 256, width: 512 });
  const url = layer.getTileUrl(1, 0, 0);
  assert.match(url, /\/ogc\/wms\?map=world&SERVICE=WMS&.*&LAYERS=countries,graticule&STYLES=,&FORMAT=image\/jpeg&TRANSPARENT=FALSE&SRS=EPSG:3857&WIDTH=512&HEIGHT=512&tk=a%20b&BBOX=/);
  const got = await draw(url);
  assert.is(got.status, 200);
  assert.is(got.type, 'image/jpeg');
  layer.update({ token: 'secret', tokenParam: 'key', width: undefined });
  assert.match(layer.getTileUrl(1, 0, 0), /&WIDTH=256&HEIGHT=256&key=secret&BBOX=/);
});

test('an unknown layer: the emulator answers a ServiceException, which the tile protocol turns into the error message', async () => {
  const layer = new OgcWmsLayer({ baseUrl: BASE, layers: 'roads' });
  const res = await r.emulator.handle(new Request(layer.getTileUrl(0, 0, 0)));
  assert.is(res!.status, 200, 'WMS errors travel with HTTP 200');
  assert.is(await serviceErrorMessage(res!), 'LayerNotDefined: layer "roads" is not defined');
});

test('GetCapabilities (1.1.1 and 1.3.0): layer names, titles, bounds and formats read from the emulator’s documents', async () => {
  for (const version of ['1.1.1', '1.3.0']) {
    const res = await r.emulator.handle(new Request(`${BASE}?SERVICE=WMS&REQUEST=GetCapabilities&VERSION=${version}`));
    const caps = parseWmsCapabilities(await res!.text());
    assert.is(caps.version, version);
    assert.equal(caps.named.map((l) => l.name), ['countries', 'graticule', 'earthquakes', 'places']);
    assert.equal(caps.formats, ['image/png', 'image/jpeg']);
    assert.ok(caps.named[0].crs.includes('EPSG:3857') && caps.named[0].crs.includes('EPSG:4326'), caps.named[0].crs.join(' '));
    const [[w, s], [e, n]] = caps.named[2].bounds!;
    assert.ok(w < -170 && e > 170 && s < -50 && n > 50, JSON.stringify(caps.named[2].bounds));
    assert.ok(caps.getMapUrl?.startsWith(BASE), caps.getMapUrl);
  }
  // The layer's own method, over a fetch that the emulator answers.
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => (await r.emulator.handle(new Request(String(input))))!) as typeof fetch;
  try {
    const caps = await new OgcWmsLayer({ baseUrl: BASE, layers: 'x', version: '1.3.0' }).getCapabilities();
    assert.is(caps.version, '1.3.0');
    assert.is(caps.named.length, 4);
  } finally {
    globalThis.fetch = original;
  }
});

test('validation wording', () => {
  assert.is(mapLibErrorMessage(() => new OgcWmsLayer({} as never)), 'OgcWmsLayer: baseUrl is required');
  assert.is(mapLibErrorMessage(() => new OgcWmsLayer({ baseUrl: BASE, version: '1.3' as never })), "OgcWmsLayer: version must be '1.1.1' or '1.3.0', got \"1.3\"");
  assert.is(mapLibErrorMessage(() => new OgcWmsLayer({ baseUrl: BASE, crs: 'EPSG:32650' })), "OgcWmsLayer: crs must be a Web Mercator or lon/lat CRS such as 'EPSG:3857', 'EPSG:4326', 'EPSG:4490' or 'CRS:84', got \"EPSG:32650\"");
  assert.is(mapLibErrorMessage(() => new OgcWmsLayer({ baseUrl: BASE, layers: 3 as never })), 'OgcWmsLayer: layers must be layer names, comma-separated or an array of strings, got 3');
  assert.is(mapLibErrorMessage(() => new OgcWmsLayer({ baseUrl: BASE, tileSize: 300 as never })), 'OgcWmsLayer: tileSize must be 256 or 512, got 300');
  assert.is(mapLibErrorMessage(() => new OgcWmsLayer({ baseUrl: BASE, width: 5000 })), 'OgcWmsLayer: width must be between 1 and 4096, got 5000');
  assert.is(mapLibErrorMessage(() => new OgcWmsLayer({ baseUrl: BASE, token: { key: 'tk' } as never })), 'OgcWmsLayer: token must be a string or { key, value } strings, got {"key":"tk"}');
  assert.is(mapLibErrorMessage(() => new OgcWmsLayer({ baseUrl: BASE, minimumLevel: 5, maximumLevel: 3 })), 'OgcWmsLayer: maximumLevel must not be below minimumLevel (5), got 3');
});

test.run();
