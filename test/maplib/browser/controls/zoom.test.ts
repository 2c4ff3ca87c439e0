// Zoom in Chromium, network cut, driven by real mouse and keyboard events: the buttons zoom in and out by `delta`, home
// goes back to the opening view (or the `home` prop's centre or box), zoom in is disabled (disabled and aria-disabled)
// at maxZoom and enabled again after zooming out or a maxZoom change; Tab reaches the buttons and Enter presses them,
// the focus staying on a button that can act; accessible names follow the locale; themes colour the buttons; React
// mounts, updates and unmounts it leaving no listener and no live map.
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, samplePixels, waitIdle, type Session } from '../session.ts';
import { mountReact } from '../contract.ts';

const test = suite<{ s: Session }>('Zoom');
const SHOTS = '/tmp/w28zoom';
const HOME = { center: [116.4, 39.9], zoom: 4 };

test.before(async (ctx) => {
  ctx.s = await openSession();
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** The map's camera once it has stopped moving. */
async function settled(page: Page): Promise<{ center: number[]; zoom: number }> {
  await page.waitForFunction(() => !(window as any).__map.maplibre.isMoving(), null, { timeout: 10000 });
  return page.evaluate(() => ({ center: (window as any).__map.getCenter(), zoom: (window as any).__map.getZoom() }));
}

/** A real mouse click in the middle of the Zoom button named `name` (the locale's words). */
async function clickButton(page: Page, name: string): Promise<void> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  assert.ok(box, `a button named ${name}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const buttonState = (page: Page) =>
  page.evaluate(() =>
    [...(window as any).__zoom.panel.querySelectorAll('button')].map((b: HTMLButtonElement) => b.getAttribute('aria-label') + (b.disabled ? `:disabled/aria-disabled=${b.getAttribute('aria-disabled')}` : b.hasAttribute('aria-disabled') ? ':aria-disabled left' : '')),
  );

test('mounts in the top-left corner as a named group of three named buttons; listeners counted before', async ({ s }) => {
  await s.page.evaluate((home) => {
    const w = window as any;
    w.__map?.destroy();
    const map = (w.__map = w.MapLib.createMap(document.getElementById('map'), { ...home, maxZoom: 6 }));
    w.__base = Object.fromEntries(Object.entries(map.maplibre._listeners).map(([type, list]: [string, any]) => [type, list.length]));
    w.__events = [];
    w.__zoom = map.add(
      new w.MapLib.core.Zoom({
        duration: 120,
        onZoomIn: (e: any) => w.__events.push(['in', e.zoom, e.control === w.__zoom]),
        onZoomOut: (e: any) => w.__events.push(['out', e.zoom]),
        onHome: (e: any) => w.__events.push(['home', e.zoom]),
      }),
    );
  }, HOME);
  await waitIdle(s.page);
  const where = await s.page.evaluate(() => (window as any).__zoom.panel.parentElement.className.trim());
  assert.is(where, 'maplibregl-ctrl-top-left');
  assert.is(await s.page.getByRole('group', { name: '缩放' }).count(), 1);
  assert.equal(await buttonState(s.page), ['放大', '缩小', '回到初始视图']);
  await s.page.screenshot({ path: `${SHOTS}/zoom-light.png`, clip: { x: 0, y: 0, width: 300, height: 200 } });
});

test('real clicks: zoom in and out by delta (events with the target zoom); home brings back the opening view', async ({ s }) => {
  await clickButton(s.page, '放大');
  assert.is((await settled(s.page)).zoom, 5);
  await clickButton(s.page, '缩小');
  assert.is((await settled(s.page)).zoom, 4);
  await s.page.evaluate(() => (window as any).__map.jumpTo({ center: [10, 50], zoom: 2.5, bearing: 30 }));
  await clickButton(s.page, '回到初始视图');
  const back = await settled(s.page);
  assert.ok(Math.abs(back.center[0] - HOME.center[0]) < 1e-6 && Math.abs(back.center[1] - HOME.center[1]) < 1e-6, `centre ${back.center}`);
  assert.is(back.zoom, HOME.zoom);
  assert.is(await s.page.evaluate(() => (window as any).__map.getBearing()), 0, 'bearing back too');
  assert.equal(await s.page.evaluate(() => (window as any).__events), [['in', 5, true], ['out', 4], ['home', 4]]);
});

test('zoom in is disabled at maxZoom (a click there does nothing) and enabled again after zooming out', async ({ s }) => {
  await clickButton(s.page, '放大');
  await settled(s.page);
  await clickButton(s.page, '放大');
  assert.is((await settled(s.page)).zoom, 6);
  assert.equal(await buttonState(s.page), ['放大:disabled/aria-disabled=true', '缩小', '回到初始视图']);
  await clickButton(s.page, '放大');
  await s.page.waitForTimeout(200); // an animation started by the click would be running by now
  assert.is((await settled(s.page)).zoom, 6, 'the disabled button did nothing');
  await s.page.screenshot({ path: `${SHOTS}/zoom-at-max.png`, clip: { x: 0, y: 0, width: 300, height: 200 } });
  await clickButton(s.page, '缩小');
  assert.is((await settled(s.page)).zoom, 5);
  assert.equal(await buttonState(s.page), ['放大', '缩小', '回到初始视图']);
  // Limits that change at runtime (no zoom event): minZoom 5 at zoom 5 disables zoom out; maxZoom 8 at 6 enables zoom in.
  await s.page.evaluate(() => (window as any).__map.update({ minZoom: 5 }));
  await s.page.waitForFunction(() => (window as any).__zoom.panel.querySelector('.maplib-zoom-out').disabled);
  await s.page.evaluate(() => (window as any).__map.jumpTo({ zoom: 6 }));
  await s.page.waitForFunction(() => (window as any).__zoom.panel.querySelector('.maplib-zoom-in').disabled);
  await s.page.evaluate(() => (window as any).__map.update({ maxZoom: 8, minZoom: 0 }));
  await s.page.waitForFunction(() => !(window as any).__zoom.panel.querySelector('.maplib-zoom-in').disabled);
  assert.equal(await buttonState(s.page), ['放大', '缩小', '回到初始视图']);
  await s.page.evaluate(() => (window as any).__map.update({ maxZoom: 6 }));
});

test('keyboard: Tab reaches zoom in, zoom out and home in that order; Enter presses; at the limit the focus moves to zoom out', async ({ s }) => {
  await s.page.evaluate(() => {
    (window as any).__map.jumpTo({ zoom: 4 });
    (document.activeElement as HTMLElement | null)?.blur();
    document.body.tabIndex = -1;
    document.body.focus();
  });
  const focused = () => s.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);
  const reached: string[] = [];
  for (let i = 0; i < 10 && reached.length < 3; i++) {
    await s.page.keyboard.press('Tab');
    const name = await focused();
    if (name && ['放大', '缩小', '回到初始视图'].includes(name)) reached.push(name);
  }
  assert.equal(reached, ['放大', '缩小', '回到初始视图']);
  assert.is(await s.page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle), 'solid', 'a visible focus ring');
  await s.page.keyboard.press('Shift+Tab');
  await s.page.keyboard.press('Shift+Tab');
  assert.is(await focused(), '放大');
  await s.page.keyboard.press('Enter');
  assert.is((await settled(s.page)).zoom, 5);
  await s.page.keyboard.press('Enter');
  assert.is((await settled(s.page)).zoom, 6);
  assert.is(await focused(), '缩小', 'zoom in went disabled under the focus: the focus moved to zoom out');
  await s.page.keyboard.press('Space');
  assert.is((await settled(s.page)).zoom, 5, 'Space presses zoom out');
  await s.page.keyboard.press('Tab');
  await s.page.keyboard.press('Enter');
  assert.is((await settled(s.page)).zoom, 4, 'Enter on home');
});

test('locale: English names after map.update({ locale: "en" })', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__map.update({ locale: 'en' }));
  assert.is(await s.page.getByRole('group', { name: 'Zoom' }).count(), 1);
  assert.equal(await buttonState(s.page), ['Zoom in', 'Zoom out', 'Back to the initial view']);
  await s.page.evaluate(() => (window as any).__map.update({ locale: 'zh-CN' }));
});

test('themes: the page’s scheme by default, light or dark whatever the page, colours; the buttons (and focus) kept', async ({ s }) => {
  const look = () =>
    s.page.evaluate(() => {
      const panel = (window as any).__zoom.panel as HTMLElement;
      const b = panel.querySelector('button') as HTMLElement;
      return `${getComputedStyle(panel).backgroundColor} ${getComputedStyle(b).backgroundColor} ${getComputedStyle(b).color}`;
    });
  await s.page.mouse.move(600, 400); // off the buttons: no hover colour
  const LIGHT = 'rgb(255, 255, 255) rgb(255, 255, 255) rgb(31, 41, 51)';
  const DARK = 'rgb(35, 39, 46) rgb(44, 49, 57) rgb(227, 230, 234)';
  assert.is(await look(), LIGHT);
  await s.page.evaluate(() => document.documentElement.classList.add('dark'));
  assert.is(await look(), DARK, 'auto follows html.dark');
  await s.page.screenshot({ path: `${SHOTS}/zoom-dark.png`, clip: { x: 0, y: 0, width: 300, height: 200 } });
  const first = await s.page.evaluate(() => {
    const w = window as any;
    const b = w.__zoom.panel.querySelector('button');
    b.focus();
    w.__first = b;
    w.__zoom.update({ theme: 'light' });
    return w.__zoom.panel.querySelector('button') === b && document.activeElement === b;
  });
  assert.ok(first, 'same buttons, focus kept');
  assert.is(await look(), LIGHT, "'light' on a dark page");
  await s.page.evaluate(() => document.documentElement.classList.remove('dark'));
  await s.page.evaluate(() => (window as any).__zoom.update({ theme: 'dark' }));
  assert.is(await look(), DARK, "'dark' on a light page");
  await s.page.evaluate(() => (window as any).__zoom.update({ theme: 'blue' }));
  assert.is(await look(), 'rgb(29, 78, 216) rgb(29, 78, 216) rgb(255, 255, 255)');
  await s.page.evaluate(() => (document.activeElement as HTMLElement).blur());
  // Pixels of the drawn control: the blue button and its white glyph's centre stroke.
  const box = await s.page.evaluate(() => {
    const b = (window as any).__zoom.panel.querySelector('.maplib-zoom-in').getBoundingClientRect();
    return { x: b.left + 4, y: b.top + 4, cx: b.left + b.width / 2, cy: b.top + b.height / 2 };
  });
  const [corner, glyph] = await samplePixels(s.page, [{ x: box.x, y: box.y }, { x: box.cx, y: box.cy }], `${SHOTS}/zoom-blue.png`);
  assert.equal(corner, [29, 78, 216], 'blue button');
  assert.ok(glyph.every((c) => c > 230), `white glyph at the centre: ${glyph}`);
  await s.page.evaluate(() => (window as any).__zoom.update({ theme: 'green' }));
  assert.match(await look(), /^rgb\(21, 128, 61\)/);
  await s.page.screenshot({ path: `${SHOTS}/zoom-green.png`, clip: { x: 0, y: 0, width: 300, height: 200 } });
  await s.page.evaluate(() => (window as any).__zoom.update({ theme: undefined }));
  assert.is(await look(), LIGHT);
});

test('home prop: a centre and zoom, a box, or false (no home button)', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__zoom.update({ home: { center: [0, 0], zoom: 2 } }));
  await clickButton(s.page, '回到初始视图');
  const c = await settled(s.page);
  assert.ok(Math.abs(c.center[0]) < 1e-6 && Math.abs(c.center[1]) < 1e-6 && c.zoom === 2, JSON.stringify(c));
  await s.page.evaluate(() => (window as any).__zoom.update({ home: { bounds: [[100, 20], [120, 40]] } }));
  await clickButton(s.page, '回到初始视图');
  await settled(s.page);
  const box = await s.page.evaluate(() => (window as any).__map.getBounds());
  assert.ok(box[0][0] <= 100 + 1e-6 && box[1][0] >= 120 - 1e-6 && box[0][1] <= 20 + 1e-6 && box[1][1] >= 40 - 1e-6, `the box is in view: ${JSON.stringify(box)}`);
  assert.ok(box[1][1] - box[0][1] < 25, 'fitted, not merely inside');
  await s.page.evaluate(() => (window as any).__zoom.update({ home: false }));
  assert.is(await s.page.evaluate(() => (window as any).__zoom.panel.querySelectorAll('button').length), 2);
  assert.equal((await s.page.evaluate(() => (window as any).__events)).slice(-2), [['home', 2], ['home', await s.page.evaluate(() => (window as any).__map.getZoom())]]);
});

test('position moves it; removed, it leaves no panel and no listener', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__zoom.update({ position: 'bottom-right' }));
  assert.is(await s.page.evaluate(() => (window as any).__zoom.panel.parentElement.className.trim()), 'maplibregl-ctrl-bottom-right');
  const r = await s.page.evaluate(() => {
    const w = window as any;
    w.__zoom.remove();
    const m = w.__map.maplibre;
    const changed = Object.entries(m._listeners)
      .map(([type, list]: [string, any]) => [type, list.length - (w.__base[type] ?? 0)])
      .filter(([, n]) => n !== 0);
    return { panels: document.querySelectorAll('#map .maplib-zoom').length, changed };
  });
  assert.equal(r, { panels: 0, changed: [] });
});

test('React: <Zoom> mounts, takes a new theme and delta, clicks zoom, unmounts leaving no live map', async ({ s }) => {
  const app = await mountReact(s.page, { style: { width: 600, height: 400 }, center: [116.4, 39.9], zoom: 3, maxZoom: 4, locale: 'en' }, [
    { type: 'Zoom', props: { id: 'z', duration: 0 }, events: { onZoomIn: '__reactIn' } },
  ]);
  await s.page.waitForFunction(() => (window as any).__view?.isLoaded && document.querySelector('#root .maplib-zoom'));
  await app.render({ theme: 'purple', delta: 0.5 });
  await s.page.waitForFunction(() => document.querySelector('#root .maplib-zoom')?.getAttribute('data-maplib-theme') === 'purple');
  await clickButton(s.page, 'Zoom in');
  await s.page.waitForFunction(() => (window as any).__view.getZoom() === 3.5);
  await clickButton(s.page, 'Zoom in');
  await s.page.waitForFunction(() => (document.querySelector('#root .maplib-zoom-in') as HTMLButtonElement).disabled);
  assert.equal(await s.page.evaluate(() => (window as any).__reactIn.map((e: any) => e.zoom)), [3.5, 4]);
  await app.unmount();
  assert.is(await s.page.evaluate(() => document.querySelectorAll('.maplib-zoom').length), 0);
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
