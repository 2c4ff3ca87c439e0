// Demo blocks in a real browser, network cut: each kind runs, errors stay in their block, CSS is isolated,
// toolbar works, layouts size right, maps are freed on navigation, playground forms post the exact fields.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, offlineContext, collectErrors } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';

const test = suite('demo blocks');
let site: ServedSite;
let browser: Browser;

test.before(async () => {
  site = await buildAndServe('test/fixtures/demos/docs');
  browser = await launchBrowser();
});
test.after(async () => {
  await browser?.close();
  await site?.close();
});

async function openPage(path = '', viewport = { width: 1200, height: 900 }) {
  const context = await offlineContext(browser, { viewport });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + path);
  return { context, page, errors };
}

/** Every page of the context records its layout shifts (those not after input) from before its first script. */
const recordLayoutShifts = (context: BrowserContext) =>
  context.addInitScript(() => {
    const w = window as any;
    w.__shifts = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e: any) => !e.hadRecentInput && w.__shifts.push(e.value))).observe({ type: 'layout-shift', buffered: true });
  });
/**
 * The CSS position of the styled/ page's first demo map canvas, read at the first frame the canvas exists: with
 * MapLibre's stylesheet applied it is absolute from the start.
 */
async function canvasPositionAtFirstFrame(page: Page): Promise<string> {
  const position = await page.waitForFunction(() => {
    const canvas = document.querySelector('[data-demo="demo-1"] .demo-app')?.shadowRoot?.querySelector('canvas.maplibregl-canvas');
    return canvas && getComputedStyle(canvas).position;
  }, null, { timeout: 20000, polling: 'raf' });
  return (await position.jsonValue()) as string;
}

/** The page's layout shift so far (recordLayoutShifts). */
const layoutShift = (page: Page) => page.evaluate(() => ((window as any).__shifts as number[]).reduce((a, b) => a + b, 0));

/** Text of an element inside a demo's shadow root. */
const inDemo = (page: Page, demo: string, selector: string) =>
  page.evaluate(([d, s]) => (document.querySelector(`[data-demo="${d}"] .demo-app`)!.shadowRoot!.querySelector(s) as HTMLElement | null)?.textContent ?? null, [demo, selector]);
const clickInDemo = (page: Page, demo: string, selector: string) =>
  page.evaluate(([d, s]) => (document.querySelector(`[data-demo="${d}"] .demo-app`)!.shadowRoot!.querySelector(s) as HTMLElement).click(), [demo, selector]);

test('vue, react and vanilla demos run; a throwing demo shows its error and breaks nothing else', async () => {
  const { context, page, errors } = await openPage();
  for (const demo of ['demo-1', 'demo-2', 'demo-3']) await page.waitForFunction((d) => document.querySelector(`[data-demo="${d}"] .demo-app`)?.shadowRoot?.querySelector('.inc'), demo);
  await clickInDemo(page, 'demo-1', '.inc');
  await clickInDemo(page, 'demo-1', '.inc');
  await clickInDemo(page, 'demo-2', '.inc');
  await clickInDemo(page, 'demo-3', '.inc');
  await page.waitForTimeout(50);
  assert.is(await inDemo(page, 'demo-1', '.count'), '2', 'vue counter');
  assert.is(await inDemo(page, 'demo-2', '.count'), '1,000', 'react counter using numeral');
  assert.is(await inDemo(page, 'demo-3', '.count'), '1', 'vanilla counter');
  const error = await page.textContent('[data-demo="demo-4"] .demo-error');
  assert.match(error ?? '', '故意的错误');
  assert.is(await page.$$eval('.demo-error', (els) => els.length), 1, 'only the throwing demo shows an error');
  assert.ok(errors.every((e) => e.includes('故意的错误')), `unexpected errors: ${errors.join('\n')}`);
  assert.equal(context.blocked, [], 'no request left localhost');
  await context.close();
});

test("a demo's CSS does not leak into the page", async () => {
  const { context, page } = await openPage();
  await page.waitForFunction(() => document.querySelector('[data-demo="demo-1"] .demo-app')?.shadowRoot?.querySelector('h2'));
  const demoH2 = await page.evaluate(() => getComputedStyle(document.querySelector('[data-demo="demo-1"] .demo-app')!.shadowRoot!.querySelector('h2')!).color);
  const pageH2 = await page.evaluate(() => getComputedStyle(document.querySelector('.content h2')!).color);
  assert.is(demoH2, 'rgb(255, 0, 0)');
  assert.is.not(pageH2, 'rgb(255, 0, 0)');
  await context.close();
});

