// Per-tile requests that need more than {z}/{x}/{y}: the tile's bounding box in the request's CRS and axis order
// (WMS GetMap, ArcGIS export, IGServer document images), filled in by the maplib-bbox:// protocol.
//
// MapLibre's own `{bbox-epsg-3857}` is always Web Mercator metres and `{bbox}` is the map grid's box in x/y order
// (degrees, lon/lat, on a geographic map): neither gives WMS 1.3.0's latitude-first EPSG:4326 order or a reversed box.
// A layer hands MapLibre `maplib-bbox://{z}/{x}/{y}?…&u=<template>`; MapLibre fills z/x/y, caches and cancels as
// usual, and the protocol computes the box, fills the template and fetches the real URL on the main thread.
import { maplibregl } from '../maplibre.ts';
import { ogcExceptionMessage } from './xml.ts';

export const TILE_REQUEST_PROTOCOL = 'maplib-bbox';

/** The map's tile grid: Web Mercator (EPSG:3857) or MapLib's geographic grid (EPSG:4326/4490, origin −180°, 90°). */
export type GridKind = 'mercator' | 'geographic';
/** `xy`: minx,miny,maxx,maxy (lon/lat on a geographic grid); `yx`: miny,minx,maxy,maxx (lat/lon). */
export type AxisOrder = 'xy' | 'yx';

export interface TileRequestOptions {
  grid: GridKind;
  /** Default `xy`. */
  axis?: AxisOrder;
  /** Added to the tile level in `{z}`. Default 0. */
  zoomOffset?: number;
}

export type BBox = [number, number, number, number];
export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

const HALF_MERCATOR = Math.PI * 6378137;
/** Top-left corner and width of tile 0/0/0 per grid, in the grid's units (metres or degrees). */
export const GRIDS: Record<GridKind, { origin: [number, number]; extent: number }> = {
  mercator: { origin: [-HALF_MERCATOR, HALF_MERCATOR], extent: 2 * HALF_MERCATOR },
  geographic: { origin: [-180, 90], extent: 360 },
};

/** The box `[minx, miny, maxx, maxy]` of tile z/x/y (rows counted from the north) in its grid's units. */
export function gridTileBBox(grid: GridKind, z: number, x: number, y: number): BBox {
  const { origin, extent } = GRIDS[grid];
  const size = extent / 2 ** z;
  const minx = origin[0] + x * size;
  const maxy = origin[1] - y * size;
  return [minx, maxy - size, minx + size, maxy];
}

/** Writes a box in an axis order: `xy` → `minx,miny,maxx,maxy`, `yx` → `miny,minx,maxy,maxx`. */
export function formatBBox(b: BBox, axis: AxisOrder = 'xy'): string {
  return (axis === 'yx' ? [b[1], b[0], b[3], b[2]] : b).map((n) => String(n === 0 ? 0 : n)).join(',');
}

/**
 * The real URL of one tile: `{bbox}` is the tile's box in the grid's units and the axis order, `{z}` the level plus
 * `zoomOffset`, `{x}`/`{y}` column and row. Pure: the protocol and the tests use it, and so can a demo that shows a
 * request.
 */
export function fillTileRequest(template: string, tile: TileAddress, options: TileRequestOptions): string {
  const box = formatBBox(gridTileBBox(options.grid, tile.z, tile.x, tile.y), options.axis ?? 'xy');
  return template
    .split('{bbox}').join(box)
    .split('{z}').join(String(tile.z + (options.zoomOffset ?? 0)))
    .split('{x}').join(String(tile.x))
    .split('{y}').join(String(tile.y));
}

/** The tile URL to give MapLibre for a template with `{bbox}` (MapLibre fills `{z}/{x}/{y}` of the protocol URL). */
export function tileRequestUrl(template: string, options: TileRequestOptions): string {
  const g = options.grid === 'geographic' ? 'g' : 'm';
  return `${TILE_REQUEST_PROTOCOL}://{z}/{x}/{y}?g=${g}&a=${options.axis ?? 'xy'}&o=${options.zoomOffset ?? 0}&u=${encodeURIComponent(template)}`;
}

/** Turns a `maplib-bbox://z/x/y?g=&a=&o=&u=` URL (filled by MapLibre) into the real request URL. */
export function resolveTileRequestUrl(url: string): string {
  const m = /^maplib-bbox:\/\/(\d+)\/(\d+)\/(\d+)\?g=([mg])&a=(xy|yx)&o=(-?\d+)&u=(.*)$/.exec(url);
  if (!m) throw new Error(`maplib-bbox: malformed tile URL ${url}`);
  const [, z, x, y, g, a, o, u] = m;
  return fillTileRequest(decodeURIComponent(u), { z: +z, x: +x, y: +y }, { grid: g === 'g' ? 'geographic' : 'mercator', axis: a as AxisOrder, zoomOffset: +o });
}

/**
 * Reads an error answer of a map service as one sentence: OGC exception documents (which WMS sends with HTTP 200),
 * ArcGIS `{error:{code,message,details}}`, or the status line.
 */
export async function serviceErrorMessage(response: Response): Promise<string | undefined> {
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && /^image\//i.test(type)) return undefined;
  if (!response.ok || /xml|json|text|html/i.test(type)) {
    const text = await response.text();
    const ogc = ogcExceptionMessage(text);
    if (ogc) return ogc;
    try {
      const err = JSON.parse(text)?.error;
      if (err) return [err.code, err.message, ...(err.details ?? [])].filter((s) => s !== undefined && s !== '').join(': ');
    } catch {
      // not JSON
    }
    if (!response.ok) return `${response.status} ${response.statusText}`.trim();
    return `not an image (${type}): ${text.slice(0, 120)}`;
  }
  return undefined;
}

let registered = false;

/** Registers the maplib-bbox:// protocol once (raster tiles load on the main thread, so a main-thread handler does). */
export function ensureTileRequestProtocol(): void {
  if (registered) return;
  registered = true;
  maplibregl.addProtocol(TILE_REQUEST_PROTOCOL, async (params, abortController) => {
    const url = resolveTileRequestUrl(params.url);
    const response = await fetch(url, { signal: abortController.signal });
    const problem = await serviceErrorMessage(response.clone());
    if (problem) throw new Error(`${problem} (${url})`);
    return { data: await response.arrayBuffer() };
  });
}
