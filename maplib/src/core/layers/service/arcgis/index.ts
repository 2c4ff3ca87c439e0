// ArcGIS MapServer layers: dynamic export and cached tiles.
export { ArcGISMapLayer, boxCorners, type ArcGISMapLayerProps } from './arcgisMapLayer.ts';
export { ArcGISTileLayer, defaultArcgisOffset, type ArcGISTileLayerProps } from './arcgisTileLayer.ts';
