// Longitudes on a map that repeats every 360°: the copy of a longitude nearest another one, so points drawn around a
// view's centre stay on the same side of the antimeridian as the centre.

/**
 * The longitude `lon + k·360` (k an integer) closest to `reference`: within ±180° of it. A polygon whose corners pass
 * through this keeps straight edges across the antimeridian (179° and −179° near 179° give 179° and 181°).
 */
export function longitudeNear(lon: number, reference: number): number {
  // Whole turns added to `lon` itself, so a longitude already near the reference comes back exactly as it was.
  const turns = Math.round((reference - lon) / 360);
  return turns === 0 ? lon : lon + turns * 360;
}
