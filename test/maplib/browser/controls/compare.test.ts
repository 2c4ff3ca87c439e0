// Compare in Chromium, driven by real input: two maps in one container, the before map on the offline basemap (light
// sea), the after map on the military one (dark sea), over the Pacific so that every sample is sea. A mouse drag, a
// touch drag and the keys move the handle, and with it the before map's clip and the pixels on each side of it; a real
// drag-pan (mouse and finger) on either visible map leaves both maps at one centre; the orientation changes at runtime;
// the handle's name follows the locale; destroy() and a React unmount leave no handle and no live map.
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { offlineContext } from '../../../helpers/browser.ts';
import { openSession, samplePixels, waitIdle, colourDistance, hex, type Session } from '../session.ts';
import { PALETTES } from '../../../../maplib/src/core/basemap/palettes.ts';

const test = suite<{ s: Session }>('Compare');
const SHOTS = '/tmp/w28cmp';
const BEFORE_SEA = PALETTES.offline.sea;
const AFTER_SEA = PALETTES.militray.sea;
const W = 800;
const H = 500;

test.before(async (ctx) => {
  ctx.s = await openSession();
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/**
 * A fresh #cmp (800×500, at the page's top left) holding two map containers; window.__before (offline basemap, over
 * the Pacific) and window.__after (military basemap, elsewhere: the swipe moves it to the before map's camera) and
 * window.__compare with `props`; every slide's position is pushed to window.__slides.
 */
async function mountVanilla(page: Page, props: Record<string, unknown> = {}): Promise<void> {
  await page.evaluate(
    ({ props, size }) => {
      const w = window as any;
      for (const v of w.MapLib.core.getLiveMaps()) v.destroy();
      document.getElementById('map')!.style.display = 'none';
      document.getElementById('cmp')?.remove();
      const box = document.createElement('div');
      box.id = 'cmp';
      box.style.cssText = `width:${size.W}px;height:${size.H}px`;
      box.innerHTML = '<div id="cmp-before"></div><div id="cmp-after"></div>';
      document.body.prepend(box);
      const { createMap, core } = w.MapLib;
      w.__before = createMap('cmp-before', { center: [-150, 5], zoom: 3, basemap: 'offline' });
      w.__after = createMap('cmp-after', { center: [100, 30], zoom: 1, basemap: 'militray' });
      w.__after.add(new core.NavigationControl({ position: 'top-right' }));
      w.__slides = [];
      w.__compare = new core.Compare(w.__before, w.__after, { ...props, onSlide: (e: { position: number }) => w.__slides.push(e.position) });
    },
    { props, size: { W, H } },
  );
  await waitIdle(page, 'window.__before');
  await waitIdle(page, 'window.__after');
}

/** The handle's state as a reader's tools see it, and the before map's clip. */
function handleState(page: Page) {
  return page.evaluate(() => {
    const c = (window as any).__compare;
    const h = c.handle as HTMLElement;
    const box = h.getBoundingClientRect();
    return {
      role: h.getAttribute('role'),
      now: Number(h.getAttribute('aria-valuenow')),
      orientation: h.getAttribute('aria-orientation'),
      name: h.getAttribute('aria-label'),
      focused: document.activeElement === h,
      clip: c.before.container.style.clipPath as string,
      centre: { x: box.left + box.width / 2, y: box.top + box.height / 2 },
      size: { width: box.width, height: box.height },
      position: c.getPosition() as number,
    };
  });
}

/** Whether each sampled pixel is the before map's sea (light) or the after map's (dark). */
async function seas(page: Page, points: { x: number; y: number }[], shot: string): Promise<string[]> {
  const rgb = await samplePixels(page, points, `${SHOTS}/${shot}.png`, '#cmp');
  return rgb.map((c) => (colourDistance(c, BEFORE_SEA) < 16 ? 'before' : colourDistance(c, AFTER_SEA) < 16 ? 'after' : hex(c)));
}

const centres = (page: Page) => page.evaluate(() => [(window as any).__before.getCenter(), (window as any).__after.getCenter()] as [number, number][]);

/** Both maps at one centre (to a millionth of a degree), and not where they started. */
function assertSameCentre([a, b]: [number, number][], from: [number, number], what: string): void {
  assert.ok(Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6, `${what}: before ${a}, after ${b}`);
  assert.ok(Math.abs(a[0] - from[0]) > 1, `${what}: the maps moved (${from} → ${a})`);
}

test('mounted: both maps fill the container, the after map takes the before map’s camera, the handle is a named slider at 50 %', async ({ s }) => {
  await mountVanilla(s.page);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const canvas = (v: any) => [v.maplibre.getCanvas().clientWidth, v.maplibre.getCanvas().clientHeight];
    return { sizes: [canvas(w.__before), canvas(w.__after)], centres: [w.__before.getCenter(), w.__after.getCenter()], zooms: [w.__before.getZoom(), w.__after.getZoom()], classes: document.getElementById('cmp')!.className };
  });
  assert.equal(r.sizes, [[W, H], [W, H]]);
  assert.equal(r.centres[1], r.centres[0]);
  assert.equal(r.zooms, [3, 3]);
  assert.is(r.classes, 'maplib-compare maplib-compare-vertical');
  const h = await handleState(s.page);
  assert.equal([h.role, h.now, h.orientation, h.name, h.clip], ['slider', 50, 'horizontal', '卷帘分割线', 'inset(0px 50% 0px 0px)']);
  assert.equal(h.centre, { x: W / 2, y: H / 2 });
  assert.equal(await seas(s.page, [{ x: 300, y: 150 }, { x: 500, y: 150 }], 'compare-mounted'), ['before', 'after']);
});

