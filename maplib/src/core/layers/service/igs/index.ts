// MapGIS IGServer layers: documents, tiles, Tianditu through IGServer, vector layers.
export { IgsServiceLayer, IGS_SERVER_RULES, type IgsServiceLayerProps } from './igsServiceLayer.ts';
export { IgsDocLayer, type IgsDocLayerProps } from './igsDocLayer.ts';
export { IgsTileLayer, IGS_GEOGRAPHIC_ZOOM_OFFSET, type IgsTileLayerProps } from './igsTileLayer.ts';
export { IgsTdtLayer, type IgsTdtLayerProps } from './igsTdtLayer.ts';
export { IgsVectorLayer, type IgsVectorLayerProps } from './igsVectorLayer.ts';
