// Pure diff of two MapLibre layer specs into the in-place calls that turn one into the other.
import { deepEqual } from '../../util/deepEqual.ts';

/** The part of a MapLibre layer spec that can change in place. */
export interface LayerStyle {
  id: string;
  type: string;
  source?: string;
  'source-layer'?: string;
  paint?: Record<string, unknown>;
  layout?: Record<string, unknown>;
  filter?: unknown;
  minzoom?: number;
  maxzoom?: number;
}

export type LayerOp =
  | { op: 'setPaintProperty'; layer: string; name: string; value: unknown }
  | { op: 'setLayoutProperty'; layer: string; name: string; value: unknown }
  | { op: 'setFilter'; layer: string; value: unknown }
  | { op: 'setLayerZoomRange'; layer: string; minzoom: number; maxzoom: number }
  /** Type, source or source-layer changed: MapLibre cannot mutate these, the layer must be re-added. */
  | { op: 'replace'; layer: string };

function diffProperties(kind: 'setPaintProperty' | 'setLayoutProperty', layer: string, prev = {}, next = {}): LayerOp[] {
  const p = prev as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  const ops: LayerOp[] = [];
  for (const name of new Set([...Object.keys(p), ...Object.keys(n)])) {
    // A removed key is set to undefined, which MapLibre treats as "back to the default".
    if (!deepEqual(p[name], n[name])) ops.push({ op: kind, layer, name, value: n[name] });
  }
  return ops;
}

export function diffLayerProps(prev: LayerStyle, next: LayerStyle): LayerOp[] {
  if (prev.type !== next.type || prev.source !== next.source || prev['source-layer'] !== next['source-layer'] || prev.id !== next.id) {
    return [{ op: 'replace', layer: next.id }];
  }
  const ops = [
    ...diffProperties('setLayoutProperty', next.id, prev.layout, next.layout),
    ...diffProperties('setPaintProperty', next.id, prev.paint, next.paint),
  ];
  if (!deepEqual(prev.filter, next.filter)) ops.push({ op: 'setFilter', layer: next.id, value: next.filter ?? null });
  if ((prev.minzoom ?? 0) !== (next.minzoom ?? 0) || (prev.maxzoom ?? 24) !== (next.maxzoom ?? 24)) {
    ops.push({ op: 'setLayerZoomRange', layer: next.id, minzoom: next.minzoom ?? 0, maxzoom: next.maxzoom ?? 24 });
  }
  return ops;
}

export interface LayerListDiff {
  add: LayerStyle[];
  remove: string[];
  ops: LayerOp[];
}

/** Diffs two ordered layer lists by id (a VectorLayer's style layers): which to add, remove, or update in place. */
export function diffLayerLists(prev: LayerStyle[], next: LayerStyle[]): LayerListDiff {
  const before = new Map(prev.map((l) => [l.id, l]));
  const nextIds = new Set(next.map((l) => l.id));
  const out: LayerListDiff = { add: [], remove: prev.filter((l) => !nextIds.has(l.id)).map((l) => l.id), ops: [] };
  for (const layer of next) {
    const old = before.get(layer.id);
    if (!old) out.add.push(layer);
    else out.ops.push(...diffLayerProps(old, layer));
  }
  return out;
}