test('a mouse drag moves the line and the clip edge: pixels left of it show the before map, right of it the after map', async ({ s }) => {
  await mountVanilla(s.page);
  await s.page.mouse.move(W / 2, H / 2);
  await s.page.mouse.down();
  await s.page.mouse.move(W * 0.25, H / 2 + 30, { steps: 8 });
  await s.page.mouse.up();
  const h = await handleState(s.page);
  assert.equal([h.now, h.position, h.clip, h.focused], [25, 0.25, 'inset(0px 75% 0px 0px)', true]);
  const slides = await s.page.evaluate(() => (window as any).__slides as number[]);
  assert.ok(slides.length >= 2, `a slide event per move: ${slides}`);
  assert.is(slides.at(-1), 0.25);
  assert.equal(await seas(s.page, [{ x: 100, y: 150 }, { x: 190, y: 150 }, { x: 210, y: 150 }, { x: 600, y: 150 }], 'compare-dragged'), ['before', 'before', 'after', 'after']);
  assert.not.ok(await s.page.evaluate(() => (window as any).__compare.handle.matches(':focus-visible')), 'no focus ring after a mouse drag');
  // Taken off-centre, the line keeps its distance from the pointer instead of jumping under it.
  await s.page.mouse.move(W * 0.25 + 8, 100);
  await s.page.mouse.down();
  await s.page.mouse.move(W * 0.5 + 8, 100, { steps: 5 });
  await s.page.mouse.up();
  assert.is((await handleState(s.page)).position, 0.5);
});

