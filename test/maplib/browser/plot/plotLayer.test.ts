// PlotLayer in Chromium: a plot's text is drawn once — inside an area, along a line's middle; a straight arrow's shaft
// carries it, its barbs do not (they were one MultiLineString with the shaft; MapLibre labels every line of one).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PNG } from 'pngjs';
import { openSession, type Session } from '../session.ts';
import { freshMap, idle } from '../thematicHelpers.ts';

const test = suite<{ s: Session }>('maplib PlotLayer');

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test("one label per plot: a straight arrow's barbs carry no copy of its text", async ({ s }) => {
  await freshMap(s.page, { center: [116.4, 39.9], zoom: 8, basemap: 'none', maplibreOptions: { fadeDuration: 0 } });
  await s.page.evaluate(() => {
    const w = window as any;
    const { plotFeature, PlotLayer } = w.MapLib.core;
    const m = w.__map;
    const px = (x: number, y: number) => m.unproject([x, y]);
    const data = {
      type: 'FeatureCollection',
      features: [
        (w.__straight = plotFeature('straightArrow', [px(150, 150), px(450, 160)], { style: { text: 'Alpha' } }, 'straight')),
        plotFeature('fineArrow', [px(150, 320), px(450, 330)], { style: { text: 'Bravo' } }, 'fine'),
      ],
    };
    m.add(new PlotLayer({ id: 'plots', data }));
  });
  await idle(s.page);
  const labels = await s.page.evaluate(() => {
    const m = (window as any).__map.maplibre;
    return m.queryRenderedFeatures({ layers: ['plots-text', 'plots-line-text'] }).map((f: any) => `${f.properties.plotId}:${f.properties.text}`).sort();
  });
  assert.equal(labels, ['fine:Bravo', 'straight:Alpha']);
  // Pixels: dark text only once along the straight arrow — none at its barbs' first vertices (where MapLibre put the
  // copies), some above the middle of the shaft.
  const box = (await s.page.locator('#map').boundingBox())!;
  const darkIn = async (x: number, y: number, w: number, h: number) => {
    const png = PNG.sync.read(await s.page.screenshot({ clip: { x: box.x + x, y: box.y + y, width: w, height: h } }));
    let dark = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i] < 110 && png.data[i + 1] < 110 && png.data[i + 2] < 110) dark++;
    return dark;
  };
  const barbs = await s.page.evaluate(() => {
    const w = window as any;
    return w.__straight.geometry.coordinates.slice(1).map((line: number[][]) => w.__map.project(line[0]));
  });
  assert.ok(barbs.length >= 1, 'the arrow has barbs');
  for (const p of barbs) assert.is(await darkIn(p.x - 30, p.y - 12, 60, 24), 0, `no text at a barb (${p.x}, ${p.y})`);
  assert.ok((await darkIn(250, 125, 100, 30)) > 20, 'the label above the middle of the shaft');
});

test.run();
