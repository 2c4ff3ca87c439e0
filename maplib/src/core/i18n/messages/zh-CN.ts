// MapLib's own words in Simplified Chinese: the same keys as en.ts.
import type { MessageKey } from '../messages.ts';

export const zhCN: Record<MessageKey, string> = {
  'tracker.player': '轨迹播放器',
  'tracker.play': '播放',
  'tracker.pause': '暂停',
  'tracker.progress': '进度',
  'tracker.speed': '速度',
  'hawkeye.panel': '鹰眼',
  'hawkeye.map': '鹰眼图：拖动方框或单击可移动地图',
  'hawkeye.collapse': '收起鹰眼',
  'hawkeye.expand': '展开鹰眼',
};
