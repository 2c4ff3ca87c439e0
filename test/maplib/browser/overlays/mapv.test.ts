// MapvOverlay in Chromium with the network cut: mapv loads lazily (maplib-mapv.js); grid, honeycomb, heatmap and
// line drawings land where the map puts their coordinates (canvas pixels), follow a pan, refit on resize and at
// devicePixelRatio 2, run mapv's time animation, take new geojson/options/countField in place, and leave nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, samplePixels, hex, type Session } from '../session.ts';
import { offlineContext } from '../../../helpers/browser.ts';

const test = suite<{ s: Session }>('MapvOverlay');

/** Alpha of the mapv canvas at container points (CSS px), read from its backing store. */
async function alphaAt(s: Session, points: { x: number; y: number }[], expr = 'window.__overlay'): Promise<number[]> {
  return s.page.evaluate(
    ({ points, expr }) => {
      const o = (0, eval)(expr);
      const c = o.getCanvas() as HTMLCanvasElement;
      const k = c.width / c.clientWidth;
      const g = c.getContext('2d')!;
      return points.map((p) => g.getImageData(Math.round(p.x * k), Math.round(p.y * k), 1, 1).data[3]);
    },
    { points, expr },
  );
}

const frames = (s: Session, n = 2) => s.page.evaluate((n) => new Promise<void>((r) => { const f = (i: number) => (i ? requestAnimationFrame(() => f(i - 1)) : r()); f(n); }), n);

test.before(async (ctx) => {
  ctx.s = await openSession();
  await ctx.s.page.evaluate(() => {
    const w = window as any;
    // 400 points in a 6° box around (110°E, 30°N), count 1…4, time 0…99; and one line.
    let seed = 3;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    w.__points = {
      type: 'FeatureCollection',
      features: Array.from({ length: 400 }, (_, i) => ({ type: 'Feature', properties: { w: 1 + (i % 4), time: i % 100 }, geometry: { type: 'Point', coordinates: [107 + rand() * 6, 27 + rand() * 6] } })),
    };
    w.__line = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[80, 45], [140, 45]] } }] };
  });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('mapv is not in maplib.js; the first overlay loads maplib-mapv.js and draws a grid where the points are', async ({ s }) => {
  assert.is(await s.page.evaluate(() => (window as any).MapLibLibs?.mapv), undefined);
  await s.page.evaluate(async () => {
    const w = window as any;
    const { createMap, core } = w.MapLib;
    const map = createMap('map', { center: [110, 30], zoom: 3 });
    w.__map = map;
    await map.ready();
    w.__base = (type: string) => (map.maplibre._listeners?.[type] ?? []).length;
    w.__moveBase = w.__base('move');
    await new Promise<void>((resolve) => {
      w.__overlay = map.add(new core.MapvOverlay({
        geojson: w.__points,
        countField: 'w',
        options: { draw: 'grid', size: 30, max: 20, gradient: { 0.25: 'rgb(0,0,255)', 0.55: 'rgb(0,255,0)', 0.85: 'rgb(255,255,0)', 1: 'rgb(255,0,0)' }, label: { show: true, fillStyle: 'white' } },
        onReady: () => resolve(),
      }));
    });
  });
  assert.is(s.server.requests.filter((u) => u.includes('maplib-mapv.js')).length, 1);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const c = w.__overlay.getCanvas();
    return { at: w.__map.project([110, 30]), far: w.__map.project([80, 10]), size: [c.width, c.height, c.clientWidth, c.clientHeight], map: [w.__map.container.clientWidth, w.__map.container.clientHeight], counts: w.__overlay.getLayer().dataSet.get().slice(0, 4).map((d: any) => d.count) };
  });
  assert.equal(r.size, [...r.map, ...r.map], 'canvas = map size at devicePixelRatio 1');
  assert.equal(r.counts, [1, 2, 3, 4], 'count read from countField');
  const [inside, outside] = await alphaAt(s, [r.at, r.far]);
  assert.ok(inside > 200, `grid cell over the points: alpha ${inside}`);
  assert.is(outside, 0, 'nothing far from the points');
  const [px] = await samplePixels(s.page, [{ x: r.at.x + 3, y: r.at.y + 3 }], '/tmp/maplib-mapv-grid.png');
  assert.ok(px[2] < 200 || px[0] > 200 || px[1] > 200, `a gradient colour on screen: ${hex(px)}`);
});

test('a pan redraws at the new place; a resize refits the canvas', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [125, 35] }));
  await frames(s);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    return { at: w.__map.project([110, 30]), old: { x: 400, y: 250 } };
  });
  const [moved, old] = await alphaAt(s, [r.at, r.old]);
  assert.ok(moved > 200, `grid followed the pan: ${moved}`);
  assert.is(old, 0, 'the old place is clear');
  await s.page.evaluate(() => {
    const w = window as any;
    w.__map.container.style.width = '600px';
    w.__map.resize();
  });
  await frames(s);
  const size = await s.page.evaluate(() => { const c = (window as any).__overlay.getCanvas(); return [c.width, c.style.width]; });
  assert.equal(size, [600, '600px']);
  const at = await s.page.evaluate(() => (window as any).__map.project([110, 30]));
  assert.ok((await alphaAt(s, [at]))[0] > 200, 'drawn after the resize');
});

