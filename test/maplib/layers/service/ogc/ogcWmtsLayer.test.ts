// OgcWmtsLayer's requests held to the protocol: KVP and RESTful GetTile URLs of real tiles are answered by the
// emulator's WMTS and draw the map tile's own box (the same picture as a WMS GetMap of that box), on the `w` set of a
// Web Mercator map and the geographic `c` set of a lon/lat map; a wrong zoomOffset is refused or draws another place;
// capabilities fill in the matrix set, prefix and offset; validation wording.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, PREFIX } from '../../../emulator/fixtures.ts';
import { OgcWmtsLayer } from '../../../../../maplib/src/core/layers/service/ogc/ogcWmtsLayer.ts';
import { parseWmtsCapabilities, wmtsLayerOptions, wmtsRestTemplate, splitMatrixIdentifier } from '../../../../../maplib/src/core/services/ogc/wmts.ts';
import { mapLibErrorMessage, onMap } from '../../../unitHelpers.ts';

const r = rig();
const KVP = PREFIX + 'ogc/wmts';
const HALF = Math.PI * 6378137;

async function answer(url: string): Promise<{ status: number; type: string | null; ops: string; text: string }> {
  const before = r.surfaces.length;
  const res = (await r.emulator.handle(new Request(url)))!;
  const type = res.headers.get('content-type');
  const drawn = r.surfaces.length > before;
  return { status: res.status, type, ops: drawn ? JSON.stringify(r.last().ops) : '', text: drawn ? '' : await res.text() };
}

/** The emulator's WMS drawing of a box (256 px, all layers, transparent): what a tile of that box must look like. */
const wmsOf = (crs: string, bbox: number[]) =>
  answer(`${PREFIX}ogc/wms?SERVICE=WMS&VERSION=1.1.1&REQUEST=GetMap&LAYERS=countries,graticule,earthquakes&STYLES=&SRS=${crs}&BBOX=${bbox.join(',')}&WIDTH=256&HEIGHT=256&FORMAT=image/png&TRANSPARENT=TRUE`);

test('KVP on a Web Mercator map (set w): the exact GetTile of a tile, drawn as the tile’s own box', async () => {
  const layer = new OgcWmtsLayer({ baseUrl: KVP, wmtsLayer: 'world', tileMatrixSet: 'w', tileSize: 256 });
  const url = layer.getTileUrl(2, 2, 1);
  assert.is(url, `${KVP}?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=world&STYLE=default&TILEMATRIXSET=w&FORMAT=image/png&TILEMATRIX=2&TILEROW=1&TILECOL=2`);
  const tile = await answer(url);
  assert.is(tile.status, 200);
  assert.is(tile.type, 'image/png');
  const ref = await wmsOf('EPSG:3857', [0, 0, HALF / 2, HALF / 2]);
  assert.ok(tile.ops === ref.ops, 'tile 2/2/1 is the box 0…½ world east, 0…½ north');
});

test('RESTful ResourceURL template: {TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol} become the tile address', async () => {
  const template = `${KVP}/1.0.0/world/{Style}/{TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol}.png`;
  const layer = new OgcWmtsLayer({ url: template, tileMatrixSet: 'w', tileSize: 256 });
  const url = layer.getTileUrl(2, 2, 1);
  assert.is(url, `${KVP}/1.0.0/world/default/w/2/1/2.png`);
  const tile = await answer(url);
  assert.is(tile.status, 200);
  assert.ok(tile.ops === (await wmsOf('EPSG:3857', [0, 0, HALF / 2, HALF / 2])).ops);
  assert.is(wmtsRestTemplate('http://h/{TileMatrix}/{TileRow}/{TileCol}.jpg', { tileMatrixPrefix: 'EPSG:4326:', token: { key: 'tk', value: 'x' } }), 'http://h/EPSG:4326:{z}/{y}/{x}.jpg?tk=x');
});

test('lon/lat map, Tianditu-style set c: TILEMATRIX = z lines up; a wrong zoomOffset is refused or draws another place', async () => {
  const layer = onMap(new OgcWmtsLayer({ baseUrl: KVP, wmtsLayer: 'world', tileMatrixSet: 'c', tileSize: 256 }), 'EPSG:4326');
  // Map tile 2/1/0 of the lon/lat grid: lon −90…0, lat 0…90.
  const url = layer.getTileUrl(2, 1, 0);
  assert.match(url, /&TILEMATRIXSET=c&.*&TILEMATRIX=2&TILEROW=0&TILECOL=1$/);
  const ref = await wmsOf('EPSG:4326', [-90, 0, 0, 90]);
  assert.ok((await answer(url)).ops === ref.ops, 'c level z is the map grid’s level z');
  // zoomOffset −1 (right for ArcGIS caches, wrong here): level 1 tile 0/1 is lon 0…180 — another place.
  layer.update({ zoomOffset: -1 });
  const shifted = layer.getTileUrl(2, 1, 0);
  assert.match(shifted, /&TILEMATRIX=1&TILEROW=0&TILECOL=1$/);
  const wrong = await answer(shifted);
  assert.is(wrong.status, 200);
  assert.ok(wrong.ops !== ref.ops);
  // …and at the top of the grid it asks for level 0, which set c does not have.
  const refused = await answer(layer.getTileUrl(1, 0, 0));
  assert.is(refused.status, 400);
  assert.match(refused.text, /exceptionCode="InvalidParameterValue" locator="TILEMATRIX"/);
  // A Web Mercator set on a lon/lat map: the rows do not line up (w row 0 of level 2 is lat 66.5…85).
  layer.update({ zoomOffset: 0, tileMatrixSet: 'w' });
  assert.ok((await answer(layer.getTileUrl(2, 1, 0))).ops !== ref.ops);
});

