// The basic layers: GeoJSON, vector style layers, raster tiles, image, video and canvas sources.
export { GeoJSONLayer, type GeoJSONLayerProps } from './geoJSONLayer.ts';
export { VectorLayer, type VectorLayerProps, type VectorStyleLayer } from './vectorLayer.ts';
export { RasterLayer, rasterSourceSpec, type RasterLayerProps } from './rasterLayer.ts';
export { ImageLayer, type ImageLayerProps, type Corners } from './imageLayer.ts';
export { VideoLayer, type VideoLayerProps } from './videoLayer.ts';
export { CanvasLayer, type CanvasLayerProps } from './canvasLayer.ts';
