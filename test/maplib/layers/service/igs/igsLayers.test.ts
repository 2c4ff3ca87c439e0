// IGServer and Tianditu layers in Node: the URLs IgsDocLayer, IgsTileLayer, IgsTdtLayer and IgsVectorLayer build, in
// MapGIS's shapes, held to the protocol by the emulator (accepted and drawn where they should be); a wrong axis order
// or level is rejected or drawn visibly wrong; props are validated with clear messages.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, PREFIX } from '../../../emulator/fixtures.ts';
import { LAYER_STYLES } from '../../../../../maplib/src/emulator/data/catalog.ts';
import { IgsDocLayer } from '../../../../../maplib/src/core/layers/service/igs/igsDocLayer.ts';
import { IgsTileLayer } from '../../../../../maplib/src/core/layers/service/igs/igsTileLayer.ts';
import { IgsTdtLayer } from '../../../../../maplib/src/core/layers/service/igs/igsTdtLayer.ts';
import { IgsVectorLayer } from '../../../../../maplib/src/core/layers/service/igs/igsVectorLayer.ts';
import { igsDocImageUrl, igsDocTileUrl, igsDocLayersUrl, igsTileUrl, igsVectorUrl, igsDomain } from '../../../../../maplib/src/core/services/igs/igsUrl.ts';
import { tiandituTiles } from '../../../../../maplib/src/core/services/tianditu/tiandituUrl.ts';
import { encodeQueryValue } from '../../../../../maplib/src/core/services/requestUrl.ts';
import { gridTileBBox, formatBBox } from '../../../../../maplib/src/core/services/tileRequest.ts';
import { MapLibError } from '../../../../../maplib/src/core/base/mapLibError.ts';
import { onMap } from '../../../unitHelpers.ts';

const r = rig();
/** The emulated IGServer's "domain": the emulator's prefix without its trailing slash. */
const DOMAIN = PREFIX.replace(/\/$/, '');

/** Sends a URL the layer built to the emulator (it must be under the emulator's prefix). */
async function send(url: string): Promise<Response> {
  assert.ok(url.startsWith(PREFIX), url);
  return r.get(url.slice(PREFIX.length));
}
const arcs = () => r.last().ops.filter((o) => o.op === 'arc').length;
const countryPoints = () => r.last().pointsIn(LAYER_STYLES.countries.fill);
/** x of the graticule's vertices that land on the image (a path also runs through vertices off the image). */
const meridianXs = () => {
  const { width, height } = r.last();
  return r.last().pointsIn(LAYER_STYLES.graticule.stroke).filter(([x, y]) => x >= -1e-6 && x <= width + 1e-6 && y >= -1e-6 && y <= height + 1e-6).map((p) => p[0]);
};
/**
 * Whether a meridian is drawn at x: meridians carry a vertex every 5° of latitude, so a stretch of one puts many
 * points on the vertical line (a parallel crossing it adds one).
 */
const meridianAt = (x: number) => meridianXs().filter((v) => Math.abs(v - x) < 1e-6).length >= 8;
const errorOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    assert.instance(err, MapLibError);
    return (err as Error).message;
  }
  throw new Error('no error thrown');
};

test('shared helpers: readable query values, IGServer origin from domain or protocol/ip/port, tile boxes', () => {
  assert.is(encodeQueryValue('show:0,2'), 'show:0,2');
  assert.is(encodeQueryValue("0:name_en LIKE 'A&B%'"), "0:name_en%20LIKE%20'A%26B%25'");
  assert.is(igsDomain({ domain: 'http://igs.example.com:6163/' }), 'http://igs.example.com:6163');
  assert.is(igsDomain({ protocol: 'https', ip: '192.168.1.9', port: 8089 }), 'https://192.168.1.9:8089');
  assert.is(igsDomain({}), 'http://localhost:6163');
  assert.equal(gridTileBBox('geographic', 1, 1, 0), [0, -90, 180, 90]);
});

// --- IgsDocLayer ----------------------------------------------------------------------------------------------

