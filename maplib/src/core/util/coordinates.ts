// Longitude and latitude as people write them, both ways: `116.391280, 39.907220`, `116.391280°E, 39.907220°N`,
// `116°23′28.61″E, 39°54′25.99″N`, with Chinese hemisphere words (东经, 北纬) on request; and any of those, in either
// order, read back to `[lng, lat]`. The degrees-minutes-seconds split is the geometry kit's (geo/dms.ts).
import { formatDms } from '../geo/index.ts';
import { MapLibError } from '../base/mapLibError.ts';
import { show } from '../base/validateProps.ts';

export interface LngLatFormat {
  /**
   * `'decimal'`: signed degrees, `116.391280, 39.907220` (for code and data); `'degrees'`: unsigned with a hemisphere,
   * `116.391280°E, 39.907220°N`; `'dms'`: degrees, minutes and seconds, `116°23′28.61″E, 39°54′25.99″N`. Default
   * `'decimal'`.
   */
  format?: 'decimal' | 'degrees' | 'dms';
  /** Decimals of the degrees (decimal, degrees; default 6, about 0.1 m) or of the seconds (dms; default 2). */
  digits?: number;
  /** `'letter'` (N/S/E/W after the value) or `'zh'` (北纬/南纬/东经/西经 before it). Default `'letter'`. */
  hemisphere?: 'letter' | 'zh';
}

const SIDES = { letter: { lng: ['E', 'W'], lat: ['N', 'S'] }, zh: { lng: ['东经', '西经'], lat: ['北纬', '南纬'] } } as const;

function checkFormat(name: string, lngLat: unknown, o: LngLatFormat): void {
  const problems: string[] = [];
  const ok = Array.isArray(lngLat) && lngLat.length >= 2 && lngLat.slice(0, 2).every((v) => typeof v === 'number' && Number.isFinite(v));
  if (!ok) problems.push(`lngLat must be [lng, lat] numbers, got ${show(lngLat)}`);
  else if (Math.abs(lngLat[1]) > 90) problems.push(`latitude must be between -90 and 90, got ${lngLat[1]}`);
  if (o.format !== undefined && !['decimal', 'degrees', 'dms'].includes(o.format))
    problems.push(`format must be 'decimal', 'degrees' or 'dms', got ${show(o.format)}`);
  if (o.digits !== undefined && !(Number.isInteger(o.digits) && o.digits >= 0 && o.digits <= 8))
    problems.push(`digits must be an integer 0…8, got ${show(o.digits)}`);
  if (o.hemisphere !== undefined && o.hemisphere !== 'letter' && o.hemisphere !== 'zh')
    problems.push(`hemisphere must be 'letter' or 'zh', got ${show(o.hemisphere)}`);
  if (problems.length) throw new MapLibError(name, problems);
}

/** One value with its hemisphere, as `format` writes it. */
function formatOne(value: number, axis: 'lng' | 'lat', o: Required<LngLatFormat>): string {
  if (o.format === 'dms') return formatDms(value, axis, { secondsDigits: o.digits, hemisphere: o.hemisphere });
  const text = Math.abs(value).toFixed(o.digits);
  if (o.format === 'decimal') return value < 0 && Number(text) !== 0 ? `-${text}` : text;
  // Rounded to zero is the equator or the prime meridian: N and E, as formatDms has it.
  const side = SIDES[o.hemisphere][axis][value < 0 && Number(text) !== 0 ? 1 : 0];
  return o.hemisphere === 'zh' ? `${side}${text}°` : `${text}°${side}`;
}

/**
 * `[lng, lat]` as text, longitude first (as MapLib's positions): `formatLngLat([116.39128, 39.90722], { format: 'dms' })`
 * is `116°23′28.61″E, 39°54′25.99″N`. Longitudes are written as given: wrap one from a world copy first (200° → −160°).
 */
export function formatLngLat(lngLat: readonly number[], options: LngLatFormat = {}): string {
  checkFormat('formatLngLat', lngLat, options);
  const o: Required<LngLatFormat> = {
    format: options.format ?? 'decimal',
    digits: options.digits ?? (options.format === 'dms' ? 2 : 6),
    hemisphere: options.hemisphere ?? 'letter',
  };
  return `${formatOne(lngLat[0], 'lng', o)}, ${formatOne(lngLat[1], 'lat', o)}`;
}

