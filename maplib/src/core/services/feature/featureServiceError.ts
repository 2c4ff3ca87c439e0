// The error a feature service's answer becomes: the service's own message (IGServer's `msg`, ArcGIS's
// `error.message` and details, an OGC exception's description), the HTTP status and the request that failed.
import { MapLibError } from '../../base/mapLibError.ts';

export class FeatureServiceError extends MapLibError {
  /** The HTTP status; 200 when the service answered an error with 200 (ArcGIS does); 0 when no answer came. */
  readonly status: number;
  /** The service's own words, as it sent them. */
  readonly serviceMessage: string;
  /** The request that failed: its URL (edits: the method first, `POST …`). */
  readonly request: string;

  constructor(serviceMessage: string, status: number, request: string) {
    super('FeatureService', [status ? `${serviceMessage} (HTTP ${status})` : serviceMessage]);
    this.name = 'FeatureServiceError';
    this.status = status;
    this.serviceMessage = serviceMessage;
    this.request = request;
  }
}
