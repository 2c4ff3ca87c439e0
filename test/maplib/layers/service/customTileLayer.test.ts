// CustomTileLayer in Node: provider URLs (Gaode, Baidu, custom templates with {s}, {-y}, tokens, zoomOffset and a
// row rule), the datums (GCJ-02 shift magnitude, BD09MC tile maths round trips and negative indices) and the mosaic
// plan, held to the emulator's simulated Gaode/Baidu tiles: with the correction the emulator's drawing of each
// basemap vertex lands on that vertex's WGS84 pixel; without it, or with a wrong level, it lands far from it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, PREFIX, testData } from '../../emulator/fixtures.ts';
import { CustomTileLayer, type CustomTileLayerProps } from '../../../../maplib/src/core/layers/service/customTileLayer.ts';
import { fillTileUrl, PROVIDER_INFO } from '../../../../maplib/src/core/services/customTile/customTileUrl.ts';
import { fromWgs84, toWgs84, bd09ToMc, mcToBd09, metresBetween } from '../../../../maplib/src/core/services/customTile/datum.ts';
import { baiduResolution, baiduTileAt, baiduTileBBox, baiduTileBounds } from '../../../../maplib/src/core/services/customTile/baiduTiles.ts';
import { planMosaic, providerPixel, PROVIDER_TILE_SIZE, type MosaicPlan } from '../../../../maplib/src/core/services/customTile/tileMosaic.ts';
import { datumTileRequests } from '../../../../maplib/src/core/services/customTile/datumTileProtocol.ts';
import { MapLibError } from '../../../../maplib/src/core/base/mapLibError.ts';

const r = rig();
const GAODE = `${PREFIX}gaode/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}`;
const BAIDU = `${PREFIX}baidu/tile/?qt=vtile&x={x}&y={y}&z={z}&styles=pl`;
const SHANGHAI: [number, number] = [121.4737, 31.2304];
const R = 6378137;
const HALF = Math.PI * R;

/** Map tile z/x/y holding a lon/lat, and the point's pixel in it (Web Mercator, pure maths). */
function mapPixel(z: number, lon: number, lat: number): { tile: { z: number; x: number; y: number }; px: [number, number] } {
  const mx = (lon * Math.PI * R) / 180;
  const my = Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * R;
  const gx = ((mx + HALF) / (2 * HALF)) * 2 ** z;
  const gy = ((HALF - my) / (2 * HALF)) * 2 ** z;
  const tile = { z, x: Math.floor(gx), y: Math.floor(gy) };
  return { tile, px: [(gx - tile.x) * 256, (gy - tile.y) * 256] };
}

/** Every vertex of the bundled countries (what the emulator draws), WGS84. */
const VERTICES: [number, number][] = [];
for (const f of testData().countries.features) {
  const walk = (c: any): void => void (typeof c[0] === 'number' ? VERTICES.push([c[0], c[1]]) : c.forEach(walk));
  walk(f.geometry.coordinates);
}

/** Where the emulator drew each vertex, in the map tile's pixels: its provider tiles' drawing, placed by the plan. */
async function drawnOnMapTile(plan: MosaicPlan, urls: string[]): Promise<[number, number][]> {
  const out: [number, number][] = [];
  for (let k = 0; k < urls.length; k++) {
    assert.ok(urls[k].startsWith(PREFIX), urls[k]);
    const res = await r.get(urls[k].slice(PREFIX.length));
    assert.is(res.status, 200, `${urls[k]}: ${res.status}`);
    assert.is(res.headers.get('content-type'), 'image/png');
    for (const o of r.last().ops) {
      if (o.op !== 'moveTo' && o.op !== 'lineTo') continue;
      // Mosaic pixel of the drawn point, then through the block that holds it.
      const sx = plan.offsets[k][0] + (o.args[0] as number);
      const sy = plan.offsets[k][1] + (o.args[1] as number);
      for (const b of plan.blocks) {
        const [a, bb, c, d, e, f] = b.matrix;
        const u = a * sx + c * sy + e;
        const v = bb * sx + d * sy + f;
        if (u >= b.rect[0] && u < b.rect[0] + b.rect[2] && v >= b.rect[1] && v < b.rect[1] + b.rect[3]) out.push([u, v]);
      }
    }
  }
  return out;
}

