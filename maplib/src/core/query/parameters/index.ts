// Query parameters: what a feature query asks for, written as IGServer (mrfs), ArcGIS (query) and OGC API Features
// (items) requests.
export { BaseParameter, type BaseParameterOptions } from './baseParameter.ts';
export { ObjectIdsParameter, type ObjectIdsParameterOptions } from './objectIdsParameter.ts';
export { SQLParameter, type SQLParameterOptions } from './sqlParameter.ts';
export { GeometryParameter, type GeometryParameterOptions, type SpatialRelationType } from './geometryParameter.ts';
export { RectangleParameter, type RectangleParameterOptions } from './rectangleParameter.ts';
export { queryUrl, layerOperationUrl } from './queryUrl.ts';
export { IGS_NEAR_DIS } from './igsQuery.ts';
export { MAX_PAGINATION } from './rules.ts';
export { QUERY_PROTOCOLS, type QueryProtocol, type QueryRecord, type QueryRequest, type QueryShape, type LayerRef, type SpatialFilter } from './types.ts';
export type { GeometryInput, BoxInput, GeoJsonWriter } from './queryShape.ts';
export type { LayersInput } from './layerRef.ts';
