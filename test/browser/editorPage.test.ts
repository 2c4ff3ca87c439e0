// The Editor pages in the built docs site (zh and en), network cut, driven with a real mouse and keyboard on the live
// demos. The first demo (one parcel): a vertex dragged lands at the lon/lat of the drop pixel and the map does not pan;
// a midpoint handle dragged inserts a vertex there; a vertex clicked and deleted with Delete; Ctrl+Z brings it back and
// Ctrl+Shift+Z deletes it again; the whole parcel moved by a drag from inside; every edit reported by onChange (the
// demo's line and coordinates). The vanilla demo: one change ends editing (closeEdit, the map free), start() resumes,
// undo() restores the route's length. On a phone (390 px, hasTouch), a vertex of the first demo dragged by a finger lands
// at the lon/lat of the lift. Nothing leaves 127.0.0.1; search finds the pages.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, offlineContext, routerReady } from '../helpers/browser.ts';
import { touchDrag } from '../helpers/touch.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, demoText, openDemoPage, waitDemoText } from './demoMaps.ts';
import { inDemoMap, waitDemoMap, demoPoint, demoCamera as camera, settleDemo } from './demoDrive.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('Editor pages');

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

const project = (page: Page, demo: number, ll: number[]) => inDemoMap<number[], number[]>(page, demo, '(view, ll) => { const p = view.project(ll); return [p.x, p.y]; }', ll);
const unproject = (page: Page, demo: number, px: number[]) => inDemoMap<number[], number[]>(page, demo, '(view, px) => view.unproject(px)', px);
/** The parcel's ring as the first demo prints it (6 decimals). */
const ring = async (page: Page): Promise<number[][]> => JSON.parse(await demoText(page, 0, 'pre'));
const near = (a: number[], b: number[], tolerance = 2e-6) => Math.abs(a[0] - b[0]) <= tolerance && Math.abs(a[1] - b[1]) <= tolerance;

/** Waits until the demo's editor holds its map (its interaction mode is active). */
const waitEditing = (page: Page, demo: number, on = true) =>
  page.waitForFunction(
    ({ demo, on }) => {
      const host = document.querySelectorAll('.demo-block .demo-app')[demo];
      const view = (window as any).MapLib?.core.getLiveMaps().find((v: any) => v.container.getRootNode().host === host);
      return !!view && !!view.interactions.active === on;
    },
    { demo, on },
    { timeout: 30000 },
  );

