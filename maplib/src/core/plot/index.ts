// 2D plotting (标绘): tactical graphics built from control points.
export * from './geometry/index.ts';
export { PlotLayer, type PlotLayerProps, type PlotFeature, type PlotSelectEvent, type PlotChangeEvent } from './plotLayer.ts';
export { DEFAULT_PLOT_STYLE, type PlotStyle } from './plotStyle.ts';
export * from './animation/index.ts';
export * from './link/index.ts';
export { DEFAULT_SYMBOL_SIZE, MIL_SYMBOL_OPTIONS, milSymbolProblems, type MilSymbolOptions } from './milSymbol/milSymbolOptions.ts';
export { DEFAULT_PLOT_SYMBOLS, type PlotSymbolChoice } from './milSymbol/defaultSymbols.ts';
