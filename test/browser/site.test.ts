// The real site (docs/): every page is reached by client navigation without console errors, and the not-found pages
// of both locales work. PAGES_DOCS_DIR runs the same crawl over another docs folder (e.g. a generated 600-page corpus,
// whose route manifest comes in shards), where every page is also first-loaded; docs/ pages are first-loaded by
// readerPages.test.ts, four times each, with the same checks.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, offlineContext, openThemedPage, routerReady } from '../helpers/browser.ts';
import { waitDemoMap } from './demoDrive.ts';
import { buildAndServe, pageUrl, type ServedSite } from '../helpers/site.ts';

const DOCS = path.resolve(process.env.PAGES_DOCS_DIR ?? 'docs');
const TABS = 3;

/** Clicks a link to `href` made for the purpose: the router's way to a page, as search results and in-page links go. */
const followLink = (page: Page, href: string) =>
  page.evaluate((h) => {
    const a = document.createElement('a');
    a.href = h;
    document.body.appendChild(a);
    a.click();
    a.remove();
  }, href);

const Site = suite<{ browser: Browser; site: ServedSite }>('docs site');
const firstLoads = DOCS === path.resolve('docs') ? Site.skip : Site;
/** Checks of docs/'s own pages (their headings, demos and nav). */
const docsOnly = DOCS === path.resolve('docs') ? Site : Site.skip;

Site.before(async (ctx) => {
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(DOCS)]);
});

Site.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});


firstLoads('every page loads with no console errors and no request leaving the machine', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
  const paths = site.build.pages.map((p) => p.path);
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: TABS }, async (_, tab) => {
      const page = await context.newPage();
      const errors = collectErrors(page);
      for (const p of paths.filter((_, i) => i % TABS === tab)) {
        const res = await page.goto(pageUrl(site, p));
        await routerReady(page);
        await page.waitForTimeout(100);
        if (res?.status() !== 200) failures.push(`${p}: status ${res?.status()}`);
        failures.push(...errors.splice(0).map((e) => `${p}: ${e}`));
      }
      await page.close();
    }),
  );
  assert.equal(failures, []);
  assert.equal(context.blocked, [], 'no request to another host');
  await context.close();
});

Site('client navigation reaches every page from the sidebar and navbar without errors', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url);
  await routerReady(page);
  await page.evaluate(() => ((window as any).__marker = 1));
  const seen = new Set<string>();
  for (const p of site.build.pages.map((x) => x.path)) {
    // Navigate the way search results do: through the router, by URL.
    await followLink(page, pageUrl(site, p));
    await page.waitForFunction((want) => decodeURI(location.pathname) === want, site.base.replace(/\/$/, '') + p);
    await page.waitForTimeout(100);
    seen.add(p);
  }
  assert.is(await page.evaluate(() => (window as any).__marker), 1, 'one document for the whole tour');
  assert.equal(errors, []);
  assert.is(seen.size, site.build.pages.length);
  await context.close();
});

Site('not-found pages: 404 status, right language, a way home', async ({ browser, site }) => {
  const context = await offlineContext(browser);
  const page = await context.newPage();
  for (const [p, lang, home] of [
    ['/no/such/page.html', 'zh-CN', '/'],
    ['/en/no-such-page', 'en-US', '/en/'],
  ]) {
    const res = await page.goto(pageUrl(site, p));
    await routerReady(page);
    assert.is(res?.status(), 404);
    assert.is(await page.getAttribute('html', 'lang'), lang);
    // Our theme's button, or a VuePress site's plain link: either way a visible link to the locale's home.
    const way = page.locator('.not-found a').first();
    assert.ok(await way.isVisible());
    assert.is(await way.getAttribute('href'), site.base.replace(/\/$/, '') + home);
  }
  await context.close();
});

