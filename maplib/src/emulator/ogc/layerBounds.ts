// Lon/lat bounds of a layer's bundled features, clipped to the world, for capabilities documents.
import { EMPTY_BBOX, geometryBBox, unionBBox, type BBox } from '../../core/geo/index.ts';
import type { LayerDef } from '../types.ts';

const cache = new WeakMap<LayerDef, BBox>();

export function layerBounds(layer: LayerDef): BBox {
  let b = cache.get(layer);
  if (!b) {
    b = [...EMPTY_BBOX];
    for (const f of layer.features) b = unionBBox(b, geometryBBox(f.geometry));
    if (!layer.features.length) b = [-180, -90, 180, 90];
    // Unwrapped rings may reach past ±180; capabilities describe the one world.
    b = [Math.max(-180, b[0]), Math.max(-90, b[1]), Math.min(180, b[2]), Math.min(90, b[3])];
    cache.set(layer, b);
  }
  return b;
}

/** Rounds for XML output (no binary noise such as 180.00000000000003). */
export function fmt(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}
