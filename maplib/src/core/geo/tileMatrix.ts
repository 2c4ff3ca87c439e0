// Square tile grids over a map plane, given by tile 0/0/0 (its top-left corner and width; each level halves the
// width): Web Mercator's, MapLib's geographic grid of EPSG:4326/4490 maps, and the box of any tile in them.
import type { BBox } from './bounds.ts';
import { MERCATOR_MAX } from './webMercator.ts';

export interface TileMatrix {
  /** Top-left corner of tile 0/0/0, in the plane's units (metres or degrees). */
  origin: [number, number];
  /** Width of tile 0/0/0 in the same units. */
  extent: number;
}

/** Web Mercator's XYZ grid: one tile covers the world at level 0. */
export const MERCATOR_TILE_MATRIX: TileMatrix = { origin: [-MERCATOR_MAX, MERCATOR_MAX], extent: 2 * MERCATOR_MAX };
/** MapLib's geographic grid: tile 0/0/0 is the 360° square whose top-left corner is (−180°, 90°). */
export const GEOGRAPHIC_TILE_MATRIX: TileMatrix = { origin: [-180, 90], extent: 360 };

/** The box `[minx, miny, maxx, maxy]` of tile z/x/y (x east, y rows down from the top) in the grid's units. */
export function matrixTileBBox(matrix: TileMatrix, z: number, x: number, y: number): BBox {
  const size = matrix.extent / 2 ** z;
  const minx = matrix.origin[0] + x * size;
  const maxy = matrix.origin[1] - y * size;
  return [minx, maxy - size, minx + size, maxy];
}