docsOnly('language switcher keeps the anchor the other page has, else opens it at the top; …/page.html/ redirects keeping query and hash; dropdown nav entries are active on their pages', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const root = site.base.replace(/\/$/, '');
  // A full load through the slash-after-.html address: mapdocs serve redirects, the query and the anchor stay.
  await page.goto(pageUrl(site, '/api/Layers/rasterlayer.html/') + '?from=old#tokenparam');
  await routerReady(page);
  assert.is(page.url(), pageUrl(site, '/api/Layers/rasterlayer.html') + '?from=old#tokenparam');
  // The reader's place: the heading is at the top of the window, under the navbar.
  const headingTop = (id: string) => page.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().top ?? NaN, id);
  const switchTo = async (lang: string, path: string, anchor: string) => {
    await page.locator('.locale-switcher summary').click();
    await page.locator(`.locale-switcher a[hreflang="${lang}"]`).click();
    await page.waitForFunction(({ path, anchor }) => decodeURI(location.pathname) === path && decodeURIComponent(location.hash) === anchor, { path: root + path, anchor });
    if (anchor) {
      const top = await headingTop(anchor.slice(1));
      assert.ok(top >= 40 && top < 120, `${path}${anchor}: the heading is at the top of the window (${top})`);
    } else assert.is(await page.evaluate(() => scrollY), 0, `${path}: opened at the top`);
  };
  const goToAnchor = async (anchor: string) => {
    await page.evaluate((anchor) => (location.hash = anchor), anchor);
    await page.waitForFunction((id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top) < 120, anchor.slice(1));
  };
  // zh → en, an id both pages have (an API prop's heading).
  await switchTo('en-US', '/en/api/Layers/rasterlayer.html', '#tokenparam');
  // en → zh, an id the zh page does not have (prose headings differ): the top.
  await goToAnchor('#props');
  await switchTo('zh-CN', '/api/Layers/rasterlayer.html', '');
  // zh → en, an id only zh has; then en → zh, an id both have.
  await goToAnchor('#属性');
  await switchTo('en-US', '/en/api/Layers/rasterlayer.html', '');
  await goToAnchor('#scheme');
  await switchTo('zh-CN', '/api/Layers/rasterlayer.html', '#scheme');
  // The link itself carries the anchor once the reader opens the switcher (a new tab, a full load lands there too),
  // and drops it for an id the other page does not have.
  const enLink = page.locator('.locale-switcher a[hreflang="en-US"]');
  await page.locator('.locale-switcher summary').click();
  await page.waitForFunction(() => document.querySelector('.locale-switcher a[hreflang="en-US"]')!.getAttribute('href')!.endsWith('#scheme'));
  await goToAnchor('#属性');
  await page.mouse.move(600, 500);
  await enLink.hover();
  await page.waitForFunction(() => !document.querySelector('.locale-switcher a[hreflang="en-US"]')!.getAttribute('href')!.includes('#'));
  await goToAnchor('#scheme');
  await page.mouse.move(600, 500);
  await enLink.hover();
  await page.waitForFunction(() => document.querySelector('.locale-switcher a[hreflang="en-US"]')!.getAttribute('href')!.endsWith('#scheme'));
  await page.goto(new URL((await enLink.getAttribute('href'))!, page.url()).href);
  await routerReady(page);
  const top = await headingTop('scheme');
  assert.ok(top >= 40 && top < 120, `a full load of the link lands at the heading (${top})`);
  await page.goBack();
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  await routerReady(page);

  // The "Code walkthroughs" dropdown is active on its pages (like API here), its page's entry marked current.
  const activeNav = () => page.evaluate(() => [...document.querySelectorAll('.navbar .nav-links > .active, .navbar .nav-dropdown summary.active')].map((e) => e.textContent));
  assert.equal(await activeNav(), ['API']);
  await followLink(page, pageUrl(site, '/code/basemap.html'));
  await page.waitForFunction(() => /\/code\/basemap\.html$/.test(location.pathname) && document.title.includes('底图'));
  assert.equal(await activeNav(), ['示例代码']);
  assert.is(await page.locator('.navbar .nav-dropdown:not(.locale-switcher) a[aria-current="page"]').textContent(), '底图');
  assert.equal(errors, []);
  await context.close();
});

