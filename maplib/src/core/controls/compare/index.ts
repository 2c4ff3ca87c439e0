// The swipe between two maps: the Compare class (its camera sync is map/cameraSync.ts; swipe.ts's arithmetic stays inside).
export { Compare, checkCompareProps, type CompareProps, type CompareSlideEvent } from './compare.ts';
export type { CompareOrientation } from './swipe.ts';
