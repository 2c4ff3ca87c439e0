// UI strings of demo blocks, in the page's language.

const zh = {
  showCode: '显示代码',
  hideCode: '隐藏代码',
  copy: '复制代码',
  copied: '已复制',
  jsfiddle: '在 JSFiddle 中打开',
  codepen: '在 CodePen 中打开',
  standalone: '新窗口打开',
  run: '点击运行示例',
  paused: '为节省资源，屏幕外的地图示例已暂停。',
  loading: '示例加载中…',
  failed: '示例运行出错',
};
const en: typeof zh = {
  showCode: 'Show code',
  hideCode: 'Hide code',
  copy: 'Copy code',
  copied: 'Copied',
  jsfiddle: 'Open in JSFiddle',
  codepen: 'Open in CodePen',
  standalone: 'Open in new window',
  run: 'Click to run the demo',
  paused: 'Paused to save resources while off screen.',
  loading: 'Loading demo…',
  failed: 'The demo failed',
};

export type DemoStrings = typeof zh;

export function demoStrings(): DemoStrings {
  return document.documentElement.lang.toLowerCase().startsWith('zh') ? zh : en;
}