test('IgsDocLayer: the image URL in MapGIS order (f, guid, w, h, layers, filters, style, proj, mode, isAntialiasing, cache, update, bbox)', () => {
  const url = igsDocImageUrl({
    baseUrl: 'http://develop.smaryun.com:6163/igs/rest/mrms/docs/北京市',
    guid: 'g1', tileSize: 256, layers: 'show:1,2', filters: '1:ID>4', igsMapStyle: { SymbleShow: true }, proj: 'WGS1984_度', mode: 'hiRender',
  });
  assert.is(
    url,
    'http://develop.smaryun.com:6163/igs/rest/mrms/docs/%E5%8C%97%E4%BA%AC%E5%B8%82?f=png&guid=g1&w=256&h=256&layers=show:1,2&filters=1:ID%3E4' +
      '&style=%7B%22SymbleShow%22:true%7D&proj=WGS1984_%E5%BA%A6&mode=hiRender&isAntialiasing=false&cache=false&update=false&bbox={bbox}',
  );
  // domain + serverName, a token pair, the base URL's own query kept.
  assert.is(
    igsDocImageUrl({ domain: 'http://h:6163', serverName: 'World', guid: 'g', token: { key: 'token', value: 'abc' } }),
    'http://h:6163/igs/rest/mrms/docs/World?f=png&guid=g&w=512&h=512&isAntialiasing=false&cache=false&update=false&token=abc&bbox={bbox}',
  );
  assert.ok(igsDocImageUrl({ ip: '10.0.0.2', port: '8089', protocol: 'http', serverName: 'World', guid: 'g' }).startsWith('http://10.0.0.2:8089/igs/rest/mrms/docs/World?f=png&guid=g&'));
  assert.ok(igsDocImageUrl({ baseUrl: 'http://h/igs/rest/mrms/docs/World?ver=2', guid: 'g' }).startsWith('http://h/igs/rest/mrms/docs/World?ver=2&f=png&guid=g&'));
  assert.is(igsDocImageUrl({ url: 'http://h/mine?x=1' }), 'http://h/mine?x=1&bbox={bbox}');
  assert.is(igsDocTileUrl({ baseUrl: 'http://h:6163/igs/rest/mrms/docs/World', tileSize: 256 }), 'http://h:6163/igs/rest/mrms/tile/World/{z}/{y}/{x}?size=256');
  assert.is(igsDocLayersUrl({ baseUrl: 'http://h:6163/igs/rest/mrms/docs/北京市' }), 'http://h:6163/igs/rest/mrcs/docs/%E5%8C%97%E4%BA%AC%E5%B8%82/0/layers?f=json');
  assert.is(igsDocLayersUrl({ url: 'http://h/other?bbox={bbox}' }), undefined);
});

test('IgsDocLayer → emulator: the tile image is accepted and draws the document; layers and filters change the drawing', async () => {
  const doc = new IgsDocLayer({ id: 'doc', baseUrl: `${DOMAIN}/igs/rest/mrms/docs/World`, guid: 'test', tileSize: 256, proj: 'Web墨卡托_WGS1984' });
  // Tile 3/6/3 of the Web Mercator grid holds China (lon 90…135, lat 0…41).
  const tile = { z: 3, x: 6, y: 3 };
  const url = doc.getTileUrl(tile.z, tile.x, tile.y);
  assert.ok(url.includes(`&bbox=${formatBBox(gridTileBBox('mercator', 3, 6, 3))}`), url);
  const res = await send(url);
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'image/png');
  assert.ok(countryPoints().length > 100, 'countries drawn');
  const quakes = arcs();
  assert.ok(quakes > 10, `earthquakes drawn: ${quakes}`);

  doc.update({ layers: 'show:2', filters: '2:mag>5' });
  await send(doc.getTileUrl(tile.z, tile.x, tile.y));
  assert.is(countryPoints().length, 0, 'show:2 hides the countries');
  assert.ok(arcs() > 0 && arcs() < quakes, `only strong earthquakes: ${arcs()} of ${quakes}`);
  doc.update({ layers: 'hide:2', filters: undefined });
  await send(doc.getTileUrl(tile.z, tile.x, tile.y));
  assert.is(arcs(), 0, 'hide:2 leaves the earthquakes out');
  assert.ok(countryPoints().length > 100);

  // The layer list the demo reads LayerIndex from.
  const list = await (await send(doc.getLayerListUrl()!)).json();
  assert.equal(list.map((l: any) => `${l.LayerIndex}:${l.Name}:${l.GeomType}`), ['0:countries:Reg', '1:graticule:Lin', '2:earthquakes:Pnt', '3:places:Pnt']);
});

