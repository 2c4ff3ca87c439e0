// How a graphic grows: arrows and lines grow along their path (the control path cut at a share of its length, the
// graphic built again on that prefix, so a growing attack arrow keeps its head), areas grow from their centre. Pure,
// on lon/lat control points through the Web Mercator plane.
import type * as GeoJSON from 'geojson';
import { lonLatToMercator, mercatorToLonLat } from '../../geo/webMercator.ts';
import type { PlotType } from '../geometry/catalog.ts';

/** Graphics whose first two control points are a tail that stays while the rest of the path grows. */
const TAILED: ReadonlySet<PlotType> = new Set(['attackArrow', 'tailedAttackArrow']);
/** Graphics that grow along their control path from the first point. */
const ALONG: ReadonlySet<PlotType> = new Set(['squadCombat', 'tailedSquadCombat', 'fineArrow', 'straightArrow', 'curve', 'freeLine', 'polyline']);

export type GrowMode = 'spline' | 'center';

type XY = [number, number];
const toPlane = (points: readonly GeoJSON.Position[]): XY[] => points.map(([lon, lat]) => lonLatToMercator(lon, lat));
const toLonLat = (points: readonly XY[]): GeoJSON.Position[] => points.map(([x, y]) => mercatorToLonLat(x, y));

/** The path from its start to `share` of its length: the vertices passed and the cut point. */
export function pathPrefix(path: readonly XY[], share: number): XY[] {
  const lengths = path.slice(1).map((p, i) => Math.hypot(p[0] - path[i][0], p[1] - path[i][1]));
  let left = Math.max(0, Math.min(1, share)) * lengths.reduce((a, b) => a + b, 0);
  const out: XY[] = [path[0]];
  for (let i = 0; i < lengths.length; i++) {
    if (left <= lengths[i] || i === lengths.length - 1) {
      const t = lengths[i] > 0 ? Math.min(1, left / lengths[i]) : 1;
      out.push([path[i][0] + (path[i + 1][0] - path[i][0]) * t, path[i][1] + (path[i + 1][1] - path[i][1]) * t]);
      return out;
    }
    left -= lengths[i];
    out.push(path[i + 1]);
  }
  return out;
}

/** Control points scaled by `factor` about their centre on the plane. */
export function scaleAbout(points: readonly GeoJSON.Position[], factor: number): GeoJSON.Position[] {
  const xy = toPlane(points);
  const cx = xy.reduce((s, p) => s + p[0], 0) / xy.length;
  const cy = xy.reduce((s, p) => s + p[1], 0) / xy.length;
  return toLonLat(xy.map(([x, y]) => [cx + (x - cx) * factor, cy + (y - cy) * factor]));
}

/**
 * The control points of a graphic grown to `share` (0…1). `'spline'` (default) grows arrows and lines along their path
 * and areas from the centre; `'center'` grows everything from the centre.
 */
export function grownPoints(type: PlotType, points: readonly GeoJSON.Position[], share: number, mode: GrowMode = 'spline'): GeoJSON.Position[] {
  if (share >= 1) return points.map((p) => [...p]);
  if (mode === 'spline' && TAILED.has(type)) {
    const [a, b, ...spine] = toPlane(points);
    const tailMid: XY = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const grown = pathPrefix([tailMid, ...spine], share).slice(1);
    return [[...points[0]], [...points[1]], ...toLonLat(grown)];
  }
  if (mode === 'spline' && ALONG.has(type)) return toLonLat(pathPrefix(toPlane(points), share));
  return scaleAbout(points, share);
}
