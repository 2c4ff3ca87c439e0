// The Legend and MvtLegend pages in the built docs site (zh and en), network cut, driven as a reader would. MvtLegend:
// the React demo's legend lists the style's categories and classes, each swatch's pixels the colour the map's style
// gives it; a real click on China's checkbox takes China off the map (pixels where China is drawn, before and after)
// and Space on the focused checkbox brings it back; the vanilla demo's ramp is drawn and a restyle shows in the legend.
// Legend: the emulated ArcGIS MapServer's swatches are images with the sublayer names as alternative text and the
// service's colours; a layer hidden from the demo's own checkbox leaves the legend; the vanilla demo prints the
// legend?f=json request and follows `layers`. In zh on a light desktop and en on a dark phone: no serious or critical
// axe violation (SHOTS=<folder> saves screenshots). Search finds both pages by name, Chinese name and main prop.
import path from 'node:path';
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pixelsAt } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, distance, hex, openDemoPage, sampleUntil, waitDemoText } from './demoMaps.ts';
import { inDemoMap, waitDemoMap } from './demoDrive.ts';
import { assertSearchFinds } from './searchBox.ts';
import { checkPageViews } from './pageViews.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('Legend pages');
const SHOTS = '/tmp/s30legend';
const MVT = 'api/UI/Legend/legend-mvt.html';
const LEGEND = 'api/UI/Legend/legend.html';

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  fs.mkdirSync(SHOTS, { recursive: true });
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

const demo = (page: Page, n: number) => page.locator('.demo-block .demo-app').nth(n);

/** The colour at the middle of each legend row's swatch (or image) in the n-th demo, with the row's words. */
async function rowColours(page: Page, n: number, panel: string): Promise<Record<string, string>> {
  const host = demo(page, n);
  const rows = await host.locator(`${panel} .maplib-legend-row`).evaluateAll((els) =>
    els.map((el) => {
      const hostRect = ((el.getRootNode() as ShadowRoot).host as HTMLElement).getBoundingClientRect();
      const mark = el.querySelector('.maplib-legend-mark, img') as HTMLElement | null;
      const r = mark?.getBoundingClientRect();
      return { label: el.textContent!.trim(), at: r && r.width ? { x: r.left - hostRect.left + r.width / 2, y: r.top - hostRect.top + r.height / 2 } : null };
    }),
  );
  const px = await pixelsAt(host, rows.map((r) => r.at));
  return Object.fromEntries(rows.flatMap((r, i) => (px[i] ? [[r.label, hex(px[i])]] : [])));
}

const CHINA: [number, number] = [103, 33];
const INDIA: [number, number] = [78, 22];

