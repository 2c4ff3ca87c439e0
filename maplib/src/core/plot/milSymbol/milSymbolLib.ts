// The milsymbol chunk (maplib-milsymbol.js beside maplib.js in the browser build, a split chunk in ESM), loaded only
// when a point symbol is drawn: milsymbol 3.0.4 (MIT) with every standard it implements (MIL-STD-2525 B, C, D, E and
// APP-6 B, D), drawing a symbol into pixels with the point it stands for (its anchor).
import ms from 'milsymbol';
import type { MilSymbolOptions } from './milSymbolOptions.ts';

export const MILSYMBOL_VERSION: string = ms.getVersion();

export interface MilSymbolImage {
  /** Pixels at `pixelRatio` (RGBA), for map.addImage. */
  width: number;
  height: number;
  data: Uint8ClampedArray;
  pixelRatio: number;
  /** Where the symbol's point is, in CSS pixels from the image's top-left corner (milsymbol's getAnchor()). */
  anchor: { x: number; y: number };
  /** The image's size in CSS pixels (milsymbol's getSize()). */
  size: { width: number; height: number };
}

/** Why milsymbol would not draw this code (undefined: it knows it). Works without a DOM. */
export function milSymbolCodeProblem(sidc: string): string | undefined {
  return new ms.Symbol(sidc, {}).isValid() ? undefined : `properties.sidc ${JSON.stringify(sidc)} is not a symbol code milsymbol ${MILSYMBOL_VERSION} knows (MIL-STD-2525 B–E, APP-6 B/D)`;
}

/** Draws a symbol at `pixelRatio` (device pixels per CSS pixel). Throws with the problem for a code milsymbol does not know. */
export function drawMilSymbol(sidc: string, options: MilSymbolOptions, pixelRatio: number): MilSymbolImage {
  const problem = milSymbolCodeProblem(sidc);
  if (problem) throw new Error(problem);
  const symbol = new ms.Symbol(sidc, { ...options });
  const canvas = symbol.asCanvas(pixelRatio);
  const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  return { width: canvas.width, height: canvas.height, data: pixels.data, pixelRatio, anchor: symbol.getAnchor(), size: symbol.getSize() };
}
