// The shared request helpers of the service layers (maplib/src/core/services): the XML reader, query strings and
// tokens, the per-tile bbox protocol's URLs and axis orders, and zoom offsets of tile caches against the map grids.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseXml, childOf, childrenOf, textOf, descendants, attrOf, ogcExceptionMessage } from '../../../maplib/src/core/services/xml.ts';
import { withQuery, tokenParams, encodeQueryValue } from '../../../maplib/src/core/services/requestUrl.ts';
import { gridTileBBox, formatBBox, fillTileRequest, tileRequestUrl, resolveTileRequestUrl, parseTileRequestUrl, serviceErrorMessage } from '../../../maplib/src/core/services/tileRequest.ts';
import { throughTileRequest } from '../../../maplib/src/core/layers/service/serviceTileLayer.ts';
import { buildTileUrls } from '../../../maplib/src/core/tiles/tileUrl.ts';
import { gridZoomOffset, gridOfCrs } from '../../../maplib/src/core/services/gridOffset.ts';

test('parseXml: elements by local name, attributes, entities, CDATA; DOCTYPE, comments and declarations skipped', () => {
  const root = parseXml(`<?xml version="1.0"?>
<!DOCTYPE WMT_MS_Capabilities SYSTEM "x.dtd" [ <!ELEMENT a ANY> ]>
<!-- a comment -->
<ows:Root xmlns:ows="http://www.opengis.net/ows/1.1" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.0.0">
  <ows:Title>Roads &amp; rivers &#x4E2D;&#22269;</ows:Title>
  <Layer queryable='1'><Name>t0</Name><Name>t1</Name></Layer>
  <Get xlink:href="http://h/wmts?"/>
  <Abstract><![CDATA[a <b> c]]></Abstract>
</ows:Root>`);
  assert.is(root.name, 'ows:Root');
  assert.is(root.local, 'Root');
  assert.is(root.attrs.version, '1.0.0');
  assert.is(textOf(root, 'Title'), 'Roads & rivers 中国');
  assert.equal(childrenOf(childOf(root, 'Layer'), 'Name').map((n) => n.text), ['t0', 't1']);
  assert.is(childOf(root, 'Layer')!.attrs.queryable, '1');
  assert.is(attrOf(childOf(root, 'Get'), 'href'), 'http://h/wmts?');
  assert.is(textOf(root, 'Abstract'), 'a <b> c');
  assert.is(descendants(root, 'Name').length, 2);
  assert.throws(() => parseXml('<a><b></a>'), /<\/a> closes <b>/);
  assert.throws(() => parseXml('<a>'), /not closed/);
});

test('ogcExceptionMessage: WMS 1.1.1 / 1.3.0 ServiceExceptionReport and OWS ExceptionReport as one line', () => {
  assert.is(ogcExceptionMessage('<ServiceExceptionReport version="1.1.1"><ServiceException code="LayerNotDefined">layer "x" is not defined</ServiceException></ServiceExceptionReport>'), 'LayerNotDefined: layer "x" is not defined');
  assert.is(
    ogcExceptionMessage('<ows:ExceptionReport xmlns:ows="http://www.opengis.net/ows/1.1"><ows:Exception exceptionCode="TileOutOfRange" locator="TILEROW"><ows:ExceptionText>TileRow 9 is outside 0…3</ows:ExceptionText></ows:Exception></ows:ExceptionReport>'),
    'TileOutOfRange: TileRow 9 is outside 0…3',
  );
  assert.is(ogcExceptionMessage('<WMS_Capabilities/>'), undefined);
});

test('withQuery: keys set case-insensitively over the base URL’s own query, values readable, placeholders kept', () => {
  assert.is(withQuery('http://h/wms?map=/data/world.map&service=wfs#top', { SERVICE: 'WMS', LAYERS: 'a,b', BBOX: '{bbox}' }), 'http://h/wms?map=/data/world.map&SERVICE=WMS&LAYERS=a,b&BBOX={bbox}');
  assert.is(withQuery('http://h/x', { a: undefined, b: null, c: '' }), 'http://h/x?c=');
  assert.is(encodeQueryValue("name='A&B' 中"), "name%3D'A%26B'%20%E4%B8%AD");
  assert.is(encodeQueryValue('show:0,2'), 'show:0,2');
  assert.equal(tokenParams('abc'), { token: 'abc' });
  assert.equal(tokenParams('abc', 'tk'), { tk: 'abc' });
  assert.equal(tokenParams({ key: 'tk', value: '123' }), { tk: '123' });
  assert.equal(tokenParams(undefined), {});
});

test('gridTileBBox / formatBBox: Web Mercator metres and the lon/lat grid from (−180°, 90°), in either axis order', () => {
  const R = Math.PI * 6378137;
  assert.equal(gridTileBBox('mercator', 0, 0, 0), [-R, -R, R, R]);
  assert.equal(gridTileBBox('mercator', 1, 1, 0), [0, 0, R, R]);
  // Tile 0/0/0 of the lon/lat grid is the 360° square; its south edge lies 180° past the pole.
  assert.equal(gridTileBBox('geographic', 0, 0, 0), [-180, -270, 180, 90]);
  assert.equal(gridTileBBox('geographic', 3, 5, 1), [45, 0, 90, 45]);
  assert.is(formatBBox([45, 0, 90, 45]), '45,0,90,45');
  assert.is(formatBBox([45, 0, 90, 45], 'yx'), '0,45,45,90');
  assert.is(formatBBox([-0, 1, 2, 3]), '0,1,2,3');
});

