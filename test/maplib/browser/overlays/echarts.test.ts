// EchartsOverlay in Chromium with the network cut: ECharts loads lazily (maplib-echarts.js), its `maplibre`
// coordinate system puts every point exactly where map.project does (also after pan, rotate and pitch), the series
// draw there (pixel samples), tooltips and clicks reach ECharts while the map still pans, options update in place,
// and removal leaves no element, chart instance or listener.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, samplePixels, colourDistance, hex, type Session } from '../session.ts';

const test = suite<{ s: Session }>('EchartsOverlay');

const POINTS = [[100, 20], [116.4, 39.9], [121.47, 31.23], [90, 40], [130, 40], [75, 10], [140, 45]];

/** The chart is drawn on ECharts' own canvas after the map's frame: wait two frames. */
const frames = (s: Session) => s.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('ECharts is not in maplib.js: the first overlay loads maplib-echarts.js once', async ({ s }) => {
  const before = await s.page.evaluate(() => ({ libs: (window as any).MapLibLibs, echarts: typeof (window as any).echarts }));
  assert.is(before.libs, undefined);
  assert.is(before.echarts, 'undefined');
  assert.not.ok(s.server.requests.some((u) => u.includes('maplib-echarts.js')), 'not loaded before an overlay mounts');
  await s.page.evaluate(async () => {
    const w = window as any;
    const { createMap, core } = w.MapLib;
    const map = createMap('map', { center: [110, 30], zoom: 3 });
    w.__map = map;
    await map.ready();
    w.__moveListeners = (map.maplibre._listeners?.move ?? []).length;
    w.__clicked = [];
    w.__options = (color: string) => ({
      animation: false,
      tooltip: { trigger: 'item', formatter: (p: any) => `tip:${p.name}` },
      maplibre: {},
      series: [
        { type: 'scatter', coordinateSystem: 'maplibre', symbolSize: 18, itemStyle: { color, opacity: 1 }, data: [{ name: 'A', value: [100, 20] }] },
        { type: 'lines', coordinateSystem: 'maplibre', lineStyle: { color: '#0000ff', width: 5, opacity: 1, curveness: 0 }, effect: { show: true, period: 4, symbolSize: 6 }, data: [{ coords: [[90, 40], [130, 40]] }] },
        { type: 'effectScatter', coordinateSystem: 'mapboxgl', symbolSize: 12, itemStyle: { color: '#ff8800' }, data: [{ name: 'Beijing', value: [116.4, 39.9] }] },
      ],
    });
    w.__overlay = map.add(new core.EchartsOverlay({ options: w.__options('#ff0000'), onClick: (p: any) => w.__clicked.push(p.name) }));
    await w.__overlay.ready();
  });
  const loads = s.server.requests.filter((u) => u.includes('maplib-echarts.js'));
  assert.is(loads.length, 1);
  assert.ok(await s.page.evaluate(() => !!(window as any).MapLibLibs.echarts.echarts.init));
});

test('convertToPixel equals map.project to the pixel, for both coordinate system names', async ({ s }) => {
  const r = await s.page.evaluate((points) => {
    const w = window as any;
    const chart = w.__overlay.getChart();
    return points.map((p: number[]) => {
      const want = w.__map.project(p);
      const a = chart.convertToPixel({ seriesIndex: 0 }, p);
      const b = chart.convertToPixel({ seriesIndex: 2 }, p); // the `mapboxgl` alias
      const back = chart.convertFromPixel({ seriesIndex: 0 }, [want.x, want.y]);
      return { d: Math.max(Math.abs(a[0] - want.x), Math.abs(a[1] - want.y), Math.abs(b[0] - want.x), Math.abs(b[1] - want.y)), back: Math.max(Math.abs(back[0] - p[0]), Math.abs(back[1] - p[1])) };
    });
  }, POINTS);
  for (const x of r) {
    assert.ok(x.d < 1e-6, `pixel difference ${x.d}`);
    assert.ok(x.back < 1e-6, `round trip ${x.back}°`);
  }
});

