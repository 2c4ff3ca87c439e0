// Loads a heavy library a component needs, only when that component mounts (ECharts and mapv for the overlays,
// terra-draw for drawing sessions, TanStack's table and virtualizer for BaseTable, milsymbol for a plot layer's point
// symbols) or first works (Print's engine, and jsPDF for its PDFs). ESM: a dynamic import, which the app's bundler (or
// MapLib's ESM build) splits into its own chunk. The browser build swaps this module for src/browser/loadLib.ts, which
// loads maplib-<name>.js from beside maplib.js instead, so maplib.js does not grow.
export type EChartsLib = typeof import('./echarts/echartsLib.ts');
export type MapvLib = typeof import('./mapv/mapvLib.ts');
export type TerraDrawLib = typeof import('../interactions/draw/terraDrawLib.ts');
export type PdfLib = typeof import('../controls/print/pdfLib.ts');
export type PrintLib = typeof import('../controls/print/printEngine.ts');
export type TableLib = typeof import('../controls/table/tableLib.ts');
export type MilSymbolLib = typeof import('../plot/milSymbol/milSymbolLib.ts');
export interface Libs {
  echarts: EChartsLib;
  mapv: MapvLib;
  terraDraw: TerraDrawLib;
  pdf: PdfLib;
  print: PrintLib;
  table: TableLib;
  milSymbol: MilSymbolLib;
}

/** One dynamic import per library: each is a split point of its own. */
const IMPORTS: { [K in keyof Libs]: () => Promise<Libs[K]> } = {
  echarts: () => import('./echarts/echartsLib.ts'),
  mapv: () => import('./mapv/mapvLib.ts'),
  terraDraw: () => import('../interactions/draw/terraDrawLib.ts'),
  pdf: () => import('../controls/print/pdfLib.ts'),
  print: () => import('../controls/print/printEngine.ts'),
  table: () => import('../controls/table/tableLib.ts'),
  milSymbol: () => import('../plot/milSymbol/milSymbolLib.ts'),
};

export function loadLib<K extends keyof Libs>(name: K): Promise<Libs[K]> {
  return IMPORTS[name]();
}
