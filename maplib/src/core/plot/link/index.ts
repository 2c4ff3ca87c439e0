// The 2D / 2.5D link of plots: PlotLink and the walls it raises.
export { PlotLink, linkedData, type PlotLinkProps } from './plotLink.ts';
export { wallQuads } from './walls.ts';