/** For each basemap vertex inside the map tile (away from its edges), the distance to the nearest drawn point. */
async function misfits(layer: CustomTileLayer, z: number, at: [number, number]): Promise<number[]> {
  const { tile } = mapPixel(z, ...at);
  const config = (layer as any).config(layer.props, 'EPSG:3857');
  const { plan, urls } = datumTileRequests(tile, config);
  const drawn = await drawnOnMapTile(plan, urls);
  const inside = VERTICES.map((v) => mapPixel(z, ...v)).filter((m) => m.tile.x === tile.x && m.tile.y === tile.y && m.px.every((p) => p > 1 && p < 255));
  assert.ok(inside.length > 0, 'a basemap vertex in the tile');
  return inside.map((m) => Math.min(...drawn.map((d) => Math.hypot(d[0] - m.px[0], d[1] - m.px[1]))));
}

test('provider URLs: Gaode and Baidu templates and hosts, {s} by x + y, {-y}, token, zoomOffset, a row rule', () => {
  const gaode = PROVIDER_INFO.gaode;
  assert.is(fillTileUrl(gaode.url!, { z: 13, x: 6860, y: 3345 }, { subdomains: gaode.subdomains }), 'https://webrd02.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x=6860&y=3345&z=13');
  assert.is(fillTileUrl(PROVIDER_INFO['baidu-satellite'].url!, { z: 13, x: -1650, y: -445 }, { subdomains: ['0', '1', '2', '3'] }), 'https://maponline3.bdimg.com/it/u=x=-1650;y=-445;z=13;v=009;type=sate&fm=46');
  assert.is(fillTileUrl('https://t/{z}/{x}/{-y}.png', { z: 3, x: 1, y: 2 }), 'https://t/3/1/5.png');
  assert.is(fillTileUrl('https://t/{z}/{x}/{y}.png', { z: 3, x: 1, y: 2 }, { zoomOffset: -1, token: { key: 'ak', value: 'k&1' } }), 'https://t/2/1/2.png?ak=k%261');
  assert.is(fillTileUrl('https://t/{z}/{x}/{y}.png?token={token}', { z: 3, x: 1, y: 2 }, { token: 'abc' }), 'https://t/3/1/2.png?token=abc');
  // A cache numbered "L" + two digits, rows from the south: the rule sees the address after zoomOffset.
  const rule = (t: { z: number; x: number; y: number }) => ({ z: t.z, x: t.x, y: 2 ** t.z - 1 - t.y });
  assert.is(fillTileUrl('https://t/L{z}/{y}/{x}', { z: 4, x: 3, y: 1 }, { zoomOffset: 1, tileRule: rule }), 'https://t/L5/30/3');
  assert.throws(() => fillTileUrl('https://t/{z}/{x}/{y}', { z: 1, x: 0, y: 0 }, { tileRule: () => ({}) as any }), /tileRule must return \{ z, x, y \} numbers/);
  assert.throws(() => fillTileUrl('https://t{s}/{z}/{x}/{y}', { z: 1, x: 0, y: 0 }, { subdomains: [] }), /subdomains is empty/);
});

test('GCJ-02 moves Shanghai 400–700 m, BD-09 further; nothing outside China for GCJ-02; the inverse comes back within 1 m', () => {
  const gcj = fromWgs84('gcj02', ...SHANGHAI);
  const shift = metresBetween(SHANGHAI, gcj);
  assert.ok(shift > 400 && shift < 700, `GCJ-02 shift ${shift.toFixed(0)} m`);
  const bd = metresBetween(SHANGHAI, fromWgs84('bd09', ...SHANGHAI));
  assert.ok(bd > 900 && bd < 1500, `BD-09 shift ${bd.toFixed(0)} m`);
  assert.equal(fromWgs84('gcj02', 2.35, 48.85), [2.35, 48.85], 'Paris: outside China');
  assert.ok(metresBetween(SHANGHAI, toWgs84('gcj02', ...gcj)) < 1);
  assert.ok(metresBetween(SHANGHAI, toWgs84('bd09', ...fromWgs84('bd09', ...SHANGHAI))) < 1);
});

