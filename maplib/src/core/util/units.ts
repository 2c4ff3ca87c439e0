// Lengths and areas between units, and as text for a measurement readout. Unit names follow turf (`convertLength`,
// `convertArea`): an area unit named like a length is its square (`'kilometers'` is km²), plus hectares, acres and
// Chinese mu (亩). Degrees and radians are arcs of a great circle on the geometry kit's Earth (EARTH_RADIUS).
import { EARTH_RADIUS, toRadians } from '../geo/index.ts';
import { MapLibError } from '../base/mapLibError.ts';
import { METRES_PER_UNIT as L, SQUARE_METRES_PER_UNIT as A } from '../geo/units.ts';
import { show } from '../base/validateProps.ts';

/** Metres in one of each length unit. */
export const LENGTH_UNITS = {
  meters: L.m,
  kilometers: L.km,
  centimeters: 0.01,
  millimeters: 0.001,
  miles: L.mi,
  nauticalmiles: L.nmi,
  feet: L.ft,
  /** A degree of a great circle. */
  degrees: toRadians(1) * EARTH_RADIUS,
  /** A radian of a great circle. */
  radians: EARTH_RADIUS,
} as const;

/** Square metres in one of each area unit. */
export const AREA_UNITS = {
  meters: A.m2,
  kilometers: A.km2,
  centimeters: 1e-4,
  millimeters: 1e-6,
  miles: L.mi ** 2,
  feet: L.ft ** 2,
  hectares: A.ha,
  acres: 4046.8564224,
  /** 市亩: 10,000/15 m², 666.67 m². */
  mu: A.mu,
} as const;

export type LengthUnit = keyof typeof LENGTH_UNITS;
export type AreaUnit = keyof typeof AREA_UNITS;

const LENGTH_SYMBOLS: Record<LengthUnit, string> = {
  meters: 'm',
  kilometers: 'km',
  centimeters: 'cm',
  millimeters: 'mm',
  miles: 'mi',
  nauticalmiles: 'nmi',
  feet: 'ft',
  degrees: '°',
  radians: 'rad',
};
const AREA_SYMBOLS: Record<AreaUnit, string> = {
  meters: 'm²',
  kilometers: 'km²',
  centimeters: 'cm²',
  millimeters: 'mm²',
  miles: 'mi²',
  feet: 'ft²',
  hectares: 'ha',
  acres: 'ac',
  mu: '亩',
};

function factor<T extends Record<string, number>>(name: string, table: T, key: string, unit: unknown): number {
  if (typeof unit === 'string' && Object.hasOwn(table, unit)) return table[unit];
  throw new MapLibError(name, [`${key} must be one of ${Object.keys(table).join(', ')}, got ${show(unit)}`]);
}

function finite(name: string, value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new MapLibError(name, [`value must be a finite number, got ${show(value)}`]);
}

/** A length from one unit into another: `convertLength(1, 'nauticalmiles', 'kilometers')` is 1.852. Default into metres. */
export function convertLength(value: number, from: LengthUnit, to: LengthUnit = 'meters'): number {
  const v = finite('convertLength', value);
  return (v * factor('convertLength', LENGTH_UNITS, 'from', from)) / factor('convertLength', LENGTH_UNITS, 'to', to);
}

/** An area from one unit into another: `convertArea(1, 'kilometers', 'mu')` is 1500. Default into square metres. */
export function convertArea(value: number, from: AreaUnit, to: AreaUnit = 'meters'): number {
  const v = finite('convertArea', value);
  return (v * factor('convertArea', AREA_UNITS, 'from', from)) / factor('convertArea', AREA_UNITS, 'to', to);
}

export interface MeasureFormat<U> {
  /** The unit to write in; `'auto'` (default) picks metres or kilometres (m², km²) by size. */
  unit?: U | 'auto';
  /** Decimals; default 1 below a kilometre (a square kilometre) in auto, else 2. */
  digits?: number;
}

function formatMeasure<U extends string>(
  name: string,
  value: number,
  table: Record<U, number>,
  symbols: Record<U, string>,
  big: number,
  o: MeasureFormat<U>
): string {
  const v = finite(name, value);
  if (o.digits !== undefined && !(Number.isInteger(o.digits) && o.digits >= 0 && o.digits <= 10))
    throw new MapLibError(name, [`digits must be an integer 0…10, got ${show(o.digits)}`]);
  const auto = o.unit === undefined || o.unit === 'auto';
  const unit = (auto ? (Math.abs(v) < big ? 'meters' : 'kilometers') : o.unit) as U;
  const amount = v / factor(name, table, 'unit', unit);
  const digits = o.digits ?? (auto && unit === 'meters' ? 1 : 2);
  const symbol = symbols[unit];
  return symbol === '°' ? `${amount.toFixed(digits)}°` : `${amount.toFixed(digits)} ${symbol}`;
}

/** Metres as text: `formatLength(1234.5)` is `1.23 km`, `formatLength(523.4)` `523.4 m`, `{ unit: 'miles' }` `0.77 mi`. */
export function formatLength(metres: number, options: MeasureFormat<LengthUnit> = {}): string {
  return formatMeasure('formatLength', metres, LENGTH_UNITS, LENGTH_SYMBOLS, 1000, options);
}

/** Square metres as text: `formatArea(2.5e6)` is `2.50 km²`, `{ unit: 'mu' }` of 2000 m² `3.00 亩`, `{ unit: 'hectares' }` `0.20 ha`. */
export function formatArea(squareMetres: number, options: MeasureFormat<AreaUnit> = {}): string {
  return formatMeasure('formatArea', squareMetres, AREA_UNITS, AREA_SYMBOLS, 1e6, options);
}
