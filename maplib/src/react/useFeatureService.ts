// React hooks over FeatureService: one service per url/protocol/layers, and a query that re-runs when what it asks
// changes (its request URL), aborting the one in flight.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FeatureService, type FeatureServiceOptions, type FeatureQueryResult } from '../core/services/feature/featureService.ts';
import { FeatureServiceError } from '../core/services/feature/featureServiceError.ts';
import type { BaseParameter } from '../core/query/parameters/baseParameter.ts';
import { queryRequest } from '../bindings/queryRequest.ts';

/**
 * A FeatureService for these options, the same object while `url`, `protocol` and `layers` stay the same (`layers`
 * compared by value, so `layers={[2]}` written in render does not make a new service). A `fetch` option is read when
 * the service is made.
 */
export function useFeatureService(options: FeatureServiceOptions): FeatureService {
  const layersKey = JSON.stringify(options.layers ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => new FeatureService(options), [options.url, options.protocol, layersKey]);
}

export interface FeatureQueryState {
  /** The last answer (kept while a new query runs, so a list does not blink). */
  result?: FeatureQueryResult;
  /** The last failure: the service's (FeatureServiceError) or a bad parameter's (MapLibError). */
  error?: FeatureServiceError | Error;
  loading: boolean;
  /** Sends the query again (after an edit, say). */
  refetch(): void;
}

/**
 * Runs `service.query(parameter)` and keeps its answer. It runs again when the request changes — the URL the
 * parameter writes, so a parameter made anew in each render is no new query — or on refetch(); a query still in
 * flight is then aborted. `null` runs nothing (and keeps the last answer).
 */
export function useFeatureQuery(service: FeatureService | null | undefined, parameter: BaseParameter | null | undefined): FeatureQueryState {
  const [state, setState] = useState<{ result?: FeatureQueryResult; error?: Error; loading: boolean }>({ loading: false });
  const [generation, setGeneration] = useState(0);
  const { url: request, invalid } = queryRequest(service, parameter);
  // The parameter of the current request, read by the effect (the object itself may be new in every render).
  const latest = useRef(parameter);
  latest.current = parameter;

  useEffect(() => {
    if (invalid) {
      setState((s) => ({ result: s.result, error: invalid, loading: false }));
      return;
    }
    if (!service || !request || !latest.current) return;
    const controller = new AbortController();
    setState((s) => ({ result: s.result, loading: true }));
    service.query(latest.current, { signal: controller.signal }).then(
      (result) => !controller.signal.aborted && setState({ result, loading: false }),
      (error) => !controller.signal.aborted && setState((s) => ({ result: s.result, error, loading: false }))
    );
    return () => controller.abort();
    // `invalid` is keyed by its message: a new Error object each render is the same problem.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [service, request, generation, invalid?.message]);

  const refetch = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, refetch };
}
