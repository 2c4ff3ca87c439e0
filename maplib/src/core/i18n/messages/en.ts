// MapLib's own words in English. Every key here is in zh-CN.ts too (a unit test checks both tables).
export const en = {
  'tracker.player': 'Track player',
  'tracker.play': 'Play',
  'tracker.pause': 'Pause',
  'tracker.progress': 'Progress',
  'tracker.speed': 'Speed',
  'zoom.controls': 'Zoom',
  'zoom.in': 'Zoom in',
  'zoom.out': 'Zoom out',
  'zoom.home': 'Back to the initial view',
  'scale.bar': 'Scale',
  'scale.m': 'm',
  'scale.km': 'km',
  'scale.ft': 'ft',
  'scale.mi': 'mi',
  'scale.nmi': 'nmi',
} as const;
