// Layers over map services: the service tile base, custom provider tiles, MVT styles, and OGC, ArcGIS and IGServer layers.
export { ServiceTileLayer, resolveTileUrl, throughTileRequest, type ServiceTileLayerProps, type ServiceRequestEvent, type TileSourceOptions } from './serviceTileLayer.ts';
export { MvtStyleLayer, type MvtStyleLayerProps, type StyleRequestKind } from './mvtStyleLayer.ts';
export { CustomTileLayer, CUSTOM_TILE_RULES, type CustomTileLayerProps, type CustomTileSettings } from './customTileLayer.ts';
export * from './ogc/index.ts';
export * from './arcgis/index.ts';
export * from './igs/index.ts';
export { hasSublayers, shownByParam, showParam, sublayersShown, wmsNames, toggleWmsName, type Sublayer, type SublayerInfo, type SublayerHost } from './sublayers.ts';