test('tileMatrixPrefix (GeoServer-style EPSG:4326:{z}) and token pairs go into the KVP request', () => {
  const layer = new OgcWmtsLayer({ baseUrl: 'http://h/geoserver/gwc/service/wmts', wmtsLayer: 'ne:world', tileMatrixSet: 'EPSG:4326', tileMatrixPrefix: 'EPSG:4326:', format: 'image/jpeg', wmtsStyle: '', token: { key: 'tk', value: 'k' } });
  assert.is(layer.getTileUrl(3, 4, 2), 'http://h/geoserver/gwc/service/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=ne:world&STYLE=&TILEMATRIXSET=EPSG:4326&FORMAT=image/jpeg&tk=k&TILEMATRIX=EPSG:4326:3&TILEROW=2&TILECOL=4');
});

test('capabilities: layers, formats, matrix sets; what a Web Mercator and a lon/lat map need from them', async () => {
  const res = await r.emulator.handle(new Request(`${KVP}?SERVICE=WMTS&REQUEST=GetCapabilities`));
  const caps = parseWmtsCapabilities(await res!.text());
  assert.equal(caps.layers.map((l) => l.identifier), ['countries', 'graticule', 'earthquakes', 'places', 'world']);
  assert.equal(caps.tileMatrixSets.map((s) => s.identifier), ['w', 'c']);
  assert.ok(caps.getTileKvpUrl?.startsWith(KVP), caps.getTileKvpUrl);
  const c = caps.tileMatrixSets[1];
  assert.equal(c.matrices[0].topLeftCorner, [90, -180], 'EPSG:4326 writes its corner latitude first');
  const merc = wmtsLayerOptions(caps, { layer: 'world', grid: 'mercator' });
  assert.equal({ ...merc, url: undefined, bounds: undefined }, { wmtsLayer: 'world', tileMatrixSet: 'w', wmtsStyle: 'default', format: 'image/png', tileMatrixPrefix: '', zoomOffset: 0, minimumLevel: 0, maximumLevel: 18, tileSize: 256, url: undefined, bounds: undefined });
  assert.is(merc.url, `${KVP}/1.0.0/world/{Style}/{TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol}.png`);
  const geo = wmtsLayerOptions(caps, { layer: 'world', grid: 'geographic', format: 'image/jpeg' });
  assert.equal([geo.tileMatrixSet, geo.zoomOffset, geo.minimumLevel, geo.maximumLevel, geo.format], ['c', 0, 1, 18, 'image/jpeg']);
  assert.throws(() => wmtsLayerOptions(caps, { layer: 'roads', grid: 'mercator' }), /no layer "roads"/);
});

