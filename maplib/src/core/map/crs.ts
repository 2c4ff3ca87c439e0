// The coordinate reference systems a map can be drawn in, and which of them are geographic (lon/lat) grids.

export const CRS_NAMES = ['EPSG:3857', 'EPSG:4326', 'EPSG:4490'] as const;
export type CrsName = (typeof CRS_NAMES)[number];
/** EPSG:4490 (CGCS2000, China's geodetic system) differs from WGS 84 by centimetres: the same grid, another name. */
export type GeographicCrs = 'EPSG:4326' | 'EPSG:4490';

/** PROJ strings MapLibre hands the workers' projection handler (MapLib's handler answers every `+proj=longlat`). */
export const GEOGRAPHIC_DEFINITIONS: Record<GeographicCrs, string> = {
  'EPSG:4326': '+proj=longlat +datum=WGS84 +no_defs',
  'EPSG:4490': '+proj=longlat +ellps=GRS80 +no_defs',
};

export function isGeographicCrs(crs: unknown): crs is GeographicCrs {
  return crs === 'EPSG:4326' || crs === 'EPSG:4490';
}
