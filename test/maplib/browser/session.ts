// One Chromium + test server + page per test file, with helpers to wait for maps and sample screen pixels.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, offlineContext, collectErrors, pixelsAt } from '../../helpers/browser.ts';
import { startServer, type TestServer } from './server.ts';

export interface Session {
  browser: Browser;
  page: Page;
  server: TestServer;
  blocked: string[];
  errors: string[];
  close(): Promise<void>;
}

export async function openSession(): Promise<Session> {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('maplib/dist/browser is missing: run `npm run build:maplib` first');
  const server = await startServer();
  const browser = await launchBrowser();
  const context = await offlineContext(browser, { viewport: { width: 1000, height: 700 } });
  // tsx compiles this file with keepNames, so functions declared inside page.evaluate callbacks call __name().
  await context.addInitScript('globalThis.__name = (f) => f;');
  const page = boundEvaluate(await context.newPage());
  const errors = collectErrors(page);
  await page.goto(server.origin + '/');
  await page.waitForFunction(() => (window as any).MapLib && (window as any).React);
  return {
    browser,
    page,
    server,
    blocked: context.blocked,
    errors,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * In-page waits (a MapLibre event, `map.ready()`) have no bound of their own: one that never settles held a CI run
 * until the runner's per-file limit. Every `page.evaluate` of a session fails after this long instead, saying what hung.
 */
const EVALUATE_LIMIT_MS = 90_000;

function boundEvaluate(page: Page): Page {
  const evaluate = page.evaluate.bind(page) as (fn: unknown, arg?: unknown) => Promise<unknown>;
  (page as { evaluate: unknown }).evaluate = (fn: unknown, arg?: unknown) => {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`page.evaluate did not settle within ${EVALUATE_LIMIT_MS / 1000} s: ${String(fn).slice(0, 160)}`)), EVALUATE_LIMIT_MS);
    });
    return Promise.race([evaluate(fn, arg), limit]).finally(() => clearTimeout(timer));
  };
  return page;
}

/** Waits until the page's window.__map (a MapView) has loaded and gone idle (all tiles drawn). */
export async function waitIdle(page: Page, expr = 'window.__map'): Promise<void> {
  await page.evaluate(async (e) => {
    const view = (0, eval)(e);
    await view.ready();
    const m = view.maplibre;
    if (m.loaded() && !m.isMoving()) m.triggerRepaint();
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, 8000);
      m.once('idle', () => {
        clearTimeout(t);
        resolve();
      });
    });
  }, expr);
}

/** Screenshot of a map container (#map unless named; saved to `file` when given) and the RGB at the given container points. */
export async function samplePixels(page: Page, points: { x: number; y: number }[], file?: string, selector = '#map'): Promise<number[][]> {
  return (await pixelsAt(page.locator(selector), points, file)) as number[][];
}

export function hex(rgb: number[]): string {
  return '#' + rgb.map((n) => n.toString(16).padStart(2, '0')).join('');
}

/** Colour distance (max channel difference). */
export function colourDistance(a: number[], hexColour: string): number {
  const b = [1, 3, 5].map((i) => parseInt(hexColour.slice(i, i + 2), 16));
  return Math.max(...a.map((v, i) => Math.abs(v - b[i])));
}
