// Maps in EPSG:4326 / EPSG:4490: a lon/lat tile cache (Tianditu c at TILEMATRIX = z, ArcGIS at level = z − 1), a
// GeoJSON overlay and a marker coincide on screen; the offline basemap draws; crs switches at runtime; React <Map crs>.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, waitIdle, samplePixels, colourDistance, hex, type Session } from '../session.ts';
import { GEO_BOX } from '../fixtures.ts';

const test = suite<{ s: Session; warnings: string[] }>('maplib geographic CRS');

const RED = '#ff0000';
const GROUND = '#e0e0e0';
const BLUE = '#0000ff';
const GREEN = '#00aa00';
const MARKER_LNGLAT = [110, 30];

const TIANDITU_C =
  '/tiles/geo/tianditu/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=vec&STYLE=default&TILEMATRIXSET=c&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}';
const ARCGIS = '/tiles/geo/arcgis/tile/{z}/{y}/{x}';

/** The outline of GEO_BOX as GeoJSON (a line layer, so the tile shows inside it). */
const BOX_FEATURE = {
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [[[GEO_BOX.west, GEO_BOX.south], [GEO_BOX.east, GEO_BOX.south], [GEO_BOX.east, GEO_BOX.north], [GEO_BOX.west, GEO_BOX.north], [GEO_BOX.west, GEO_BOX.south]]],
  },
};

interface Placement {
  nw: { x: number; y: number };
  se: { x: number; y: number };
  marker: { x: number; y: number };
  pin: { centreX: number; tipY: number; headY: number };
}

/** Where the map puts the box corners and the marker point, and where the marker's element is, in container pixels. */
async function placement(page: Page, selector: string, view: string): Promise<Placement> {
  return page.evaluate(
    ({ selector, view, box, markerLngLat }) => {
      const v = (0, eval)(view);
      const container = document.querySelector(selector)!.getBoundingClientRect();
      const pin = document.querySelector(`${selector} .maplibregl-marker`)!.getBoundingClientRect();
      return {
        nw: v.project([box.west, box.north]),
        se: v.project([box.east, box.south]),
        marker: v.project(markerLngLat),
        pin: { centreX: pin.left + pin.width / 2 - container.left, tipY: pin.top + (pin.height * 34.5) / 41 - container.top, headY: pin.top + pin.height * 0.55 - container.top },
      };
    },
    { selector, view, box: GEO_BOX, markerLngLat: MARKER_LNGLAT },
  );
}

/**
 * Samples the screenshot: inside the box near each corner (tile red), just outside it (tile grey), on its left and top
 * edges (GeoJSON blue), and the marker's head (green); checks the pin stands on the marker point.
 */
async function assertCoincide(page: Page, selector: string, view: string, file: string): Promise<void> {
  const at = await placement(page, selector, view);
  const { nw, se } = at;
  const midX = (nw.x + se.x) / 2;
  const midY = (nw.y + se.y) / 2;
  // The box is 20° on a side: at zoom 3 about 114 px, so 8 px in or out is well clear of the 3 px outline.
  const inside = [{ x: nw.x + 8, y: nw.y + 8 }, { x: se.x - 8, y: se.y - 8 }, { x: nw.x + 8, y: se.y - 8 }, { x: se.x - 8, y: nw.y + 8 }];
  const outside = [{ x: nw.x - 8, y: midY }, { x: se.x + 8, y: midY }, { x: midX, y: nw.y - 8 }, { x: midX, y: se.y + 8 }];
  const edges = [{ x: nw.x, y: midY + 20 }, { x: midX + 20, y: nw.y }];
  const head = { x: at.pin.centreX, y: at.pin.headY };
  const px = await samplePixels(page, [...inside, ...outside, ...edges, head], file, selector);
  const [ins, outs, edge, [green]] = [px.slice(0, 4), px.slice(4, 8), px.slice(8, 10), px.slice(10)];
  assert.ok(ins.every((p) => colourDistance(p, RED) < 40), `inside the box the tiles are red: ${ins.map(hex)} (box ${JSON.stringify({ nw, se })})`);
  assert.ok(outs.every((p) => colourDistance(p, GROUND) < 40), `outside the box the tiles are grey: ${outs.map(hex)}`);
  assert.ok(edge.every((p) => colourDistance(p, BLUE) < 60), `the GeoJSON outline lies on the box edges: ${edge.map(hex)}`);
  assert.ok(colourDistance(green, GREEN) < 60, `the marker's head is green at its place: ${hex(green)}`);
  assert.ok(Math.abs(at.pin.centreX - at.marker.x) < 1.5, `the pin is centred on the marker point: ${at.pin.centreX} vs ${at.marker.x}`);
  // MapLibre's 27 × 41 pin drawing ends at y = 34.5 (its shadow below): anchored at its centre with the offset
  // [0, -14], that tip marks the point.
  assert.ok(Math.abs(at.pin.tipY - at.marker.y) < 1.5, `the pin's tip stands on the marker point: ${at.pin.tipY} vs ${at.marker.y}`);
  // And the marker point is where the box says it is (110°E is the box's middle; 30°N its middle).
  assert.ok(Math.abs(at.marker.x - midX) < 1 && Math.abs(at.marker.y - midY) < 1, 'plate carrée: the box middle is the marker point');
}

