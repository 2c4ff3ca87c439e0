// Smooth curves and circles on a plane (projected metres or pixels, y up): the shapes tactical graphics are made of.
// Pure functions of `[x, y]` pairs; callers project lon/lat first (webMercator.ts) so that curves bend the same at
// every latitude.
export type XY = readonly [number, number] | number[];

/** The point of a Bézier curve with these control points at t ∈ [0, 1] (de Casteljau: stable, any degree). */
export function bezierPoint(points: readonly XY[], t: number): [number, number] {
  const work = points.map((p) => [p[0], p[1]]);
  for (let level = work.length - 1; level > 0; level--) {
    for (let i = 0; i < level; i++) {
      work[i][0] += (work[i + 1][0] - work[i][0]) * t;
      work[i][1] += (work[i + 1][1] - work[i][1]) * t;
    }
  }
  return [work[0][0], work[0][1]];
}

/** A Bézier curve sampled at `segments` + 1 points, first and last control points included. */
export function bezierCurve(points: readonly XY[], segments = 64): [number, number][] {
  if (points.length < 3) return points.map((p) => [p[0], p[1]]);
  return Array.from({ length: segments + 1 }, (_, i) => bezierPoint(points, i / segments));
}

/**
 * A clamped uniform quadratic B-spline: smooth, passes through the first and last points and is pulled towards the
 * ones between (it does not pass through them). `steps` points per span. Two points give the segment itself.
 */
export function quadraticBSpline(points: readonly XY[], steps = 20): [number, number][] {
  if (points.length < 3) return points.map((p) => [p[0], p[1]]);
  const out: [number, number][] = [[points[0][0], points[0][1]]];
  // Spans between the midpoints of consecutive legs; the clamped ends start and finish on the end points.
  const mids = points.slice(1).map((p, i) => [(points[i][0] + p[0]) / 2, (points[i][1] + p[1]) / 2]);
  const starts = [points[0], ...mids.slice(1, -1)];
  const ends = [...mids.slice(1, -1), points[points.length - 1]];
  for (let i = 0; i < starts.length; i++) {
    const [a, c, b] = [starts[i], points[i + 1], ends[i]];
    for (let s = 1; s <= steps; s++) {
      const t = s / steps;
      const u = 1 - t;
      out.push([u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]]);
    }
  }
  return out;
}

/**
 * A centripetal Catmull–Rom spline through every point (no cusps or loops between close points, unlike the uniform
 * kind). `closed` joins the last point back to the first smoothly (the first point is not repeated at the end).
 */
