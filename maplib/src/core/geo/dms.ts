// Degrees as degrees, minutes and seconds (DMS): 116°23′28.61″E. Rounded once, on the whole value in seconds, so
// 59.9995″ shown with two decimals carries into the next minute (and 59′ into the next degree) instead of reading 60″.

/** A signed angle split into whole degrees and minutes and decimal seconds, as it is written. */
export interface Dms {
  /** Whether the angle is below zero once rounded (−0.000001° shown as 0°00′00″ is not negative). */
  negative: boolean;
  degrees: number;
  minutes: number;
  seconds: number;
}

/** How a DMS angle says its side of the equator or prime meridian: `N`/`S`/`E`/`W` after it, or 北纬/南纬/东经/西经 before it. */
export type Hemisphere = 'letter' | 'zh';

const HEMISPHERES = {
  letter: { lat: ['N', 'S'], lng: ['E', 'W'] },
  zh: { lat: ['北纬', '南纬'], lng: ['东经', '西经'] },
} as const;

/** `degrees` split into D°M′S″ with `secondsDigits` decimals of seconds (0…8), rounded to the nearest. */
export function toDms(degrees: number, secondsDigits = 2): Dms {
  if (!Number.isFinite(degrees)) throw new RangeError(`toDms: degrees must be a finite number, got ${degrees}`);
  if (!Number.isInteger(secondsDigits) || secondsDigits < 0 || secondsDigits > 8) throw new RangeError(`toDms: secondsDigits must be an integer 0…8, got ${secondsDigits}`);
  // Whole units of the last shown decimal of a second: the one rounding, in integers from here on.
  const perSecond = 10 ** secondsDigits;
  const units = Math.round(Math.abs(degrees) * 3600 * perSecond);
  const perMinute = 60 * perSecond;
  const perDegree = 60 * perMinute;
  return {
    negative: degrees < 0 && units > 0,
    degrees: Math.floor(units / perDegree),
    minutes: Math.floor((units % perDegree) / perMinute),
    seconds: (units % perMinute) / perSecond,
  };
}

/**
 * A latitude or longitude in DMS with its hemisphere: `39°54′25.63″N`, `116°23′28.61″E`, or with `hemisphere: 'zh'`
 * `北纬39°54′25.63″`. Minutes and seconds have two digits before the point, so the text keeps its width. The equator
 * and the prime meridian count as N and E.
 */
export function formatDms(degrees: number, axis: 'lng' | 'lat', options: { secondsDigits?: number; hemisphere?: Hemisphere } = {}): string {
  const { secondsDigits = 2, hemisphere = 'letter' } = options;
  const d = toDms(degrees, secondsDigits);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const seconds = d.seconds.toFixed(secondsDigits).padStart(secondsDigits ? secondsDigits + 3 : 2, '0');
  const angle = `${d.degrees}°${pad(d.minutes, 2)}′${seconds}″`;
  const side = HEMISPHERES[hemisphere][axis][d.negative ? 1 : 0];
  return hemisphere === 'zh' ? side + angle : angle + side;
}