/** Tile levels the test server was asked for since `from`, per cache. */
function levels(s: Session, from: number): { tianditu: number[]; arcgis: number[] } {
  const seen = s.server.requests.slice(from);
  const uniq = (a: number[]) => [...new Set(a)].sort((x, y) => x - y);
  return {
    tianditu: uniq(seen.filter((r) => r.startsWith('/tiles/geo/tianditu/')).map((r) => Number(new URL(r, 'http://x').searchParams.get('TILEMATRIX')))),
    arcgis: uniq(seen.filter((r) => r.startsWith('/tiles/geo/arcgis/')).map((r) => Number(r.split('/')[5]))),
  };
}

test.before(async (ctx) => {
  ctx.s = await openSession();
  ctx.warnings = [];
  ctx.s.page.on('console', (m) => m.type() === 'warning' && ctx.warnings.push(m.text()));
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('EPSG:4326: Tianditu c tiles (TILEMATRIX = z), a GeoJSON outline and a marker coincide', async ({ s }) => {
  const from = s.server.requests.length;
  await s.page.evaluate(
    ({ url, box }) => {
      const M = (window as any).MapLib;
      const map = ((window as any).__map = M.createMap('map', { crs: 'EPSG:4326', basemap: 'none', center: [110, 30], zoom: 3, attributionControl: false }));
      (window as any).__raster = map.add(new M.core.RasterLayer({ id: 'geo-tiles', baseUrl: location.origin + url }));
      map.add(new M.core.GeoJSONLayer({ id: 'geo-box', data: box, type: 'line', paint: { 'line-color': '#0000ff', 'line-width': 3 } }));
      map.add(new M.core.Marker({ lngLat: [110, 30], color: '#00aa00' }));
    },
    { url: TIANDITU_C, box: BOX_FEATURE },
  );
  await waitIdle(s.page);
  assert.equal(await s.page.evaluate(() => (window as any).__map.maplibre.getProjection()), { type: 'EPSG:4326' });
  await assertCoincide(s.page, '#map', 'window.__map', '/tmp/maplib-crs-4326-tianditu.png');
  // Zoom 3 with 256 px tiles asks for tile level 4, which Tianditu c calls TILEMATRIX 4 (22.5° tiles).
  assert.equal(levels(s, from).tianditu, [4]);
});

test('EPSG:4326: an ArcGIS geographic cache lines up with zoomOffset −1 (level = z − 1)', async ({ s }) => {
  const from = s.server.requests.length;
  await s.page.evaluate((url) => (window as any).__raster.update({ baseUrl: location.origin + url, zoomOffset: -1 }), ARCGIS);
  await waitIdle(s.page);
  await assertCoincide(s.page, '#map', 'window.__map', '/tmp/maplib-crs-4326-arcgis.png');
  assert.equal(levels(s, from).arcgis, [3]);
});

test('crs changes at runtime: EPSG:4490 reloads the style in its projection, layers and marker follow', async ({ s }) => {
  await s.page.evaluate(async () => {
    const map = (window as any).__map;
    const styled = new Promise((r) => map.maplibre.once('style.load', r));
    map.update({ crs: 'EPSG:4490' });
    await styled;
  });
  await waitIdle(s.page);
  const state = await s.page.evaluate(() => ({
    projection: (window as any).__map.maplibre.getProjection(),
    crs: (window as any).__map.getCrs(),
    layers: (window as any).__map.maplibre.getLayersOrder(),
  }));
  assert.equal(state, { projection: { type: 'EPSG:4490' }, crs: 'EPSG:4490', layers: ['maplib-background', 'geo-tiles', 'geo-box'] });
  await assertCoincide(s.page, '#map', 'window.__map', '/tmp/maplib-crs-4490-arcgis.png');

  // Back to Web Mercator: the same box is taller on screen than wide (mercator stretches latitude).
  await s.page.evaluate(async () => {
    const map = (window as any).__map;
    const styled = new Promise((r) => map.maplibre.once('style.load', r));
    map.update({ crs: 'EPSG:3857' });
    await styled;
  });
  await waitIdle(s.page);
  const { nw, se } = await placement(s.page, '#map', 'window.__map');
  assert.ok(se.y - nw.y > (se.x - nw.x) * 1.1, `mercator box ${JSON.stringify({ nw, se })}`);
  await s.page.evaluate(() => (window as any).__map.destroy());
});

test('EPSG:4326: the offline basemap draws land and sea where they are, bounds fit in degrees', async ({ s }) => {
  await s.page.evaluate(() => {
    (window as any).__map = (window as any).MapLib.createMap('map', { crs: 'EPSG:4326', bounds: [[70, 10], [140, 55]], attributionControl: false });
  });
  await waitIdle(s.page);
  const LAND = [[105, 35], [80, 25], [100, 50], [130, 45]];
  const SEA = [[130, 15], [88, 15], [135, 30]];
  const info = await s.page.evaluate((lls) => ({ points: lls.map((ll: number[]) => (window as any).__map.project(ll)), bounds: (window as any).__map.getBounds() }), [...LAND, ...SEA]);
  const pixels = await samplePixels(s.page, info.points, '/tmp/maplib-crs-4326-offline.png');
  const palette = await s.page.evaluate(() => (window as any).MapLib.core.PALETTES.offline);
  const land = pixels.slice(0, LAND.length);
  const sea = pixels.slice(LAND.length);
  assert.ok(land.filter((p) => colourDistance(p, palette.land) < 24).length >= LAND.length - 1, `land ${land.map(hex)} vs ${palette.land}`);
  assert.ok(sea.filter((p) => colourDistance(p, palette.sea) < 24).length >= SEA.length - 1, `sea ${sea.map(hex)} vs ${palette.sea}`);
  // 70°×45° in an 800×500 box: the height decides, and in plate carrée the box's middle latitude is the centre.
  const [[w, south], [e, north]] = info.bounds;
  assert.ok(Math.abs(south - 10) < 0.5 && Math.abs(north - 55) < 0.5, `south/north ${south}, ${north}`);
  assert.ok(Math.abs((w + e) / 2 - 105) < 0.5, `centre longitude ${(w + e) / 2}`);
  await s.page.evaluate(() => (window as any).__map.destroy());
});

test('React <Map crs="EPSG:4326">: the same tiles, outline and marker coincide; unmount frees the map', async ({ s }) => {
  await s.page.evaluate(
    async ({ url, box }) => {
      const M = (window as any).MapLib;
      const R = (window as any).React;
      const w = window as any;
      w.__groot = w.ReactDOM.createRoot(document.getElementById('root'));
      w.__groot.render(
        R.createElement(
          M.Map,
          { id: 'geo-react', crs: 'EPSG:4326', basemap: 'none', center: [110, 30], zoom: 3, attributionControl: false, style: { width: 800, height: 500 }, onLoad: (v: any) => (w.__gview = v) },
          R.createElement(M.RasterLayer, { id: 'geo-tiles-react', baseUrl: location.origin + url }),
          R.createElement(M.GeoJSONLayer, { id: 'geo-box-react', data: box, type: 'line', paint: { 'line-color': '#0000ff', 'line-width': 3 } }),
          R.createElement(M.Marker, { lngLat: [110, 30], color: '#00aa00' }),
        ),
      );
      for (let i = 0; i < 300 && !w.__gview?.maplibre.getLayer('geo-box-react'); i++) await new Promise((r) => setTimeout(r, 20));
    },
    { url: TIANDITU_C, box: BOX_FEATURE },
  );
  await waitIdle(s.page, 'window.__gview');
  await assertCoincide(s.page, '#geo-react', 'window.__gview', '/tmp/maplib-crs-4326-react.png');
  const live = await s.page.evaluate(() => {
    (window as any).__groot.unmount();
    return (window as any).MapLib.core.getLiveMapCount();
  });
  assert.is(live, 0);
});

test('no errors, no request left localhost, and the workers always had the projection', async ({ s, warnings }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
  assert.equal(warnings.filter((w) => /projection|wrong place/i.test(w)), []);
});

test.run();
