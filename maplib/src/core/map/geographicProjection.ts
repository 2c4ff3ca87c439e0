// The geographic grid (EPSG:4326 / EPSG:4490) as MapLibre sees it: plate carrée in degrees, tile 0/0/0 the 360° square
// whose top-left corner is (−180°, 90°). Pure, so the maths is unit-tested without a map.
import { GEOGRAPHIC_TILE_MATRIX, matrixTileBBox } from '../geo/index.ts';

/** Top-left corner and width of tile 0/0/0 in degrees: each zoom level halves the tile width (360° / 2^z). */
export const GEOGRAPHIC_TILE_MATRIX_SET = { origin: GEOGRAPHIC_TILE_MATRIX.origin, extentAtZoom0: GEOGRAPHIC_TILE_MATRIX.extent };

/**
 * Lng/lat to CRS coordinates. In a geographic CRS they are the degrees themselves, so this is the identity.
 * Self-contained (no outer names): its source text is also the workers' copy, see geographicCrs.ts.
 */
export const forward = (position: number[]): number[] => [position[0], position[1]];

/**
 * CRS coordinates to lng/lat; null off the globe. Tile 0/0/0 reaches 180° below the south pole, and MapLibre treats a
 * place without an answer as off the map surface (no marker, no click there). Self-contained, like `forward`.
 */
export const inverse = (position: number[]): number[] | null =>
  Math.abs(position[0]) <= 180 && Math.abs(position[1]) <= 90 ? [position[0], position[1]] : null;

/** West, south, east, north of tile z/x/y of the grid, in degrees (the south edge of a z0 tile lies past the pole). */
export function geographicTileBounds(z: number, x: number, y: number): [number, number, number, number] {
  return matrixTileBBox(GEOGRAPHIC_TILE_MATRIX, z, x, y);
}

/**
 * The tile of zoom z that holds a place: column from the west edge, row down from the north edge. The east edge
 * (180°) and the south pole belong to the last column and the last row that hold the globe (half the rows, from z1).
 */
export function geographicTileAt(lng: number, lat: number, z: number): { x: number; y: number } {
  const size = GEOGRAPHIC_TILE_MATRIX_SET.extentAtZoom0 / 2 ** z;
  return {
    x: Math.min(2 ** z - 1, Math.floor((lng - GEOGRAPHIC_TILE_MATRIX_SET.origin[0]) / size)),
    y: Math.min(Math.max(0, 2 ** (z - 1) - 1), Math.floor((GEOGRAPHIC_TILE_MATRIX_SET.origin[1] - lat) / size)),
  };
}

/**
 * The `zoomOffset` (added to the map's tile level to get the cache's level) of a geographic tile cache whose grid
 * starts at (−180°, 90°), from the width in degrees of one tile at one of its levels: Tianditu `c` (level 1 tiles are
 * 180°) → 0; ArcGIS's default geographic scheme (level 0 tiles are 180°) → −1. Throws when the width is not 360°
 * divided by a power of two at that level: such a cache never lines up with the map's tiles.
 */
export function geographicZoomOffset(tileDegrees: number, level = 0): number {
  const offset = level + Math.log2(tileDegrees / GEOGRAPHIC_TILE_MATRIX_SET.extentAtZoom0);
  const rounded = Math.round(offset);
  if (!Number.isFinite(offset) || Math.abs(offset - rounded) > 1e-9) {
    throw new Error(`tiles ${tileDegrees}° wide at level ${level} are not 360° / 2^n: the cache does not line up with the map's tiles`);
  }
  return rounded;
}
