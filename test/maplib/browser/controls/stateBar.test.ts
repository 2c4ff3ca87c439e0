// StateBar in Chromium, driven by the real mouse: after a move to a known pixel the bar shows that pixel's lon/lat
// (map.unproject, to 5 decimals); leaving the map shows a dash; the level and 1:N follow a zoom, and 1:N is within 1% of
// the ground a pixel covers (measured with haversine between unprojected pixels, EPSG:3857 and EPSG:4326); DMS,
// digits, items and locale change at runtime; a vanilla `render` and a React render prop draw a layout of their own,
// re-rendered with the state; unmounting leaves no panel, listener or live map.
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, waitIdle, type Session } from '../session.ts';
import { offlineContext } from '../../../helpers/browser.ts';
import { holdings } from '../contract.ts';

const test = suite<{ s: Session }>('StateBar');
const SHOTS = '/tmp/w28state';

test.before(async (ctx) => {
  ctx.s = await openSession();
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** The bar's items as shown: label and value per item class (lng, lat, level, scale, crs), and the custom layout's text. */
async function shown(page: Page, selector = '#map'): Promise<{ items: Record<string, [string, string]>; custom: string | null; visible: boolean; label: string | null }> {
  return page.evaluate((sel) => {
    const panel = document.querySelector(`${sel} .maplib-state-bar`) as HTMLElement | null;
    const items: Record<string, [string, string]> = {};
    for (const el of panel?.querySelectorAll('.maplib-state-item') ?? []) {
      const item = [...el.classList].find((c) => c !== 'maplib-state-item')!.replace('maplib-state-', '');
      items[item] = [el.querySelector('.maplib-state-label')!.textContent!, el.querySelector('.maplib-state-value')!.textContent!];
    }
    const custom = panel?.querySelector('.maplib-state-custom');
    return { items, custom: custom ? custom.textContent : null, visible: !!panel && panel.getBoundingClientRect().height > 0, label: panel?.getAttribute('aria-label') ?? null };
  }, selector);
}

/** Moves the real mouse to pixel (x, y) of the map in `selector` and returns what map.unproject says is there, wrapped, to 5 decimals. */
async function pointAt(page: Page, x: number, y: number, view = 'window.__map', selector = '#map'): Promise<{ lng: string; lat: string }> {
  const box = (await page.locator(selector).boundingBox())!;
  await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
  return page.evaluate(
    ({ x, y, view }) => {
      const ll = (0, eval)(view).maplibre.unproject([x, y]).wrap();
      return { lng: `${ll.lng.toFixed(5)}°`, lat: `${ll.lat.toFixed(5)}°` };
    },
    { x, y, view },
  );
}

/** N of 1:N from the ground between two pixels 100 px apart across the map's centre (haversine, metres) at 96 dpi. */
async function measuredScale(page: Page, view = 'window.__map'): Promise<number> {
  return page.evaluate((view) => {
    const m = (0, eval)(view).maplibre;
    const c = m.project(m.getCenter());
    const a = m.unproject([c.x - 50, c.y]);
    const b = m.unproject([c.x + 50, c.y]);
    return (a.distanceTo(b) / 100) * (96 / 0.0254);
  }, view);
}

const scaleNumber = (text: string) => Number(text.replace(/^1:/, '').replace(/,/g, ''));
const within = (a: number, b: number, fraction: number) => Math.abs(a - b) <= Math.abs(b) * fraction;

test('vanilla: the lon/lat under the real mouse to 5 decimals, a dash off the map, the level and 1:N, onChange', async ({ s }) => {
  const { page } = s;
  await page.evaluate(() => {
    const w = window as any;
    w.__map?.destroy();
    const map = (w.__map = w.MapLib.createMap(document.getElementById('map'), { center: [116.4, 39.9], zoom: 4 }));
    w.__base = Object.fromEntries(Object.entries(map.maplibre._listeners ?? {}).map(([k, v]: [string, any]) => [k, v.length]));
    w.__changes = [];
    w.__bar = map.add(new w.MapLib.core.StateBar({ onChange: (state: unknown) => w.__changes.push(state) }));
  });
  await waitIdle(page);
  let bar = await shown(page);
  assert.equal(Object.keys(bar.items), ['lng', 'lat', 'level', 'scale', 'crs'], 'every item, in order');
  assert.equal(bar.items.lng, ['经度', '—'], 'a dash before the pointer came: this page is zh-CN');
  assert.equal(bar.items.lat, ['纬度', '—']);
  assert.equal(bar.items.level, ['级别', '4']);
  assert.equal(bar.items.crs, ['坐标系', 'EPSG:3857']);
  assert.is(bar.label, '状态栏', 'a named group');
  assert.is(await page.evaluate(() => (window as any).__bar.panel.parentElement.className.trim()), 'maplibregl-ctrl-bottom-right', 'in the bottom-right corner by default');

  const overlaps = await page.evaluate(() => {
    const w = window as any;
    const box = (el: Element) => el.getBoundingClientRect();
    const bar = box(w.__bar.panel);
    return [...w.__map.container.querySelectorAll('.maplibregl-ctrl')]
      .filter((el: Element) => el !== w.__bar.panel)
      .filter((el: Element) => {
        const b = box(el);
        return Math.min(b.right, bar.right) - Math.max(b.left, bar.left) > 0.5 && Math.min(b.bottom, bar.bottom) - Math.max(b.top, bar.top) > 0.5;
      })
      .map((el: Element) => el.className);
  });
  assert.equal(overlaps, [], 'the bar covers no other control (the attribution shares its corner)');

  for (const [x, y] of [[300, 200], [613, 87], [35, 410]]) {
    const want = await pointAt(page, x, y);
    bar = await shown(page);
    assert.equal([bar.items.lng[1], bar.items.lat[1]], [want.lng, want.lat], `pixel ${x},${y}`);
  }
  const last = await page.evaluate(() => (window as any).__changes.at(-1));
  assert.is(`${last.lng.toFixed(5)}°`, bar.items.lng[1], 'onChange had the same state');
  assert.is(last.text.lat, bar.items.lat[1]);
  assert.is(last.level, 4);

  // 1:N within 1% of the ground a pixel covers at the centre, and equal to m/px at the centre latitude × 96 / 0.0254.
  const truth = (40075016.686 * Math.cos((39.9 * Math.PI) / 180)) / (512 * 2 ** 4) * (96 / 0.0254);
  assert.ok(within(scaleNumber(bar.items.scale[1]), truth, 1e-6), `${bar.items.scale[1]} vs 1:${Math.round(truth)}`);
  const measured = await measuredScale(page);
  assert.ok(within(scaleNumber(bar.items.scale[1]), measured, 0.01), `${bar.items.scale[1]} vs measured 1:${Math.round(measured)}`);
  await page.screenshot({ path: `${SHOTS}/vanilla-pointer.png`, clip: { x: 0, y: 0, width: 800, height: 500 } });

  // Off the map: below it (the page has room there).
  await page.mouse.move(400, 650, { steps: 4 });
  bar = await shown(page);
  assert.equal([bar.items.lng[1], bar.items.lat[1]], ['—', '—'], 'a dash once the pointer left the map');
  assert.equal(await page.evaluate(() => [(window as any).__changes.at(-1).lng, (window as any).__changes.at(-1).text.lng]), [null, '—']);

  // Back on, then a zoom with the pointer still: the level, the scale and the lon/lat under the pointer follow.
  await pointAt(page, 300, 200);
  await page.evaluate(() => (window as any).__map.jumpTo({ zoom: 6.25 }));
  const want = await page.evaluate(() => {
    const ll = (window as any).__map.maplibre.unproject([300, 200]).wrap();
    return [`${ll.lng.toFixed(5)}°`, `${ll.lat.toFixed(5)}°`];
  });
  bar = await shown(page);
  assert.equal([bar.items.lng[1], bar.items.lat[1]], want, 'the pointer’s place read again after the map moved under it');
  assert.is(bar.items.level[1], '6.25');
  assert.ok(within(scaleNumber(bar.items.scale[1]), await measuredScale(page), 0.01), 'the scale followed the zoom');

  // A wheel turn with the real mouse zooms the map; the bar shows the new level.
  await page.mouse.wheel(0, -300);
  await page.waitForFunction(() => !(window as any).__map.maplibre.isMoving() && (window as any).__map.getZoom() > 6.3, null, { timeout: 10000 });
  await page.waitForTimeout(100);
  const zoom = await page.evaluate(() => (window as any).__map.getZoom());
  bar = await shown(page);
  assert.is(bar.items.level[1], String(Math.round(zoom * 100) / 100), 'the level after a wheel zoom');
  const calls = await page.evaluate(() => (window as any).__changes.length);
  await page.evaluate(() => (window as any).__bar.update({ onChange: (window as any).__bar.props.onChange }));
  assert.is(await page.evaluate(() => (window as any).__changes.length), calls, 'no change, no onChange');
});

test('runtime: DMS and digits, items off and on, default off, locale, corner — in place', async ({ s }) => {
  const { page } = s;
  await page.evaluate(() => (window as any).__map.jumpTo({ center: [-74.0445, -33.8688], zoom: 5 }));
  const want = await pointAt(page, 250, 330);
  const ll = await page.evaluate(() => (window as any).__map.maplibre.unproject([250, 330]).wrap());
  await page.evaluate(() => (window as any).__bar.update({ format: 'dms' }));
  let bar = await shown(page);
  const dms = await page.evaluate(({ lng, lat }) => {
    const { formatDms } = (window as any).MapLib.core;
    return [formatDms(lng, 'lng'), formatDms(lat, 'lat')];
  }, ll);
  assert.equal([bar.items.lng[1], bar.items.lat[1]], dms, 'DMS with two decimals of seconds');
  assert.match(bar.items.lng[1], /^\d+°\d\d′\d\d\.\d\d″W$/);
  assert.match(bar.items.lat[1], /^\d+°\d\d′\d\d\.\d\d″S$/);
  assert.equal(await page.evaluate(() => (window as any).__changes.at(-1).text.lng), dms[0], 'onChange on a format change');
  await page.screenshot({ path: `${SHOTS}/vanilla-dms.png`, clip: { x: 0, y: 0, width: 800, height: 500 } });

  await page.evaluate(() => (window as any).__bar.update({ format: 'decimal', digits: 2 }));
  bar = await shown(page);
  assert.equal([bar.items.lng[1], bar.items.lat[1]], [`${ll.lng.toFixed(2)}°`, `${ll.lat.toFixed(2)}°`]);
  await page.evaluate(() => (window as any).__bar.update({ digits: undefined }));
  assert.is((await shown(page)).items.lng[1], want.lng, 'digits back to 5');

  await page.evaluate(() => (window as any).__bar.update({ scale: false, crs: false, lat: false }));
  assert.equal(Object.keys((await shown(page)).items), ['lng', 'level']);
  await page.evaluate(() => (window as any).__bar.update({ default: false }));
  bar = await shown(page);
  assert.equal([Object.keys(bar.items), bar.visible], [[], false], 'built-in UI off and no layout: nothing shows');
  await page.evaluate(() => (window as any).__bar.update({ default: true, scale: true, crs: true, lat: true }));
  assert.equal(Object.keys((await shown(page)).items), ['lng', 'lat', 'level', 'scale', 'crs']);

  await page.evaluate(() => (window as any).__map.update({ locale: 'en' }));
  bar = await shown(page);
  assert.equal(Object.values(bar.items).map((i) => i[0]), ['Lon', 'Lat', 'Zoom', 'Scale', 'CRS'], 'words follow the map’s locale');
  assert.is(bar.label, 'Status bar');
  await page.evaluate(() => (window as any).__bar.update({ locale: 'zh-CN' }));
  assert.is((await shown(page)).items.level[0], '级别', 'its own locale wins');
  await page.evaluate(() => (window as any).__bar.update({ locale: undefined }));

  await page.evaluate(() => (window as any).__bar.update({ position: 'top-right' }));
  assert.is(await page.evaluate(() => (window as any).__bar.panel.parentElement.className.trim()), 'maplibregl-ctrl-top-right');
  assert.is(await page.locator('#map .maplib-state-bar').count(), 1, 'moved, not copied');
  const again = await pointAt(page, 420, 260);
  bar = await shown(page);
  assert.equal([bar.items.lng[1], bar.items.lat[1]], [again.lng, again.lat], 'still following the mouse from its new corner');

  const errors = await page.evaluate(() => {
    const { StateBar } = (window as any).MapLib.core;
    const bar = (window as any).__bar;
    const messages: string[] = [];
    for (const props of [{ format: 'deg' }, { digits: 11 }, { digits: 2.5 }, { default: 'no' }, { render: '<b>' }, { dpi: 0 }]) {
      try {
        new StateBar(props);
      } catch (e) {
        messages.push(String((e as Error).message));
      }
    }
    try {
      bar.update({ format: 'DMS' });
    } catch (e) {
      messages.push(String((e as Error).message));
    }
    return { messages, format: bar.props.format };
  });
  assert.equal(errors.messages, [
    `StateBar: format must be 'decimal' or 'dms', got "deg"`,
    'StateBar: digits must be between 0 and 10, got 11',
    'StateBar: digits must be an integer, got 2.5',
    'StateBar: default must be true or false, got "no"',
    'StateBar: render must be a function, got "<b>"',
    'StateBar: dpi must be between 1 and 10000, got 0',
    `StateBar: format must be 'decimal' or 'dms', got "DMS"`,
  ]);
  assert.is(errors.format, 'decimal', 'a refused update keeps the props it had');
});

test('vanilla render: a layout of one’s own, called with the state on every change; default false shows only it', async ({ s }) => {
  const { page } = s;
  await page.evaluate(() => {
    const w = window as any;
    w.__calls = 0;
    w.__bar.update({
      position: 'bottom-left',
      default: false,
      render: (state: any) => {
        w.__calls++;
        const el = document.createElement('b');
        el.className = 'my-layout';
        el.textContent = `${state.text.lng} ${state.text.lat} z${state.text.level} ${state.text.scale}`;
        return el;
      },
    });
  });
  const want = await pointAt(page, 500, 300);
  let bar = await shown(page);
  assert.equal(Object.keys(bar.items), [], 'no built-in item');
  assert.ok(bar.visible);
  assert.match(bar.custom!, new RegExp(`^${want.lng} ${want.lat} z5 1:[\\d,]+$`));
  await page.mouse.move(400, 650);
  assert.match((await shown(page)).custom!, /^— — z5 /, 'the layout hears the pointer leave');
  // A new render function draws at once; text works as well as a node.
  await page.evaluate(() => (window as any).__bar.update({ render: (state: any) => `zoom ${state.level}` }));
  assert.is((await shown(page)).custom, 'zoom 5');
  await page.evaluate(() => (window as any).__bar.update({ default: true }));
  bar = await shown(page);
  assert.equal([Object.keys(bar.items).length, bar.custom], [5, 'zoom 5'], 'built-in items and the layout together');
  await page.evaluate(() => (window as any).__bar.update({ render: undefined }));
  assert.is((await shown(page)).custom, null, 'no render, no layout');
});

test('EPSG:4326: the CRS shown, lon/lat under the mouse from unproject, 1:N within 1% of the measured ground', async ({ s }) => {
  const { page } = s;
  await page.evaluate(() => (window as any).__map.update({ crs: 'EPSG:4326', center: [100, 30], zoom: 4 }));
  await page.waitForFunction(() => (window as any).__map.isStyleReady(), null, { timeout: 20000 });
  await waitIdle(page);
  const want = await pointAt(page, 330, 180);
  const bar = await shown(page);
  assert.is(bar.items.crs[1], 'EPSG:4326', 'the CRS after the change');
  assert.equal([bar.items.lng[1], bar.items.lat[1]], [want.lng, want.lat]);
  const measured = await measuredScale(page);
  assert.ok(within(scaleNumber(bar.items.scale[1]), measured, 0.01), `${bar.items.scale[1]} vs measured 1:${Math.round(measured)}`);
  await page.screenshot({ path: `${SHOTS}/vanilla-4326.png`, clip: { x: 0, y: 0, width: 800, height: 500 } });
  await page.evaluate(() => (window as any).__map.update({ crs: 'EPSG:3857' }));
  await page.waitForFunction(() => (window as any).__map.isStyleReady(), null, { timeout: 20000 });
  assert.is((await shown(page)).items.crs[1], 'EPSG:3857', 'and back');
});

test('vanilla removal: no panel and the map’s listeners back to what they were; a removed bar is quiet', async ({ s }) => {
  const { page } = s;
  const r = await page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    const calls = w.__changes.length;
    w.__bar.remove();
    const count = (type: string) => (m._listeners?.[type] ?? []).length;
    const types = new Set([...Object.keys(w.__base), ...Object.keys(m._listeners ?? {})]);
    return {
      panels: document.querySelectorAll('.maplib-state-bar').length,
      changed: [...types].filter((type) => count(type) !== (w.__base[type] ?? 0)),
      calls,
    };
  });
  assert.equal([r.panels, r.changed], [0, []]);
  await pointAt(page, 200, 200);
  await page.evaluate(() => (window as any).__map.jumpTo({ zoom: 3 }));
  assert.is(await page.evaluate(() => (window as any).__changes.length), r.calls, 'no onChange after removal');
  assert.equal(await page.evaluate(() => (window as any).__bar.getState()), undefined);
  await page.evaluate(() => (window as any).__map.destroy());
});