test('BD09MC tiles: 1 m pixels at level 18, tile of a point contains it, round trips, negative indices south-west of 0°/0°', () => {
  assert.is(baiduResolution(18), 1);
  assert.is(baiduResolution(13), 32);
  const bd = fromWgs84('bd09', ...SHANGHAI);
  const [mx, my] = bd09ToMc(...bd);
  const back = mcToBd09(mx, my);
  assert.ok(Math.abs(back[0] - bd[0]) < 1e-6 && Math.abs(back[1] - bd[1]) < 1e-6, `round trip ${back} vs ${bd}`);
  const t = baiduTileAt(13, ...bd);
  assert.equal(t, { z: 13, x: 1650, y: 444 });
  const box = baiduTileBBox(13, t.x, t.y);
  assert.ok(mx >= box[0] && mx < box[2] && my >= box[1] && my < box[3]);
  const [sw, ne] = baiduTileBounds(13, t.x, t.y);
  assert.ok(sw[0] <= bd[0] && bd[0] < ne[0] && sw[1] <= bd[1] && bd[1] < ne[1], 'bounds in lon/lat hold the point');
  const rio = baiduTileAt(13, -43.2, -22.9);
  assert.ok(rio.x < 0 && rio.y < 0, `Rio: ${JSON.stringify(rio)}`);
  assert.equal(baiduTileAt(13, 0.0001, 0.0001), { z: 13, x: 0, y: 0 });
  assert.equal(baiduTileAt(13, -0.0001, -0.0001), { z: 13, x: -1, y: -1 });
});

test('mosaic plan: uncorrected Gaode is one tile as it is; corrected, each block transform puts a WGS84 point on its GCJ-02 pixel', () => {
  const { tile } = mapPixel(13, ...SHANGHAI);
  const opts = { scheme: 'xyz' as const, datum: 'gcj02' as const, minLevel: 1, maxLevel: 18 };
  const raw = planMosaic(tile, { ...opts, correction: false });
  assert.ok(raw.identity);
  assert.equal(raw.tiles, [tile]);
  const plan = planMosaic(tile, { ...opts, correction: true });
  assert.not.ok(plan.identity);
  assert.ok(plan.tiles.length >= 1 && plan.tiles.length <= 4, String(plan.tiles.length));
  // The mosaic's origin from any tile's offset; then map pixel → (inverse block matrix) → provider pixel.
  const corner = [plan.tiles[0].x * 256, plan.tiles[0].y * 256];
  const origin = [corner[0] - plan.offsets[0][0], corner[1] - plan.offsets[0][1]];
  let worst = 0;
  for (const [u, v] of [[10, 10], [128, 77], [250, 200], [31.5, 240]]) {
    const b = plan.blocks.find((bl) => u >= bl.rect[0] && u < bl.rect[0] + bl.rect[2] && v >= bl.rect[1] && v < bl.rect[1] + bl.rect[3])!;
    const [a, bb, c, d, e, f] = b.matrix;
    const det = a * d - bb * c;
    const sx = (d * (u - e) - c * (v - f)) / det + origin[0];
    const sy = (-bb * (u - e) + a * (v - f)) / det + origin[1];
    const span = (2 * HALF) / 2 ** 13;
    const mx = -HALF + (tile.x + u / 256) * span;
    const my = HALF - (tile.y + v / 256) * span;
    const lon = (mx / R) * (180 / Math.PI);
    const lat = (2 * Math.atan(Math.exp(my / R)) - Math.PI / 2) * (180 / Math.PI);
    const want = providerPixel(lon, lat, 13, { ...opts, correction: true });
    worst = Math.max(worst, Math.hypot(sx - want[0], sy - want[1]));
  }
  assert.ok(worst < 0.05, `block affine error ${worst} px`);
  // The shift itself: some 12 px at level 13 in Shanghai (GCJ-02 ≈ 480 m, 19 m per pixel).
  const [px0] = providerPixel(...SHANGHAI, 13, { ...opts, correction: false });
  const [px1] = providerPixel(...SHANGHAI, 13, { ...opts, correction: true });
  assert.ok(px1 - px0 > 15 && px1 - px0 < 30, `eastward shift ${px1 - px0} px`);
});