test('code panel toggles between height 0 and expanded; copy puts the source on the clipboard', async () => {
  const { context, page } = await openPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  const block = '[data-demo="demo-2"]';
  await page.waitForSelector(`${block}.demo-ready`);
  const height = () => page.$eval(`${block} .demo-source`, (el) => el.getBoundingClientRect().height);
  assert.is(await height(), 0);
  await page.click(`${block} .demo-toggle`);
  await page.waitForTimeout(400);
  assert.ok((await height()) > 100, 'expanded');
  assert.is(await page.getAttribute(`${block} .demo-toggle`, 'aria-expanded'), 'true');
  await page.click(`${block} .demo-toggle`);
  await page.waitForTimeout(400);
  assert.is(await height(), 0);
  await page.click(`${block} .demo-copy`);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, "export default function Counter()");
  assert.match(copied, "numeral(n * 1000).format('0,0')");
  await context.close();
});

test('horizontal layout: 300 px app pane beside the code at 1200 px; side code hidden at 900 px', async () => {
  const wide = await openPage('', { width: 1200, height: 900 });
  const block = '[data-demo="demo-5"]';
  await wide.page.waitForSelector(`${block}.demo-ready`);
  const display = await wide.page.$eval(`${block} .demo-display`, (el) => el.getBoundingClientRect().width);
  const meta = await wide.page.$eval(`${block} .demo-meta`, (el) => ({ visible: getComputedStyle(el).display !== 'none', left: el.getBoundingClientRect().left }));
  const displayLeft = await wide.page.$eval(`${block} .demo-display`, (el) => el.getBoundingClientRect().left);
  assert.is(Math.round(display), 300);
  assert.ok(meta.visible && meta.left > displayLeft + 290, 'code sits beside the demo');
  // The live example shows whole (issue 20: clipped at 400 px with an inner scrollbar, it hid readouts).
  const shown = await wide.page.$eval('[data-demo="demo-1"] .demo-display', (el) => ({ maxHeight: getComputedStyle(el).maxHeight, overflow: getComputedStyle(el).overflowY }));
  assert.equal(shown, { maxHeight: 'none', overflow: 'visible' });
  await wide.context.close();
  const narrow = await openPage('', { width: 900, height: 900 });
  await narrow.page.waitForSelector(`${block}.demo-ready`);
  assert.is(await narrow.page.$eval(`${block} .demo-meta`, (el) => getComputedStyle(el).display), 'none');
  await narrow.context.close();
});

/** Live MapLibre canvases in all demo shadow roots. */
const liveMaps = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.demo-app')].reduce((n, el) => n + (el.shadowRoot?.querySelectorAll('canvas.maplibregl-canvas').length ?? 0), 0));

test('leaving a page frees its maps: 20 round trips, no WebGL warning, no growth in live maps', async () => {
  const { context, page, errors } = await openPage('map/');
  const warnings: string[] = [];
  page.on('console', (m) => /WebGL|context/i.test(m.text()) && !/GPU stall/.test(m.text()) && warnings.push(m.text()));
  await page.waitForFunction(() => document.querySelector('.demo-app')?.shadowRoot?.querySelector('canvas.maplibregl-canvas'));
  await page.evaluate(() => ((window as any).__noReload = true));
  for (let i = 0; i < 20; i++) {
    await page.click('.content a[href$="/demo-site/"]');
    await page.waitForSelector('[data-demo="demo-5"]');
    assert.is(await liveMaps(page), 0, 'the map is gone after leaving');
    assert.is(await page.evaluate(() => (window as any).MapLib.core.getLiveMapCount()), 0, 'no live MapLib map after leaving');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('.demo-app')?.shadowRoot?.querySelector('canvas.maplibregl-canvas'));
  }
  assert.is(await liveMaps(page), 1);
  assert.is(await page.evaluate(() => (window as any).MapLib.core.getLiveMapCount()), 1, 'MapLib counts one live map');
  assert.ok(await page.evaluate(() => (window as any).__noReload), 'navigation stayed client-side');
  assert.equal(warnings, []);
  assert.equal(errors.filter((e) => !e.includes('故意的错误')), []);
  assert.equal(context.blocked, []);
  await context.close();
});