for (const lang of ['', 'en/']) {
  const tag = lang ? 'en' : 'zh';
  const words = lang
    ? { china: 'China', india: 'India', other: 'Other countries', cities: 'City population (millions)', recolor: 'Other colours', hid: /countries \/ v:China: hidden/, back: /countries \/ v:China: shown/, agsBox: 'ArcGIS service', citiesBox: 'large cities', citiesTitle: 'City population (millions)' }
    : { china: '中国', india: '印度', other: '其他国家', cities: '城市人口（百万）', recolor: '换一套配色', hid: /countries \/ v:China：隐藏/, back: /countries \/ v:China：显示/, agsBox: 'ArcGIS 服务', citiesBox: '大城市', citiesTitle: '大城市人口（百万）' };

  test(`${tag} MvtLegend page: the legend's swatches are the style's colours; a click and Space on China's checkbox hide it on the map and bring it back; the vanilla ramp follows a restyle`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, lang + MVT);
    const { page } = r;
    await waitDemoMap(page, 0);
    const legend = demo(page, 0).locator('.maplib-mvt-legend');
    await legend.locator('.maplib-legend-row', { hasText: words.china }).waitFor();
    // What the style says each category and class is drawn in, read from the map itself.
    const style = await inDemoMap<{ countries: unknown[]; cities: unknown[] }, void>(page, 0, "(view) => ({ countries: view.maplibre.getPaintProperty('countries', 'fill-color'), cities: view.maplibre.getPaintProperty('cities', 'circle-color') })");
    const colourOf = (name: string) => style.countries[style.countries.indexOf(name) + 1] as string;
    const colours = await rowColours(page, 0, '.maplib-mvt-legend');
    const expected: Record<string, string> = { [words.china]: colourOf('China'), [words.india]: colourOf('India'), [words.other]: style.countries[style.countries.length - 1] as string, '< 10': style.cities[2] as string, '10 – 20': style.cities[4] as string, '≥ 20': style.cities[6] as string };
    for (const [label, want] of Object.entries(expected)) assert.ok(colours[label] && distance(colours[label].match(/\w\w/g)!.map((h) => parseInt(h, 16)), want) < 12, `${label}: swatch ${colours[label]}, style ${want}`);

    const china = colourOf('China');
    const sea = '#cfe3f3';
    const at = (px: (number[] | null)[]) => [hex(px[0]), hex(px[1])];
    const closeTo = (h: string, want: string) => h !== 'outside' && distance(h.match(/\w\w/g)!.map((x) => parseInt(x, 16)), want) < 16;
    let px = await sampleUntil(page, 0, [CHINA, INDIA], `${SHOTS}/${tag}-mvt-before.png`, at, (v) => closeTo(v[0], china));
    assert.ok(closeTo(px[0], china) && closeTo(px[1], colourOf('India')), `before: China ${px[0]}, India ${px[1]}`);

    // A real mouse click on China's row: China's fill goes, India stays; the demo's readout says so.
    await legend.locator('label.maplib-legend-row', { hasText: words.china }).click();
    px = await sampleUntil(page, 0, [CHINA, INDIA], `${SHOTS}/${tag}-mvt-china-hidden.png`, at, (v) => closeTo(v[0], sea));
    assert.ok(closeTo(px[0], sea) && closeTo(px[1], colourOf('India')), `China hidden: China ${px[0]} (sea ${sea}), India ${px[1]}`);
    await waitDemoText(page, 0, 'p[aria-live]', words.hid);
    const box = legend.locator('label.maplib-legend-row', { hasText: words.china }).locator('input');
    assert.is(await box.isChecked(), false);
    assert.ok(await box.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement), 'the checkbox kept the focus');
    // The keyboard: Space on the focused checkbox shows China again.
    await page.keyboard.press('Space');
    px = await sampleUntil(page, 0, [CHINA, INDIA], `${SHOTS}/${tag}-mvt-china-back.png`, at, (v) => closeTo(v[0], china));
    assert.ok(closeTo(px[0], china), `China back: ${px[0]}`);
    await waitDemoText(page, 0, 'p[aria-live]', words.back);
    // Tab on to India's checkbox and hide it with Space: India's fill goes.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    px = await sampleUntil(page, 0, [CHINA, INDIA], `${SHOTS}/${tag}-mvt-india-hidden.png`, at, (v) => closeTo(v[1], sea));
    assert.ok(closeTo(px[0], china) && closeTo(px[1], sea), `India hidden by keyboard: China ${px[0]}, India ${px[1]}`);

    // The vanilla demo: a ramp with its ticks; a restyle shows in the legend without a call.
    await waitDemoMap(page, 1);
    const vanilla = demo(page, 1);
    await vanilla.locator('.maplib-legend-ramp-bar').waitFor();
    assert.match(await vanilla.locator('.maplib-legend-ramp-bar').evaluate((el) => el.style.background), /linear-gradient/);
    assert.equal(await vanilla.locator('.maplib-legend-ramp-ticks span').allTextContents(), ['1', '15', '37']);
    await vanilla.getByRole('button', { name: words.recolor }).click();
    await page.waitForFunction(
      (label) => {
        const host = document.querySelectorAll('.demo-block .demo-app')[1];
        const row = [...host.shadowRoot!.querySelectorAll('.maplib-legend-row')].find((r) => r.textContent!.trim() === label);
        return (row?.querySelector('.maplib-legend-mark') as HTMLElement | null)?.style.background.includes('rgb(67, 97, 238)');
      },
      lang ? 'China' : '中国',
      { timeout: 10000 },
    );
    assertStayedOnSite(site, r);
    await r.context.close();
  });

  test(`${tag} Legend page: the emulated ArcGIS swatches as images named by their sublayers; a layer hidden leaves the legend; the vanilla demo shows its request and follows layers`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, lang + LEGEND);
    const { page } = r;
    await waitDemoMap(page, 0);
    const legend = demo(page, 0).locator('.maplib-legend');
    await page.waitForFunction(() => {
      const host = document.querySelectorAll('.demo-block .demo-app')[0];
      return [...host.shadowRoot!.querySelectorAll('.maplib-legend img')].filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0).length === 2;
    }, undefined, { timeout: 30000 });
    assert.equal(await legend.locator('img').evaluateAll((imgs) => imgs.map((i) => [(i as HTMLImageElement).alt, (i as HTMLImageElement).src.slice(0, 22)])), [
      ['countries', 'data:image/png;base64,'],
      ['earthquakes', 'data:image/png;base64,'],
    ]);
    const colours = await rowColours(page, 0, '.maplib-legend');
    // The emulator's countries colour (emulator/render LAYER_STYLES) in the service's own image; the step's classes.
    assert.ok(distance(colours['countries'].match(/\w\w/g)!.map((h) => parseInt(h, 16)), '#f2c14e') < 40, `countries image: ${colours['countries']}`);
    for (const [label, want] of [['pop < 10', '#ffd166'], ['pop 10 – 20', '#ef476f'], ['pop ≥ 20', '#7209b7']]) {
      assert.ok(colours[label] && distance(colours[label].match(/\w\w/g)!.map((h) => parseInt(h, 16)), want) < 12, `${label}: ${colours[label]}`);
    }
    assert.ok(await legend.locator('.maplib-legend-ramp-bar').count(), 'the heatmap ramp');
    // The demo's own checkbox hides the cities layer: it leaves the legend.
    const titles = () => legend.locator('.maplib-legend-layer > :first-child').allTextContents();
    assert.ok((await titles()).some((t) => t.trim() === words.citiesTitle));
    await demo(page, 0).getByRole('checkbox', { name: words.citiesBox, exact: true }).click();
    await page.waitForFunction((t) => ![...document.querySelectorAll('.demo-block .demo-app')[0].shadowRoot!.querySelectorAll('.maplib-legend-layer > :first-child')].some((x) => x.textContent!.trim() === t), words.citiesTitle, { timeout: 10000 });
    // Keyboard: the collapse button (Tab-reachable, Enter) collapses the legend and ticks the demo's box.
    await legend.locator('.maplib-legend-collapse').focus();
    await page.keyboard.press('Enter');
    assert.is(await legend.locator('.maplib-legend-collapse').getAttribute('aria-expanded'), 'false');

    await waitDemoMap(page, 1);
    const said = await waitDemoText(page, 1, 'pre', /ready .*legend\?f=json/);
    assert.match(said, /_services\/arcgis\/rest\/services\/World\/MapServer\/legend\?f=json\n0 countries\n2 earthquakes/);
    await demo(page, 1).getByRole('button', { name: 'show:0,2' }).click();
    await waitDemoText(page, 1, 'pre', /legend\?f=json\n1 graticule$/);
    assertStayedOnSite(site, r);
    await r.context.close();
  });
}

