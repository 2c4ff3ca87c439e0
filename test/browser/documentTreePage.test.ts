// The DocumentTree pages in the built docs site (zh and en), network cut, driven with the real mouse and keyboard: on
// the React demo, unticking "blue zone" turns the pixel where the two zones overlap from blue to red; dragging the red
// row's handle above the blue row puts red on top there, and Alt+↓ on the red row puts it back under (announced in the
// tree's live region and the demo's readout); the ⤢ button moves the camera onto the red zone; the emulated IGServer
// document lists its four sublayers. On the vanilla demo the document API prints what it knows and the ArcGIS
// MapServer's sublayers are listed. (readerPages.test.ts checks every page's first state with axe in four views.)
// Search finds the pages by name, Chinese name and a prop.
import path from 'node:path';
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, distance, hex, openDemoPage, sampleUntil, waitDemoText } from './demoMaps.ts';
import { demoCamera, settleDemo, waitDemoMap } from './demoDrive.ts';
import { assertSearchFinds } from './searchBox.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('DocumentTree pages');
const SHOTS = '/tmp/s30tree';
const ROUTE = 'api/UI/Document/document.html';
const RED = '#d62828';
const BLUE = '#1d4ed8';
/** Inside both zones (red 103–113°E 24–34°N, blue 108–118°E 28–38°N), and inside red alone. */
const OVERLAP: [number, number] = [110.5, 31];
const RED_ONLY: [number, number] = [104.5, 25.5];

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  fs.mkdirSync(SHOTS, { recursive: true });
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

/** The tree's rows in the n-th demo: `data-key`s top to bottom. */
const treeKeys = (page: Page, demo: number) =>
  page.locator('.demo-block').nth(demo).locator('.maplib-doc [role="treeitem"]').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.key));

/** Waits until the n-th demo's tree lists `count` rows. */
async function waitRows(page: Page, demo: number, count: number): Promise<void> {
  await page.waitForFunction(
    ({ demo, count }) => {
      const host = document.querySelectorAll('.demo-block .demo-app')[demo] as HTMLElement;
      return host?.shadowRoot?.querySelectorAll('.maplib-doc [role="treeitem"]').length === count;
    },
    { demo, count },
    { timeout: 30000 },
  );
}

/** Which zone colour the overlap shows, sampled until it is `want` (or 10 s): 'red', 'blue' or the hex seen. */
async function overlapColour(page: Page, shot: string, want: string): Promise<string> {
  return sampleUntil(
    page,
    0,
    [OVERLAP],
    `${SHOTS}/${shot}.png`,
    ([px]) => (px && distance(px, RED) < 40 ? 'red' : px && distance(px, BLUE) < 40 ? 'blue' : hex(px)),
    (v) => v === want,
  );
}

const centre = async (l: Locator) => {
  const b = (await l.boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2, top: b.y, height: b.height };
};

