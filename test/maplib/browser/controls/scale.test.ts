// Scale in Chromium, network cut: the 1:N it shows is within 1% of N computed from the closed form of metres per pixel at
// the map's centre latitude (2π·R·cos φ / (512·2^z) × dpi / 0.0254), in an EPSG:3857 map and in an EPSG:4326 one (and
// after switching crs at runtime); a real mouse wheel zooms and the bar's label changes; units switch at runtime (one
// bar per system); dpi, denominator, outStyle, locale; the bar is drawn (pixels) as wide as its metres say; React
// mounts, updates and unmounts it leaving no listener and no live map.
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, samplePixels, waitIdle, type Session } from '../session.ts';
import { mountReact } from '../contract.ts';

const test = suite<{ s: Session }>('Scale');
const SHOTS = '/tmp/w28zoom';

test.before(async (ctx) => {
  ctx.s = await openSession();
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

interface Shown {
  labels: string[];
  widths: number[];
  ratio: string | null;
  /** N of the closed form at the map's centre latitude and zoom, at the control's dpi. */
  expected: number;
  zoom: number;
  lat: number;
}

/** What the Scale `expr` shows, and N from the closed form for the map it is on. */
async function shown(page: Page, expr = 'window.__scale'): Promise<Shown> {
  return page.evaluate((e) => {
    const scale = (0, eval)(e);
    const view = scale.view;
    const { EARTH_RADIUS } = (window as any).MapLib.core;
    const lat = view.getCenter()[1];
    const zoom = view.getZoom();
    const metresPerPixel = (2 * Math.PI * EARTH_RADIUS * Math.cos((lat * Math.PI) / 180)) / (512 * 2 ** zoom);
    const panel = scale.panel as HTMLElement;
    return {
      labels: [...panel.querySelectorAll('.maplib-scale-label')].map((l) => l.textContent ?? ''),
      widths: [...panel.querySelectorAll<HTMLElement>('.maplib-scale-line')].map((l) => l.getBoundingClientRect().width),
      ratio: panel.querySelector('.maplib-scale-ratio')?.textContent ?? null,
      expected: (metresPerPixel * (scale.props.dpi ?? 96)) / 0.0254,
      zoom,
      lat,
    };
  }, expr);
}

/** N of a shown "1:N". */
const denominatorOf = (ratio: string | null) => {
  assert.match(ratio ?? '', /^1:\d{1,3}(,\d{3})*$/, `a 1:N text: ${ratio}`);
  return Number(ratio!.slice(2).replace(/,/g, ''));
};

function assertWithinOnePercent(s: Shown, what: string): void {
  const n = denominatorOf(s.ratio);
  const off = Math.abs(n - s.expected) / s.expected;
  assert.ok(off < 0.01, `${what}: shown 1:${n}, closed form 1:${Math.round(s.expected)} at ${s.lat.toFixed(3)}° zoom ${s.zoom} (${(off * 100).toFixed(3)}% off)`);
}

async function newMap(page: Page, options: Record<string, unknown>, props: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ({ options, props }) => {
      const w = window as any;
      w.__map?.destroy();
      const map = (w.__map = w.MapLib.createMap(document.getElementById('map'), options));
      w.__base = Object.fromEntries(Object.entries(map.maplibre._listeners).map(([type, list]: [string, any]) => [type, list.length]));
      w.__changes = [];
      w.__scale = map.add(new w.MapLib.core.Scale({ ...props, onChange: (e: any) => w.__changes.push({ n: e.denominator, label: e.bars.map((b: any) => `${b.length} ${b.unit}`).join('+'), same: e.control === w.__scale }) }));
    },
    { options, props },
  );
  await waitIdle(page);
}

test('EPSG:3857: 1:N within 1% of the closed form at the centre latitude (39.9°N, 0°, 60°S), 96 dpi; a named group in the bottom-left corner', async ({ s }) => {
  await newMap(s.page, { center: [116.4, 39.9], zoom: 5 }, {});
  let r = await shown(s.page);
  assertWithinOnePercent(r, '3857 at 39.9°N');
  assert.equal(r.labels, ['100 公里'], 'metric by default, in the page’s Chinese');
  assert.is(await s.page.evaluate(() => (window as any).__scale.panel.parentElement.className.trim()), 'maplibregl-ctrl-bottom-left');
  assert.is(await s.page.getByRole('group', { name: '比例尺' }).count(), 1);
  const reading = await s.page.evaluate(() => (window as any).__scale.getScale());
  assert.ok(Math.abs(reading.denominator - r.expected) / r.expected < 0.01 && reading.dpi === 96, JSON.stringify(reading));
  assert.ok(Math.abs(r.widths[0] - reading.bars[0].width) < 1, `the line is ${r.widths[0]} px, the bar ${reading.bars[0].width} px`);
  for (const center of [[0, 0], [-60, -60]]) {
    await s.page.evaluate((c) => (window as any).__map.jumpTo({ center: c, zoom: 7.3 }), center);
    await waitIdle(s.page);
    r = await shown(s.page);
    assertWithinOnePercent(r, `3857 at ${center[1]}°`);
  }
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [116.4, 39.9], zoom: 5 }));
  await waitIdle(s.page);
  await s.page.screenshot({ path: `${SHOTS}/scale-light.png`, clip: { x: 0, y: 380, width: 300, height: 120 } });
});

