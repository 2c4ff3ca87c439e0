// Degrees ↔ radians, for the kit's spherical formulas and for callers that turn a bearing into degrees; longitudes on a
// map that repeats every 360°: folded into [−180, 180], or moved next to another one.

export const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
export const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/**
 * A longitude folded into [−180, 180]: what MapLibre gives for a pointer over a world copy (−243.6 → 116.4). ±180 is
 * kept as it came (the antimeridian has both names), and so is 540 → 180.
 */
export function wrapLongitude(lon: number): number {
  if (lon >= -180 && lon <= 180) return lon;
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lon > 0 ? 180 : wrapped;
}

/**
 * The longitude `lon + k·360` (k an integer) closest to `reference`: within ±180° of it. A polygon whose corners pass
 * through this keeps straight edges across the antimeridian (179° and −179° near 179° give 179° and 181°).
 */
export function longitudeNear(lon: number, reference: number): number {
  // Whole turns added to `lon` itself, so a longitude already near the reference comes back exactly as it was.
  const turns = Math.round((reference - lon) / 360);
  return turns === 0 ? lon : lon + turns * 360;
}
