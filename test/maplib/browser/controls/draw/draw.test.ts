// <Draw> in Chromium with a real mouse, keyboard and touchscreen, network cut: its toolbar (named buttons, the active
// mode pressed, reached with Tab); a polygon drawn from the toolbar by clicks and Enter reported by onCreate at the
// lon/lat of the clicked pixels and painted in its style, a style change repainting it in place; while drawing a drag
// does not pan and a double-click does not zoom, after the mode ends both do; Esc leaves nothing of a line; Backspace
// takes back a vertex; a rectangle by clicks and a circle by a drag with its size shown (showSize, onUpdateRadius);
// closeEdit; the delete button; a basemap switch keeps the shapes; unmount leaves no source, layer, listener or map.
// A second file part: a polygon drawn by touch taps in a hasTouch context (vanilla Draw), and touchEnabled off.
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, samplePixels, type Session } from '../../session.ts';
import { mountReact, holdings, type ReactMount } from '../../contract.ts';
import { idle, settled } from '../../thematicHelpers.ts';
import { launchBrowser, offlineContext, collectErrors } from '../../../../helpers/browser.ts';

const test = suite<{ s: Session; mount: ReactMount; base: Awaited<ReturnType<typeof holdings>> }>('Draw');

const RED = '#ff0000';
/** Where the drawn polygon's screenshot goes, to look at (made here: a fresh machine has no such folder). */
const SHOTS = '/tmp/w28draw';
const POLYGON_PX = [
  [200, 140],
  [400, 150],
  [420, 330],
  [210, 340],
];

