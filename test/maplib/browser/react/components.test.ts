// Every React component of demoApp.tsx mounts on the offline basemap, sits at the right screen point, updates in
// place, frees the map.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { openSession, samplePixels, colourDistance, hex, type Session } from '../session.ts';
import { makeTestVideo } from '../fixtures.ts';
import { idleIfLive } from '../thematicHelpers.ts';

const test = suite<{ s: Session }>('maplib React components');

const INITIAL = {
  zoom: 3,
  basemap: 'offline',
  circleColor: '#ff0000',
  points: 3,
  rasterTileSize: 256,
  rasterOpacity: 0.5,
  rasterVisible: true,
  vectorColor: '#ff00ff',
  markerLngLat: [104, 35],
  popupText: 'Shanghai 上海',
  scaleUnit: 'metric',
  // A playing video repaints every frame and the map never goes idle: start paused, play in its own test.
  videoPlaying: false,
  mounted: true,
};

/** Renders with new state and waits for the map to be idle again. */
async function render(s: Session, partial: object): Promise<void> {
  await s.page.evaluate(async (p) => {
    (window as any).__renderApp(p);
    await new Promise((r) => setTimeout(r, 50));
  }, partial);
  await idleIfLive(s.page, 'window.__view');
}

test.before(async (ctx) => {
  ctx.s = await openSession();
  const app = await build({
    entryPoints: [fileURLToPath(new URL('./demoApp.tsx', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'transform',
    jsxFactory: 'React.createElement',
    logLevel: 'error',
  });
  await ctx.s.page.addScriptTag({ content: app.outputFiles[0].text });
  const videoUrl = await makeTestVideo(ctx.s.page);
  await ctx.s.page.evaluate(() => (window as any).__view === undefined);
  await render(ctx.s, { ...INITIAL, videoUrl });
  await ctx.s.page.waitForFunction(() => (window as any).__view?.isLoaded);
  await render(ctx.s, {});
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('controls, layers, markers and popup are all mounted', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const m = (window as any).__view.maplibre;
    const q = (sel: string) => !!document.querySelector('#map-react ' + sel);
    return {
      controls: ['.maplibregl-ctrl-zoom-in', '.maplibregl-ctrl-compass', '.maplibregl-ctrl-scale', '.maplibregl-ctrl-fullscreen', '.maplibregl-ctrl-geolocate', '.maplibregl-ctrl-attrib'].filter((c) => !q(c)),
      navTopLeft: q('.maplibregl-ctrl-top-left .maplibregl-ctrl-zoom-in'),
      attribution: document.querySelector('#map-react .maplibregl-ctrl-attrib')?.textContent,
      layers: ['ras', 'vec-fill', 'img', 'cvs', 'vid', 'pts'].filter((id) => !m.getLayer(id)),
      order: m.getLayersOrder().filter((id: string) => !id.startsWith('maplib-')),
      markers: document.querySelectorAll('#map-react .maplibregl-marker').length,
      popup: document.querySelector('#popup-text')?.textContent,
      vectorFeatures: m.queryRenderedFeatures({ layers: ['vec-fill'] }).length,
      video: !!m.getSource('vid').getVideo(),
    };
  });
  assert.equal(r.controls, [], 'missing controls');
  assert.ok(r.navTopLeft, 'NavigationControl at top-left');
  assert.match(r.attribution ?? '', /maplib test/);
  assert.equal(r.layers, [], 'missing layers');
  assert.equal(r.order, ['ras', 'vec-fill', 'img', 'cvs', 'vid', 'pts'], 'layers stacked in JSX order');
  assert.is(r.markers, 2);
  assert.is(r.popup, 'Shanghai 上海');
  assert.ok(r.vectorFeatures > 0, 'vector tiles decoded and drawn');
  assert.ok(r.video, 'video element created');
  assert.ok(await s.page.evaluate(() => (window as any).__fromHook === (window as any).__view), 'useMap() gives the MapView');
});

test('raster tiles requested with token and zoomOffset, from localhost only', ({ s }) => {
  const raster = s.server.requests.filter((r) => r.startsWith('/tiles/raster/'));
  assert.ok(raster.length > 0, 'raster tiles requested');
  for (const url of raster) {
    const [, z, x, y] = /\/tiles\/raster\/(\d+)\/(\d+)\/(\d+)\.png\?token=k$/.exec(url) ?? [];
    assert.ok(z, `token appended: ${url}`);
    // With zoomOffset 2 the URL level is 2 above the tile grid, so x and y fit the grid two levels up.
    const n = 2 ** (+z - 2);
    assert.ok(+x < n && +y < n, `${url} is a level-${+z - 2} tile asked for at level ${z}`);
  }
  assert.equal(s.blocked, []);
});

test('screenshot: layers drawn in their colours over land and sea', async ({ s }) => {
  const points = await s.page.evaluate(() => {
    const v = (window as any).__view;
    // Only the React map in the shot: the vanilla #map must not cover it.
    (document.querySelector('#map') as HTMLElement).style.display = 'none';
    return [v.project([85, 45]), v.project([130, 45])];
  });
  const pixels = await samplePixels(s.page, points, '/tmp/maplib-components.png', '#map-react');
  assert.ok(colourDistance(pixels[0], '#00c800') < 40, `image layer green at its centre, got ${hex(pixels[0])}`);
  assert.ok(colourDistance(pixels[1], '#0000ff') < 40, `canvas layer blue at its centre, got ${hex(pixels[1])}`);
});

test('markers and popup sit at their map point', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const v = (window as any).__view;
    const box = v.container.getBoundingClientRect();
    const custom = document.querySelector('#custom-marker')!.getBoundingClientRect();
    const pin = document.querySelectorAll('#map-react .maplibregl-marker')[1].getBoundingClientRect();
    const tip = document.querySelector('#map-react .maplibregl-popup-tip')!.getBoundingClientRect();
    return {
      custom: { x: custom.left + custom.width / 2 - box.left, y: custom.top + custom.height / 2 - box.top },
      customAt: v.project([104, 35]),
      // The default pin's tip: MapLibre's 27 × 41 pin drawing ends at y = 34.5 (below it is its shadow).
      pin: { x: pin.left + pin.width / 2 - box.left, y: pin.top + (pin.height * 34.5) / 41 - box.top },
      // Anchored at its centre and shifted by MapLibre's default offset (0, -14), the tip is on the point.
      pinAt: v.project([116.4, 39.9]),
      tip: { x: tip.left + tip.width / 2 - box.left, y: tip.bottom - box.top },
      tipAt: v.project([121.47, 31.23]),
    };
  });
  const near = (a: any, b: any, what: string) => assert.ok(Math.abs(a.x - b.x) <= 2 && Math.abs(a.y - b.y) <= 2, `${what}: element at ${JSON.stringify(a)}, map point ${JSON.stringify(b)}`);
  near(r.custom, r.customAt, 'custom marker centre');
  near(r.pin, r.pinAt, 'default pin tip');
  near(r.tip, r.tipAt, 'popup tip');
});