test('touch: a tap shows the lon/lat of the tapped pixel (no hover on a touch screen: the tap’s compatibility mousemove)', async ({ s }) => {
  const context = await offlineContext(s.browser, { viewport: { width: 600, height: 500 }, hasTouch: true, isMobile: true });
  await context.addInitScript('globalThis.__name = (f) => f;');
  const page = await context.newPage();
  await page.goto(s.server.origin + '/');
  await page.waitForFunction(() => (window as any).MapLib);
  await page.evaluate(() => {
    const w = window as any;
    w.__map = w.MapLib.createMap(document.getElementById('map'), { center: [2.35, 48.86], zoom: 5 });
    w.__bar = w.__map.add(new w.MapLib.core.StateBar({ locale: 'en' }));
  });
  await waitIdle(page);
  await page.touchscreen.tap(212, 143);
  await page.waitForTimeout(100);
  const want = await page.evaluate(() => {
    const ll = (window as any).__map.maplibre.unproject([212, 143]).wrap();
    return [`${ll.lng.toFixed(5)}°`, `${ll.lat.toFixed(5)}°`];
  });
  const bar = await shown(page);
  assert.equal([bar.items.lng[1], bar.items.lat[1]], want);
  assert.equal(bar.items.lng[0], 'Lon');
  await page.evaluate(() => (window as any).__map.destroy());
  await context.close();
});