test('honeycomb, heatmap and lines draw in place; options and geojson update the same canvas', async ({ s }) => {
  const canvasBefore = await s.page.evaluate(() => ((window as any).__canvas = (window as any).__overlay.getCanvas(), true));
  assert.ok(canvasBefore);
  for (const draw of ['honeycomb', 'heatmap']) {
    await s.page.evaluate((draw) => {
      const w = window as any;
      w.__overlay.update({ options: { draw, size: draw === 'heatmap' ? 25 : 30, max: 20 } });
    }, draw);
    await frames(s);
    const at = await s.page.evaluate(() => (window as any).__map.project([110, 30]));
    const [a] = await alphaAt(s, [at]);
    assert.ok(a > 100, `${draw} over the points: alpha ${a}`);
    await samplePixels(s.page, [at], `/tmp/maplib-mapv-${draw}.png`);
  }
  await s.page.evaluate(() => {
    const w = window as any;
    w.__overlay.update({ geojson: w.__line, options: { draw: 'simple', strokeStyle: 'rgba(255, 0, 0, 1)', lineWidth: 6 } });
  });
  await frames(s);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    return { on: w.__map.project([120, 45]), off: w.__map.project([110, 30]), same: w.__overlay.getCanvas() === w.__canvas, items: w.__overlay.getLayer().dataSet.get().length };
  });
  assert.ok(r.same, 'one canvas all along');
  assert.is(r.items, 1);
  const [on, off] = await alphaAt(s, [r.on, r.off]);
  assert.ok(on > 200, `line at 45°N: ${on}`);
  assert.is(off, 0, 'the points are gone');
  const [red] = await samplePixels(s.page, [r.on], '/tmp/maplib-mapv-line.png');
  assert.ok(red[0] > 200 && red[1] < 80 && red[2] < 80, `red line: ${hex(red)}`);
});

test("mapv's time animation runs and stops with the overlay; removal leaves no canvas or listener", async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__overlay.update({ geojson: w.__points, options: { draw: 'simple', fillStyle: 'rgba(255, 80, 0, 0.9)', size: 4, animation: { stepsRange: { start: 0, end: 100 }, trails: 20, duration: 2 } } });
  });
  const a = await s.page.evaluate(() => (window as any).__overlay.getStep());
  await s.page.waitForTimeout(400);
  const b = await s.page.evaluate(() => (window as any).__overlay.getStep());
  assert.type(b, 'number');
  assert.ok(a === undefined || b !== a, `the step moves: ${a} → ${b}`);
  const r = await s.page.evaluate(async () => {
    const w = window as any;
    const during = w.__base('move');
    w.__overlay.remove();
    const step = w.__overlay.getStep();
    await new Promise((res) => setTimeout(res, 100));
    return { during, base: w.__moveBase, after: w.__base('move'), resize: w.__base('resize'), step, canvases: document.querySelectorAll('.maplib-mapv').length };
  });
  assert.is(r.during, r.base + 1);
  assert.is(r.after, r.base);
  assert.is(r.step, undefined, 'animation stopped');
  assert.is(r.canvases, 0);
  await s.page.evaluate(() => (window as any).__map.destroy());
  assert.is(await s.page.evaluate(() => (window as any).MapLib.core.getLiveMapCount()), 0);
});

test('React, at devicePixelRatio 2: the canvas backing store is doubled and the heat sits on its points', async ({ s }) => {
  const context = await offlineContext(s.browser, { viewport: { width: 900, height: 600 }, deviceScaleFactor: 2 });
  await context.addInitScript('globalThis.__name = (f) => f;');
  const page = await context.newPage();
  await page.goto(s.server.origin + '/');
  await page.waitForFunction(() => (window as any).MapLib && (window as any).React);
  const points = await s.page.evaluate(() => (window as any).__points);
  const r = await page.evaluate(async (points) => {
    const w = window as any;
    const { Map, MapvOverlay } = w.MapLib;
    const R = w.React;
    const root = w.ReactDOM.createRoot(document.getElementById('root'));
    let overlay: any;
    await new Promise<void>((resolve) => {
      root.render(R.createElement(Map, { style: { width: 700, height: 400 }, center: [110, 30], zoom: 3, onLoad: (v: any) => (w.__view = v) },
        R.createElement(MapvOverlay, { geojson: points, countField: 'w', options: { draw: 'heatmap', size: 20, max: 10 }, ref: (o: any) => (overlay = o ?? overlay), onReady: () => resolve() })));
    });
    await new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res)));
    const c = overlay.getCanvas();
    const g = c.getContext('2d');
    const p = w.__view.project([110, 30]);
    const q = w.__view.project([80, 10]);
    const result = { dpr: devicePixelRatio, size: [c.width, c.height, c.clientWidth, c.clientHeight], at: g.getImageData(Math.round(p.x * 2), Math.round(p.y * 2), 1, 1).data[3], far: g.getImageData(Math.round(q.x * 2), Math.round(q.y * 2), 1, 1).data[3] };
    root.unmount();
    return { ...result, maps: w.MapLib.core.getLiveMapCount(), canvases: document.querySelectorAll('.maplib-mapv').length };
  }, points);
  await context.close();
  assert.is(r.dpr, 2);
  assert.equal(r.size, [1400, 800, 700, 400]);
  assert.ok(r.at > 100, `heat at the points' centre: ${r.at}`);
  assert.is(r.far, 0);
  assert.is(r.maps, 0);
  assert.is(r.canvases, 0);
  assert.equal(s.blocked, []);
  assert.equal(s.errors, []);
});

test.run();
