// Hawkeye in Chromium, network cut: a second small map in the bottom-right corner, 4 zoom levels out, drawing the main
// view's four corners as a box (pixel samples) that follows the main map (a jump, a rotation, a pitch); a real mouse
// drag of the box moves the main map's centre by the dragged pixels × 2^−zoomOffset in the dragged direction while
// the overview stays put and neither map's own pan starts; a click recentres the main map on the clicked place; a drag
// beside the box pans the overview alone; a wheel or double click on it zooms nothing; collapse by click, expand by
// Enter at full size and caught up; every prop at runtime; clear errors; one finger drags the box and a tap recentres;
// removing the control or the map leaves no live map, listener or panel; the React component likewise.
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { offlineContext } from '../../../../helpers/browser.ts';
import { touchDrag } from '../../../../helpers/touch.ts';
import { mountReact } from '../../contract.ts';
import { openSession, samplePixels, waitIdle, type Session } from '../../session.ts';

const test = suite<{ s: Session }>('Hawkeye');
const SHOTS = '/tmp/w28hawk';
const FRAME = '#map .maplib-hawkeye-map';
const MAGENTA = { color: '#ff00ff', fillOpacity: 0.6 };

test.before(async (ctx) => {
  ctx.s = await openSession();
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** Whether a pixel is the box's magenta fill over the basemap (land or sea): red and blue high, green low. */
const isMagenta = (px: number[]) => px[0] > 190 && px[2] > 190 && px[1] < 130;
const isGreen = (px: number[]) => px[1] > 170 && px[0] < 130 && px[2] < 130;

/**
 * A map in #map (800×500, centre [110, 30], zoom 5) with a Hawkeye in a magenta box, as window.__map / window.__hawk;
 * its events in window.__events. Returns the live-map count before the main map was made.
 */
async function mountVanilla(page: Page, hawkProps: Record<string, unknown> = {}): Promise<number> {
  const before = await page.evaluate(
    ({ hawkProps, box }) => {
      const w = window as any;
      for (const v of w.MapLib.core.getLiveMaps()) v.destroy();
      const { core, createMap } = w.MapLib;
      const before = core.getLiveMapCount();
      w.__map = createMap(document.getElementById('map'), { center: [110, 30], zoom: 5 });
      w.__events = [];
      const push = ({ hawkeye, ...e }: any) => w.__events.push({ ...e, same: hawkeye === w.__hawk });
      w.__hawk = w.__map.add(new core.Hawkeye({ boxStyle: box, onToggle: push, onNavigate: push, ...hawkProps }));
      return before;
    },
    { hawkProps, box: MAGENTA },
  );
  await settle(page);
  return before;
}

/** Both maps loaded and idle. */
async function settle(page: Page): Promise<void> {
  await waitIdle(page, 'window.__map');
  await page.waitForFunction(() => !!(window as any).__hawk.getOverview());
  await waitIdle(page, 'window.__hawk.getOverview()');
}

/** The overview canvas's page rectangle and where the main map's centre is on it (overview pixels). */
async function overviewState(page: Page) {
  return page.evaluate(() => {
    const w = window as any;
    const o = w.__hawk.getOverview();
    const r = o.maplibre.getCanvas().getBoundingClientRect();
    const [lng, lat] = w.__map.getCenter();
    const c = o.project([w.MapLib.core.longitudeNear(lng, o.getCenter()[0]), lat]);
    return { left: r.left, top: r.top, width: r.width, height: r.height, centre: [c.x, c.y] as [number, number], overviewCenter: o.getCenter() as [number, number], overviewZoom: o.getZoom() as number };
  });
}

/** The box drawn against the main map's corners unprojected now: the largest difference in degrees. */
async function boxError(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    const [cw, ch] = [m.getCanvas().clientWidth, m.getCanvas().clientHeight];
    const ring = w.__hawk.getBox().coordinates[0];
    const ref = w.__hawk.getOverview().getCenter()[0];
    const corners = [[0, 0], [cw, 0], [cw, ch], [0, ch]].map((p) => w.__map.unproject(p));
    let worst = ring.length === 5 ? 0 : Infinity;
    corners.forEach(([lng, lat]: [number, number], i: number) => {
      worst = Math.max(worst, Math.abs(w.MapLib.core.longitudeNear(lng, ref) - ring[i][0]), Math.abs(Math.max(-85.0511, Math.min(85.0511, lat)) - ring[i][1]));
    });
    return worst;
  });
}

