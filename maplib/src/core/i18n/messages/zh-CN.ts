// MapLib's own words in Simplified Chinese: the same keys as en.ts.
import type { MessageKey } from '../messages.ts';

export const zhCN: Record<MessageKey, string> = {
  'tracker.player': '轨迹播放器',
  'tracker.play': '播放',
  'tracker.pause': '暂停',
  'tracker.progress': '进度',
  'tracker.speed': '速度',
  'measure.length': '长度',
  'measure.area': '面积',
  'measure.planar': '平面（墨卡托）',
  'measure.label': '测量结果',
  'measure.unitM': '米',
  'measure.unitKm': '千米',
  'measure.unitMi': '英里',
  'measure.unitNmi': '海里',
  'measure.unitSqM': '平方米',
  'measure.unitSqKm': '平方千米',
  'measure.unitHa': '公顷',
  'measure.unitMu': '亩',
};
