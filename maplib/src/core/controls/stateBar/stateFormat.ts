// What the StateBar shows, worked out without a map: the pointer's lon/lat in decimal degrees or DMS, the zoom level,
// the scale 1:N at the map's centre latitude, the CRS. Pure, unit-tested; the control feeds it what the map says.
import { formatDms, metresPerPixelAt, scaleDenominator, wrapLongitude } from '../../geo/index.ts';
import type { CrsName } from '../../map/crs.ts';

/** How the bar writes lon/lat: decimal degrees (`116.39128°`) or degrees, minutes and seconds (`116°23′28.61″E`). */
export type CoordinateFormat = 'decimal' | 'dms';

/** What the bar writes in place of lon/lat while the pointer is off the map. */
export const NO_POSITION = '—';

/** The state of the bar: what a custom layout (`render`) and `onChange` receive. */
export interface StateBarState {
  /** Longitude under the pointer, in [−180, 180]; `null` while the pointer is off the map (or has not been on it). */
  lng: number | null;
  /** Latitude under the pointer; `null` off the map. */
  lat: number | null;
  /** The zoom level. */
  level: number;
  /** N of the scale 1:N at the map's centre latitude. */
  scale: number;
  /** The CRS the map is drawn in. */
  crs: CrsName;
  /** The same as the bar writes them, in its `format` and `digits` (`lng`/`lat` are a dash off the map). */
  text: { lng: string; lat: string; level: string; scale: string; crs: string };
}

/** What the map says at one moment. */
export interface MapReading {
  /** The lon/lat under the pointer (as MapLibre unprojects it, world copies included), or null off the map. */
  pointer: [number, number] | null;
  zoom: number;
  centreLat: number;
  crs: CrsName;
}

export interface StateFormatOptions {
  format?: CoordinateFormat;
  /** Decimals of decimal degrees (default 5, about a metre); DMS seconds get `digits − 3` of them (the same precision). */
  digits?: number;
  /** The screen's dots per inch for the scale (default 96, a CSS inch). */
  dpi?: number;
}

/**
 * A coordinate as the bar writes it: decimal degrees with `digits` decimals (a value that rounds to zero has no minus
 * sign), or DMS with hemisphere letters and `digits − 3` decimals of seconds (1″ is 0.00028°: the same precision).
 */
export function formatCoordinate(value: number | null, axis: 'lng' | 'lat', format: CoordinateFormat = 'decimal', digits = 5): string {
  if (value === null) return NO_POSITION;
  if (format === 'dms') return formatDms(value, axis, { secondsDigits: Math.max(0, digits - 3) });
  return `${value.toFixed(digits).replace(/^-(?=[0.]*$)/, '')}°`;
}

/**
 * The widest text `formatCoordinate` writes for an axis, in characters: what the bar keeps free for it, so the items
 * after it stay put as the pointer moves (`-116.12345°` is 11, `116°23′28.61″E` 14).
 */
export function coordinateWidth(axis: 'lng' | 'lat', format: CoordinateFormat = 'decimal', digits = 5): number {
  const whole = axis === 'lng' ? 3 : 2;
  if (format === 'dms') {
    const secondsDigits = Math.max(0, digits - 3);
    return whole + 8 + (secondsDigits ? secondsDigits + 1 : 0);
  }
  return 1 + whole + (digits ? digits + 1 : 0) + 1;
}

/** A zoom level to two decimals at most: `4`, `4.5`, `4.25`. */
export function formatLevel(zoom: number): string {
  return String(Math.round(zoom * 100) / 100);
}

/** A scale denominator as 1:N, N whole with thousands separators: `1:36,978,595`. */
export function formatScale(denominator: number): string {
  return `1:${Math.round(denominator).toLocaleString('en-US')}`;
}

/** The bar's state from a reading of the map: the pointer's longitude folded into [−180, 180], the scale at the centre. */
export function stateOf(reading: MapReading, options: StateFormatOptions = {}): StateBarState {
  const { format = 'decimal', digits = 5, dpi } = options;
  const on = reading.pointer && reading.pointer.every(Number.isFinite) && Math.abs(reading.pointer[1]) <= 90;
  const lng = on ? wrapLongitude(reading.pointer![0]) : null;
  const lat = on ? reading.pointer![1] : null;
  const scale = scaleDenominator(metresPerPixelAt(reading.zoom, reading.centreLat), dpi);
  return {
    lng,
    lat,
    level: reading.zoom,
    scale,
    crs: reading.crs,
    text: {
      lng: formatCoordinate(lng, 'lng', format, digits),
      lat: formatCoordinate(lat, 'lat', format, digits),
      level: formatLevel(reading.zoom),
      scale: formatScale(scale),
      crs: reading.crs,
    },
  };
}
