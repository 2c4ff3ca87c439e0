// MapLib's own words in Simplified Chinese: the same keys as en.ts.
import type { MessageKey } from '../messages.ts';

export const zhCN: Record<MessageKey, string> = {
  'tracker.player': '轨迹播放器',
  'tracker.play': '播放',
  'tracker.pause': '暂停',
  'tracker.progress': '进度',
  'tracker.speed': '速度',
  'state.bar': '状态栏',
  'state.lng': '经度',
  'state.lat': '纬度',
  'state.level': '级别',
  'state.scale': '比例尺',
  'state.crs': '坐标系',
  'zoom.controls': '缩放',
  'zoom.in': '放大',
  'zoom.out': '缩小',
  'zoom.home': '回到初始视图',
  'scale.bar': '比例尺',
  'scale.m': '米',
  'scale.km': '公里',
  'scale.ft': '英尺',
  'scale.mi': '英里',
  'scale.nmi': '海里',
};
