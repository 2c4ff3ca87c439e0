// Loads a heavy library a component needs, only when that component mounts (ECharts and mapv for the overlays,
// terra-draw for drawing sessions, TanStack's table and virtualizer for BaseTable). ESM: a dynamic import, which the app's bundler (or MapLib's ESM build) splits into
// its own chunk. The browser build swaps this module for src/browser/loadLib.ts, which loads maplib-<name>.js from
// beside maplib.js instead, so maplib.js does not grow.
export type EChartsLib = typeof import('./echarts/echartsLib.ts');
export type MapvLib = typeof import('./mapv/mapvLib.ts');
export type TerraDrawLib = typeof import('../interactions/draw/terraDrawLib.ts');
export type TableLib = typeof import('../controls/table/tableLib.ts');
export interface Libs {
  echarts: EChartsLib;
  mapv: MapvLib;
  terraDraw: TerraDrawLib;
  table: TableLib;
}

export function loadLib<K extends keyof Libs>(name: K): Promise<Libs[K]> {
  const lib =
    name === 'echarts'
      ? import('./echarts/echartsLib.ts')
      : name === 'mapv'
        ? import('./mapv/mapvLib.ts')
        : name === 'table'
          ? import('../controls/table/tableLib.ts')
          : import('../interactions/draw/terraDrawLib.ts');
  return lib as Promise<Libs[K]>;
}
