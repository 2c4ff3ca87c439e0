// Entry of the browser bundle: defines window.MapLib and points MapLibre at the worker shipped beside maplib.js.
import * as core from '../core/index.ts';
import * as react from '../react/index.ts';
// Only the emulator's light host (readiness, fallback, transformRequest); its handlers load on first use.
import * as services from '../emulator/host/index.ts';

// Must run before the first map is created; the worker file sits beside maplib.js wherever the folder is hosted.
const workerUrl = core.getAssetBaseUrl() + 'maplibre-gl-worker.mjs';
// Browsers refuse workers from another origin (a demo opened in JSFiddle or CodePen loads maplib.js from the docs
// site): start a same-origin module worker that imports the real one, which works when the host allows CORS.
const crossOrigin = typeof location !== 'undefined' && new URL(workerUrl).origin !== location.origin;
core.maplibregl.setWorkerUrl(
  crossOrigin ? URL.createObjectURL(new Blob([`import ${JSON.stringify(workerUrl)};`], { type: 'text/javascript' })) : workerUrl,
);

const MapLib = {
  ...react,
  core,
  createMap: core.createMap,
  maplibregl: core.maplibregl,
  basemaps: core.BASEMAPS,
  assetBaseUrl: core.getAssetBaseUrl(),
  MapLibError: core.MapLibError,
  version: core.version,
  servicesReady: services.servicesReady,
  installEmulatorFallback: services.installEmulatorFallback,
  emulatorTransformRequest: services.emulatorTransformRequest,
  chainTransformRequest: services.chainTransformRequest,
  loadEmulator: () => services.loadEmulatorModule(core.getAssetBaseUrl()),
  resetEmulatedEdits: services.resetEmulatedEdits,
};

(globalThis as any).MapLib = MapLib;
export default MapLib;
