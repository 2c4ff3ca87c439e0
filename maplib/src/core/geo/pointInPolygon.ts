// Point in polygon on the plane of the coordinates (lon/lat as x/y, or projected metres): ray casting over the
// rings, holes taken out, for spatial queries and hit tests.
import type * as GeoJSON from 'geojson';

/** Is (x, y) inside one ring (closed or not)? Ray casting; which way the ring runs does not matter. */
export function pointInRing(x: number, y: number, ring: GeoJSON.Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside a polygon's outer ring (its first) and outside every hole. */
export function pointInPolygon(x: number, y: number, rings: GeoJSON.Position[][]): boolean {
  if (!rings.length || !pointInRing(x, y, rings[0])) return false;
  return !rings.slice(1).some((hole) => pointInRing(x, y, hole));
}

/** Does a point fall inside a (multi)polygon, or lie on a point? Lines never contain one. */
export function geometryContainsPoint(g: GeoJSON.Geometry, x: number, y: number): boolean {
  if (g.type === 'Polygon') return pointInPolygon(x, y, g.coordinates);
  if (g.type === 'MultiPolygon') return g.coordinates.some((p) => pointInPolygon(x, y, p));
  if (g.type === 'Point') return g.coordinates[0] === x && g.coordinates[1] === y;
  return false;
}
