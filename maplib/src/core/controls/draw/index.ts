// Draw (MapGIS's mapgis-draw) on the drawing engine of core/interactions/draw, with its toolbar and size readout.
export { Draw, type DrawProps, type DrawRadiusEvent } from './draw.ts';
export type { DrawControlKey } from './drawToolbar.ts';
