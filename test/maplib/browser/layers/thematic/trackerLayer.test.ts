// TrackerLayer in Chromium, network cut: the object at the interpolated position after a seek (marker centre at the
// projected point, turned to the heading), the trail and route drawn in their colours, playing to the end with its
// events, pause, follow camera, the built-in player, React children as the icon, and nothing left behind.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, samplePixels, colourDistance, hex, type Session } from '../../session.ts';
import { freshMap, idle } from '../../thematicHelpers.ts';
import { holdings, mountReact } from '../../contract.ts';

const test = suite<{ s: Session }>('TrackerLayer');

const ROUTE = { type: 'LineString', coordinates: [[0, 0], [10, 0], [10, 10]] };

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** The marker element's centre in map container pixels, its rotation, and where the track says it should be. */
async function where(s: Session): Promise<{ at: { x: number; y: number }; expected: { x: number; y: number }; rotation: number; state: any }> {
  return s.page.evaluate(() => {
    const w = window as any;
    const layer = w.__layer;
    const state = layer.getState();
    const el = layer.marker.getElement();
    const r = el.getBoundingClientRect();
    const box = w.__map.container.getBoundingClientRect();
    const rot = /rotateZ\((-?[\d.]+)deg\)/.exec(el.style.transform);
    return {
      at: { x: r.left + r.width / 2 - box.left, y: r.top + r.height / 2 - box.top },
      expected: w.__map.project(state.lngLat),
      rotation: rot ? Number(rot[1]) : 0,
      state: { lngLat: state.lngLat, bearing: state.bearing, index: state.index, time: state.time, progress: state.progress },
    };
  });
}
const near = (a: { x: number; y: number }, b: { x: number; y: number }, what: string) =>
  assert.ok(Math.abs(a.x - b.x) <= 1.5 && Math.abs(a.y - b.y) <= 1.5, `${what}: marker at ${JSON.stringify(a)}, track point at ${JSON.stringify(b)}`);

test('mounts paused at the start; onAdded and the first onVertex', async ({ s }) => {
  await freshMap(s.page, { center: [8, 4], zoom: 4 });
  (s as any).before = await holdings(s.page);
  await s.page.evaluate((route) => {
    const w = window as any;
    w.__events = [];
    const log = (type: string) => (e: any) => w.__events.push({ type, index: e.index, time: Math.round(e.time), progress: e.progress, bearing: e.bearing });
    w.__layer = w.__map.add(
      new w.MapLib.core.TrackerLayer({
        id: 'trk',
        geojson: route,
        duration: 4000,
        playing: false,
        routeColor: '#0000ff',
        trailColor: '#ff0000',
        lineWidth: 8,
        onAdded: (e: any) => w.__events.push({ type: 'added', layerIds: e.layerIds, id: e.layer.id }),
        onVertex: log('vertex'),
        onPlay: log('play'),
        onPause: log('pause'),
        onEnd: log('end'),
        onStep: (e: any) => (w.__steps = (w.__steps ?? 0) + 1),
      }),
    );
  }, ROUTE);
  await idle(s.page);
  const r = await where(s);
  near(r.at, r.expected, 'at the start');
  assert.equal(r.state.lngLat, [0, 0]);
  assert.is(r.rotation, 90, 'heading east');
  const events = await s.page.evaluate(() => (window as any).__events);
  assert.equal(events, [
    { type: 'vertex', index: 0, time: 0, progress: 0, bearing: 90 },
    { type: 'added', layerIds: ['trk-route', 'trk-trail'], id: 'trk' },
  ]);
});

test('seek: the marker moves to the interpolated point and turns north; trail red behind, route blue ahead', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__layer.seek(3000));
  await idle(s.page);
  const r = await where(s);
  near(r.at, r.expected, 'after seek(3000)');
  assert.equal(r.state.lngLat[0], 10);
  const y = (d: number) => Math.log(Math.tan(Math.PI / 4 + (d * Math.PI) / 360));
  // 3000 of 4000 ms at constant ground speed: the first leg (~1112 km) and ~0.5 of the second (~1112 km).
  assert.ok(Math.abs(r.state.lngLat[1] - 5) < 0.1, `latitude ${r.state.lngLat[1]}`);
  assert.ok(y(r.state.lngLat[1]) > 0);
  assert.is(r.rotation, 0, 'heading north');
  assert.is(r.state.index, 1);
  const pts = await s.page.evaluate(() => [(window as any).__map.project([5, 0]), (window as any).__map.project([10, 8.5])]);
  const [trail, route] = await samplePixels(s.page, pts, '/tmp/maplib-tracker.png');
  assert.ok(colourDistance(trail, '#ff0000') < 40, `trail red on the first leg: ${hex(trail)}`);
  assert.ok(colourDistance(route, '#0000ff') < 40, `route blue ahead: ${hex(route)}`);
  const vertex = await s.page.evaluate(() => (window as any).__events.filter((e: any) => e.type === 'vertex').map((e: any) => e.index));
  assert.equal(vertex, [0, 1], 'onVertex when the seek passed a track point');
});