test('keys: Tab reaches the handle; arrows step 2 %, Shift+arrow 10 %; End and Home go to the ends; a key at an end fires nothing', async ({ s }) => {
  await mountVanilla(s.page);
  await s.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 12 && !(await handleState(s.page)).focused; i++) await s.page.keyboard.press('Tab');
  assert.ok((await handleState(s.page)).focused, 'Tab reaches the handle');
  await s.page.keyboard.press('ArrowRight');
  assert.equal([(await handleState(s.page)).now, (await handleState(s.page)).clip], [52, 'inset(0px 48% 0px 0px)']);
  await s.page.keyboard.press('Shift+ArrowLeft');
  assert.is((await handleState(s.page)).position, 0.42);
  await s.page.keyboard.press('ArrowUp');
  assert.is((await handleState(s.page)).position, 0.44, 'up increases across a sideways slider');
  await s.page.keyboard.press('End');
  let h = await handleState(s.page);
  assert.equal([h.now, h.clip], [100, 'inset(0px 0% 0px 0px)']);
  assert.equal(await seas(s.page, [{ x: 100, y: 150 }, { x: 700, y: 150 }], 'compare-end'), ['before', 'before']);
  await s.page.keyboard.press('Home');
  h = await handleState(s.page);
  assert.equal([h.now, h.clip], [0, 'inset(0px 100% 0px 0px)']);
  assert.equal(await seas(s.page, [{ x: 100, y: 150 }, { x: 700, y: 150 }], 'compare-home'), ['after', 'after']);
  const before = (await s.page.evaluate(() => (window as any).__slides.length)) as number;
  await s.page.keyboard.press('ArrowLeft');
  assert.equal(await s.page.evaluate(() => (window as any).__slides), [0.52, 0.42, 0.44, 1, 0]);
  assert.is(before, 5);
  const scrolled = await s.page.evaluate(() => scrollY);
  assert.is(scrolled, 0, 'the keys did not scroll the page');
});

test('a real drag-pan on either visible side moves the map under the pointer, and the other follows to the same centre', async ({ s }) => {
  await mountVanilla(s.page);
  await s.page.evaluate(() => {
    const w = window as any;
    w.__drags = [];
    w.__before.on('dragstart', () => w.__drags.push('before'));
    w.__after.on('dragstart', () => w.__drags.push('after'));
  });
  const [start] = await centres(s.page);
  // Right of the line only the after map is seen: the clip also clips where the before map takes the pointer.
  await s.page.mouse.move(600, 300);
  await s.page.mouse.down();
  await s.page.mouse.move(700, 250, { steps: 10 });
  await s.page.mouse.up();
  await waitIdle(s.page, 'window.__after');
  assertSameCentre(await centres(s.page), start, 'after a pan of the after map');
  const [middle] = await centres(s.page);
  await s.page.mouse.move(150, 300);
  await s.page.mouse.down();
  await s.page.mouse.move(50, 350, { steps: 10 });
  await s.page.mouse.up();
  await waitIdle(s.page, 'window.__before');
  assertSameCentre(await centres(s.page), middle, 'after a pan of the before map');
  assert.equal(await s.page.evaluate(() => (window as any).__drags), ['after', 'before']);
  // A camera change from code carries over too (zoom, bearing, pitch).
  const cams = await s.page.evaluate(() => {
    const w = window as any;
    w.__after.jumpTo({ zoom: 4, bearing: 20, pitch: 30 });
    return [w.__before, w.__after].map((v: any) => [v.getZoom(), v.getBearing(), v.getPitch()]);
  });
  assert.equal(cams, [[4, 20, 30], [4, 20, 30]]);
});

