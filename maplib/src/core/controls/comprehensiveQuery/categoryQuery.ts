// Runs one category's query through FeatureService (the one implementation of feature queries): its features as
// GeoJSON, the server's total and the request URL sent.
import type * as GeoJSON from 'geojson';
import type { BaseParameter } from '../../query/parameters/baseParameter.ts';
import { FeatureService } from '../../services/feature/index.ts';
import type { QueryWay } from './placeNameConfig.ts';

export interface CategoryAnswer {
  features: GeoJSON.Feature[];
  total: number | undefined;
  request: string;
}

/** The feature service URL of the place-name queries: the document's for queryWay 'doc', the REST base for gdbp paths. */
export function featureServiceUrl(base: string, queryWay: QueryWay, docName?: string): string {
  return queryWay === 'doc' ? `${base}/mrfs/docs/${encodeURIComponent(docName!)}` : base;
}

/** Rejects with FeatureServiceError (the service's message) or the fetch's AbortError. */
export async function queryCategory(service: FeatureService, parameter: BaseParameter, signal?: AbortSignal): Promise<CategoryAnswer> {
  const result = await service.query(parameter, { signal });
  return { features: result.toGeoJSON().features, total: result.total, request: result.request };
}
