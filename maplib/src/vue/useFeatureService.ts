// Vue composables over FeatureService: one service per url/protocol/layers, and a query that runs again when what it
// asks changes (its request URL), aborting the one in flight — the same rules as the React hooks.
import { computed, markRaw, shallowRef, toValue, watch, type ComputedRef, type MaybeRefOrGetter, type ShallowRef } from 'vue';
import { FeatureService, type FeatureServiceOptions, type FeatureQueryResult } from '../core/services/feature/featureService.ts';
import type { FeatureServiceError } from '../core/services/feature/featureServiceError.ts';
import type { BaseParameter } from '../core/query/parameters/baseParameter.ts';
import { queryRequest } from '../bindings/queryRequest.ts';

/**
 * A FeatureService for these options (a ref or getter), the same object while `url`, `protocol` and `layers` stay the
 * same; null while the options are (a URL known later, once the emulated services are ready).
 */
export function useFeatureService(options: MaybeRefOrGetter<FeatureServiceOptions | null | undefined>): ComputedRef<FeatureService | null> {
  let last: { key: string; service: FeatureService } | undefined;
  return computed(() => {
    const o = toValue(options);
    if (!o) return null;
    const key = JSON.stringify([o.url, o.protocol ?? null, o.layers ?? null]);
    if (last?.key !== key) last = { key, service: markRaw(new FeatureService(o)) };
    return last.service;
  });
}

export interface VueFeatureQueryState {
  /** The last answer (kept while a new query runs, so a list does not blink). */
  result: ShallowRef<FeatureQueryResult | undefined>;
  /** The last failure: the service's (FeatureServiceError) or a bad parameter's (MapLibError). */
  error: ShallowRef<FeatureServiceError | Error | undefined>;
  loading: ShallowRef<boolean>;
  /** Sends the query again (after an edit, say). */
  refetch(): void;
}

/**
 * Runs `service.query(parameter)` (each a ref or getter) and keeps its answer. It runs again when the request URL the
 * parameter writes changes, or on refetch(); a query still in flight is then aborted. `null` runs nothing.
 */
export function useFeatureQuery(
  service: MaybeRefOrGetter<FeatureService | null | undefined>,
  parameter: MaybeRefOrGetter<BaseParameter | null | undefined>,
): VueFeatureQueryState {
  const result = shallowRef<FeatureQueryResult>();
  const error = shallowRef<Error>();
  const loading = shallowRef(false);
  const generation = shallowRef(0);
  const request = computed(() => queryRequest(toValue(service), toValue(parameter)));
  watch(
    // `invalid` by its message: a new Error for the same problem is no change.
    () => [toValue(service), request.value.url, request.value.invalid?.message, generation.value] as const,
    (_now, _before, onCleanup) => {
      const { url, invalid } = request.value;
      const s = toValue(service);
      const p = toValue(parameter);
      if (invalid) {
        error.value = invalid;
        loading.value = false;
        return;
      }
      if (!s || !url || !p) return;
      const controller = new AbortController();
      onCleanup(() => controller.abort());
      loading.value = true;
      error.value = undefined;
      s.query(p, { signal: controller.signal }).then(
        (r) => {
          if (controller.signal.aborted) return;
          result.value = markRaw(r);
          loading.value = false;
        },
        (e) => {
          if (controller.signal.aborted) return;
          error.value = e;
          loading.value = false;
        },
      );
    },
    { immediate: true },
  );
  return { result, error, loading, refetch: () => generation.value++ };
}
