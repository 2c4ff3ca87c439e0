// Does a geometry meet a polygon or a box? The planar test behind spatial queries (ArcGIS `query`, IGServer `mrfs`):
// bounds first, then vertices inside, edges crossing, or the polygon inside an area.
import type * as GeoJSON from 'geojson';
import { boxesIntersect, geometryBBox, type BBox } from './bounds.ts';
import { linesOf, pointsOf } from './parts.ts';
import { geometryContainsPoint, pointInPolygon } from './pointInPolygon.ts';

function segmentsCross(a: GeoJSON.Position, b: GeoJSON.Position, c: GeoJSON.Position, d: GeoJSON.Position): boolean {
  const o = (p: GeoJSON.Position, q: GeoJSON.Position, r: GeoJSON.Position) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return o(a, b, c) !== o(a, b, d) && o(c, d, a) !== o(c, d, b);
}

/**
 * Does a geometry intersect a polygon (given as rings, lon/lat)? Points by point-in-polygon, lines and areas by edge
 * crossing or containment either way. Exact for the planar geometry; no geodesic edges.
 */
export function intersectsPolygon(g: GeoJSON.Geometry, polygon: GeoJSON.Position[][]): boolean {
  const pb = geometryBBox({ type: 'Polygon', coordinates: polygon });
  if (!boxesIntersect(geometryBBox(g), pb)) return false;
  const pts = pointsOf(g);
  if (pts.length) return pts.some(([x, y]) => pointInPolygon(x, y, polygon));
  const gl = linesOf(g);
  for (const l of gl) for (const p of l) if (pointInPolygon(p[0], p[1], polygon)) return true;
  for (const l of gl) for (let i = 1; i < l.length; i++) for (const r of polygon) for (let j = 1; j < r.length; j++) if (segmentsCross(l[i - 1], l[i], r[j - 1], r[j])) return true;
  // The query polygon may lie wholly inside an area feature.
  const [x, y] = polygon[0][0];
  return geometryContainsPoint(g, x, y);
}

/** Does a geometry intersect an axis-aligned box? */
export function intersectsBox(g: GeoJSON.Geometry, b: BBox): boolean {
  const ring: GeoJSON.Position[] = [[b[0], b[1]], [b[2], b[1]], [b[2], b[3]], [b[0], b[3]], [b[0], b[1]]];
  return intersectsPolygon(g, [ring]);
}