test('the series draw at their coordinates (scatter red, line blue), on a canvas sized to the map', async ({ s }) => {
  await waitIdle(s.page);
  await frames(s);
  const at = await s.page.evaluate(() => {
    const w = window as any;
    const a = w.__map.project([100, 20]);
    const l1 = w.__map.project([90, 40]);
    const l2 = w.__map.project([130, 40]);
    const el = w.__overlay.getElement();
    return { a, line: { x: l1.x + (l2.x - l1.x) * 0.3, y: (l1.y + l2.y) / 2 }, size: [el.clientWidth, el.clientHeight], map: [w.__map.container.clientWidth, w.__map.container.clientHeight], inCanvasContainer: el.parentElement === w.__map.maplibre.getCanvasContainer() };
  });
  assert.equal(at.size, at.map);
  assert.ok(at.inCanvasContainer);
  const [red, blue] = await samplePixels(s.page, [at.a, at.line], '/tmp/maplib-echarts.png');
  assert.ok(colourDistance(red, '#ff0000') < 40, `scatter at its point: ${hex(red)}`);
  assert.ok(colourDistance(blue, '#0000ff') < 60, `line at its latitude: ${hex(blue)}`);
});

test('a pan moves every point with map.project, in the same frame; rotate and pitch too', async ({ s }) => {
  const r = await s.page.evaluate(async (points) => {
    const w = window as any;
    const chart = w.__overlay.getChart();
    const before = w.__map.project([100, 20]);
    w.__map.jumpTo({ center: [105, 25] });
    // Synchronously after the move event: the layout already follows.
    const moved = chart.convertToPixel({ seriesIndex: 0 }, [100, 20]);
    const layout = chart.getModel().getSeriesByIndex(0).getData().getItemLayout(0);
    const now = w.__map.project([100, 20]);
    w.__map.jumpTo({ bearing: 30, pitch: 40 });
    const tilted = points.map((p: number[]) => {
      const want = w.__map.project(p);
      const got = chart.convertToPixel({ seriesIndex: 0 }, p);
      return Math.max(Math.abs(got[0] - want.x), Math.abs(got[1] - want.y));
    });
    const tiltedLayout = chart.getModel().getSeriesByIndex(0).getData().getItemLayout(0);
    const tiltedWant = w.__map.project([100, 20]);
    w.__map.jumpTo({ bearing: 0, pitch: 0 });
    return { before, moved, now, layout, tilted, tiltedLayout, tiltedWant };
  }, POINTS);
  assert.ok(Math.abs(r.before.x - r.now.x) > 50, 'the pan moved the point on screen');
  assert.ok(Math.abs(r.moved[0] - r.now.x) < 1e-6 && Math.abs(r.moved[1] - r.now.y) < 1e-6);
  assert.ok(Math.abs(r.layout[0] - r.now.x) < 1e-6 && Math.abs(r.layout[1] - r.now.y) < 1e-6, `scatter layout ${r.layout} vs ${JSON.stringify(r.now)}`);
  for (const d of r.tilted) assert.ok(d < 1e-6, `rotated/pitched difference ${d}`);
  assert.ok(Math.abs(r.tiltedLayout[0] - r.tiltedWant.x) < 1e-6 && Math.abs(r.tiltedLayout[1] - r.tiltedWant.y) < 1e-6, 'layout follows rotate + pitch');
  await waitIdle(s.page);
  await frames(s);
  const at = await s.page.evaluate(() => (window as any).__map.project([100, 20]));
  const [red] = await samplePixels(s.page, [at], '/tmp/maplib-echarts-panned.png');
  assert.ok(colourDistance(red, '#ff0000') < 40, `scatter followed the pan: ${hex(red)}`);
});

