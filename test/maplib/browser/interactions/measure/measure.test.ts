// Measure in Chromium with a real mouse and keyboard, network cut, mounted with React: a polygon drawn by clicks and
// finished with Enter is measured live and at the end within 0.5 % of the geodesic truth of the clicked pixels
// (unprojected by the map, measured by core/geo's geometryArea); with `both` the planar figure shows beside it; while
// measuring a drag does not pan and a double-click does not zoom, afterwards both do; method and unit changes re-word the
// label; taking Measure out leaves no source, layer, marker or listener, and unmounting leaves no map.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, type Session } from '../../session.ts';
import { holdings, mountReact, type ReactMount } from '../../contract.ts';
import { idle, settled } from '../../thematicHelpers.ts';

const test = suite<{ s: Session; react: ReactMount; base: Awaited<ReturnType<typeof holdings>> }>('maplib Measure');

/** Container pixels clicked for the polygon (the map is 800 × 500). */
const POLYGON_PX = [
  [300, 150],
  [500, 160],
  [520, 330],
  [310, 340],
];
const VIEW = 'window.__view';

test.before(async (ctx) => {
  ctx.s = await openSession();
  const p = ctx.s.page;
  ctx.react = await mountReact(p, { style: { width: 800, height: 500 }, basemap: 'none', center: [116.5, 39.5], zoom: 7, locale: 'en', maplibreOptions: { fadeDuration: 0 } }, [
    { type: 'Measure', props: { id: 'm', measureMode: 'measure-area' }, events: { onMeasureResult: '__results', onMeasureCreate: '__creates', onAdded: '__added', onRemoved: '__removed' } },
  ]);
  await p.waitForFunction(() => (window as any).__reactLayers?.m?.session?.isReady === true, null, { timeout: 20000 });
  await idle(p, VIEW);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

async function page(p: Page, [x, y]: number[]): Promise<{ x: number; y: number }> {
  const r = await p.evaluate(() => (window as any).__view.container.getBoundingClientRect().toJSON());
  return { x: r.left + x, y: r.top + y };
}
async function click(p: Page, px: number[]): Promise<void> {
  const at = await page(p, px);
  await p.mouse.move(at.x - 4, at.y - 4);
  await p.mouse.move(at.x, at.y, { steps: 2 });
  await p.mouse.click(at.x, at.y);
}
async function drag(p: Page, from: number[], by: number[]): Promise<void> {
  const a = await page(p, from);
  await p.mouse.move(a.x, a.y);
  await p.mouse.down();
  await p.mouse.move(a.x + by[0], a.y + by[1], { steps: 12 });
  await p.mouse.up();
  await settled(p, VIEW);
}
const camera = (p: Page) => p.evaluate(() => ({ center: (window as any).__view.getCenter(), zoom: (window as any).__view.getZoom() }));
const label = (p: Page) => p.evaluate(() => [...document.querySelectorAll('.maplib-measure-label > div')].map((d) => d.textContent));
const measure = 'window.__reactLayers.m';

test('a polygon by clicks and Enter: live figures while drawing, the final area within 0.5 % of the geodesic truth, the planar figure beside it', async ({ s }) => {
  const p = s.page;
  assert.is((await p.evaluate(() => (window as any).__added.length)), 1, 'added fired');
  // While measuring: a drag does not pan, the cursor is a crosshair.
  const before = await camera(p);
  await drag(p, [150, 420], [120, 30]);
  assert.equal(await camera(p), before, 'a drag does not pan while measuring');
  assert.is(await p.evaluate(() => getComputedStyle((window as any).__view.maplibre.getCanvas()).cursor), 'crosshair');
  const lonLats: number[][] = await p.evaluate((list) => list.map((px) => (window as any).__view.unproject(px)), POLYGON_PX);
  for (const px of POLYGON_PX.slice(0, 3)) await click(p, px);
  const live = await p.evaluate(() => (window as any).__results.length);
  assert.ok(live >= 3, `live measureResult events while drawing: ${live}`);
  assert.ok((await label(p))[0]?.startsWith('Area '), `live label ${JSON.stringify(await label(p))}`);
  await click(p, POLYGON_PX[3]);
  await p.keyboard.press('Enter');
  const created = await p.evaluate(() => (window as any).__creates.map((e: any) => ({ result: e.result, geography: e.geography, projection: e.projection, coordinates: e.coordinates })));
  assert.is(created.length, 1, 'one measureCreate');
  // The truth: the clicked pixels' lon/lat, closed, through the kit's geodesic area on the sphere R = 6,371,008.8 m.
  const truth = await p.evaluate((ring) => (window as any).MapLib.core.geometryArea({ type: 'Polygon', coordinates: [[...ring, ring[0]]] }), lonLats);
  const planarTruth = await p.evaluate((ring) => (window as any).MapLib.core.planarGeometryArea({ type: 'Polygon', coordinates: [[...ring, ring[0]]] }), lonLats);
  console.log(`    geodesic truth of the clicked pixels: ${(truth / 1e6).toFixed(2)} km²; measured ${(created[0].result / 1e6).toFixed(2)} km²; planar ${(created[0].projection / 1e6).toFixed(2)} km² (truth ${(planarTruth / 1e6).toFixed(2)})`);
  assert.ok(Math.abs(created[0].result / truth - 1) < 0.005, `area ${created[0].result} vs truth ${truth}`);
  assert.is(created[0].geography, created[0].result);
  assert.ok(Math.abs(created[0].projection / planarTruth - 1) < 0.005, `planar ${created[0].projection} vs ${planarTruth}`);
  assert.is(created[0].coordinates.length, 5, 'closed ring of four vertices');
  const lines = await label(p);
  assert.is(lines.length, 2, JSON.stringify(lines));
  assert.is(lines[0], `Area ${(created[0].result / 1e6).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} km²`);
  assert.ok(lines[1]!.startsWith('Planar (Web Mercator) '), lines[1]!);
});

test('finished: a drag pans and a double-click zooms again; start() holds the map again (no zoom on a double-click), Esc drops the new shape', async ({ s }) => {
  const p = s.page;
  const before = await camera(p);
  await drag(p, [150, 420], [120, 30]);
  const after = await camera(p);
  assert.ok(Math.abs(after.center[0] - before.center[0]) > 0.1, `panned: ${JSON.stringify(before.center)} → ${JSON.stringify(after.center)}`);
  const at = await page(p, [150, 420]);
  await p.mouse.dblclick(at.x, at.y);
  await p.waitForFunction((z) => (window as any).__view.getZoom() > z + 0.5, after.zoom, { timeout: 10000 });
  await settled(p, VIEW);
  await p.evaluate((m) => (0, eval)(m).start(), measure);
  assert.is(await p.evaluate(() => document.querySelectorAll('.maplib-measure-label').length), 0, 'start() dropped the old shape and label');
  const held = await camera(p);
  await p.mouse.dblclick(at.x, at.y);
  await settled(p, VIEW);
  assert.equal(await camera(p), held, 'no zoom on a double-click while measuring');
  await p.keyboard.press('Escape');
  await p.keyboard.press('Escape');
});

test('props: measureMethod and unit re-word the label of a shape; measure-length measures a line', async ({ s, react }) => {
  const p = s.page;
  await p.evaluate(() => (window as any).__view.jumpTo({ center: [116.5, 39.5], zoom: 7 }));
  await idle(p, VIEW);
  await p.evaluate((m) => (0, eval)(m).start(), measure);
  for (const px of POLYGON_PX) await click(p, px);
  await p.keyboard.press('Enter');
  await react.render({ measureMethod: 'geography', unit: 'ha' });
  // The React update reaches the core component after the commit: wait for the label to be re-worded, then check it.
  await p.waitForFunction(() => document.querySelectorAll('.maplib-measure-label > div').length === 1, undefined, { timeout: 5000 }).catch(() => {});
  const lines = await label(p);
  assert.is(lines.length, 1, JSON.stringify(lines));
  assert.ok(/^Area [\d,]+\.\d\d ha$/.test(lines[0]!), lines[0]!);
  await react.render({ measureMode: 'measure-length', unit: 'km' });
  await p.waitForFunction((m) => (0, eval)(m).session?.isReady, measure, { timeout: 10000 });
  await p.evaluate(() => ((window as any).__creates.length = 0));
  for (const px of [[200, 250], [600, 250]]) await click(p, px);
  await p.keyboard.press('Enter');
  const line = await p.evaluate(() => (window as any).__creates[0]);
  const truth = await p.evaluate(() => {
    const v = (window as any).__view;
    return (window as any).MapLib.core.geometryLength({ type: 'LineString', coordinates: [v.unproject([200, 250]), v.unproject([600, 250])] });
  });
  assert.ok(Math.abs(line.result / truth - 1) < 0.005, `length ${line.result} vs ${truth}`);
  assert.ok(/^Length [\d.]+ km$/.test((await label(p))[0]!), JSON.stringify(await label(p)));
});

test('taken out: no source, layer, marker or listener of Measure is left; onRemoved fired; unmount leaves no map', async ({ s, react }) => {
  const p = s.page;
  await react.renderWithoutChildren();
  await idle(p, VIEW);
  const h = await holdings(p, VIEW);
  assert.equal(h.layers, [], `layers left ${h.layers}`);
  assert.equal(h.sources, [], `sources left ${h.sources}`);
  assert.is(h.markers, 0);
  assert.ok((await p.evaluate(() => (window as any).__removed.length)) >= 1, 'removed fired');
  // The map's handlers are its own again.
  assert.equal(await p.evaluate(() => ({ pan: (window as any).__view.maplibre.dragPan.isEnabled(), dbl: (window as any).__view.maplibre.doubleClickZoom.isEnabled() })), { pan: true, dbl: true });
  const listeners = h.listeners;
  // Mount again and take out again: the listener count comes back to the same number (nothing accumulates).
  await react.render({});
  await p.waitForFunction((m) => (0, eval)(m)?.session?.isReady, measure, { timeout: 10000 });
  await react.renderWithoutChildren();
  await idle(p, VIEW);
  assert.is((await holdings(p, VIEW)).listeners, listeners, 'listeners after a second mount and removal');
  await react.unmount();
});

test.run();
