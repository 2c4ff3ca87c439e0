// Units of length and area and the conversions from metres and square metres, with the 'auto' choice measuring tools
// make (m below 1 km, then km; m² below 1 km², then km²).

/** Metres in one unit of length (the international foot and mile, the international nautical mile). */
export const METRES_PER_UNIT = { m: 1, km: 1000, ft: 0.3048, mi: 1609.344, nmi: 1852 } as const;
/** Square metres in one unit of area. A mu (亩) is 1/15 ha, 10000/15 = 666.67 m² (the Chinese market unit). */
export const SQUARE_METRES_PER_UNIT = { 'm2': 1, 'km2': 1e6, ha: 1e4, mu: 1e4 / 15 } as const;

export type LengthSymbol = keyof typeof METRES_PER_UNIT;
export type AreaSymbol = keyof typeof SQUARE_METRES_PER_UNIT;

/** A length unit, or 'auto': m below 1,000 m, km from there. */
export function lengthUnitFor(metres: number, unit: LengthSymbol | 'auto' = 'auto'): LengthSymbol {
  return unit !== 'auto' ? unit : Math.abs(metres) < 1000 ? 'm' : 'km';
}

/** An area unit, or 'auto': m² below 1 km², km² from there. */
export function areaUnitFor(squareMetres: number, unit: AreaSymbol | 'auto' = 'auto'): AreaSymbol {
  return unit !== 'auto' ? unit : Math.abs(squareMetres) < 1e6 ? 'm2' : 'km2';
}

/** Metres in `unit`. */
export function lengthIn(metres: number, unit: LengthSymbol): number {
  return metres / METRES_PER_UNIT[unit];
}

/** Square metres in `unit`. */
export function areaIn(squareMetres: number, unit: AreaSymbol): number {
  return squareMetres / SQUARE_METRES_PER_UNIT[unit];
}
