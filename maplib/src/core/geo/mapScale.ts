// The scale of a drawn map: metres on the ground per CSS pixel, measured through the map's own pixel → lon/lat
// conversion (so it holds in whatever projection the map is drawn in: Web Mercator, the geographic grid of EPSG:4326),
// the bar a scale shows (a 1, 2 or 5 × 10ⁿ length of a unit), and the scale denominator 1:N at a screen's DPI.
import type * as GeoJSON from 'geojson';
import { haversine } from './distance.ts';
import { METRES_PER_UNIT, type LengthSymbol } from './units.ts';
import { MERCATOR_MAX } from './webMercator.ts';
import { toRadians } from './angles.ts';

/** An inch in metres (exact, by the 1959 international yard and pound agreement). */
export const METRES_PER_INCH = 0.0254;
/** CSS pixels per inch: the `dpi` a scale denominator assumes unless told otherwise. */
export const CSS_DPI = 96;


/** The systems a scale bar measures in: metres and kilometres; feet and miles; nautical miles. */
export const SCALE_SYSTEMS = ['metric', 'imperial', 'nautical'] as const;
export type ScaleSystem = (typeof SCALE_SYSTEMS)[number];

/** What a scale bar shows: `length` `unit`s, which are `metres` on the ground and `width` pixels on the screen. */
export interface ScaleBar {
  unit: LengthSymbol;
  length: number;
  metres: number;
  width: number;
}

/**
 * Metres on the ground per pixel across a horizontal span of `span` pixels centred on the pixel `at`: the great-circle
 * distance (distance.ts) between the places `unproject` gives for its two ends, over `span`. `unproject` is the map's
 * own (MapView.unproject), so the answer follows the projection the map is drawn in. In Web Mercator and in the
 * geographic grid alike a pixel spans the same longitude east–west, so both give R·cos φ·Δλ per pixel at latitude φ.
 * The great circle cuts under the parallel by Δλ²·sin²φ / 24 of its length, so the span is one pixel by default: at
 * zoom 2 that is 2·10⁻⁷ (ten pixels, 2·10⁻⁵).
 */
export function groundMetresPerPixel(unproject: (pixel: [number, number]) => GeoJSON.Position, at: [number, number], span = 1): number {
  const [x, y] = at;
  return haversine(unproject([x - span / 2, y]), unproject([x + span / 2, y])) / span;
}

/** The largest 1, 2 or 5 × 10ⁿ not above `x` (x > 0): 0.37 → 0.2, 7 → 5, 1000 → 1000, 1999 → 1000. */
export function niceNumber(x: number): number {
  let power = 10 ** Math.floor(Math.log10(x));
  // log10 of a power of ten can land a hair under it (log10(1000) = 2.9999999999999996).
  if (power * 10 <= x) power *= 10;
  const leading = x / power;
  const digit = leading >= 5 ? 5 : leading >= 2 ? 2 : 1;
  // 3 × 0.1 is 0.30000000000000004: round away the binary noise.
  return Number((digit * power).toPrecision(12));
}

/**
 * The bar of `system` for a map of `metresPerPixel`, at most `maxWidth` pixels wide: the nice length of the unit that
 * suits it (kilometres from 1 km, miles from 1 mi, else metres or feet; nautical miles always).
 */
export function scaleBar(metresPerPixel: number, maxWidth: number, system: ScaleSystem): ScaleBar {
  const most = metresPerPixel * maxWidth;
  const unit: LengthSymbol =
    system === 'metric' ? (most >= METRES_PER_UNIT.km ? 'km' : 'm') : system === 'imperial' ? (most >= METRES_PER_UNIT.mi ? 'mi' : 'ft') : 'nmi';
  const length = niceNumber(most / METRES_PER_UNIT[unit]);
  const metres = length * METRES_PER_UNIT[unit];
  return { unit, length, metres, width: metres / metresPerPixel };
}

/**
 * The scale denominator N of 1:N: how many metres on the ground one metre on the screen shows, a pixel being
 * 1/`dpi` inch. At the CSS 96 dpi a pixel is 0.2646 mm; OGC's standardized rendering pixel (0.28 mm) is 90.71 dpi.
 */
export function scaleDenominator(metresPerPixel: number, dpi = CSS_DPI): number {
  return (metresPerPixel * dpi) / METRES_PER_INCH;
}

/**
 * Metres on the ground per CSS pixel along the parallel at `lat`, on a map at `zoom` whose world is `tileSize · 2^zoom`
 * pixels wide (MapLibre: 512), in closed form: the parallel's length (2πa·cos lat, on Web Mercator's sphere of radius a)
 * over the world's pixels. Web Mercator and the geographic grid (EPSG:4326 / 4490) both spread a parallel's 360° over
 * the world's width, so it holds for both east–west; `groundMetresPerPixel` measures a drawn map instead.
 */
export function metresPerPixelAt(zoom: number, lat: number, tileSize = 512): number {
  return (2 * MERCATOR_MAX * Math.cos(toRadians(lat))) / (tileSize * 2 ** zoom);
}
