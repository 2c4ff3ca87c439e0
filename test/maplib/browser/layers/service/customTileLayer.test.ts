// CustomTileLayer in Chromium with the network cut, on the simulated Gaode and Baidu tiles (in-page fallback), over
// the Yangtze estuary's coast at city zoom: with the correction the tiles' coastline lies where the offline basemap's
// is (land west of it, sea east); without it the GCJ-02 / BD-09 drawing is shifted east and the sea points turn to
// land. Requests: one Gaode tile per map tile uncorrected, its neighbours too when shifted; Baidu's BD09MC tiles at
// map level + 1. Removal leaves no layer, source or listener.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, samplePixels, hex, colourDistance, type Session } from '../../session.ts';
import { startServices, project } from '../../serviceLayers.ts';
import { assertRemoved, mountReact } from '../../contract.ts';

const test = suite<{ s: Session; prefix: string }>('CustomTileLayer');

/** The coastline from 121.91°E 31.692°N to 121.892°E 30.949°N (a Natural Earth 1:110m segment), and points on it. */
const A: [number, number] = [121.91, 31.692];
const B: [number, number] = [121.892, 30.949];
const ON_COAST: [number, number][] = [0.485, 0.4925, 0.5, 0.5075, 0.515].map((t) => [A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t]);
const CENTER = ON_COAST[2];
/** Screen pixels west and east of the coast: inside the ~480 m (GCJ-02) shift at zoom 13 (9.6 m/px: ≈ 45 px east), clear of strokes. */
const SIDE = 9;

const LOOKS = {
  basemap: { land: '#f4f1e8', sea: '#a9d3e8' },
  gaode: { land: '#fcefc7', sea: '#6fb0f2' },
  baidu: { land: '#f0e2c4', sea: '#5e9fe0' },
};

/** Land/sea of the sample points west and east of the coast, by the nearer of the two colours. */
async function sides(s: Session, look: { land: string; sea: string }, file: string): Promise<{ west: string[]; east: string[]; far: number }> {
  const pts = await project(s.page, ON_COAST);
  const samples = [...pts.map((p) => ({ x: p.x - SIDE, y: p.y })), ...pts.map((p) => ({ x: p.x + SIDE, y: p.y }))];
  const px = await samplePixels(s.page, samples, file);
  const kind = (c: number[]) => (colourDistance(c, look.land) < colourDistance(c, look.sea) ? 'land' : 'sea');
  // How far the samples are from both colours: a basemap showing through instead of the tiles would be far.
  const far = Math.max(...px.map((c) => Math.min(colourDistance(c, look.land), colourDistance(c, look.sea))));
  return { west: px.slice(0, pts.length).map(kind), east: px.slice(pts.length).map(kind), far };
}
const count = (xs: string[], v: string) => xs.filter((x) => x === v).length;

test.before(async (ctx) => {
  ctx.s = await openSession();
  ctx.prefix = await startServices(ctx.s.page);
  await ctx.s.page.evaluate(async (center) => {
    const w = window as any;
    const map = w.MapLib.createMap('map', { center, zoom: 13, basemap: 'offline', maplibreOptions: { fadeDuration: 0 } });
    w.__map = map;
    await map.ready();
    w.__base = Object.fromEntries(['moveend', 'data'].map((t) => [t, w.__listeners(map.maplibre, t)]));
  }, CENTER);
  await waitIdle(ctx.s.page);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('the offline basemap (WGS84): land west of the coast, sea east', async ({ s }) => {
  const r = await sides(s, LOOKS.basemap, '/tmp/maplib-customtile-basemap.png');
  assert.ok(count(r.west, 'land') >= 4 && count(r.east, 'sea') >= 4, JSON.stringify(r));
});

/** Waits (bounded) until the layer has reported requests and the map (window.__map unless named) is idle again. */
async function settle(s: Session, view = 'window.__map'): Promise<string[]> {
  await s.page.waitForFunction(() => (window as any).__requests.length > 0, undefined, { timeout: 15000 });
  await waitIdle(s.page, view);
  return s.page.evaluate(() => (window as any).__requests.map((e: any) => e.url));
}

test('Gaode at zoom 13 (256 px tiles of level 14), corrected: GCJ-02 tiles of the emulator line up with the basemap; each map tile reads the tiles under its shift', async ({ s, prefix }) => {
  await s.page.evaluate((prefix) => {
    const w = window as any;
    w.__requests = [];
    w.__layer = w.__map.add(
      new w.MapLib.core.CustomTileLayer({ id: 'ct', provider: 'gaode', url: prefix + 'gaode/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}', onRequest: (e: any) => w.__requests.push(e) }),
    );
  }, prefix);
  const urls = await settle(s);
  const re = new RegExp(`^${prefix.replace(/[.?]/g, '\\$&')}gaode/appmaptile\\?lang=zh_cn&size=1&scale=1&style=8&x=137\\d\\d&y=66\\d\\d&z=14$`);
  for (const u of urls) assert.match(u, re, u);
  // A shifted map tile reads its own provider tile and the ones east/south of it.
  const perTile = await s.page.evaluate(() => {
    const by = new Map<string, Set<string>>();
    for (const e of (window as any).__requests) {
      const k = `${e.tile.z}/${e.tile.x}/${e.tile.y}`;
      by.set(k, (by.get(k) ?? new Set()).add(e.url));
    }
    return [...by.values()].map((v) => v.size);
  });
  assert.ok(Math.max(...perTile) >= 2, `provider tiles per map tile: ${perTile}`);
  assert.not.ok(s.server.requests.some((u) => u.includes('_services')), 'answered in the page');
  const r = await sides(s, LOOKS.gaode, '/tmp/maplib-customtile-gaode.png');
  assert.ok(r.far < 60, `the samples are the tiles' colours (${r.far})`);
  assert.ok(count(r.west, 'land') >= 4 && count(r.east, 'sea') >= 4, JSON.stringify(r));
});

test('Gaode, correction off: one tile per map tile, drawn where GCJ-02 says: the sea east of the coast turns to land', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__requests = [];
    w.__layer.update({ correction: false });
  });
  await settle(s);
  const same = await s.page.evaluate(() => (window as any).__requests.every((e: any) => e.url.endsWith(`&x=${e.tile.x}&y=${e.tile.y}&z=${e.tile.z}`)));
  assert.ok(same, 'uncorrected: map tile z/x/y is provider tile z/x/y');
  const r = await sides(s, LOOKS.gaode, '/tmp/maplib-customtile-gaode-raw.png');
  assert.ok(count(r.west, 'land') >= 4 && count(r.east, 'land') >= 4, JSON.stringify(r));
});