test('playground buttons post the exact JSFiddle and CodePen fields in a new tab', async () => {
  const { context, page } = await openPage();
  const posts: { url: string; body: string }[] = [];
  // Registered after the offline rule, so it wins for the two playground hosts; nothing leaves the machine.
  await context.route(/jsfiddle\.net|codepen\.io/, (route) => {
    posts.push({ url: route.request().url(), body: route.request().postData() ?? '' });
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' });
  });
  await page.waitForSelector('[data-demo="demo-2"].demo-ready');
  const [fiddleTab] = await Promise.all([context.waitForEvent('page'), page.click('[data-demo="demo-2"] .demo-jsfiddle')]);
  await fiddleTab.waitForLoadState();
  const [penTab] = await Promise.all([context.waitForEvent('page'), page.click('[data-demo="demo-1"] .demo-codepen')]);
  await penTab.waitForLoadState();
  assert.is(posts.length, 2);
  assert.is(posts[0].url, 'https://jsfiddle.net/api/post/library/pure/');
  const fiddle = Object.fromEntries(new URLSearchParams(posts[0].body));
  assert.equal(Object.keys(fiddle).sort(), ['css', 'html', 'js', 'panel_js', 'resources', 'wrap']);
  assert.is(fiddle.html, '<div id="app"></div>');
  assert.is(fiddle.panel_js, '3');
  assert.match(fiddle.js, "ReactDOM.createRoot(document.getElementById('app')).render(React.createElement(Counter));");
  assert.is(fiddle.wrap, 'l', "JSFiddle runs the code in its onload function: the JS panel shows it as written");
  // Versioned copies, not the pages' content-hashed assets (those vanish with the next deploy).
  const resources = fiddle.resources.split(',');
  assert.ok(resources.every((r) => r.startsWith(site.origin + '/demo-site/_playground/')), resources.join('\n'));
  assert.ok(resources.some((r) => /\/react\/v[\d.]+\/react\.js$/.test(r)) && resources.some((r) => /\/maplib\/v[\w.]+\/maplib\.js$/.test(r)) && resources.some((r) => r.endsWith('maplib.css')));
  assert.is(posts[1].url, 'https://codepen.io/pen/define');
  const pen = new URLSearchParams(posts[1].body);
  assert.equal([...pen.keys()], ['data']);
  const data = JSON.parse(pen.get('data')!);
  assert.equal(Object.keys(data).sort(), ['css', 'css_external', 'editors', 'html', 'js', 'js_external', 'js_pre_processor', 'layout']);
  assert.is(data.layout, 'left');
  assert.is(data.js_pre_processor, 'babel');
  assert.is(data.editors, '101');
  assert.match(data.html, '<div id="app">');
  assert.match(data.html, '{{ n }}');
  assert.match(data.js_external, /\/demo-site\/_playground\/vue\/v3\.[\d.]+\/vue\.global\.prod\.js/, 'Vue with its compiler for in-browser templates');
  await context.close();
});

