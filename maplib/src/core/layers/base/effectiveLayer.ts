// The style layer MapLibre should hold for one raw layer once the layer commons (visible, opacity, zoom range, filter,
// the user's paint/layout) are applied. Pure, so it is unit-tested without a map.
import type { LayerSpecification } from 'maplibre-gl';
import { applyOpacity } from './applyOpacity.ts';
import type { LayerStyle } from './diffLayerProps.ts';

/** The common layer props `effectiveLayer` applies. */
export interface LayerCommons {
  visible?: boolean;
  opacity?: number;
  minzoom?: number;
  maxzoom?: number;
  filter?: unknown[] | boolean;
  layout?: Record<string, unknown>;
  paint?: Record<string, unknown>;
}

/** Whether a paint/layout property name belongs to a layer type (`fill-color` to fill, not to fill-extrusion). */
export function belongsToType(name: string, type: string): boolean {
  if (name === 'visibility') return true;
  if (type === 'symbol') return /^(icon|text|symbol)-/.test(name);
  if (type === 'fill') return name.startsWith('fill-') && !name.startsWith('fill-extrusion-');
  return name.startsWith(type + '-');
}

function pickForType(props: Record<string, unknown> | undefined, type: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props ?? {})) if (belongsToType(k, type)) out[k] = v;
  return out;
}

/** Applies the common props to one raw style layer: what MapLibre should hold for it. Pure. */
export function effectiveLayer(raw: LayerStyle, p: LayerCommons): LayerStyle {
  const paint = applyOpacity(raw.type, { ...raw.paint, ...pickForType(p.paint, raw.type) }, p.opacity ?? 1);
  const layout = { ...raw.layout, ...pickForType(p.layout, raw.type), visibility: p.visible === false ? 'none' : 'visible' };
  const filter = raw.filter !== undefined && p.filter !== undefined ? ['all', raw.filter, p.filter] : (p.filter ?? raw.filter);
  const out: LayerStyle = { ...raw, paint, layout };
  if (filter !== undefined) out.filter = filter;
  const minzoom = Math.max(raw.minzoom ?? 0, p.minzoom ?? 0);
  const maxzoom = Math.min(raw.maxzoom ?? 24, p.maxzoom ?? 24);
  if (minzoom !== 0) out.minzoom = minzoom;
  if (maxzoom !== 24) out.maxzoom = maxzoom;
  return out;
}

/** A LayerStyle as a MapLibre layer spec, without the keys that are undefined (MapLibre's validator rejects them). */
export function toSpec(l: LayerStyle): LayerSpecification {
  const spec: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(l)) if (v !== undefined) spec[k] = v;
  return spec as unknown as LayerSpecification;
}
