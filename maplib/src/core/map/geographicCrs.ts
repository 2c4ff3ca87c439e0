// Registers the geographic CRSs with MapLibre (its experimental addProjection) and gives MapLibre's workers the same
// projection: GeoJSON sources are tiled in the workers, which cannot receive functions from the page.
import { maplibregl } from '../maplibre.ts';
import { GEOGRAPHIC_TILE_MATRIX_SET, forward, inverse } from './geographicProjection.ts';
import { GEOGRAPHIC_DEFINITIONS, type GeographicCrs } from './crs.ts';

/**
 * The script the workers run (through importScriptInWorkers): a projection handler that answers every `+proj=longlat`
 * definition with the page's own `forward`/`inverse` (their source text, so both sides share one implementation).
 * The handler is one per worker: one that another script sets later keeps answering the other definitions.
 */
export function projectionWorkerScript(): string {
  return `(function (self) {
  var forward = ${forward.toString()};
  var inverse = ${inverse.toString()};
  var setHandler = self.setProjectionHandler;
  var other = null;
  function handler(definition) {
    if (/^\\+proj=longlat\\b/.test(definition)) return { forward: forward, inverse: inverse };
    if (other) return other(definition);
    throw new Error('MapLib: the workers have no projection for ' + definition);
  }
  self.setProjectionHandler = function (next) { other = next; };
  setHandler(handler);
})(self);`;
}

const registered = new Set<GeographicCrs>();
let workerScriptUrl: string | undefined;

/**
 * Registers `crs` with MapLibre (once per page) and resolves when every worker has the projection handler. Call it for
 * each new map before its style is set: a worker that receives GeoJSON before the handler draws it in the wrong place,
 * and MapLibre restarts its workers after the last map is removed.
 */
export async function ensureGeographicCrs(crs: GeographicCrs): Promise<void> {
  if (!registered.has(crs)) {
    try {
      maplibregl.addProjection({ name: crs, projection: { forward, inverse }, tileMatrixSet: GEOGRAPHIC_TILE_MATRIX_SET, definition: GEOGRAPHIC_DEFINITIONS[crs] });
    } catch (error) {
      // The app registered this name itself: MapLibre keeps the first registration, and MapLib uses it.
      if (!/already exists/.test(String(error))) throw error;
    }
    registered.add(crs);
  }
  // A data: URL needs no file beside the bundle; MapLibre's worker fetches it and runs the text.
  workerScriptUrl ??= 'data:text/javascript,' + encodeURIComponent(projectionWorkerScript());
  await maplibregl.importScriptInWorkers(workerScriptUrl);
}
