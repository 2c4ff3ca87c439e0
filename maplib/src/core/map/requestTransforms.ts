// The request transforms every MapView applies after the app's own transformRequest. A registry, so code outside the
// core (the service emulator's in-page host) can rewrite MapLibre's requests without the core knowing about it: the
// dependency runs from that code to the core, never back.
import type { RequestParameters } from 'maplibre-gl';

/**
 * MapLibre's `transformRequest`: undefined leaves the request alone, fields returned replace the request's. The
 * resource type ('Tile', 'Source', 'Style', …) is MapLibre's ResourceType, a const enum of strings: typed loosely so
 * plain strings and MapLibre's own functions both fit.
 */
export type RequestTransform = (
  url: string,
  resourceType?: any,
) => Partial<RequestParameters> | undefined | void | Promise<Partial<RequestParameters> | undefined | void>;

const registered: RequestTransform[] = [];

/**
 * Adds `transform` to every map's chain, existing maps included (the chain is read at each request), after the ones
 * registered before it. Returns the function that takes it out again.
 */
export function registerRequestTransform(transform: RequestTransform): () => void {
  registered.push(transform);
  return () => {
    const i = registered.indexOf(transform);
    if (i >= 0) registered.splice(i, 1);
  };
}

/**
 * A `transformRequest` that runs `own` (the app's) first, then each registered transform in registration order; each
 * gets the URL the one before returned, and the fields they return are merged (a later one wins), so headers the app
 * set survive a later rewrite of the URL. Undefined when none of them changed anything.
 */
export function chainRequestTransforms(own?: RequestTransform | null): (url: string, resourceType?: any) => any {
  return (url, resourceType) => run(own ? [own, ...registered] : [...registered], 0, url, resourceType, undefined);
}

type Result = Partial<RequestParameters> | undefined;

// Synchronous as long as every step is: MapLibre takes a plain object without waiting a tick.
function run(steps: RequestTransform[], from: number, url: string, resourceType: unknown, acc: Result): Result | Promise<Result> {
  for (let i = from; i < steps.length; i++) {
    const out = steps[i](acc?.url ?? url, resourceType);
    if (out && typeof (out as Promise<unknown>).then === 'function') {
      return (out as Promise<Result>).then((r) => run(steps, i + 1, url, resourceType, merge(acc, r)));
    }
    acc = merge(acc, out as Result);
  }
  return acc;
}

function merge(acc: Result, next: Result | void): Result {
  return next ? { ...acc, ...next } : acc;
}
