// What readers of the MapLib docs type into search, with the result each one means (bench/searchRecall.ts reads it,
// and test/render/search/rankingQueries.test.ts asserts the `issue` ones first). Written before the ranking was tuned
// (issue 33): the queries the issue quotes, component and Chinese names, prop names, and plain phrases.
//
// `expect` is a page path without base (`/api/popup.html`), a section (`/api/popup.html#open`), or `#anchor` for a
// heading of that id on any page (`#token`: any page's `token` prop). Several entries: any of them answers.

export interface SearchBenchQuery {
  /** `/` (zh) or `/en/`. */
  locale: '/' | '/en/';
  q: string;
  expect: string | string[];
  /** Quoted by issue 33: its expected result must come first (a test). */
  issue?: true;
}

const zh = (q: string, expect: string | string[], issue?: true): SearchBenchQuery => ({ locale: '/', q, expect, ...(issue ? { issue } : {}) });
const en = (q: string, expect: string | string[], issue?: true): SearchBenchQuery => ({ locale: '/en/', q, expect: [expect].flat().map((e) => (e.startsWith('/') ? `/en${e}` : e)), ...(issue ? { issue } : {}) });

const L = '/api/Layers';
const U = '/api/UI';
const G = '/api/Util/geomtry';

export const SEARCH_BENCH_QUERIES: SearchBenchQuery[] = [
  // zh — quoted by the issue
  zh('弹窗', '/api/popup.html', true),
  zh('点聚合', `${L}/Cluster/cluster.html`, true),
  zh('比例尺', `${U}/Scale/scale-mvt.html`, true),
  zh('GeometryParameter', `${G}/GeometryParameter.html`, true),
  zh('热力图', `${L}/Heater/heater.html`),
  // zh — Chinese names of components
  zh('气泡', '/api/popup.html'),
  zh('聚类', `${L}/Cluster/cluster.html`),
  zh('聚类图层', `${L}/Cluster/cluster.html`),
  zh('鹰眼', `${U}/Hawkeye/hawkeye.html`),
  zh('卷帘', `${U}/Compare/compare.html`),
  zh('绘制', [`${U}/Draw/draw.html`, '/guide/draw.html']),
  zh('标绘', `${L}/2DPlot/Plot.html`), // the Plot pages exist now (the militray page was the answer before they did)
  zh('测量', `${U}/Measure/measure.html`),
  zh('轨迹回放', `${L}/Tracker/tracker.html`),
  zh('建筑白膜', `${L}/Building/building.html`),
  zh('标注', ['/api/marker.html', '/guide/markers&popups.html']),
  zh('动态标注', `${L}/Marker/DynamicMarker.html`),
  zh('栅格瓦片', [`${L}/rasterlayer.html`, '/guide/layers&sources.html#栅格瓦片']), // a heading equal to the query comes first (issue 33)
  zh('矢量瓦片', [`${L}/vectorlayer.html`, '/guide/layers&sources.html']),
  zh('状态栏', `${U}/State/StateBar.html`),
  zh('缩放按钮', `${U}/Zoom/zoom.html`),
  zh('几何查询参数', `${G}/GeometryParameter.html`),
  zh('查询参数基类', `${G}/BaseParameter.html`),
  zh('矩形查询', `${G}/RectangleParameter.html`),
  zh('要素', `${G}/Feature.html`),
  zh('面几何', `${G}/Polygon.html`),
  zh('线几何', `${G}/Polyline.html`),
  zh('视频图层', `${L}/videolayer.html`),
  zh('图片图层', `${L}/imagelayer.html`),
  zh('图层通用属性', `${L}/`),
  zh('工具函数', '/api/Util/util.html'),
  zh('地图文档', `${L}/igserver/igsDocLayer.html`),
  zh('天地图图层', `${L}/igserver/igsTdtLayer.html`),
  zh('自定义瓦片', `${L}/CustomTile/customtilelayer.html`),
  zh('高德', `${L}/CustomTile/customtilelayer.html`),
  zh('地图对象', '/api/'),
  // zh — component and prop names typed on the Chinese site
  zh('ClusterLayer', `${L}/Cluster/cluster.html`),
  zh('Popup', '/api/popup.html'),
  zh('Hawkeye', `${U}/Hawkeye/hawkeye.html`),
  zh('token', '#token'),
  zh('tokenParam', '#tokenparam'),
  zh('clusterRadius', `${L}/Cluster/cluster.html#clusterradius`),
  zh('popupTrigger', '#popuptrigger'),
  // zh — what a reader means in words
  zh('geojson 点击', `${L}/geojsonlayer.html`),
  zh('弹出框', '/api/popup.html'),
  zh('距离测量', `${U}/Measure/measure.html`),
  zh('鹰眼图', `${U}/Hawkeye/hawkeye.html`),
  zh('热力', `${L}/Heater/heater.html`),
  zh('拖动标注', ['/api/marker.html', '/guide/markers&popups.html']),
  zh('安装', '/guide/install.html'),
  zh('快速上手', '/guide/quickStart.html'),
  zh('坐标系', ['/guide/crs.html', '/guide/basemap.html#坐标系']),
  zh('离线底图', '/guide/basemap.html'),
  zh('制图', '/guide/cartography.html'),
  zh('全屏控件', ['/api/controls.html', '/guide/controls.html']),
  zh('插件开发', '/plugin_components/plugin_components_development.html'),
  zh('军事模板', '/template/militray.html'),
  zh('更新日志', '/version/version.html'),
  zh('ArcGIS 切片', `${L}/ArcGISServer/ArcGISTileLayer.html`),

  // en — quoted by the issue
  en('popup', '/api/popup.html', true),
  en('token', '#token', true),
  en('cluster', `${L}/Cluster/cluster.html`, true),
  en('geojson click', `${L}/geojsonlayer.html`, true),
  // en — component names
  en('Popup', '/api/popup.html'),
  en('ClusterLayer', `${L}/Cluster/cluster.html`),
  en('GeometryParameter', `${G}/GeometryParameter.html`),
  en('Hawkeye', `${U}/Hawkeye/hawkeye.html`),
  en('Compare', `${U}/Compare/compare.html`),
  en('Draw', `${U}/Draw/draw.html`),
  en('Measure', `${U}/Measure/measure.html`),
  en('Scale', `${U}/Scale/scale-mvt.html`),
  en('StateBar', `${U}/State/StateBar.html`),
  en('Zoom', `${U}/Zoom/zoom.html`),
  en('Marker', '/api/marker.html'),
  en('TrackerLayer', `${L}/Tracker/tracker.html`),
  en('HeatmapLayer', `${L}/Heater/heater.html`),
  en('RasterLayer', `${L}/rasterlayer.html`),
  en('Feature', `${G}/Feature.html`),
  en('Polygon', `${G}/Polygon.html`),
  // en — prop names
  en('tokenParam', '#tokenparam'),
  en('clusterRadius', `${L}/Cluster/cluster.html#clusterradius`),
  en('popupTrigger', '#popuptrigger'),
  en('showSize', `${U}/Draw/draw.html#showsize`),
  en('zoomOnClick', `${L}/Cluster/cluster.html#zoomonclick`),
  // en — what a reader means in words
  en('overview map', `${U}/Hawkeye/hawkeye.html`),
  en('swipe', `${U}/Compare/compare.html`),
  en('plot', `${L}/2DPlot/Plot.html`),
  en('measure distance', `${U}/Measure/measure.html`),
  en('heatmap', `${L}/Heater/heater.html`),
  en('track playback', `${L}/Tracker/tracker.html`),
  en('building extrusion', `${L}/Building/building.html`),
  en('dynamic marker', `${L}/Marker/DynamicMarker.html`),
  en('tianditu', `${L}/igserver/igsTdtLayer.html`),
  en('raster tiles', [`${L}/rasterlayer.html`, '/guide/layers&sources.html']),
  en('vector tiles', [`${L}/vectorlayer.html`, '/guide/layers&sources.html']),
  en('status bar', `${U}/State/StateBar.html`),
  en('scale bar', [`${U}/Scale/scale-mvt.html`, '/api/controls.html']),
  en('query by geometry', `${G}/GeometryParameter.html`),
  en('shared layer props', `${L}/`),
  en('utilities', '/api/Util/util.html'),
  en('video layer', `${L}/videolayer.html`),
  en('echarts', `${'/api/Overlay'}/Echarts.html`),
  en('map document', `${L}/igserver/igsDocLayer.html`),
  en('WMTS', `${L}/OGC/ogcWmtsLayer.html`),
  en('install', '/guide/install.html'),
  en('quick start', '/guide/quickStart.html'),
  en('coordinate system', '/guide/crs.html'),
  en('offline basemap', '/guide/basemap.html'),
  en('cartography', '/guide/cartography.html'),
  en('fullscreen', ['/api/controls.html', '/guide/controls.html']),
  en('plugin development', '/plugin_components/plugin_components_development.html'),
  en('military template', '/template/militray.html'),
  en('changelog', '/version/version.html'),
  // Migrating readers type the original library's tags (issue 33: the migration table, found by search).
  zh('mapgis-web-map', '/guide/migration.html'),
  en('mapgis-web-map', '/guide/migration.html'),
  zh('mapgis-heater-layer', ['/guide/migration.html', `${L}/Heater/heater.html`]),
  en('mapgis-rastertile-layer', '/guide/migration.html'),
  zh('mapgis-popup', ['/guide/migration.html', '/api/popup.html']),
  en('mapgis-marker', ['/guide/migration.html', '/api/marker.html']),
  zh('mapgis-2d-plot', ['/guide/migration.html', `${L}/2DPlot/Plot.html`]),
  en('mapgis-custom-scale', [`${U}/Scale/scale-mvt.html`, '/guide/migration.html']),
  zh('从 MapGIS 迁移', '/guide/migration.html'),
  en('migrate from mapgis', '/guide/migration.html'),
];
