// The emulated MapServer services: `World` (Web Mercator cache) and `World_4326` (geographic cache), same layers.
import { MERCATOR_MAX, METERS_PER_DEGREE } from '../../core/geo/index.ts';
import { crsById, type Crs } from '../geo/crs.ts';
import { GEOGRAPHIC_CACHE_GRID, MERCATOR_GRID, resolution, type TileGrid } from '../geo/tiles.ts';

export interface MapService {
  name: string;
  crs: Crs;
  /** ArcGIS writes Web Mercator as wkid 102100 with latestWkid 3857. */
  spatialReference: { wkid: number; latestWkid: number };
  grid: TileGrid;
  fullExtent: [number, number, number, number];
}

export const SERVICES: MapService[] = [
  {
    name: 'World',
    crs: crsById('EPSG:3857')!,
    spatialReference: { wkid: 102100, latestWkid: 3857 },
    grid: MERCATOR_GRID,
    fullExtent: [-MERCATOR_MAX, -MERCATOR_MAX, MERCATOR_MAX, MERCATOR_MAX],
  },
  {
    name: 'World_4326',
    crs: crsById('EPSG:4326')!,
    spatialReference: { wkid: 4326, latestWkid: 4326 },
    grid: GEOGRAPHIC_CACHE_GRID,
    fullExtent: [-180, -90, 180, 90],
  },
];

/**
 * ArcGIS scale: metres per pixel × dpi × 39.37 inches per metre (ArcGIS's rounded factor, which gives its published
 * 591657527.591555 at level 0; degrees become metres at the equator).
 */
export function arcgisScale(metresOrDegreesPerPixel: number, geographic: boolean, dpi = 96): number {
  return metresOrDegreesPerPixel * (geographic ? METERS_PER_DEGREE : 1) * dpi * 39.37;
}

export function tileInfo(s: MapService) {
  const geographic = s.crs.kind === 'geographic';
  const lods = [];
  for (let level = s.grid.minLevel; level <= s.grid.maxLevel; level++) {
    const r = resolution(s.grid, level);
    lods.push({ level, resolution: r, scale: arcgisScale(r, geographic) });
  }
  return {
    rows: s.grid.tileSize,
    cols: s.grid.tileSize,
    dpi: 96,
    format: 'PNG32',
    compressionQuality: 0,
    origin: { x: s.grid.origin[0], y: s.grid.origin[1] },
    spatialReference: s.spatialReference,
    lods,
  };
}
