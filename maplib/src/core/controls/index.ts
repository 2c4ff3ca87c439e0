// Map controls: MapLibre's own, wrapped; the corner base they share with DOM controls; the base of MapLib's DOM controls;
// MapLib's own DOM controls.
// the swipe between two maps (Compare).
export { NavigationControl, ScaleControl, FullscreenControl, GeolocateControl, AttributionControl } from './maplibreControls.ts';
export type { NavigationControlProps, ScaleControlProps, FullscreenControlProps, GeolocateControlProps, AttributionControlProps } from './maplibreControls.ts';
export { BaseControl, type ControlProps } from './baseControl.ts';
export { DomControl, STOPPED_EVENTS, type DomControlProps, type Words, type WordsSlot } from './domControl.ts';
export * from './stateBar/index.ts';
export { Scale, formatDenominator, type ScaleProps, type ScaleReading, type ScaleEvent, type OutStyle } from './scale.ts';
export { Zoom, ZOOM_THEMES, zoomAbilities, type ZoomProps, type ZoomHome, type ZoomTheme, type ZoomEvent } from './zoom.ts';
export { Hawkeye, type HawkeyeProps, type HawkeyeToggleEvent, type HawkeyeNavigateEvent } from './hawkeye/hawkeye.ts';
export type { BoxStyle as HawkeyeBoxStyle } from './hawkeye/extentBoxLayer.ts';
export * from './compare/index.ts';
export * from './draw/index.ts';
export * from './plot/index.ts';
export * from './legend/index.ts';
export * from './print/index.ts';
export * from './document/index.ts';
export * from './table/index.ts';
export * from './comprehensiveQuery/index.ts';