test('play to the end: onPlay, steps, onVertex per point, onEnd at the last point; the marker ends there', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__events = [];
    w.__steps = 0;
    w.__layer.seek(0);
    w.__layer.update({ speed: 4, playing: true });
  });
  await s.page.waitForFunction(() => (window as any).__events.some((e: any) => e.type === 'end'), null, { timeout: 5000 });
  const r = await where(s);
  near(r.at, r.expected, 'at the end');
  assert.equal(r.state.lngLat, [10, 10]);
  const ev = await s.page.evaluate(() => ({ events: (window as any).__events, steps: (window as any).__steps, playing: (window as any).__layer.isPlaying() }));
  assert.equal(ev.events.map((e: any) => e.type), ['vertex', 'play', 'vertex', 'vertex', 'end']);
  assert.equal(ev.events.filter((e: any) => e.type === 'vertex').map((e: any) => e.index), [0, 1, 2]);
  assert.equal(ev.events.at(-1), { type: 'end', index: 2, time: 4000, progress: 1, bearing: 0 });
  assert.ok(ev.steps > 5, `onStep per frame: ${ev.steps}`);
  assert.not.ok(ev.playing);
});

test('pause stops the clock; play at the end starts over', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__layer.update({ speed: 0.5 }));
  await s.page.evaluate(() => (window as any).__layer.play());
  await s.page.waitForTimeout(400);
  const t1 = await s.page.evaluate(() => ((window as any).__layer.pause(), (window as any).__layer.getState().time));
  assert.ok(t1 > 0 && t1 < 1000, `started over from 0: ${t1}`);
  await s.page.waitForTimeout(300);
  assert.is(await s.page.evaluate(() => (window as any).__layer.getState().time), t1, 'paused');
});

test('follow: the camera centres on the object (and turns with it when bearing is set)', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const w = window as any;
    w.__layer.update({ follow: true, bearing: true });
    w.__layer.seek(1000);
    const a = { center: w.__map.getCenter(), bearing: w.__map.getBearing() };
    w.__layer.seek(3500);
    const b = { center: w.__map.getCenter(), bearing: w.__map.getBearing() };
    w.__layer.update({ follow: false, bearing: false });
    w.__map.jumpTo({ center: [8, 4], bearing: 0 });
    return { a, b, pos: w.__layer.getState().lngLat };
  });
  assert.ok(Math.abs(r.a.center[0] - 5) < 0.05 && Math.abs(r.a.center[1]) < 1e-6, `centre ${r.a.center}`);
  assert.ok(Math.abs(r.a.bearing - 90) < 1e-6, `map turned east: ${r.a.bearing}`);
  assert.ok(Math.abs(r.b.center[0] - 10) < 1e-6 && Math.abs(r.b.center[1] - r.pos[1]) < 1e-6);
  assert.ok(Math.abs(r.b.bearing) < 1e-6, 'north');
});

test('the built-in player: play and pause buttons, the speed choice', async ({ s }) => {
  await s.page.evaluate(() => ((window as any).__layer.update({ controls: true, speed: 1 }), (window as any).__layer.seek(0)));
  const button = s.page.locator('#map .maplib-tracker-controls button');
  // The test page is zh-CN: the player speaks the page's language (English only before it took words from core/i18n).
  assert.is(await button.getAttribute('aria-label'), '播放');
  await button.click();
  assert.ok(await s.page.evaluate(() => (window as any).__layer.isPlaying()));
  assert.is(await button.getAttribute('aria-label'), '暂停');
  await s.page.locator('#map .maplib-tracker-controls select').selectOption('0.5');
  assert.is(await s.page.evaluate(() => (window as any).__layer.getSpeed()), 0.5);
  await button.click();
  assert.not.ok(await s.page.evaluate(() => (window as any).__layer.isPlaying()));
});

test('remove() leaves no layer, source, listener, marker or player', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__layer.remove());
  assert.equal(await holdings(s.page), (s as any).before);
  assert.is(await s.page.locator('#map .maplib-tracker-controls').count(), 0);
});

