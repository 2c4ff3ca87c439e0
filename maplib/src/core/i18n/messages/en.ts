// MapLib's own words in English. Every key here is in zh-CN.ts too (a unit test checks both tables).
export const en = {
  'tracker.player': 'Track player',
  'tracker.play': 'Play',
  'tracker.pause': 'Pause',
  'tracker.progress': 'Progress',
  'tracker.speed': 'Speed',
  'state.bar': 'Status bar',
  'state.lng': 'Lon',
  'state.lat': 'Lat',
  'state.level': 'Zoom',
  'state.scale': 'Scale',
  'state.crs': 'CRS',
} as const;
