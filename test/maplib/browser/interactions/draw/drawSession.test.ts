// The drawing engine in Chromium with a real mouse and keyboard, network cut: a polygon drawn by clicks and finished with
// Enter is reported with the lon/lat of the clicked pixels; while a drawing mode is on, a drag does not pan and a
// double-click does not zoom, and both work again once it ends; Esc drops a line; Backspace and a right-click take back
// the last vertex; a rectangle by clicks, a circle by a drag; a select mode moves a shape and pans between drags;
// another interaction mode ends the session's; destroy leaves no source, layer or listener of terra-draw's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, type Session } from '../../session.ts';
import { holdings } from '../../contract.ts';
import { freshMap, idle, settled } from '../../thematicHelpers.ts';

const test = suite<{ s: Session }>('maplib draw session');

/** Container pixels clicked for the test polygon (the map is 800 × 500). */
const POLYGON_PX = [
  [300, 150],
  [500, 160],
  [520, 330],
  [310, 340],
];

test.before(async (ctx) => {
  ctx.s = await openSession();
  await freshMap(ctx.s.page, { center: [10, 20], zoom: 4 });
  await ctx.s.page.evaluate(async () => {
    const w = window as any;
    w.__base = holdingsNow();
    w.__events = [];
    const session = (w.__session = new w.MapLib.core.DrawSession({ id: 'sketch' }));
    for (const type of ['create', 'change', 'delete', 'cancel', 'modechange', 'selectionchange']) session.on(type, (e: unknown) => w.__events.push({ type, e }));
    await session.start(w.__map);
    function holdingsNow() {
      const m = w.__map.maplibre;
      return { layers: m.getLayersOrder().length, listeners: Object.values(m._listeners ?? {}).reduce((n: number, a: any) => n + a.length, 0) };
    }
  });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** The page point of a container pixel. */
async function page(p: Page, [x, y]: number[]): Promise<{ x: number; y: number }> {
  const r = await p.evaluate(() => (window as any).__map.container.getBoundingClientRect().toJSON());
  return { x: r.left + x, y: r.top + y };
}

async function click(p: Page, px: number[], options: { button?: 'left' | 'right' } = {}): Promise<void> {
  const at = await page(p, px);
  await p.mouse.move(at.x - 4, at.y - 4);
  await p.mouse.move(at.x, at.y, { steps: 2 });
  await p.mouse.click(at.x, at.y, options);
}

const events = (p: Page) => p.evaluate(() => (window as any).__events.splice(0));
const camera = (p: Page) => p.evaluate(() => ({ center: (window as any).__map.getCenter(), zoom: (window as any).__map.getZoom() }));
const setMode = (p: Page, mode: string) => p.evaluate((m) => (window as any).__session.setMode(m), mode);
/** The lon/lat of container pixels as the map unprojects them now. */
const unproject = (p: Page, pxs: number[][]) => p.evaluate((list) => list.map((px) => (window as any).__map.unproject(px)), pxs);
/** The container pixel of each position of a ring. */
const projectAll = (p: Page, positions: number[][]) => p.evaluate((list) => list.map((ll) => (window as any).__map.project(ll)), positions);

async function drag(p: Page, from: number[], by: number[]): Promise<void> {
  const a = await page(p, from);
  await p.mouse.move(a.x, a.y);
  await p.mouse.down();
  await p.mouse.move(a.x + by[0], a.y + by[1], { steps: 12 });
  await p.mouse.up();
  await settled(p);
}

test('draw_polygon: clicks and Enter make one shape at the lon/lat of the clicked pixels; drag and double-click leave the camera', async ({ s }) => {
  const p = s.page;
  await setMode(p, 'draw_polygon');
  const expected = await unproject(p, POLYGON_PX);
  for (const px of POLYGON_PX) await click(p, px);
  // While drawing: the interaction holds dragPan and doubleClickZoom.
  const before = await camera(p);
  await drag(p, [150, 420], [120, 30]);
  assert.equal(await camera(p), before, 'a drag does not pan while drawing');
  const cursor = await p.evaluate(() => getComputedStyle((window as any).__map.maplibre.getCanvas()).cursor);
  assert.is(cursor, 'crosshair');
  await p.keyboard.press('Enter');
  const log = await events(p);
  const creates = log.filter((e: any) => e.type === 'create');
  assert.is(creates.length, 1, JSON.stringify(log.map((e: any) => e.type)));
  const feature = creates[0].e.features[0];
  assert.is(feature.geometry.type, 'Polygon');
  assert.is(feature.properties.mode, 'polygon');
  const ring: number[][] = feature.geometry.coordinates[0];
  assert.equal(ring[0], ring[ring.length - 1], 'closed ring');
  assert.is(ring.length, POLYGON_PX.length + 1, `four vertices: ${JSON.stringify(ring)}`);
  // Each clicked pixel's lon/lat (the map's unproject) has a vertex within a pixel of it, in ring order (terra-draw
  // may start the ring at another vertex or turn it counter-clockwise, as RFC 7946 wants).
  const pixels = await projectAll(p, ring.slice(0, -1));
  const degreesPerPixel = Math.abs(expected[1][0] - (await unproject(p, [[POLYGON_PX[1][0] + 1, POLYGON_PX[1][1]]]))[0][0]);
  for (const [i, [x, y]] of POLYGON_PX.entries()) {
    const j = pixels.findIndex((q: any) => Math.hypot(q.x - x, q.y - y) <= 1);
    assert.ok(j >= 0, `click ${i} at ${x},${y}: no vertex within a pixel (${JSON.stringify(pixels)})`);
    assert.ok(Math.abs(ring[j][0] - expected[i][0]) <= degreesPerPixel && Math.abs(ring[j][1] - expected[i][1]) <= degreesPerPixel, `vertex ${ring[j]} ≈ ${expected[i]}`);
  }
  // A double-click (two clicks of a new polygon, then its end) does not zoom.
  const at = await page(p, [200, 100]);
  await p.mouse.dblclick(at.x, at.y);
  await settled(p);
  assert.equal(await camera(p), before, 'a double-click does not zoom while drawing');
  await p.keyboard.press('Escape');
  assert.is(await p.evaluate(() => (window as any).__session.getAll().features.length), 1);
});

test('static again: the map pans on a drag and zooms on a double-click; the cursor is the map\'s', async ({ s }) => {
  const p = s.page;
  await setMode(p, 'static');
  const before = await camera(p);
  await drag(p, [150, 420], [120, 30]);
  const after = await camera(p);
  assert.ok(Math.abs(after.center[0] - before.center[0]) > 1, `panned: ${before.center} → ${after.center}`);
  const at = await page(p, [150, 420]);
  await p.mouse.dblclick(at.x, at.y);
  await p.waitForFunction((z) => (window as any).__map.getZoom() > z + 0.5, before.zoom, { timeout: 10000 });
  await settled(p);
  await p.evaluate(() => (window as any).__map.jumpTo({ center: [10, 20], zoom: 4 }));
  await idle(p);
  assert.is.not(await p.evaluate(() => getComputedStyle((window as any).__map.maplibre.getCanvas()).cursor), 'crosshair');
  await events(p);
});

/** The shapes terra-draw holds now, guidance points and shapes being drawn included (the store, not getAll). */
const stored = (p: Page): Promise<{ type: string; drawing: boolean }[]> => p.evaluate(() => (window as any).__session.terraDraw.getSnapshot().map((f: any) => ({ type: f.geometry.type, drawing: !!f.properties.currentlyDrawing })));

test('draw_line_string: Esc drops the line being drawn (nothing stored, a cancel event); a second Esc ends the mode', async ({ s }) => {
  const p = s.page;
  await setMode(p, 'draw_line_string');
  await events(p);
  const storedBefore = (await stored(p)).length;
  for (const px of [[200, 200], [300, 260], [420, 220]]) await click(p, px);
  assert.ok((await stored(p)).some((f) => f.drawing), 'a line is being drawn');
  await p.keyboard.press('Escape');
  assert.is((await stored(p)).length, storedBefore, 'nothing of the line is left');
  assert.equal((await events(p)).map((e: any) => e.type), ['cancel']);
  await p.keyboard.press('Escape');
  assert.equal(await events(p), [{ type: 'modechange', e: { mode: 'static', previous: 'draw_line_string' } }]);
  assert.is(await p.evaluate(() => (window as any).__map.interactions.active), null, 'the map is free again');
});

test('Backspace takes back the last vertex of a polygon; a right-click that of a line', async ({ s }) => {
  const p = s.page;
  await setMode(p, 'draw_polygon');
  const clicks = [[150, 100], [260, 110], [270, 220], [160, 230]];
  for (const px of clicks) await click(p, px);
  await p.keyboard.press('Backspace');
  await p.keyboard.press('Enter');
  let created = (await events(p)).filter((e: any) => e.type === 'create');
  assert.is(created.length, 1);
  let pixels = await projectAll(p, created[0].e.features[0].geometry.coordinates[0].slice(0, -1));
  assert.is(pixels.length, 3, 'three vertices left');
  for (const [x, y] of clicks.slice(0, 3)) assert.ok(pixels.some((q: any) => Math.hypot(q.x - x, q.y - y) <= 1), `vertex at ${x},${y}`);

  await setMode(p, 'draw_line_string');
  const line = [[450, 380], [560, 400], [640, 350]];
  for (const px of line) await click(p, px);
  await click(p, [700, 420], { button: 'right' });
  await p.keyboard.press('Enter');
  created = (await events(p)).filter((e: any) => e.type === 'create');
  assert.is(created.length, 1, 'the line is created');
  pixels = await projectAll(p, created[0].e.features[0].geometry.coordinates);
  assert.is(pixels.length, 2, `two vertices left: ${JSON.stringify(pixels)}`);
  for (const [i, [x, y]] of line.slice(0, 2).entries()) assert.ok(Math.hypot(pixels[i].x - x, pixels[i].y - y) <= 1, `vertex ${i} at ${x},${y}`);
  await setMode(p, 'static');
  await p.evaluate(() => (window as any).__session.deleteAll());
  await events(p);
});

test('draw_rectangle by two clicks, draw_circle by a drag (the map does not pan)', async ({ s }) => {
  const p = s.page;
  await setMode(p, 'draw_rectangle');
  await click(p, [200, 150]);
  await click(p, [360, 260]);
  let created = (await events(p)).filter((e: any) => e.type === 'create');
  assert.is(created.length, 1);
  const corners = await projectAll(p, created[0].e.features[0].geometry.coordinates[0]);
  const xs = corners.map((q: any) => q.x);
  const ys = corners.map((q: any) => q.y);
  assert.ok(Math.abs(Math.min(...xs) - 200) <= 1 && Math.abs(Math.max(...xs) - 360) <= 1, `x from 200 to 360: ${xs}`);
  assert.ok(Math.abs(Math.min(...ys) - 150) <= 1 && Math.abs(Math.max(...ys) - 260) <= 1, `y from 150 to 260: ${ys}`);
  assert.is(created[0].e.features[0].properties.mode, 'rectangle');

  await setMode(p, 'draw_circle');
  const before = await camera(p);
  await drag(p, [550, 250], [90, 0]);
  assert.equal(await camera(p), before, 'the drag drew, it did not pan');
  created = (await events(p)).filter((e: any) => e.type === 'create');
  assert.is(created.length, 1, 'one circle');
  const circle = created[0].e.features[0];
  assert.is(circle.properties.mode, 'circle');
  const rim = await projectAll(p, circle.geometry.coordinates[0]);
  const radii = rim.map((q: any) => Math.hypot(q.x - 550, q.y - 250));
  assert.ok(radii.every((r: number) => Math.abs(r - 90) <= 1.5), `every vertex 90 px from the centre: ${Math.min(...radii)}…${Math.max(...radii)}`);
  const expectedKm = await p.evaluate(() => {
    const m = (window as any).__map;
    const [a, b] = [m.unproject([550, 250]), m.unproject([640, 250])];
    return (window as any).MapLib.core.haversine(a, b) / 1000;
  });
  assert.ok(Math.abs(circle.properties.radiusKilometers - expectedKm) / expectedKm < 0.01, `radius ${circle.properties.radiusKilometers} km ≈ ${expectedKm}`);
  await setMode(p, 'static');
});

test('simple_select: a drag on a shape moves it (change, action move) without panning; a drag elsewhere pans', async ({ s }) => {
  const p = s.page;
  await p.evaluate(() => (window as any).__session.deleteAll());
  const ids = await p.evaluate(() => {
    const m = (window as any).__map;
    const ring = [[300, 200], [420, 200], [420, 300], [300, 300], [300, 200]].map((px) => m.unproject(px));
    return (window as any).__session.add({ type: 'Feature', id: 'box', properties: { name: 'box' }, geometry: { type: 'Polygon', coordinates: [ring] } });
  });
  assert.equal(ids, ['box']);
  await setMode(p, 'simple_select');
  await events(p);
  await click(p, [360, 250]);
  assert.equal((await events(p)).map((e: any) => e.type), ['selectionchange']);
  const before = await camera(p);
  await drag(p, [360, 250], [100, 60]);
  assert.equal(await camera(p), before, 'dragging the shape does not pan');
  const log = await events(p);
  const change = log.find((e: any) => e.type === 'change');
  assert.ok(change, JSON.stringify(log.map((e: any) => e.type)));
  assert.is(change.e.action, 'move');
  assert.is(change.e.features[0].id, 'box');
  assert.is(change.e.features[0].properties.name, 'box', 'own properties kept');
  const moved = await projectAll(p, change.e.features[0].geometry.coordinates[0]);
  assert.ok(Math.abs(Math.min(...moved.map((q: any) => q.x)) - 400) <= 2, `moved 100 px right: ${moved.map((q: any) => q.x)}`);
  await drag(p, [120, 420], [80, 20]);
  const after = await camera(p);
  assert.ok(Math.abs(after.center[0] - before.center[0]) > 1, 'a drag off the shapes pans in the select mode');
  assert.ok(await p.evaluate(() => (window as any).__map.maplibre.dragPan.isEnabled()), 'dragPan is on between drags');
  await p.evaluate(() => (window as any).__map.jumpTo({ center: [10, 20], zoom: 4 }));
  await idle(p);
});

test('another interaction mode takes the map: the session goes static and drops the shape being drawn', async ({ s }) => {
  const p = s.page;
  await setMode(p, 'draw_polygon');
  await click(p, [150, 150]);
  await click(p, [250, 160]);
  await events(p);
  const r = await p.evaluate(() => {
    const w = window as any;
    const Mode = w.MapLib.core.Interaction as new (options: object) => { activate(view: unknown): void; deactivate(): void };
    const other = new (class extends Mode {})({ cursor: 'wait' });
    other.activate(w.__map);
    const state = { mode: w.__session.getMode(), drawing: w.__session.isDrawing(), active: w.__map.interactions.active === other };
    other.deactivate();
    return state;
  });
  assert.equal(r, { mode: 'static', drawing: false, active: true });
  assert.equal((await events(p)).map((e: any) => e.type), ['cancel', 'modechange']);
});

test('bad input: an unknown mode and GeoJSON that cannot be drawn are refused with a sentence', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const messages: string[] = [];
    for (const call of [() => w.__session.setMode('draw_hexagon'), () => w.__session.add({ type: 'Feature', geometry: null }), () => w.__session.add({ type: 'Polygon', coordinates: [[[0, 0], [1, 1]]] })]) {
      try {
        call();
      } catch (e) {
        messages.push(`${(e as Error).name}: ${(e as Error).message}`);
      }
    }
    return messages;
  });
  assert.is(r.length, 3);
  assert.match(r[0], /^MapLibError: DrawSession: unknown mode "draw_hexagon"; use one of draw_point, /);
  assert.match(r[1], /^MapLibError: DrawSession: add\(\): the input has no geometry/);
  assert.match(r[2], /^MapLibError: DrawSession: add\(\): shape .* was not added: /);
});

test('destroy: no terra-draw layer, source or map listener is left; the map keeps working', async ({ s }) => {
  const p = s.page;
  await setMode(p, 'draw_polygon');
  const r = await p.evaluate(() => {
    const w = window as any;
    w.__session.destroy();
    const m = w.__map.maplibre;
    return {
      layers: m.getLayersOrder().filter((id: string) => id.startsWith('sketch')),
      sources: Object.keys(m.getStyle().sources).filter((id) => id.startsWith('sketch')),
      listeners: Object.values(m._listeners ?? {}).reduce((n: number, a: any) => n + a.length, 0) - w.__base.listeners,
      active: w.__map.interactions.active,
      handlers: [m.dragPan.isEnabled(), m.doubleClickZoom.isEnabled()],
    };
  });
  assert.equal(r, { layers: [], sources: [], listeners: 0, active: null, handlers: [true, true] });
  const held = await holdings(p);
  assert.equal(held.layers, [], 'no style layer but the basemap\'s');
  assert.equal(s.errors, []);
});

test.run();
