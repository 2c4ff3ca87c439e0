// Shared browser-test helpers: Debian's Chromium via playwright-core, network cut to localhost only.
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type ConsoleMessage } from 'playwright-core';
import { decodePng, rgbAt } from './png.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export function hasChromium(): boolean {
  return fs.existsSync(CHROMIUM);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/** A context whose pages can reach only 127.0.0.1/localhost; every other request is aborted and recorded. */
export async function offlineContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext & { blocked: string[] }> {
  const context = (await browser.newContext(options)) as BrowserContext & { blocked: string[] };
  context.blocked = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue();
    context.blocked.push(url.href);
    return route.abort('internetdisconnected');
  });
  return context;
}

/**
 * Harmless noise filtered from console checks: software WebGL's performance notes, and MapLibre 6's own unhandled
 * rejection when a map is removed while one of its worker messages is in flight (maplibre-gl-js#7366, open upstream) —
 * the crawl of every page leaves pages whose demos are still loading; the map is gone either way and readers see nothing.
 */
const NOISE = [/GPU stall due to ReadPixels/i, /WebGL.*performance/i, /Automatic fallback to software WebGL/i, /^AbortError: The workers were terminated while a message was in flight/];

/** Collects console errors and uncaught page errors of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (!NOISE.some((re) => re.test(text))) errors.push(text);
  });
  page.on('pageerror', (err) => {
    const text = String(err);
    if (!NOISE.some((re) => re.test(text))) errors.push(text);
  });
  return errors;
}

/** Waits until the site's client router has booted the page (it marks `<html data-router="ready">`). */
export const routerReady = (page: Page) => page.waitForSelector('html[data-router="ready"]', { state: 'attached' });

/** The reader's two screens the accessibility tests look through: a laptop and a phone. */
export const READER_VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

/** An offline context at a reader viewport, in the light or dark colour scheme, with reduced motion. */
export function themedContext(browser: Browser, viewport: keyof typeof READER_VIEWPORTS, dark: boolean): Promise<BrowserContext & { blocked: string[] }> {
  return offlineContext(browser, { viewport: READER_VIEWPORTS[viewport], colorScheme: dark ? 'dark' : 'light', reducedMotion: 'reduce' });
}

/** A page at `url` in a fresh themed context (light unless `dark`), once the router is ready. */
export async function openThemedPage(browser: Browser, viewport: keyof typeof READER_VIEWPORTS, url: string, dark = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await themedContext(browser, viewport, dark);
  const page = await context.newPage();
  await page.goto(url);
  await routerReady(page);
  return { context, page };
}

/**
 * Screenshot of an element (saved to `file` when given) and the RGB at points given in CSS pixels from its top-left
 * corner (null points stay null).
 */
export async function pixelsAt(target: Locator, points: ({ x: number; y: number } | null)[], file?: string): Promise<(number[] | null)[]> {
  const png = await target.screenshot();
  if (file) fs.writeFileSync(file, png);
  const box = await target.boundingBox();
  if (!box) throw new Error('pixelsAt: the element is not visible');
  const img = decodePng(png);
  const scale = img.width / box.width;
  return points.map((p) => (p ? rgbAt(img, p.x * scale, p.y * scale) : null));
}
