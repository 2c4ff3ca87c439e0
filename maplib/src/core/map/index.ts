// The map itself: MapView, its options, coordinate reference systems.
export { MapView, createMap, getLiveMapCount, getLiveMaps } from './mapView.ts';
export type { LayerListEvent } from './layerList.ts';
export { resolveStyle, validateMapOptions, type MapOptions, type Basemap } from './mapOptions.ts';
export { CRS_NAMES, isGeographicCrs, type CrsName, type GeographicCrs } from './crs.ts';
export { GEOGRAPHIC_TILE_MATRIX_SET, geographicTileBounds, geographicTileAt, geographicZoomOffset } from './geographicProjection.ts';
export { ensureGeographicCrs } from './geographicCrs.ts';
export { registerRequestTransform, chainRequestTransforms, type RequestTransform } from './requestTransforms.ts';
export { syncCameras, CAMERA_PARTS, type CameraView, type CameraPart } from './cameraSync.ts';
export { setMaplibreWorker, WORKER_FILE } from './workerUrl.ts';