const settleMain = (page: Page) => page.waitForFunction(() => !(window as any).__map.maplibre.isMoving() && !(window as any).__hawk.getOverview().maplibre.isMoving());

test('mounts bottom-right: a second live map, 200×150, four levels out, its box on the main view’s corners', async ({ s }) => {
  const before = await mountVanilla(s.page);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const o = w.__hawk.getOverview();
    const canvas = o.maplibre.getCanvas();
    return {
      live: w.MapLib.core.getLiveMapCount(),
      corner: w.__hawk.panel.parentElement.className.trim(),
      size: [canvas.clientWidth, canvas.clientHeight],
      zoom: o.getZoom(),
      center: o.getCenter().map((n: number) => Math.round(n * 1e6) / 1e6),
      group: `${w.__hawk.panel.getAttribute('role')}:${w.__hawk.panel.getAttribute('aria-label')}`,
      layers: o.maplibre.getLayersOrder().filter((id: string) => id.startsWith('maplib-hawkeye')),
      tabIndex: canvas.tabIndex,
    };
  });
  assert.equal(r, { live: before + 2, corner: 'maplibregl-ctrl-bottom-right', size: [200, 150], zoom: 1, center: [110, 30], group: 'group:鹰眼', layers: ['maplib-hawkeye-box-fill', 'maplib-hawkeye-box-line'], tabIndex: -1 });
  assert.ok((await boxError(s.page)) < 1e-9, 'the box is the main view’s four corners');
  const o = await overviewState(s.page);
  // The main view is 800×500 at zoom 5, so 50×31 overview pixels at zoom 1: inside near the centre, outside 40 px off.
  const [cx, cy] = o.centre;
  const px = await samplePixels(s.page, [{ x: cx, y: cy }, { x: cx + 18, y: cy - 10 }, { x: cx - 40, y: cy }, { x: cx, y: cy + 30 }], `${SHOTS}/hawkeye-mounted.png`, FRAME);
  assert.ok(isMagenta(px[0]) && isMagenta(px[1]), `inside the box: ${px[0]} ${px[1]}`);
  assert.ok(!isMagenta(px[2]) && !isMagenta(px[3]), `outside the box: ${px[2]} ${px[3]}`);
  await s.page.screenshot({ path: `${SHOTS}/hawkeye-page-light.png`, clip: { x: 0, y: 0, width: 800, height: 500 } });
});

test('the box follows the main map: a jump (the overview goes along, zoom offset kept), a rotation and a pitch', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [120, 35], zoom: 6 }));
  await settle(s.page);
  let o = await overviewState(s.page);
  assert.equal(o.overviewCenter.map((n) => Math.round(n * 1e6) / 1e6), [120, 35]);
  assert.is(o.overviewZoom, 2);
  assert.ok((await boxError(s.page)) < 1e-9);
  let px = await samplePixels(s.page, [{ x: o.centre[0], y: o.centre[1] }], undefined, FRAME);
  assert.ok(isMagenta(px[0]), `box at the new place: ${px[0]}`);

  await s.page.evaluate(() => (window as any).__map.jumpTo({ bearing: 30, pitch: 45 }));
  await settle(s.page);
  assert.ok((await boxError(s.page)) < 1e-9, 'the rotated, pitched view’s four corners');
  const shape = await s.page.evaluate(() => (window as any).__hawk.getBox().coordinates[0]);
  assert.ok(Math.abs(shape[0][1] - shape[1][1]) > 0.5, `a rotated box: the top edge is not a parallel (${shape[0]} / ${shape[1]})`);
  o = await overviewState(s.page);
  px = await samplePixels(s.page, [{ x: o.centre[0], y: o.centre[1] }], `${SHOTS}/hawkeye-rotated.png`, FRAME);
  assert.ok(isMagenta(px[0]), `the centre inside the quadrilateral: ${px[0]}`);
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [110, 30], zoom: 5, bearing: 0, pitch: 0 }));
  await settle(s.page);
});

