// Map controls: MapLibre's own, wrapped, and the base of custom ones.
export { NavigationControl, ScaleControl, FullscreenControl, GeolocateControl, AttributionControl } from './maplibreControls.ts';
export type { NavigationControlProps, ScaleControlProps, FullscreenControlProps, GeolocateControlProps, AttributionControlProps } from './maplibreControls.ts';
export { BaseControl, type ControlProps } from './baseControl.ts';
