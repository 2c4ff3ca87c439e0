// MapLib's own words in English. Every key here is in zh-CN.ts too (a unit test checks both tables).
export const en = {
  'tracker.player': 'Track player',
  'tracker.play': 'Play',
  'tracker.pause': 'Pause',
  'tracker.progress': 'Progress',
  'tracker.speed': 'Speed',
  'hawkeye.panel': 'Overview map',
  'hawkeye.map': 'Overview map: drag the box or click to move the map',
  'hawkeye.collapse': 'Hide overview map',
  'hawkeye.expand': 'Show overview map',
} as const;
