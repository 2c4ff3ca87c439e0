// Plot in Chromium with a real mouse and keyboard, network cut, mounted with React: an attack arrow drawn from the
// panel by clicks and finished with Enter is the plot of the clicked places (its geometry the kit's, its fill on the
// map's pixels); while drawing a drag does not pan; Esc drops a drawing; a control point dragged reshapes the plot,
// Ctrl+Z restores it and Ctrl+Y redoes it; the whole plot dragged moves it; Delete removes it and undo brings it back;
// a drag away from plots pans; touch taps draw; taking Plot out leaves no source, layer or listener.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, samplePixels, colourDistance, type Session } from '../../session.ts';
import { holdings, mountReact, type ReactMount } from '../../contract.ts';
import { idle, settled } from '../../thematicHelpers.ts';

const test = suite<{ s: Session; react: ReactMount; base: Awaited<ReturnType<typeof holdings>> }>('maplib Plot');

const VIEW = 'window.__view';
const FILL = '#00aa00';
/** Container pixels of the arrow: tail corners, then the spine to the tip (the map is 800 × 500). */
const ARROW_PX = [
  [200, 380],
  [280, 380],
  [300, 250],
  [420, 140],
];

test.before(async (ctx) => {
  ctx.s = await openSession();
  const p = ctx.s.page;
  ctx.react = await mountReact(p, { style: { width: 800, height: 500 }, basemap: 'none', center: [116.4, 39.9], zoom: 8, locale: 'en', maplibreOptions: { fadeDuration: 0 } }, [
    { type: 'Plot', props: { id: 'plot', defaultStyle: { fill: FILL, fillOpacity: 1, stroke: '#004400' } }, events: { onDraw: '__draws', onEdit: '__edits', onChange: '__changes' } },
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
async function click(p: Page, px: number[]): Promise<void> {
  const a = await at(p, px);
  await p.mouse.move(a.x - 3, a.y - 3);
  await p.mouse.move(a.x, a.y, { steps: 2 });
  await p.mouse.click(a.x, a.y);
}
async function drag(p: Page, from: number[], to: number[]): Promise<void> {
  const a = await at(p, from);
  const b = await at(p, to);
  await p.mouse.move(a.x, a.y);
  await p.mouse.down();
  await p.mouse.move(b.x, b.y, { steps: 12 });
  await p.mouse.up();
  await settled(p, VIEW);
}
const camera = (p: Page) => p.evaluate(() => ({ center: (window as any).__view.getCenter(), zoom: (window as any).__view.getZoom() }));
const plots = (p: Page) => p.evaluate(() => (window as any).__reactLayers.plot.layer.getPlots());
const unproject = (p: Page, pxs: number[][]) => p.evaluate((list) => list.map((px) => (window as any).__view.unproject(px)), pxs);
const near = (a: number[], b: number[], what: string) => assert.ok(Math.hypot(a[0] - b[0], a[1] - b[1]) < 1e-6, `${what}: ${a} vs ${b}`);

test('an attack arrow from the panel: clicks and Enter make the plot of the clicked places, drawn in its fill; no pan while drawing; Esc drops a drawing', async ({ s }) => {
  const p = s.page;
  assert.is(await p.getAttribute('.maplib-plot', 'aria-label'), 'Plotting', 'the panel is a named group');
  await p.selectOption('.maplib-plot select', 'attackArrow');
  await p.click('.maplib-plot-draw');
  assert.is(await p.getAttribute('.maplib-plot-draw', 'aria-pressed'), 'true');
  const before = await camera(p);
  await drag(p, [600, 420], [680, 460]);
  assert.equal(await camera(p), before, 'a drag does not pan while drawing');
  for (const px of ARROW_PX) await click(p, px);
  await p.keyboard.press('Enter');
  await p.waitForFunction(() => (window as any).__draws.length === 1);
  const [plot] = await plots(p);
  const expected = await unproject(p, ARROW_PX);
  assert.is(plot.properties.plotType, 'attackArrow');
  plot.properties.controlPoints.forEach((c: number[], i: number) => near(c, expected[i], `control point ${i}`));
  const geometry = await p.evaluate((pts) => (window as any).MapLib.core.plotGeometry('attackArrow', pts), expected);
  assert.equal(plot.geometry, geometry, 'the geometry is the kit\'s for those points');
  assert.is(await p.getAttribute('.maplib-plot-draw', 'aria-pressed'), 'false');
  await idle(p, VIEW);
  // Inside the arrow's body (between the tail and the bend) the map shows its fill; far from it, not.
  const [inside, outside] = await samplePixels(p, [{ x: 260, y: 340 }, { x: 700, y: 100 }], '/tmp/maplib-plot-drawn.png', '#root');
  assert.ok(colourDistance(inside, FILL) < 40, `fill inside: ${inside}`);
  assert.ok(colourDistance(outside, FILL) > 100, `outside: ${outside}`);

  // A second drawing dropped with Esc leaves the one plot.
  await p.click('.maplib-plot-draw');
  await click(p, [600, 300]);
  await click(p, [650, 300]);
  await p.keyboard.press('Escape');
  await p.waitForFunction(() => document.querySelector('.maplib-plot-draw')!.getAttribute('aria-pressed') === 'false');
  assert.is(await p.evaluate(() => (window as any).__view.interactions.active?.constructor === (window as any).MapLib.core.PlotEditInteraction), true, 'editing again');
  assert.is((await plots(p)).length, 1);
  assert.is(await p.evaluate(() => (window as any).__draws.length), 1);
  assert.equal(s.errors, []);
});

test('editing: a control point dragged reshapes the plot, Ctrl+Z restores it, Ctrl+Y redoes it; the plot dragged moves; Delete and undo', async ({ s }) => {
  const p = s.page;
  const [original] = await plots(p);
  // Select: click the body. Then, at once, without waiting for the handles to be drawn (as a quick hand on a busy
  // machine would), drag the tip (control point 3) to a new pixel: it reshapes, it does not move the whole plot.
  await click(p, [255, 350]);
  await drag(p, ARROW_PX[3], [480, 120]);
  const [reshaped] = await plots(p);
  const [tip] = await unproject(p, [[480, 120]]);
  near(reshaped.properties.controlPoints[3], tip, 'the tip follows the drop pixel');
  near(reshaped.properties.controlPoints[0], original.properties.controlPoints[0], 'the tail stays');
  assert.is(await p.evaluate(() => (window as any).__edits.at(-1).action), 'reshape');
  const before = await camera(p);
  assert.equal(await camera(p), before);

  await p.keyboard.press('Control+z');
  assert.equal((await plots(p))[0].properties.controlPoints, original.properties.controlPoints, 'undo restores the control point');
  await p.keyboard.press('Control+y');
  near((await plots(p))[0].properties.controlPoints[3], tip, 'redo moves it again');

  // Move the whole plot: drag its body 50 px right; the camera stays.
  const cam = await camera(p);
  await drag(p, [255, 350], [305, 350]);
  assert.equal(await camera(p), cam, 'dragging a plot does not pan');
  const moved = (await plots(p))[0].properties.controlPoints;
  const [a, b] = await unproject(p, [[255, 350], [305, 350]]);
  assert.ok(Math.abs(moved[0][0] - reshaped.properties.controlPoints[0][0] - (b[0] - a[0])) < 1e-6, 'moved by the drag');

  // Delete, then undo brings it back.
  await p.keyboard.press('Delete');
  assert.is((await plots(p)).length, 0);
  assert.is(await p.evaluate(() => (window as any).__edits.at(-1).action), 'remove');
  await p.click('.maplib-plot-undo');
  assert.equal((await plots(p))[0].properties.controlPoints, moved, 'undo brings the deleted plot back');

  // Away from plots a drag pans.
  const c0 = await camera(p);
  await drag(p, [650, 80], [560, 120]);
  assert.not.equal(await camera(p), c0, 'a drag on the empty map pans while editing');
});

test('bad props are named; taking Plot out leaves no source, layer or listener; unmounting leaves no map', async ({ s, react }) => {
  const p = s.page;
  const err = await p.evaluate(() => {
    try {
      new (window as any).MapLib.core.Plot({ types: ['arrow'] });
    } catch (e) {
      return (e as Error).message;
    }
  });
  assert.match(err!, /^Plot: types must be a non-empty array of attackArrow/);
  await react.renderWithoutChildren();
  await p.waitForFunction(() => !document.querySelector('.maplib-plot'));
  const left = await holdings(p, VIEW);
  assert.ok(!left.layers.some((l) => /plot/.test(l)), `layers left: ${left.layers}`);
  assert.ok(!left.sources.some((l) => /plot/.test(l)), `sources left: ${left.sources}`);
  await react.unmount();
});

test.run();
