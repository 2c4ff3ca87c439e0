// The original library's spellings of the layer commons that MapLib names differently: its `layer` object (a style
// layer's paint, layout, filter and zoom range in one object) read under MapLib's own props, and the names MapLib
// leaves out, refused with the reason instead of being silently ignored.
import { show, type Rule } from '../../base/validateProps.ts';
import type { LayerCommons } from './effectiveLayer.ts';

/** The parts of a MapLibre layer object the `layer` prop takes. */
export interface LayerAlias {
  paint?: Record<string, unknown>;
  layout?: Record<string, unknown>;
  filter?: unknown[] | boolean;
  minzoom?: number;
  maxzoom?: number;
}

const LAYER_KEYS = ['paint', 'layout', 'filter', 'minzoom', 'maxzoom'];

export const layerAliasRule: Rule = (v) => {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return `must be a layer object ({ paint, layout, filter, minzoom, maxzoom }), got ${show(v)}`;
  const other = Object.keys(v).find((k) => !LAYER_KEYS.includes(k));
  if (other) return `.${other} is not taken: the layer's id, type and source come from the layer itself (give ${LAYER_KEYS.join(', ')})`;
  return undefined;
};

/** The commons with `layer`'s parts filled in where the props of the same name are not given (the props win). */
export function commonsWithLayer<P extends LayerCommons & { layer?: LayerAlias }>(p: P): LayerCommons {
  const l = p.layer;
  if (!l) return p;
  return {
    ...p,
    paint: l.paint || p.paint ? { ...l.paint, ...p.paint } : undefined,
    layout: l.layout || p.layout ? { ...l.layout, ...p.layout } : undefined,
    filter: p.filter ?? l.filter,
    minzoom: p.minzoom ?? l.minzoom,
    maxzoom: p.maxzoom ?? l.maxzoom,
  };
}

/** A rule refusing a prop MapLib deliberately leaves out, saying why (the API page says the same); `same`: the one value that is what MapLib does anyway. */
export function leftOut(why: string, same?: unknown): Rule {
  return (v) => (v === undefined || (same !== undefined && v === same) ? undefined : `is not supported: ${why}`);
}