test('mosaic plan on a lon/lat map (EPSG:4326 grid): the same mapping from degrees; rows past ±85° read no Web Mercator tile', () => {
  const opts = { grid: 'geographic' as const, scheme: 'xyz' as const, datum: 'gcj02' as const, correction: true, minLevel: 1, maxLevel: 18 };
  // Geographic tile 12/x/y holding Shanghai: 360° / 2^12 per tile from (−180°, 90°).
  const span = 360 / 2 ** 12;
  const tile = { z: 12, x: Math.floor((SHANGHAI[0] + 180) / span), y: Math.floor((90 - SHANGHAI[1]) / span) };
  const plan = planMosaic(tile, opts);
  assert.not.ok(plan.identity);
  const corner = [plan.tiles[0].x * 256, plan.tiles[0].y * 256];
  const origin = [corner[0] - plan.offsets[0][0], corner[1] - plan.offsets[0][1]];
  const [u, v] = [100, 150];
  const b = plan.blocks.find((bl) => u >= bl.rect[0] && u < bl.rect[0] + bl.rect[2] && v >= bl.rect[1] && v < bl.rect[1] + bl.rect[3])!;
  const [a, bb, c, d, e, f] = b.matrix;
  const det = a * d - bb * c;
  const got = [(d * (u - e) - c * (v - f)) / det + origin[0], (-bb * (u - e) + a * (v - f)) / det + origin[1]];
  const want = providerPixel(-180 + (tile.x + u / 256) * span, 90 - (tile.y + v / 256) * span, plan.level, opts);
  assert.ok(Math.hypot(got[0] - want[0], got[1] - want[1]) < 0.05, `${got} vs ${want}`);
  // The lower half of the lon/lat grid's level 1 lies below the south pole: nothing to fetch there.
  assert.equal(planMosaic({ z: 1, x: 0, y: 1 }, opts).tiles, []);
});

const layer = (p: CustomTileLayerProps) => new CustomTileLayer(p);

test('Gaode on the emulator: corrected, each basemap vertex is drawn on its WGS84 pixel; uncorrected, 10+ px away', async () => {
  const on = await misfits(layer({ provider: 'gaode', url: GAODE }), 12, [121.91, 31.692]);
  assert.ok(Math.max(...on) < 1, `corrected: ${on.map((d) => d.toFixed(2))}`);
  const off = await misfits(layer({ provider: 'gaode', url: GAODE, correction: false }), 12, [121.91, 31.692]);
  assert.ok(Math.min(...off) > 8, `uncorrected: ${off.map((d) => d.toFixed(2))}`);
});

test('Baidu on the emulator (BD09MC tiles, level z + 1): lined up when corrected, off when not; negative rows south of the equator', async () => {
  const l = layer({ provider: 'baidu', url: BAIDU });
  const urls = l.getTileUrls(12, 3430, 1672);
  assert.ok(urls.every((u) => /\/baidu\/tile\/\?qt=vtile&x=165\d&y=44\d&z=13&styles=pl$/.test(u)), urls.join('\n'));
  const on = await misfits(l, 12, [121.91, 31.692]);
  assert.ok(Math.max(...on) < 1, `corrected: ${on.map((d) => d.toFixed(2))}`);
  const off = await misfits(layer({ provider: 'baidu', url: BAIDU, correction: false }), 12, [121.91, 31.692]);
  assert.ok(Math.min(...off) > 15, `uncorrected: ${off.map((d) => d.toFixed(2))}`);
  // Brazil's coast near Rio: Baidu tiles west and south of 0°/0° (negative x and y); BD-09's shift applies there too.
  const rio = VERTICES.find(([x, y]) => x > -45 && x < -40 && y > -24 && y < -21)!;
  const { tile } = mapPixel(10, ...rio);
  assert.ok(l.getTileUrls(10, tile.x, tile.y).every((u) => /x=-\d+&y=-\d+&z=11/.test(u)));
  const south = await misfits(l, 10, rio);
  assert.ok(Math.max(...south) < 1, `Rio corrected: ${south.map((d) => d.toFixed(2))}`);
});

