// Geometry helpers over lon/lat GeoJSON: bounds, box intersection and point-in-polygon for spatial queries.
import type { BBox } from './crs.ts';
import type { Geometry, Position } from '../types.ts';

const boundsCache = new WeakMap<Geometry, BBox>();

function eachPosition(g: Geometry, fn: (p: Position) => void): void {
  switch (g.type) {
    case 'Point':
      return fn(g.coordinates);
    case 'MultiPoint':
    case 'LineString':
      return g.coordinates.forEach(fn);
    case 'MultiLineString':
    case 'Polygon':
      return g.coordinates.forEach((l) => l.forEach(fn));
    case 'MultiPolygon':
      return g.coordinates.forEach((p) => p.forEach((r) => r.forEach(fn)));
  }
}

export function geometryBounds(g: Geometry): BBox {
  let b = boundsCache.get(g);
  if (b) return b;
  b = [Infinity, Infinity, -Infinity, -Infinity];
  const box = b;
  eachPosition(g, ([x, y]) => {
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  });
  boundsCache.set(g, b);
  return b;
}

export function boxesIntersect(a: BBox, b: BBox): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}

export function boxContains(outer: BBox, inner: BBox): boolean {
  return inner[0] >= outer[0] && inner[2] <= outer[2] && inner[1] >= outer[1] && inner[3] <= outer[3];
}

/** Ray casting over one ring (closed or not). */
export function pointInRing(x: number, y: number, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and outside every hole. */
export function pointInPolygon(x: number, y: number, rings: Position[][]): boolean {
  if (!rings.length || !pointInRing(x, y, rings[0])) return false;
  return !rings.slice(1).some((hole) => pointInRing(x, y, hole));
}

/** Does a point fall inside a (multi)polygon feature, or lie on a point feature? */
export function geometryContainsPoint(g: Geometry, x: number, y: number): boolean {
  if (g.type === 'Polygon') return pointInPolygon(x, y, g.coordinates);
  if (g.type === 'MultiPolygon') return g.coordinates.some((p) => pointInPolygon(x, y, p));
  if (g.type === 'Point') return g.coordinates[0] === x && g.coordinates[1] === y;
  return false;
}

function segmentsCross(a: Position, b: Position, c: Position, d: Position): boolean {
  const o = (p: Position, q: Position, r: Position) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return o(a, b, c) !== o(a, b, d) && o(c, d, a) !== o(c, d, b);
}

function lines(g: Geometry): Position[][] {
  switch (g.type) {
    case 'LineString':
      return [g.coordinates];
    case 'MultiLineString':
    case 'Polygon':
      return g.coordinates;
    case 'MultiPolygon':
      return g.coordinates.flat();
    default:
      return [];
  }
}

function points(g: Geometry): Position[] {
  return g.type === 'Point' ? [g.coordinates] : g.type === 'MultiPoint' ? g.coordinates : [];
}

/**
 * Does a geometry intersect a polygon (given as rings, lon/lat)? Points by point-in-polygon, lines and areas by edge
 * crossing or containment either way. Exact for the planar geometry; no geodesic edges.
 */
export function intersectsPolygon(g: Geometry, polygon: Position[][]): boolean {
  const pb = geometryBounds({ type: 'Polygon', coordinates: polygon });
  if (!boxesIntersect(geometryBounds(g), pb)) return false;
  const pts = points(g);
  if (pts.length) return pts.some(([x, y]) => pointInPolygon(x, y, polygon));
  const gl = lines(g);
  for (const l of gl) for (const p of l) if (pointInPolygon(p[0], p[1], polygon)) return true;
  for (const l of gl) for (let i = 1; i < l.length; i++) for (const r of polygon) for (let j = 1; j < r.length; j++) if (segmentsCross(l[i - 1], l[i], r[j - 1], r[j])) return true;
  // The query polygon may lie wholly inside an area feature.
  const [x, y] = polygon[0][0];
  return geometryContainsPoint(g, x, y);
}

/** Does a geometry intersect an axis-aligned box? */
export function intersectsBox(g: Geometry, b: BBox): boolean {
  const ring: Position[] = [[b[0], b[1]], [b[2], b[1]], [b[2], b[3]], [b[0], b[3]], [b[0], b[1]]];
  return intersectsPolygon(g, [ring]);
}
