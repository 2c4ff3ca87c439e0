// MapLib's own words in Simplified Chinese: the same keys as en.ts.
import type { MessageKey } from '../messages.ts';

export const zhCN: Record<MessageKey, string> = {
  'tracker.player': '轨迹播放器',
  'tracker.play': '播放',
  'tracker.pause': '暂停',
  'tracker.progress': '进度',
  'tracker.speed': '速度',
  'draw.toolbar': '绘制工具',
  'draw.point': '画点',
  'draw.line': '画线',
  'draw.polygon': '画多边形',
  'draw.rectangle': '画矩形',
  'draw.circle': '画圆',
  'draw.radius': '按半径画圆',
  'draw.freehand': '徒手画',
  'draw.select': '选择和编辑图形',
  'draw.trash': '删除选中的图形（没有选中时删除全部）',
  'draw.radiusLabel': '半径',
  'draw.areaLabel': '面积',
};