test('a mouse drag of the box moves the main centre by the dragged pixels × 16, that way; the overview holds still; no map pans', async ({ s }) => {
  const o = await overviewState(s.page);
  const start = { x: o.left + o.centre[0], y: o.top + o.centre[1] };
  const [dx, dy] = [40, -30];
  const expected = await s.page.evaluate(
    ([x, y]) => {
      const w = window as any;
      w.__seen = { mainDrag: 0, overviewDrag: 0, mainDown: 0 };
      w.__map.on('dragstart', () => w.__seen.mainDrag++);
      w.__hawk.getOverview().on('dragstart', () => w.__seen.overviewDrag++);
      w.__map.on('mousedown', () => w.__seen.mainDown++);
      w.__events.length = 0;
      w.__oldCenter = w.__map.getCenter();
      return w.__hawk.getOverview().unproject([x, y]);
    },
    [o.centre[0] + dx, o.centre[1] + dy],
  );
  await s.page.mouse.move(start.x, start.y);
  await s.page.mouse.down();
  await s.page.mouse.move(start.x + dx, start.y + dy, { steps: 12 });
  const during = await overviewState(s.page);
  const cursor = await s.page.evaluate(() => (window as any).__hawk.getOverview().maplibre.getCanvas().style.cursor);
  await s.page.mouse.up();
  await settleMain(s.page);
  assert.equal(during.overviewCenter, o.overviewCenter, 'the overview did not move during the drag');
  assert.is(cursor, 'grabbing');
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const p = w.__map.project(w.__oldCenter);
    return { center: w.__map.getCenter(), oldAt: [p.x, p.y], seen: w.__seen, events: w.__events, overview: w.__hawk.getOverview().getCenter() };
  });
  assert.ok(Math.abs(r.center[0] - expected[0]) < 1e-6 && Math.abs(r.center[1] - expected[1]) < 1e-6, `centre ${r.center} where the box’s centre went, ${expected}`);
  assert.ok(r.center[0] > 110 && r.center[1] > 30, 'dragged right and up: the map went east and north');
  // Both maps are Web Mercator: 4 zoom levels are exactly 16× in pixels. The old centre moved the other way.
  assert.ok(Math.abs(r.oldAt[0] - (400 - 16 * dx)) < 2 && Math.abs(r.oldAt[1] - (250 - 16 * dy)) < 2, `old centre now at ${r.oldAt}, expected ${[400 - 16 * dx, 250 - 16 * dy]}`);
  assert.equal(r.seen, { mainDrag: 0, overviewDrag: 0, mainDown: 0 }, 'neither map’s own pan started; the main map heard no press');
  assert.equal(r.events, [{ center: r.center, via: 'drag', same: true }], 'one onNavigate, when the drag ended');
  assert.ok(Math.abs(r.overview[0] - r.center[0]) < 1e-6 && Math.abs(r.overview[1] - r.center[1]) < 1e-6, 'then the overview recentred on the main map');
  assert.ok((await boxError(s.page)) < 1e-9);
});