test('hover shows the ECharts tooltip, click reaches onClick, and a drag on the chart still pans the map', async ({ s }) => {
  const box = (await s.page.locator('#map').boundingBox())!;
  const at = await s.page.evaluate(() => (window as any).__map.project([100, 20]));
  await s.page.mouse.move(box.x + at.x + 60, box.y + at.y + 60);
  await s.page.mouse.move(box.x + at.x, box.y + at.y, { steps: 4 });
  await s.page.waitForFunction(() => [...(window as any).__overlay.getElement().querySelectorAll('div')].some((d: HTMLElement) => d.textContent === 'tip:A' && getComputedStyle(d).display !== 'none' && getComputedStyle(d).opacity !== '0'), null, { timeout: 5000 });
  await s.page.mouse.click(box.x + at.x, box.y + at.y);
  await s.page.waitForFunction(() => (window as any).__clicked.length > 0);
  assert.equal(await s.page.evaluate(() => (window as any).__clicked), ['A']);
  const c0 = await s.page.evaluate(() => (window as any).__map.getCenter());
  await s.page.mouse.move(box.x + 400, box.y + 250);
  await s.page.mouse.down();
  await s.page.mouse.move(box.x + 300, box.y + 250, { steps: 8 });
  await s.page.mouse.up();
  await waitIdle(s.page);
  const c1 = await s.page.evaluate(() => (window as any).__map.getCenter());
  assert.ok(c1[0] - c0[0] > 5, `dragging over the chart panned the map: ${c0} → ${c1}`);
});

test('new options replace the old ones in place (same chart instance)', async ({ s }) => {
  await s.page.evaluate(async () => {
    const w = window as any;
    w.__chartBefore = w.__overlay.getChart();
    w.__overlay.update({ options: w.__options('#00cc00') });
  });
  await frames(s);
  await frames(s);
  const at = await s.page.evaluate(() => (window as any).__map.project([100, 20]));
  const [green] = await samplePixels(s.page, [at]);
  assert.ok(colourDistance(green, '#00cc00') < 40, `recoloured: ${hex(green)}`);
  assert.ok(await s.page.evaluate(() => (window as any).__overlay.getChart() === (window as any).__chartBefore));
});

test('removal disposes the chart and leaves no element or listener; React unmount frees the map', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    const el = w.__overlay.getElement();
    const chart = w.__overlay.getChart();
    const during = (m._listeners?.move ?? []).length;
    w.__overlay.remove();
    return {
      during,
      base: w.__moveListeners,
      after: (m._listeners?.move ?? []).length,
      disposed: chart.isDisposed(),
      byDom: w.MapLibLibs.echarts.echarts.getInstanceByDom(el) === undefined,
      elements: document.querySelectorAll('.maplib-echarts').length,
      resize: (m._listeners?.resize ?? []).length,
    };
  });
  assert.is(r.during, r.base + 1);
  assert.is(r.after, r.base);
  assert.ok(r.disposed);
  assert.ok(r.byDom);
  assert.is(r.elements, 0);
  await s.page.evaluate(() => (window as any).__map.destroy());
  // React: mounted inside <Map>, then the whole map unmounted.
  await s.page.evaluate(async () => {
    const w = window as any;
    const { Map, EchartsOverlay } = w.MapLib;
    const R = w.React;
    const el = document.getElementById('root')!;
    document.getElementById('map')!.style.display = 'none';
    w.__root = w.ReactDOM.createRoot(el);
    await new Promise<void>((resolve) => {
      w.__root.render(
        R.createElement(Map, { style: { width: 600, height: 400 }, center: [110, 30], zoom: 3, onLoad: (v: any) => (w.__view = v) },
          R.createElement(EchartsOverlay, { options: w.__options('#ff0000'), onReady: () => resolve() })),
      );
    });
  });
  assert.ok(await s.page.evaluate(() => document.querySelectorAll('.maplib-echarts canvas').length) >= 1, 'the React overlay drew its canvas');
  await s.page.evaluate(() => (window as any).__root.unmount());
  const after = await s.page.evaluate(() => ({ maps: (window as any).MapLib.core.getLiveMapCount(), els: document.querySelectorAll('.maplib-echarts').length }));
  assert.equal(after, { maps: 0, els: 0 });
  assert.equal(s.blocked, []);
  assert.equal(s.errors, []);
});

test.run();
