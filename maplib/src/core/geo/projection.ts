// The two planes MapLib's maps draw on, by kind: Web Mercator metres (EPSG:3857 and its aliases) and geographic
// lon/lat degrees (EPSG:4326/4490, plate carrée). lon/lat in and out of either, one world's width, boxes between them,
// and which of the two a wkid or EPSG code names.
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

/** Web Mercator and geographic ArcGIS wkids (and EPSG codes) MapLib can line up with its grids. */
const MERCATOR_WKIDS = new Set([3857, 102100, 102113, 900913, 3785]);
const GEOGRAPHIC_WKIDS = new Set([4326, 4490, 4610, 4214, 4269, 4283, 4555]);

/** The grid a wkid/EPSG code (number, `'EPSG:4326'`, `'CRS:84'`, an OGC URN) is drawn on, or undefined. */
export function gridOfCrs(crs: string | number | undefined): Plane | undefined {
  if (crs === undefined) return undefined;
  const s = String(crs);
  if (/^CRS:?84$|OGC:(1\.3:)?CRS84$/i.test(s)) return 'geographic';
  const m = /(\d+)$/.exec(s);
  if (!m) return undefined;
  const code = Number(m[1]);
  if (MERCATOR_WKIDS.has(code)) return 'mercator';
  if (GEOGRAPHIC_WKIDS.has(code)) return 'geographic';
  return undefined;
}
