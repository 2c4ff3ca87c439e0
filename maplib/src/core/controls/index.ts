// Map controls: MapLibre's own, wrapped; the corner base they share with DOM controls; the base of MapLib's DOM controls.
export { NavigationControl, ScaleControl, FullscreenControl, GeolocateControl, AttributionControl } from './maplibreControls.ts';
export type { NavigationControlProps, ScaleControlProps, FullscreenControlProps, GeolocateControlProps, AttributionControlProps } from './maplibreControls.ts';
export { BaseControl, type ControlProps } from './baseControl.ts';
export { DomControl, STOPPED_EVENTS, type DomControlProps, type Words, type WordsSlot } from './domControl.ts';
export * from './draw/index.ts';
