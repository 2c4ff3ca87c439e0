// The plotting panel (标绘).
export { Plot, type PlotProps, type PlotEvent } from './plot.ts';