test('orientation at runtime: a horizontal line moved up and down, the clip above it, the before map above', async ({ s }) => {
  await mountVanilla(s.page);
  await s.page.evaluate(() => (window as any).__compare.update({ orientation: 'horizontal' }));
  let h = await handleState(s.page);
  assert.equal([h.orientation, h.clip, h.now], ['vertical', 'inset(0px 0px 50%)', 50]);
  assert.equal(h.centre, { x: W / 2, y: H / 2 });
  assert.ok(h.size.width === W && h.size.height < 40, `a line across the map: ${JSON.stringify(h.size)}`);
  assert.equal(await seas(s.page, [{ x: 200, y: 200 }, { x: 200, y: 300 }], 'compare-horizontal'), ['before', 'after']);
  const onTop = await s.page.evaluate(() => {
    const w = window as any;
    const zoomIn = w.__after.container.querySelector('.maplibregl-ctrl-zoom-in').getBoundingClientRect();
    const top = document.elementFromPoint(zoomIn.left + zoomIn.width / 2, zoomIn.top + zoomIn.height / 2)!;
    return w.__before.container.contains(top) ? 'before' : w.__after.container.contains(top) ? 'after' : top.className;
  });
  assert.is(onTop, 'before', 'the after map’s zoom button, above the line, is under the before map');
  await s.page.mouse.move(W / 2, H / 2);
  await s.page.mouse.down();
  await s.page.mouse.move(W / 2 - 100, H * 0.2, { steps: 6 });
  await s.page.mouse.up();
  h = await handleState(s.page);
  assert.equal([h.now, h.clip], [20, 'inset(0px 0px 80%)']);
  assert.equal(await seas(s.page, [{ x: 200, y: 60 }, { x: 200, y: 140 }], 'compare-horizontal-dragged'), ['before', 'after']);
  await s.page.keyboard.press('ArrowDown');
  assert.is((await handleState(s.page)).position, 0.22, 'down moves a horizontal line down');
  await s.page.evaluate(() => (window as any).__compare.update({ orientation: 'vertical' }));
  h = await handleState(s.page);
  assert.equal([h.orientation, h.clip, h.centre.x, h.size.height], ['horizontal', 'inset(0px 78% 0px 0px)', W * 0.22, H]);
});

test('position and locale props: a new position moves the line without a slide event; the name follows the map’s locale, its own wins', async ({ s }) => {
  await mountVanilla(s.page, { position: 0.3 });
  assert.is((await handleState(s.page)).now, 30);
  await s.page.evaluate(() => (window as any).__compare.update({ position: 0.7 }));
  assert.equal([(await handleState(s.page)).clip], ['inset(0px 30% 0px 0px)']);
  await s.page.evaluate(() => (window as any).__compare.setPosition(0.1));
  assert.is((await handleState(s.page)).now, 10);
  assert.equal(await s.page.evaluate(() => (window as any).__slides), []);
  await s.page.evaluate(() => (window as any).__before.update({ locale: 'en' }));
  assert.is((await handleState(s.page)).name, 'Swipe divider');
  await s.page.evaluate(() => (window as any).__compare.update({ locale: 'zh-CN' }));
  assert.is((await handleState(s.page)).name, '卷帘分割线');
  const error = await s.page.evaluate(() => {
    try {
      (window as any).__compare.update({ orientation: 'diagonal' });
    } catch (e) {
      return String(e);
    }
  });
  assert.is(error, `MapLibError: Compare: orientation must be 'vertical' or 'horizontal', got "diagonal"`);
});

test('destroy() gives the maps back: no handle, clip, classes or sync; destroying a map ends the swipe; then no live map', async ({ s }) => {
  await mountVanilla(s.page);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const count = (v: any) => (v.maplibre._listeners?.move ?? []).length;
    const listeners = [count(w.__before), count(w.__after)];
    w.__compare.destroy();
    w.__compare.destroy();
    w.__before.jumpTo({ zoom: 6 });
    const out = {
      handles: document.querySelectorAll('.maplib-compare-handle').length,
      clip: w.__before.container.style.clipPath,
      classes: [document.getElementById('cmp')!.className, w.__before.container.className, w.__after.container.className],
      afterZoom: w.__after.getZoom(),
      moveListeners: [count(w.__before), count(w.__after)],
      listenersWhileOn: listeners,
    };
    const again = new w.MapLib.core.Compare(w.__before, w.__after);
    w.__after.destroy();
    return { ...out, endedWithMap: again.removed, handlesAfter: document.querySelectorAll('.maplib-compare-handle').length };
  });
  assert.is(r.handles, 0);
  assert.is(r.clip, '');
  assert.equal(r.classes, ['', 'maplibregl-map', 'maplibregl-map']);
  assert.is(r.afterZoom, 3, 'the after map no longer follows');
  assert.equal(r.moveListeners.map((n, i) => r.listenersWhileOn[i] - n), [1, 1], 'one move listener each, gone');
  assert.ok(r.endedWithMap, 'destroying the after map destroyed the swipe');
  assert.is(r.handlesAfter, 0);
  assert.is(await s.page.evaluate(() => (window as any).__before.destroy() ?? (window as any).MapLib.core.getLiveMapCount()), 0);
});

