// Ground resolution and map scale of a web map: metres on the ground per CSS pixel at a latitude and zoom, and the
// scale denominator N of "1:N" at a screen's dots per inch. The status bar and the scale bar read both from here.
import { MERCATOR_MAX } from './webMercator.ts';
import { toRadians } from './angles.ts';

/** A CSS inch in metres: the 0.0254 of "1:N = metres per pixel × dpi / 0.0254". */
export const METRES_PER_INCH = 0.0254;

/** The dots per inch of a CSS pixel (CSS defines 1 in = 96 px), the dpi a scale denominator assumes unless told. */
export const CSS_DPI = 96;

/**
 * Metres on the ground per CSS pixel along the parallel at `lat`, on a map at `zoom` whose world is `tileSize · 2^zoom`
 * pixels wide (MapLibre: 512). Web Mercator and the geographic grid (EPSG:4326 / 4490) both spread the 360° of a
 * parallel over the world's width, so the answer is the same for both: the parallel's length (2πa·cos lat, on Web
 * Mercator's sphere of radius a) over the world's pixels. Across the pixel's other axis the two differ: Mercator is
 * conformal (the same there), the geographic grid is not (a degree of latitude is always ~111 km).
 */
export function metresPerPixelAt(zoom: number, lat: number, tileSize = 512): number {
  return (2 * MERCATOR_MAX * Math.cos(toRadians(lat))) / (tileSize * 2 ** zoom);
}

/** N of the map scale 1:N: how many times `metresPerPixel` is larger than a pixel on a screen of `dpi`. */
export function scaleDenominator(metresPerPixel: number, dpi = CSS_DPI): number {
  return (metresPerPixel * dpi) / METRES_PER_INCH;
}
