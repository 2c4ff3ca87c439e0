// The one place MapLib imports MapLibre GL JS, so the ESM build keeps it external and the browser build bundles it.
import * as maplibregl from 'maplibre-gl';

export { maplibregl };
export type { Map as MaplibreMap } from 'maplibre-gl';
