// Areas on the sphere of earth.ts: of one ring (signed), and of polygons with their holes taken out.
import type * as GeoJSON from 'geojson';
import { toRadians } from './angles.ts';
import { EARTH_RADIUS } from './earth.ts';
import { polygonsOf } from './parts.ts';

/**
 * Signed area in square metres of a ring of `[lon, lat]` positions (closed or not), positive when it runs
 * counter-clockwise (RFC 7946's outer rings), negative clockwise (their holes, and Esri's outer rings).
 *
 * The sum is Chamberlain & Duquette's ("Some Algorithms for Polygons on a Sphere", JPL Publication 07-03, 2007), the one
 * turf's `area` uses: the shoelace formula on Lambert's cylindrical equal-area projection (x = λ, y = sin φ) times R².
 * It is exact for rings of meridians and parallels (a lon/lat cell) and near the great-circle area for short edges.
 * Longitudes are taken as written: a ring over the antimeridian is written with continuous longitudes (179 → 181) or
 * cut in two (RFC 7946 §3.1.9), as a ring round a pole runs −180 → 180.
 */
export function ringArea(ring: GeoJSON.Position[]): number {
  // Σ (λᵢ − λⱼ)(sin φⱼ + sin φᵢ) over the edges j → i: twice the trapezoids under them, −2 × the area on the unit sphere.
  let trapezoids = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    trapezoids += toRadians(ring[i][0] - ring[j][0]) * (Math.sin(toRadians(ring[j][1])) + Math.sin(toRadians(ring[i][1])));
  }
  return (-trapezoids / 2) * EARTH_RADIUS ** 2;
}

/** Area in square metres of a polygon's rings: the outer ring's less its holes', whichever way each ring runs. */
export function polygonArea(rings: GeoJSON.Position[][]): number {
  if (!rings.length) return 0;
  return rings.slice(1).reduce((area, hole) => area - Math.abs(ringArea(hole)), Math.abs(ringArea(rings[0])));
}

/** Area in square metres of a geometry: polygons' and multipolygons' areas summed (holes out); other types have none. */
export function geometryArea(g: GeoJSON.Geometry | null | undefined): number {
  return polygonsOf(g).reduce((sum, rings) => sum + polygonArea(rings), 0);
}
