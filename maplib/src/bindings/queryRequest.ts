// What a feature query hook compares between renders: the request URL a parameter writes for a service (a parameter
// made anew with the same values is the same query), or the error that writing it gave (a bad parameter).
import type { FeatureService } from '../core/services/feature/featureService.ts';
import type { BaseParameter } from '../core/query/parameters/baseParameter.ts';

export interface QueryRequest {
  url?: string;
  invalid?: Error;
}

/** The request of `parameter` on `service`; nothing while either is missing. */
export function queryRequest(service: FeatureService | null | undefined, parameter: BaseParameter | null | undefined): QueryRequest {
  if (!service || !parameter) return {};
  try {
    return { url: service.requestUrl(parameter) };
  } catch (err) {
    return { invalid: err as Error };
  }
}