test('a click on the overview recentres the main map there, zoom kept; a drag beside the box pans the overview alone', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [110, 30], zoom: 5 }));
  await settle(s.page);
  const o = await overviewState(s.page);
  // Whole page pixels: a mouse event's clientX / clientY are whole numbers (one overview pixel is ~0.6° here).
  const click = { x: Math.round(o.left + o.centre[0] - 60), y: Math.round(o.top + o.centre[1] + 40) };
  const expected = await s.page.evaluate((p) => {
    (window as any).__events.length = 0;
    return (window as any).__hawk.getOverview().unproject(p);
  }, [click.x - o.left, click.y - o.top]);
  await s.page.mouse.click(click.x, click.y);
  await settleMain(s.page);
  let r = await s.page.evaluate(() => ({ center: (window as any).__map.getCenter(), zoom: (window as any).__map.getZoom(), events: (window as any).__events }));
  assert.ok(Math.abs(r.center[0] - expected[0]) < 1e-6 && Math.abs(r.center[1] - expected[1]) < 1e-6, `recentred on ${r.center}, clicked ${expected}`);
  assert.ok(r.center[0] < 110 && r.center[1] < 30, 'clicked left of and below the box: west and south');
  assert.is(r.zoom, 5);
  assert.equal(r.events, [{ center: expected, via: 'click', same: true }]);

  await settle(s.page);
  const before = await overviewState(s.page);
  const mainBefore = r.center;
  // From the overview's bottom-right part, away from the box and from the collapse button (its top-left corner).
  await s.page.mouse.move(before.left + before.width - 70, before.top + before.height - 50);
  await s.page.mouse.down();
  await s.page.mouse.move(before.left + before.width - 10, before.top + before.height - 10, { steps: 10 });
  await s.page.mouse.up();
  await settleMain(s.page);
  const after = await overviewState(s.page);
  r = await s.page.evaluate(() => ({ center: (window as any).__map.getCenter(), zoom: 0, events: (window as any).__events }));
  assert.equal(r.center, mainBefore, 'the main map stayed');
  assert.ok(after.overviewCenter[0] < before.overviewCenter[0] - 10, `the overview panned: ${before.overviewCenter} → ${after.overviewCenter}`);
  assert.is(r.events.length, 1, 'no onNavigate for panning the overview');
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [111, 31] }));
  const back = await overviewState(s.page);
  assert.equal(back.overviewCenter.map((n) => Math.round(n * 1e6) / 1e6), [111, 31], 'the next move of the main map brings the overview back');
});

test('a wheel or a double click on the overview zooms neither map', async ({ s }) => {
  await settle(s.page);
  const o = await overviewState(s.page);
  const zooms = () => s.page.evaluate(() => [(window as any).__map.getZoom(), (window as any).__hawk.getOverview().getZoom()]);
  const before = await zooms();
  // Away from the box and from the collapse button (the overview's top-left corner).
  await s.page.mouse.move(o.left + o.width - 20, o.top + o.height - 20);
  await s.page.mouse.wheel(0, -500);
  await s.page.mouse.dblclick(o.left + o.width - 25, o.top + o.height - 25);
  await s.page.waitForTimeout(400); // a wheel or double-click zoom would be easing by now
  await settleMain(s.page);
  assert.equal(await zooms(), before);
});

test('collapse by a real click hides the overview; Enter expands it at full size, caught up with moves made meanwhile', async ({ s }) => {
  await s.page.evaluate(() => {
    (window as any).__map.jumpTo({ center: [110, 30], zoom: 5 });
    (window as any).__events.length = 0;
  });
  await settle(s.page);
  await s.page.getByRole('button', { name: '收起鹰眼', exact: true }).click();
  const collapsed = await s.page.evaluate(() => {
    const w = window as any;
    const frame = w.__hawk.panel.querySelector('.maplib-hawkeye-map');
    const button = w.__hawk.panel.querySelector('button');
    const panel = w.__hawk.panel.getBoundingClientRect();
    return { hidden: frame.hidden, frameHeight: frame.getBoundingClientRect().height, expanded: button.getAttribute('aria-expanded'), panel: [Math.round(panel.width), Math.round(panel.height)], state: w.__hawk.isCollapsed(), events: w.__events };
  });
  assert.equal(collapsed, { hidden: true, frameHeight: 0, expanded: 'false', panel: [collapsed.panel[0], collapsed.panel[1]], state: true, events: [{ collapsed: true, same: true }] });
  assert.ok(collapsed.panel[0] <= 40 && collapsed.panel[1] <= 40, `collapsed to the button: ${collapsed.panel}`);
  await s.page.screenshot({ path: `${SHOTS}/hawkeye-collapsed.png`, clip: { x: 500, y: 300, width: 300, height: 200 } });
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [80, 20] }));
  const expand = s.page.getByRole('button', { name: '展开鹰眼', exact: true });
  await expand.focus();
  await s.page.keyboard.press('Enter');
  await settle(s.page);
  const o = await overviewState(s.page);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const canvas = w.__hawk.getOverview().maplibre.getCanvas();
    return { size: [canvas.clientWidth, canvas.clientHeight], buffer: [canvas.width / devicePixelRatio, canvas.height / devicePixelRatio], events: w.__events, focused: document.activeElement?.getAttribute('aria-label') };
  });
  assert.equal(r.size, [200, 150]);
  assert.equal(r.buffer, [200, 150], 'the drawing buffer resized with it');
  assert.equal(o.overviewCenter.map((n) => Math.round(n * 1e6) / 1e6), [80, 20], 'caught up with the move made while collapsed');
  assert.equal(r.events, [{ collapsed: true, same: true }, { collapsed: false, same: true }]);
  assert.is(r.focused, '收起鹰眼', 'the focused button now offers to collapse');
  const px = await samplePixels(s.page, [{ x: o.centre[0], y: o.centre[1] }], `${SHOTS}/hawkeye-expanded.png`, FRAME);
  assert.ok(isMagenta(px[0]), `the box drawn again: ${px[0]}`);
  assert.ok((await boxError(s.page)) < 1e-9);
});

