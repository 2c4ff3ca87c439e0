// Map options and camera methods under the original library's names (issue 32), on real MapLibre maps: creation-only
// options reach MapLibre, runtime ones change the live map (and survive a basemap switch), the methods move the camera.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type Session } from '../session.ts';

const test = suite<{ s: Session }>('maplib map options under the original names');

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('creation-only options reach MapLibre; mapStyle and fitBoundsOptions apply', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const { createMap } = (window as any).MapLib;
    const map = createMap('map', {
      mapStyle: 'offline',
      hash: 'm',
      bearingSnap: 20,
      fadeDuration: 0,
      crossSourceCollisions: false,
      refreshExpiredTiles: false,
      trackResize: false,
      localIdeographFontFamily: 'serif',
      preserveDrawingBuffer: true,
      failIfMajorPerformanceCaveat: false,
      bounds: [[0, 0], [20, 20]],
      fitBoundsOptions: { padding: 200 },
    });
    (window as any).__map = map;
    await map.ready();
    const m = map.maplibre;
    const gl = m.painter.context.gl as WebGL2RenderingContext;
    const nw = map.project([0, 20]);
    return {
      fadeDuration: m._fadeDuration,
      crossSourceCollisions: m._crossSourceCollisions,
      refreshExpiredTiles: m._refreshExpiredTiles,
      trackResize: m._trackResize,
      font: m._localIdeographFontFamily,
      preserveDrawingBuffer: gl.getContextAttributes()!.preserveDrawingBuffer,
      hash: location.hash,
      style: !!m.getLayer('background') || m.getStyle().layers.length > 0,
      nwX: nw.x,
    };
  });
  assert.equal(
    { ...r, hash: /(^#|&)m=/.test(r.hash), nwX: undefined },
    { fadeDuration: 0, crossSourceCollisions: false, refreshExpiredTiles: false, trackResize: false, font: 'serif', preserveDrawingBuffer: true, hash: true, style: true, nwX: undefined },
  );
  // The 200 px padding of fitBoundsOptions: the box's west edge sits at least 200 px in from the left.
  assert.ok(r.nwX >= 199, `fitBoundsOptions padding kept the box 200 px in: west edge at ${r.nwX}`);
});

test('tileBoundaries, collisionBoxes, repaint, light and transformRequest change at runtime; light survives a basemap switch', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const map = (window as any).__map;
    const m = map.maplibre;
    const before = { tiles: m.showTileBoundaries, boxes: m.showCollisionBoxes, repaint: m.repaint };
    const seen: string[] = [];
    map.update({ tileBoundaries: true, collisionBoxes: true, repaint: true, light: { color: '#ff0000', intensity: 0.2 }, transformRequest: (url: string) => void seen.push(url) });
    const on = { tiles: m.showTileBoundaries, boxes: m.showCollisionBoxes, repaint: m.repaint, light: m.getLight() };
    map.update({ basemap: { version: 8, sources: {}, layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#eee' } }] } });
    await new Promise((res) => m.once('style.load', res));
    const afterSwitch = m.getLight();
    // Back to the offline basemap, whose countries GeoJSON is a request the runtime transformRequest sees.
    map.update({ basemap: 'offline' });
    // (No 'idle' to wait for: repaint redraws every frame.)
    for (let i = 0; i < 100 && !seen.length; i++) await new Promise((res) => setTimeout(res, 20));
    const seenCount = seen.length;
    map.update({ tileBoundaries: false, collisionBoxes: false, repaint: false, light: undefined, transformRequest: undefined });
    const off = { tiles: m.showTileBoundaries, boxes: m.showCollisionBoxes, repaint: m.repaint, light: m.getLight()?.color };
    return { before, on, afterSwitch, off, seenStyle: seenCount > 0 };
  });
  assert.equal(r.before, { tiles: false, boxes: false, repaint: false });
  assert.equal({ ...r.on, light: undefined }, { tiles: true, boxes: true, repaint: true, light: undefined });
  assert.is(r.on.light.color, '#ff0000');
  assert.is(r.on.light.intensity, 0.2);
  assert.is(r.afterSwitch.color, '#ff0000', 'the light option outlives the style switch');
  assert.ok(r.seenStyle, 'the transformRequest given at runtime saw the requests made after it');
  assert.equal({ ...r.off, light: r.off.light === '#ff0000' }, { tiles: false, boxes: false, repaint: false, light: false });
});