docsOnly('phone (390 px): drawer has the source link; code copy button clear of the first line; back-to-top clear of demo toolbars; the demo under the navbar, its marker pin inside the map', async ({ browser, site }) => {
  const { context, page } = await openThemedPage(browser, 'mobile', pageUrl(site, '/guide/quickStart.html'));
  const errors = collectErrors(page);
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  // The drawer: the navbar's links, the source link among them.
  await page.locator('.sidebar-button').click();
  const repo = page.locator('.sidebar-nav a.repo-link');
  await repo.waitFor({ state: 'visible' });
  assert.match((await repo.getAttribute('href'))!, /^https:\/\/github\.com\//);
  await page.locator('.sidebar-button').click();
  await page.waitForFunction(() => !document.getElementById('app')!.classList.contains('sidebar-open'));

  // A code block's copy button sits above its first line, not on it: every block whose first line reaches under the
  // button (its text runs to the right edge) keeps the two apart.
  const lines = await page.evaluate(() =>
    [...document.querySelectorAll('.content > .code-block')].flatMap((block) => {
      const range = document.createRange();
      range.selectNodeContents(block.querySelector('pre code .line')!);
      const line = range.getBoundingClientRect();
      const copy = block.querySelector('.copy-code')!.getBoundingClientRect();
      return line.right > copy.left ? [{ line: [line.top, line.bottom], copy: [copy.top, copy.bottom] }] : [];
    }),
  );
  assert.ok(lines.length > 0, 'a code block whose first line runs under the copy button');
  for (const { line, copy } of lines) assert.ok(copy[1] <= line[0] || line[1] <= copy[0], `copy button ${copy} on the first line ${line}`);

  // The finished map: its marker pin whole inside the map.
  await waitDemoMap(page, 0);
  const pin = await page.evaluate(() => {
    const shadow = document.querySelector('.demo-app')!.shadowRoot!;
    const map = shadow.querySelector('.maplibregl-canvas')!.getBoundingClientRect();
    const marker = shadow.querySelector('.maplibregl-marker')!.getBoundingClientRect();
    return { top: marker.top - map.top, bottom: map.bottom - marker.bottom, left: marker.left - map.left, right: map.right - marker.right };
  });
  assert.ok(pin.top >= 4 && pin.bottom >= 4 && pin.left >= 0 && pin.right >= 0, `the pin inside the map: ${JSON.stringify(pin)}`);

  // Scrolled so the map runs under the navbar, the Ctrl-scroll hint showing: the navbar stays on top. The hint lets
  // pointer events through, so for elementFromPoint (which hit-tests in paint order) the test makes it a target.
  const onTop = await page.evaluate(() => {
    const host = document.querySelector('.demo-app') as HTMLElement;
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect();
    scrollBy(0, host.getBoundingClientRect().top - navbar.height / 2);
    const canvas = host.shadowRoot!.querySelector('.maplibregl-canvas')!;
    canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: 40, bubbles: true, cancelable: true, clientX: innerWidth / 2, clientY: navbar.bottom + 60 }));
    const hint = host.shadowRoot!.querySelector<HTMLElement>('.maplibregl-cooperative-gesture-screen')!;
    const showing = hint.classList.contains('maplibregl-show');
    hint.style.pointerEvents = 'auto';
    const hit = document.elementFromPoint(innerWidth / 2, navbar.height / 2);
    hint.style.pointerEvents = '';
    return { showing, inNavbar: !!hit?.closest('.navbar'), hit: hit?.outerHTML.slice(0, 80) };
  });
  assert.ok(onTop.showing, 'the hint shows');
  assert.ok(onTop.inNavbar, `the navbar is on top of the demo's hint, not ${onTop.hit}`);

  // Back to top: never over a demo toolbar (its "Open in JSFiddle" at the right), shown again once the toolbar passed.
  // A demo far enough down its page that the button is out (after 300 px) when the toolbar is under it (client navigation).
  await followLink(page, pageUrl(site, '/api/Layers/rasterlayer.html'));
  await page.waitForFunction(() => /rasterlayer\.html$/.test(location.pathname) && document.querySelector('.demo-block'));
  const button = page.locator('.back-to-top');
  const frames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const index = await page.evaluate(() => [...document.querySelectorAll('.demo-block')].findIndex((block) => block.getBoundingClientRect().bottom + scrollY > 1200));
  assert.ok(index >= 0, 'a demo down the page');
  const block = page.locator('.demo-block').nth(index);
  await block.scrollIntoViewIfNeeded();
  // Its toolbar comes with the live demo.
  const toolbar = block.locator('.demo-actions');
  await toolbar.waitFor();
  const barTop = await toolbar.evaluate((el) => el.getBoundingClientRect().top + scrollY);
  // The toolbar's first row (its playground links at the right) where the button sits: 2rem from the bottom, 2.5rem high.
  await page.evaluate((y) => scrollTo(0, y), barTop - (844 - 32 - 30));
  await frames();
  const shown = await button.isVisible();
  assert.ok(!shown || !overlap((await button.boundingBox())!, (await toolbar.boundingBox())!), 'back-to-top over the demo toolbar');
  // The toolbar below the window again (the demo above it is taller than the window's lower part): the button is back.
  await page.evaluate((y) => scrollTo(0, y), barTop - (844 - 32 - 30) - 150);
  await button.waitFor({ state: 'visible' });
  assert.ok(!overlap((await button.boundingBox())!, (await toolbar.boundingBox())!));
  assert.equal(errors, []);
  await context.close();
});

Site.run();
