// Measure's figures and words, pure: a shape's length or area by method (on the sphere, on the Web Mercator plane, or
// both) and the label that shows them in a unit and a locale. The formulas are core/geo's.
import type * as GeoJSON from 'geojson';
import { geometryArea, geometryLength } from '../../geo/index.ts';
import { planarGeometryArea, planarGeometryLength } from '../../geo/planar.ts';
import { areaUnitFor, areaIn, lengthIn, lengthUnitFor, type AreaSymbol, type LengthSymbol } from '../../geo/units.ts';
import { messageFor, type MessageKey } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locale.ts';

export type MeasureMode = 'measure-length' | 'measure-area';
export type MeasureMethod = 'both' | 'geography' | 'projection';
export type MeasureUnit = LengthSymbol | AreaSymbol | 'auto';

export interface MeasureFigures {
  /** The figure of the method: metres or square metres (the geodesic one with `both`). */
  result: number;
  /** On the sphere (R = 6,371,008.8 m), unless the method is `projection`. */
  geography?: number;
  /** On the Web Mercator plane, unless the method is `geography`. */
  projection?: number;
}

/** The figures of a line (length) or polygon (area) by method. */
export function measureFigures(geometry: GeoJSON.Geometry, mode: MeasureMode, method: MeasureMethod): MeasureFigures {
  const sphere = mode === 'measure-length' ? geometryLength : geometryArea;
  const plane = mode === 'measure-length' ? planarGeometryLength : planarGeometryArea;
  const geography = method !== 'projection' ? sphere(geometry) : undefined;
  const projection = method !== 'geography' ? plane(geometry) : undefined;
  return { result: geography ?? projection!, geography, projection };
}

const UNIT_WORDS: Record<LengthSymbol | AreaSymbol, MessageKey> = {
  m: 'measure.unitM', km: 'measure.unitKm', ft: 'measure.unitFt', mi: 'measure.unitMi', nmi: 'measure.unitNmi',
  m2: 'measure.unitSqM', km2: 'measure.unitSqKm', ha: 'measure.unitHa', mu: 'measure.unitMu',
};

export const LENGTH_UNIT_NAMES = ['auto', 'm', 'km', 'ft', 'mi', 'nmi'] as const;
export const AREA_UNIT_NAMES = ['auto', 'm2', 'km2', 'ha', 'mu'] as const;

/** One figure in a unit: `'9,540.5 km²'`, `'12.3 亩'`. */
export function formatFigure(value: number, mode: MeasureMode, unit: MeasureUnit, locale: Locale): string {
  const length = mode === 'measure-length';
  const u = length ? lengthUnitFor(value, unit as LengthSymbol | 'auto') : areaUnitFor(value, unit as AreaSymbol | 'auto');
  const n = length ? lengthIn(value, u as LengthSymbol) : areaIn(value, u as AreaSymbol);
  const digits = u === 'm' || u === 'm2' ? 0 : 2;
  const number = n.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${number} ${messageFor(locale, UNIT_WORDS[u])}`;
}

/** The label's lines: the method's figure, and with `both` the planar one beside it. */
export function measureLabel(figures: MeasureFigures, mode: MeasureMode, unit: MeasureUnit, locale: Locale): string[] {
  const what = messageFor(locale, mode === 'measure-length' ? 'measure.length' : 'measure.area');
  const lines: string[] = [];
  if (figures.geography !== undefined) lines.push(`${what} ${formatFigure(figures.geography, mode, unit, locale)}`);
  if (figures.projection !== undefined) {
    const planar = formatFigure(figures.projection, mode, unit, locale);
    lines.push(figures.geography !== undefined ? `${messageFor(locale, 'measure.planar')} ${planar}` : `${what} ${planar}`);
  }
  return lines;
}
