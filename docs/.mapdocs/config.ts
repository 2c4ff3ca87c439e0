// Site config of the MapLib docs: zh-CN at `/`, English at `/en/`, served under a static-modules base path. Both
// locales' nav and sidebars are made from one bilingual list each (the nav below, the pages in pages.ts).
import type { UserConfig } from '../../src/render/config/userConfig.ts';
import type { NavItem, SidebarConfig } from '../../src/shared/types.ts';
import { localRoute, SECTIONS, type Bilingual, type Lang } from './pages.ts';

interface BilingualNavItem {
  text: Bilingual;
  /** A zh route; the en item links to the same route under `/en/`. */
  link?: string;
  items?: BilingualNavItem[];
}

// The nav's words are its own (shorter than the titles of the pages it links to), so it is a list of its own.
const NAV: BilingualNavItem[] = [
  { text: { zh: '指南', en: 'Guide' }, link: '/guide/' },
  { text: { zh: 'API', en: 'API' }, link: '/api/' },
  {
    text: { zh: '示例代码', en: 'Code walkthroughs' },
    items: [
      { text: { zh: '底图', en: 'Basemaps' }, link: '/code/basemap.html' },
      { text: { zh: '控件', en: 'Controls' }, link: '/code/controls.html' },
      { text: { zh: '图层与数据源', en: 'Layers and sources' }, link: '/code/layers&sources.html' },
      { text: { zh: '标注与气泡', en: 'Markers and popups' }, link: '/code/markers&popups.html' },
    ],
  },
  { text: { zh: '插件组件', en: 'Plugin components' }, link: '/plugin_components/' },
  { text: { zh: '样式模板', en: 'Style templates' }, link: '/template/' },
  {
    text: { zh: '版本', en: 'Versions' },
    items: [
      { text: { zh: '更新日志', en: 'Changelog' }, link: '/version/version.html' },
      { text: { zh: '新旧版本对比', en: 'Old and new compared' }, link: '/version/diff.html' },
    ],
  },
];

function navOf(lang: Lang, items: BilingualNavItem[] = NAV): NavItem[] {
  return items.map((item) => ({
    text: item.text[lang],
    ...(item.link ? { link: localRoute(lang, item.link) } : {}),
    ...(item.items ? { items: navOf(lang, item.items) } : {}),
  }));
}

/** One sidebar per section, each group fixed open (collapsable: false), its pages titled by their frontmatter. */
function sidebarOf(lang: Lang): SidebarConfig {
  return Object.fromEntries(
    SECTIONS.map((section) => [localRoute(lang, section.path), section.groups.map((group) => ({ title: group.title[lang], collapsable: false, children: group.pages }))]),
  );
}

// The origin the site is published at: every page's canonical and hreflang links and sitemap.xml are made from it and
// `base`. A deployer publishing elsewhere sets MAPLIB_DOCS_ORIGIN (e.g. `MAPLIB_DOCS_ORIGIN=https://docs.example.com
// npm run build`) instead of editing this file; the build rejects a value that is not a bare origin.
const SITE_ORIGIN = process.env.MAPLIB_DOCS_ORIGIN || 'https://maplib.dev';

// A notice under every page of a locale (SPEC §4: the English site's ICP licence notice), HTML, exactly as the
// deployer's own registration reads: the site has no registration of its own, so by default there is no notice line
// at all (never an invented number). A deployer sets MAPLIB_DOCS_NOTICE_EN / MAPLIB_DOCS_NOTICE_ZH at build time
// (e.g. `MAPLIB_DOCS_NOTICE_EN='ICP licence: Beijing ICP No. 12345678-1' npm run build`), or writes the locale's
// `footer` below. The homes keep their own licence line (frontmatter `footer`).
const NOTICE: Partial<Record<Lang, string>> = { zh: process.env.MAPLIB_DOCS_NOTICE_ZH || undefined, en: process.env.MAPLIB_DOCS_NOTICE_EN || undefined };

const config: UserConfig = {
  title: 'MapLib',
  hostname: SITE_ORIGIN,
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
    // Words readers of both languages use for the same thing (the old MapGIS docs' names among them): a query word of
    // a group also finds the others. `mapdocs build` checks the list (README, Config reference).
    searchSynonyms: [
      ['popup', '弹窗', '气泡', '弹出框', '信息窗'],
      ['cluster', 'clustering', '点聚合', '聚类'],
      ['hawkeye', 'overview', 'overview map', '鹰眼', '鹰眼图'],
      ['swipe', 'compare', '卷帘'],
      ['plot', 'plotting', '标绘', '军标'],
      ['scale', 'scale bar', '比例尺'],
      ['legend', '图例'],
      ['print', '打印'],
      ['draw', 'drawing', '绘制', '绘图'],
      ['measure', 'measurement', '测量', '量算'],
      ['layer tree', '图层目录', '图层树'],
      ['heatmap', 'heat map', '热力图'],
      ['trajectory', 'track playback', '轨迹回放'],
      ['statebar', 'status bar', '状态栏'],
      ['marker', '标注', '标记'],
      ['tianditu', '天地图'],
      ['amap', 'gaode', '高德'],
      ['migration', 'migrate', 'migrating', '迁移'],
    ],
    locales: {
      '/': {
        label: '简体中文',
        selectText: '语言',
        editLinkText: '在 GitHub 上编辑此页',
        lastUpdated: '最后更新',
        ...(NOTICE.zh ? { footer: NOTICE.zh } : {}),
        nav: navOf('zh'),
        sidebar: sidebarOf('zh'),
      },
      '/en/': {
        label: 'English',
        selectText: 'Languages',
        editLinkText: 'Edit this page on GitHub',
        lastUpdated: 'Last updated',
        ...(NOTICE.en ? { footer: NOTICE.en } : {}),
        nav: navOf('en'),
        sidebar: sidebarOf('en'),
      },
    },
  },
  demo: {
    horizontal: false,
    // MapLib's browser build, hosted by the site so every demo runs offline.
    // After it, the defaults every demo map shares (cooperative gestures: the wheel scrolls the page), set in one place.
    hostedLibs: {
      // maplib-vue.js (MapLib.vue, the Vue components) only on pages with Vue demos, after Vue's runtime.
      maplib: { dir: '../../maplib/dist/browser', js: ['maplib.js'], css: ['maplib.css'], vueJs: ['maplib-vue.js'] },
      maplibDocs: { dir: './demoSetup', js: ['mapDefaults.js'], css: [] },
    },
  },
};

export default config;
