// Entry of the browser bundle: defines window.MapLib and points MapLibre at the worker shipped beside maplib.js.
import * as core from '../core/index.ts';
import * as react from '../react/index.ts';

// Must run before the first map is created; the worker file sits beside maplib.js wherever the folder is hosted.
core.maplibregl.setWorkerUrl(core.getAssetBaseUrl() + 'maplibre-gl-worker.mjs');

const MapLib = {
  ...react,
  core,
  createMap: core.createMap,
  maplibregl: core.maplibregl,
  basemaps: core.BASEMAPS,
  assetBaseUrl: core.getAssetBaseUrl(),
  MapLibError: core.MapLibError,
  version: core.version,
};

(globalThis as any).MapLib = MapLib;
export default MapLib;