test('IgsDocLayer: a geographic map sends degrees; the wrong axis order (lat, lon) is drawn visibly wrong', async () => {
  const doc = onMap(new IgsDocLayer({ baseUrl: `${DOMAIN}/igs/rest/mrms/docs/World`, guid: 'g', tileSize: 256, layers: 'show:1', proj: 'WGS1984_度' }), 'EPSG:4326');
  // Geographic tile 2/3/0: lon 90…180, lat 0…90 — meridians every 30° at x = 0, 85.3, 170.7, 256.
  const url = doc.getTileUrl(2, 3, 0);
  assert.ok(url.endsWith('&bbox=90,0,180,90'), url);
  assert.is((await send(url)).status, 200);
  assert.ok(meridianAt(256 / 3) && meridianAt(512 / 3), `meridians 120 and 150: ${meridianXs().slice(0, 8)}`);
  // Latitude first (what a WMS 1.3.0 EPSG:4326 client would send) is a different box: the meridians move.
  const swapped = url.replace('bbox=90,0,180,90', 'bbox=0,90,90,180');
  assert.is((await send(swapped)).status, 200);
  assert.not.ok(meridianAt(256 / 3) || meridianAt(512 / 3), 'not the same picture');
  // And an upside-down box is refused.
  assert.is((await send(url.replace('bbox=90,0,180,90', 'bbox=180,90,90,0'))).status, 400);
});

test('IgsDocLayer cache: dynamic tiles (mrms/tile/{doc}/{z}/{y}/{x}?size=) are accepted; a level the cache lacks is refused', async () => {
  const doc = new IgsDocLayer({ baseUrl: `${DOMAIN}/igs/rest/mrms/docs/World`, cache: true, tileSize: 512 });
  const url = doc.getTileUrl(2, 3, 1);
  assert.is(url, `${DOMAIN}/igs/rest/mrms/tile/World/2/1/3?size=512`);
  assert.is((await send(url)).status, 200);
  assert.is(r.last().width, 512, 'size sets the image size');
  assert.is((await send(doc.getTileUrl(2, 3, 7))).status, 404, 'row outside the level');
  assert.is((await send(`${DOMAIN}/igs/rest/mrms/tile/World/2/1/3?size=0`)).status, 400);
  assert.equal((doc as any).tileSource(doc.props, 'EPSG:3857').tiles, [`${DOMAIN}/igs/rest/mrms/tile/World/{z}/{y}/{x}?size=512`], 'a plain template: MapLibre fills it');
});

