// The docs site's own search box (built docs/, network cut) finds the ElasticsearchLayer, EchartsOverlay and
// MapvOverlay pages in both languages by component name, Chinese name and main props, and the migration table by the
// original library's tags (issue 33); Enter lands on the page.
import path from 'node:path';
import { suite } from 'uvu';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertSearchFinds, type SearchQuery } from './searchBox.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('search finds the issue-19 overlay pages and the migration table');

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

// The original library's tags, as a migrating reader types them: the migration table (guide/migration) answers.
const ORIGINAL_TAGS: SearchQuery[] = [
  { locale: '', q: 'mapgis-web-map', page: 'guide/migration.html' },
  { locale: '', q: 'mapgis-heater-layer', page: 'guide/migration.html' },
  { locale: 'en/', q: 'mapgis-web-map', page: 'en/guide/migration.html' },
  { locale: 'en/', q: 'mapgis-rastertile-layer', page: 'en/guide/migration.html' },
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

test('the original library\'s tags find the migration table, and Enter on it navigates there', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, ORIGINAL_TAGS);
});

test.run();