test('props at runtime: size, zoomOffset, boxStyle, basemap, collapsed, locale in place; position re-makes it in the new corner', async ({ s }) => {
  const ids = () => s.page.evaluate(() => (window as any).MapLib.core.getLiveMaps().length);
  const liveBefore = await ids();
  const overviewBefore = await s.page.evaluate(() => ((window as any).__firstOverview = (window as any).__hawk.getOverview()) && 1);
  assert.is(overviewBefore, 1);
  await s.page.evaluate(() => (window as any).__hawk.update({ width: 260, height: 180, zoomOffset: -2, boxStyle: { color: '#00ff00', fillOpacity: 0.6 } }));
  await settle(s.page);
  let o = await overviewState(s.page);
  assert.equal([o.width, o.height], [260, 180]);
  assert.is(o.overviewZoom, 3);
  let px = await samplePixels(s.page, [{ x: o.centre[0], y: o.centre[1] }], `${SHOTS}/hawkeye-green.png`, FRAME);
  assert.ok(isGreen(px[0]), `green box: ${px[0]}`);
  assert.ok(await s.page.evaluate(() => (window as any).__hawk.getOverview() === (window as any).__firstOverview), 'the same overview map');

  await s.page.evaluate(() => (window as any).__hawk.update({ basemap: 'militray' }));
  await s.page.waitForFunction(() => (window as any).__hawk.getOverview().maplibre.getLayer('maplib-hawkeye-box-fill') && (window as any).__hawk.getOverview().isStyleReady());
  await settle(s.page);
  o = await overviewState(s.page);
  px = await samplePixels(s.page, [{ x: o.centre[0], y: o.centre[1] }, { x: 8, y: o.height - 8 }], `${SHOTS}/hawkeye-militray.png`, FRAME);
  assert.ok(isGreen(px[0]), `the box came back on the new basemap: ${px[0]}`);
  assert.ok(Math.max(...px[1]) < 110, `the military palette is dark: ${px[1]}`);

  await s.page.evaluate(() => (window as any).__hawk.update({ collapsed: true }));
  assert.ok(await s.page.evaluate(() => (window as any).__hawk.panel.querySelector('.maplib-hawkeye-map').hidden));
  await s.page.evaluate(() => (window as any).__hawk.update({ collapsed: false }));
  assert.not.ok(await s.page.evaluate(() => (window as any).__hawk.panel.querySelector('.maplib-hawkeye-map').hidden));

  await s.page.evaluate(() => (window as any).__map.update({ locale: 'en' }));
  assert.is(await s.page.getByRole('button', { name: 'Hide overview map', exact: true }).count(), 1);
  assert.is(await s.page.getByRole('group', { name: 'Overview map', exact: true }).count(), 1);
  await s.page.evaluate(() => (window as any).__map.update({ locale: undefined }));

  await s.page.evaluate(() => (window as any).__hawk.update({ position: 'top-left' }));
  await settle(s.page);
  const moved = await s.page.evaluate(() => {
    const w = window as any;
    return { corner: w.__hawk.panel.parentElement.className.trim(), fresh: w.__hawk.getOverview() !== w.__firstOverview, oldGone: w.__firstOverview.removed, arrow: w.__hawk.panel.querySelector('.maplib-ctrl-icon').textContent, size: [w.__hawk.getOverview().maplibre.getCanvas().clientWidth, w.__hawk.getOverview().maplibre.getCanvas().clientHeight] };
  });
  assert.equal(moved, { corner: 'maplibregl-ctrl-top-left', fresh: true, oldGone: true, arrow: '↖', size: [260, 180] });
  assert.is(await ids(), liveBefore, 'one overview for the old one');
  o = await overviewState(s.page);
  px = await samplePixels(s.page, [{ x: o.centre[0], y: o.centre[1] }], `${SHOTS}/hawkeye-top-left.png`, FRAME);
  assert.ok(isGreen(px[0]), `drawn in its new corner with its props: ${px[0]}`);
});

