// Which GeoJSON geometries a layer of each IGServer kind holds: an edit of another type is refused by every protocol.
import type { Geometry, LayerDef } from './types.ts';

export const KIND_TYPES: Record<LayerDef['kind'], readonly Geometry['type'][]> = {
  Pnt: ['Point', 'MultiPoint'],
  Lin: ['LineString', 'MultiLineString'],
  Reg: ['Polygon', 'MultiPolygon'],
};

/** Whether `geometry` may go in `layer`. */
export const layerAccepts = (layer: LayerDef, geometry: Geometry): boolean => KIND_TYPES[layer.kind].includes(geometry.type);

/** Why `geometry` may not go in `layer`, as a sentence. */
export const kindMismatch = (layer: LayerDef, geometry: Geometry): string =>
  `a ${geometry.type} cannot go in ${layer.name}, a layer of ${KIND_TYPES[layer.kind].join(' or ')} features`;