test('panBy, zoomIn, zoomOut, rotateTo, snapToNorth (bearingSnap 20), resetNorth resolve where they end; stop halts an animation', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const map = (window as any).__map;
    map.jumpTo({ center: [0, 0], zoom: 3, bearing: 0 });
    const start = map.project([0, 0]);
    await map.panBy([100, 50], { duration: 0 });
    const panned = map.project([0, 0]);
    await map.zoomIn({ duration: 50 });
    const zIn = map.getZoom();
    await map.zoomOut({ duration: 50 });
    const zOut = map.getZoom();
    await map.rotateTo(15, { duration: 50 });
    const rotated = map.getBearing();
    await map.snapToNorth({ duration: 50 });
    const snapped = map.getBearing();
    await map.rotateTo(45, { duration: 0 });
    await map.snapToNorth({ duration: 0 });
    const notSnapped = map.getBearing();
    await map.resetNorth({ duration: 50 });
    const north = map.getBearing();
    const flight = map.flyTo({ center: [60, 30], zoom: 6, duration: 5000 });
    await new Promise((res) => setTimeout(res, 100));
    const same = map.stop() === map;
    await flight;
    const moving = map.maplibre.isMoving();
    const stoppedAt = map.getCenter();
    return { dx: start.x - panned.x, dy: start.y - panned.y, zIn, zOut, rotated, snapped, notSnapped, north, same, moving, stoppedAt };
  });
  assert.ok(Math.abs(r.dx - 100) < 0.5 && Math.abs(r.dy - 50) < 0.5, `panBy([100, 50]) moved the map 100 px left and 50 px up: ${r.dx}, ${r.dy}`);
  assert.is(r.zIn, 4);
  assert.is(r.zOut, 3);
  assert.ok(Math.abs(r.rotated - 15) < 1e-6, String(r.rotated));
  assert.is(r.snapped, 0, 'within bearingSnap (20°) snapToNorth rotates to north');
  assert.ok(Math.abs(r.notSnapped - 45) < 1e-6, 'outside bearingSnap the bearing stays');
  assert.is(r.north, 0);
  assert.ok(r.same, 'stop() returns the map');
  assert.not.ok(r.moving);
  assert.ok(r.stoppedAt[0] < 59, `stop() left the flight short of its target: ${r.stoppedAt}`);
});

test('React <Map>: the original names as props, tileBoundaries toggled by a re-render', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const M = (window as any).MapLib;
    const R = (window as any).React;
    const RD = (window as any).ReactDOM;
    const el = document.createElement('div');
    document.body.append(el);
    const root = RD.createRoot(el);
    let view: any;
    const props = (tileBoundaries: boolean) => ({ style: { width: 300, height: 200 }, mapStyle: 'offline', bearingSnap: 3, tileBoundaries, onLoad: (v: any) => (view = v) });
    root.render(R.createElement(M.Map, props(true)));
    for (let i = 0; i < 200 && !view; i++) await new Promise((res) => setTimeout(res, 20));
    const on = view.maplibre.showTileBoundaries;
    view.jumpTo({ bearing: 2 });
    await view.snapToNorth({ duration: 0 });
    const snap = view.getBearing() === 0 ? 3 : view.getBearing();
    root.render(R.createElement(M.Map, props(false)));
    for (let i = 0; i < 100 && view.maplibre.showTileBoundaries; i++) await new Promise((res) => setTimeout(res, 20));
    const off = view.maplibre.showTileBoundaries;
    root.unmount();
    el.remove();
    return { on, off, snap };
  });
  assert.equal(r, { on: true, off: false, snap: 3 });
});

test("Print's offscreen copy leaves out the live map's hash, repaint and debug drawing", async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const { core } = (window as any).MapLib;
    const map = (window as any).__map;
    map.update({ repaint: true, tileBoundaries: true, collisionBoxes: true });
    const live = core.getLiveMaps().length;
    const print = map.add(new core.Print({}));
    const printed = print.print();
    let copy: any;
    for (let i = 0; i < 200 && !copy; i++) {
      copy = core.getLiveMaps()[live];
      if (!copy) await new Promise((res) => setTimeout(res, 10));
    }
    const seen = copy && { repaint: copy.maplibre.repaint, tiles: copy.maplibre.showTileBoundaries, boxes: copy.maplibre.showCollisionBoxes, hash: !!copy.maplibre._hash };
    const blob = await printed;
    map.removeChild(print);
    map.update({ repaint: false, tileBoundaries: false, collisionBoxes: false });
    return { seen, printed: blob.size > 0, liveHash: !!map.maplibre._hash };
  });
  assert.equal(r, { seen: { repaint: false, tiles: false, boxes: false, hash: false }, printed: true, liveHash: true });
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
