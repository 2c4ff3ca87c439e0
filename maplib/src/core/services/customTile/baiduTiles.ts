// Baidu's tiling (BD09MC): tiles of 256 px on Baidu Mercator metres, origin at (0, 0), column x to the east and row y
// to the north (so west and south of 0°/0° the indices are negative), level L at 2^(18 − L) metres per pixel.
import { bd09ToMc, mcToBd09 } from './datum.ts';

export const BAIDU_TILE_SIZE = 256;

/** Metres (BD09MC) per pixel at Baidu level L: 1 m at level 18. */
export function baiduResolution(level: number): number {
  return 2 ** (18 - level);
}

/** Width of one Baidu tile at a level, in BD09MC metres. */
export function baiduTileSpan(level: number): number {
  return BAIDU_TILE_SIZE * baiduResolution(level);
}

/** The tile at BD09MC point (x, y) on a level. */
export function baiduTileAtMc(level: number, x: number, y: number): { z: number; x: number; y: number } {
  const span = baiduTileSpan(level);
  return { z: level, x: Math.floor(x / span), y: Math.floor(y / span) };
}

/** The tile holding a BD-09 lon/lat on a level. */
export function baiduTileAt(level: number, lon: number, lat: number): { z: number; x: number; y: number } {
  const [x, y] = bd09ToMc(lon, lat);
  return baiduTileAtMc(level, x, y);
}

/** A tile's box `[minx, miny, maxx, maxy]` in BD09MC metres. */
export function baiduTileBBox(level: number, x: number, y: number): [number, number, number, number] {
  const span = baiduTileSpan(level);
  return [x * span, y * span, (x + 1) * span, (y + 1) * span];
}

/** A tile's south-west and north-east corners in BD-09 lon/lat. */
export function baiduTileBounds(level: number, x: number, y: number): [[number, number], [number, number]] {
  const b = baiduTileBBox(level, x, y);
  return [mcToBd09(b[0], b[1]), mcToBd09(b[2], b[3])];
}

/**
 * How many levels finer a Baidu level is than the Web Mercator level of the same pixel size: a Baidu pixel at level
 * L is 2^(18 − L) m, a Web Mercator one at z is 2πR / 256 / 2^z ≈ 2^(17.26 − z) m, so level z + 1 (0.84 of the
 * pixel) is the first Baidu level at least as sharp as map level z.
 */
export const BAIDU_LEVEL_SHIFT = 1;
