// PlotLink in Chromium, mounted with React, network cut: a flat map with a plot layer linked to a second map — the
// linked map pitched to 60°, showing the plot's area and its walls (pixels in the wall colour where the flat map has
// none), both cameras following each other after a real mouse drag on either, an edit on the flat map's plot mirrored,
// and unmounting leaving no map behind.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, samplePixels, colourDistance, type Session } from '../session.ts';
import { settled } from '../thematicHelpers.ts';

const test = suite<{ s: Session }>('maplib PlotLink');
const WALL = '#ff00ff';

test.before(async (ctx) => {
  ctx.s = await openSession();
  const p = ctx.s.page;
  await p.evaluate(
    ({ wall }) => {
      const w = window as any;
      if (w.__map && !w.__map.removed) w.__map.destroy();
      document.getElementById('map')!.style.display = 'none';
      const el = document.getElementById('root')!;
      el.style.cssText = 'width:1000px;height:420px';
      const { React: R, ReactDOM: RD, MapLib: M } = w;
      const plot = M.core.plotFeature('circle', [[116.4, 39.9], [116.6, 39.9]], { style: { fill: '#00aa00', fillOpacity: 0.6 } }, 'c');
      const data = { type: 'FeatureCollection', features: [plot] };
      const view = { center: [116.4, 39.9], zoom: 8, basemap: 'none', maplibreOptions: { fadeDuration: 0 } };
      w.__link = null;
      const root = RD.createRoot(el);
      w.__root = root;
      root.render(
        R.createElement(
          M.PlotLink,
          { ref: (l: unknown) => (w.__link = l), wallColor: wall, dimModHeight: 20000, wallWidth: 2000, style: { height: 420 } },
          R.createElement(M.Map, { ...view, id: 'flat', onLoad: (v: unknown) => (w.__flat = v) }, R.createElement(M.PlotLayer, { id: 'plots', data, ref: (l: unknown) => l && (w.__plots = l) })),
          R.createElement(M.Map, { ...view, id: 'linked', onLoad: (v: unknown) => (w.__linked = v) }),
        ),
      );
    },
    { wall: WALL },
  );
  await p.waitForFunction(() => (window as any).__link && (window as any).__linked?.maplibre.getSource('maplib-plot-link'), null, { timeout: 20000 });
  await settled(p, 'window.__linked');
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

const cameras = (p: Page) =>
  p.evaluate(() => {
    const w = window as any;
    const c = (v: any) => ({ center: v.getCenter().map((n: number) => +n.toFixed(6)), zoom: +v.getZoom().toFixed(6), pitch: Math.round(v.getPitch()) });
    return { flat: c(w.__flat), linked: c(w.__linked) };
  });

async function dragIn(p: Page, selector: string, by: [number, number]): Promise<void> {
  const box = (await p.locator(selector).boundingBox())!;
  const [x, y] = [box.x + box.width * 0.7, box.y + box.height * 0.3];
  await p.mouse.move(x, y);
  await p.mouse.down();
  await p.mouse.move(x + by[0], y + by[1], { steps: 10 });
  await p.mouse.up();
  await settled(p, 'window.__flat');
  await settled(p, 'window.__linked');
}

test('the linked map is pitched and shows the plot with its walls; the flat map has no wall', async ({ s }) => {
  const p = s.page;
  const c = await cameras(p);
  assert.is(c.linked.pitch, 60);
  assert.is(c.flat.pitch, 0);
  assert.equal(c.linked.center, c.flat.center);
  const roles = await p.evaluate(() => (window as any).__linked.maplibre.querySourceFeatures('maplib-plot-link').map((f: any) => f.properties.role));
  assert.ok(roles.includes('area') && roles.includes('wall'), `features: ${roles}`);
  // Walls rise above the circle's far rim: sample a column of pixels above the map's centre in each map.
  const column = Array.from({ length: 16 }, (_, i) => ({ x: 250, y: 40 + i * 12 }));
  const linkedPx = await samplePixels(p, column, '/tmp/maplib-plot-link.png', '#linked');
  const flatPx = await samplePixels(p, column, undefined, '#flat');
  assert.ok(linkedPx.some((px) => colourDistance(px, WALL) < 90), `a wall pixel in the linked map: ${linkedPx.map((x) => x.join(',')).join(' ')}`);
  assert.ok(!flatPx.some((px) => colourDistance(px, WALL) < 90), 'no wall on the flat map');
});

test('a drag on either map moves the other (centre and zoom; each keeps its pitch)', async ({ s }) => {
  const p = s.page;
  await dragIn(p, '#flat', [-120, 40]);
  let c = await cameras(p);
  assert.equal(c.linked.center, c.flat.center, 'linked follows flat');
  assert.not.equal(c.flat.center, [116.4, 39.9]);
  await dragIn(p, '#linked', [80, -30]);
  c = await cameras(p);
  assert.equal(c.flat.center, c.linked.center, 'flat follows linked');
  assert.is(c.linked.pitch, 60);
  assert.is(c.flat.pitch, 0);
});

test('an edit of the flat map\'s plot is mirrored; wall height updates in place; unmounting leaves no map', async ({ s }) => {
  const p = s.page;
  const before = await p.evaluate(() => (window as any).__linked.maplibre.getSource('maplib-plot-link')._data);
  await p.evaluate(() => (window as any).__plots.updatePlot('c', { controlPoints: [[116.4, 39.9], [116.9, 39.9]] }));
  await p.waitForFunction((b) => JSON.stringify((window as any).__linked.maplibre.getSource('maplib-plot-link')._data) !== b, JSON.stringify(before));
  await p.evaluate(() => (window as any).__link.update({ dimModHeight: 500 }));
  assert.is(await p.evaluate(() => (window as any).__linked.maplibre.getPaintProperty('maplib-plot-link-walls', 'fill-extrusion-height')), 500);
  const err = await p.evaluate(() => {
    try {
      (window as any).__link.update({ pitch: 95 });
    } catch (e) {
      return (e as Error).message;
    }
  });
  assert.match(err!, /^PlotLink: pitch must be/);
  await p.evaluate(() => (window as any).__root.unmount());
  assert.is(await p.evaluate(() => (window as any).MapLib.core.getLiveMapCount()), 0);
});

test.run();
