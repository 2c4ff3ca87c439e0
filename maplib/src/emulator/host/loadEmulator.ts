// Loads the emulator's code on first use: `maplib-emulator.js` beside maplib.js, so pages that never call an
// emulated service pay nothing for it. The ESM build provides the module directly instead.
import type { Emulator, EmulatorOptions } from '../router.ts';
import type { EmulatorData } from '../types.ts';
import type { FeatureStore } from '../store.ts';

export interface EmulatorModule {
  createEmulator(options: EmulatorOptions): Emulator;
  loadEmulatorData(assetBase: string): Promise<EmulatorData>;
  idbStore(): FeatureStore;
  memoryStore(): FeatureStore;
}

export const EMULATOR_SCRIPT = 'maplib-emulator.js';

let provided: EmulatorModule | undefined;
let loading: Promise<EmulatorModule> | undefined;

/** The ESM entry hands its own module here, so no script is loaded. */
export function provideEmulatorModule(m: EmulatorModule): void {
  provided = m;
}

export function defaultAssetBase(): string {
  const base = (globalThis as any).MapLib?.assetBaseUrl as string | undefined;
  if (!base) throw new Error('MapLib emulator: no asset base; pass `assetBase` (the folder holding maplib-emulator.js and the data files)');
  return base;
}

export function loadEmulatorModule(assetBase: string): Promise<EmulatorModule> {
  const ready = provided ?? ((globalThis as any).MapLibEmulator as EmulatorModule | undefined);
  if (ready) return Promise.resolve(ready);
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
