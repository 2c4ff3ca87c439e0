// Browser-build stand-in for core/overlays/loadLib.ts: each heavy library is its own classic script beside
// maplib.js (LIB_FILES), loaded on first use and read from window.MapLibLibs.
import type { Libs } from '../core/overlays/loadLib.ts';
import { getAssetBaseUrl } from '../core/util/assetBase.ts';

export type { Libs, EChartsLib, MapvLib, TerraDrawLib, PdfLib, PrintLib, TableLib, MilSymbolLib } from '../core/overlays/loadLib.ts';

/** The script of each library beside maplib.js (the build writes them under these names). */
export const LIB_FILES: Record<keyof Libs, string> = {
  echarts: 'maplib-echarts.js',
  mapv: 'maplib-mapv.js',
  terraDraw: 'maplib-terradraw.js',
  pdf: 'maplib-pdf.js',
  print: 'maplib-print.js',
  table: 'maplib-table.js',
  milSymbol: 'maplib-milsymbol.js',
};
const loading = new Map<string, Promise<unknown>>();

export function loadLib<K extends keyof Libs>(name: K): Promise<Libs[K]> {
  const ready = (globalThis as any).MapLibLibs?.[name];
  if (ready) return Promise.resolve(ready);
  let p = loading.get(name);
  if (!p) {
    p = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = getAssetBaseUrl() + LIB_FILES[name];
      script.onload = () => {
        const lib = (globalThis as any).MapLibLibs?.[name];
        if (lib) resolve(lib);
        else reject(new Error(`MapLib: ${script.src} did not define MapLibLibs.${name}`));
      };
      script.onerror = () => {
        loading.delete(name);
        reject(new Error(`MapLib: could not load ${script.src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(name, p);
  }
  return p as Promise<Libs[K]>;
}