test('Baidu: BD09MC tiles at level 15 for the map 256 px tiles of level 14 (zoom 13), lined up when corrected, shifted when not', async ({ s, prefix }) => {
  await s.page.evaluate((prefix) => {
    const w = window as any;
    w.__requests = [];
    w.__layer.update({ provider: 'baidu', url: prefix + 'baidu/tile/?qt=vtile&x={x}&y={y}&z={z}&styles=pl', correction: true });
  }, prefix);
  const urls = await settle(s);
  const re = new RegExp(`^${prefix.replace(/[.?]/g, '\\$&')}baidu/tile/\\?qt=vtile&x=66\\d\\d&y=17\\d\\d&z=15&styles=pl$`);
  for (const u of urls) assert.match(u, re, u);
  const on = await sides(s, LOOKS.baidu, '/tmp/maplib-customtile-baidu.png');
  assert.ok(on.far < 60, `the samples are the tiles' colours (${on.far})`);
  assert.ok(count(on.west, 'land') >= 4 && count(on.east, 'sea') >= 4, JSON.stringify(on));
  await s.page.evaluate(() => {
    const w = window as any;
    w.__requests = [];
    w.__layer.update({ correction: false });
  });
  await settle(s);
  const off = await sides(s, LOOKS.baidu, '/tmp/maplib-customtile-baidu-raw.png');
  assert.ok(count(off.east, 'land') >= 4, JSON.stringify(off));
  const errors = s.errors.filter((e) => !/GPU stall/.test(e));
  assert.equal(errors, [], errors.join('\n'));
  assert.equal(s.blocked, [], 'no request left the site');
});

test('removal leaves no layer, source or listener', async ({ s }) => {
  await assertRemoved(s.page);
});

test('React: <CustomTileLayer> in a <Map>, correction switched by a prop (requests change), unmount leaves no map', async ({ s, prefix }) => {
  const react = await mountReact(s.page, { style: { width: 800, height: 500 }, basemap: 'none', center: CENTER, zoom: 13, maplibreOptions: { fadeDuration: 0 } }, [
    { type: 'CustomTileLayer', props: { id: 'r-ct', provider: 'gaode', url: prefix + 'gaode/appmaptile?style=8&x={x}&y={y}&z={z}', correction: true }, events: { onRequest: '__requests' } },
  ]);
  await s.page.waitForFunction(() => (window as any).__view?.maplibre?.getLayer('r-ct'));
  await settle(s, 'window.__view');
  const perTile = () =>
    s.page.evaluate(() => {
      const by = new Map<string, Set<string>>();
      for (const e of (window as any).__requests) by.set(`${e.tile.z}/${e.tile.x}/${e.tile.y}`, (by.get(`${e.tile.z}/${e.tile.x}/${e.tile.y}`) ?? new Set()).add(e.url));
      return Math.max(...[...by.values()].map((v) => v.size));
    });
  assert.ok((await perTile()) >= 2, 'corrected: neighbours read');
  await s.page.evaluate(() => ((window as any).__requests = []));
  await react.render({ correction: false });
  await settle(s, 'window.__view');
  assert.is(await perTile(), 1, 'uncorrected: one provider tile per map tile');
  await react.unmount();
  assert.equal(s.blocked, []);
});

test.run();
