// The site's own content (docs/): every page of the page list (docs/.mapdocs/pages.ts, which the sidebars are made
// from) exists in both locales and every page is in it, with title and description, real text and no placeholders;
// sidebars list exactly these pages under the list's group titles; API pages have demos and one `###` per documented
// prop; source excerpts on /code/ pages are still verbatim copies of maplib/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../src/render/config/resolveConfig.ts';
import { build, type BuildResult } from '../../src/render/build.ts';
import type { PageRecord } from '../../src/shared/types.ts';
import { tempDir } from '../helpers/site.ts';
import { listedRoutes, LOCALE_ROOTS, localRoute, pageRoute, SECTIONS, type Lang } from '../../docs/.mapdocs/pages.ts';

const DOCS = path.resolve(process.env.CONTENT_DOCS_DIR ?? 'docs');
const ROOT = path.resolve(DOCS, '..');

/** The pages in no sidebar: each locale's home. */
const HOMES = new Set(Object.values(LOCALE_ROOTS));
/** Every route the site has, by locale: its home and the pages of its sidebars (docs/.mapdocs/pages.ts). */
const ROUTES: Record<Lang, string[]> = { zh: [LOCALE_ROOTS.zh, ...listedRoutes('zh')], en: [LOCALE_ROOTS.en, ...listedRoutes('en')] };
const ALL = [...ROUTES.zh, ...ROUTES.en];

const PLACEHOLDERS = /\b(TODO|TBD|FIXME|lorem|ipsum)\b|coming soon|敬请期待|待补充|待完善/i;

let site: BuildResult;
let base = '/';
const pageAt = (route: string): PageRecord => {
  const page = site.pages.find((p) => p.path === route);
  if (!page) throw new Error(`no page at ${route}`);
  return page;
};

function htmlFile(route: string): string {
  const rel = route.endsWith('/') ? `${route}index.html` : route;
  return path.join(site.outDir, decodeURI(rel));
}