test('capabilities of other servers: GeoServer matrix identifiers with a prefix, an ArcGIS-style lon/lat set one level off', () => {
  const xml = (id: string, crs: string, matrices: string) => `<Capabilities xmlns="http://www.opengis.net/wmts/1.0" xmlns:ows="http://www.opengis.net/ows/1.1" version="1.0.0"><Contents>
  <Layer><ows:Identifier>ne:world</ows:Identifier><Style isDefault="true"><ows:Identifier>raster</ows:Identifier></Style><Format>image/jpeg</Format><TileMatrixSetLink><TileMatrixSet>${id}</TileMatrixSet></TileMatrixSetLink></Layer>
  <TileMatrixSet><ows:Identifier>${id}</ows:Identifier><ows:SupportedCRS>${crs}</ows:SupportedCRS>${matrices}</TileMatrixSet></Contents></Capabilities>`;
  const matrix = (id: string, sd: number, w: number, h: number) =>
    `<TileMatrix><ows:Identifier>${id}</ows:Identifier><ScaleDenominator>${sd}</ScaleDenominator><TopLeftCorner>90.0 -180.0</TopLeftCorner><TileWidth>256</TileWidth><TileHeight>256</TileHeight><MatrixWidth>${w}</MatrixWidth><MatrixHeight>${h}</MatrixHeight></TileMatrix>`;
  // GeoServer's EPSG:4326 gridset: level 0 is 2×1 tiles of 180° (0.703125°/px), identifiers "EPSG:4326:0"…
  const sd0 = (0.703125 * 111319.49079327357) / 0.00028;
  const geoserver = parseWmtsCapabilities(xml('EPSG:4326', 'urn:ogc:def:crs:EPSG::4326', matrix('EPSG:4326:0', sd0, 2, 1) + matrix('EPSG:4326:1', sd0 / 2, 4, 2)));
  const o = wmtsLayerOptions(geoserver, { grid: 'geographic' });
  assert.equal([o.wmtsLayer, o.tileMatrixSet, o.tileMatrixPrefix, o.zoomOffset, o.minimumLevel, o.maximumLevel, o.wmtsStyle, o.format], ['ne:world', 'EPSG:4326', 'EPSG:4326:', -1, 1, 2, 'raster', 'image/jpeg']);
  assert.equal(splitMatrixIdentifier('EPSG:4326:12'), { prefix: 'EPSG:4326:', level: 12 });
  // The same set offered to a Web Mercator map: refused with the reason.
  assert.throws(() => wmtsLayerOptions(geoserver, { grid: 'mercator' }), /not drawn on the map's Web Mercator grid/);
  // A lon/lat set whose tiles are not 360° / 2^n wide cannot line up.
  const odd = parseWmtsCapabilities(xml('odd', 'EPSG:4490', matrix('0', sd0 * 1.3, 2, 1)));
  assert.throws(() => wmtsLayerOptions(odd, { grid: 'geographic' }), /does not line up/);
});

test('without tileMatrixSet the layer reads capabilities and fills set, prefix, offset, levels and tile size', async () => {
  const original = globalThis.fetch;
  const asked: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => (asked.push(String(input)), (await r.emulator.handle(new Request(String(input))))!)) as typeof fetch;
  try {
    const seen: unknown[] = [];
    const layer = onMap(new OgcWmtsLayer({ baseUrl: KVP, wmtsLayer: 'world', onCapabilities: (e) => seen.push(e.options.tileMatrixSet) }), 'EPSG:4490');
    (layer as unknown as { prepare(): void }).prepare();
    assert.ok((layer as unknown as { pending: boolean }).pending, 'hidden until the capabilities are read');
    await new Promise((res) => setTimeout(res, 50));
    assert.equal(seen, ['c']);
    assert.is(asked[0], `${KVP}?SERVICE=WMTS&REQUEST=GetCapabilities&VERSION=1.0.0`);
    const e = layer.effectiveProps();
    assert.equal([e.tileMatrixSet, e.zoomOffset, e.minimumLevel, e.maximumLevel, e.tileSize], ['c', 0, 1, 18, 256]);
    const url = layer.getTileUrl(3, 5, 1);
    assert.match(url, /&TILEMATRIXSET=c&FORMAT=image\/png&TILEMATRIX=3&TILEROW=1&TILECOL=5$/);
    assert.is((await answer(url)).status, 200);
    // Props given win over what the document says.
    layer.update({ tileSize: 512 });
    assert.is(layer.effectiveProps().tileSize, 512);
  } finally {
    globalThis.fetch = original;
  }
});

test('validation wording', () => {
  assert.is(mapLibErrorMessage(() => new OgcWmtsLayer({})), 'OgcWmtsLayer: baseUrl (or url) is required');
  assert.is(mapLibErrorMessage(() => new OgcWmtsLayer({ baseUrl: KVP, url: 'http://h/{z}/{y}/{x}' })), 'OgcWmtsLayer: baseUrl and url cannot both be given (KVP or RESTful)');
  assert.is(mapLibErrorMessage(() => new OgcWmtsLayer({ url: 'http://h/{TileMatrix}/{TileRow}.png' })), 'OgcWmtsLayer: url must contain {TileMatrix}, {TileRow} and {TileCol} (or {z}, {y}, {x}), got "http://h/{TileMatrix}/{TileRow}.png"');
  assert.is(mapLibErrorMessage(() => new OgcWmtsLayer({ url: 'http://h/{TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol}.png' })), 'OgcWmtsLayer: url has {TileMatrixSet}: give tileMatrixSet');
  assert.is(mapLibErrorMessage(() => new OgcWmtsLayer({ url: 'http://h/{Time}/{z}/{y}/{x}.png' })), 'OgcWmtsLayer: url has {Time}, which OgcWmtsLayer cannot fill (a WMTS dimension? write its value into the template)');
  assert.is(mapLibErrorMessage(() => new OgcWmtsLayer({ baseUrl: KVP, zoomOffset: 0.5 })), 'OgcWmtsLayer: zoomOffset must be an integer, got 0.5');
  assert.is(mapLibErrorMessage(() => new OgcWmtsLayer({ baseUrl: KVP, tileSize: 128 as never })), 'OgcWmtsLayer: tileSize must be 256 or 512, got 128');
});

test.run();