test('clicking a feature calls the layer onClick; clicking the pin opens its popup', async ({ s }) => {
  const box = await s.page.locator('#map-react').boundingBox();
  const p = await s.page.evaluate(() => (window as any).__view.project([100, 30]));
  await s.page.mouse.click(box!.x + p.x, box!.y + p.y);
  await s.page.waitForFunction(() => (window as any).__clicked);
  assert.equal(await s.page.evaluate(() => (window as any).__clicked), ['p0']);
  await s.page.locator('#map-react .maplibregl-marker').nth(1).click();
  await s.page.waitForSelector('#map-react .maplibregl-popup-content b');
  assert.is(await s.page.locator('#map-react .maplibregl-popup-content b').textContent(), 'Beijing');
});

test('prop changes update the same map in place', async ({ s }) => {
  const before = await s.page.evaluate(() => {
    const v = (window as any).__view;
    (window as any).__before = { view: v, canvas: v.maplibre.getCanvas(), pts: v.maplibre.getSource('pts') };
    return v.maplibre.getSource('ras').tileSize;
  });
  assert.is(before, 256);
  await render(s, { circleColor: '#0000ff', points: 5, rasterTileSize: 512, rasterOpacity: 0.25, vectorColor: '#00ff00', markerLngLat: [90, 25], popupText: '新的文字', scaleUnit: 'imperial', zoom: 3.5 });
  const r = await s.page.evaluate(() => {
    const v = (window as any).__view;
    const m = v.maplibre;
    const b = (window as any).__before;
    const box = v.container.getBoundingClientRect();
    const custom = document.querySelector('#custom-marker')!.getBoundingClientRect();
    return {
      sameView: v === b.view,
      sameCanvas: m.getCanvas() === b.canvas,
      sameGeoJSONSource: m.getSource('pts') === b.pts,
      circleColor: m.getPaintProperty('pts', 'circle-color'),
      points: m.getSource('pts')._data?.geojson?.features?.length ?? m.getSource('pts')._data?.features?.length ?? m.getSource('pts').serialize().data.features.length,
      tileSize: m.getSource('ras').tileSize,
      rasterOpacity: m.getPaintProperty('ras', 'raster-opacity'),
      order: m.getLayersOrder().filter((id: string) => !id.startsWith('maplib-')),
      vectorColor: m.getPaintProperty('vec-fill', 'fill-color'),
      marker: { x: custom.left + custom.width / 2 - box.left, y: custom.top + custom.height / 2 - box.top },
      markerAt: v.project([90, 25]),
      popup: document.querySelector('#popup-text')!.textContent,
      scale: document.querySelector('#map-react .maplibregl-ctrl-scale')!.textContent,
      zoom: m.getZoom(),
    };
  });
  assert.ok(r.sameView && r.sameCanvas, 'map not re-created');
  assert.ok(r.sameGeoJSONSource, 'GeoJSON source kept (setData)');
  assert.is(r.circleColor, '#0000ff');
  assert.is(r.points, 5);
  assert.is(r.tileSize, 512, 'raster tileSize applied');
  assert.is(r.rasterOpacity, 0.25);
  assert.equal(r.order, ['ras', 'vec-fill', 'img', 'cvs', 'vid', 'pts'], 'raster re-created at the same position');
  assert.is(r.vectorColor, '#00ff00');
  assert.ok(Math.abs(r.marker.x - r.markerAt.x) <= 2 && Math.abs(r.marker.y - r.markerAt.y) <= 2, 'marker moved');
  assert.is(r.popup, '新的文字');
  assert.match(r.scale, /mi|ft/);
  assert.is(r.zoom, 3.5);

  await render(s, { rasterVisible: false });
  assert.is(await s.page.evaluate(() => (window as any).__view.maplibre.getLayoutProperty('ras', 'visibility')), 'none');
});

