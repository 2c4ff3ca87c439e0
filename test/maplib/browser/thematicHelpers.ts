// Helpers of the thematic-layer browser tests: a fresh map in #map, idle waits, clicks at map points (what a map holds,
// to prove an unmount left nothing behind, is contract.ts's holdings).
import type { Page } from 'playwright-core';

/** A new MapView in #map (the page's one vanilla map), as window.__map, loaded and idle. */
export async function freshMap(page: Page, options: Record<string, unknown>): Promise<void> {
  await page.evaluate(async (o) => {
    const w = window as any;
    if (w.__map && !w.__map.removed) w.__map.destroy();
    const el = document.getElementById('map') as HTMLElement;
    el.style.display = '';
    w.__map = w.MapLib.createMap(el, o);
    await w.__map.ready();
  }, options);
  await idle(page);
}

/** Waits for the next `idle` of window.__map (a repaint is triggered so one comes), or 8 s. */
export async function idle(page: Page, expr = 'window.__map'): Promise<void> {
  await page.evaluate(async (e) => {
    const m = (0, eval)(e).maplibre;
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, 8000);
      m.once('idle', () => (clearTimeout(t), resolve()));
      m.triggerRepaint();
    });
  }, expr);
}

/** idle() for a map that may be gone or not made yet (a React or Vue render that unmounted it): then nothing to wait for. */
export async function idleIfLive(page: Page, expr = 'window.__map'): Promise<void> {
  const live = await page.evaluate((e) => {
    const view = (0, eval)(e);
    return !!view && !view.removed;
  }, expr);
  if (live) await idle(page, expr);
}

/** Waits until the map has stopped moving (an easeTo / flyTo done) and is idle. */
export async function settled(page: Page, expr = 'window.__map'): Promise<void> {
  await page.waitForFunction((e) => !(0, eval)(e).maplibre.isMoving(), expr, { timeout: 10000 });
  await idle(page, expr);
}

/** Clicks the container of the map `expr` at a map point or a container pixel. */
export async function clickMap(page: Page, at: [number, number] | { x: number; y: number }, expr = 'window.__map'): Promise<void> {
  const p = Array.isArray(at) ? await page.evaluate(({ e, ll }) => (0, eval)(e).project(ll), { e: expr, ll: at }) : at;
  const box = await page.evaluate((e) => {
    const r = (0, eval)(e).container.getBoundingClientRect();
    return { x: r.left, y: r.top };
  }, expr);
  await page.mouse.click(box.x + p.x, box.y + p.y);
}
