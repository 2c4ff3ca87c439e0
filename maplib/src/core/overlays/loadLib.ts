// Loads a heavy library an overlay needs, only when that overlay mounts. ESM: a dynamic import, which the app's
// bundler (or MapLib's ESM build) splits into its own chunk. The browser build swaps this module for
// src/browser/loadLib.ts, which loads maplib-<name>.js from beside maplib.js instead, so maplib.js does not grow.
export type EChartsLib = typeof import('./echarts/echartsLib.ts');
export type MapvLib = typeof import('./mapv/mapvLib.ts');
export interface Libs {
  echarts: EChartsLib;
  mapv: MapvLib;
}

export function loadLib<K extends keyof Libs>(name: K): Promise<Libs[K]> {
  return (name === 'echarts' ? import('./echarts/echartsLib.ts') : import('./mapv/mapvLib.ts')) as Promise<Libs[K]>;
}
