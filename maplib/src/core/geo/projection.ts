// The two planes MapLib's maps draw on, by kind: Web Mercator metres (EPSG:3857 and its aliases) and geographic
// lon/lat degrees (EPSG:4326/4490, plate carrée). lon/lat in and out of either, one world's width, boxes between them.
import type { BBox } from './bounds.ts';
import { lonLatToMercator, MERCATOR_MAX, mercatorToLonLat } from './webMercator.ts';

/** 'mercator': x/y in Web Mercator metres; 'geographic': x/y are lon/lat in degrees. */
export type Plane = 'mercator' | 'geographic';

/** lon/lat → x/y on the plane (a geographic plane keeps lon as x, whatever its CRS's axis order on the wire). */
export function project(plane: Plane, lon: number, lat: number): [number, number] {
  return plane === 'mercator' ? lonLatToMercator(lon, lat) : [lon, lat];
}

/** x/y on the plane → lon/lat. */
export function unproject(plane: Plane, x: number, y: number): [number, number] {
  return plane === 'mercator' ? mercatorToLonLat(x, y) : [x, y];
}

/** Width of one world on the plane, in its x unit (for world copies). */
export function worldWidth(plane: Plane): number {
  return plane === 'mercator' ? 2 * MERCATOR_MAX : 360;
}

/** A box from one plane into another, through its lon/lat corners (exact: both planes keep meridians and parallels straight). */
export function reprojectBBox(bbox: BBox, from: Plane, to: Plane): BBox {
  if (from === to) return bbox;
  const [x0, y0] = project(to, ...unproject(from, bbox[0], bbox[1]));
  const [x1, y1] = project(to, ...unproject(from, bbox[2], bbox[3]));
  return [x0, y0, x1, y1];
}