/** Visible text of the page's main region, with code blocks and demo sources left out. */
function bodyText(route: string): string {
  const html = fs.readFileSync(htmlFile(route), 'utf8');
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? html;
  return main
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<pre\b[\s\S]*?<\/pre>/g, ' ')
    .replace(/<nav\b[\s\S]*?<\/nav>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// uvu drops an error thrown in a `before` hook (the file then reports 0 passed and exits 0), so a failed build is kept
// and fails every test instead, the first with the build's errors: a listed page missing in either locale fails there
// (its sidebar entry names no page).
let buildError: Error | undefined;
test.before(async () => {
  const outDir = path.join(tempDir('mapdocs-content-'), 'out');
  try {
    const config = await resolveConfig(DOCS, { outDir });
    base = config.base;
    site = await build(config);
  } catch (err) {
    buildError = err as Error;
  }
});
let buildErrorShown = false;
test.before.each(() => {
  if (!buildError) return;
  const detail = buildErrorShown ? 'see the first failure' : buildError.message;
  buildErrorShown = true;
  throw new Error(`the build of ${DOCS} failed: ${detail}`);
});

test('every page of the page list has a page, in both locales', () => {
  const missing = ALL.filter((r) => !site.pages.some((p) => p.path === r));
  assert.equal(missing, [], `listed in docs/.mapdocs/pages.ts, but no page: ${missing.join(', ')}`);
  for (const r of ALL) assert.ok(fs.existsSync(htmlFile(r)), `no HTML file for ${r}`);
});

test('every page the site has is in the page list (a page in no sidebar is one no reader finds)', () => {
  const listed = new Set(ALL);
  const unlisted = site.pages.filter((p) => !listed.has(p.path)).map((p) => p.relativePath);
  assert.equal(unlisted, [], `pages missing from docs/.mapdocs/pages.ts: ${unlisted.join(', ')}`);
});

// The old site's route table (/work/shared/SPEC.md §2, from the seed), page by page: the addresses readers have
// bookmarked. Its /en/ rows are the only pages the old site had in English.
const OLD_SITE: Record<Lang, string[]> = {
  zh: [
    '/',
    ...['basemap', 'cartography', 'controls', 'composition', 'draw', 'install', 'introduction', 'layers&sources', 'markers&popups', 'quickStart', 'wms&map&doc'].map((p) => `/guide/${p}.html`),
    '/api/',
    ...['controls', 'popup', 'marker', 'map/mixin/FeatureService', 'service/comprehensiveQuery/comprehensiveQuery', 'Util/util'].map((p) => `/api/${p}.html`),
    ...['BaseParameter', 'Geometry', 'ObjectIdsParameter', 'Point', 'Feature', 'Polygon', 'GeometryParameter', 'Polyline', 'SQLParameter', 'RectangleParameter'].map((p) => `/api/Util/geomtry/${p}.html`),
    '/api/Layers/',
    ...['geojsonlayer', 'vectorlayer', 'rasterlayer', 'imagelayer', 'videolayer', 'canvaslayer'].map((p) => `/api/Layers/${p}.html`),
    ...[
      '2DPlot/Plot', '2DPlot/PlotLayer', '2DPlot/PlotAnimation', '2DPlot/PlotLink', 'ArcGISServer/ArcGISMapLayer', 'ArcGISServer/ArcGISTileLayer',
      'Cluster/cluster', 'CustomTile/customtilelayer', 'Elasticsearch/elasticsearch', 'Heater/heater', 'Marker/DynamicMarker', 'OGC/ogcWmsLayer',
      'OGC/ogcWmtsLayer', 'Tracker/tracker', 'Building/building', 'igserver/igsDocLayer', 'igserver/igsTileLayer', 'igserver/igsTdtLayer',
      'igserver/igsVectorLayer', 'VectorTile/mvtstyle',
    ].map((p) => `/api/Layers/${p}.html`),
    ...['Echarts', 'Mapv'].map((p) => `/api/Overlay/${p}.html`),
    ...[
      'Compare/compare', 'Document/document', 'Draw/editor', 'Draw/draw', 'Hawkeye/hawkeye', 'Legend/legend', 'Legend/legend-mvt', 'Print/print',
      'Measure/measure', 'Scale/scale-mvt', 'State/StateBar', 'Table/BaseTable', 'Table/FeatureTable', 'Zoom/zoom',
    ].map((p) => `/api/UI/${p}.html`),
    ...['basemap', 'controls', 'layers&sources', 'markers&popups'].map((p) => `/code/${p}.html`),
    '/plugin_components/',
    '/plugin_components/plugin_components_development.html',
    '/template/',
    ...['militray', 'guotu', 'zondy'].map((p) => `/template/${p}.html`),
    '/version/diff.html',
    '/version/version.html',
  ],
  en: [
    '/en/',
    ...['basemap', 'composition', 'controls', 'layers&sources', 'markers&popups'].map((p) => `/en/guide/${p}.html`),
    '/en/api/',
    ...['controls', 'marker', 'popup'].map((p) => `/en/api/${p}.html`),
    '/en/api/Layers/',
    ...['canvaslayer', 'imagelayer', 'rasterlayer', 'geojsonlayer', 'vectorlayer', 'videolayer'].map((p) => `/en/api/Layers/${p}.html`),
    '/en/plugin_components/',
    '/en/plugin_components/plugin_components_development.html',
  ],
};

test("every address of the old site's route table has its page, in Chinese and in English, and version/diff says how many", () => {
  const zhOnly = OLD_SITE.zh.filter((r) => !OLD_SITE.en.includes(localRoute('en', r)));
  // Each old address, and the English page at the same path under /en/ (the old site had 19; every page has one now).
  const wanted = [...OLD_SITE.zh, ...OLD_SITE.en, ...zhOnly.map((r) => localRoute('en', r))];
  const missing = wanted.filter((r) => !fs.existsSync(htmlFile(r)) || !site.pages.some((p) => p.path === r));
  assert.equal(missing, [], `old addresses with no page (a bare 404 for a bookmark): ${missing.join(', ')}`);
  // The diff page states these figures in both languages (84 and 19 addresses, home pages included).
  const [zh, en] = [OLD_SITE.zh.length, OLD_SITE.en.length];
  assert.is(new Set(OLD_SITE.zh).size, zh);
  assert.match(bodyText('/version/diff.html'), `中文 ${zh} 个地址（首页加 ${zh - 1} 个页面），英文 ${en} 个地址（首页加 ${en - 1} 个页面）`);
  assert.match(bodyText('/en/version/diff.html'), `${zh} Chinese addresses (the home page and ${zh - 1} pages) and ${en} English ones (the home page and ${en - 1} pages)`);
});

test('the migration table (guide/migration) has a row for each mapgis-* tag an API page names, linking to that page, in both languages', () => {
  for (const lang of ['zh', 'en'] as Lang[]) {
    const dir = lang === 'zh' ? DOCS : path.join(DOCS, 'en');
    const table = fs.readFileSync(path.join(dir, 'guide/migration.md'), 'utf8');
    // | `mapgis-xxx` | <MapLib> | [page](../api/…md) | notes |
    const rows = new Map([...table.matchAll(/^\| `(mapgis-[a-z0-9-]+)`[^|]*\|[^|]*\| \[[^\]]*\]\(([^)#]+)[^)]*\)/gm)].map((m) => [m[1], path.resolve(dir, 'guide', m[2])]));
    assert.ok(rows.size >= 45, `${lang}: only ${rows.size} rows`);
    const apiPages = fs.readdirSync(path.join(dir, 'api'), { recursive: true }).map(String).filter((f) => f.endsWith('.md'));
    for (const rel of apiPages) {
      const file = path.join(dir, 'api', rel);
      for (const tag of new Set(fs.readFileSync(file, 'utf8').match(/mapgis-[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? [])) {
        assert.ok(rows.has(tag), `${lang}: api/${rel} names ${tag}, which the migration table has no row for`);
        assert.is(rows.get(tag), file, `${lang}: the migration table's ${tag} row links elsewhere than api/${rel}`);
      }
    }
  }
});

test('every page exists in both languages: each zh page has its /en/ page and each /en/ page its zh page', () => {
  // Pairs come from the pages the build produced (docs/**.md), not from the page list.
  const paths = new Set(site.pages.map((p) => p.path));
  const isEn = (p: string) => p.startsWith('/en/');
  const zh = [...paths].filter((p) => !isEn(p));
  const en = [...paths].filter(isEn);
  assert.ok(zh.length >= 40 && en.length >= 40, `only ${zh.length} zh and ${en.length} en pages`);
  const noEn = zh.filter((p) => !paths.has(`/en${p}`));
  const noZh = en.filter((p) => !paths.has(p.slice('/en'.length)));
  assert.equal(noEn, [], `zh pages without an English page: ${noEn.join(', ')}`);
  assert.equal(noZh, [], `English pages without a zh page: ${noZh.join(', ')}`);
});

test('footers: each home states the MIT licence in its language; no invented licence number, no notice line unless the deployer configured one', () => {
  const footer = (r: string) => /class="[^"]*\bsite-footer\b[^"]*"[^>]*>([\s\S]*?)<\/(?:footer|div)>/.exec(fs.readFileSync(htmlFile(r), 'utf8'))?.[1];
  const cjk = /[\u3400-\u9fff]/;
  const zhHome = footer(LOCALE_ROOTS.zh) ?? '';
  assert.match(zhHome, /MIT/, `zh home footer: "${zhHome}"`);
  assert.match(zhHome, /许可/, `zh home footer is not in Chinese: "${zhHome}"`);
  const enHome = footer(LOCALE_ROOTS.en) ?? '';
  assert.match(enHome, /MIT licence/, `en home footer: "${enHome}"`);
  assert.not.match(enHome, cjk, `the English home's footer has Chinese text: "${enHome}"`);
  // docs/.mapdocs/config.ts: the notice comes from MAPLIB_DOCS_NOTICE_EN / _ZH only.
  const configured = !!(process.env.MAPLIB_DOCS_NOTICE_EN || process.env.MAPLIB_DOCS_NOTICE_ZH);
  for (const r of ALL.filter((r) => !HOMES.has(r))) {
    const text = footer(r);
    assert.not.match(text ?? '', /0000000|No\. ?\d/, `${r}: a made-up licence number in the footer: "${text}"`);
    if (!configured) assert.is(text, undefined, `${r}: a notice line nobody configured: "${text}"`);
  }
});

test('the two homes alike: as many feature cards, the main button to the same page in each language', () => {
  type Home = { features?: { title: string }[]; actionLink?: string };
  const zh = pageAt(LOCALE_ROOTS.zh).frontmatter as Home;
  const en = pageAt(LOCALE_ROOTS.en).frontmatter as Home;
  assert.ok((zh.features?.length ?? 0) >= 3, 'the zh home has feature cards');
  assert.is(en.features?.length, zh.features?.length, 'feature cards: en vs zh');
  assert.ok(zh.actionLink, 'the zh home has a main button');
  assert.is(en.actionLink, LOCALE_ROOTS.en.replace(/\/$/, '') + zh.actionLink, 'the main buttons go to the same page');
});

test('every page has title and description frontmatter and a <title>', () => {
  for (const page of site.pages) {
    const fm = page.frontmatter as { title?: unknown; description?: unknown };
    assert.type(fm.title, 'string', `${page.relativePath}: title`);
    assert.ok((fm.title as string).trim().length > 1, `${page.relativePath}: empty title`);
    assert.type(fm.description, 'string', `${page.relativePath}: description`);
    assert.ok((fm.description as string).trim().length >= 20, `${page.relativePath}: description too short`);
  }
  for (const r of ALL) {
    const html = fs.readFileSync(htmlFile(r), 'utf8');
    assert.match(html, /<meta name="description" content="[^"]{20,}">/, `${r}: description meta`);
  }
});

test('pages carry real text: at least 400 characters of body text outside code (homes: 100)', () => {
  for (const r of ALL) {
    const text = bodyText(r);
    const min = HOMES.has(r) ? 100 : 400;
    assert.ok(text.length >= min, `${r}: only ${text.length} characters of body text`);
  }
});

test('no placeholder words in any page source or rendered page', () => {
  const files = fs.readdirSync(DOCS, { recursive: true }).map(String).filter((f) => f.endsWith('.md') && !f.includes('node_modules'));
  for (const f of files) {
    const src = fs.readFileSync(path.join(DOCS, f), 'utf8');
    const m = PLACEHOLDERS.exec(src);
    assert.not.ok(m, `${f}: placeholder "${m?.[0]}"`);
  }
  for (const r of ALL) {
    const m = PLACEHOLDERS.exec(bodyText(r));
    assert.not.ok(m, `${r}: placeholder "${m?.[0]}"`);
  }
});

test('headings are real names, not "示例1" / "Example 2"', () => {
  for (const page of site.pages) {
    for (const h of page.headers ?? []) {
      assert.not.match(h.title, /^(示例|例子|Example|Demo)\s*\d+$/i, `${page.relativePath}: heading "${h.title}"`);
    }
  }
});

test('sidebars of both locales list exactly the documented pages (plus nothing else)', () => {
  for (const [lang, routes] of Object.entries(ROUTES) as [Lang, string[]][]) {
    const locale = LOCALE_ROOTS[lang];
    const inSidebar = new Set<string>();
    for (const r of routes.filter((r) => !HOMES.has(r))) {
      const html = fs.readFileSync(htmlFile(r), 'utf8');
      const sidebar = /<aside\b[^>]*\bclass="sidebar"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? '';
      for (const m of sidebar.matchAll(/href="([^"#]+)"/g)) {
        const href = decodeURI(m[1].replace(/&amp;/g, '&'));
        if (!href.startsWith(base)) continue;
        const p = '/' + href.slice(base.length);
        if (p.startsWith(locale === '/' ? '/' : '/en/') && (locale === '/en/' || !p.startsWith('/en/'))) inSidebar.add(p);
      }
    }
    const expected = routes.filter((r) => !HOMES.has(r));
    for (const r of expected) assert.ok(inSidebar.has(r), `${locale}: ${r} is not in any sidebar`);
    const extra = [...inSidebar].filter((p) => !expected.includes(p));
    assert.equal(extra, [], `${locale}: sidebar links to pages outside the documented set`);
  }
});

test("each section's sidebar has the page list's group titles, in order, in each locale", () => {
  for (const lang of Object.keys(LOCALE_ROOTS) as Lang[]) {
    for (const section of SECTIONS) {
      const route = pageRoute(lang, section, section.groups[0].pages[0]);
      const sidebar = /<ul class="sidebar-links">([\s\S]*?)<\/aside>/.exec(fs.readFileSync(htmlFile(route), 'utf8'))?.[1] ?? '';
      const headings = [...sidebar.matchAll(/class="sidebar-heading">([^<]*)</g)].map((m) => m[1].replace(/&amp;/g, '&'));
      assert.equal(headings, section.groups.map((g) => g.title[lang]), `${route}: sidebar headings`);
    }
  }
});

const API_PAGES = ALL.filter((r) => /\/api\//.test(r));

test('API pages: a live demo, and Props / Events / Methods sections', () => {
  for (const r of API_PAGES) {
    const html = fs.readFileSync(htmlFile(r), 'utf8');
    assert.match(html, /class="demo-block[ "]/, `${r}: no demo block`);
    const h2 = (pageAt(r).headers ?? []).filter((h) => h.level === 2).map((h) => h.title);
    const en = r.startsWith('/en/');
    // The controls page documents five components: one section each instead of one Props/Events/Methods trio.
    const sections = r.endsWith('/controls.html')
      ? ['NavigationControl', 'ScaleControl', 'FullscreenControl', 'GeolocateControl', 'AttributionControl']
      : en ? ['Props', 'Events', 'Methods'] : ['属性', '事件', '方法'];
    for (const section of sections)
      assert.ok(h2.includes(section), `${r}: no "## ${section}" section (has ${h2.join(', ')})`);
  }
});

test('raster layer pages document baseUrl, tileSize, zoomOffset, minimumLevel, maximumLevel and token as headers', () => {
  for (const r of ['/api/Layers/rasterlayer.html', '/en/api/Layers/rasterlayer.html']) {
    const h3 = (pageAt(r).headers ?? []).filter((h) => h.level === 3).map((h) => h.title);
    for (const prop of ['baseUrl', 'tileSize', 'zoomOffset', 'minimumLevel', 'maximumLevel', 'token']) assert.ok(h3.includes(prop), `${r}: no ### ${prop}`);
  }
});

test('every component prop in API.md tables has its own ### on the zh and en API pages', () => {
  const props: Record<string, string[]> = {
    '/api/Layers/geojsonlayer.html': ['data', 'type', 'sourceOptions', 'source', 'id (layerId)', 'enablePopup', 'popupOptions', 'customPopup', 'enableTips', 'tipsOptions', 'customTips', 'getSourceFeatures(filter?)', 'getRenderedFeatures(geometry?, options?)', 'getClusterExpansionZoom(clusterId)', 'getClusterChildren(clusterId)', 'getClusterLeaves(clusterId, limit?, offset?)', 'setFeatureState(id, state)', 'getFeatureState(id)', 'removeFeatureState(id?, key?)', 'bbox()'],
    '/api/Layers/vectorlayer.html': ['url', 'tiles', 'layers', 'scheme', 'minimumLevel', 'maximumLevel', 'promoteId', 'attribution', 'source', 'getSourceFeatures(sourceLayer, filter?)', 'getRenderedFeatures(geometry?, options?)', 'setFeatureState(feature, state)', 'getFeatureState(feature)', 'removeFeatureState(feature?, key?)'],
    '/api/Layers/imagelayer.html': ['url', 'coordinates'],
    '/api/Layers/videolayer.html': ['urls', 'coordinates', 'playing'],
    '/api/Layers/canvaslayer.html': ['canvas', 'coordinates', 'animate'],
    '/api/Layers/Cluster/cluster.html': ['geojson', 'clusterMaxZoom', 'clusterRadius', 'clusterMinPoints', 'clusterProperties', 'steps', 'colors', 'radii', 'cluster', 'uncluster', 'showCount', 'zoomOnClick', 'popup', 'popupTrigger', 'filter', 'onAdded', 'onClusterClick', 'onPointClick', 'getClusterExpansionZoom(clusterId)', 'setData(geojson)'],
    '/api/Layers/Heater/heater.html': ['geojson', 'field', 'min', 'max', 'heaterRadius', 'intensity', 'colors', 'opacityByZoom', 'onAdded', 'setData(geojson)'],
    '/api/Layers/igserver/igsDocLayer.html': ['baseUrl', 'domain', 'protocol', 'ip', 'port', 'serverName', 'url', 'layers', 'filters', 'igsMapStyle', 'f', 'proj', 'guid', 'cache', 'isAntialiasing', 'update', 'mode', 'tileSize', 'zoomOffset', 'token', 'getLayerList(mapIndex)', 'getLayerListUrl(mapIndex)', 'getTemplate()', 'getTileUrl(z, x, y)'],
    '/api/Layers/igserver/igsTileLayer.html': ['baseUrl', 'domain', 'protocol', 'ip', 'port', 'serverName', 'url', 'tileSize', 'zoomOffset', 'minimumLevel', 'maximumLevel', 'token', 'getZoomOffset()', 'getTemplate()', 'getTileUrl(z, x, y)'],
    '/api/Layers/igserver/igsTdtLayer.html': ['layerType', 'token', 'isLabel', 'crs', 'baseURL', 'url', 'domain', 'protocol', 'ip', 'port', 'version', 'tdtStyle', 'format', 'tileSize', 'zoomOffset', 'getTiles()', 'getTemplate()', 'getTileUrl(z, x, y)'],
    '/api/Layers/igserver/igsVectorLayer.html': ['gdbps', 'filters', 'igsMapStyle', 'f', 'guid', 'keepCache', 'baseUrl', 'url', 'domain', 'protocol', 'ip', 'port', 'tileSize', 'token', 'getTemplate()', 'getTileUrl(z, x, y)'],
    '/api/Layers/Building/building.html': ['geojson', 'vectortile', 'field', 'baseField', 'heightScale', 'color', 'colors', 'highlightColor', 'popup', 'popupTrigger', 'opacity', 'onAdded', 'setData(geojson)', 'closePopup()'],
    '/api/Layers/Tracker/tracker.html': ['geojson', 'timeField', 'duration', 'speed', 'playing', 'loop', 'follow', 'bearing', 'rotateIcon', 'showRoute', 'trail', 'routeColor', 'trailColor', 'lineWidth', 'color', 'element', 'popup', 'controls', 'onStep', 'onVertex', 'onPlay', 'onPause', 'onEnd', 'onAdded', 'play()', 'pause()', 'seek(time)', 'getState()', 'getDuration()'],
    '/api/Layers/Marker/DynamicMarker.html': ['data', 'idField', 'layerStyle', 'highlight', 'highlightStyle', 'selects', 'fitSelection', 'fitBound', 'label', 'popup', 'popupTrigger', 'onMarkerClick', 'onMarkerEnter', 'onMarkerLeave', 'onMapBoundChange', 'onAdded', 'fitToSelection()', 'fitToData()', 'select(ids)', 'getFeature(id)', 'setData(data)'],
    '/api/Layers/OGC/ogcWmsLayer.html': ['baseUrl', 'layers', 'version', 'crs', 'styles', 'format', 'transparent', 'token', 'tokenParam', 'tileSize', 'width', 'height', 'reversebbox', 'minimumLevel', 'maximumLevel', 'getCapabilities()', 'getTileUrl(z, x, y)', 'getMapTemplate()'],
    '/api/Layers/OGC/ogcWmtsLayer.html': ['baseUrl', 'url', 'wmtsLayer', 'tileMatrixSet', 'version', 'wmtsStyle', 'format', 'tileMatrixPrefix', 'zoomOffset', 'minimumLevel', 'maximumLevel', 'tileSize', 'token', 'tokenParam', 'getCapabilities()', 'getTileUrl(z, x, y)', 'effectiveProps()'],
    '/api/Layers/ArcGISServer/ArcGISMapLayer.html': ['baseUrl', 'renderMode', 'layers', 'bboxsr', 'imagesr', 'tileSize', 'width', 'height', 'format', 'f', 'dpi', 'transparent', 'token', 'minimumLevel', 'maximumLevel', 'getServiceInfo()', 'getTileUrl(z, x, y)', 'exportUrl(props?, box?)', 'viewBox()'],
    '/api/Layers/CustomTile/customtilelayer.html': ['provider', 'layerType', 'url', 'subdomains', 'scheme', 'coordinateSystem', 'correction', 'zoomOffset', 'tileRule', 'token', 'tileSize', 'minimumLevel', 'maximumLevel', 'attribution', 'getSettings()', 'getTileUrls(z, x, y)', 'getTileUrl(z, x, y)', 'providerTileUrl(tile)'],
    '/api/Layers/VectorTile/mvtstyle.html': ['style', 'mode', 'prefix', 'hiddenLayers', 'before', 'accessToken', 'localFonts', 'getStyleLayers()', 'setLayerVisible(id, visible)', 'getStyle()', 'getLayerIds()'],
    '/api/Layers/ArcGISServer/ArcGISTileLayer.html': ['baseUrl', 'tileSize', 'zoomOffset', 'forceOffset', 'minimumLevel', 'maximumLevel', 'token', 'tokenParam', 'getServiceInfo()', 'getTileUrl(z, x, y)', 'effectiveOffset()'],
    '/api/Overlay/Echarts.html': ['options', 'zIndex'],
    '/api/UI/Scale/scale-mvt.html': ['position', 'units', 'maxWidth', 'dpi', 'denominator', 'outStyle', 'locale', 'className', 'onChange', 'update()', 'getScale()'],
    '/api/UI/Zoom/zoom.html': ['position', 'delta', 'duration', 'home', 'theme', 'locale', 'className', 'onZoomIn', 'onZoomOut', 'onHome', 'zoomIn()', 'zoomOut()', 'goHome()'],
    '/api/UI/Compare/compare.html': ['beforeMap / afterMap', 'orientation', 'position', 'locale', 'style', 'className', 'id', 'onSlide', 'getPosition()', 'setPosition(position)', 'update(props)', 'destroy()'],
    '/api/UI/Draw/draw.html': ['enableControl', 'controls', 'displayControlsDefault', 'position', 'locale', 'modes', 'defaultMode', 'styles', 'keybindings', 'touchEnabled', 'clickBuffer', 'touchBuffer', 'editable', 'closeEdit', 'showSize', 'id', 'onAdded', 'onRemoved', 'onCreate', 'onChange', 'onDelete', 'onModeChange', 'onSelectionChange', 'onUpdateRadius', 'onError', 'changeMode(mode)', 'getMode()', 'getAll()', 'get(id)', 'getSelected()', 'add(geojson)', 'delete(ids)', 'deleteAll()', 'trash()', 'ready()'],
    '/api/UI/Draw/editor.html': ['feature', 'features', 'styles', 'enableControl', 'controls', 'position', 'locale', 'closeEdit', 'snapping', 'keybindings', 'touchEnabled', 'clickBuffer', 'touchBuffer', 'id', 'content', 'onAdded', 'onRemoved', 'onChange', 'onSelectionChange', 'onVertexSelectionChange', 'onRefused', 'onEditingChange', 'onError', 'getFeature()', 'getFeatures()', 'setFeature(feature)', 'setFeatures(features)', 'undo()', 'redo()', 'canUndo()', 'canRedo()', 'getSelectedVertices()', 'selectVertices(indices)', 'deleteVertices()', 'select(id)', 'stop()', 'start()', 'isEditing()', 'ready()'],
    '/api/Overlay/Mapv.html': ['geojson', 'options', 'countField', 'zIndex'],
    '/api/Layers/Elasticsearch/elasticsearch.html': ['buckets', 'mode', 'heaterOptions', 'clusterOptions', 'url', 'field', 'precision', 'query', 'size', 'headers', 'buildGeoGridQuery', 'bucketsToGeoJSON'],
    '/api/Layers/': ['id (layerId)', 'title', 'before', 'visible', 'opacity', 'minzoom', 'maxzoom', 'filter', 'layout', 'paint', 'layer', 'source', 'sourceId', 'clearSource', 'replaceSource', 'replace', 'onClick', 'onHover', 'onEnter', 'onLeave', 'mousedown (onMouseDown)', 'mouseup (onMouseUp)', 'dblclick (onDblClick)', 'mousemove (onMouseMove)', 'mouseenter (onMouseEnter)', 'mouseleave (onMouseLeave)', 'mouseover (onMouseOver)', 'mouseout (onMouseOut)', 'contextmenu (onContextMenu)', 'touchstart (onTouchStart)', 'touchend (onTouchEnd)', 'touchcancel (onTouchCancel)', 'getTitle(locale?)', 'legend()', 'getFeatures()', 'move(beforeId)', 'mapLayer', 'mapSource', 'sourceLoaded'],
    '/api/marker.html': ['lngLat (coordinates)', 'color', 'anchor', 'offset', 'draggable', 'rotation', 'rotationAlignment', 'pitchAlignment', 'className', 'popup', 'default', 'onClick', 'onDragEnd', 'added (onAdded)', 'removed (onRemoved)', 'mouseenter (onMouseEnter)', 'mouseleave (onMouseLeave)'],
    '/api/popup.html': ['lngLat (coordinates)', 'default', 'onlyText', 'open (showed)', 'anchor', 'offset', 'closeButton', 'closeOnClick', 'closeOnMove', 'maxWidth', 'className', 'onOpen', 'onClose', 'added (onAdded)', 'removed (onRemoved)'],
    '/api/': ['center', 'zoom', 'bounds', 'minZoom', 'maxZoom', 'pitch', 'bearing', 'maxBounds', 'basemap', 'token', 'labels', 'graticule', 'locale', 'crs', 'interactive', 'scrollZoom', 'attributionControl', 'renderWorldCopies', 'maplibreOptions', 'onLoad', 'onClick', 'onMoveEnd', 'flyTo(options)', 'destroy()', 'mapStyle', 'accessToken', 'hash', 'bearingSnap', 'logoPosition', 'failIfMajorPerformanceCaveat', 'crossSourceCollisions', 'fadeDuration', 'preserveDrawingBuffer', 'refreshExpiredTiles', 'trackResize', 'light', 'tileBoundaries', 'collisionBoxes', 'repaint', 'transformRequest', 'localIdeographFontFamily', 'fitBoundsOptions', 'stop()', 'panBy(offset, options?)', 'zoomIn(options?)', 'zoomOut(options?)', 'rotateTo(bearing, options?)', 'resetNorth(options?)', 'snapToNorth(options?)', 'mapboxgl'],
    '/api/UI/State/StateBar.html': ['default', 'lng', 'lat', 'level', 'scale', 'crs', 'format', 'digits', 'dpi', 'render', 'position', 'locale', 'className', 'onChange', 'getState()', 'update(props)', 'remove()'],
    '/api/Util/geomtry/BaseParameter.html': ['layers', 'pageIndex', 'pagination', 'resultFormat', 'IncludeAttribute', 'IncludeGeometry', 'IncludeWebGraphic', 'orderBy', 'isAsc', 'proj', 'fields', 'coordPrecision', 'toIgsQuery()', 'toArcgisQuery()', 'toOgcQuery()', 'toUrl(protocol, serviceUrl)', 'check()', 'toRequest()'],
    '/api/Util/geomtry/ObjectIdsParameter.html': ['objectIds'],
    '/api/Util/geomtry/SQLParameter.html': ['where'],
    '/api/Util/geomtry/GeometryParameter.html': ['geometry', 'where', 'compareRectOnly', 'enableDisplayCondition', 'spatialRelationType', 'fromGeoJSON(geojson)'],
    '/api/Util/geomtry/RectangleParameter.html': ['geometry', 'rectangle', 'where', 'compareRectOnly', 'enableDisplayCondition', 'spatialRelationType', 'box', 'fromGeoJSON(geojson)'],
    '/api/UI/Hawkeye/hawkeye.html': ['position', 'width', 'height', 'zoomOffset', 'basemap', 'token', 'boxStyle', 'collapsed', 'locale', 'className', 'onToggle', 'onNavigate', 'toggle(collapsed?)', 'isCollapsed()', 'getOverview()', 'getBox()'],
    '/api/UI/Print/print.html': ['title', 'format', 'paper', 'orientation', 'dpi', 'margin', 'legend', 'scaleBar', 'northArrow', 'markers', 'fileName', 'delay', 'delayTime', 'collapsed', 'position', 'locale', 'className', 'onPrintStart', 'onPrintEnd', 'onPrintError', 'print(options?)', 'download(options?)', 'toggle(collapsed?)', 'isCollapsed()'],
    '/api/Util/geomtry/Geometry.html': ['type', 'coordinates', 'geometryType', 'bounds()', 'bbox()', 'geographicBBox()', 'toGeoJSON()', 'toWKT()', 'toEsri(transform?)', 'toZondy()', 'validate()', 'Geometry.fromGeoJSON(geometry)', 'Geometry.fromWKT(text)', 'Geometry.fromEsri(esri, transform?)', 'Geometry.fromZondy(fGeom, kind?)'],
    '/api/Util/geomtry/Point.html': ['coordinates', 'type', 'geometryType'],
    '/api/Util/geomtry/Polyline.html': ['coordinates', 'lines', 'type', 'geometryType'],
    '/api/Util/geomtry/Polygon.html': ['exterior', 'interior', 'coordinates', 'polygons', 'geometryType'],
    '/api/Util/geomtry/Feature.html': ['geometry', 'geometryType', 'attributes', 'style', 'FID', 'toGeoJSON()', 'bounds()', 'Feature.fromQueryResult(result, options?)', 'Feature.fromGeoJSON(geojson)', 'Feature.toFeatureSet(features, options)'],
    '/api/Util/util.html': ['LENGTH_UNITS', 'AREA_UNITS', 'newGuid()', 'formatLngLat(lngLat, options?)', 'parseLngLat(text)', 'convertLength(value, from, to?)', 'convertArea(value, from, to?)', 'formatLength(metres, options?)', 'formatArea(squareMetres, options?)', 'boundsOf(input)', 'geographicBoundsOf(input)'],
    '/api/Layers/2DPlot/Plot.html': ['data', 'layer', 'types', 'symbols', 'defaultStyle', 'editable', 'position', 'locale', 'onDraw', 'onEdit', 'onChange', 'draw(type, sidc?)', 'stopDrawing()', 'undo()', 'redo()', 'deleteSelected()', 'toGeoJSON()', 'importGeoJSON(data)', 'download(fileName?)'],
    '/api/Layers/2DPlot/PlotLayer.html': ['data', 'defaultStyle', 'selectable', 'selectedId', 'onSelect', 'onChange', 'onError', 'getPlots()', 'getPlot(id)', 'plotAt(point, tolerance?)', 'addPlot(type, controlPoints, properties?)', 'updatePlot(id, change)', 'removePlot(id)', 'clear()', 'setPlots(data)', 'select(id)', 'toGeoJSON()'],
    '/api/Layers/2DPlot/PlotAnimation.html': ['animations', 'autoplay', 'loop', 'speed', 'controls', 'onUpdate', 'onFinish', 'play()', 'pause()', 'seek(time)', 'reset()', 'showAll()'],
    '/api/Layers/2DPlot/PlotLink.html': ['dimModHeight', 'wallColor', 'wallWidth', 'pitch', 'projection', 'syncBearing', 'update(props)', 'destroy()', 'plotLayers()'],
    '/api/UI/Table/BaseTable.html': ['dataSource', 'columns', 'rowKey', 'layer', 'editable', 'pagination', 'filterable', 'width', 'height', 'container', 'title', 'highlightStyle', 'position', 'locale', 'className', 'onSelected', 'onEdited', 'onClick', 'onDoubleClick', 'onSorted', 'onPageChanged', 'select(rowKey)', 'getSelected()', 'setSort(sort)', 'setFilter(columnKey, text)', 'setGlobalFilter(text)', 'setPage(index)', 'getRows()', 'getDataSource()', 'refresh()'],
    '/api/UI/Table/FeatureTable.html': ['url', 'MapUrl', 'protocol', 'layers', 'where', 'pagination', 'onLoaded', 'onEdited', 'onAdded', 'onDeleted', 'onError', 'reload()', 'addRow(attributes?, geometry?)', 'deleteSelected()', 'getService()'],
    '/api/controls.html': ['position', 'showZoom', 'showCompass', 'visualizePitch', 'maxWidth', 'unit', 'container', 'positionOptions', 'trackUserLocation', 'fitBoundsOptions', 'onGeolocate', 'trigger()', 'compact', 'customAttribution'],
  };
  for (const [zh, names] of Object.entries(props)) {
    for (const r of [zh, `/en${zh}`]) {
      const h3 = (pageAt(r).headers ?? []).filter((h) => h.level === 3).map((h) => h.title);
      for (const name of names) assert.ok(h3.includes(name), `${r}: no ### ${name}`);
    }
  }
});

test('every page has an absolute canonical link at the configured origin, and sitemap.xml lists every page', () => {
  // docs/.mapdocs/config.ts: MAPLIB_DOCS_ORIGIN overrides the published origin.
  const origin = process.env.MAPLIB_DOCS_ORIGIN || 'https://maplib.dev';
  const sitemap = fs.readFileSync(path.join(site.outDir, 'sitemap.xml'), 'utf8');
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&')));
  const pages = site.pages.filter((p) => p.frontmatter.sitemap !== false);
  assert.ok(pages.length >= ALL.length, `${pages.length} pages in the build, ${ALL.length} in the page list`);
  for (const page of pages) {
    const html = fs.readFileSync(htmlFile(page.path), 'utf8');
    const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    assert.ok(href, `${page.path}: no <link rel="canonical">`);
    const url = new URL(href!); // throws on a relative URL
    assert.is(url.origin, origin, `${page.path}: canonical ${href} is not at ${origin}`);
    assert.is(decodeURI(url.pathname), `${base}${page.path.slice(1)}`, `${page.path}: canonical ${href} names another page`);
    assert.ok(listed.has(href!), `${page.path}: ${href} is not in sitemap.xml`);
  }
  assert.is(listed.size, pages.length, 'sitemap.xml lists each page once and nothing else');
});

test('source excerpts on /code/ pages come from maplib/: build-time includes, or verbatim copies of the files they name', () => {
  let count = 0;
  const files = ['code', 'en/code'].flatMap((d) => fs.readdirSync(path.join(DOCS, d)).filter((f) => f.endsWith('.md')).map((f) => `${d}/${f}`));
  for (const rel of files) {
    const f = rel.replace(/^code\//, '');
    const src = fs.readFileSync(path.join(DOCS, rel), 'utf8');
    // Pasted excerpts: a fence whose info names the file must still be a verbatim part of it.
    for (const m of src.matchAll(/^```(\w+) (maplib\/\S+)\n([\s\S]*?)\n```$/gm)) {
      const file = path.join(ROOT, m[2]);
      assert.ok(fs.existsSync(file), `code/${f}: excerpt names ${m[2]}, which does not exist`);
      const text = fs.readFileSync(file, 'utf8');
      assert.ok(text.includes(m[3]), `code/${f}: the excerpt from ${m[2]} starting "${m[3].split('\n')[0].trim()}" is no longer in that file — copy it again`);
      count++;
    }
    // Includes by line range drift silently when the file changes: each names, after "·", what the range must show.
    for (const m of src.matchAll(/^<<< @\/\.\.\/(maplib\/\S+?)#L(\d+)-L(\d+)(?:\{[^}]*\})?(?: \[([^\]]*)\])?$/gm)) {
      const ident = /·\s*([\w$]+)/.exec(m[4] ?? '')?.[1];
      assert.ok(ident, `code/${f}: the line-range include of ${m[1]} needs a title "… · name" naming what it shows`);
      const all = fs.readFileSync(path.join(ROOT, m[1]), 'utf8').split('\n');
      const from = Number(m[2]) - 1;
      const shown = all.slice(from, Number(m[3])).join('\n');
      const word = new RegExp(`\\b${ident.replace(/\$/g, '\\$')}\\b`);
      // The name is in the range, or on an enclosing line above it (a range inside that function or class).
      let enclosing = false;
      let indent = /^\s*/.exec(all[from] ?? '')![0].length;
      for (let i = from - 1; i >= 0 && !enclosing && indent > 0; i--) {
        if (!all[i].trim()) continue;
        const own = /^\s*/.exec(all[i])![0].length;
        if (own < indent) {
          enclosing = word.test(all[i]);
          indent = own;
        }
      }
      assert.ok(word.test(shown) || enclosing, `code/${f}: lines ${m[2]}-${m[3]} of ${m[1]} no longer show ${ident} — update the range`);
      count++;
    }
    count += [...src.matchAll(/^<<< @\/\.\.\/maplib\/\S+#[A-Za-z_$][\w$]*/gm)].length;
  }
  assert.ok(count >= 60, `only ${count} source excerpts on the /code/ and /en/code/ pages`);
});

test('demos that read site data point at files the site ships', () => {
  for (const page of site.pages) {
    const src = fs.readFileSync(path.join(DOCS, page.relativePath), 'utf8');
    for (const m of src.matchAll(/new URL\('((?:\.\.\/)+data\/[^']*)', location\.href\)/g)) {
      const target = new URL(m[1], `http://x${page.path}`).pathname;
      const file = path.join(site.outDir, decodeURI(target));
      assert.ok(fs.existsSync(file), `${page.relativePath}: ${m[1]} resolves to ${target}, which the site does not have`);
    }
  }
});

test.run();
