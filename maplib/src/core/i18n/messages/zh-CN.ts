// MapLib's own words in Simplified Chinese: the same keys as en.ts.
import type { MessageKey } from '../messages.ts';

export const zhCN: Record<MessageKey, string> = {
  'tracker.player': '轨迹播放器',
  'tracker.play': '播放',
  'tracker.pause': '暂停',
  'tracker.progress': '进度',
  'tracker.speed': '速度',
  'compare.handle': '卷帘分割线',
};
