// Site config of the MapLib docs: zh-CN at `/`, English at `/en/`, served under a static-modules base path.
import type { UserConfig } from '../../src/render/config/userConfig.ts';

const config: UserConfig = {
  title: 'MapLib',
  description: '基于 MapLibre GL JS 的 Web 地图组件库',
  base: '/static/modules/maplib/',
  head: [['link', { rel: 'icon', href: '/logo.svg', type: 'image/svg+xml' }]],
  locales: {
    '/': { lang: 'zh-CN', title: 'MapLib', description: '基于 MapLibre GL JS 的 Web 地图组件库' },
    '/en/': { lang: 'en-US', title: 'MapLib', description: 'Web map components over MapLibre GL JS' },
  },
  themeConfig: {
    logo: '/logo.svg',
    repo: 'mapdocs/maplib',
    docsDir: 'docs',
    docsBranch: 'main',
    editLinks: true,
    searchMaxSuggestions: 10,
    locales: {
      '/': {
        label: '简体中文',
        selectText: '语言',
        editLinkText: '在 GitHub 上编辑此页',
        lastUpdated: '最后更新',
        nav: [
          { text: '指南', link: '/guide/' },
          { text: 'API', link: '/api/' },
          {
            text: '示例代码',
            items: [
              { text: '底图', link: '/code/basemap.html' },
              { text: '控件', link: '/code/controls.html' },
              { text: '图层与数据源', link: '/code/layers&sources.html' },
              { text: '标注与气泡', link: '/code/markers&popups.html' },
            ],
          },
          { text: '插件组件', link: '/plugin_components/' },
          { text: '样式模板', link: '/template/' },
          {
            text: '版本',
            items: [
              { text: '更新日志', link: '/version/version.html' },
              { text: '新旧版本对比', link: '/version/diff.html' },
            ],
          },
        ],
        sidebar: {
          '/guide/': [
            { title: '开始', collapsable: false, children: ['', 'introduction', 'install', 'quickStart'] },
            { title: '基础', collapsable: false, children: ['basemap', 'composition', 'controls', 'markers&popups', 'layers&sources', 'cartography'] },
            { title: '服务与工具', collapsable: false, children: ['wms&map&doc', 'crs', 'draw', 'emulatedServices'] },
          ],
          '/api/': [
            { title: '地图', collapsable: false, children: [['', 'Map 地图对象'], 'controls', 'marker', 'popup'] },
            {
              title: '图层',
              collapsable: false,
              children: [
                ['Layers/', '图层通用属性'],
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
              title: '地图服务',
              collapsable: false,
              children: ['Layers/OGC/ogcWmsLayer', 'Layers/OGC/ogcWmtsLayer', 'Layers/ArcGISServer/ArcGISMapLayer', 'Layers/ArcGISServer/ArcGISTileLayer', 'Layers/igserver/igsDocLayer', 'Layers/igserver/igsTileLayer', 'Layers/igserver/igsTdtLayer', 'Layers/igserver/igsVectorLayer', 'Layers/CustomTile/customtilelayer', 'Layers/VectorTile/mvtstyle'],
            },
            {
              title: '专题图层',
              collapsable: false,
              children: [
                'Layers/Cluster/cluster',
                'Layers/Heater/heater',
                'Layers/Building/building',
                'Layers/Tracker/tracker',
                'Layers/Marker/DynamicMarker',
              ],
            },
            {
              title: '叠加层',
              collapsable: false,
              children: ['Overlay/Echarts', 'Overlay/Mapv'],
            },
          ],
          '/code/': [{ title: '示例代码', collapsable: false, children: ['basemap', 'controls', 'layers&sources', 'markers&popups'] }],
          '/plugin_components/': [{ title: '插件组件', collapsable: false, children: ['', 'plugin_components_development'] }],
          '/template/': [{ title: '样式模板', collapsable: false, children: ['', 'zondy', 'guotu', 'militray'] }],
          '/version/': [{ title: '版本', collapsable: false, children: ['version', 'diff'] }],
        },
      },
      '/en/': {
        label: 'English',
        selectText: 'Languages',
        editLinkText: 'Edit this page on GitHub',
        lastUpdated: 'Last updated',
        // The English site's footer: the ICP licence notice, written out in English (SPEC §4: configurable text).
        footer: 'ICP licence notice: Beijing ICP Registration No. 00000000-1',
        nav: [
          { text: 'Guide', link: '/en/guide/' },
          { text: 'API', link: '/en/api/' },
          {
            text: 'Code walkthroughs',
            items: [
              { text: 'Basemaps', link: '/en/code/basemap.html' },
              { text: 'Controls', link: '/en/code/controls.html' },
              { text: 'Layers and sources', link: '/en/code/layers&sources.html' },
              { text: 'Markers and popups', link: '/en/code/markers&popups.html' },
            ],
          },
          { text: 'Plugin components', link: '/en/plugin_components/' },
          { text: 'Style templates', link: '/en/template/' },
          {
            text: 'Versions',
            items: [
              { text: 'Changelog', link: '/en/version/version.html' },
              { text: 'Old and new compared', link: '/en/version/diff.html' },
            ],
          },
        ],
        sidebar: {
          '/en/guide/': [
            { title: 'Getting started', collapsable: false, children: ['', 'introduction', 'install', 'quickStart'] },
            { title: 'Basics', collapsable: false, children: ['basemap', 'composition', 'controls', 'markers&popups', 'layers&sources', 'cartography'] },
            { title: 'Services and tools', collapsable: false, children: ['wms&map&doc', 'crs', 'draw', 'emulatedServices'] },
          ],
          '/en/api/': [
            { title: 'Map', collapsable: false, children: [['', 'Map'], 'controls', 'marker', 'popup'] },
            {
              title: 'Layers',
              collapsable: false,
              children: [
                ['Layers/', 'Layer commons'],
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
              title: 'Map services',
              collapsable: false,
              children: ['Layers/OGC/ogcWmsLayer', 'Layers/OGC/ogcWmtsLayer', 'Layers/ArcGISServer/ArcGISMapLayer', 'Layers/ArcGISServer/ArcGISTileLayer', 'Layers/igserver/igsDocLayer', 'Layers/igserver/igsTileLayer', 'Layers/igserver/igsTdtLayer', 'Layers/igserver/igsVectorLayer', 'Layers/CustomTile/customtilelayer', 'Layers/VectorTile/mvtstyle'],
            },
            {
              title: 'Thematic layers',
              collapsable: false,
              children: [
                'Layers/Cluster/cluster',
                'Layers/Heater/heater',
                'Layers/Building/building',
                'Layers/Tracker/tracker',
                'Layers/Marker/DynamicMarker',
              ],
            },
            {
              title: 'Overlays',
              collapsable: false,
              children: ['Overlay/Echarts', 'Overlay/Mapv'],
            },
          ],
          '/en/plugin_components/': [{ title: 'Plugin components', collapsable: false, children: ['', 'plugin_components_development'] }],
          '/en/code/': [{ title: 'Code walkthroughs', collapsable: false, children: ['basemap', 'controls', 'layers&sources', 'markers&popups'] }],
          '/en/template/': [{ title: 'Style templates', collapsable: false, children: ['', 'zondy', 'guotu', 'militray'] }],
          '/en/version/': [{ title: 'Versions', collapsable: false, children: ['version', 'diff'] }],
        },
      },
    },
  },
  demo: {
    horizontal: false,
    // MapLib's browser build, hosted by the site so every demo runs offline.
    // After it, the defaults every demo map shares (cooperative gestures: the wheel scrolls the page), set in one place.
    hostedLibs: {
      maplib: { dir: '../../maplib/dist/browser', js: ['maplib.js'], css: ['maplib.css'] },
      maplibDocs: { dir: './demoSetup', js: ['mapDefaults.js'], css: [] },
    },
  },
};

export default config;
