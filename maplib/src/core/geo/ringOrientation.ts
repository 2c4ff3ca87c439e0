// Which way a ring runs, and turning polygons to a convention: RFC 7946 GeoJSON writes outer rings counter-clockwise
// and holes clockwise; Esri JSON the other way round (outer rings clockwise, holes counter-clockwise). Planar, on the
// coordinates as written, with y up (lon/lat or projected metres alike: Web Mercator keeps the turning).
import type * as GeoJSON from 'geojson';

/** The planar signed area of a ring (closed or not) in its units squared: positive counter-clockwise, with y up. */
export function signedRingArea(ring: GeoJSON.Position[]): number {
  let twice = 0;
  // Σ (x_prev − x)(y_prev + y) over the edges: positive when the ring turns left (counter-clockwise).
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) twice += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return twice / 2;
}

/** Does the ring run clockwise (y up)? A ring without area (a line walked there and back) runs neither way: false. */
export function isClockwise(ring: GeoJSON.Position[]): boolean {
  return signedRingArea(ring) < 0;
}

/** The ring running the asked way: itself when it already does, else a reversed copy. */
export function orientRing(ring: GeoJSON.Position[], clockwise: boolean): GeoJSON.Position[] {
  const ccw = signedRingArea(ring) > 0;
  return ccw === clockwise ? [...ring].reverse() : ring;
}

/** A polygon's rings turned one way: the outer ring clockwise or not as asked, its holes the other way. */
export function orientPolygon(rings: GeoJSON.Position[][], outerClockwise: boolean): GeoJSON.Position[][] {
  return rings.map((r, i) => orientRing(r, i === 0 ? outerClockwise : !outerClockwise));
}

/** A geometry with its polygons' rings in RFC 7946's order (outer counter-clockwise, holes clockwise); others as they are. */
export function rewindRfc7946<G extends GeoJSON.Geometry>(g: G): G {
  if (g.type === 'Polygon') return { ...g, coordinates: orientPolygon(g.coordinates, false) };
  if (g.type === 'MultiPolygon') return { ...g, coordinates: g.coordinates.map((p) => orientPolygon(p, false)) };
  return g;
}
