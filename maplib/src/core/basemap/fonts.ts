// Font stack for labels drawn with local fonts (MapLib styles have no `glyphs`): common CJK families, then generic.
export const FONT_STACK = ['WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Microsoft YaHei', 'PingFang SC', 'sans-serif'];
