// Degrees ↔ radians, for the kit's spherical formulas and for callers that turn a bearing into degrees.

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
