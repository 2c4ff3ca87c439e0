// Maps the common `opacity` prop onto the opacity paint properties of a MapLibre layer type.

const OPACITY_PROPS: Record<string, string[]> = {
  fill: ['fill-opacity'],
  line: ['line-opacity'],
  circle: ['circle-opacity', 'circle-stroke-opacity'],
  symbol: ['icon-opacity', 'text-opacity'],
  heatmap: ['heatmap-opacity'],
  'fill-extrusion': ['fill-extrusion-opacity'],
  raster: ['raster-opacity'],
  hillshade: [],
  background: ['background-opacity'],
};

export function opacityProperties(type: string): string[] {
  return OPACITY_PROPS[type] ?? [];
}

/**
 * Returns paint with each opacity property multiplied by `opacity`. A numeric value (or the default 1) is multiplied;
 * an expression is left alone, because zoom expressions must stay top-level and cannot be wrapped in a product.
 */
export function applyOpacity(type: string, paint: Record<string, unknown> = {}, opacity = 1): Record<string, unknown> {
  if (opacity === 1) return paint;
  const out = { ...paint };
  for (const name of opacityProperties(type)) {
    const value = out[name];
    if (value === undefined) out[name] = opacity;
    else if (typeof value === 'number') out[name] = value * opacity;
  }
  return out;
}
