// The docs site's own search box (built docs/, network cut) finds the ElasticsearchLayer, EchartsOverlay and
// MapvOverlay pages in both languages by component name, Chinese name and main props; Enter lands on the page.
import path from 'node:path';
import { suite } from 'uvu';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('search finds the issue-19 overlay pages');

const QUERIES: SearchQuery[] = [
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
  await assertSearchFinds(browser, site, QUERIES);
});

test.run();
