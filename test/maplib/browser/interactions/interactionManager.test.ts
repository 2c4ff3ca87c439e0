// Interactions in Chromium with a real mouse: a mode suspending dragPan and doubleClickZoom stops a drag and a
// double-click from moving the map, and both work again after it; the hover pointer over a clickable GeoJSONLayer shows
// only while no mode is active; a layer's onClick and popup are held while a mode is; a handler option changed during a
// mode applies after it; destroy ends the mode.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, type Session } from '../session.ts';
import { freshMap, idle, settled } from '../thematicHelpers.ts';

const test = suite<{ s: Session }>('maplib interactions');

/** Where things are: the clickable polygon around [0, 0], an empty spot to drag and double-click, a lone popup point. */
const POLYGON_AT: [number, number] = [0, 0];
const EMPTY_AT: [number, number] = [-25, 10];
const POINT_AT: [number, number] = [25, -8];

test.before(async (ctx) => {
  ctx.s = await openSession();
  await freshMap(ctx.s.page, { center: [0, 0], zoom: 3 });
  await ctx.s.page.evaluate(() => {
    const w = window as any;
    const { core } = w.MapLib;
    w.__log = [];
    // The kind of mode Draw or Measure will be: a crosshair, no panning or double-click zoom, its own clicks.
    w.__mode = new (class PickMode extends core.Interaction {
      constructor() {
        super({ cursor: 'crosshair', suspends: ['dragPan', 'doubleClickZoom'] });
      }
      onActivate() {
        w.__log.push('activate');
        this.listen('click', () => w.__log.push('mode click'));
      }
      onDeactivate() {
        w.__log.push('deactivate');
      }
    })();
    w.__map.interactions.on('modechange', (e: any) => w.__log.push(`modechange ${!!e.previous}→${!!e.current}`));
    const square = { type: 'Polygon', coordinates: [[[-8, -8], [8, -8], [8, 8], [-8, 8], [-8, -8]]] };
    w.__map.add(new core.GeoJSONLayer({ id: 'square', data: square, onClick: () => w.__log.push('layer click') }));
    const lone = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: { name: 'lone' }, geometry: { type: 'Point', coordinates: [25, -8] } }] };
    w.__map.add(new core.ClusterLayer({ id: 'pts', geojson: lone, popup: '<b class="pp">{name}</b>' }));
  });
  await idle(ctx.s.page);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** The page position of a map point. */
async function at(page: Page, lngLat: [number, number]): Promise<{ x: number; y: number }> {
  return page.evaluate((ll) => {
    const view = (window as any).__map;
    const r = view.container.getBoundingClientRect();
    const p = view.project(ll);
    return { x: r.left + p.x, y: r.top + p.y };
  }, lngLat);
}

/** Moves the mouse onto a map point and returns the canvas's computed cursor there. */
async function cursorAt(page: Page, lngLat: [number, number]): Promise<string> {
  const p = await at(page, lngLat);
  await page.mouse.move(p.x - 3, p.y - 3);
  await page.mouse.move(p.x, p.y, { steps: 2 });
  return page.evaluate(() => getComputedStyle((window as any).__map.maplibre.getCanvas()).cursor);
}

/** A real left-button drag of 150 px from the empty spot; resolves once the map has settled. */
async function drag(page: Page): Promise<void> {
  const p = await at(page, EMPTY_AT);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.move(p.x + 150, p.y + 40, { steps: 10 });
  await page.mouse.up();
  await settled(page);
}

const camera = (page: Page) => page.evaluate(() => ({ center: (window as any).__map.getCenter(), zoom: (window as any).__map.getZoom() }));
const log = (page: Page) => page.evaluate(() => (window as any).__log.splice(0));
const popups = (page: Page) => page.evaluate(() => document.querySelectorAll('#map .maplibregl-popup .pp').length);

test('no mode: the pointer over the clickable polygon, the map default elsewhere', async ({ s }) => {
  assert.is(await cursorAt(s.page, POLYGON_AT), 'pointer');
  assert.is.not(await cursorAt(s.page, EMPTY_AT), 'pointer');
  assert.is(await cursorAt(s.page, POLYGON_AT), 'pointer', 'again on re-entering');
});

