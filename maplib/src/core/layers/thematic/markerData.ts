// Pure helpers of DynamicMarkerLayer: features → one marker point each (plus the original shape of non-point
// features, for highlighting), bounds, MapGIS's pan-or-zoom rule, and the default pin drawn without a canvas.
import type * as GeoJSON from 'geojson';
import { EMPTY_BBOX, geometryBBox, geometryBounds, toBoundObject, unionBBox, type BBox, type BoundObject } from '../../geo/index.ts';

export type MarkerId = string | number;

/** Bounds of any GeoJSON geometry as MapGIS's `{ xmin, ymin, xmax, ymax }` (lng/lat): the geometry kit's. */
export { geometryBounds, type BoundObject };

/** Where a feature's marker goes: a Point's own position, else the centre of the geometry's bounds. */
export function markerPosition(g: GeoJSON.Geometry | null | undefined): [number, number] | undefined {
  if (g?.type === 'Point') return [g.coordinates[0], g.coordinates[1]];
  const b = geometryBounds(g);
  return b && [(b.xmin + b.xmax) / 2, (b.ymin + b.ymax) / 2];
}

/** A layer's features. GeoJSON allows a feature without a geometry (an unlocated one): it gets no marker. */
export type MarkerFeatures = GeoJSON.FeatureCollection<GeoJSON.Geometry | null>;

const located = (f: GeoJSON.Feature<GeoJSON.Geometry | null>): f is GeoJSON.Feature => f.geometry != null;

export interface MarkerSet {
  /** The source data: `role: 'marker'` points, and `role: 'shape'` copies of non-point geometries. */
  data: GeoJSON.FeatureCollection;
  /** The original features by id. */
  byId: Map<MarkerId, GeoJSON.Feature>;
  /** Marker positions by id. */
  positions: Map<MarkerId, [number, number]>;
}

const sets = new WeakMap<object, { idField: string; set: MarkerSet }>();

/**
 * One marker per feature: its id is `properties[idField]`, or the feature's index when it has none (as MapGIS did);
 * the id is written into the marker's properties, so the source can promote it. Cached per FeatureCollection object.
 */
export function markerSet(fc: MarkerFeatures, idField: string): MarkerSet {
  const hit = sets.get(fc);
  if (hit?.idField === idField) return hit.set;
  const features: GeoJSON.Feature[] = [];
  const byId = new Map<MarkerId, GeoJSON.Feature>();
  const positions = new Map<MarkerId, [number, number]>();
  fc.features.forEach((f, i) => {
    if (!located(f)) return;
    const at = markerPosition(f.geometry);
    if (!at) return;
    const own = f.properties?.[idField];
    const id: MarkerId = typeof own === 'string' || typeof own === 'number' ? own : i;
    const properties = { ...f.properties, [idField]: id };
    byId.set(id, f);
    positions.set(id, at);
    features.push({ type: 'Feature', properties: { ...properties, role: 'marker' }, geometry: { type: 'Point', coordinates: at } });
    if (f.geometry && f.geometry.type !== 'Point') features.push({ type: 'Feature', properties: { ...properties, role: 'shape' }, geometry: f.geometry });
  });
  const set = { data: { type: 'FeatureCollection' as const, features }, byId, positions };
  sets.set(fc, { idField, set });
  return set;
}

/** Bounds of the markers and shapes of these ids (undefined when none is known). */
export function selectionBounds(set: MarkerSet, ids: MarkerId[]): BoundObject | undefined {
  let b: BBox = [...EMPTY_BBOX];
  for (const id of ids) b = unionBBox(b, geometryBBox(set.byId.get(id)?.geometry));
  return toBoundObject(b);
}

/**
 * MapGIS's rule for showing a selection: pan to its centre when it fits in the current view's size, zoom out to fit
 * it when it is wider or taller than the view.
 */
export function panOrFit(view: BoundObject, target: BoundObject): 'pan' | 'fit' {
  return target.xmax - target.xmin > view.xmax - view.xmin || target.ymax - target.ymin > view.ymax - view.ymin ? 'fit' : 'pan';
}

export interface PinImage {
  width: number;
  height: number;
  data: Uint8Array;
}

const hexRgb = (c: string): [number, number, number] => {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c.trim());
  if (!m) return [58, 134, 255];
  const h = m[1].length === 3 ? [...m[1]].map((x) => x + x).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
};

/**
 * A map pin (a round head narrowing to a point at the bottom centre, white dot inside, white edge) as RGBA pixels,
 * `width` × `height` at the given pixel ratio; anti-aliased by 4×4 supersampling. No canvas: it works in workers and
 * tests alike.
 */
export function pinImage(color: string, cssWidth = 24, pixelRatio = 2): PinImage {
  const width = Math.round(cssWidth * pixelRatio);
  const height = Math.round(cssWidth * 1.4 * pixelRatio);
  const [r, g, b] = hexRgb(color);
  const R = width / 2 - pixelRatio; // head radius, leaving room for the edge
  const cx = width / 2;
  const cy = R + pixelRatio;
  const tipY = height - pixelRatio / 2;
  const edge = 1.5 * pixelRatio;
  // The pin's outline: the head circle, plus the triangle from the head's tangents down to the tip.
  const inPin = (x: number, y: number, grow: number): boolean => {
    const dx = x - cx;
    const dy = y - cy;
    if (dx * dx + dy * dy <= (R + grow) ** 2) return true;
    if (y < cy || y > tipY + grow) return false;
    const half = (R + grow) * ((tipY + grow - y) / (tipY + grow - cy)) * 0.75;
    return Math.abs(dx) <= half;
  };
  const data = new Uint8Array(width * height * 4);
  const S = 4;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let fill = 0;
      let white = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const x = px + (sx + 0.5) / S;
          const y = py + (sy + 0.5) / S;
          if (!inPin(x, y, 0)) continue;
          const dot = (x - cx) ** 2 + (y - cy) ** 2 <= (R * 0.38) ** 2;
          if (dot || !inPin(x, y, -edge)) white++;
          else fill++;
        }
      }
      const n = S * S;
      const a = (fill + white) / n;
      if (a === 0) continue;
      const wf = white / (fill + white);
      const o = (py * width + px) * 4;
      // Premultiplied-free RGBA: colour mixed with white by share, alpha by coverage.
      data[o] = Math.round(r * (1 - wf) + 255 * wf);
      data[o + 1] = Math.round(g * (1 - wf) + 255 * wf);
      data[o + 2] = Math.round(b * (1 - wf) + 255 * wf);
      data[o + 3] = Math.round(a * 255);
    }
  }
  return { width, height, data };
}
