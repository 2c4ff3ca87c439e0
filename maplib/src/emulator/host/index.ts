// The light host API that maplib.js carries (a few KB): readiness, the fallback, the transformRequest hook, and the
// reset of the edits saved in IndexedDB.
export { servicesReady, type ServicesOptions, type ServicesState } from './servicesReady.ts';
export { installEmulatorFallback, type FallbackOptions, type FallbackHandle } from './fallback.ts';
export { emulatorTransformRequest, chainTransformRequest, EMULATOR_PROTOCOL } from './registry.ts';
export { loadEmulatorModule, EMULATOR_SCRIPT } from './loadEmulator.ts';
export { resetEmulatedEdits } from '../idbStore.ts';