test("with the mode active: its cursor everywhere, a drag and a double-click leave the camera, clicks are the mode's", async ({ s }) => {
  await s.page.evaluate(() => (window as any).__mode.activate((window as any).__map));
  assert.equal(await log(s.page), ['activate', 'modechange false→true']);
  assert.is(await cursorAt(s.page, POLYGON_AT), 'crosshair', 'no hover pointer while the mode owns the cursor');
  assert.is(await cursorAt(s.page, EMPTY_AT), 'crosshair');
  const before = await camera(s.page);
  await drag(s.page);
  assert.equal(await camera(s.page), before, 'a drag does not pan');
  const p = await at(s.page, EMPTY_AT);
  await s.page.mouse.dblclick(p.x, p.y);
  await settled(s.page);
  assert.equal(await camera(s.page), before, 'a double-click does not zoom');
  // A vertex click on a feature: the layer's onClick and popup stay quiet, the mode hears it.
  for (const target of [POLYGON_AT, POINT_AT]) {
    const q = await at(s.page, target);
    await s.page.mouse.click(q.x, q.y);
  }
  await idle(s.page);
  assert.is(await popups(s.page), 0, 'no popup');
  // The double-click's two clicks and the two on features: all the mode's, no 'layer click'.
  assert.equal(await log(s.page), ['mode click', 'mode click', 'mode click', 'mode click']);
});

test('after deactivate: the pointer is back, a drag pans, a double-click zooms, clicks reach the layers again', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__mode.deactivate());
  assert.equal(await log(s.page), ['deactivate', 'modechange true→false']);
  assert.is(await cursorAt(s.page, POLYGON_AT), 'pointer');
  const before = await camera(s.page);
  await drag(s.page);
  const dragged = await camera(s.page);
  assert.ok(Math.abs(dragged.center[0] - before.center[0]) > 5, `the drag panned: ${before.center} → ${dragged.center}`);
  assert.is(dragged.zoom, before.zoom);
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [0, 0], zoom: 3 }));
  await idle(s.page);
  const p = await at(s.page, EMPTY_AT);
  await s.page.mouse.dblclick(p.x, p.y);
  await s.page.waitForFunction(() => (window as any).__map.getZoom() > 3.5, undefined, { timeout: 10000 });
  await settled(s.page);
  assert.ok(Math.abs((await camera(s.page)).zoom - 4) < 0.01, 'a double-click zooms in one level');
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [0, 0], zoom: 3 }));
  await idle(s.page);
  const q = await at(s.page, POLYGON_AT);
  await s.page.mouse.click(q.x, q.y);
  const r = await at(s.page, POINT_AT);
  await s.page.mouse.click(r.x, r.y);
  await s.page.waitForSelector('#map .maplibregl-popup .pp');
  assert.equal(await log(s.page), ['layer click']);
});

test('update({ doubleClickZoom: false }) while the mode holds it applies when the mode ends; a held handler is off', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    w.__mode.activate(w.__map);
    const during = [m.dragPan.isEnabled(), m.doubleClickZoom.isEnabled(), m.scrollZoom.isEnabled()];
    w.__map.update({ doubleClickZoom: false });
    w.__mode.deactivate();
    const after = [m.dragPan.isEnabled(), m.doubleClickZoom.isEnabled()];
    w.__map.update({ doubleClickZoom: true });
    w.__log.splice(0);
    return { during, after, restored: m.doubleClickZoom.isEnabled() };
  });
  assert.equal(r, { during: [false, false, true], after: [true, false], restored: true });
});

test('destroying the map ends the active mode (onDeactivate, modechange); no map is left', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const w = window as any;
    w.__mode.activate(w.__map);
    w.__map.destroy();
    return { log: w.__log.splice(0), active: w.__mode.active, live: w.MapLib.core.getLiveMapCount() };
  });
  assert.equal(r, { log: ['activate', 'modechange false→true', 'deactivate', 'modechange true→false'], active: false, live: 0 });
  assert.equal(s.errors, []);
});

test.run();
