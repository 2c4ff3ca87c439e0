// OGC service layers: WMS and WMTS.
export { OgcWmsLayer, type OgcWmsLayerProps } from './ogcWmsLayer.ts';
export { OgcWmtsLayer, type OgcWmtsLayerProps } from './ogcWmtsLayer.ts';
