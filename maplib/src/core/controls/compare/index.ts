// The swipe between two maps: the Compare class and its camera sync (swipe.ts's arithmetic stays inside).
export { Compare, type CompareProps, type CompareSlideEvent } from './compare.ts';
export { syncCameras, type CameraView } from './cameraSync.ts';
export type { CompareOrientation } from './swipe.ts';
