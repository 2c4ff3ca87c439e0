// Tactical graphics' geometry: the catalog of graphics, the builders on the plane, and lon/lat plot features.
export { PLOT_GRAPHICS, PLOT_TYPES, type PlotGraphic, type PlotType } from './catalog.ts';
export { plotGeometry, plotFeature, readPlotFeature, plotProblems, plotPropertyProblems, type PlotProperties } from './plotGeometry.ts';
export { ATTACK_ARROW, SQUAD_TAIL_WIDTH, SWALLOW_DEPTH, FINE_ARROW, arrowOutline, type ArrowProportions } from './arrows.ts';
export { ASSEMBLY_DENT, type FlagKind } from './shapes.ts';
