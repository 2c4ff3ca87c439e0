// ArcGISMapLayer's export requests held to the protocol: per-tile `export` URLs (bboxSR/imageSR of the map, size,
// format, dpi, transparent, layers show/hide/include/exclude) are answered by the emulator's MapServer with the tile's
// own box; on a lon/lat map in wkid 4326; a bbox in the wrong spatial reference draws elsewhere; f=json describes the
// image of a view; validation wording.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, PREFIX } from '../../../emulator/fixtures.ts';
import { ArcGISMapLayer, boxCorners } from '../../../../../maplib/src/core/layers/service/arcgis/arcgisMapLayer.ts';
import { arcgisExportUrl, mapServerRoot } from '../../../../../maplib/src/core/services/arcgis/mapServer.ts';
import { LAYER_STYLES } from '../../../../../maplib/src/emulator/data/catalog.ts';
import { mapLibErrorMessage, onMap } from '../../../unitHelpers.ts';

const r = rig();
const WORLD = PREFIX + 'arcgis/rest/services/World/MapServer';
const HALF = Math.PI * 6378137;

async function answer(url: string): Promise<{ status: number; type: string | null; ops: string; body: string }> {
  const before = r.surfaces.length;
  const res = (await r.emulator.handle(new Request(url)))!;
  const drawn = r.surfaces.length > before;
  return { status: res.status, type: res.headers.get('content-type'), ops: drawn ? JSON.stringify(r.last().ops) : '', body: drawn ? '' : await res.text() };
}

/** The emulator's WMS drawing of a box, with a white background: what an opaque export of that box must look like. */
const wmsOf = (crs: string, bbox: number[], layers: string, size = 256) =>
  answer(`${PREFIX}ogc/wms?SERVICE=WMS&VERSION=1.1.1&REQUEST=GetMap&LAYERS=${layers}&STYLES=&SRS=${crs}&BBOX=${bbox.join(',')}&WIDTH=${size}&HEIGHT=${size}&FORMAT=image/png&TRANSPARENT=FALSE`);

test('Web Mercator map, MapGIS defaults: the exact export of a tile (bboxSR/imageSR 3857, 256 px, png, opaque), answered with its box', async () => {
  const layer = new ArcGISMapLayer({ baseUrl: WORLD + '/', layers: 'show:0,2' });
  const url = layer.getTileUrl(2, 2, 1);
  assert.is(url, `${WORLD}/export?f=image&format=png&transparent=false&size=256,256&dpi=96&bboxSR=3857&imageSR=3857&layers=show:0,2&bbox=0,0,${HALF / 2},${HALF / 2}`);
  const got = await answer(url);
  assert.is(got.status, 200);
  assert.is(got.type, 'image/png');
  assert.ok(got.ops === (await wmsOf('EPSG:3857', [0, 0, HALF / 2, HALF / 2], 'countries,earthquakes')).ops, 'export draws the tile box, layers 0 and 2');
});

test('layers show / hide / include / exclude choose what is drawn', async () => {
  const layer = new ArcGISMapLayer({ baseUrl: WORLD, transparent: true });
  const fills = async (layers?: string) => {
    layer.update({ layers });
    const got = await answer(layer.getTileUrl(1, 0, 0));
    assert.is(got.status, 200, String(layers));
    const ops = JSON.parse(got.ops) as { op: string; fillStyle?: string; strokeStyle?: string }[];
    return new Set(ops.filter((o) => o.op === 'fill' || o.op === 'stroke').map((o) => (o.op === 'fill' ? o.fillStyle : o.strokeStyle)));
  };
  const C = LAYER_STYLES.countries.fill;
  const G = LAYER_STYLES.graticule.stroke;
  const E = LAYER_STYLES.earthquakes.fill;
  const has = (s: Set<unknown>) => [C, G, E].map((c) => s.has(c));
  assert.equal(has(await fills(undefined)), [true, true, true]);
  assert.equal(has(await fills('show:1')), [false, true, false]);
  assert.equal(has(await fills('hide:1')), [true, false, true]);
  assert.equal(has(await fills('exclude:0,2')), [false, true, false]);
  assert.equal(has(await fills('include:2')), [true, true, true]);
  assert.match(layer.getTileUrl(1, 0, 0), /&transparent=true&.*&layers=include:2&bbox=/);
});

test('lon/lat map: bboxSR/imageSR 4326, the box in degrees; a box read in the wrong spatial reference draws elsewhere', async () => {
  const layer = onMap(new ArcGISMapLayer({ baseUrl: WORLD, layers: 'show:0,1' }), 'EPSG:4326');
  // Map tile 3/5/1 of the lon/lat grid: lon 45…90, lat 0…45.
  const url = layer.getTileUrl(3, 5, 1);
  assert.match(url, /&bboxSR=4326&imageSR=4326&layers=show:0,1&bbox=45,0,90,45$/);
  const right = await answer(url);
  assert.ok(right.ops === (await wmsOf('EPSG:4326', [45, 0, 90, 45], 'countries,graticule')).ops);
  // The same degrees sent as Web Mercator metres: a few metres off the origin — not the tile.
  const wrong = await answer(url.replace('bboxSR=4326&imageSR=4326', 'bboxSR=3857&imageSR=4326'));
  assert.is(wrong.status, 200);
  assert.ok(wrong.ops !== right.ops);
  // An EPSG:4490 map asks in 4490; a 3857 bboxsr on a lon/lat map is replaced by the map's wkid (warned once).
  const warn = console.warn;
  const warnings: string[] = [];
  console.warn = (m: string) => warnings.push(m);
  try {
    const cgcs = onMap(new ArcGISMapLayer({ id: 'a', baseUrl: WORLD, bboxsr: 102100 }), 'EPSG:4490');
    assert.match(cgcs.getTileUrl(3, 5, 1), /&bboxSR=4490&imageSR=4490&bbox=45,0,90,45$/);
    assert.equal(warnings, ["ArcGISMapLayer a: bboxsr 102100 is not drawn on the EPSG:4490 map's tile grid; using 4490"]);
  } finally {
    console.warn = warn;
  }
});

