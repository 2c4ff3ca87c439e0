// Public entry of the React components (ESM `maplib/react`, browser `MapLib.*`).
export { Map, MAP_EVENTS, type MapProps } from './Map.tsx';
export { useMap, getMapContext } from './mapContext.ts';
export { NavigationControl, ScaleControl, FullscreenControl, GeolocateControl, AttributionControl } from './controls.tsx';
export { Marker, type MarkerProps } from './Marker.tsx';
export { Popup, type PopupProps } from './Popup.tsx';
export { GeoJSONLayer, VectorLayer, RasterLayer, ImageLayer, VideoLayer, CanvasLayer } from './layers.tsx';