export function catmullRom(points: readonly XY[], { closed = false, steps = 16 }: { closed?: boolean; steps?: number } = {}): [number, number][] {
  const n = points.length;
  if (n < 3) return points.map((p) => [p[0], p[1]]);
  const at = (i: number): XY => (closed ? points[(i + n) % n] : points[Math.max(0, Math.min(n - 1, i))]);
  const out: [number, number][] = [];
  const spans = closed ? n : n - 1;
  for (let i = 0; i < spans; i++) {
    let [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    // An open curve's end spans: mirror the end point so that the knot spacing stays positive.
    if (!closed && i === 0) p0 = [2 * p1[0] - p2[0], 2 * p1[1] - p2[1]];
    if (!closed && i === spans - 1) p3 = [2 * p2[0] - p1[0], 2 * p2[1] - p1[1]];
    const knot = (a: XY, b: XY) => Math.max(Math.sqrt(Math.hypot(b[0] - a[0], b[1] - a[1])), 1e-9);
    const t1 = knot(p0, p1);
    const t2 = t1 + knot(p1, p2);
    const t3 = t2 + knot(p2, p3);
    const lerp = (a: XY, b: XY, ta: number, tb: number, t: number): [number, number] => {
      const w = (t - ta) / (tb - ta);
      return [a[0] + (b[0] - a[0]) * w, a[1] + (b[1] - a[1]) * w];
    };
    for (let s = i === 0 ? 0 : 1; s <= steps; s++) {
      if (closed && i === spans - 1 && s === steps) break; // the closing point is the first one
      const t = t1 + ((t2 - t1) * s) / steps;
      // Barry and Goldman's pyramid.
      const a1 = lerp(p0, p1, 0, t1, t);
      const a2 = lerp(p1, p2, t1, t2, t);
      const a3 = lerp(p2, p3, t2, t3, t);
      const b1 = lerp(a1, a2, 0, t2, t);
      const b2 = lerp(a2, a3, t1, t3, t);
      out.push(lerp(b1, b2, t1, t2, t));
    }
  }
  return out;
}

/** The circle through three points, or null when they lie on a line. */
export function circleThrough(a: XY, b: XY, c: XY): { center: [number, number]; radius: number } | null {
  const d = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]));
  const scale = Math.max(Math.hypot(b[0] - a[0], b[1] - a[1]), Math.hypot(c[0] - a[0], c[1] - a[1]), 1e-300);
  if (Math.abs(d) < 1e-12 * scale * scale) return null;
  const sa = a[0] ** 2 + a[1] ** 2;
  const sb = b[0] ** 2 + b[1] ** 2;
  const sc = c[0] ** 2 + c[1] ** 2;
  const center: [number, number] = [(sa * (b[1] - c[1]) + sb * (c[1] - a[1]) + sc * (a[1] - b[1])) / d, (sa * (c[0] - b[0]) + sb * (a[0] - c[0]) + sc * (b[0] - a[0])) / d];
  return { center, radius: Math.hypot(a[0] - center[0], a[1] - center[1]) };
}

/**
 * Points on a circle from angle `start` to `end` (radians, anticlockwise; `end` below `start` goes round past 2π),
 * both included, about one per `maxStep` radians.
 */
export function arcPoints(center: XY, radius: number, start: number, end: number, maxStep = Math.PI / 64): [number, number][] {
  let sweep = end - start;
  while (sweep < 0) sweep += 2 * Math.PI;
  const n = Math.max(2, Math.ceil(sweep / maxStep));
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = start + (sweep * i) / n;
    return [center[0] + radius * Math.cos(a), center[1] + radius * Math.sin(a)] as [number, number];
  });
}

/**
 * The arc of the circle through `from`, `via` and `to` that starts at `from`, passes `via` and ends at `to`; the
 * straight segment when the three lie on a line.
 */
export function arcThrough(from: XY, via: XY, to: XY, maxStep = Math.PI / 64): [number, number][] {
  const circle = circleThrough(from, via, to);
  if (!circle) return [[from[0], from[1]], [to[0], to[1]]];
  const angle = (p: XY) => Math.atan2(p[1] - circle.center[1], p[0] - circle.center[0]);
  const [a, v, b] = [angle(from), angle(via), angle(to)];
  const turn = (x: number) => ((x % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  // Anticlockwise from `from` reaches `via` before `to`? Then go that way; else go clockwise (reverse of b → a).
  if (turn(v - a) <= turn(b - a)) return arcPoints(circle.center, circle.radius, a, b, maxStep);
  return arcPoints(circle.center, circle.radius, b, a, maxStep).reverse();
}

/**
 * Pairs of edges of a closed ring that cross (neighbouring edges share a vertex and do not count). An empty list
 * means the ring is simple. O(n²): for checking shapes, not for big data.
 */
export function ringSelfIntersections(ring: readonly XY[]): [number, number][] {
  const pts = ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring;
  const n = pts.length;
  const side = (p: XY, q: XY, r: XY) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  const crossings: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const [a, b] = [pts[i], pts[(i + 1) % n]];
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // the closing edge meets the first at vertex 0
      const [c, d] = [pts[j], pts[(j + 1) % n]];
      const d1 = side(a, b, c);
      const d2 = side(a, b, d);
      const d3 = side(c, d, a);
      const d4 = side(c, d, b);
      if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) crossings.push([i, j]);
    }
  }
  return crossings;
}