// One value: an optional Chinese hemisphere word, a signed number of degrees, optional minutes and seconds (each
// with its mark: ′ or ', ″ or " or ''; 分, 秒), an optional letter. The degree mark is optional (° d 度).
const VALUE =
  /\s*(东经|西经|北纬|南纬)?\s*([+-]?\d+(?:\.\d+)?)\s*(?:°|º|d|度)?\s*(?:(\d+(?:\.\d+)?)\s*(?:′|'|’|分))?\s*(?:(\d+(?:\.\d+)?)\s*(?:″|"|''|”|秒))?\s*([NSEWnsew](?![A-Za-z]))?\s*[,;，；]?/y;

interface Read {
  value: number;
  axis?: 'lng' | 'lat';
}

function readValue(m: RegExpExecArray, text: string): Read {
  const [, word, deg, min, sec, letter] = m;
  const written = show(m[0].replace(/[,;，；]\s*$/, '').trim());
  const minutes = min === undefined ? 0 : Number(min);
  const seconds = sec === undefined ? 0 : Number(sec);
  if (minutes >= 60 || seconds >= 60) throw new MapLibError('parseLngLat', [`minutes and seconds must be below 60, got ${written} in ${show(text)}`]);
  if ((min !== undefined || sec !== undefined) && !Number.isInteger(Number(deg)))
    throw new MapLibError('parseLngLat', [`degrees with minutes must be whole, got ${written} in ${show(text)}`]);
  const side = word ?? letter?.toUpperCase();
  const negativeSide = side === 'W' || side === 'S' || side === '西经' || side === '南纬';
  const magnitude = Math.abs(Number(deg)) + minutes / 60 + seconds / 3600;
  const negative = deg.startsWith('-') !== negativeSide;
  if (side && deg.startsWith('-')) throw new MapLibError('parseLngLat', [`a value has a sign and a hemisphere, got ${written} in ${show(text)}`]);
  const axis = side === undefined ? undefined : side === 'E' || side === 'W' || side === '东经' || side === '西经' ? 'lng' : 'lat';
  return { value: negative ? -magnitude : magnitude, axis };
}

/**
 * `[lng, lat]` from text as formatLngLat writes it and as people type it: `116.39128, 39.90722`, `39.9072°N 116.3913°E`
 * (the hemispheres say which is which), `116°23'28.6"E, 39°54'26"N`, `北纬39°54′25.99″，东经116°23′28.61″`. Without
 * hemispheres the order is longitude, latitude. Throws MapLibError (`parseLngLat: …`) naming what it could not read.
 */
export function parseLngLat(text: string): [number, number] {
  if (typeof text !== 'string') throw new MapLibError('parseLngLat', [`text must be a string, got ${show(text)}`]);
  const values: Read[] = [];
  VALUE.lastIndex = 0;
  while (VALUE.lastIndex < text.length && values.length < 3) {
    const at = VALUE.lastIndex;
    const m = VALUE.exec(text);
    if (!m || m[0].trim() === '' || m.index !== at) {
      if (!text.slice(at).trim()) break;
      throw new MapLibError('parseLngLat', [`cannot read ${show(text.slice(at).trim())} as degrees in ${show(text)}`]);
    }
    values.push(readValue(m, text));
  }
  if (values.length !== 2)
    throw new MapLibError('parseLngLat', [
      `needs a longitude and a latitude, found ${values.length === 3 ? 'more than 2' : values.length} value${values.length === 1 ? '' : 's'} in ${show(text)}`,
    ]);
  const [a, b] = values;
  if ((a.axis === undefined) !== (b.axis === undefined) || (a.axis && a.axis === b.axis)) {
    throw new MapLibError('parseLngLat', [`give both values a hemisphere (one E/W, one N/S) or neither, in ${show(text)}`]);
  }
  const [lng, lat] = a.axis === 'lat' ? [b.value, a.value] : [a.value, b.value];
  if (Math.abs(lat) > 90) throw new MapLibError('parseLngLat', [`latitude must be between -90 and 90, got ${lat} in ${show(text)}`]);
  if (Math.abs(lng) > 180) throw new MapLibError('parseLngLat', [`longitude must be between -180 and 180, got ${lng} in ${show(text)}`]);
  return [lng, lat];
}
