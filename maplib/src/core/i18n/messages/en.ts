// MapLib's own words in English. Every key here is in zh-CN.ts too (a unit test checks both tables).
export const en = {
  'tracker.player': 'Track player',
  'tracker.play': 'Play',
  'tracker.pause': 'Pause',
  'tracker.progress': 'Progress',
  'tracker.speed': 'Speed',
  'compare.handle': 'Swipe divider',
} as const;
