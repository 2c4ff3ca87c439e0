// The Map page in the built docs site (en), network cut, its third demo driven as a reader would (issue 32's original
// names): ticking tileBoundaries and collisionBoxes switches MapLibre's debug drawing on the live map and unticking
// switches it off; the buttons' panBy moves the view 120 px, rotateTo turns it to 15°, snapToNorth snaps it back
// (bearingSnap 20), and stop halts a slow zoomIn short of the next level. Search finds the pages by original names.
import path from 'node:path';
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, demoText, openDemoPage, waitDemoText } from './demoMaps.ts';
import { clickDemo, dragDemo, inDemoMap, waitDemoMap } from './demoDrive.ts';
import { assertSearchFinds } from './searchBox.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('Map page');
/** The demo of the original names: after the React and the vanilla camera demos. */
const DEMO = 2;
/** The Vue 3 demo, after the three others. */
const VUE_DEMO = 3;

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

const demo = (page: Page) => page.locator('.demo-block .demo-app').nth(DEMO);
const debug = (page: Page) => inDemoMap<{ tiles: boolean; boxes: boolean }, void>(page, DEMO, '(view) => ({ tiles: view.maplibre.showTileBoundaries, boxes: view.maplibre.showCollisionBoxes })');
/** Waits until the demo map's debug switches are as given (React applies a re-render's props in an effect). */
const waitDebug = (page: Page, want: { tiles: boolean; boxes: boolean }) =>
  page.waitForFunction(
    ({ demo, want }) => {
      const host = document.querySelectorAll('.demo-block .demo-app')[demo];
      const m = (window as any).MapLib.core.getLiveMaps().find((v: any) => v.container.getRootNode().host === host)?.maplibre;
      return m && m.showTileBoundaries === want.tiles && m.showCollisionBoxes === want.boxes;
    },
    { demo: DEMO, want },
    { timeout: 5000 },
  );

test('debug switches and camera buttons under the original names act on the live map; the Vue demo takes clicks, v-model and drags', async ({ browser, site }) => {
  const r = await openDemoPage(browser, site, 'en/api/');
  const { page } = r;
  await waitDemoMap(page, DEMO);
  assert.equal(await debug(page), { tiles: false, boxes: false });
  await demo(page).getByLabel('tileBoundaries').check();
  await demo(page).getByLabel('collisionBoxes').check();
  await waitDebug(page, { tiles: true, boxes: true });
  await demo(page).getByLabel('tileBoundaries').uncheck();
  await waitDebug(page, { tiles: false, boxes: true });
  assert.equal(await debug(page), { tiles: false, boxes: true }, 'unticked: tile boundaries off again');

  const before = await inDemoMap<{ x: number; y: number }, void>(page, DEMO, '(view) => view.project([105, 35])');
  await demo(page).getByRole('button', { name: 'panBy 120 px' }).click();
  await waitDemoText(page, DEMO, 'p[aria-live]', /^panBy done/);
  const after = await inDemoMap<{ x: number; y: number }, void>(page, DEMO, '(view) => view.project([105, 35])');
  assert.ok(Math.abs(before.x - after.x - 120) < 1 && Math.abs(before.y - after.y) < 1, `panBy moved the map 120 px left: ${before.x} → ${after.x}`);

  await demo(page).getByRole('button', { name: 'rotateTo 15°' }).click();
  await waitDemoText(page, DEMO, 'p[aria-live]', /^rotateTo done: bearing 15°/);
  await demo(page).getByRole('button', { name: 'snapToNorth' }).click();
  await waitDemoText(page, DEMO, 'p[aria-live]', /^snapToNorth done: bearing 0°/);

  await demo(page).getByRole('button', { name: 'slow zoomIn' }).click();
  await demo(page).getByRole('button', { name: 'stop' }).click();
  const text = await waitDemoText(page, DEMO, 'p[aria-live]', /^zoomIn done/);
  const zoom = Number(/zoom ([\d.]+)/.exec(text)?.[1]);
  assert.ok(zoom >= 3 && zoom < 4, `stop() halted the 3 s zoomIn short of zoom 4: ${text}`);

  // The Vue demo (same view): a click on Chengdu reaches the layer's @click and closes the popup (v-model:open hears
  // it), the button opens it again with its slot content, the badge (the marker's slot) dragged east updates
  // v-model:lngLat.
  await waitDemoMap(page, VUE_DEMO);
  assert.is(await waitDemoText(page, VUE_DEMO, 'p[aria-live]', /marker at/), 'marker at 108.00, 36.00 · popup open · click a city');
  const chengdu = await inDemoMap<{ x: number; y: number }, void>(page, VUE_DEMO, '(view) => view.project([104.07, 30.67])');
  await clickDemo(page, VUE_DEMO, [chengdu.x, chengdu.y]);
  await waitDemoText(page, VUE_DEMO, 'p[aria-live]', /popup closed · Chengdu$/);
  await page.locator('.demo-block .demo-app').nth(VUE_DEMO).getByRole('button', { name: 'Open the popup' }).click();
  await waitDemoText(page, VUE_DEMO, 'p[aria-live]', /popup open · Chengdu$/);
  assert.match(await demoText(page, VUE_DEMO, '.maplibregl-popup-content'), /Shanghai clicked: Chengdu/, 'the slot re-rendered in the reopened popup');
  const badge = await inDemoMap<{ x: number; y: number }, void>(page, VUE_DEMO, '(view) => view.project([108, 36])');
  await dragDemo(page, VUE_DEMO, [badge.x, badge.y], [80, 0]);
  const moved = await waitDemoText(page, VUE_DEMO, 'p[aria-live]', /marker at (?!108\.00)/);
  assert.ok(Number(/marker at ([\d.]+)/.exec(moved)![1]) > 110, `dragged east: ${moved}`);
  assertStayedOnSite(site, r);
  await r.context.close();
});

test('search finds the Map page by original names', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, [
    { locale: 'en/', q: 'bearingSnap', page: 'en/api/' },
    { locale: '', q: 'snapToNorth', page: 'api/' },
  ]);
});

test.run();