test('a wrong level is drawn visibly wrong (zoomOffset 1) or refused by the emulator (outside the levels)', async () => {
  const wrong = await misfits(layer({ provider: 'gaode', url: GAODE, zoomOffset: 1, maximumLevel: 17 }), 12, [121.91, 31.692]).catch((e) => e);
  assert.ok(Array.isArray(wrong) ? Math.min(...wrong) > 30 : /outside|200/.test(String(wrong)), `zoomOffset 1: ${wrong}`);
  assert.is((await r.get('gaode/appmaptile?style=8&x=1&y=1&z=19')).status, 404);
  assert.match(await (await r.get('gaode/appmaptile?style=8&x=1&y=1&z=19')).text(), /outside Gaode's grid/);
  assert.is((await r.get('gaode/appmaptile?style=8&x=1&z=3')).status, 400);
  assert.is((await r.get('baidu/tile/?qt=vtile&x=1650&y=444&z=2')).status, 404);
  assert.is((await r.get('baidu/tile/?qt=vtile&x=99999&y=444&z=13')).status, 404);
  assert.is((await r.get('baidu/it/u=x=1650;y=444;z=13;v=009;type=sate&fm=46')).status, 200);
  assert.is((await r.get('baidu/it/u=x=1650;y=444;z=13;v=009;type=map&fm=46')).status, 400);
});

test('levels: MapLibre asks Gaode map levels 1–18 and Baidu map levels 2–18 (Baidu level = map level + 1); 512 px tiles one less', () => {
  const src = (p: CustomTileLayerProps) => (layer(p) as any).tileSource(layer(p).props, 'EPSG:3857');
  assert.equal([src({ provider: 'gaode' }).minzoom, src({ provider: 'gaode' }).maxzoom], [1, 18]);
  assert.equal([src({ provider: 'baidu' }).minzoom, src({ provider: 'baidu' }).maxzoom], [2, 18]);
  assert.equal([src({ provider: 'gaode', tileSize: 512 }).minzoom, src({ provider: 'gaode', tileSize: 512 }).maxzoom], [0, 17]);
  assert.match(src({ provider: 'gaode' }).tiles[0], /^maplib-datum:\/\/\{z\}\/\{x\}\/\{y\}\?k=datum\d+&v=1$/);
  // Equal tile settings give equal URLs (an opacity change does not reload); a datum change gives a new version.
  const l = layer({ provider: 'gaode' });
  const a = (l as any).tileSource({ provider: 'gaode', opacity: 0.5 }, 'EPSG:3857').tiles[0];
  const b = (l as any).tileSource({ provider: 'gaode', opacity: 1 }, 'EPSG:3857').tiles[0];
  const c = (l as any).tileSource({ provider: 'gaode', correction: false }, 'EPSG:3857').tiles[0];
  assert.is(a, b);
  assert.is.not(a, c);
  // A tileRule is told apart by identity: the same function keeps the URL, another one changes it.
  const rule = (t: { z: number; x: number; y: number }) => t;
  const r1 = (l as any).tileSource({ provider: 'gaode', tileRule: rule }, 'EPSG:3857').tiles[0];
  const r2 = (l as any).tileSource({ provider: 'gaode', tileRule: rule }, 'EPSG:3857').tiles[0];
  const r3 = (l as any).tileSource({ provider: 'gaode', tileRule: (t: any) => t }, 'EPSG:3857').tiles[0];
  assert.is(r1, r2);
  assert.ok(r3 !== r1 && r1 !== a, `${a} ${r1} ${r3}`);
});

const errorOf = (p: Record<string, unknown>): string => {
  try {
    new CustomTileLayer(p as CustomTileLayerProps);
  } catch (err) {
    assert.instance(err, MapLibError);
    return (err as Error).message;
  }
  throw new Error('no error thrown');
};

test('props: defaults per provider, MapGIS layerType, and clear messages for bad values', () => {
  const s = layer({ layerType: 'Baidu.Satellite.Map' }).getSettings();
  assert.equal([s.provider, s.scheme, s.datum, s.correction, s.minLevel, s.maxLevel], ['baidu-satellite', 'bd09', 'bd09', true, 3, 18]);
  assert.is(layer({ url: 'https://tiles.example/{z}/{x}/{y}.png' }).getSettings().provider, 'custom');
  assert.is(layer({ url: 'https://tiles.example/{z}/{x}/{y}.png' }).getSettings().datum, 'wgs84');
  assert.equal(layer({ provider: 'gaode', subdomains: '12' }).getSettings().subdomains, ['1', '2']);
  assert.match(errorOf({ provider: 'custom' }), /url is required for a custom provider/);
  assert.match(errorOf({ url: 'https://t/{z}/{x}.png' }), /url must hold \{z\}, \{x\} and \{y\}/);
  assert.match(errorOf({ provider: 'gaode', layerType: 'Baidu.Normal.Map' }), /layerType \(Baidu\.Normal\.Map\) names provider "baidu", but provider is "gaode"/);
  assert.match(errorOf({ provider: 'tencent' }), /provider must be 'gaode', 'gaode-satellite'/);
  assert.match(errorOf({ coordinateSystem: 'cgcs2000' }), /coordinateSystem must be 'wgs84', 'gcj02' or 'bd09'/);
  assert.match(errorOf({ minimumLevel: 5, maximumLevel: 3 }), /maximumLevel must not be below minimumLevel/);
  assert.match(errorOf({ tileRule: 'y' }), /tileRule must be a function/);
});

test.run();
