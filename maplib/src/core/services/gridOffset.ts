// Which map tile level a service's tile level is: the zoomOffset that lines a tile cache up with the map's grid, from
// the cache's own description (WMTS TileMatrix, ArcGIS tileInfo).
import { GRIDS, type GridKind } from './tileRequest.ts';

/** Metres per degree on the equator of the Web Mercator sphere: OGC's and ArcGIS's factor between the two. */
export { METERS_PER_DEGREE } from '../geo/index.ts';
/** OGC's standardised rendering pixel (0.28 mm), which turns a WMTS ScaleDenominator into a resolution. */
export const OGC_PIXEL_METRES = 0.00028;

export interface CacheLevel {
  /** The level's number in the cache's URLs. */
  level: number;
  /** Width of one tile of that level in the grid's units (metres on Web Mercator, degrees on a geographic grid). */
  tileSpan: number;
  /** Top-left corner of the cache's grid, in the grid's units. */
  origin?: [number, number];
}

/**
 * The zoomOffset for a cache (added to the map's tile level to get the cache's level): map tile level z covers
 * extent / 2^z, so a cache level L whose tiles are extent / 2^z wide is z + offset. Throws when the tiles are not the
 * map grid's width divided by a power of two, or when the cache's grid starts elsewhere than the map's.
 */
export function gridZoomOffset(grid: GridKind, cache: CacheLevel): number {
  const { origin, extent } = GRIDS[grid];
  const z = Math.log2(extent / cache.tileSpan);
  const rounded = Math.round(z);
  // ArcGIS and WMTS documents carry rounded resolutions and scales: a thousandth of a level is far below a pixel.
  if (!Number.isFinite(z) || Math.abs(z - rounded) > 1e-3) {
    throw new Error(`tiles ${cache.tileSpan} ${grid === 'geographic' ? 'degrees' : 'metres'} wide at level ${cache.level} are not the map grid's ${extent} / 2^n: this cache does not line up with the map's tiles`);
  }
  if (cache.origin) {
    const tolerance = grid === 'geographic' ? 1e-6 : 1;
    if (Math.abs(cache.origin[0] - origin[0]) > tolerance || Math.abs(cache.origin[1] - origin[1]) > tolerance) {
      throw new Error(`the cache's grid starts at (${cache.origin.join(', ')}), the map's at (${origin.join(', ')}): its tiles do not line up`);
    }
  }
  return cache.level - rounded;
}

/** The grid a wkid or EPSG code is drawn on: the geometry kit's (the emulator and feature sets read it too). */
export { gridOfCrs } from '../geo/index.ts';
