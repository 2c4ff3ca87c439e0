// Public entry of the service emulator (ESM `maplib/emulator`): handlers, data, stores, hosts.
import { createEmulator } from './router.ts';
import { loadEmulatorData } from './data/load.ts';
import { idbStore } from './idbStore.ts';
import { memoryStore } from './store.ts';
import { provideEmulatorModule } from './host/loadEmulator.ts';
import { maplibregl } from '../core/maplibre.ts';
import { assetUrl } from '../core/util/assetBase.ts';

// The fallback uses this module directly instead of loading maplib-emulator.js, and registers its protocol with the
// app's MapLibre: `servicesReady()` then needs no options. The data files are the package's own (assetUrl), unless an
// assetBase is passed.
provideEmulatorModule({ createEmulator, loadEmulatorData: (assetBase) => loadEmulatorData(assetBase ?? assetUrl), idbStore, memoryStore }, maplibregl);

export { createEmulator, type Emulator, type EmulatorOptions } from './router.ts';
export { loadEmulatorData, COUNTRIES_FILE, POINTS_FILE } from './data/load.ts';
export { memoryStore, type FeatureStore, type LayerEdits } from './store.ts';
export { idbStore } from './idbStore.ts';
export { offscreenSurface, type Surface, type SurfaceFactory, type Ctx2D } from './render/surface.ts';
export { compileWhere, WhereError } from './where.ts';
export { geotileKey } from './elasticsearch.ts';
export * from './host/index.ts';
export type { EmulatorData, LayerDef, Feature, Geometry } from './types.ts';