test('touch (a hasTouch context): a finger drags the handle; a one-finger pan on the after map moves both maps', async ({ s }) => {
  const context = await offlineContext(s.browser, { viewport: { width: 1000, height: 700 }, hasTouch: true });
  await context.addInitScript('globalThis.__name = (f) => f;');
  const page = await context.newPage();
  try {
    await page.goto(s.server.origin + '/');
    await page.waitForFunction(() => (window as any).MapLib);
    await mountVanilla(page);
    const cdp = await context.newCDPSession(page);
    const swipe = async (from: [number, number], to: [number, number], steps = 8) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from[0], y: from[1] }] });
      for (let i = 1; i <= steps; i++) {
        const x = from[0] + ((to[0] - from[0]) * i) / steps;
        const y = from[1] + ((to[1] - from[1]) * i) / steps;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe([W / 2, H / 2], [W * 0.75, H / 2 - 40]);
    const h = await handleState(page);
    assert.equal([h.now, h.clip], [75, 'inset(0px 25% 0px 0px)']);
    assert.equal(await seas(page, [{ x: 550, y: 150 }, { x: 650, y: 150 }], 'compare-touch'), ['before', 'after']);
    const [start] = await centres(page);
    await swipe([700, 300], [780, 200], 12);
    await waitIdle(page, 'window.__after');
    assertSameCentre(await centres(page), start, 'after a touch pan on the after map');
  } finally {
    await context.close();
  }
});

/**
 * `<Compare>` with two `<Map>` children in #root, in StrictMode (double effects), with a ref on the Compare and one on
 * the first Map; window.__render(props) renders again with other Compare props; errors go to window.__reactErrors.
 */
async function mountReact(page: Page): Promise<void> {
  await page.evaluate(
    ({ W, H }) => {
      const w = window as any;
      for (const v of w.MapLib.core.getLiveMaps()) v.destroy();
      document.getElementById('cmp')?.remove();
      const { React: R, ReactDOM: RD, MapLib: M } = w;
      w.__slides = [];
      w.__reactErrors = [];
      w.__compareRef = R.createRef();
      w.__mapRef = R.createRef();
      const root = (w.__root = RD.createRoot(document.getElementById('root'), { onUncaughtError: (e: Error) => w.__reactErrors.push(String(e.message)), onCaughtError: (e: Error) => w.__reactErrors.push(String(e.message)) }));
      w.__render = (props: Record<string, unknown>, children?: unknown) =>
        root.render(
          R.createElement(
            R.StrictMode,
            null,
            R.createElement(
              M.Compare,
              { ref: w.__compareRef, style: { width: W, height: H }, onSlide: (e: { position: number }) => w.__slides.push(e.position), ...props },
              children ?? [
                R.createElement(M.Map, { key: 'b', ref: w.__mapRef, center: [-150, 5], zoom: 3, basemap: 'offline' }),
                R.createElement(M.Map, { key: 'a', center: [0, 0], zoom: 2, basemap: 'militray' }),
              ],
            ),
          ),
        );
      w.__render({ orientation: 'vertical' });
    },
    { W, H },
  );
  await page.waitForFunction(() => (window as any).__compareRef.current?.before);
  await page.evaluate(() => {
    const w = window as any;
    w.__compare = w.__compareRef.current;
    w.__before = w.__compare.before;
    w.__after = w.__compare.after;
  });
  await waitIdle(page, 'window.__before');
  await waitIdle(page, 'window.__after');
}

