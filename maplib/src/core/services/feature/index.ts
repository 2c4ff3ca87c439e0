// FeatureService: promise-based queries and edits of IGServer, ArcGIS and OGC API Features layers, with MapGIS's
// callback methods for migrating code.
export {
  FeatureService,
  protocolOfUrl,
  type FeatureServiceOptions,
  type FeatureQueryResult,
  type EditResult,
  type QueryOptions,
  type SpatialQueryOptions,
  type FeatureRequestOptions,
} from './featureService.ts';
export { FeatureServiceError } from './featureServiceError.ts';