test('the bar is drawn: dark ticks and line where its box is, the map beside it', async ({ s }) => {
  const box = await s.page.evaluate(() => {
    const line = (window as any).__scale.panel.querySelector('.maplib-scale-line').getBoundingClientRect();
    return { left: line.left, right: line.right, bottom: line.bottom, top: line.top };
  });
  const points = [
    { x: (box.left + box.right) / 2, y: box.bottom - 1 }, // the line
    { x: box.left + 1, y: box.top + 3 }, // the left tick
    { x: box.right - 1, y: box.top + 3 }, // the right tick
    { x: (box.left + box.right) / 2, y: box.top + 2 }, // inside, above the line: the panel
  ];
  const [line, left, right, inside] = await samplePixels(s.page, points, `${SHOTS}/scale-pixels.png`);
  for (const [name, px] of [['line', line], ['left tick', left], ['right tick', right]] as const) assert.ok(px.every((c) => c < 90), `${name} is dark: ${px}`);
  assert.ok(inside.every((c) => c > 230), `the panel inside the bar is light: ${inside}`);
});

test('a real mouse wheel zooms the map: the label and 1:N change, still within 1%; onChange told each change', async ({ s }) => {
  const before = await shown(s.page);
  await s.page.evaluate(() => ((window as any).__changes = []));
  await s.page.mouse.move(400, 250);
  for (let i = 0; i < 3; i++) {
    await s.page.mouse.wheel(0, -300);
    await s.page.waitForTimeout(100);
  }
  await s.page.waitForFunction(() => !(window as any).__map.maplibre.isMoving());
  await waitIdle(s.page);
  const after = await shown(s.page);
  assert.ok(after.zoom > before.zoom + 0.5, `zoomed in: ${before.zoom} → ${after.zoom}`);
  assert.is.not(after.labels[0], before.labels[0], `the label changed: ${before.labels[0]} → ${after.labels[0]}`);
  assert.is.not(after.ratio, before.ratio);
  assertWithinOnePercent(after, 'after the wheel');
  const changes = await s.page.evaluate(() => (window as any).__changes);
  assert.ok(changes.length >= 1 && changes.every((c: any) => c.same), `${changes.length} onChange`);
  assert.ok(Math.abs(changes.at(-1).n - denominatorOf(after.ratio)) <= 0.5, 'the last event carries the N shown');
});

test('units at runtime: imperial, nautical, several bars in order; dpi, denominator, outStyle; locale', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [116.4, 39.9], zoom: 5 }));
  await waitIdle(s.page);
  const set = async (props: Record<string, unknown>) => {
    await s.page.evaluate((p) => (window as any).__scale.update(p), props);
    return shown(s.page);
  };
  // 1,874 m/px × 100 px = 187 km = 116 mi = 101 nmi: 100 of each.
  assert.equal((await set({ units: 'imperial' })).labels, ['100 英里']);
  assert.equal((await set({ units: 'nautical' })).labels, ['100 海里']);
  const both = await set({ units: ['metric', 'imperial', 'nautical'] });
  assert.equal(both.labels, ['100 公里', '100 英里', '100 海里']);
  // 100 km, 100 mi (160.9 km) and 100 nmi (185.2 km) at one metres-per-pixel: widths in that ratio.
  assert.ok(Math.abs(both.widths[1] / both.widths[0] - 1.609344) < 0.02 && Math.abs(both.widths[2] / both.widths[0] - 1.852) < 0.02, `widths ${both.widths}`);
  await s.page.screenshot({ path: `${SHOTS}/scale-three.png`, clip: { x: 0, y: 380, width: 300, height: 120 } });
  const print = await set({ dpi: 300 });
  assertWithinOnePercent(print, '300 dpi');
  assert.ok(denominatorOf(print.ratio) > 3 * denominatorOf(both.ratio), '300 dpi: N × 3.125');
  assert.is((await set({ denominator: false })).ratio, null, 'no 1:N');
  await set({ denominator: true, dpi: undefined, units: 'metric', outStyle: { marginBottom: 30, opacity: 0.9 } });
  let style = await s.page.evaluate(() => (window as any).__scale.panel.getAttribute('style'));
  assert.is(style, 'margin-bottom: 30px; opacity: 0.9;');
  await set({ outStyle: 'border-radius: 0' });
  style = await s.page.evaluate(() => (window as any).__scale.panel.getAttribute('style'));
  assert.is(style, 'border-radius: 0px;', 'the old properties taken off, the string applied');
  await set({ outStyle: undefined });
  await s.page.evaluate(() => (window as any).__map.update({ locale: 'en' }));
  assert.equal((await shown(s.page)).labels, ['100 km']);
  assert.is(await s.page.getByRole('group', { name: 'Scale' }).count(), 1);
  assert.equal((await set({ locale: 'zh-CN' })).labels, ['100 公里'], "the control's own locale");
  await set({ locale: undefined });
  await s.page.evaluate(() => (window as any).__map.update({ locale: undefined }));
  // update() without props measures again at once (MapGIS's method): the text written over is back in the same call.
  const again = await s.page.evaluate(() => {
    const w = window as any;
    const label = w.__scale.panel.querySelector('.maplib-scale-label');
    label.textContent = 'stale';
    w.__scale.update();
    return label.textContent;
  });
  assert.is(again, '100 公里');
});