async function drag(page: Page, demo: number, from: number[], to: number[]): Promise<void> {
  const a = await demoPoint(page, demo, from);
  const b = await demoPoint(page, demo, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.mouse.up();
  await settleDemo(page, demo);
}

for (const lang of ['', 'en/']) {
  const tag = lang ? 'en' : 'zh';
  const say = (zh: RegExp, en: RegExp) => (lang ? en : zh);
  test(`${tag} page: vertex drag, midpoint insert, Delete, Ctrl+Z / Ctrl+Shift+Z, move; no pan; onChange; the vanilla demo's closeEdit, start(), undo()`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, `${lang}api/UI/Draw/editor.html`);
    const { page } = r;
    await waitDemoMap(page, 0);
    await waitEditing(page, 0);
    const demo = page.locator('.demo-block').nth(0);
    assert.is(await demo.locator('.maplib-editor-undo').getAttribute('aria-label'), lang ? 'Undo (Ctrl+Z)' : '撤销（Ctrl+Z）');
    assert.is(await demo.locator('.maplib-editor-undo').isDisabled(), true, 'nothing to undo yet');

    // A vertex dragged: it lands at the lon/lat of the drop pixel; the map stays where it was.
    const before = await camera(page, 0);
    const corner = await project(page, 0, [116.5, 39.98]);
    const drop = [corner[0] + 50, corner[1] - 30];
    await drag(page, 0, corner, drop);
    await waitDemoText(page, 0, '.editor-said', say(/修改了节点/, /vertices changed/));
    assert.equal(await camera(page, 0), before, 'the map did not pan while the vertex was dragged');
    const dropped = await unproject(page, 0, drop);
    let coords = await ring(page);
    assert.ok(near(coords[2], dropped), `vertex 2 at ${coords[2]}, the drop pixel is ${dropped}`);

    // The midpoint handle of the bottom edge dragged down: a vertex inserted there.
    const [a, b] = [await project(page, 0, [116.3, 39.86]), await project(page, 0, [116.5, 39.86])];
    const middle = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const below = [middle[0], middle[1] + 40];
    await drag(page, 0, middle, below);
    await waitDemoText(page, 0, 'b', say(/^5 个节点/, /^5 vertices/));
    coords = await ring(page);
    assert.ok(near(coords[1], await unproject(page, 0, below)), `the inserted vertex ${coords[1]} is at the drop`);

    // The first vertex clicked and deleted with the Delete key; Ctrl+Z brings it back, Ctrl+Shift+Z deletes it again.
    const first = await demoPoint(page, 0, a);
    await page.mouse.click(first.x, first.y);
    await waitDemoText(page, 0, '.editor-said', say(/选中了 1 个节点/, /1 vertex\(es\) picked/));
    await page.keyboard.press('Delete');
    await waitDemoText(page, 0, 'b', say(/^4 个节点/, /^4 vertices/));
    assert.not.ok((await ring(page)).some((v) => near(v, [116.3, 39.86])), 'the clicked vertex is gone');
    await page.keyboard.press('Control+z');
    await waitDemoText(page, 0, 'b', say(/^5 个节点/, /^5 vertices/));
    assert.ok((await ring(page)).some((v) => near(v, [116.3, 39.86])), 'Ctrl+Z restored it');
    assert.match(await demoText(page, 0, '.editor-said'), say(/撤销/, /undone/));
    await page.keyboard.press('Control+Shift+Z');
    await waitDemoText(page, 0, 'b', say(/^4 个节点/, /^4 vertices/));
    assert.match(await demoText(page, 0, '.editor-said'), say(/重做/, /redone/));

    // The whole parcel moved by a drag from inside: every vertex shifts by the drag; the map does not pan.
    const beforeMove = await ring(page);
    const inside = await project(page, 0, [116.4, 39.92]);
    await drag(page, 0, inside, [inside[0] + 60, inside[1] + 20]);
    await waitDemoText(page, 0, '.editor-said', say(/整体移动/, /moved/));
    const moved = await ring(page);
    const [from, to] = [await unproject(page, 0, inside), await unproject(page, 0, [inside[0] + 60, inside[1] + 20])];
    assert.ok(Math.abs(moved[0][0] - beforeMove[0][0] - (to[0] - from[0])) < 1e-4, `moved by Δlng ${moved[0][0] - beforeMove[0][0]}, the drag ${to[0] - from[0]}`);
    assert.equal(await camera(page, 0), before, 'the map did not pan while the parcel was dragged');

    // The vanilla demo: one change ends editing (closeEdit), the map is free; start() resumes; undo() restores the length.
    await waitDemoMap(page, 2);
    await waitEditing(page, 2);
    const original = await inDemoMap<number, void>(page, 2, '() => MapLib.core.geometryLength({ type: "LineString", coordinates: [[2.35, 48.86], [4.84, 45.76], [5.37, 43.3]] }) / 1000');
    const lyon = await project(page, 2, [4.84, 45.76]);
    await drag(page, 2, lyon, [lyon[0] + 60, lyon[1] + 10]);
    const longer = await waitDemoText(page, 2, '#editor-said', say(/路线长约 [\d.]+ 千米/, /about [\d.]+ km long/));
    assert.ok(Number(/[\d.]+/.exec(longer)![0]) > original + 1, `${longer}: longer than ${original.toFixed(1)} km`);
    await waitEditing(page, 2, false);
    const start = page.locator('.demo-block').nth(2).locator('#editor-start');
    assert.is(await start.isDisabled(), false, 'the resume button is enabled');
    await start.click();
    await waitEditing(page, 2);
    await page.locator('.demo-block').nth(2).locator('#editor-undo').click();
    await waitDemoText(page, 2, '#editor-said', new RegExp(original.toFixed(1).replace('.', '\\.')));
    assertStayedOnSite(site, r);
    await r.context.close();
  });
}

test('zh page on a phone: a vertex dragged by a finger lands at the lon/lat of the lift; the map does not pan', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.origin + site.base + 'api/UI/Draw/editor.html');
  await routerReady(page);
  await waitDemoMap(page, 0);
  await waitEditing(page, 0);
  const before = await camera(page, 0);
  const corner = await project(page, 0, [116.3, 39.98]);
  const lift = [corner[0] + 30, corner[1] + 40];
  await touchDrag(page, await demoPoint(page, 0, corner), await demoPoint(page, 0, lift), 12);
  await waitDemoText(page, 0, '.editor-said', /修改了节点/);
  assert.ok(near((await ring(page))[3], await unproject(page, 0, lift)), 'the vertex is where the finger lifted');
  assert.equal(await camera(page, 0), before, 'the finger did not pan the map');
  assert.equal(errors, []);
  assert.equal(context.blocked, []);
  await context.close();
});

const SEARCHES: SearchQuery[] = [
  { locale: '', q: 'Editor', page: 'api/UI/Draw/editor.html' },
  { locale: '', q: '要素编辑', page: 'api/UI/Draw/editor.html' },
  { locale: '', q: '编辑', page: 'api/UI/Draw/editor.html' },
  { locale: '', q: 'snapping', page: 'api/UI/Draw/editor.html' },
  { locale: 'en/', q: 'Editor', page: 'en/api/UI/Draw/editor.html' },
  { locale: 'en/', q: 'snapping', page: 'en/api/UI/Draw/editor.html' },
];

test('the search box finds the pages in zh and en by name, Chinese name and a main prop (top 3), and Enter lands there', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, SEARCHES);
});

test.run();