test('VideoLayer playing prop plays and pauses the video', async ({ s }) => {
  const paused = () => s.page.evaluate(() => (window as any).__view.maplibre.getSource('vid').getVideo().paused);
  assert.is(await paused(), true);
  const viaRef = await s.page.evaluate(() => {
    const layer = (window as any).__videoLayer;
    return layer.id === 'vid' && layer.getVideo() === (window as any).__view.maplibre.getSource('vid').getVideo();
  });
  assert.ok(viaRef, 'a ref on <VideoLayer> gives the core layer');
  await s.page.evaluate(() => (window as any).__renderApp({ videoPlaying: true }));
  await s.page.waitForFunction(() => !(window as any).__view.maplibre.getSource('vid').getVideo().paused);
  await s.page.evaluate(() => (window as any).__renderApp({ videoPlaying: false }));
  await s.page.waitForFunction(() => (window as any).__view.maplibre.getSource('vid').getVideo().paused);
});

test('switching the basemap keeps MapLib layers', async ({ s }) => {
  await s.page.evaluate(async () => {
    const m = (window as any).__view.maplibre;
    const loaded = new Promise((r) => m.once('style.load', r));
    (window as any).__renderApp({ basemap: 'guotu' });
    await loaded;
  });
  const r = await s.page.evaluate(() => {
    const m = (window as any).__view.maplibre;
    return { name: m.getStyle().name, layers: m.getLayersOrder().filter((id: string) => !id.startsWith('maplib-')), color: m.getPaintProperty('pts', 'circle-color') };
  });
  assert.is(r.name, 'maplib-guotu');
  assert.equal(r.layers, ['ras', 'vec-fill', 'img', 'cvs', 'vid', 'pts']);
  assert.is(r.color, '#0000ff');
  // Layer events are bound once to the re-added layers, not once per style.
  await render(s, {});
  const clicks = await s.page.evaluate(() => (window as any).__clicks);
  const box = await s.page.locator('#map-react').boundingBox();
  const p = await s.page.evaluate(() => (window as any).__view.project([100, 30]));
  await s.page.mouse.click(box!.x + p.x, box!.y + p.y);
  await s.page.waitForFunction((n) => (window as any).__clicks > n, clicks);
  await new Promise((res) => setTimeout(res, 100));
  assert.is(await s.page.evaluate(() => (window as any).__clicks), clicks + 1);
});

