// Pixels of screenshots, read in Node: Playwright gives PNG bytes, pngjs decodes them to RGBA.
import { PNG } from 'pngjs';

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Uint8Array;
}

export function decodePng(png: Buffer): Pixels {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, data };
}

/** The RGB at (x, y) in image pixels, clamped to the image. */
export function rgbAt(img: Pixels, x: number, y: number): number[] {
  const cx = Math.min(img.width - 1, Math.max(0, Math.round(x)));
  const cy = Math.min(img.height - 1, Math.max(0, Math.round(y)));
  const i = (cy * img.width + cx) * 4;
  return [img.data[i], img.data[i + 1], img.data[i + 2]];
}

/** '#rrggbb' → [r, g, b]. */
export const rgbOf = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));

/** How many pixels lie within `tolerance` of `colour` on every channel. */
export function countNear(img: Pixels, colour: string, tolerance: number): number {
  const [r, g, b] = rgbOf(colour);
  let n = 0;
  for (let i = 0; i < img.data.length; i += 4) if (Math.max(Math.abs(img.data[i] - r), Math.abs(img.data[i + 1] - g), Math.abs(img.data[i + 2] - b)) < tolerance) n++;
  return n;
}

/**
 * The lowest row, within `halfWidth` pixels of column `x`, holding a pixel within `tolerance` of `colour`: where a
 * map pin of that colour ends (its tip). -1 when none.
 */
export function lowestRowNear(img: Pixels, colour: string, x: number, halfWidth: number, tolerance: number): number {
  const [r, g, b] = rgbOf(colour);
  for (let y = img.height - 1; y >= 0; y--) {
    for (let cx = Math.max(0, Math.round(x - halfWidth)); cx <= Math.min(img.width - 1, Math.round(x + halfWidth)); cx++) {
      const i = (y * img.width + cx) * 4;
      if (Math.max(Math.abs(img.data[i] - r), Math.abs(img.data[i + 1] - g), Math.abs(img.data[i + 2] - b)) < tolerance) return y;
    }
  }
  return -1;
}