for (const lang of ['', 'en/']) {
  const tag = lang ? 'en' : 'zh';
  const words = lang
    ? { hidden: /Blue zone hidden/, moved: 'Red zone moved to position 3 of 5', dragged: /Dragged: Red zone from position 3 to 2/, keyboard: /Keyboard: Red zone from position 2 to 3/, zoomed: /Zoomed to Red zone/ }
    : { hidden: /隐藏了 蓝色区域/, moved: '红色区域已移到第 3 位，共 5 个图层', dragged: /拖动：红色区域 从第 3 位移到第 2 位/, keyboard: /键盘：红色区域 从第 2 位移到第 3 位/, zoomed: /缩放到 红色区域/ };

  test(`${tag} page: hiding and reordering from the tree change the map's pixels (mouse and keyboard); zoom to layer; sublayers; the document API`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, lang + ROUTE);
    const { page } = r;
    await waitDemoMap(page, 0);
    // cities, blue, red, the IGServer document and its 4 sublayers, the WMS and its 4 named layers (the place names hidden).
    await waitRows(page, 0, 13);
    assert.equal(await treeKeys(page, 0), ['doc-cities', 'doc-blue', 'doc-red', 'doc-igs', 'doc-igs/0', 'doc-igs/1', 'doc-igs/2', 'doc-igs/3', 'doc-wms', 'doc-wms/countries', 'doc-wms/graticule', 'doc-wms/earthquakes', 'doc-wms/places']);
    const demo = page.locator('.demo-block').nth(0);
    const row = (key: string) => demo.locator(`.maplib-doc [data-key="${key}"]`);
    assert.is(await overlapColour(page, `${tag}-0-start`, 'blue'), 'blue', 'blue is drawn over red at first');

    // Hidden from the tree: the overlap shows the red zone under it.
    await row('doc-blue').locator('input[type=checkbox]').click();
    assert.is(await overlapColour(page, `${tag}-1-blue-hidden`, 'red'), 'red', 'blue hidden: red shows through');
    await waitDemoText(page, 0, 'p[aria-live]', words.hidden);
    await row('doc-blue').locator('input[type=checkbox]').click();
    assert.is(await overlapColour(page, `${tag}-2-blue-shown`, 'blue'), 'blue');

    // Dragged by its handle above the blue row: red on top.
    const handle = await centre(row('doc-red').locator(':scope > .maplib-doc-row .maplib-doc-handle'));
    const blueRow = await centre(row('doc-blue').locator(':scope > .maplib-doc-row'));
    await page.mouse.move(handle.x, handle.y);
    await page.mouse.down();
    await page.mouse.move(handle.x, blueRow.top + 3, { steps: 8 });
    await page.mouse.up();
    assert.is(await overlapColour(page, `${tag}-3-red-dragged-up`, 'red'), 'red', 'red dragged above blue is on top');
    assert.equal((await treeKeys(page, 0)).slice(0, 3), ['doc-cities', 'doc-red', 'doc-blue']);
    await waitDemoText(page, 0, 'p[aria-live]', words.dragged);

    // Alt+↓ on the red row: back under blue, said in the live region.
    await row('doc-red').locator(':scope > .maplib-doc-row .maplib-doc-name').click();
    assert.is(await page.evaluate(() => (document.activeElement?.shadowRoot?.activeElement as HTMLElement | null)?.dataset.key), 'doc-red', 'a click on the row focuses it');
    await page.keyboard.press('Alt+ArrowDown');
    assert.is(await overlapColour(page, `${tag}-4-red-keyboard-down`, 'blue'), 'blue', 'red moved down by keyboard is under blue');
    assert.is(await demo.locator('.maplib-doc [aria-live]').textContent(), words.moved);
    await waitDemoText(page, 0, 'p[aria-live]', words.keyboard);
    // The focus stayed on the moved row: ↑ then Space hides blue from the keyboard alone.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    assert.is(await overlapColour(page, `${tag}-5-blue-hidden-by-key`, 'red'), 'red');

    // Zoom to the red zone: the camera goes there.
    const before = await demoCamera(page, 0);
    await row('doc-red').locator(':scope > .maplib-doc-row .maplib-doc-zoom').click();
    await waitDemoText(page, 0, 'p[aria-live]', words.zoomed);
    await settleDemo(page, 0);
    const after = await demoCamera(page, 0);
    assert.ok(after.zoom > before.zoom + 0.5, `zoomed in: ${before.zoom} → ${after.zoom}`);
    assert.ok(Math.abs(after.center[0] - 108) < 1 && Math.abs(after.center[1] - 29) < 1.5, `centred on the red zone: ${after.center}`);
    const [redOnly] = await sampleUntil(page, 0, [RED_ONLY], `${SHOTS}/${tag}-6-zoomed.png`, (px) => px, ([px]) => !!px && distance(px, RED) < 40);
    assert.ok(redOnly && distance(redOnly, RED) < 40, `red fills the view's south-west: ${hex(redOnly)}`);

    // The vanilla demo: the document API's answers, the MapServer's sublayers under its row, the tree in English.
    await waitDemoMap(page, 1);
    await waitDemoText(page, 1, '#doc-info', /getLayerComInfo: \{"id":"vanilla-arcgis","component":"ArcGISMapLayer","title":"ArcGIS MapServer","icon":"▦"\}/);
    const info = await waitDemoText(page, 1, '#doc-info', /getLayerMapType: fill/);
    assert.match(info, /getLayerMapInfo: \{"fill-color":"#2a9d8f","fill-opacity":0.8,/);
    await waitRows(page, 1, 7);
    assert.equal(await treeKeys(page, 1), ['vanilla-arcgis', 'vanilla-arcgis/0', 'vanilla-arcgis/1', 'vanilla-arcgis/2', 'vanilla-arcgis/3', 'vanilla-green', 'vanilla-orange']);
    const vanilla = page.locator('.demo-block').nth(1);
    assert.is(await vanilla.locator('.maplib-doc .maplib-doc-title').textContent(), 'Themes');
    await vanilla.getByRole('button', { name: lang ? 'List the two zones only' : '只列出两个色块', exact: true }).click();
    assert.equal(await treeKeys(page, 1), ['vanilla-green', 'vanilla-orange']);
    assertStayedOnSite(site, r);
    await r.context.close();
  });
}

test('search finds the pages in zh and en by name, Chinese name and main prop (top 3), and Enter lands there', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, [
    { locale: '', q: 'DocumentTree', page: ROUTE },
    { locale: '', q: '图层目录', page: ROUTE },
    { locale: '', q: 'wrapperStyle', page: ROUTE },
    { locale: 'en/', q: 'DocumentTree', page: 'en/' + ROUTE },
    { locale: 'en/', q: 'layer tree', page: 'en/' + ROUTE },
    { locale: 'en/', q: 'wrapperStyle', page: 'en/' + ROUTE },
  ]);
});

test.run();
