// Plot modes: drawing a tactical graphic on a plot layer, and editing a layer's plots.
export { PlotDrawing } from './plotDrawing.ts';
export { PlotHistory } from './plotHistory.ts';
export { PlotDrawInteraction, type PlotDrawOptions } from './plotDrawInteraction.ts';
export { PlotEditInteraction, type PlotEditOptions } from './plotEditInteraction.ts';
