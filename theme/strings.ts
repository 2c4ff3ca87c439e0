// The theme's own UI strings, in both site languages.

const zh = {
  prev: '上一页',
  next: '下一页',
  editLink: '在 GitHub 上编辑此页',
  onThisPage: '本页目录',
  menu: '菜单',
  toggleDark: '切换深色模式',
  languages: '选择语言',
  searchPlaceholder: '搜索文档',
  searchLabel: '搜索',
  notFoundTitle: '页面未找到',
  notFoundText: '你访问的页面不存在，可能已被移动或删除。',
  backHome: '返回首页',
  // VuePress's default theme's 404 page, in its words.
  nothingHere: '这里什么都没有。',
  takeMeHome: '带我回首页。',
  backToTop: '回到顶部',
  skipToContent: '跳到正文',
  repo: '源码',
  lastUpdated: '最后更新',
  // Said in the language the reader is switching to, on the switcher's entry for a locale without this page.
  translationMissing: '暂无中文页面',
  // A demo's standalone page: its title and heading start with this.
  demo: '示例',
};

const en: typeof zh = {
  prev: 'Previous',
  next: 'Next',
  editLink: 'Edit this page on GitHub',
  onThisPage: 'On this page',
  menu: 'Menu',
  toggleDark: 'Toggle dark mode',
  languages: 'Languages',
  searchPlaceholder: 'Search docs',
  searchLabel: 'Search',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist. It may have been moved or removed.',
  backHome: 'Back to home',
  nothingHere: "There's nothing here.",
  takeMeHome: 'Take me home.',
  backToTop: 'Back to top',
  skipToContent: 'Skip to content',
  repo: 'Source',
  lastUpdated: 'Last updated',
  translationMissing: 'English page not available',
  demo: 'Demo',
};

export type UiStrings = typeof zh;

export function uiStrings(lang: string): UiStrings {
  return lang.toLowerCase().startsWith('zh') ? zh : en;
}