test('at most 8 map demos are live; the farthest pauses with a click-to-run placeholder', async () => {
  const { context, page, errors } = await openPage('many/', { width: 1000, height: 700 });
  await page.waitForSelector('.demo-block.demo-ready');
  // Scroll through the page so every demo comes near the viewport once.
  for (let y = 0; y <= 6000; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(1500);
  const live = await liveMaps(page);
  const paused = await page.$$eval('.demo-block.demo-paused', (els) => els.map((e) => (e as HTMLElement).dataset.demo));
  assert.ok(live <= 8, `live maps: ${live}`);
  assert.ok(paused.length >= 2, `paused: ${paused}`);
  assert.ok(paused.includes('demo-1'), 'the farthest (first) demo was paused');
  // Clicking a paused demo runs it again, pausing another.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => (document.querySelector('[data-demo="demo-1"] .demo-app')!.shadowRoot!.querySelector('.demo-placeholder') as HTMLElement).click());
  await page.waitForFunction(() => document.querySelector('[data-demo="demo-1"] .demo-app')?.shadowRoot?.querySelector('canvas.maplibregl-canvas'));
  assert.ok((await liveMaps(page)) <= 8);
  assert.equal(errors, []);
  await context.close();
});

test('before the reader scrolls only demos inside the viewport mount; the first scroll mounts those 600 px ahead', async () => {
  const { context, page, errors } = await openPage('many/', { width: 1000, height: 700 });
  await page.waitForSelector('.demo-block.demo-ready');
  /**
   * Each demo's top relative to the viewport and whether it has started mounting: its shadow root then holds the
   * runtime's stylesheets and, once running, the demo's root (before, only the "loading" placeholder).
   */
  const demos = () =>
    page.$$eval('.demo-block', (els) =>
      els.map((e) => ({ id: (e as HTMLElement).dataset.demo!, top: e.getBoundingClientRect().top, mounted: !!e.querySelector('.demo-app')?.shadowRoot?.querySelector('link, .demo-root') })),
    );
  await page.waitForTimeout(1500);
  const before = await demos();
  const ahead = before.filter((d) => d.top > 700 && d.top < 700 + 600);
  assert.ok(before.some((d) => d.top < 700 && d.mounted), `a demo in view mounted: ${JSON.stringify(before)}`);
  assert.ok(ahead.length, `the fixture has a demo within 600 px below the fold: ${JSON.stringify(before)}`);
  assert.not.ok(ahead.some((d) => d.mounted), `nothing below the fold mounted yet: ${JSON.stringify(before)}`);
  assert.is(await page.evaluate(() => scrollY), 0);

  await page.mouse.move(500, 350);
  await page.mouse.wheel(0, 40);
  await page.waitForFunction((ids) => ids.every((id) => document.querySelector(`[data-demo="${id}"] .demo-app`)?.shadowRoot?.querySelector('canvas.maplibregl-canvas')), ahead.map((d) => d.id), { timeout: 15000 });
  assert.equal(errors, []);
  await context.close();
});

test('an iframe demo runs its standalone page in an iframe; the standalone page also opens on its own', async () => {
  const { context, page, errors } = await openPage('iframe/');
  const standalone = await page.getAttribute('[data-demo="demo-1"]', 'data-standalone');
  assert.is(standalone, '/demo-site/iframe/index.demo-1.html');
  await page.waitForFunction(() => document.querySelector('[data-demo="demo-1"] .demo-app')?.shadowRoot?.querySelector('iframe'));
  let frame = page.frames().find((f) => f.url().endsWith(standalone!));
  for (let i = 0; !frame && i < 50; i++) {
    await page.waitForTimeout(100);
    frame = page.frames().find((f) => f.url().endsWith(standalone!));
  }
  assert.ok(frame, `iframe loaded the standalone page (frames: ${page.frames().map((f) => f.url())})`);
  if (!frame) return;
  await frame.waitForFunction(() => document.querySelector('.demo-app')?.shadowRoot?.querySelector('.whole'));
  assert.is(await frame.evaluate(() => document.querySelector('.demo-app')!.shadowRoot!.querySelector('.whole')!.textContent), '在 iframe 中');
  const alone = await context.newPage();
  await alone.goto(site.origin + standalone);
  await alone.waitForFunction(() => document.querySelector('.demo-app')?.shadowRoot?.querySelector('.whole'));
  assert.is(await alone.evaluate(() => document.querySelector('.demo-app')!.shadowRoot!.querySelector('.whole')!.textContent), '顶层');
  assert.ok(await alone.$eval('.navbar', (el) => getComputedStyle(el).display === 'none'), 'the standalone page shows only the demo');
  // On its own: a heading with a link back to the page; framed: no heading, no margin.
  assert.ok(await alone.$eval('.demo-standalone-header', (el) => getComputedStyle(el).display !== 'none'), 'the standalone page has its heading');
  assert.match(await alone.$eval('.demo-standalone-back', (el) => el.getAttribute('href')!), /^\/demo-site\/iframe\/(#.*)?$/);
  assert.ok(await frame.evaluate(() => document.documentElement.classList.contains('demo-embedded')), 'framed page marked demo-embedded');
  assert.ok(await frame.$eval('.demo-standalone-header', (el) => getComputedStyle(el).display === 'none'), 'no heading inside the iframe');
  assert.is(await frame.$eval('.demo-standalone-page', (el) => getComputedStyle(el).paddingTop), '0px');
  assert.equal(errors, []);
  await context.close();
});

test('a map demo waits for its stylesheets however slow (MapLib\'s and MapLibre\'s CSS held 6 s): it starts styled, nothing shifts', async () => {
  const context = await offlineContext(browser, { viewport: { width: 1200, height: 900 } });
  await recordLayoutShifts(context);
  let held = 0;
  await context.route(/maplib[^/]*\.css/, async (route) => {
    held++;
    await new Promise((r) => setTimeout(r, 6000));
    await route.fallback();
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + 'styled/');
  const position = await canvasPositionAtFirstFrame(page);
  assert.ok(held > 0, 'the stylesheets were requested and held');
  assert.is(position, 'absolute', 'the map started with its stylesheet applied');
  await page.waitForTimeout(1500);
  const shift = await layoutShift(page);
  assert.ok(shift < 0.02, `layout shift ${shift.toFixed(3)}`);
  assert.equal(errors, []);
  await context.close();
});

test('a map demo keeps the stylesheets it waited for: no second load when it starts (a response the browser cannot reuse, any reload held 3 s)', async () => {
  const context = await offlineContext(browser, { viewport: { width: 1200, height: 900 } });
  await recordLayoutShifts(context);
  // Served as not to be stored: a <link> taken out of the tree and put back must load it again (under load Chromium
  // reloaded even the immutable copy), and that reload is held.
  const requests: string[] = [];
  await context.route(/maplib[^/]*\.css/, async (route) => {
    const url = route.request().url();
    const again = requests.includes(url);
    requests.push(url);
    if (again) await new Promise((r) => setTimeout(r, 3000));
    // (A reload still held when the test ends meets a closed context.)
    await route
      .fetch()
      .then((response) => route.fulfill({ response, headers: { ...response.headers(), 'cache-control': 'no-store' } }))
      .catch(() => {});
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + 'styled/');
  const position = await canvasPositionAtFirstFrame(page);
  assert.is(position, 'absolute', 'the map started with its stylesheet applied');
  await page.waitForTimeout(500);
  assert.ok(requests.length > 0 && new Set(requests).size === requests.length, `each stylesheet loaded once: ${requests.join(', ')}`);
  const shift = await layoutShift(page);
  assert.ok(shift < 0.02, `layout shift ${shift.toFixed(3)}`);
  assert.equal(errors, []);
  await context.close();
});

test('the toolbar is in the page from the first paint: nothing moves when the client runs; hidden without scripts', async () => {
  // In the page's HTML, in its language, with the playgrounds the config allows.
  const html = await (await fetch(site.url + 'styled/')).text();
  const bar = /<div class="demo-actions">(.*?)<\/div>/.exec(html)?.[1] ?? '';
  assert.match(bar, /class="demo-toggle" aria-expanded="false">显示代码</);
  assert.match(bar, /class="demo-copy">/);
  assert.match(bar, /class="demo-jsfiddle">在 JSFiddle 中打开</);
  assert.match(bar, /class="demo-standalone-link" href="[^"]+styled\/index\.demo-1\.html" target="_blank" rel="noopener">新窗口打开</);

  // A phone, where the old client-made bar moved the text below by its height (0.011 on the version page).
  const context = await offlineContext(browser, { viewport: { width: 390, height: 844 } });
  await recordLayoutShifts(context);
  const page = await context.newPage();
  await page.goto(site.url + 'styled/');
  await page.waitForSelector('.demo-block.demo-ready');
  await page.waitForTimeout(500);
  const shift = await layoutShift(page);
  assert.ok(shift < 0.001, `layout shift ${shift.toFixed(4)}`);
  // The page's toggle works (one bar, bound once).
  await page.click('.demo-toggle');
  assert.is(await page.getAttribute('.demo-toggle', 'aria-expanded'), 'true');
  assert.is(await page.textContent('.demo-toggle'), '隐藏代码');
  await context.close();

  const noScript = await offlineContext(browser, { javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(site.url + 'styled/');
  assert.is(await plain.$eval('.demo-actions', (el) => getComputedStyle(el).display), 'none', 'buttons that need scripts are not shown without them');
  await noScript.close();
});

test('a demo is built once even when initialisation runs again', async () => {
  const { context, page } = await openPage();
  await page.waitForSelector('[data-demo="demo-2"].demo-ready');
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('mapdocs:navigated')));
  await page.waitForTimeout(400);
  assert.is(await page.$$eval('[data-demo="demo-2"] .demo-actions', (els) => els.length), 1);
  await context.close();
});

test.run();
