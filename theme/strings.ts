// Every word mapdocs itself puts on a page (the theme, rendered markdown, the browser's islands), in both site
// languages. One module for all of them, so a wording or a translation is changed in one place. Grouped by where the
// words are used, each group its own constant: the browser bundle carries only the groups its code reads.

/** A group's words in both languages. */
interface Words<T> {
  zh: T;
  en: T;
}

/** Whether a page language (`zh-CN`, `en-US`, …) gets the Chinese words; every other language gets English. */
const isChinese = (lang: string) => lang.toLowerCase().startsWith('zh');
const pick = <T>(words: Words<T>, lang: string): T => (isChinese(lang) ? words.zh : words.en);

/** The search box and its results popup (the box is rendered by the theme, the popup in the browser). */
const SEARCH_ZH = {
  label: '搜索',
  placeholder: '搜索文档',
  empty: '没有找到相关结果',
  loading: '正在加载搜索索引…',
  failed: '搜索索引加载失败',
  results: (n: number) => `${n} 条结果`,
};
const SEARCH: Words<typeof SEARCH_ZH> = {
  zh: SEARCH_ZH,
  en: {
    label: 'Search',
    placeholder: 'Search docs',
    empty: 'No results found',
    loading: 'Loading the search index…',
    failed: 'The search index could not be loaded',
    results: (n: number) => `${n} result${n === 1 ? '' : 's'}`,
  },
};

/** The theme's layouts and components (rendered on node). */
const THEME_ZH = {
  prev: '上一页',
  next: '下一页',
  editLink: '在 GitHub 上编辑此页',
  onThisPage: '本页目录',
  menu: '菜单',
  toggleDark: '切换深色模式',
  languages: '选择语言',
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
  // A large sidebar section shows a window around the page; this button stands for the entries left out.
  sidebarMore: (n: number) => `还有 ${n} 项`,
  // The button beside another section's heading that lists its pages.
  sidebarExpand: (section: string) => `展开 ${section}`,
};
const THEME: Words<typeof THEME_ZH> = {
  zh: THEME_ZH,
  en: {
    prev: 'Previous',
    next: 'Next',
    editLink: 'Edit this page on GitHub',
    onThisPage: 'On this page',
    menu: 'Menu',
    toggleDark: 'Toggle dark mode',
    languages: 'Languages',
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
    sidebarMore: (n: number) => `${n} more`,
    sidebarExpand: (section: string) => `Show ${section}`,
  },
};

/** Markdown containers and code blocks' copy buttons, written at build time (demo blocks reuse the copy words). */
const MARKDOWN_ZH = {
  tip: '提示',
  warning: '注意',
  danger: '警告',
  details: '详细信息',
  copy: '复制代码',
  copied: '已复制',
};
const MARKDOWN: Words<typeof MARKDOWN_ZH> = {
  zh: MARKDOWN_ZH,
  en: {
    tip: 'TIP',
    warning: 'WARNING',
    danger: 'DANGER',
    details: 'Details',
    copy: 'Copy code',
    copied: 'Copied',
  },
};

/** The keyboard label of a code block or table that scrolls sideways (followed by its language, if any). */
const SCROLL_REGION_ZH = { code: '代码', table: '表格' };
const SCROLL_REGION: Words<typeof SCROLL_REGION_ZH> = { zh: SCROLL_REGION_ZH, en: { code: 'Code', table: 'Table' } };

/** Demo blocks. */
const DEMO_BLOCK_ZH = {
  showCode: '显示代码',
  hideCode: '隐藏代码',
  jsfiddle: '在 JSFiddle 中打开',
  codepen: '在 CodePen 中打开',
  standalone: '新窗口打开',
  run: '点击运行示例',
  paused: '为节省资源，屏幕外的地图示例已暂停。',
  loading: '示例加载中…',
  failed: '示例运行出错',
};
const DEMO_BLOCK: Words<typeof DEMO_BLOCK_ZH> = {
  zh: DEMO_BLOCK_ZH,
  en: {
    showCode: 'Show code',
    hideCode: 'Hide code',
    jsfiddle: 'Open in JSFiddle',
    codepen: 'Open in CodePen',
    standalone: 'Open in new window',
    run: 'Click to run the demo',
    paused: 'Paused to save resources while off screen.',
    loading: 'Loading demo…',
    failed: 'The demo failed',
  },
};

/** The notice at the bottom of the page; `done` once a page whose chunk failed has been loaded in full instead. */
const NOTICE_ZH = {
  close: '关闭',
  chunkFailed: (chunk: string, type: string, url: string, done: boolean) =>
    `页面数据块 "${chunk}" 加载失败（${type}），地址 ${url}；${done ? '已改为完整加载此页' : '正在完整加载此页'}。`,
};
const NOTICE: Words<typeof NOTICE_ZH> = {
  zh: NOTICE_ZH,
  en: {
    close: 'Close',
    chunkFailed: (chunk: string, type: string, url: string, done: boolean) =>
      `Page chunk "${chunk}" failed to load (${type}) from ${url}; ${done ? 'the page was loaded in full instead' : 'loading the page in full'}.`,
  },
};

/** The theme's words, the search box's included. */
export type UiStrings = typeof THEME_ZH & { searchLabel: string; searchPlaceholder: string };

/**
 * The theme's words for a page language. Put together here rather than at module level: a property read in a
 * top-level initializer would keep every group in the browser bundle (esbuild cannot prove it free of side effects).
 */
export function uiStrings(lang: string): UiStrings {
  const search = pick(SEARCH, lang);
  return { ...pick(THEME, lang), searchLabel: search.label, searchPlaceholder: search.placeholder };
}

export const searchStrings = (lang: string) => pick(SEARCH, lang);
export const markdownStrings = (lang: string) => pick(MARKDOWN, lang);
export const scrollRegionStrings = (lang: string) => pick(SCROLL_REGION, lang);
export const demoBlockStrings = (lang: string) => pick(DEMO_BLOCK, lang);
export const noticeStrings = (lang: string) => pick(NOTICE, lang);
