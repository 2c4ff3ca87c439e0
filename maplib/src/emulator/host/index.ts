// The light host API that maplib.js carries (a few KB): readiness, the fallback, the transformRequest hook.
export { servicesReady, type ServicesOptions, type ServicesState } from './servicesReady.ts';
export { installEmulatorFallback, type FallbackOptions, type FallbackHandle } from './fallback.ts';
export { emulatorTransformRequest, chainTransformRequest, EMULATOR_PROTOCOL } from './registry.ts';
export { loadEmulatorModule, EMULATOR_SCRIPT } from './loadEmulator.ts';
