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
    sidebarDepth: 2,
    searchMaxSuggestions: 10,
    locales: {
      '/': {
        label: '简体中文',
        selectText: '语言',
        editLinkText: '在 GitHub 上编辑此页',
        nav: [
          { text: '指南', link: '/guide/' },
          { text: 'API', link: '/api/' },
        ],
        sidebar: {
          '/guide/': [{ title: '指南', collapsable: false, children: ['', 'install'] }],
        },
      },
      '/en/': {
        label: 'English',
        selectText: 'Languages',
        editLinkText: 'Edit this page on GitHub',
        footer: '京ICP备00000000号-1',
        nav: [{ text: 'Guide', link: '/en/guide/' }],
        sidebar: {
          '/en/guide/': [{ title: 'Guide', collapsable: false, children: [''] }],
        },
      },
    },
  },
  demo: { horizontal: false },
};

export default config;