test('unmounting <Map> removes the map and frees its WebGL context', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const M = (window as any).MapLib;
    const v = (window as any).__view;
    const canvas = v.maplibre.getCanvas();
    const gl = canvas.getContext('webgl2') || canvas.getContext('webgl');
    const liveBefore = M.core.getLiveMapCount();
    (window as any).__renderApp({ mounted: false });
    for (let i = 0; i < 100 && M.core.getLiveMapCount() > 0; i++) await new Promise((r) => setTimeout(r, 20));
    return { liveBefore, liveAfter: M.core.getLiveMapCount(), removed: v.removed, contextLost: gl.isContextLost(), container: !!document.querySelector('#map-react') };
  });
  assert.is(r.liveBefore, 1);
  assert.is(r.liveAfter, 0);
  assert.ok(r.removed);
  assert.ok(r.contextLost, 'WebGL context released');
  assert.not.ok(r.container);
});

test('StrictMode (effects run twice) still leaves one map, one marker, one layer; unmount frees it', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const M = (window as any).MapLib;
    const R = (window as any).React;
    const RD = (window as any).ReactDOM;
    const el = document.createElement('div');
    document.body.append(el);
    const root = RD.createRoot(el);
    let view: any;
    root.render(
      R.createElement(R.StrictMode, null,
        R.createElement(M.Map, { id: 'strict', style: { width: 400, height: 300 }, onLoad: (v: any) => (view = v) },
          R.createElement(M.GeoJSONLayer, { id: 'strict-pts', data: { type: 'Point', coordinates: [0, 0] } }),
          R.createElement(M.Marker, { lngLat: [0, 0] }),
          R.createElement(M.NavigationControl))),
    );
    for (let i = 0; i < 200 && !view?.maplibre.getLayer('strict-pts'); i++) await new Promise((res) => setTimeout(res, 20));
    const out = {
      live: M.core.getLiveMapCount(),
      markers: el.querySelectorAll('.maplibregl-marker').length,
      zoomButtons: el.querySelectorAll('.maplibregl-ctrl-zoom-in').length,
      layer: !!view?.maplibre.getLayer('strict-pts'),
      liveAfter: -1,
    };
    root.unmount();
    el.remove();
    out.liveAfter = M.core.getLiveMapCount();
    return out;
  });
  assert.equal(r, { live: 1, markers: 1, zoomButtons: 1, layer: true, liveAfter: 0 });
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
