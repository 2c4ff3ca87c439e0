// The Web Mercator tile pyramid in lon/lat (XYZ: columns east from −180°, rows down from the north edge): which tile
// holds a point, and where a tile's corners are. Elasticsearch's geotile_grid is this pyramid.
import { clampMercatorLat, latitudeOfMercatorY } from './webMercator.ts';

/**
 * The tile of zoom z that holds a point, by Elasticsearch's GeoTileUtils: the latitude clamped to ±85.0511°, and 180°
 * and the poles clipped into the last column and row. Its Mercator y is spelt as GeoTileUtils spells it, ln((1 + sin φ)
 * / (1 − sin φ)) / 2, so that a point a hair from a tile edge falls on the side a real cluster puts it.
 */
export function mercatorTileAt(lon: number, lat: number, z: number): { x: number; y: number } {
  const tiles = 2 ** z;
  const clip = (n: number) => Math.min(tiles - 1, Math.max(0, n));
  const sin = Math.sin((clampMercatorLat(lat) * Math.PI) / 180);
  return {
    x: clip(Math.floor(((lon + 180) / 360) * tiles)),
    y: clip(Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * tiles)),
  };
}

/** `[lon, lat]` of the point (x, y) of zoom z's tile grid: a tile's north-west corner, or with fractions inside it. */
export function mercatorTileLonLat(x: number, y: number, z: number): [number, number] {
  return [(x / 2 ** z) * 360 - 180, latitudeOfMercatorY(Math.PI * (1 - (2 * y) / 2 ** z))];
}