test.before(async (ctx) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  ctx.s = await openSession();
  const p = ctx.s.page;
  ctx.mount = await mountReact(p, { style: { width: 800, height: 500 }, center: [10, 20], zoom: 4 }, [
    {
      type: 'Draw',
      props: { id: 'sketch', enableControl: true, showSize: true, styles: { fillColor: RED, fillOpacity: 0.8, active: { fillColor: RED, fillOpacity: 0.8 } } },
      events: { onCreate: '__creates', onModeChange: '__modes', onAdded: '__added', onRemoved: '__removed', onUpdateRadius: '__radius', onDelete: '__deletes' },
    },
  ]);
  await p.waitForFunction(() => (window as any).__added?.length === 1, undefined, { timeout: 30000 });
  // What the map holds without the Draw: the unmount test compares with it.
  await ctx.mount.renderWithoutChildren();
  await p.waitForFunction(() => (window as any).__removed?.length === 1);
  ctx.base = await holdings(p, 'window.__view');
  await ctx.mount.render();
  await p.waitForFunction(() => (window as any).__added?.length === 2, undefined, { timeout: 30000 });
  // The helpers' waits (idle, settled) read window.__map.
  await p.evaluate(() => {
    const w = window as any;
    ['__added', '__removed'].forEach((n) => w[n].splice(0, 1));
    w.__map = w.__view;
  });
  await idle(p);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

const draw = 'window.__reactLayers.sketch';

async function pagePoint(p: Page, [x, y]: number[]): Promise<{ x: number; y: number }> {
  const r = await p.evaluate(() => (window as any).__view.container.getBoundingClientRect().toJSON());
  return { x: r.left + x, y: r.top + y };
}

async function click(p: Page, px: number[], options: { button?: 'left' | 'right' } = {}): Promise<void> {
  const at = await pagePoint(p, px);
  await p.mouse.move(at.x - 4, at.y - 4);
  await p.mouse.move(at.x, at.y, { steps: 2 });
  await p.mouse.click(at.x, at.y, options);
}

async function drag(p: Page, from: number[], by: number[]): Promise<void> {
  const a = await pagePoint(p, from);
  await p.mouse.move(a.x, a.y);
  await p.mouse.down();
  await p.mouse.move(a.x + by[0], a.y + by[1], { steps: 12 });
  await p.mouse.up();
  await settled(p);
}

const camera = (p: Page) => p.evaluate(() => ({ center: (window as any).__view.getCenter(), zoom: (window as any).__view.getZoom() }));
/** The events an array collected (payloads without the drawer object), emptied. */
const take = (p: Page, name: string) => p.evaluate((n) => (window as any)[n].splice(0).map(({ drawer, map, ...rest }: any) => rest), name);
const buttons = (p: Page) =>
  p.evaluate(() => [...document.querySelectorAll('.maplib-draw-toolbar button')].map((b) => ({ name: b.getAttribute('aria-label'), pressed: b.getAttribute('aria-pressed') })));
const projectAll = (p: Page, positions: number[][]) => p.evaluate((list) => list.map((ll) => (window as any).__view.project(ll)), positions);

test('the toolbar: a named group of named buttons in the top-right corner, none pressed; onAdded gave the drawer', async ({ s }) => {
  const p = s.page;
  const r = await p.evaluate(() => {
    const panel = document.querySelector('.maplib-draw-toolbar')!;
    return { label: panel.getAttribute('aria-label'), role: panel.getAttribute('role'), corner: panel.parentElement!.className.trim() };
  });
  assert.equal(r, { label: '绘制工具', role: 'group', corner: 'maplibregl-ctrl-top-right' });
  assert.equal(await buttons(p), [
    { name: '画点', pressed: 'false' },
    { name: '画线', pressed: 'false' },
    { name: '画多边形', pressed: 'false' },
    { name: '画矩形', pressed: 'false' },
    { name: '画圆', pressed: 'false' },
    { name: '按半径画圆', pressed: 'false' },
    { name: '徒手画', pressed: 'false' },
    { name: '选择和编辑图形', pressed: 'false' },
    { name: '删除选中的图形（没有选中时删除全部）', pressed: null },
  ]);
  assert.ok(await p.evaluate((d) => (window as any).__added[0].drawer === (0, eval)(d), draw), 'onAdded({ drawer }) is the Draw object');
  await take(p, '__added');
});

test('a polygon from the toolbar: clicks and Enter → onCreate at the clicked lon/lat, painted red; no pan, no double-click zoom while drawing', async ({ s }) => {
  const p = s.page;
  await p.click('.maplib-draw-polygon');
  assert.equal((await buttons(p))[2], { name: '画多边形', pressed: 'true' });
  assert.equal(await take(p, '__modes'), [{ mode: 'draw_polygon', previous: 'static' }]);
  const expected = await p.evaluate((pxs) => pxs.map((px) => (window as any).__view.unproject(px)), POLYGON_PX);
  for (const px of POLYGON_PX) await click(p, px);
  const before = await camera(p);
  await drag(p, [100, 420], [150, 30]);
  assert.equal(await camera(p), before, 'the drag did not pan');
  await p.keyboard.press('Enter');
  const creates = await take(p, '__creates');
  assert.is(creates.length, 1);
  const ring = creates[0].features[0].geometry.coordinates[0];
  const pixels = await projectAll(p, ring.slice(0, -1));
  assert.is(pixels.length, 4);
  for (const [i, [x, y]] of POLYGON_PX.entries()) {
    const j = pixels.findIndex((q: any) => Math.hypot(q.x - x, q.y - y) <= 1);
    assert.ok(j >= 0, `a vertex within a pixel of click ${i}`);
    assert.ok(Math.abs(ring[j][0] - expected[i][0]) < 0.02 && Math.abs(ring[j][1] - expected[i][1]) < 0.02, `${ring[j]} ≈ ${expected[i]}`);
  }
  // Still drawing polygons: a double-click neither zooms nor makes a shape (its second click is on its first).
  const at = await pagePoint(p, [600, 420]);
  await p.mouse.dblclick(at.x, at.y);
  await settled(p);
  assert.equal(await camera(p), before, 'the double-click did not zoom');
  await p.keyboard.press('Escape');
  assert.is(await p.evaluate((d) => (0, eval)(d).getAll().features.length, draw), 1, 'nothing but the polygon');
  assert.equal((await buttons(p))[2].pressed, 'true', 'Esc dropped the double-click\'s shape, the mode stays');
  await idle(p);
  const [inside, outside] = await samplePixels(p, [{ x: 300, y: 240 }, { x: 600, y: 240 }], `${SHOTS}/draw-polygon.png`, '#root');
  assert.ok(inside[0] > 200 && inside[1] < 80 && inside[2] < 80, `red inside the polygon: ${inside}`);
  assert.ok(!(outside[0] > 200 && outside[1] < 80), `not red outside: ${outside}`);
});

test('styles change in place: the polygon turns green, nothing re-created', async ({ s, mount }) => {
  const p = s.page;
  await mount.render({ styles: { fillColor: '#00c000', fillOpacity: 0.8, active: { fillColor: RED, fillOpacity: 0.8 } } });
  await idle(p);
  const [inside] = await samplePixels(p, [{ x: 300, y: 240 }], undefined, '#root');
  assert.ok(inside[1] > 150 && inside[0] < 80, `green inside the polygon: ${inside}`);
  assert.equal(await take(p, '__added'), [], 'not re-created');
});

test('ending the mode from the toolbar: the button is released, a drag pans and a double-click zooms again', async ({ s }) => {
  const p = s.page;
  await p.click('.maplib-draw-polygon');
  assert.equal((await buttons(p))[2].pressed, 'false');
  assert.equal(await take(p, '__modes'), [{ mode: 'static', previous: 'draw_polygon' }]);
  const before = await camera(p);
  await drag(p, [100, 420], [150, 30]);
  assert.ok(Math.abs((await camera(p)).center[0] - before.center[0]) > 1, 'the drag panned');
  const at = await pagePoint(p, [600, 420]);
  await p.mouse.dblclick(at.x, at.y);
  await p.waitForFunction((z) => (window as any).__view.getZoom() > z + 0.5, before.zoom, { timeout: 10000 });
  await settled(p);
  await p.evaluate(() => (window as any).__view.jumpTo({ center: [10, 20], zoom: 4 }));
  await idle(p);
});

test('keyboard: Tab reaches the toolbar, Enter presses a button; Esc drops a line; Backspace takes back a vertex', async ({ s }) => {
  const p = s.page;
  await p.focus('.maplib-draw-point');
  await p.keyboard.press('Tab');
  assert.is(await p.evaluate(() => document.activeElement?.getAttribute('aria-label')), '画线');
  await p.keyboard.press('Enter');
  assert.equal((await buttons(p))[1].pressed, 'true', 'Enter on the focused button starts the line mode');
  for (const px of [[150, 380], [260, 420], [330, 360]]) await click(p, px);
  await p.keyboard.press('Escape');
  assert.is(await p.evaluate((d) => (0, eval)(d).getAll().features.length, draw), 1, 'only the polygon: nothing of the line');
  for (const px of [[150, 380], [260, 420], [330, 360]]) await click(p, px);
  await p.keyboard.press('Backspace');
  await p.keyboard.press('Enter');
  const line = (await take(p, '__creates'))[0].features[0];
  assert.is(line.geometry.coordinates.length, 2, 'Backspace took back the third vertex');
  await p.keyboard.press('Escape');
  assert.equal((await buttons(p))[1].pressed, 'false', 'a second Esc ended the mode');
  await take(p, '__modes');
});

test('a rectangle by two clicks; a circle by a drag, its radius and area shown while drawn and reported by onUpdateRadius', async ({ s }) => {
  const p = s.page;
  await p.click('.maplib-draw-rectangle');
  await click(p, [480, 160]);
  await click(p, [600, 260]);
  const rect = (await take(p, '__creates'))[0].features[0];
  assert.is(rect.properties.mode, 'rectangle');
  assert.is(rect.geometry.coordinates[0].length, 5);
  await p.click('.maplib-draw-circle');
  const a = await pagePoint(p, [560, 380]);
  await p.mouse.move(a.x, a.y);
  await p.mouse.down();
  await p.mouse.move(a.x + 60, a.y, { steps: 8 });
  // Mid-drag: the size label beside the pointer, the radius line on the map.
  const label = await p.evaluate(() => document.querySelector('.maplib-draw-size')?.textContent ?? null);
  assert.match(String(label), /^半径 \d+(\.\d+)? km · 面积 [\d,]+(\.\d+)? km²$/);
  const end = await p.evaluate(() => {
    const m = (window as any).__view.maplibre;
    return m.getLayer('sketch-size') ? (window as any).__view.project(m.getSource('sketch-size').serialize().data.geometry.coordinates[1]) : null;
  });
  assert.ok(end && Math.hypot(end.x - 620, end.y - 380) <= 1, `the radius line ends at the pointer: ${JSON.stringify(end)}`);
  await p.mouse.up();
  await settled(p);
  const circle = (await take(p, '__creates'))[0].features[0];
  assert.is(circle.properties.mode, 'circle');
  assert.is(await p.evaluate(() => document.querySelector('.maplib-draw-size')), null, 'the label goes with the drawing');
  const radius = await take(p, '__radius');
  const last = radius[radius.length - 1];
  assert.ok(radius.length > 1, 'reported while drawing and at the end');
  assert.ok(Math.abs(last.radiusinkm - circle.properties.radiusKilometers) < 1e-9, 'the reported radius is the shape\'s');
  assert.ok(Math.abs(last.area - Math.PI * last.radiusinkm ** 2) / last.area < 0.01, `area ${last.area} ≈ πr²`);
  const centre = await p.evaluate((c) => (window as any).__view.project(c), last.center);
  assert.ok(Math.hypot(centre.x - 560, centre.y - 380) <= 1, `centre at the press: ${JSON.stringify(centre)}`);
  await p.click('.maplib-draw-circle');
  await take(p, '__modes');
});

test('closeEdit: after one shape the mode ends by itself', async ({ s, mount }) => {
  const p = s.page;
  await mount.render({ closeEdit: true });
  await p.click('.maplib-draw-point');
  await click(p, [700, 300]);
  assert.is((await take(p, '__creates')).length, 1);
  await p.waitForFunction((d) => (0, eval)(d).getMode() === 'static', draw);
  assert.equal((await buttons(p))[0].pressed, 'false');
  assert.equal((await take(p, '__modes')).map((m: any) => m.mode), ['draw_point', 'static']);
  await mount.render({ closeEdit: false });
});

test('the delete button: the selected shape, then (nothing selected) all of them, each time with onDelete', async ({ s }) => {
  const p = s.page;
  const count = () => p.evaluate((d) => (0, eval)(d).getAll().features.length, draw);
  const total = await count();
  assert.is(total, 5, 'polygon, line, rectangle, circle, point');
  await p.click('.maplib-draw-select');
  await click(p, [300, 240]);
  await p.click('.maplib-draw-trash');
  let deleted = await take(p, '__deletes');
  assert.is(deleted.length, 1);
  assert.equal(deleted[0].features.map((f: any) => f.geometry.type), ['Polygon']);
  assert.is(await count(), total - 1);
  await p.click('.maplib-draw-trash');
  deleted = await take(p, '__deletes');
  assert.is(deleted[0].features.length, total - 1);
  assert.is(await count(), 0);
  await p.click('.maplib-draw-select');
  await take(p, '__modes');
});

test('a basemap switch keeps the shapes (terra-draw starts again on the new style); locale en re-words the toolbar', async ({ s, mount }) => {
  const p = s.page;
  await p.evaluate((d) => (0, eval)(d).add({ type: 'Feature', id: 'keep', properties: {}, geometry: { type: 'Point', coordinates: [10, 20] } }), draw);
  await p.evaluate(() => (window as any).__view.update({ basemap: 'none' }));
  await p.waitForFunction(() => (window as any).__view.maplibre.getSource('sketch-point'), undefined, { timeout: 20000 });
  assert.equal(await p.evaluate((d) => (0, eval)(d).getAll().features.map((f: any) => f.id), draw), ['keep']);
  await p.evaluate(() => (window as any).__view.update({ locale: 'en' }));
  assert.equal((await buttons(p)).slice(0, 3).map((b) => b.name), ['Draw a point', 'Draw a line', 'Draw a polygon']);
  assert.equal(s.errors, [], 'no MapLibre error for the layers the switch took');
});

test('unmount: no terra-draw source or layer, no size layer, no listener; onRemoved; no live map', async ({ s, mount, base }) => {
  const p = s.page;
  const withDraw = await holdings(p, 'window.__view');
  assert.ok(withDraw.sources.includes('sketch-polygon'));
  await mount.renderWithoutChildren();
  await p.waitForFunction(() => (window as any).__removed.length === 1);
  const after = await holdings(p, 'window.__view');
  assert.equal(after.sources, []);
  assert.equal(after.layers, []);
  assert.is(await p.evaluate(() => document.querySelectorAll('.maplib-draw-toolbar').length), 0, 'the toolbar is gone');
  assert.is(await p.evaluate(() => (window as any).__view.interactions.active), null);
  assert.is(after.listeners, base.listeners, 'the map\'s listeners are what they were without the Draw');
  assert.is(after.delegated, base.delegated);
  assert.is(after.markers, 0, 'no size label');
  await mount.unmount();
  assert.equal(s.errors, []);
});

test('touch: a polygon drawn by taps (vanilla Draw in a hasTouch context); with touchEnabled off taps draw nothing', async ({ s }) => {
  const browser = await launchBrowser();
  try {
    const context = await offlineContext(browser, { viewport: { width: 900, height: 700 }, hasTouch: true, isMobile: true });
    await context.addInitScript('globalThis.__name = (f) => f;');
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(s.server.origin + '/');
    await page.waitForFunction(() => (window as any).MapLib);
    await page.evaluate(async () => {
      const w = window as any;
      const map = (w.__map = w.MapLib.createMap(document.getElementById('map'), { center: [10, 20], zoom: 4 }));
      w.__created = [];
      w.__draw = map.add(new w.MapLib.core.Draw({ id: 'finger', defaultMode: 'draw_polygon', onCreate: (e: any) => w.__created.push(e.features) }));
      await map.ready();
      await w.__draw.ready();
    });
    const box = await page.evaluate(() => (window as any).__map.container.getBoundingClientRect().toJSON());
    const tap = (x: number, y: number) => page.touchscreen.tap(box.left + x, box.top + y);
    const taps = [[200, 150], [420, 160], [430, 350], [220, 360]];
    for (const [x, y] of taps) {
      await tap(x, y);
      await page.waitForTimeout(350); // apart from the next tap: not a double tap
    }
    await tap(taps[0][0], taps[0][1]); // the first vertex closes the polygon
    await page.waitForFunction(() => (window as any).__created.length === 1, undefined, { timeout: 10000 });
    const ring = await page.evaluate(() => (window as any).__created[0][0].geometry.coordinates[0]);
    const pixels = await page.evaluate((r) => r.map((ll: number[]) => (window as any).__map.project(ll)), ring);
    assert.is(ring.length, 5, 'four vertices, closed');
    for (const [x, y] of taps) assert.ok(pixels.some((q: any) => Math.hypot(q.x - x, q.y - y) <= 1), `a vertex at the tap ${x},${y}`);
    await page.evaluate(() => (window as any).__draw.update({ touchEnabled: false }));
    for (const [x, y] of [[600, 200], [700, 260], [650, 380]]) {
      await tap(x, y);
      await page.waitForTimeout(350);
    }
    assert.not.ok(await page.evaluate(() => (window as any).__draw.session.isDrawing()), 'taps do not draw');
    assert.equal(errors, []);
  } finally {
    await browser.close();
  }
});

test.run();
