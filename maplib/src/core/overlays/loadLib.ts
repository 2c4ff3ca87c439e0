// Loads a heavy library a component needs, only when that component mounts (ECharts and mapv for the overlays,
// terra-draw for drawing sessions, milsymbol for a plot layer's point symbols) or first works (Print's engine, and jsPDF for
// its PDFs). ESM: a dynamic import,
// which the app's bundler (or MapLib's ESM build) splits into its own chunk. The browser build swaps this module for src/browser/loadLib.ts, which loads maplib-<name>.js from
// beside maplib.js instead, so maplib.js does not grow.
export type EChartsLib = typeof import('./echarts/echartsLib.ts');
export type MapvLib = typeof import('./mapv/mapvLib.ts');
export type TerraDrawLib = typeof import('../interactions/draw/terraDrawLib.ts');
export type PdfLib = typeof import('../controls/print/pdfLib.ts');
export type PrintLib = typeof import('../controls/print/printEngine.ts');
export type MilSymbolLib = typeof import('../plot/milSymbol/milSymbolLib.ts');
export interface Libs {
  echarts: EChartsLib;
  mapv: MapvLib;
  terraDraw: TerraDrawLib;
  pdf: PdfLib;
  print: PrintLib;
  milSymbol: MilSymbolLib;
}

export function loadLib<K extends keyof Libs>(name: K): Promise<Libs[K]> {
  const lib =
    name === 'echarts'
      ? import('./echarts/echartsLib.ts')
      : name === 'mapv'
        ? import('./mapv/mapvLib.ts')
        : name === 'pdf'
          ? import('../controls/print/pdfLib.ts')
          : name === 'print'
            ? import('../controls/print/printEngine.ts')
            : name === 'milSymbol'
              ? import('../plot/milSymbol/milSymbolLib.ts')
              : import('../interactions/draw/terraDrawLib.ts');
  return lib as Promise<Libs[K]>;
}
