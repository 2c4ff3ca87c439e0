// Plane vectors for building tactical graphics from control points (projected metres, y up).
import type { XY } from '../../geo/curves.ts';

export type Pt = [number, number];

export const add = (a: XY, b: XY): Pt => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: XY, b: XY): Pt => [a[0] - b[0], a[1] - b[1]];
export const scale = (a: XY, k: number): Pt => [a[0] * k, a[1] * k];
export const mid = (a: XY, b: XY): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
export const distance = (a: XY, b: XY): number => Math.hypot(b[0] - a[0], b[1] - a[1]);
/** `a` + (`b` − `a`)·t. */
export const lerp = (a: XY, b: XY, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
/** z of a × b: positive when b lies anticlockwise of a. */
export const cross = (a: XY, b: XY): number => a[0] * b[1] - a[1] * b[0];

/** The unit vector from `a` towards `b` ([1, 0] when they coincide, so that shapes stay defined while drawing). */
export function direction(a: XY, b: XY): Pt {
  const d = distance(a, b);
  return d > 0 ? [(b[0] - a[0]) / d, (b[1] - a[1]) / d] : [1, 0];
}

/** The vector turned a quarter anticlockwise: the left-hand normal of a direction. */
export const leftNormal = (v: XY): Pt => [-v[1], v[0]];

/** Length of a polyline. */
export function pathLength(points: readonly XY[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i - 1], points[i]);
  return total;
}

/**
 * The length a graphic's proportions are taken from: the path's length to the power 0.99, the convention of plotting
 * software (it keeps heads of very long arrows from growing quite as fast as the arrow).
 */
export const baseLength = (points: readonly XY[]): number => Math.pow(pathLength(points), 0.99);

/**
 * The unit normal at each vertex of a path, on its left: a bisector at corners, scaled by 1/cos of half the turn so
 * that an offset by w keeps the edges w away from the path (capped at twice, so sharp turns do not spike).
 */
export function vertexNormals(path: readonly XY[]): Pt[] {
  return path.map((p, i) => {
    const before = i > 0 ? leftNormal(direction(path[i - 1], p)) : null;
    const after = i < path.length - 1 ? leftNormal(direction(p, path[i + 1])) : null;
    if (!before) return after ?? [0, 1];
    if (!after) return before;
    const sum = add(before, after);
    const len = Math.hypot(sum[0], sum[1]);
    if (len < 1e-9) return after;
    const bisector = scale(sum, 1 / len);
    const cosHalf = bisector[0] * after[0] + bisector[1] * after[1];
    return scale(bisector, 1 / Math.max(cosHalf, 0.5));
  });
}
