// Great-circle lengths on the sphere of earth.ts: between two points, along a line, around a geometry's rings.
import type * as GeoJSON from 'geojson';
import { toRadians } from './angles.ts';
import { EARTH_RADIUS } from './earth.ts';
import { linesOf } from './parts.ts';

/**
 * Great-circle distance in metres between two `[lon, lat]` points (the haversine formula on a sphere of EARTH_RADIUS).
 * It takes the short way round: from 179°E to 179°W is 2° of longitude, not 358°.
 */
export function haversine(a: GeoJSON.Position, b: GeoJSON.Position): number {
  const dLat = toRadians(b[1] - a[1]);
  const dLng = toRadians(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a[1])) * Math.cos(toRadians(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Length in metres of a line of `[lon, lat]` positions: the sum of its segments' great-circle distances. */
export function lineLength(line: GeoJSON.Position[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += haversine(line[i - 1], line[i]);
  return total;
}

/**
 * Length in metres of a geometry: its lines summed; a polygon's rings (holes too) counted as their perimeters, as
 * turf's `length` does; points have none; a GeometryCollection adds up its parts.
 */
export function geometryLength(g: GeoJSON.Geometry | null | undefined): number {
  return linesOf(g).reduce((sum, line) => sum + lineLength(line), 0);
}