test('dark mode: light text on a dark panel', async ({ s }) => {
  await s.page.evaluate(() => document.documentElement.classList.add('dark'));
  const colours = await s.page.evaluate(() => {
    const panel = (window as any).__scale.panel as HTMLElement;
    return [getComputedStyle(panel).backgroundColor, getComputedStyle(panel.querySelector('.maplib-scale-label')!).color, getComputedStyle(panel.querySelector('.maplib-scale-line')!).borderBottomColor];
  });
  assert.equal(colours, ['rgb(35, 39, 46)', 'rgb(227, 230, 234)', 'rgb(227, 230, 234)']);
  await s.page.screenshot({ path: `${SHOTS}/scale-dark.png`, clip: { x: 0, y: 380, width: 300, height: 120 } });
  await s.page.evaluate(() => document.documentElement.classList.remove('dark'));
});

test('removed, it leaves no panel and no listener', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const w = window as any;
    w.__scale.remove();
    const changed = Object.entries(w.__map.maplibre._listeners)
      .map(([type, list]: [string, any]) => [type, list.length - (w.__base[type] ?? 0)])
      .filter(([, n]) => n !== 0);
    return { panels: document.querySelectorAll('#map .maplib-scale').length, changed };
  });
  assert.equal(r, { panels: 0, changed: [] });
});

test('EPSG:4326: 1:N within 1% of the closed form at 39.9°N, 0° and 55°N; and after switching crs at runtime', async ({ s }) => {
  await newMap(s.page, { center: [116.4, 39.9], zoom: 5, crs: 'EPSG:4326' }, { units: ['metric', 'imperial'] });
  assert.is(await s.page.evaluate(() => (window as any).__map.maplibre.getProjection().type), 'EPSG:4326', 'drawn on the geographic grid');
  let r = await shown(s.page);
  assertWithinOnePercent(r, '4326 at 39.9°N');
  assert.equal(r.labels, ['100 公里', '100 英里'], 'the same bars as Web Mercator at this zoom: a pixel spans the same longitude');
  for (const center of [[20, 0], [37.6, 55]]) {
    await s.page.evaluate((c) => (window as any).__map.jumpTo({ center: c, zoom: 6.6 }), center);
    await waitIdle(s.page);
    r = await shown(s.page);
    assertWithinOnePercent(r, `4326 at ${center[1]}°`);
  }
  await s.page.screenshot({ path: `${SHOTS}/scale-4326.png`, clip: { x: 0, y: 380, width: 300, height: 120 } });
  await s.page.evaluate(() => (window as any).__map.update({ crs: 'EPSG:3857' }));
  await s.page.waitForFunction(() => (window as any).__map.maplibre.getProjection()?.type !== 'EPSG:4326');
  await waitIdle(s.page);
  assertWithinOnePercent(await shown(s.page), '3857 after the switch');
  await s.page.evaluate(() => (window as any).__map.update({ crs: 'EPSG:4326' }));
  await s.page.waitForFunction(() => (window as any).__map.maplibre.getProjection()?.type === 'EPSG:4326');
  await waitIdle(s.page);
  assertWithinOnePercent(await shown(s.page), '4326 after switching back');
});

test('React: <Scale> mounts, switches units on a new render, unmounts leaving no live map', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__map.destroy());
  const app = await mountReact(s.page, { style: { width: 600, height: 400 }, center: [116.4, 39.9], zoom: 5, locale: 'en' }, [
    { type: 'Scale', props: { id: 'sc', units: 'metric' }, events: { onChange: '__reactScale' } },
  ]);
  await s.page.waitForFunction(() => (window as any).__view?.isLoaded && document.querySelector('#root .maplib-scale-label')?.textContent === '100 km');
  await app.render({ units: ['nautical', 'metric'], outStyle: { marginBottom: 12 } });
  await s.page.waitForFunction(() => [...document.querySelectorAll('#root .maplib-scale-label')].map((l) => l.textContent).join('|') === '100 nmi|100 km');
  assert.is(await s.page.evaluate(() => (document.querySelector('#root .maplib-scale') as HTMLElement).style.marginBottom), '12px');
  assert.ok(await s.page.evaluate(() => (window as any).__reactScale.length >= 2), 'onChange through React');
  await app.unmount();
  assert.is(await s.page.evaluate(() => document.querySelectorAll('.maplib-scale').length), 0);
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