test('bad props: one clear message naming the prop', async ({ s }) => {
  const messages = await s.page.evaluate(() => {
    const { Hawkeye } = (window as any).MapLib.core;
    const tryIt = (props: object) => {
      try {
        new Hawkeye(props);
        return 'ok';
      } catch (e) {
        return `${(e as Error).name}: ${(e as Error).message}`;
      }
    };
    return [tryIt({ zoomOffset: 3 }), tryIt({ width: 10 }), tryIt({ boxStyle: { fillOpacity: 2 } }), tryIt({ basemap: 'nope' }), tryIt({ collapsed: 'yes' }), tryIt({ position: 'middle' })];
  });
  assert.equal(messages.slice(0, 3), [
    'MapLibError: Hawkeye: zoomOffset must be between -10 and 0, got 3',
    'MapLibError: Hawkeye: width must be between 60 and 1000, got 10',
    'MapLibError: Hawkeye: boxStyle.fillOpacity must be between 0 and 1, got 2',
  ]);
  assert.match(messages[3], /^MapLibError: Hawkeye: basemap must be one of 'offline', .*got "nope"$/);
  assert.is(messages[4], 'MapLibError: Hawkeye: collapsed must be true or false, got "yes"');
  assert.match(messages[5], /^MapLibError: Hawkeye: position must be /);
});

test('touch: one finger drags the box and the main map follows; a tap recentres it', async ({ s }) => {
  const context = await offlineContext(s.browser, { viewport: { width: 1000, height: 700 }, hasTouch: true });
  await context.addInitScript('globalThis.__name = (f) => f;');
  const page = await context.newPage();
  try {
    await page.goto(s.server.origin + '/');
    await page.waitForFunction(() => (window as any).MapLib);
    await mountVanilla(page);
    const o = await overviewState(page);
    const [dx, dy] = [-36, 24];
    const expected = await page.evaluate((p) => (window as any).__hawk.getOverview().unproject(p), [o.centre[0] + dx, o.centre[1] + dy]);
    await touchDrag(page, { x: o.left + o.centre[0], y: o.top + o.centre[1] }, { x: o.left + o.centre[0] + dx, y: o.top + o.centre[1] + dy }, 12);
    await settleMain(page);
    let r = await page.evaluate(() => ({ center: (window as any).__map.getCenter(), events: (window as any).__events }));
    assert.ok(Math.abs(r.center[0] - expected[0]) < 1e-6 && Math.abs(r.center[1] - expected[1]) < 1e-6, `centre ${r.center}, expected ${expected}`);
    assert.ok(r.center[0] < 110 && r.center[1] < 30, 'dragged left and down: west and south');
    assert.equal(r.events.map((e: any) => e.via), ['drag']);

    await settle(page);
    const t = await overviewState(page);
    const tap = { x: Math.round(t.left + t.centre[0] + 55), y: Math.round(t.top + t.centre[1] - 35) };
    const tapped = await page.evaluate((p) => (window as any).__hawk.getOverview().unproject(p), [tap.x - t.left, tap.y - t.top]);
    await page.touchscreen.tap(tap.x, tap.y);
    await page.waitForFunction(() => (window as any).__events.length === 2);
    await settleMain(page);
    r = await page.evaluate(() => ({ center: (window as any).__map.getCenter(), events: (window as any).__events }));
    assert.ok(Math.abs(r.center[0] - tapped[0]) < 1e-6 && Math.abs(r.center[1] - tapped[1]) < 1e-6, `tap: centre ${r.center}, expected ${tapped}`);
    assert.equal(r.events.map((e: any) => e.via), ['drag', 'click']);
  } finally {
    await context.close();
  }
});

