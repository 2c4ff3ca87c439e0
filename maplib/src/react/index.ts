// Public entry of the React components (ESM `maplib/react`, browser `MapLib.*`).
export { Map, MAP_EVENTS, type MapProps } from './Map.tsx';
export { useMap, getMapContext } from './mapContext.ts';
export { wrap, type WrapOptions, type WrappedProps } from './wrap.ts';
export { NavigationControl, ScaleControl, FullscreenControl, GeolocateControl, AttributionControl } from './components.ts';
export { Marker, Popup, type MarkerProps, type PopupProps } from './components.ts';
export { GeoJSONLayer, VectorLayer, RasterLayer, ImageLayer, VideoLayer, CanvasLayer } from './components.ts';
export { ElasticsearchLayer } from './components.ts';
export { EchartsOverlay, MapvOverlay } from './components.ts';
export { ClusterLayer } from './components.ts';
export { HeatmapLayer } from './components.ts';
export { BuildingLayer } from './components.ts';
export { TrackerLayer } from './components.ts';
export { DynamicMarkerLayer } from './components.ts';
export { IgsDocLayer, IgsTileLayer, IgsTdtLayer, IgsVectorLayer } from './components.ts';
export { OgcWmsLayer, OgcWmtsLayer, ArcGISMapLayer, ArcGISTileLayer, MvtStyleLayer, CustomTileLayer } from './components.ts';
export { Draw } from './components.ts';
