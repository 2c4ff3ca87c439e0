// Entry of the browser bundle: defines window.MapLib and points MapLibre at the worker shipped beside maplib.js.
import * as core from '../core/index.ts';
import * as react from '../react/index.ts';
// Only the emulator's light host (readiness, fallback, transformRequest); its handlers load on first use.
import * as services from '../emulator/host/index.ts';

// Must run before the first map is created; the worker file sits beside maplib.js wherever the folder is hosted.
core.setMaplibreWorker(core.getAssetBaseUrl() + core.WORKER_FILE);

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
