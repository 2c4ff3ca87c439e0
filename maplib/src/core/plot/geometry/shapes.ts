// Areas and lines of tactical graphics from control points on a plane (projected metres, y up): circle, ellipse,
// rectangle, sector (扇形), lune (弓形), arc (弧线), curve (曲线), closed curve (闭合曲面), assembly area (集结地),
// free and straight lines, polygons, and flags (旗标). Curves come from the geometry kit's curves.ts.
import type * as GeoJSON from 'geojson';
import { arcPoints, arcThrough, catmullRom, type XY } from '../../geo/curves.ts';
import { add, direction, distance, leftNormal, mid, scale, sub, cross, type Pt } from './vectors.ts';

const copy = (points: readonly XY[]): Pt[] => points.map((p) => [p[0], p[1]]);
const closed = (ring: Pt[]): Pt[] => (ring.length && (ring[0][0] !== ring[ring.length - 1][0] || ring[0][1] !== ring[ring.length - 1][1]) ? [...ring, ring[0]] : ring);
const polygon = (ring: Pt[]): GeoJSON.Polygon => ({ type: 'Polygon', coordinates: [closed(ring)] });
const line = (points: Pt[]): GeoJSON.LineString => ({ type: 'LineString', coordinates: points });

/** Circle: the centre, then a point on the rim. */
export function circle([center, rim]: readonly XY[]): GeoJSON.Polygon {
  return polygon(arcPoints(center, distance(center, rim), 0, 2 * Math.PI).slice(0, -1));
}

/** Ellipse: two opposite corners of the box it fills. */
export function ellipse([a, b]: readonly XY[]): GeoJSON.Polygon {
  const c = mid(a, b);
  const [rx, ry] = [Math.abs(b[0] - a[0]) / 2, Math.abs(b[1] - a[1]) / 2];
  return polygon(arcPoints([0, 0], 1, 0, 2 * Math.PI).slice(0, -1).map(([x, y]) => [c[0] + rx * x, c[1] + ry * y] as Pt));
}

/** Rectangle: two opposite corners (sides along the axes of the plane). */
export function rectangle([a, b]: readonly XY[]): GeoJSON.Polygon {
  return polygon([[a[0], a[1]], [b[0], a[1]], [b[0], b[1]], [a[0], b[1]]]);
}

const angleOf = (center: XY, p: XY) => Math.atan2(p[1] - center[1], p[0] - center[0]);

/** Sector: the centre, a point that sets the radius and where the sector starts, a point on the ray where it ends (anticlockwise). */
export function sector([center, start, end]: readonly XY[]): GeoJSON.Polygon {
  const c: Pt = [center[0], center[1]];
  return polygon([c, ...arcPoints(center, distance(center, start), angleOf(center, start), angleOf(center, end)), c]);
}

/** Arc: the ends, then a point it passes through. */
export function arc([from, to, via]: readonly XY[]): GeoJSON.LineString {
  return line(arcThrough(from, via, to));
}

/** Lune (弓形): an arc (its ends, then a point it passes) closed by its chord. */
export function lune([from, to, via]: readonly XY[]): GeoJSON.Polygon {
  return polygon(arcThrough(from, via, to));
}

/** Curve: a smooth line through every point. */
export function curve(points: readonly XY[]): GeoJSON.LineString {
  return line(catmullRom(points));
}

/** Closed curve: a smooth closed line through every point. */
export function closedCurve(points: readonly XY[]): GeoJSON.Polygon {
  return polygon(catmullRom(points, { closed: true }));
}

/** The dent of an assembly area's base, as a share of the base's length. */
export const ASSEMBLY_DENT = 0.12;

/**
 * Assembly area (集结地): points 1–2 the ends of its base, 3 its far side. A smooth closed curve through the base's
 * ends, a dent pushed into the base's middle, the far point and two shoulders beside it: a bean that opens towards
 * where the troops gather from.
 */
export function assemblyArea([a, b, far]: readonly XY[]): GeoJSON.Polygon {
  const base = distance(a, b);
  const inward = leftNormal(direction(a, b));
  const side = cross(direction(a, b), sub(far, a)) >= 0 ? 1 : -1; // the far point's side of the base
  const dent = add(mid(a, b), scale(inward, side * base * ASSEMBLY_DENT));
  // Beside the far point, halfway up each side and pushed a little outwards from the base's middle.
  const shoulder = (corner: XY) => {
    const m = mid(corner, far);
    return add(m, scale(sub(m, mid(a, b)), 0.15));
  };
  return polygon(catmullRom([a, dent, b, shoulder(b), far, shoulder(a)], { closed: true }));
}

/** Free line (自由线) and polyline: the points as they are. */
export function polyline(points: readonly XY[]): GeoJSON.LineString {
  return line(copy(points));
}

/** Polygon: the points as its ring. */
export function polygonOf(points: readonly XY[]): GeoJSON.Polygon {
  return polygon(copy(points));
}

export type FlagKind = 'rect' | 'triangle' | 'curve';

/**
 * Flag (旗标): point 1 the top of the pole, point 2 the far lower corner of the box the flag and pole fill. The pole
 * runs down the near side; the flag fills the top half, as a rectangle, a triangle or a waving cloth.
 */
export function flag(kind: FlagKind, [top, corner]: readonly XY[]): GeoJSON.GeometryCollection {
  const foot: Pt = [top[0], corner[1]];
  const halfY = (top[1] + corner[1]) / 2;
  let cloth: Pt[];
  if (kind === 'rect') cloth = [[top[0], top[1]], [corner[0], top[1]], [corner[0], halfY], [top[0], halfY]];
  else if (kind === 'triangle') cloth = [[top[0], top[1]], [corner[0], (top[1] + halfY) / 2], [top[0], halfY]];
  else {
    // Two sine waves of one period, the top edge and the bottom edge, joined at the far side.
    const wave = (y: number) => Array.from({ length: 33 }, (_, i) => [top[0] + ((corner[0] - top[0]) * i) / 32, y + ((top[1] - halfY) / 6) * Math.sin((2 * Math.PI * i) / 32)] as Pt);
    cloth = [...wave(top[1]), ...wave(halfY).reverse()];
  }
  return {
    type: 'GeometryCollection',
    geometries: [polygon(cloth), line([[top[0], top[1]], foot])],
  };
}
