// Loads the emulator's code on first use: `maplib-emulator.js` beside maplib.js, so pages that never call an
// emulated service pay nothing for it. The ESM build provides the module directly instead.
import type { Emulator, EmulatorOptions } from '../router.ts';
import type { EmulatorData } from '../types.ts';
import type { FeatureStore } from '../store.ts';

export interface EmulatorModule {
  createEmulator(options: EmulatorOptions): Emulator;
  /** `assetBase` undefined: the ESM package's module, which knows where its own files are. */
  loadEmulatorData(assetBase: string | undefined): Promise<EmulatorData>;
  idbStore(): FeatureStore;
  memoryStore(): FeatureStore;
}

export const EMULATOR_SCRIPT = 'maplib-emulator.js';

/** The MapLibre namespace the in-page fallback registers its protocol with. */
export type MaplibreNamespace = { addProtocol: Function; removeProtocol?: Function; AJAXError?: any };

let provided: EmulatorModule | undefined;
let providedMaplibre: MaplibreNamespace | undefined;
let loading: Promise<EmulatorModule> | undefined;

/**
 * The ESM entry hands its own module here, so no script is loaded, and the MapLibre it imports (the app's one copy),
 * so `servicesReady()` needs no options there.
 */
export function provideEmulatorModule(m: EmulatorModule, maplibregl?: MaplibreNamespace): void {
  provided = m;
  providedMaplibre = maplibregl;
}

/** The folder of maplib.js and its data files; undefined for the ESM package, whose module finds its own files. */
export function defaultAssetBase(): string | undefined {
  const base = (globalThis as any).MapLib?.assetBaseUrl as string | undefined;
  if (!base && !provided) throw noAssetBase();
  return base;
}

/** maplib.js's MapLibre, else the one the ESM entry imports. */
export function defaultMaplibre(): MaplibreNamespace | undefined {
  return (globalThis as any).MapLib?.maplibregl ?? providedMaplibre;
}

/** Whether the emulator came as the ESM package (no maplib.js folder, no maplib-sw.js beside the app by default). */
export function emulatorFromPackage(): boolean {
  return !!provided && !(globalThis as any).MapLib?.assetBaseUrl;
}

function noAssetBase(): Error {
  return new Error('MapLib emulator: no asset base; pass `assetBase` (the folder holding maplib-emulator.js and the data files), or import the emulator from the package (`…/emulator`)');
}

export function loadEmulatorModule(assetBase: string | undefined): Promise<EmulatorModule> {
  const ready = provided ?? ((globalThis as any).MapLibEmulator as EmulatorModule | undefined);
  if (ready) return Promise.resolve(ready);
  if (!assetBase) return Promise.reject(noAssetBase());
  return (loading ??= new Promise<EmulatorModule>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL(EMULATOR_SCRIPT, assetBase).href;
    script.onload = () => ((globalThis as any).MapLibEmulator ? resolve((globalThis as any).MapLibEmulator) : reject(new Error(`${script.src} did not define MapLibEmulator`)));
    script.onerror = () => {
      loading = undefined;
      reject(new Error(`MapLib emulator: could not load ${script.src}`));
    };
    document.head.appendChild(script);
  }));
}
