// The docs site's own search box (built docs/, network cut) finds the ElasticsearchLayer, EchartsOverlay and
// MapvOverlay pages in both languages by component name, Chinese name and main props; Enter lands on the page.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, offlineContext } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('search finds the issue-19 overlay pages');

const QUERIES: { locale: string; q: string; page: string }[] = [
  { locale: '', q: 'ElasticsearchLayer', page: 'api/Layers/Elasticsearch/elasticsearch.html' },
  { locale: '', q: 'Elasticsearch 聚合图层', page: 'api/Layers/Elasticsearch/elasticsearch.html' },
  { locale: '', q: 'clusterOptions', page: 'api/Layers/Elasticsearch/elasticsearch.html' },
  { locale: '', q: 'EchartsOverlay', page: 'api/Overlay/Echarts.html' },
  { locale: '', q: 'ECharts 图表叠加层', page: 'api/Overlay/Echarts.html' },
  { locale: '', q: 'MapvOverlay', page: 'api/Overlay/Mapv.html' },
  { locale: '', q: 'Mapv 可视化叠加层', page: 'api/Overlay/Mapv.html' },
  { locale: 'en/', q: 'ElasticsearchLayer', page: 'en/api/Layers/Elasticsearch/elasticsearch.html' },
  { locale: 'en/', q: 'buildGeoGridQuery', page: 'en/api/Layers/Elasticsearch/elasticsearch.html' },
  { locale: 'en/', q: 'EchartsOverlay', page: 'en/api/Overlay/Echarts.html' },
  { locale: 'en/', q: 'MapvOverlay', page: 'en/api/Overlay/Mapv.html' },
  { locale: 'en/', q: 'countField', page: 'en/api/Overlay/Mapv.html' },
];

test.before(async (ctx) => {
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

test('each query has the page among its first three results, and Enter on it navigates there', async ({ browser, site }) => {
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  for (const { locale, q, page: target } of QUERIES) {
    await page.goto(site.url + locale);
    await page.waitForSelector('html[data-router="ready"]', { state: 'attached' });
    const input = page.locator('.search-box input');
    await input.click();
    await input.fill('');
    await page.keyboard.type(q);
    await page.waitForSelector('.search-results [role="option"] a');
    const hrefs = await page.$$eval('.search-results [role="option"] a', (as) => as.map((a) => decodeURI(new URL((a as HTMLAnchorElement).href).pathname)));
    const want = site.base + target;
    const rank = hrefs.findIndex((h) => h === want);
    assert.ok(rank >= 0 && rank < 3, `"${q}" (${locale || 'zh'}): ${want} not in the top 3 of ${hrefs.slice(0, 5).join(', ')}`);
    for (let i = 0; i < rank; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => decodeURI(u.pathname) === want);
  }
  assert.equal(context.blocked, []);
  assert.equal(errors, []);
  await context.close();
});

test.run();
