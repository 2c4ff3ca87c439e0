// The 2D plotting pages in the built docs site (zh and en), network cut, real mouse and keyboard on the live demos:
// on Plot, a pincer drawn from the panel by four clicks and Enter (onDraw's text), an arrow's control point dragged and
// undone with Ctrl+Z, a military symbol placed with one click; on PlotLayer, a click selects a plot (onSelect's text); on PlotAnimation, the player's play button
// runs the timeline; on PlotLink, a drag on the flat map moves the linked one, which is pitched. Search finds the pages
// by name, Chinese name and a main prop. (axe, layout shift and offline mounting of every demo: readerPages.test.ts.)
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, openDemoPage, waitDemoText } from './demoMaps.ts';
import { inDemoMap, waitDemoMap, clickDemo, dragDemo } from './demoDrive.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('2D plotting pages');

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

/** Below the panel (three rows and a status line at the top left of a 558 × 440 map). */
const PINCER_PX = [
  [300, 410],
  [420, 410],
  [500, 260],
  [240, 250],
];

for (const lang of ['', 'en/']) {
  const tag = lang ? 'en' : 'zh';
  test(`${tag} Plot page: a pincer by clicks and Enter; an arrow's control point dragged and undone`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, `${lang}api/Layers/2DPlot/Plot.html`);
    const { page } = r;
    await waitDemoMap(page, 0);
    const demo = page.locator('.demo-block').nth(0);
    const panel = demo.locator('.maplib-plot');
    await panel.waitFor({ timeout: 30000 });
    await demo.locator('.maplib-plot-type').selectOption('doubleArrow');
    await demo.locator('.maplib-plot-draw').click();
    for (const px of PINCER_PX) await clickDemo(page, 0, px);
    await page.keyboard.press('Enter');
    await waitDemoText(page, 0, '.demo-said', lang ? /Drew a doubleArrow with 4 control points/ : /画好一个 doubleArrow，4 个控制点/);
    const plots = await inDemoMap<{ id: string; type: string }[], void>(page, 0, '(view) => view.layers().find((l) => l.getPlots).getPlots().map((p) => ({ id: p.id, type: p.properties.plotType }))');
    assert.equal(plots.map((p) => p.type), ['attackArrow', 'assemblyArea', 'doubleArrow']);

    // The arrow: select it by clicking its body, drag its tip, undo.
    const tip = await inDemoMap<number[], void>(page, 0, '(view) => { const p = view.layers().find((l) => l.getPlots).getPlot("arrow-1"); const q = view.project(p.properties.controlPoints.at(-1)); return [q.x, q.y]; }');
    const body = await inDemoMap<number[], void>(page, 0, '(view) => { const p = view.layers().find((l) => l.getPlots).getPlot("arrow-1"); const c = p.properties.controlPoints; const q = view.project([(c[0][0] + c[1][0]) / 2, c[0][1] + 0.03]); return [q.x, q.y]; }');
    await clickDemo(page, 0, body);
    await page.waitForFunction(() => {
      const host = document.querySelector('.demo-block .demo-app');
      const view = (window as any).MapLib.core.getLiveMaps().find((v: any) => v.container.getRootNode().host === host);
      return view.layers().find((l: any) => l.getPlots).selectedId === 'arrow-1';
    }, null, { timeout: 30000 });
    const before = await inDemoMap<number[][], void>(page, 0, '(view) => view.layers().find((l) => l.getPlots).getPlot("arrow-1").properties.controlPoints');
    await dragDemo(page, 0, tip, [40, 30]);
    const after = await inDemoMap<number[][], void>(page, 0, '(view) => view.layers().find((l) => l.getPlots).getPlot("arrow-1").properties.controlPoints');
    assert.not.equal(after.at(-1), before.at(-1), 'the tip moved');
    await waitDemoText(page, 0, '.demo-said', lang ? /Reshaped arrow-1/ : /修改了 arrow-1/);
    await page.keyboard.press('Control+z');
    const undone = await inDemoMap<number[][], void>(page, 0, '(view) => view.layers().find((l) => l.getPlots).getPlot("arrow-1").properties.controlPoints');
    assert.equal(undone, before, 'Ctrl+Z restores it');

    // Military symbols (the fourth demo, after the gallery): the default symbol placed with one click; milsymbol's chunk loads and draws it.
    await waitDemoMap(page, 3);
    await page.locator('.demo-block').nth(3).locator('.maplib-plot-draw').click();
    await clickDemo(page, 3, [300, 370]);
    await waitDemoText(page, 3, '.demo-said', lang ? /Placed SFGPUCI--------/ : /放好了 SFGPUCI--------/);
    // Polled in the page, at most 20 s: one image per distinct symbol (beside each, its selection frame's).
    const symbols = await inDemoMap<number, void>(page, 3, '(view) => new Promise((done) => { let n = 0; const count = () => view.maplibre.listImages().filter((id) => id.includes(":milsymbol:") && !id.endsWith(":selected")).length; const t = setInterval(() => { if (count() === 3 || ++n > 400) { clearInterval(t); done(count()); } }, 50); })');
    assert.is(symbols, 3, 'three symbols drawn (two given, one placed)');
    assertStayedOnSite(site, r);
    await r.context.close();
  });

  test(`${tag} PlotLayer, PlotAnimation and PlotLink pages: select by click, play to the end, linked cameras`, async ({ browser, site }) => {
    const layerPage = await openDemoPage(browser, site, `${lang}api/Layers/2DPlot/PlotLayer.html`);
    await waitDemoMap(layerPage.page, 0);
    const flank = await inDemoMap<number[], void>(layerPage.page, 0, '(view) => { const q = view.project([116.46, 39.8]); return [q.x, q.y]; }');
    await clickDemo(layerPage.page, 0, flank);
    await waitDemoText(layerPage.page, 0, '.demo-said', lang ? /Selected flank \(squadCombat\)/ : /选中 flank（squadCombat）/);
    // The Vue demo: @select from a real click, addPlot through the template ref's core, @change after it.
    await waitDemoMap(layerPage.page, 2);
    const rally = await inDemoMap<number[], void>(layerPage.page, 2, '(view) => { const q = view.project([116.66, 39.96]); return [q.x, q.y]; }');
    await clickDemo(layerPage.page, 2, rally);
    await waitDemoText(layerPage.page, 2, '.plot-said', lang ? /Selected rally/ : /选中 rally/);
    await layerPage.page.locator('.demo-block').nth(2).getByRole('button', { name: lang ? 'Add a sector' : '加一个扇形' }).click();
    await waitDemoText(layerPage.page, 2, '.plot-said', /: 3$/);
    assertStayedOnSite(site, layerPage);
    await layerPage.context.close();

    const animPage = await openDemoPage(browser, site, `${lang}api/Layers/2DPlot/PlotAnimation.html`);
    await waitDemoMap(animPage.page, 0);
    const player = animPage.page.locator('.demo-block').nth(0).locator('.maplib-tracker-controls button').first();
    await player.click();
    await waitDemoText(animPage.page, 0, '.demo-said', /6\.3/, 20000);
    assertStayedOnSite(site, animPage);
    await animPage.context.close();

    const linkPage = await openDemoPage(browser, site, `${lang}api/Layers/2DPlot/PlotLink.html`);
    const { page } = linkPage;
    await page.locator('.demo-block').nth(0).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => ((window as any).MapLib?.core.getLiveMaps() ?? []).filter((v: any) => v.container.getRootNode().host === document.querySelector('.demo-block .demo-app')).length === 2, null, { timeout: 30000 });
    const cams = () =>
      page.evaluate(() => {
        const host = document.querySelector('.demo-block .demo-app');
        const maps = (window as any).MapLib.core.getLiveMaps().filter((v: any) => v.container.getRootNode().host === host);
        return maps.map((v: any) => ({ center: v.getCenter().map((n: number) => +n.toFixed(5)), pitch: Math.round(v.getPitch()) }));
      });
    await page.waitForFunction(() => {
      const host = document.querySelector('.demo-block .demo-app');
      return (window as any).MapLib.core.getLiveMaps().filter((v: any) => v.container.getRootNode().host === host).some((v: any) => Math.round(v.getPitch()) === 60);
    });
    const before = await cams();
    await dragDemo(page, 0, [300, 200], [-100, 30]);
    const after = await cams();
    assert.not.equal(after[0].center, before[0].center, 'the flat map moved');
    assert.equal(after[1].center, after[0].center, 'the linked map follows');
    assert.equal(after.map((c: { pitch: number }) => c.pitch), [0, 60]);
    assertStayedOnSite(site, linkPage);
    await linkPage.context.close();
  });
}

const SEARCHES: SearchQuery[] = [
  { locale: '', q: '标绘', page: 'api/Layers/2DPlot/Plot.html' },
  { locale: '', q: 'PlotLayer', page: 'api/Layers/2DPlot/PlotLayer.html' },
  { locale: '', q: '态势推演', page: 'api/Layers/2DPlot/PlotAnimation.html' },
  { locale: '', q: 'dimModHeight', page: 'api/Layers/2DPlot/PlotLink.html' },
  { locale: 'en/', q: 'PlotAnimation', page: 'en/api/Layers/2DPlot/PlotAnimation.html' },
  { locale: 'en/', q: 'PlotLink', page: 'en/api/Layers/2DPlot/PlotLink.html' },
  { locale: 'en/', q: 'attack arrow', page: 'en/api/Layers/2DPlot/Plot.html' },
];

test('the search box finds the pages in zh and en by name, Chinese name and main props', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, SEARCHES);
});

test.run();
