// Unwraps a lon/lat ring or line across the antimeridian, so flat rendering does not streak across the map.

type Position = number[];

/**
 * When consecutive longitudes jump by more than 180°, the next point is shifted by ±360° (Natural Earth stitches rings
 * across ±180). A ring around a pole (Antarctica) ends 360° from where it started: it is closed along the pole's
 * latitude edge, so it fills the bottom (or top) of the map instead of cutting through it.
 */
export function unwrapRing(ring: Position[], closePolar = true): Position[] {
  if (ring.length < 2) return ring.map((p) => [...p]);
  const out: Position[] = [[...ring[0]]];
  let shift = 0;
  for (let i = 1; i < ring.length; i++) {
    const delta = ring[i][0] - ring[i - 1][0];
    if (delta > 180) shift -= 360;
    else if (delta < -180) shift += 360;
    out.push([ring[i][0] + shift, ...ring[i].slice(1)]);
  }
  if (closePolar && shift !== 0) {
    const first = out[0];
    const last = out[out.length - 1];
    const meanLat = out.reduce((s, p) => s + p[1], 0) / out.length;
    const pole = meanLat < 0 ? -90 : 90;
    out.push([last[0], pole], [first[0], pole], [...first]);
  }
  return out;
}

export function unwrapGeometry<G extends { type: string; coordinates: unknown }>(geometry: G): G {
  const g = geometry as unknown as { type: string; coordinates: any };
  switch (g.type) {
    case 'Polygon':
      return { ...geometry, coordinates: g.coordinates.map((r: Position[]) => unwrapRing(r)) };
    case 'MultiPolygon':
      return { ...geometry, coordinates: g.coordinates.map((p: Position[][]) => p.map((r) => unwrapRing(r))) };
    case 'LineString':
      return { ...geometry, coordinates: unwrapRing(g.coordinates, false) };
    case 'MultiLineString':
      return { ...geometry, coordinates: g.coordinates.map((l: Position[]) => unwrapRing(l, false)) };
    default:
      return geometry;
  }
}

/** Rounds coordinates to `digits` decimals (1:110m data needs no more than 3: about 100 m) to shrink the files. */
export function roundCoordinates<T>(coordinates: T, digits = 3): T {
  const f = 10 ** digits;
  const walk = (c: any): any => (typeof c === 'number' ? Math.round(c * f) / f : c.map(walk));
  return walk(coordinates);
}