test('React: children are the icon; playing follows the prop; unmount frees everything', async ({ s }) => {
  const react = await mountReact(s.page, { style: { width: 600, height: 400 }, center: [5, 5], zoom: 4 }, [
    { type: 'TrackerLayer', props: { id: 'rt', geojson: ROUTE, duration: 3000, playing: false }, children: ['span', { id: 'ship-icon' }, '⛴'] },
  ]);
  await s.page.waitForFunction(() => !!document.querySelector('#root #ship-icon') && (window as any).__view?.maplibre.getLayer('rt-route'));
  assert.ok(await s.page.evaluate(() => !!document.querySelector('#root .maplibregl-marker #ship-icon')), 'the React child is the marker icon');
  await react.render({ playing: true });
  await s.page.waitForFunction(() => (window as any).__reactLayers.rt.isPlaying());
  await s.page.waitForTimeout(300);
  assert.ok(await s.page.evaluate(() => (window as any).__reactLayers.rt.getState().time > 0), 'playing={true} played');
  await react.render({ playing: false });
  await s.page.waitForFunction(() => !(window as any).__reactLayers.rt.isPlaying());
  await react.renderWithoutChildren();
  await s.page.waitForFunction(() => !(window as any).__view.maplibre.getSource('rt'));
  const left = await s.page.evaluate(() => ({
    layers: (window as any).__view.maplibre.getLayersOrder().filter((id: string) => id.startsWith('rt')),
    markers: document.querySelectorAll('#root .maplibregl-marker').length,
  }));
  assert.equal(left, { layers: [], markers: 0 });
  await react.unmount();
});

test('EPSG:4326 map: the object moves straight in lon/lat, on the route as drawn; back on EPSG:3857, straight in Mercator', async ({ s }) => {
  await freshMap(s.page, { crs: 'EPSG:4326', center: [20, 10], zoom: 2, attributionControl: false });
  const before = await holdings(s.page);
  const leg = { type: 'LineString', coordinates: [[0, -40], [40, 60]] };
  await s.page.evaluate((route) => {
    const w = window as any;
    w.__layer = w.__map.add(new w.MapLib.core.TrackerLayer({ id: 'geo-trk', geojson: route, duration: 1000, playing: false, routeColor: '#0000ff', trailColor: '#ff0000', lineWidth: 8 }));
    w.__layer.seek(500);
  }, leg);
  await idle(s.page);
  // Half-way in time on one leg is half-way along the segment the map draws: the midpoint of its projected ends.
  const onScreenMidpoint = async () => {
    const r = await where(s);
    const [a, b] = await s.page.evaluate((c) => c.map((p: number[]) => (window as any).__map.project(p)), leg.coordinates);
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    near(r.at, mid, 'half-way along the drawn leg');
    const screenHeading = ((Math.atan2(b.x - a.x, a.y - b.y) * 180) / Math.PI + 360) % 360;
    assert.ok(Math.abs(r.rotation - screenHeading) < 0.5, `icon turned along the drawn leg: ${r.rotation} vs ${screenHeading}`);
    return { r, a, b };
  };
  const geo = await onScreenMidpoint();
  assert.equal(geo.r.state.lngLat, [20, 10]);
  const at = (f: number) => ({ x: geo.a.x + (geo.b.x - geo.a.x) * f, y: geo.a.y + (geo.b.y - geo.a.y) * f });
  const [trail, route] = await samplePixels(s.page, [at(0.3), at(0.7)], '/tmp/maplib-tracker-4326.png');
  assert.ok(colourDistance(trail, '#ff0000') < 40, `trail red behind: ${hex(trail)}`);
  assert.ok(colourDistance(route, '#0000ff') < 40, `route blue ahead: ${hex(route)}`);

  // A crs switch reloads the style; the layer comes back on Web Mercator and places the object there.
  await s.page.evaluate(() => (window as any).__map.update({ crs: 'EPSG:3857' }));
  await s.page.waitForFunction(() => (window as any).__map.maplibre.getLayer('geo-trk-route') && (window as any).__map.isStyleReady(), null, { timeout: 15000 });
  await idle(s.page);
  const merc = await onScreenMidpoint();
  const y = (d: number) => Math.log(Math.tan(Math.PI / 4 + (d * Math.PI) / 360));
  assert.ok(Math.abs(y(merc.r.state.lngLat[1]) - (y(60) + y(-40)) / 2) < 1e-9, `half-way in Mercator y: ${merc.r.state.lngLat}`);
  await s.page.evaluate(() => (window as any).__layer.remove());
  await idle(s.page);
  const after = await holdings(s.page);
  assert.equal(after, before);
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
