// PlotAnimation in Chromium, mounted with React, network cut: a fine arrow growing over one second shows, at 50 %, its
// first half drawn and its second half not (pixels on its axis), and all of it at the end; the player panel's play
// button (a real click) runs the timeline to its end (finish event); a path animation moves the plot; unmounting
// leaves no layer, source or player.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, samplePixels, colourDistance, type Session } from '../session.ts';
import { holdings, mountReact, type ReactMount } from '../contract.ts';
import { idle } from '../thematicHelpers.ts';

const test = suite<{ s: Session; react: ReactMount }>('maplib PlotAnimation');
const VIEW = 'window.__view';
const FILL = '#0044cc';
const TAIL_PX = [150, 250];
const TIP_PX = [650, 250];

test.before(async (ctx) => {
  ctx.s = await openSession();
  const p = ctx.s.page;
  // The arrow's control points: the lon/lat of two pixels of an 800 × 500 map at this view.
  const view = { center: [116.4, 39.9], zoom: 8 };
  const points = await p.evaluate(({ view, px }) => {
    const el = document.createElement('div');
    el.style.cssText = 'width:800px;height:500px;position:absolute;left:-9999px';
    document.body.append(el);
    const m = (window as any).MapLib.core.createMap(el, { ...view, basemap: 'none' });
    const out = px.map((q: number[]) => m.unproject(q));
    m.destroy();
    el.remove();
    return out;
  }, { view, px: [TAIL_PX, TIP_PX] });
  const data = { type: 'FeatureCollection', features: [await p.evaluate((pts) => (window as any).MapLib.core.plotFeature('fineArrow', pts, {}, 'arrow'), points)] };
  ctx.react = await mountReact(p, { style: { width: 800, height: 500 }, basemap: 'none', ...view, locale: 'en', maplibreOptions: { fadeDuration: 0 } }, [
    {
      type: 'PlotAnimation',
      props: { id: 'anim', data, controls: true, defaultStyle: { fill: FILL, fillOpacity: 1, stroke: FILL }, animations: [{ featureIds: ['arrow'], animationType: 'grow', duration: 1000 }] },
      events: { onFinish: '__finish', onUpdate: '__updates' },
    },
  ]);
  await p.waitForFunction(() => (window as any).__reactLayers?.anim?.view, null, { timeout: 20000 });
  await idle(p, VIEW);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** Pixels on the arrow's axis at 25 % and 75 % of its length. */
async function axis(p: Page, shot: string): Promise<number[][]> {
  await idle(p, VIEW);
  const at = (share: number) => ({ x: TAIL_PX[0] + (TIP_PX[0] - TAIL_PX[0]) * share, y: TAIL_PX[1] });
  return samplePixels(p, [at(0.25), at(0.75)], shot, '#root');
}

test('at 50 % the arrow has grown half way (pixels), at the end all of it; seeking back to 0 hides it', async ({ s }) => {
  const p = s.page;
  assert.is(await p.evaluate(() => (window as any).__reactLayers.anim.length), 1000);
  await p.evaluate(() => (window as any).__reactLayers.anim.seek(500));
  const [quarter, threeQuarters] = await axis(p, '/tmp/maplib-plot-animation-50.png');
  assert.ok(colourDistance(quarter, FILL) < 40, `25 %: ${quarter}`);
  assert.ok(colourDistance(threeQuarters, FILL) > 100, `75 % not yet: ${threeQuarters}`);
  await p.evaluate(() => (window as any).__reactLayers.anim.seek(1000));
  const [, end] = await axis(p, '/tmp/maplib-plot-animation-100.png');
  assert.ok(colourDistance(end, FILL) < 40, `75 % at the end: ${end}`);
  await p.evaluate(() => (window as any).__reactLayers.anim.seek(0));
  const [start] = await axis(p, '/tmp/maplib-plot-animation-0.png');
  assert.ok(colourDistance(start, FILL) > 100, `hidden at 0: ${start}`);
  assert.equal((await p.evaluate(() => (window as any).__reactLayers.anim.getPlots().length)), 1, 'the data stay');
});

test('the player: a click on play runs the timeline to its end (finish), the clock reads the length', async ({ s }) => {
  const p = s.page;
  const play = p.locator('.maplib-tracker-controls button').first();
  await play.click();
  await p.waitForFunction(() => (window as any).__finish.length === 1, null, { timeout: 10000 });
  const e = await p.evaluate(() => ({ time: (window as any).__finish[0].time, progress: (window as any).__finish[0].progress }));
  assert.equal(e, { time: 1000, progress: 1 });
  assert.ok(await p.evaluate(() => (window as any).__updates.length > 5), 'updates while playing');
  assert.match(await p.locator('.maplib-tracker-controls').innerText(), /0:01 \/ 0:01/);
});

test('a path animation moves the plot; bad animations are named; unmounting leaves nothing', async ({ s, react }) => {
  const p = s.page;
  await react.render({ animations: [{ featureIds: ['arrow'], animationType: 'path', duration: 1000, animationCoords: [[116.4, 39.9], [116.4, 39.5]] }] });
  await p.evaluate(() => (window as any).__reactLayers.anim.seek(1000));
  const [moved] = await axis(p, '/tmp/maplib-plot-animation-path.png');
  assert.ok(colourDistance(moved, FILL) > 100, `moved away from its place: ${moved}`);
  const err = await p.evaluate(() => {
    try {
      new (window as any).MapLib.core.PlotAnimation({ animations: [{ featureIds: ['x'], animationType: 'spin', duration: 1 }] });
    } catch (e) {
      return (e as Error).message;
    }
  });
  assert.match(err!, /^PlotAnimation: animations \[0\]\.animationType must be one of grow, visible, fade, blink, scale, path, attribute, got "spin"/);
  await react.renderWithoutChildren();
  const left = await holdings(p, VIEW);
  assert.ok(!left.layers.some((l) => /maplib-layer/.test(l)), `layers left: ${left.layers}`);
  assert.is(await p.evaluate(() => document.querySelectorAll('.maplib-tracker-controls').length), 0, 'no player left');
  await react.unmount();
});

test.run();
