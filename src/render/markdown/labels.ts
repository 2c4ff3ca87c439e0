// Built-in labels of rendered markdown (container titles, copy buttons), per language.

const zh = {
  tip: '提示',
  warning: '注意',
  danger: '警告',
  details: '详细信息',
  copy: '复制代码',
  copied: '已复制',
};
const en: typeof zh = {
  tip: 'TIP',
  warning: 'WARNING',
  danger: 'DANGER',
  details: 'Details',
  copy: 'Copy code',
  copied: 'Copied',
};

export type LabelKey = keyof typeof zh;

export const isChinese = (lang: string) => lang.toLowerCase().startsWith('zh');

export function label(lang: string, key: LabelKey): string {
  return (isChinese(lang) ? zh : en)[key];
}
