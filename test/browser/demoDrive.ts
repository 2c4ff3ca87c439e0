// Drivers of a live demo's map in browser tests: run code with the n-th demo's MapView (found through MapLib's live
// maps), wait for it, turn its pixels into page points, and click / drag there with the real mouse.
import type { Page } from 'playwright-core';

/** Runs `fn` with the MapView of the n-th demo (found through MapLib's live maps). */
export function inDemoMap<T, A>(page: Page, demo: number, fn: string, arg?: A): Promise<T> {
  return page.evaluate(
    ({ demo, fn, arg }) => {
      const host = document.querySelectorAll('.demo-block .demo-app')[demo];
      const view = (window as any).MapLib.core.getLiveMaps().find((v: any) => v.container.getRootNode().host === host);
      return (0, eval)(fn)(view, arg);
    },
    { demo, fn, arg },
  );
}

/** Waits until the n-th demo (scrolled to) has a live map, and until that map has loaded. */
export async function waitDemoMap(page: Page, demo: number): Promise<void> {
  await page.locator('.demo-block').nth(demo).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (demo) => {
      const host = document.querySelectorAll('.demo-block .demo-app')[demo];
      return (window as any).MapLib?.core.getLiveMaps().some((v: any) => v.container.getRootNode().host === host);
    },
    demo,
    { timeout: 30000 },
  );
  await inDemoMap(page, demo, '(view) => view.ready()');
}

/** The page point of a pixel of the n-th demo's map. */
export const demoPoint = (page: Page, demo: number, px: number[]) =>
  inDemoMap<{ x: number; y: number }, number[]>(page, demo, '(view, px) => { const r = view.container.getBoundingClientRect(); return { x: r.left + px[0], y: r.top + px[1] }; }', px);

export async function clickDemo(page: Page, demo: number, px: number[]): Promise<void> {
  const p = await demoPoint(page, demo, px);
  await page.mouse.move(p.x - 4, p.y - 4);
  await page.mouse.move(p.x, p.y, { steps: 2 });
  await page.mouse.click(p.x, p.y);
}

export const demoCamera = (page: Page, demo: number) => inDemoMap<{ center: number[]; zoom: number }, void>(page, demo, '(view) => ({ center: view.getCenter(), zoom: view.getZoom() })');
export const settleDemo = (page: Page, demo: number) =>
  inDemoMap<void, void>(page, demo, '(view) => new Promise((resolve) => { const m = view.maplibre; if (!m.isMoving()) return setTimeout(resolve, 300); m.once("moveend", () => setTimeout(resolve, 300)); })');

export async function dragDemo(page: Page, demo: number, from: number[], by: number[]): Promise<void> {
  const a = await demoPoint(page, demo, from);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + by[0], a.y + by[1], { steps: 10 });
  await page.mouse.up();
  await settleDemo(page, demo);
}

