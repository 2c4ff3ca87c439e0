// Helpers of browser tests that drive the docs site's live demos: open a built page with the network cut (service
// workers blocked, so the emulator's in-page fallback answers), read text inside a demo's shadow root, and sample the
// pixels of a demo's map at lon/lat places (screenshot saved for a look).
import * as assert from 'uvu/assert';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, offlineContext, pixelsAt, routerReady } from '../helpers/browser.ts';
import type { ServedSite } from '../helpers/site.ts';

export interface DemoPage {
  context: BrowserContext & { blocked: string[] };
  page: Page;
  errors: string[];
  requests: string[];
}

/** Opens a route of the built site in a fresh offline context and waits for the client router. */
export async function openDemoPage(browser: Browser, site: ServedSite, route: string): Promise<DemoPage> {
  const context = await offlineContext(browser, { viewport: { width: 1200, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const requests: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  await page.goto(site.origin + site.base + route);
  await routerReady(page);
  return { context, page, errors, requests };
}

/** Nothing left 127.0.0.1 (every request went to the site or was data:/blob:), and the page logged no error. */
export function assertStayedOnSite(site: ServedSite, r: DemoPage): void {
  assert.equal(r.context.blocked, []);
  for (const u of r.requests) assert.ok(u.startsWith(site.origin) || /^(data|blob):/.test(u), u);
  assert.equal(r.errors, []);
}

/** Text of an element inside the n-th demo's shadow root ('' until it exists). */
export async function demoText(page: Page, demo: number, selector: string): Promise<string> {
  return page.evaluate(
    ({ demo, selector }) => {
      const host = document.querySelectorAll('.demo-block .demo-app')[demo] as HTMLElement | undefined;
      return host?.shadowRoot?.querySelector(selector)?.textContent ?? '';
    },
    { demo, selector },
  );
}

/** Waits until that text matches, and returns it. */
export async function waitDemoText(page: Page, demo: number, selector: string, re: RegExp, timeout = 30000): Promise<string> {
  await page.locator('.demo-block').nth(demo).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    ({ demo, selector, source }) => {
      const host = document.querySelectorAll('.demo-block .demo-app')[demo] as HTMLElement | undefined;
      return new RegExp(source).test(host?.shadowRoot?.querySelector(selector)?.textContent ?? '');
    },
    { demo, selector, source: re.source },
    { timeout },
  );
  return demoText(page, demo, selector);
}

/** How far from the map's edges a place must lie to be sampled (the right edge carries the zoom controls). */
export interface Inset {
  top: number;
  right: number;
  bottom: number;
  left: number;
}
const SAMPLE_INSET: Inset = { top: 2, right: 2, bottom: 2, left: 2 };

/**
 * Waits until the n-th demo's map is idle, saves a screenshot of the demo to `shot`, and returns the RGB at each
 * lon/lat place, or null for places outside the map's container.
 */
export async function sampleDemoMap(page: Page, demo: number, places: [number, number][], shot: string, inset = SAMPLE_INSET): Promise<(number[] | null)[]> {
  await page.evaluate(async (demo) => {
    const host = document.querySelectorAll('.demo-block .demo-app')[demo];
    const view = (window as any).MapLib.core.getLiveMaps().find((v: any) => v.container.getRootNode().host === host);
    if (!view) throw new Error(`no live map in demo ${demo}`);
    await view.ready();
    await new Promise<void>((resolve) => {
      const m = view.maplibre;
      if (m.loaded() && m.areTilesLoaded() && !m.isMoving()) return setTimeout(resolve, 300);
      const t = setTimeout(resolve, 8000);
      m.once('idle', () => (clearTimeout(t), setTimeout(resolve, 200)));
    });
  }, demo);
  // Each place in the demo's CSS pixels (the map sits inside the demo's host), or null outside the map's inset.
  const points = await page.evaluate(
    ({ demo, places, inset }) => {
      const host = document.querySelectorAll('.demo-block .demo-app')[demo] as HTMLElement;
      const view = (window as any).MapLib.core.getLiveMaps().find((v: any) => v.container.getRootNode().host === host);
      const hostRect = host.getBoundingClientRect();
      const mapRect = view.container.getBoundingClientRect();
      return places.map((p) => {
        const q = view.project(p);
        if (!(q.x >= inset.left && q.y >= inset.top && q.x <= mapRect.width - inset.right && q.y <= mapRect.height - inset.bottom)) return null;
        return { x: mapRect.left - hostRect.left + q.x, y: mapRect.top - hostRect.top + q.y };
      });
    },
    { demo, places, inset },
  );
  return pixelsAt(page.locator('.demo-block .demo-app').nth(demo), points, shot);
}

/** Max channel difference of an RGB sample and a `#rrggbb` colour. */
export function distance(rgb: number[], hex: string): number {
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return Math.max(...rgb.map((v, i) => Math.abs(v - want[i])));
}

export function hex(rgb: number[] | null): string {
  return rgb ? '#' + rgb.map((n) => n.toString(16).padStart(2, '0')).join('') : 'outside';
}

/**
 * Samples a demo's map until `ok` holds for the derived value or `ms` pass, and returns the last value: after a prop
 * change the first idle can come before the new tiles have drawn on a loaded machine, so a single sample is a race.
 */
export async function sampleUntil<T>(page: Page, demo: number, places: [number, number][], shot: string, derive: (px: (number[] | null)[]) => T, ok: (value: T) => boolean, inset = SAMPLE_INSET, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = derive(await sampleDemoMap(page, demo, places, shot, inset));
    if (ok(value) || Date.now() > deadline) return value;
    await page.waitForTimeout(400);
  }
}
