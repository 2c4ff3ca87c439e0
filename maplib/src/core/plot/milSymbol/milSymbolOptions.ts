// Point symbols (军标) of plots: which properties of a `milSymbol` plot reach milsymbol — the symbol identification
// code and a small documented subset of its options — checked without loading milsymbol (it is a lazy chunk; whether
// milsymbol knows the code is asked when the symbol is drawn, see milSymbolImages.ts).
import { show } from '../../base/validateProps.ts';

/** The milsymbol options a `milSymbol` plot may carry in its properties, beside `sidc`. */
export interface MilSymbolOptions {
  /** Size of the symbol's frame in pixels (milsymbol's `size`). Default 30. */
  size?: number;
  /** Field T: the unit's designation, e.g. "1". */
  uniqueDesignation?: string;
  /** Field M: the higher formation, e.g. "2-3". */
  higherFormation?: string;
  /** Field C: quantity of equipment. */
  quantity?: string;
  /** Field H: free text. */
  additionalInformation?: string;
  /** Field Q: direction of movement in degrees (an arrow from the symbol). */
  direction?: number;
}

export const DEFAULT_SYMBOL_SIZE = 30;

const TEXT_OPTIONS = ['uniqueDesignation', 'higherFormation', 'quantity', 'additionalInformation'] as const;
export const MIL_SYMBOL_OPTIONS = ['size', ...TEXT_OPTIONS, 'direction'] as const;

/** The shape of a symbol identification code: 2525B/C and APP-6 letter codes (10–15 characters), 2525D/E and APP-6D number codes (20 or 30 digits). */
const SIDC_SHAPE = /^(?:[A-Za-z*-][A-Za-z0-9*-]{9,14}|\d{20}|\d{30})$/;

/** Problems with a milSymbol plot's properties, as sentences (empty: fine). */
export function milSymbolProblems(properties: Record<string, unknown> | undefined): string[] {
  const p = properties ?? {};
  if (typeof p.sidc !== 'string' || !SIDC_SHAPE.test(p.sidc))
    return [`milSymbol needs properties.sidc, a symbol identification code of MIL-STD-2525 or APP-6 (such as "SFGPUCI--------" or a 20-digit 2525D code), got ${show(p.sidc)}`];
  const problems: string[] = [];
  if (p.size !== undefined && !(typeof p.size === 'number' && p.size >= 8 && p.size <= 200)) problems.push(`milSymbol properties.size must be a number from 8 to 200 (pixels), got ${show(p.size)}`);
  if (p.direction !== undefined && !(typeof p.direction === 'number' && Number.isFinite(p.direction))) problems.push(`milSymbol properties.direction must be a number of degrees, got ${show(p.direction)}`);
  for (const k of TEXT_OPTIONS) if (p[k] !== undefined && typeof p[k] !== 'string') problems.push(`milSymbol properties.${k} must be a string, got ${show(p[k])}`);
  return problems;
}

/** What milsymbol is given for a plot: its code and options (only those set), in a fixed order. */
export function milSymbolSpec(properties: Record<string, unknown>): { sidc: string; options: MilSymbolOptions } {
  const options: Record<string, unknown> = { size: DEFAULT_SYMBOL_SIZE };
  for (const k of MIL_SYMBOL_OPTIONS) if (properties[k] !== undefined) options[k] = properties[k];
  return { sidc: String(properties.sidc), options: options as MilSymbolOptions };
}

/** One image per distinct code and options: its name in the map's style (per layer, so layers drop only their own). */
export function milSymbolImageId(layerId: string, spec: { sidc: string; options: MilSymbolOptions }): string {
  return `${layerId}:milsymbol:${spec.sidc}:${JSON.stringify(spec.options)}`;
}
