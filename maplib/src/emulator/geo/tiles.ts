// Tile grids: Web Mercator XYZ (WMTS `w`, ArcGIS/IGServer 3857 caches) and geographic grids (WMTS `c`, 4326 caches).
import { MERCATOR_TILE_MATRIX, GEOGRAPHIC_TILE_MATRIX, matrixTileBBox, type BBox, type TileMatrix } from '../../core/geo/index.ts';
import type { CrsKind } from './crs.ts';

/** A grid's `origin` (top-left corner x, y) and `extent` (span of one tile at level 0), in CRS units. */
export interface TileGrid extends TileMatrix {
  id: string;
  kind: CrsKind;
  tileSize: number;
  minLevel: number;
  maxLevel: number;
  /** Tiles across and down at a level. */
  matrix(level: number): { width: number; height: number };
}

/** GoogleMapsCompatible: one 256 px tile covers the world at level 0. */
export const MERCATOR_GRID: TileGrid = {
  id: 'w',
  kind: 'mercator',
  ...MERCATOR_TILE_MATRIX,
  tileSize: 256,
  minLevel: 0,
  maxLevel: 18,
  matrix: (z) => ({ width: 2 ** z, height: 2 ** z }),
};

/**
 * Tianditu's `c` set and MapLib's EPSG:4326 maps: origin (−180, 90), 360° per tile at level 0, so level 1 is 2×1 tiles
 * of 180°. Levels start at 1 as on Tianditu.
 */
export const GEOGRAPHIC_GRID: TileGrid = {
  id: 'c',
  kind: 'geographic',
  ...GEOGRAPHIC_TILE_MATRIX,
  tileSize: 256,
  minLevel: 1,
  maxLevel: 18,
  matrix: (z) => ({ width: 2 ** z, height: Math.max(1, 2 ** (z - 1)) }),
};

/** ArcGIS's and IGServer's geographic caches: level 0 is already 2×1 tiles of 180° (the `c` grid one level down). */
export const GEOGRAPHIC_CACHE_GRID: TileGrid = {
  id: 'geo-cache',
  kind: 'geographic',
  origin: [-180, 90],
  extent: 180,
  tileSize: 256,
  minLevel: 0,
  maxLevel: 17,
  matrix: (z) => ({ width: 2 ** (z + 1), height: 2 ** z }),
};

export function tileInRange(grid: TileGrid, z: number, row: number, col: number): boolean {
  if (!Number.isInteger(z) || !Number.isInteger(row) || !Number.isInteger(col)) return false;
  if (z < grid.minLevel || z > grid.maxLevel) return false;
  const { width, height } = grid.matrix(z);
  return row >= 0 && col >= 0 && row < height && col < width;
}

/** The tile's bbox `[minx, miny, maxx, maxy]` in the grid's CRS units. */
export function tileBBox(grid: TileGrid, z: number, row: number, col: number): BBox {
  return matrixTileBBox(grid, z, col, row);
}

/** Resolution (CRS units per pixel) of a level. */
export function resolution(grid: TileGrid, z: number): number {
  return grid.extent / 2 ** z / grid.tileSize;
}
