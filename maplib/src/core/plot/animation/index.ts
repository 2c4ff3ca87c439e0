// Plot animation (situation replay): the timeline, easings, growth and frames, and the PlotAnimation layer.
export { PlotAnimation, type PlotAnimationProps, type PlotAnimationEvent } from './plotAnimation.ts';
export { ANIMATION_TYPES, frameAt, animationLength, between, type AnimationType, type PlotAnimationSpec } from './frames.ts';
export { EASINGS, EASING_NAMES, type EasingName } from './easings.ts';
export { grownPoints, pathPrefix, scaleAbout, type GrowMode } from './growth.ts';
export { placeEntries, progressAt, type TimelineEntry } from './timeline.ts';
