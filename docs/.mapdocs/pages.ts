// The site's pages, one list for both locales: each sidebar section (/guide/, /api/, …) as groups of pages under a
// bilingual group title. config.ts makes the zh sidebars (routes at `/`) and the en sidebars (the same routes under
// `/en/`) from it, and test/docs/content.test.ts checks the built site against it: every listed page exists in both
// locales and is in its sidebar, and every page the site has is listed (home pages aside).
//
// A page is listed by its path relative to its section, as the sidebar takes it: `'install'` is guide/install.md,
// `''` the section's README.md, `'Layers/'` api/Layers/README.md. Its sidebar title is its own frontmatter `title`,
// in each locale, so the list holds no page titles.
//
// Adding a page: its two files, docs/<section>/<path>.md (zh) and docs/en/<section>/<path>.md (en), each with `title`
// and `description` frontmatter, and one line here, in the group it belongs to.

export type Lang = 'zh' | 'en';

/** Words in both locales. */
export type Bilingual = Record<Lang, string>;

export interface PageGroup {
  title: Bilingual;
  /** Paths relative to the section, in sidebar order. */
  pages: string[];
}

export interface Section {
  /** The section's route in the zh locale, e.g. `/guide/` (the en one is under `/en/`). */
  path: string;
  groups: PageGroup[];
}

/** Where each locale's routes start. */
export const LOCALE_ROOTS: Record<Lang, string> = { zh: '/', en: '/en/' };

export const SECTIONS: Section[] = [
  {
    path: '/guide/',
    groups: [
      { title: { zh: '开始', en: 'Getting started' }, pages: ['', 'introduction', 'install', 'quickStart', 'migration'] },
      { title: { zh: '基础', en: 'Basics' }, pages: ['basemap', 'composition', 'controls', 'markers&popups', 'layers&sources', 'cartography'] },
      { title: { zh: '服务与工具', en: 'Services and tools' }, pages: ['wms&map&doc', 'crs', 'draw', 'emulatedServices'] },
    ],
  },
  {
    path: '/api/',
    groups: [
      { title: { zh: '地图', en: 'Map' }, pages: ['', 'controls', 'marker', 'popup'] },
      {
        title: { zh: '图层', en: 'Layers' },
        pages: [
          'Layers/',
          'Layers/geojsonlayer',
          'Layers/vectorlayer',
          'Layers/rasterlayer',
          'Layers/imagelayer',
          'Layers/videolayer',
          'Layers/canvaslayer',
          'Layers/Elasticsearch/elasticsearch',
        ],
      },
      {
        title: { zh: '地图服务', en: 'Map services' },
        pages: [
          'Layers/OGC/ogcWmsLayer',
          'Layers/OGC/ogcWmtsLayer',
          'Layers/ArcGISServer/ArcGISMapLayer',
          'Layers/ArcGISServer/ArcGISTileLayer',
          'Layers/igserver/igsDocLayer',
          'Layers/igserver/igsTileLayer',
          'Layers/igserver/igsTdtLayer',
          'Layers/igserver/igsVectorLayer',
          'Layers/CustomTile/customtilelayer',
          'Layers/VectorTile/mvtstyle',
        ],
      },
      {
        title: { zh: '专题图层', en: 'Thematic layers' },
        pages: ['Layers/Cluster/cluster', 'Layers/Heater/heater', 'Layers/Building/building', 'Layers/Tracker/tracker', 'Layers/Marker/DynamicMarker'],
      },
      { title: { zh: '叠加层', en: 'Overlays' }, pages: ['Overlay/Echarts', 'Overlay/Mapv'] },
      { title: { zh: '二维标绘', en: '2D plotting' }, pages: ['Layers/2DPlot/Plot', 'Layers/2DPlot/PlotLayer', 'Layers/2DPlot/PlotAnimation', 'Layers/2DPlot/PlotLink'] },
      {
        title: { zh: '界面组件', en: 'UI components' },
        pages: [
          'UI/Draw/draw',
          'UI/Draw/editor',
          'UI/Measure/measure',
          'UI/Compare/compare',
          'UI/Hawkeye/hawkeye',
          'UI/Zoom/zoom',
          'UI/Scale/scale-mvt',
          'UI/State/StateBar',
          'UI/Legend/legend',
          'UI/Legend/legend-mvt',
          'UI/Print/print',
          'UI/Document/document',
          'UI/Table/BaseTable',
          'UI/Table/FeatureTable',
        ],
      },
      {
        title: { zh: '数据与查询', en: 'Data and queries' },
        pages: [
          'Util/geomtry/Geometry',
          'Util/geomtry/Point',
          'Util/geomtry/Polyline',
          'Util/geomtry/Polygon',
          'Util/geomtry/Feature',
          'Util/geomtry/BaseParameter',
          'Util/geomtry/ObjectIdsParameter',
          'Util/geomtry/SQLParameter',
          'Util/geomtry/GeometryParameter',
          'Util/geomtry/RectangleParameter',
          'Util/util',
          'map/mixin/FeatureService',
          'service/comprehensiveQuery/comprehensiveQuery',
        ],
      },
    ],
  },
  { path: '/code/', groups: [{ title: { zh: '示例代码', en: 'Code walkthroughs' }, pages: ['basemap', 'controls', 'layers&sources', 'markers&popups'] }] },
  { path: '/plugin_components/', groups: [{ title: { zh: '插件组件', en: 'Plugin components' }, pages: ['', 'plugin_components_development'] }] },
  { path: '/template/', groups: [{ title: { zh: '样式模板', en: 'Style templates' }, pages: ['', 'zondy', 'guotu', 'militray'] }] },
  { path: '/version/', groups: [{ title: { zh: '版本', en: 'Versions' }, pages: ['version', 'diff'] }] },
];

/** A zh route (`/guide/`) in a locale: `/en/guide/` in en. */
export function localRoute(lang: Lang, zhRoute: string): string {
  return LOCALE_ROOTS[lang] + zhRoute.slice(1);
}

/** The route of a listed page: `''` and `'Layers/'` are folder routes, anything else a `.html` page. */
export function pageRoute(lang: Lang, section: Section, page: string): string {
  return localRoute(lang, section.path) + (page === '' || page.endsWith('/') ? page : `${page}.html`);
}

/** Every listed page's route in a locale, in sidebar order (home pages are in no sidebar, so not here). */
export function listedRoutes(lang: Lang): string[] {
  return SECTIONS.flatMap((section) => section.groups.flatMap((group) => group.pages.map((page) => pageRoute(lang, section, page))));
}