test('removing the control destroys the overview: live maps, listeners and corner as before; destroying the map leaves none', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    for (const v of w.MapLib.core.getLiveMaps()) v.destroy();
    w.__map = w.MapLib.createMap(document.getElementById('map'), { center: [110, 30], zoom: 5 });
  });
  await waitIdle(s.page);
  const count = () =>
    s.page.evaluate(() => {
      const w = window as any;
      const m = w.__map.maplibre;
      return {
        live: w.MapLib.core.getLiveMapCount(),
        listeners: Object.fromEntries(Object.entries(m._listeners ?? {}).map(([k, v]: [string, any]) => [k, v.length]).filter(([, n]) => n)),
        panels: w.__map.container.querySelectorAll('.maplib-hawkeye').length,
        canvases: w.__map.container.querySelectorAll('canvas').length,
      };
    });
  const before = await count();
  await s.page.evaluate(() => ((window as any).__hawk = (window as any).__map.add(new (window as any).MapLib.core.Hawkeye())));
  await settle(s.page);
  const during = await count();
  assert.equal([during.live, during.panels, during.canvases], [before.live + 1, 1, 2]);
  const gone = await s.page.evaluate(() => {
    const w = window as any;
    const o = w.__hawk.getOverview();
    w.__hawk.remove();
    return { overviewRemoved: o.removed, overview: w.__hawk.getOverview() ?? null };
  });
  assert.equal(gone, { overviewRemoved: true, overview: null });
  assert.equal(await count(), before, 'live maps, main-map listeners, panels and canvases as before');

  await s.page.evaluate(() => ((window as any).__hawk = (window as any).__map.add(new (window as any).MapLib.core.Hawkeye({ collapsed: true }))));
  const last = await s.page.evaluate(() => {
    const w = window as any;
    const live = w.MapLib.core.getLiveMapCount();
    w.__map.destroy();
    return [live, w.MapLib.core.getLiveMapCount()];
  });
  assert.equal(last, [2, 0], 'a collapsed Hawkeye holds its overview; the main map’s destroy takes both');
});

test('React: <Hawkeye> adds a second map, takes prop changes in place, and unmounting leaves no live map', async ({ s }) => {
  const mount = await mountReact(s.page, { center: [116.4, 39.9], zoom: 6, style: { width: 800, height: 500 } }, [{ type: 'Hawkeye', props: { id: 'hawk', zoomOffset: -3, boxStyle: MAGENTA }, events: { onToggle: '__toggles' } }]);
  await s.page.waitForFunction(() => (window as any).MapLib.core.getLiveMapCount() === 2 && (window as any).__reactLayers?.hawk?.getOverview()?.isLoaded);
  const read = () =>
    s.page.evaluate(() => {
      const h = (window as any).__reactLayers.hawk;
      const c = h.getOverview().maplibre.getCanvas();
      return { zoom: h.getOverview().getZoom(), size: [c.clientWidth, c.clientHeight], collapsed: h.isCollapsed() };
    });
  const first = await read();
  assert.equal([first.zoom, first.size], [3, [200, 150]]);
  await mount.render({ width: 240, zoomOffset: -5 });
  await s.page.waitForFunction(() => (window as any).__reactLayers.hawk.getOverview().maplibre.getCanvas().clientWidth === 240);
  const second = await read();
  assert.equal([second.zoom, second.size], [1, [240, 150]]);
  assert.ok(await s.page.evaluate(() => (window as any).MapLib.core.getLiveMapCount() === 2), 'updated in place: still two maps');
  await s.page.getByRole('button', { name: '收起鹰眼', exact: true }).click();
  assert.equal(await s.page.evaluate(() => (window as any).__toggles.map((e: any) => e.collapsed)), [true]);
  await mount.render({ width: 240, zoomOffset: -5 });
  assert.ok((await read()).collapsed, 'a render passing the same props leaves the button’s choice alone');
  await mount.unmount();
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