test('zh desktop light and en mobile dark: a legend drawn in every demo, no serious axe violation, no console error', async ({ browser, site }) => {
  const failures = await checkPageViews(browser, site, [MVT, LEGEND], async (page) => {
    for (const n of [0, 1]) {
      await waitDemoMap(page, n);
      await demo(page, n).locator('.maplib-legend .maplib-legend-row').first().waitFor({ timeout: 30000 });
    }
  });
  assert.equal(failures, []);
});

test('search finds both pages in zh and en by name, Chinese name and main prop (top 3), and Enter lands there', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, [
    { locale: '', q: 'MvtLegend', page: MVT },
    { locale: '', q: '矢量瓦片图例', page: MVT },
    { locale: '', q: 'refresh', page: MVT },
    { locale: '', q: 'Legend', page: LEGEND },
    { locale: '', q: '图例', page: LEGEND },
    { locale: '', q: 'showHidden', page: LEGEND },
    { locale: 'en/', q: 'MvtLegend', page: 'en/' + MVT },
    { locale: 'en/', q: 'vector tile legend', page: 'en/' + MVT },
    { locale: 'en/', q: 'Legend', page: 'en/' + LEGEND },
    { locale: 'en/', q: 'showHidden', page: 'en/' + LEGEND },
  ]);
});

test.run();
