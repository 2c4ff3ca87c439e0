// Bounds of GeoJSON geometries: the box of their positions (optionally projected), MapGIS's `{ xmin, … }` form of it,
// the narrowest lon/lat box that may cross the antimeridian, and the box tests spatial queries start with.
import type * as GeoJSON from 'geojson';
import { wrapLongitude } from './angles.ts';

/** `[minx, miny, maxx, maxy]`: west, south, east, north in lon/lat (RFC 7946 §5's bbox order), or a plane's x/y. */
export type BBox = [number, number, number, number];

/** `{ xmin, ymin, xmax, ymax }`: MapGIS's and IGServer's bounds object. */
export interface BoundObject {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}

/** The box of no position, `[∞, ∞, −∞, −∞]` (as turf's bbox): any union with it is the other box, it meets nothing. */
export const EMPTY_BBOX: Readonly<BBox> = [Infinity, Infinity, -Infinity, -Infinity];

/**
 * Calls `fn` with every position of a geometry (every part of a GeometryCollection). Walks the coordinate arrays
 * whatever their nesting, so a malformed geometry (no coordinates) has no positions rather than throwing.
 */
export function eachPosition(g: GeoJSON.Geometry | null | undefined, fn: (p: GeoJSON.Position) => void): void {
  if (!g) return;
  if (g.type === 'GeometryCollection') return g.geometries?.forEach((part) => eachPosition(part, fn));
  const visit = (c: unknown): void => {
    if (!Array.isArray(c)) return;
    if (typeof c[0] === 'number') fn(c as GeoJSON.Position);
    else for (const inner of c) visit(inner);
  };
  visit(g.coordinates);
}

/**
 * The box of a geometry's positions, each first passed through `project` when given (a box in another plane, where a
 * projection need not keep corners corners). EMPTY_BBOX for a geometry without positions. Longitudes are compared as
 * numbers: see geographicBBox for the box that takes the short way across the antimeridian.
 */
export function geometryBBox(g: GeoJSON.Geometry | null | undefined, project?: (p: GeoJSON.Position) => GeoJSON.Position): BBox {
  const box: BBox = [...EMPTY_BBOX];
  eachPosition(g, (p) => {
    const [x, y] = project ? project(p) : p;
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  });
  return box;
}

/**
 * Does the box hold no position (EMPTY_BBOX: its south above its north)? West > east alone is not empty: that box
 * crosses the antimeridian.
 */
export function isEmptyBBox(b: Readonly<BBox>): boolean {
  return !(b[1] <= b[3]);
}

/** The box holding both boxes (planar: no antimeridian crossing). */
export function unionBBox(a: Readonly<BBox>, b: Readonly<BBox>): BBox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

/** A box as MapGIS's bounds object; undefined for the empty box. */
export function toBoundObject(b: Readonly<BBox>): BoundObject | undefined {
  return isEmptyBBox(b) ? undefined : { xmin: b[0], ymin: b[1], xmax: b[2], ymax: b[3] };
}

/** Bounds of any GeoJSON geometry as `{ xmin, ymin, xmax, ymax }`, or undefined when it has no positions. */
export function geometryBounds(g: GeoJSON.Geometry | null | undefined): BoundObject | undefined {
  return toBoundObject(geometryBBox(g));
}

/**
 * The narrowest lon/lat box that holds every position of a geometry: when the widest gap between its longitudes lies
 * across the antimeridian the box is the usual `[min, …, max, …]`; otherwise it crosses the antimeridian, written as
 * RFC 7946 §5.2 writes it, west > east (Fiji: `[177, -20, -178, -16]`). Longitudes outside ±180 are wrapped first.
 * EMPTY_BBOX for a geometry without positions.
 */
export function geographicBBox(g: GeoJSON.Geometry | null | undefined): BBox {
  const lons: number[] = [];
  let south = Infinity;
  let north = -Infinity;
  eachPosition(g, ([lon, lat]) => {
    lons.push(wrapLongitude(lon));
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  });
  if (!lons.length) return [...EMPTY_BBOX];
  lons.sort((a, b) => a - b);
  let west = lons[0];
  let east = lons[lons.length - 1];
  // The gap from the easternmost position round to the westernmost, across ±180°; a wider gap inside wins.
  let widest = lons[0] + 360 - lons[lons.length - 1];
  for (let i = 1; i < lons.length; i++) {
    const gap = lons[i] - lons[i - 1];
    if (gap > widest) {
      widest = gap;
      west = lons[i];
      east = lons[i - 1];
    }
  }
  return [west, south, east, north];
}

/** Do two boxes meet (edges included)? */
export function boxesIntersect(a: Readonly<BBox>, b: Readonly<BBox>): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}

/** Does `outer` hold all of `inner` (edges included)? */
export function boxContains(outer: Readonly<BBox>, inner: Readonly<BBox>): boolean {
  return inner[0] >= outer[0] && inner[2] <= outer[2] && inner[1] >= outer[1] && inner[3] <= outer[3];
}
