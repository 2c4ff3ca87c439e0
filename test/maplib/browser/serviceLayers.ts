// Helpers of the service layers' Chromium tests: the emulated services in the page (in-page fallback), land and sea
// sample places of the emulator's drawing, and counts of map listeners (to prove removal leaves none).
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { samplePixels, hex, colourDistance, type Session } from './session.ts';

/** The emulator's country fill (LAYER_STYLES.countries.fill) and basemap 'none''s background. */
export const LAND = '#f2c14e';
export const EMPTY = '#f8f8f8';

/** Places inside countries, away from borders and earthquake belts; places in open sea. */
export const LAND_PLACES: [number, number][] = [[19, 15], [105, 35], [135, -25], [-100, 40]];
export const SEA_PLACES: [number, number][] = [[-150, 0], [-30, 0], [80, -30], [160, 30]];

/** Installs the emulator's in-page fallback under `<origin>/_services/` and a listener counter. */
export async function startServices(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const w = window as any;
    const { prefix, mode } = await w.MapLib.servicesReady({ base: location.origin + '/', serviceWorker: false });
    if (mode !== 'fallback') throw new Error(`expected the in-page fallback, got ${mode}`);
    w.__listeners = (m: any, type: string) => (m._listeners?.[type] ?? []).length;
    return prefix as string;
  });
}

/** Screen points of lon/lat places on the page's `view` (an expression naming a MapView). */
export async function project(page: Page, places: [number, number][], view = 'window.__map'): Promise<{ x: number; y: number }[]> {
  return page.evaluate(({ places, view }) => places.map((p) => (0, eval)(view).project(p)), { places, view });
}

/** Samples land and sea places: land in the emulator's country colour, sea empty (or not land when `seaIsNot`). */
export async function assertLandAndSea(s: Session, file: string, options: { view?: string; selector?: string; land?: [number, number][]; sea?: [number, number][] } = {}): Promise<void> {
  const land = options.land ?? LAND_PLACES;
  const sea = options.sea ?? SEA_PLACES;
  const points = await project(s.page, [...land, ...sea], options.view);
  const px = await samplePixels(s.page, points, file, options.selector);
  land.forEach((p, i) => assert.ok(colourDistance(px[i], LAND) < 40, `land at ${p}: ${hex(px[i])} (${file})`));
  sea.forEach((p, i) => assert.ok(colourDistance(px[land.length + i], LAND) > 80, `sea at ${p}: ${hex(px[land.length + i])} (${file})`));
}

/** How many of the land places are drawn in the country colour. */
export async function landCount(s: Session, options: { view?: string; selector?: string; file?: string } = {}): Promise<number> {
  const points = await project(s.page, LAND_PLACES, options.view);
  const px = await samplePixels(s.page, points, options.file, options.selector);
  return px.filter((p) => colourDistance(p, LAND) < 40).length;
}