test('format, dpi, size, token: the emulator accepts them (jpg, 512 px tiles with 1024 px images)', async () => {
  const layer = new ArcGISMapLayer({ baseUrl: WORLD + '?foo=bar', format: 'jpg', dpi: 192, tileSize: 512, width: 1024, token: 'abc' });
  const url = layer.getTileUrl(1, 1, 1);
  assert.match(url, /\/MapServer\/export\?foo=bar&f=image&format=jpg&transparent=false&size=1024,1024&dpi=192&bboxSR=3857&imageSR=3857&token=abc&bbox=/);
  const got = await answer(url);
  assert.is(got.status, 200);
  assert.is(got.type, 'image/jpeg');
  assert.is(r.last().width, 1024);
});

test('image-map mode: export of a view box, f=json answers href and the extent ArcGIS fitted to the image', async () => {
  const layer = new ArcGISMapLayer({ baseUrl: WORLD, renderMode: 'image-map', f: 'json', layers: 'show:0' });
  const box = { bbox: [-2e6, -1e6, 2e6, 1e6] as [number, number, number, number], width: 400, height: 400 };
  const url = layer.exportUrl(layer.props, box);
  assert.is(url, `${WORLD}/export?f=json&format=png&transparent=false&size=400,400&dpi=96&bboxSR=3857&imageSR=3857&layers=show:0&bbox=-2000000,-1000000,2000000,1000000`);
  const json = JSON.parse((await answer(url)).body);
  // A square image of a 2:1 box: ArcGIS grows the short side.
  assert.equal(json.extent, { xmin: -2e6, ymin: -2e6, xmax: 2e6, ymax: 2e6, spatialReference: { wkid: 102100, latestWkid: 3857 } });
  assert.ok(json.href.includes('f=image'), json.href);
  const image = await answer(json.href);
  assert.is(image.type, 'image/png');
  const corners = boxCorners('mercator', [json.extent.xmin, json.extent.ymin, json.extent.xmax, json.extent.ymax]);
  assert.ok(Math.abs(corners[0][0] + 17.966) < 0.01 && Math.abs(corners[0][1] - 17.8) < 0.2, JSON.stringify(corners));
  assert.is(mapServerRoot(WORLD + '/?f=json'), WORLD);
  assert.is(arcgisExportUrl({ baseUrl: WORLD, bboxsr: 4326, imagesr: 4326, width: 10, height: 20, bbox: '1,2,3,4' }), `${WORLD}/export?f=image&format=png&transparent=false&size=10,20&dpi=96&bboxSR=4326&imageSR=4326&bbox=1,2,3,4`);
});

test('getServiceInfo reads ?f=json; validation wording', async () => {
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => (await r.emulator.handle(new Request(String(input))))!) as typeof fetch;
  try {
    const info = await new ArcGISMapLayer({ baseUrl: WORLD }).getServiceInfo();
    assert.equal(info.layers!.map((l) => l.name), ['countries', 'graticule', 'earthquakes', 'places']);
  } finally {
    globalThis.fetch = original;
  }
  assert.is(mapLibErrorMessage(() => new ArcGISMapLayer({} as never)), 'ArcGISMapLayer: baseUrl is required');
  assert.is(mapLibErrorMessage(() => new ArcGISMapLayer({ baseUrl: WORLD, layers: 'only:1' })), "ArcGISMapLayer: layers must be 'show:', 'hide:', 'include:' or 'exclude:' followed by layer ids (e.g. 'show:0,2'), got \"only:1\"");
  assert.is(mapLibErrorMessage(() => new ArcGISMapLayer({ baseUrl: WORLD, format: 'pdf' })), "ArcGISMapLayer: format must be 'png', 'png8', 'png24', 'png32', 'jpg', 'gif' or 'bmp', got \"pdf\"");
  assert.is(mapLibErrorMessage(() => new ArcGISMapLayer({ baseUrl: WORLD, f: 'json' })), "ArcGISMapLayer: f 'json' needs renderMode 'image-map' (tiles are always f=image)");
  assert.is(mapLibErrorMessage(() => new ArcGISMapLayer({ baseUrl: WORLD, renderMode: 'tiles' as never })), "ArcGISMapLayer: renderMode must be 'raster' or 'image-map', got \"tiles\"");
  assert.is(mapLibErrorMessage(() => new ArcGISMapLayer({ baseUrl: WORLD, imagesr: 32650 })), 'ArcGISMapLayer: imagesr must be a Web Mercator or lon/lat wkid (3857, 102100, 4326, 4490…), got 32650');
});

test.run();