test('React: <Compare><Map/><Map/></Compare> in StrictMode: one swipe over two maps, the child’s own ref kept, props live, unmount frees all', async ({ s }) => {
  await s.page.evaluate(() => (window as any).MapLib.core.getLiveMaps().forEach((v: any) => v.destroy()));
  await mountReact(s.page);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    return {
      live: w.MapLib.core.getLiveMapCount(),
      handles: document.querySelectorAll('#root .maplib-compare-handle').length,
      ownRef: w.__mapRef.current === w.__before,
      centres: [w.__before.getCenter(), w.__after.getCenter()],
    };
  });
  assert.equal(r, { live: 2, handles: 1, ownRef: true, centres: [[-150, 5], [-150, 5]] });
  const root = await s.page.evaluate(() => {
    const b = document.querySelector('#root .maplib-compare')!.getBoundingClientRect();
    return { x: b.left, y: b.top };
  });
  await s.page.mouse.move(root.x + W / 2, root.y + H / 2);
  await s.page.mouse.down();
  await s.page.mouse.move(root.x + W * 0.3, root.y + H / 2, { steps: 6 });
  await s.page.mouse.up();
  let h = await handleState(s.page);
  assert.equal([h.now, h.clip], [30, 'inset(0px 70% 0px 0px)']);
  assert.is((await s.page.evaluate(() => (window as any).__slides)).at(-1), 0.3);
  await s.page.screenshot({ path: `${SHOTS}/compare-react.png`, clip: { x: root.x, y: root.y, width: W, height: H } });

  // A re-render with equal props leaves the reader's position alone; a new orientation applies in place.
  await s.page.evaluate(() => (window as any).__render({ orientation: 'vertical' }));
  await s.page.evaluate(() => (window as any).__render({ orientation: 'horizontal' }));
  await s.page.waitForFunction(() => (window as any).__compare.handle.getAttribute('aria-orientation') === 'vertical');
  h = await handleState(s.page);
  assert.equal([h.orientation, h.clip, h.now], ['vertical', 'inset(0px 0px 70%)', 30]);
  assert.ok((await s.page.evaluate(() => document.querySelector('#root .maplib-compare')!.className)).includes('maplib-compare-horizontal'));
  assert.ok(await s.page.evaluate(() => (window as any).__compareRef.current === (window as any).__compare), 'the same core object: updated in place');

  await s.page.evaluate(() => (window as any).__root.unmount());
  const after = await s.page.evaluate(() => ({ live: (window as any).MapLib.core.getLiveMapCount(), handles: document.querySelectorAll('.maplib-compare-handle').length, removed: (window as any).__compare.removed }));
  assert.equal(after, { live: 0, handles: 0, removed: true });
});

test('React: anything but two map children, or a bad prop, is a MapLibError naming Compare', async ({ s }) => {
  const errors = await s.page.evaluate(async () => {
    const w = window as any;
    const { React: R, ReactDOM: RD, MapLib: M } = w;
    for (const v of M.core.getLiveMaps()) v.destroy();
    const out: string[] = [];
    for (const [props, children] of [
      [{}, [R.createElement(M.Map, { key: 1 })]],
      [{ orientation: 'up' }, [R.createElement(M.Map, { key: 1 }), R.createElement(M.Map, { key: 2 })]],
    ] as const) {
      const root = RD.createRoot(document.getElementById('root'), { onUncaughtError: (e: Error) => out.push(e.message) });
      root.render(R.createElement(M.Compare, props, ...children));
      await new Promise((r) => setTimeout(r, 200));
      root.unmount();
    }
    return { out, live: M.core.getLiveMapCount() };
  });
  assert.equal(errors, { out: ['Compare: needs two <Map> children, the before map then the after map, got 1', `Compare: orientation must be 'vertical' or 'horizontal', got "up"`], live: 0 });
  assert.equal(s.errors.filter((e) => !/Compare:/.test(e)), []);
});

test.run();