test('maplib-bbox URLs: MapLibre fills z/x/y, the protocol computes the box, shifts the level and fills the template', () => {
  const template = 'http://h/wms?LAYERS=a%2Cb&BBOX={bbox}&L={z}&C={x}&R={y}';
  const url = tileRequestUrl(template, { grid: 'geographic', axis: 'yx', zoomOffset: -1 });
  assert.ok(url.startsWith('maplib-bbox://{z}/{x}/{y}?g=g&a=yx&o=-1&u='), url);
  const filled = url.replace('{z}', '3').replace('{x}', '5').replace('{y}', '1');
  assert.is(resolveTileRequestUrl(filled), 'http://h/wms?LAYERS=a%2Cb&BBOX=0,45,45,90&L=2&C=5&R=1');
  assert.is(resolveTileRequestUrl(filled), fillTileRequest(template, { z: 3, x: 5, y: 1 }, { grid: 'geographic', axis: 'yx', zoomOffset: -1 }));
  assert.throws(() => resolveTileRequestUrl('maplib-bbox://3/5?u=x'), /malformed/);
  // {bbox-epsg-3857} is always metres; {quadkey} follows the shifted level.
  assert.is(fillTileRequest('q={quadkey}&b={bbox-epsg-3857}', { z: 1, x: 1, y: 0 }, { grid: 'geographic', zoomOffset: 1 }), `q=01&b=0,0,${Math.PI * 6378137},${Math.PI * 6378137}`);
});

test('throughTileRequest: every service tile URL goes through maplib-bbox:// with the layer’s listener key', () => {
  const keyed = throughTileRequest('http://h/tile/{z}/{y}/{x}', 'mercator', 'svc7');
  assert.is(keyed, 'maplib-bbox://{z}/{x}/{y}?g=m&a=xy&o=0&k=svc7&u=' + encodeURIComponent('http://h/tile/{z}/{y}/{x}'));
  assert.equal(parseTileRequestUrl(keyed.replace('{z}', '3').replace('{x}', '6').replace('{y}', '2')), { url: 'http://h/tile/3/2/6', tile: { z: 3, x: 6, y: 2 }, key: 'svc7' });
  // A RasterLayer-style level shift (maplib-tile://) keeps its offset.
  const [shifted] = buildTileUrls('http://h/tile/{z}/{y}/{x}', { zoomOffset: -1 });
  const through = throughTileRequest(shifted, 'geographic', 'svc8');
  assert.is(resolveTileRequestUrl(through.replace('{z}', '3').replace('{x}', '6').replace('{y}', '2')), 'http://h/tile/2/2/6');
  // A bbox URL gets the key once.
  const bbox = tileRequestUrl('http://h/wms?BBOX={bbox}', { grid: 'mercator' });
  assert.is(throughTileRequest(throughTileRequest(bbox, 'mercator', 'a'), 'mercator', 'b'), bbox.replace('&u=', '&k=a&u='));
});

test('serviceErrorMessage: WMS exceptions sent with HTTP 200, ArcGIS {error} bodies, HTTP errors; images pass', async () => {
  const xml = (body: string) => new Response(body, { headers: { 'content-type': 'application/vnd.ogc.se_xml' } });
  assert.is(await serviceErrorMessage(xml('<ServiceExceptionReport><ServiceException code="InvalidSRS">SRS EPSG:1 is not supported</ServiceException></ServiceExceptionReport>')), 'InvalidSRS: SRS EPSG:1 is not supported');
  assert.is(await serviceErrorMessage(new Response('{"error":{"code":400,"message":"Invalid URL","details":["bad bbox"]}}', { headers: { 'content-type': 'application/json' } })), '400: Invalid URL: bad bbox');
  assert.is(await serviceErrorMessage(new Response('', { status: 404, statusText: 'Not Found' })), '404 Not Found');
  assert.is(await serviceErrorMessage(new Response(new Uint8Array([137, 80]), { headers: { 'content-type': 'image/png' } })), undefined);
});

test('gridZoomOffset: Tianditu c → 0, ArcGIS lon/lat caches → −1, Web Mercator caches → 0; misfits throw', () => {
  assert.is(gridZoomOffset('geographic', { level: 1, tileSpan: 180, origin: [-180, 90] }), 0);
  assert.is(gridZoomOffset('geographic', { level: 0, tileSpan: 256 * 0.703125, origin: [-180, 90] }), -1);
  // ArcGIS writes rounded resolutions: 156543.03392800014 m/px at level 0.
  assert.is(gridZoomOffset('mercator', { level: 0, tileSpan: 256 * 156543.03392800014, origin: [-20037508.342787, 20037508.342787] }), 0);
  assert.is(gridZoomOffset('mercator', { level: 3, tileSpan: (2 * Math.PI * 6378137) / 4 }), 1);
  assert.throws(() => gridZoomOffset('geographic', { level: 0, tileSpan: 100 }), /does not line up/);
  assert.throws(() => gridZoomOffset('geographic', { level: 0, tileSpan: 180, origin: [-400, 400] }), /starts at \(-400, 400\)/);
  assert.is(gridOfCrs('EPSG:900913'), 'mercator');
  assert.is(gridOfCrs(102100), 'mercator');
  assert.is(gridOfCrs('urn:ogc:def:crs:EPSG::4490'), 'geographic');
  assert.is(gridOfCrs('CRS:84'), 'geographic');
  assert.is(gridOfCrs('EPSG:32650'), undefined);
});

test.run();
