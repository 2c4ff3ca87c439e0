// The guide sections written for the original library's names (issue 32), network cut: the composition guide's map
// actions demo (zh) — flyTo's Promise settles when Stop (actions.stop → maplibre.stop()) cuts it short, short of
// Shanghai, and the map's events are logged; the markers & popups guide's slots demo (en) — children as marker
// content at `coordinates`, a render function's content in the popup, which a click on the other badge moves there.
// One page view each: the two languages' demos share their code.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, openDemoPage, waitDemoText } from './demoMaps.ts';
import { demoCamera, inDemoMap, waitDemoMap } from './demoDrive.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('guides: the original names');

test.before(async (ctx) => {
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

/** Index of the demo block whose description contains `text`. */
const demoIndex = (r: { page: import('playwright-core').Page }, text: string) =>
  r.page.evaluate((t) => [...document.querySelectorAll('.demo-block')].findIndex((d) => d.textContent!.includes(t)), text);

test('zh composition guide: flyTo interrupted by Stop settles short of its target; events logged', async ({ browser, site }) => {
  const r = await openDemoPage(browser, site, 'guide/composition.html');
  const n = await demoIndex(r, 'flyTo 返回 Promise');
  assert.ok(n >= 0, 'no map actions demo');
  await waitDemoMap(r.page, n);
  const demo = r.page.locator('.demo-block').nth(n);
  await demo.locator('button', { hasText: '飞到上海' }).click();
  // Wait until the flight is under way, then stop it.
  await r.page.waitForFunction(
    (i) => {
      const host = document.querySelectorAll('.demo-block .demo-app')[i];
      const v = (window as any).MapLib.core.getLiveMaps().find((m: any) => m.container.getRootNode().host === host);
      return v?.maplibre.isMoving() && v.getZoom() > 2.7;
    },
    n,
  );
  await demo.locator('button', { hasText: '停止' }).click();
  const log = await waitDemoText(r.page, n, 'ul', /flyTo 结束，停在/);
  assert.match(log, /onMoveEnd/);
  const cam = await demoCamera(r.page, n);
  assert.ok(cam.zoom < 6 && Math.abs(cam.center[0] - 121.47) > 0.01, `stopped short: ${JSON.stringify(cam)}`);
  assert.is(await inDemoMap<boolean, void>(r.page, n, '(view) => view.maplibre.isMoving()'), false);
  assertStayedOnSite(site, r);
  await r.context.close();
});

test('en markers & popups guide: children at coordinates, render-function popup moves to the clicked badge', async ({ browser, site }) => {
  const r = await openDemoPage(browser, site, 'en/guide/markers&popups.html');
  const n = await demoIndex(r, 'render function for the popup');
  assert.ok(n >= 0, 'no slots demo');
  await waitDemoMap(r.page, n);
  assert.match(await waitDemoText(r.page, n, '.maplibregl-popup-content', /Chengdu/), /About 21\.4 million residents/);
  // The CQ badge sits at Chongqing's coordinates: click its centre.
  const badge = await inDemoMap<{ at: { x: number; y: number }; el: { x: number; y: number } }, void>(
    r.page,
    n,
    `(view) => {
      const r = view.container.getBoundingClientRect();
      const p = view.project([106.55, 29.56]);
      const b = [...view.container.querySelectorAll('.city-badge')].find((e) => e.textContent.trim() === 'CQ').getBoundingClientRect();
      return { at: { x: r.left + p.x, y: r.top + p.y }, el: { x: b.left + b.width / 2, y: b.top + b.height / 2 } };
    }`,
  );
  assert.ok(Math.abs(badge.at.x - badge.el.x) < 2 && Math.abs(badge.at.y - badge.el.y) < 2, `badge centred on its coordinates: ${JSON.stringify(badge)}`);
  await r.page.mouse.click(badge.el.x, badge.el.y);
  assert.match(await waitDemoText(r.page, n, '.maplibregl-popup-content', /Chongqing/), /About 31\.9 million residents/);
  assertStayedOnSite(site, r);
  await r.context.close();
});

test.run();