test('React: a render prop with default={false} shows only the custom layout, re-rendered with the state; unmount leaves nothing', async ({ s }) => {
  const { page } = s;
  await page.evaluate(() => {
    const w = window as any;
    const { React: R, ReactDOM: RD, MapLib: M } = w;
    document.getElementById('map')!.style.display = 'none';
    const el = document.getElementById('root')!;
    el.style.cssText = 'width:800px;height:500px';
    w.__renders = 0;
    w.__reactChanges = [];
    const layout = (state: any) => {
      w.__renders++;
      return R.createElement('div', { className: 'react-layout' }, R.createElement('span', { className: 'where' }, state.lng === null ? 'off the map' : `${state.text.lng}, ${state.text.lat}`), R.createElement('span', { className: 'zoom' }, ` · z${state.text.level}`));
    };
    function App({ format, builtIn }: { format: string; builtIn: boolean }) {
      return R.createElement(
        M.Map,
        { style: { width: 800, height: 500 }, center: [116.4, 39.9], zoom: 4, onLoad: (v: unknown) => (w.__view = v) },
        R.createElement(M.StateBar, { default: builtIn, format, render: layout, onChange: (st: unknown) => w.__reactChanges.push(st), ref: (bar: unknown) => bar && (w.__reactBar = bar) }),
      );
    }
    const root = (w.__root = RD.createRoot(el));
    w.__app = (props: object) => root.render(R.createElement(App, { format: 'decimal', builtIn: false, ...props }));
    w.__app({});
  });
  await page.waitForFunction(() => (window as any).__view?.isLoaded, null, { timeout: 20000 });
  await waitIdle(page, 'window.__view');
  await page.waitForFunction(() => document.querySelector('#root .react-layout')?.textContent === 'off the map · z4');
  let bar = await shown(page, '#root');
  assert.equal(Object.keys(bar.items), [], 'default={false}: no built-in item');
  const box = (await page.locator('#root').boundingBox())!;
  await page.mouse.move(box.x + 321, box.y + 123, { steps: 4 });
  const want = await page.evaluate(() => {
    const ll = (window as any).__view.maplibre.unproject([321, 123]).wrap();
    return `${ll.lng.toFixed(5)}°, ${ll.lat.toFixed(5)}°`;
  });
  await page.waitForFunction((t) => document.querySelector('#root .react-layout .where')?.textContent === t, want, { timeout: 5000 });
  bar = await shown(page, '#root');
  assert.is(bar.custom, `${want} · z4`, 'the React layout re-rendered with the pointer’s state');
  assert.ok(await page.evaluate(() => (window as any).__reactChanges.length > 0), 'onChange through React');
  await page.screenshot({ path: `${SHOTS}/react-render-prop.png`, clip: { x: 0, y: 0, width: 800, height: 500 } });

  // Props from React: DMS at runtime and the built-in items back, beside the layout; the panel is the same.
  const panelBefore = await page.evaluate(() => ((window as any).__panel = (window as any).__reactBar.panel) && true);
  assert.ok(panelBefore);
  await page.evaluate(() => (window as any).__app({ format: 'dms', builtIn: true }));
  await page.waitForFunction(() => /″E, /.test(document.querySelector('#root .react-layout .where')?.textContent ?? ''));
  bar = await shown(page, '#root');
  assert.equal(Object.keys(bar.items), ['lng', 'lat', 'level', 'scale', 'crs']);
  assert.match(bar.items.lng[1], /^116°|^\d+°\d\d′\d\d\.\d\d″E$/);
  assert.is(bar.custom, `${bar.items.lng[1]}, ${bar.items.lat[1]} · z4`, 'the layout and the items say the same');
  assert.ok(await page.evaluate(() => (window as any).__reactBar.panel === (window as any).__panel), 'the control kept its panel');
  // A render of the app with equal props does not call the core's render again with a new state.
  const renders = await page.evaluate(() => (window as any).__renders);
  await page.evaluate(() => (window as any).__app({ format: 'dms', builtIn: true }));
  await page.waitForTimeout(100);
  assert.ok((await page.evaluate(() => (window as any).__renders)) - renders <= 1, 'an equal render draws the layout once at most');

  await page.mouse.move(400, 650, { steps: 3 });
  await page.waitForFunction(() => document.querySelector('#root .react-layout .where')?.textContent === 'off the map');
  const h = await holdings(page, 'window.__view');
  assert.equal([h.layers, h.sources], [[], []]);
  const live = await page.evaluate(() => {
    const w = window as any;
    w.__root.unmount();
    return { live: w.MapLib.core.getLiveMapCount(), panels: document.querySelectorAll('.maplib-state-bar, .react-layout').length, html: document.getElementById('root')!.innerHTML };
  });
  assert.equal(live, { live: 0, panels: 0, html: '' }, 'unmount leaves no map, panel or layout');
});

test.run();
