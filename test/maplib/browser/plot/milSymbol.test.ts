// Point symbols (军标) in Chromium, network cut, Plot mounted with React: a map with only an area plot never asks for
// the milsymbol chunk; a symbol placed from the panel with one click loads it and is drawn with milsymbol's anchor on
// the clicked point (the symbol's pixels' bounding box against getAnchor()/getSize()); plotAt finds it, a click selects
// it (its dashed frame is drawn), a drag in edit mode moves it by the drag.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, colourDistance, type Session } from '../session.ts';
import { mountReact, type ReactMount } from '../contract.ts';
import { idle, settled } from '../thematicHelpers.ts';
import { decodePng, rgbAt, type Pixels } from '../../../helpers/png.ts';

const test = suite<{ s: Session; react: ReactMount; requests: string[] }>('maplib point symbols');
const VIEW = 'window.__view';
/** A friendly infantry battalion HQ: its anchor is the foot of the HQ staff, far from the symbol's centre. */
const HQ = 'SFGPUCI---AF---';
const POINT_PX = [420, 330];
/** Milsymbol's light fill of friendly units. */
const FRIEND_FILL = '#80e0ff';

test.before(async (ctx) => {
  ctx.s = await openSession();
  const p = ctx.s.page;
  ctx.requests = [];
  p.on('request', (r) => ctx.requests.push(r.url()));
  const view = { center: [116.4, 39.9], zoom: 8 };
  const circle = await p.evaluate(() => (window as any).MapLib.core.plotFeature('circle', [[115.6, 39.6], [115.7, 39.6]], { style: { fill: '#00aa00', fillOpacity: 1 } }, 'area'));
  ctx.react = await mountReact(p, { style: { width: 800, height: 500 }, basemap: 'none', ...view, locale: 'en', maplibreOptions: { fadeDuration: 0 } }, [
    { type: 'Plot', props: { id: 'plot', data: { type: 'FeatureCollection', features: [circle] } }, events: { onDraw: '__draws', onEdit: '__edits' } },
  ]);
  await p.waitForFunction(() => (window as any).__reactLayers?.plot?.view && (window as any).__view, null, { timeout: 20000 });
  await idle(p, VIEW);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

async function at(p: Page, [x, y]: number[]): Promise<{ x: number; y: number }> {
  const r = await p.evaluate(() => (window as any).__view.container.getBoundingClientRect().toJSON());
  return { x: r.left + x, y: r.top + y };
}
async function shot(p: Page, file: string): Promise<Pixels> {
  await idle(p, VIEW);
  const png = await p.locator('#root').screenshot({ path: file });
  return decodePng(png);
}
/** The bounding box of pixels unlike the background within `r` pixels of `c`. */
function inkBox(img: Pixels, c: number[], r: number): { left: number; top: number; right: number; bottom: number } {
  const bg = rgbAt(img, 5, 5);
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (let y = c[1] - r; y <= c[1] + r; y++)
    for (let x = c[0] - r; x <= c[0] + r; x++) {
      const px = rgbAt(img, x, y);
      if (Math.max(...px.map((v, i) => Math.abs(v - bg[i]))) < 24) continue;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  return box;
}
const symbolPlot = (p: Page) => p.evaluate(() => (window as any).__reactLayers.plot.layer.getPlots().find((x: any) => x.properties.plotType === 'milSymbol'));

test('only area plots: the milsymbol chunk is never requested', async ({ s, requests }) => {
  const p = s.page;
  assert.ok(await p.evaluate(() => (window as any).__reactLayers.plot.layer.getPlots().length === 1));
  assert.equal(requests.filter((u) => u.includes('milsymbol')), []);
  assert.not.ok(await p.evaluate(() => !!(window as any).MapLibLibs?.milSymbol), 'milsymbol is not in the page');
});

test('a symbol placed with one click: the chunk loads, the symbol is drawn with its anchor on the point', async ({ s, requests }) => {
  const p = s.page;
  assert.ok(await p.isHidden('.maplib-plot-symbol'), 'the symbol list shows only for 军标 / Military symbol');
  await p.selectOption('.maplib-plot-type', 'milSymbol');
  assert.ok(await p.isVisible('.maplib-plot-symbol'));
  await p.selectOption('.maplib-plot-symbol', HQ);
  await p.click('.maplib-plot-draw');
  assert.match(await p.textContent('.maplib-plot-status') ?? '', /place the symbol/);
  const a = await at(p, POINT_PX);
  await p.mouse.click(a.x, a.y);
  await p.waitForFunction(() => (window as any).__draws.length === 1);
  const plot = await symbolPlot(p);
  assert.is(plot.properties.sidc, HQ);
  assert.equal(plot.geometry.type, 'Point');
  await p.waitForFunction(() => [...(window as any).__view.maplibre.listImages()].some((id: string) => id.includes(':milsymbol:')), null, { timeout: 20000 });
  assert.equal(requests.filter((u) => u.includes('milsymbol')).length, 1, 'the chunk, once');
  const { anchor, size } = await p.evaluate((sidc) => (window as any).MapLibLibs.milSymbol.drawMilSymbol(sidc, { size: 30 }, 1), HQ);
  const img = await shot(p, '/tmp/maplib-milsymbol-placed.png');
  const box = inkBox(img, POINT_PX, 120);
  // The image's top-left is the point minus the anchor; milsymbol's image has its ink from ~1 px inside its edges.
  const left = POINT_PX[0] - anchor.x;
  const top = POINT_PX[1] - anchor.y;
  assert.ok(Math.abs(box.left - left) <= 3, `left ${box.left} vs ${left}`);
  assert.ok(Math.abs(box.top - top) <= 3, `top ${box.top} vs ${top}`);
  assert.ok(Math.abs(box.right - (left + size.width)) <= 3, `right ${box.right} vs ${left + size.width}`);
  assert.ok(Math.abs(box.bottom - (top + size.height)) <= 3, `bottom ${box.bottom} vs ${top + size.height}`);
  // The staff's foot is the point itself (anchor ≠ centre): ink there, and the frame's fill above it.
  assert.ok(box.bottom - POINT_PX[1] <= 3 && POINT_PX[0] - box.left <= 3, 'the anchor (foot of the staff) is at the point');
  let filled = 0;
  for (let y = box.top; y <= box.bottom; y++) for (let x = box.left; x <= box.right; x++) if (colourDistance(rgbAt(img, x, y), FRIEND_FILL) < 40) filled++;
  assert.ok(filled > 300, `milsymbol's friendly fill in the box: ${filled} pixels`);
});

test('plotAt finds the symbol, a click selects it (dashed frame), a drag in edit mode moves it by the drag', async ({ s }) => {
  const p = s.page;
  const { anchor, size } = await p.evaluate((sidc) => (window as any).MapLibLibs.milSymbol.drawMilSymbol(sidc, { size: 30 }, 1), HQ);
  const inside = [POINT_PX[0] + 8, POINT_PX[1] - anchor.y + size.height / 2];
  const id = (await symbolPlot(p)).id;
  assert.is(await p.evaluate((px) => (window as any).__reactLayers.plot.layer.plotAt(px)?.id, inside), id);
  const a = await at(p, inside);
  await p.mouse.click(a.x, a.y);
  await p.waitForFunction((id) => (window as any).__reactLayers.plot.layer.selectedId === id, id);
  const img = await shot(p, '/tmp/maplib-milsymbol-selected.png');
  const frame = inkBox(img, POINT_PX, 130);
  assert.ok(frame.left < POINT_PX[0] - anchor.x - 2 && frame.top < POINT_PX[1] - anchor.y - 2, 'the dashed frame lies round the symbol');
  const delta = [-150, 60];
  const edits = await p.evaluate(() => (window as any).__edits.length);
  const b = await at(p, [inside[0] + delta[0], inside[1] + delta[1]]);
  await p.mouse.move(a.x, a.y);
  await p.mouse.down();
  await p.mouse.move(b.x, b.y, { steps: 12 });
  await p.mouse.up();
  await settled(p, VIEW);
  await p.waitForFunction((n) => (window as any).__edits.length > n && (window as any).__edits.at(-1).action === 'move', edits);
  const moved = await symbolPlot(p);
  const expected = await p.evaluate((px) => (window as any).__view.unproject(px), [POINT_PX[0] + delta[0], POINT_PX[1] + delta[1]]);
  const [lon, lat] = moved.properties.controlPoints[0];
  assert.ok(Math.hypot(lon - expected[0], lat - expected[1]) < 1e-3, `moved to ${lon},${lat}, expected ${expected}`);
  assert.equal(moved.geometry.coordinates, moved.properties.controlPoints[0]);
  const after = inkBox(await shot(p, '/tmp/maplib-milsymbol-moved.png'), [POINT_PX[0] + delta[0], POINT_PX[1] + delta[1]], 60);
  assert.ok(Number.isFinite(after.left), 'drawn at its new place');
});

test.run();