test('IgsDocLayer: props are validated', () => {
  assert.match(errorOf(() => new IgsDocLayer({} as any)), "IgsDocLayer: baseUrl (or url, or serverName with domain / ip and port) is required");
  assert.match(errorOf(() => new IgsDocLayer({ baseUrl: 'x', layers: 'visible:1' })), `layers must be like 'show:0,2'`);
  assert.match(errorOf(() => new IgsDocLayer({ baseUrl: 'x', filters: 'mag>5' })), `filters must be 'LayerIndex:condition' pairs like '2:mag>5', got "mag>5"`);
  assert.match(errorOf(() => new IgsDocLayer({ baseUrl: 'x', tileSize: 300 as any })), 'tileSize must be 256 or 512, got 300');
  assert.match(errorOf(() => new IgsDocLayer({ baseUrl: 'x', f: 'bmp' as any })), "f must be 'png', 'jpg' or 'gif'");
  assert.match(errorOf(() => new IgsDocLayer({ baseUrl: 'x', token: 5 as any })), 'token must be a string or { key, value } strings, got 5');
  assert.not.throws(() => new IgsDocLayer({ serverName: 'World', ip: '1.2.3.4', port: 6163, layers: '0, 2', filters: "0:name_en LIKE 'C%',2:mag>5" }));
  // The default guid is one per layer and stays across updates.
  const doc = new IgsDocLayer({ baseUrl: 'http://h/igs/rest/mrms/docs/World' });
  const guid = /guid=([^&]+)/.exec(doc.getTemplate())![1];
  assert.match(guid, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  doc.update({ layers: 'show:0' });
  assert.ok(doc.getTemplate().includes(`guid=${guid}&`));
});

// --- IgsTileLayer ---------------------------------------------------------------------------------------------

test('IgsTileLayer: {base}/{z}/{y}/{x} from baseUrl, domain + serverName or url; defaults 512 px, levels 0…22', () => {
  assert.is(igsTileUrl({ baseUrl: 'http://develop.smaryun.com:6163/igs/rest/mrms/tile/北京市' }), 'http://develop.smaryun.com:6163/igs/rest/mrms/tile/%E5%8C%97%E4%BA%AC%E5%B8%82/{z}/{y}/{x}');
  assert.is(igsTileUrl({ domain: 'http://h:6163', serverName: 'WORLD_MKT', token: 'k' }), 'http://h:6163/igs/rest/mrms/tile/WORLD_MKT/{z}/{y}/{x}?token=k');
  assert.is(igsTileUrl({ baseUrl: 'http://h/igs/rest/mrms/tile/A?v=1' }), 'http://h/igs/rest/mrms/tile/A/{z}/{y}/{x}?v=1');
  assert.is(igsTileUrl({ url: 'http://h/igs/rest/mrms/tile/A' }), 'http://h/igs/rest/mrms/tile/A/{z}/{y}/{x}');
  const spec = (new IgsTileLayer({ baseUrl: 'http://h/igs/rest/mrms/tile/A' }) as any).sourceSpec({ baseUrl: 'http://h/igs/rest/mrms/tile/A' });
  assert.equal([spec.tileSize, spec.minzoom, spec.maxzoom], [512, 0, 22]);
  assert.match(errorOf(() => new IgsTileLayer({})), 'IgsTileLayer: baseUrl (or url, or serverName with domain / ip and port) is required');
  assert.match(errorOf(() => new IgsTileLayer({ baseUrl: 'x', minimumLevel: 5, maximumLevel: 3 })), 'maximumLevel must not be below minimumLevel (5), got 3');
  assert.match(errorOf(() => new IgsTileLayer({ baseUrl: 'x', zoomOffset: 0.5 })), 'zoomOffset must be an integer, got 0.5');
});

test('IgsTileLayer on Web Mercator: offset 0, WORLD_MKT answers the tile the map asks for', async () => {
  const layer = onMap(new IgsTileLayer({ domain: DOMAIN, serverName: 'WORLD_MKT', tileSize: 256 }), 'EPSG:3857');
  assert.is(layer.getZoomOffset(), 0);
  const url = layer.getTileUrl(2, 3, 1);
  assert.is(url, `${DOMAIN}/igs/rest/mrms/tile/WORLD_MKT/2/1/3`);
  assert.is((await send(url)).status, 200);
  // Meridian 150° sits at x = 256 × (150 − 90) / 90 in tile column 3 of level 2 (lon 90…180).
  assert.ok(meridianAt((256 * 60) / 90), `meridian 150: ${meridianXs().slice(0, 6)}`);
});

test('IgsTileLayer on a lon/lat map: default offset −1 lines WORLD_GEO up; offset 0 draws the wrong ground; too deep is refused', async () => {
  const layer = onMap(new IgsTileLayer({ baseUrl: `${DOMAIN}/igs/rest/mrms/tile/WORLD_GEO`, tileSize: 256 }), 'EPSG:4326');
  assert.is(layer.getZoomOffset(), -1);
  // Map tile 1/1/0 of the geographic grid: lon 0…180, lat −90…90. The cache's level 0 tile 0/0/1 is the same ground.
  const url = layer.getTileUrl(1, 1, 0);
  assert.is(url, `${DOMAIN}/igs/rest/mrms/tile/WORLD_GEO/0/0/1`);
  assert.is((await send(url)).status, 200);
  assert.ok(meridianAt(128), 'meridian 90 in the middle of lon 0…180');
  const spec = (layer as any).tileSource(layer.props, 'EPSG:4326');
  assert.match(spec.tiles[0], /^maplib-tile:\/\/\{z\}\/\{x\}\/\{y\}\?o=-1&u=/);
  assert.equal([spec.minzoom, spec.maxzoom], [1, 22], 'level + offset stays ≥ 0');

  // MapGIS's page says "1 for lon/lat tiles"; neither +1 nor 0 lines up on this grid.
  layer.update({ zoomOffset: 0 });
  const wrong = layer.getTileUrl(1, 1, 0);
  assert.is(wrong, `${DOMAIN}/igs/rest/mrms/tile/WORLD_GEO/1/0/1`);
  assert.is((await send(wrong)).status, 200);
  assert.not.ok(meridianAt(128), 'lon −90…0, lat 0…90 instead: no meridian 90 in the middle');
  layer.update({ zoomOffset: 1 });
  assert.is((await send(layer.getTileUrl(1, 1, 0))).status, 200);
  assert.not.ok(meridianAt(128), '+1: lon −135…−90 instead');
  // The cache ends at level 17: map tile level 19 asks for 18, which the server refuses.
  layer.update({ zoomOffset: undefined });
  assert.is((await send(layer.getTileUrl(19, 0, 0))).status, 404);
});

// --- IgsTdtLayer ----------------------------------------------------------------------------------------------

test('IgsTdtLayer: direct Tianditu URL in MapGIS order with t0…t7 and tk; isLabel and the crs choose layer and matrix set', () => {
  const w = tiandituTiles({ layerType: 'vec', token: 'KEY', matrixSet: 'w', tileSize: 256 });
  assert.is(
    w.template,
    'https://t{s}.tianditu.gov.cn/vec_w/wmts?request=GetTile&version=1.0.0&style=default&tilematrixSet=w&format=tiles&width=256&height=256&layer=vec' +
      '&tilematrix={z}&tilerow={y}&tilecol={x}&tk=KEY&service=WMTS',
  );
  assert.equal(w.subdomains, ['0', '1', '2', '3', '4', '5', '6', '7']);
  assert.equal([w.direct, w.viaIgs, w.minLevel, w.maxLevel], [true, false, 1, 18]);
  const c = tiandituTiles({ layerType: 'img', isLabel: true, token: 'KEY', matrixSet: 'c' });
  assert.ok(c.template.startsWith('https://t{s}.tianditu.gov.cn/cia_c/wmts?') && c.template.includes('&tilematrixSet=c&') && c.template.includes('&layer=cia&'));
  assert.is(tiandituTiles({ layerType: 'ter', isLabel: true, token: 'K' }).maxLevel, 14, 'terrain annotation stops at 14');
  // A base URL naming one layer: its layer and set are used, isLabel still swaps the layer (path and LAYER).
  const one = tiandituTiles({ baseURL: 'http://t2.tianditu.gov.cn/vec_c/wmts', isLabel: true, token: 'K', matrixSet: 'w' });
  assert.ok(one.template.startsWith('http://t2.tianditu.gov.cn/cva_c/wmts?request=GetTile') && one.template.includes('&tilematrixSet=c&') && one.template.includes('&layer=cva&'), one.template);
  // Through IGServer: x/y/z in the path.
  const igs = tiandituTiles({ layerType: 'cva_igs', domain: 'http://h:6163' });
  assert.is(igs.template, 'http://h:6163/igs/rest/cts/tianditu/vectorAnno/{x}/{y}/{z}?service=WMTS');
  assert.is(tiandituTiles({ layerType: 'img_igs', isLabel: true, ip: 'igs', port: 80, protocol: 'http', token: 't' }).template, 'http://igs:80/igs/rest/cts/tianditu/rasterAnno/{x}/{y}/{z}?tk=t&service=WMTS');

  const layer = onMap(new IgsTdtLayer({ token: 'KEY', tileSize: 256 }), 'EPSG:4326');
  assert.ok(layer.getTemplate().includes('/vec_c/wmts?'), 'a lon/lat map gets the c set');
  layer.update({ crs: 'EPSG:3857' });
  assert.ok(layer.getTemplate().includes('/vec_w/wmts?'), 'the crs prop wins over the map');
  const spec = (layer as any).sourceSpec(layer.props);
  assert.equal([spec.tiles.length, spec.minzoom, spec.maxzoom, spec.tileSize, spec.attribution], [8, 1, 18, 256, '© 天地图 Tianditu']);
});

test('IgsTdtLayer → emulated Tianditu: w and c tiles at TILEMATRIX = z are accepted and watermarked; wrong level or set is refused', async () => {
  const layer = onMap(new IgsTdtLayer({ baseURL: `${PREFIX}tianditu/`, layerType: 'vec', tileSize: 256 }), 'EPSG:3857');
  const w = layer.getTileUrl(3, 6, 3);
  assert.is(w, `${PREFIX}tianditu/vec_w/wmts?request=GetTile&version=1.0.0&style=default&tilematrixSet=w&format=tiles&width=256&height=256&layer=vec&tilematrix=3&tilerow=3&tilecol=6&service=WMTS`);
  assert.is((await send(w)).status, 200);
  assert.equal(r.last().ops.filter((o) => o.op === 'fillText').map((o) => o.args[0]), ['模拟 simulated']);
  assert.is(r.last().fills()[0], '#aadaff', 'vec sea');

  onMap(layer, 'EPSG:4326');
  layer.update({ isLabel: true });
  // Geographic tile 2/3/0 (lon 90…180, lat 0…90) is TILEMATRIX 2, row 0, col 3 of Tianditu's c set.
  const c = layer.getTileUrl(2, 3, 0);
  assert.ok(c.includes('tianditu/cva_c/wmts?') && c.includes('&tilematrixSet=c&') && c.includes('&tilematrix=2&tilerow=0&tilecol=3&'), c);
  assert.is((await send(c)).status, 200);
  assert.not.ok(r.last().ops.some((o) => o.op === 'fillRect'), 'annotation tiles are transparent');
  // Level 0 does not exist on Tianditu; the layer never asks for it (source minzoom 1), and the server refuses it.
  assert.is((layer as any).sourceSpec(layer.props).minzoom, 1);
  const level0 = await send(layer.getTileUrl(0, 0, 0));
  assert.is(level0.status, 400);
  assert.match(await level0.text(), 'TileOutOfRange');
  // The Web Mercator set on a c endpoint is refused.
  assert.is((await send(c.replace('tilematrixSet=c', 'tilematrixSet=w'))).status, 400);
});

test('IgsTdtLayer through emulated IGServer (cts/tianditu/{x}/{y}/{z}): accepted; the z/y/x order of tile caches draws another tile', async () => {
  const layer = new IgsTdtLayer({ layerType: 'img_igs', domain: DOMAIN, tileSize: 256 });
  const url = layer.getTileUrl(4, 13, 6);
  assert.is(url, `${DOMAIN}/igs/rest/cts/tianditu/raster/13/6/4?service=WMTS`);
  assert.is((await send(url)).status, 200);
  const right = JSON.stringify(r.last().ops);
  await r.get('tianditu/DataServer?T=img_w&x=13&y=6&l=4&tk=x');
  assert.is(JSON.stringify(r.last().ops), right, 'the same tile as Tianditu’s own x=13 y=6 l=4');
  // Level first, as mrms/tile orders it: 4/6/13 is read as x=4, y=6, z=13 — another place entirely.
  assert.is((await send(`${DOMAIN}/igs/rest/cts/tianditu/raster/4/6/13?service=WMTS`)).status, 200);
  assert.is.not(JSON.stringify(r.last().ops), right);
});

test('IgsTdtLayer: a key is required for tianditu.gov.cn only; layerType and crs are checked', () => {
  assert.match(errorOf(() => new IgsTdtLayer({})), 'IgsTdtLayer: token is required for tianditu.gov.cn (your Tianditu key, sent as tk)');
  assert.match(errorOf(() => new IgsTdtLayer({ baseURL: 'https://t0.tianditu.gov.cn/' })), 'token is required');
  assert.not.throws(() => new IgsTdtLayer({ baseURL: `${PREFIX}tianditu/` }));
  assert.not.throws(() => new IgsTdtLayer({ layerType: 'vec_igs' }));
  assert.match(errorOf(() => new IgsTdtLayer({ token: 'k', layerType: 'sat' as any })), "layerType must be 'vec', 'img'");
  assert.match(errorOf(() => new IgsTdtLayer({ token: 'k', crs: 'EPSG:900913' as any })), "crs must be 'EPSG:3857', 'EPSG:4326' or 'EPSG:4490'");
});

// --- IgsVectorLayer -------------------------------------------------------------------------------------------

const QUAKES = 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/earthquakes';
const GRATICULE = 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/graticule';

test('IgsVectorLayer: mrms/layers?gdbps=… in MapGIS order; gdbps as a string or an array; keepCache false adds temp', () => {
  assert.is(
    igsVectorUrl({ ip: 'localhost', port: '6163', protocol: 'http', gdbps: 'gdbp://MapGisLocal/专题图数据/sfcls/中国地级县', guid: '1', igsMapStyle: [{ index: 0, symbleshow: true }] }),
    'http://localhost:6163/igs/rest/mrms/layers?gdbps=gdbp://MapGisLocal/%E4%B8%93%E9%A2%98%E5%9B%BE%E6%95%B0%E6%8D%AE/sfcls/%E4%B8%AD%E5%9B%BD%E5%9C%B0%E7%BA%A7%E5%8E%BF' +
      '&f=png&guid=1&width=512&height=512&style=%5B%7B%22index%22:0,%22symbleshow%22:true%7D%5D&bbox={bbox}',
  );
  assert.is(igsVectorUrl({ baseUrl: 'http://h/igs/rest/mrms/layers', gdbps: [QUAKES, GRATICULE], guid: 'g', filters: '0:mag>6' }),
    `http://h/igs/rest/mrms/layers?gdbps=${QUAKES},${GRATICULE}&f=png&guid=g&width=512&height=512&filters=0:mag%3E6&bbox={bbox}`);
  const layer = new IgsVectorLayer({ baseUrl: 'http://h/igs/rest/mrms/layers', gdbps: QUAKES, keepCache: false });
  assert.match(layer.getTemplate(), /&temp=0\.\d+&bbox=\{bbox\}$/);
  assert.match(new IgsVectorLayer({ baseUrl: 'http://h/igs/rest/mrms/layers', gdbps: QUAKES }).getTemplate(), /&guid=\d{13}&/);
  assert.match(errorOf(() => new IgsVectorLayer({ baseUrl: 'x' } as any)), 'IgsVectorLayer: gdbps is required');
  assert.match(errorOf(() => new IgsVectorLayer({ gdbps: 'sfcls/earthquakes' })), 'gdbps must be gdbp://… paths');
  assert.match(errorOf(() => new IgsVectorLayer({ gdbps: QUAKES, filters: 'mag>6' })), "filters must be 'index:condition' pairs");
});

test('IgsVectorLayer → emulator: GDB classes drawn per tile, filters keyed by position in gdbps; unknown class 404, wrong box wrong picture', async () => {
  const layer = new IgsVectorLayer({ domain: DOMAIN, gdbps: [GRATICULE, QUAKES], tileSize: 256, guid: 'g' });
  const tile = { z: 2, x: 3, y: 1 }; // lon 90…180, lat 0…66.5 (Web Mercator)
  const url = layer.getTileUrl(tile.z, tile.x, tile.y);
  assert.ok(url.includes(`&bbox=${formatBBox(gridTileBBox('mercator', 2, 3, 1))}`));
  assert.is((await send(url)).status, 200);
  assert.ok(meridianAt((256 * 60) / 90), 'graticule: meridian 150');
  const all = arcs();
  assert.ok(all > 20, `earthquakes: ${all}`);
  assert.is(countryPoints().length, 0, 'only the listed classes');
  layer.update({ filters: '1:mag>5' });
  await send(layer.getTileUrl(tile.z, tile.x, tile.y));
  assert.ok(arcs() > 0 && arcs() < all, `filter on the second class: ${arcs()} of ${all}`);
  // The ground in degrees with latitude first (0,90,66.5,180) is no box on the globe: the server reads it as metres
  // near (0, 0) and draws none of it.
  const swapped = url.replace(/bbox=[^&]+$/, 'bbox=0,90,66.5,180');
  assert.is((await send(swapped)).status, 200);
  assert.is(arcs(), 0);
  assert.not.ok(meridianAt((256 * 60) / 90), 'not the same picture');
  assert.is((await send(url.replace(QUAKES, 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/rivers'))).status, 404);
});

test.run();
