// Per-tile requests that need more than {z}/{x}/{y}: the tile's bounding box in the request's CRS and axis order
// (WMS GetMap, ArcGIS export, IGServer document images), filled in by the maplib-bbox:// protocol.
//
// MapLibre's own `{bbox-epsg-3857}` is always Web Mercator metres and `{bbox}` is the map grid's box in x/y order
// (degrees, lon/lat, on a geographic map): neither gives WMS 1.3.0's latitude-first EPSG:4326 order or a reversed box.
// A layer hands MapLibre `maplib-bbox://{z}/{x}/{y}?…&u=<template>`; MapLibre fills z/x/y, caches and cancels as
// usual, and the protocol computes the box, fills the template and fetches the real URL on the main thread.
import { maplibregl } from '../maplibre.ts';
import { ogcExceptionMessage } from './xml.ts';
import { GEOGRAPHIC_TILE_MATRIX, MERCATOR_TILE_MATRIX, matrixTileBBox, type BBox, type Plane, type TileMatrix } from '../geo/index.ts';

export const TILE_REQUEST_PROTOCOL = 'maplib-bbox';

/** The map's tile grid: Web Mercator (EPSG:3857) or MapLib's geographic grid (EPSG:4326/4490, origin −180°, 90°). */
export type GridKind = Plane;
/** `xy`: minx,miny,maxx,maxy (lon/lat on a geographic grid); `yx`: miny,minx,maxy,maxx (lat/lon). */
export type AxisOrder = 'xy' | 'yx';

export interface TileRequestOptions {
  grid: GridKind;
  /** Default `xy`. */
  axis?: AxisOrder;
  /** Added to the tile level in `{z}`. Default 0. */
  zoomOffset?: number;
}

export type { BBox };
export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** Top-left corner and width of tile 0/0/0 per grid, in the grid's units (metres or degrees). */
export const GRIDS: Record<GridKind, TileMatrix> = { mercator: MERCATOR_TILE_MATRIX, geographic: GEOGRAPHIC_TILE_MATRIX };

/** The box `[minx, miny, maxx, maxy]` of tile z/x/y (rows counted from the north) in its grid's units. */
export function gridTileBBox(grid: GridKind, z: number, x: number, y: number): BBox {
  return matrixTileBBox(GRIDS[grid], z, x, y);
}

/** Writes a box in an axis order: `xy` → `minx,miny,maxx,maxy`, `yx` → `miny,minx,maxy,maxx`. */
export function formatBBox(b: BBox, axis: AxisOrder = 'xy'): string {
  return (axis === 'yx' ? [b[1], b[0], b[3], b[2]] : b).map((n) => String(n === 0 ? 0 : n)).join(',');
}

/**
 * The real URL of one tile: `{bbox}` is the tile's box in the grid's units and the axis order, `{bbox-epsg-3857}` its
 * Web Mercator box, `{z}` the level plus `zoomOffset`, `{x}`/`{y}` column and row, `{quadkey}` Bing's key. Pure: the
 * protocol and the tests use it, and so can a demo that shows a request.
 */
export function fillTileRequest(template: string, tile: TileAddress, options: TileRequestOptions): string {
  const box = () => formatBBox(gridTileBBox(options.grid, tile.z, tile.x, tile.y), options.axis ?? 'xy');
  const z = tile.z + (options.zoomOffset ?? 0);
  return template.replace(/\{(bbox|bbox-epsg-3857|z|x|y|quadkey)\}/g, (_all, name: string) => {
    if (name === 'bbox') return box();
    if (name === 'bbox-epsg-3857') return formatBBox(gridTileBBox('mercator', tile.z, tile.x, tile.y));
    if (name === 'z') return String(z);
    if (name === 'x') return String(tile.x);
    if (name === 'y') return String(tile.y);
    let key = '';
    for (let i = z; i > 0; i--) key += String((tile.x & (1 << (i - 1)) ? 1 : 0) + (tile.y & (1 << (i - 1)) ? 2 : 0));
    return key;
  });
}

/**
 * The tile URL to give MapLibre for a template (MapLibre fills `{z}/{x}/{y}` of the protocol URL). `key` names the
 * layer whose request listener (onTileRequest) hears each fetch.
 */
export function tileRequestUrl(template: string, options: TileRequestOptions & { key?: string }): string {
  const g = options.grid === 'geographic' ? 'g' : 'm';
  const k = options.key ? `&k=${encodeURIComponent(options.key)}` : '';
  return `${TILE_REQUEST_PROTOCOL}://{z}/{x}/{y}?g=${g}&a=${options.axis ?? 'xy'}&o=${options.zoomOffset ?? 0}${k}&u=${encodeURIComponent(template)}`;
}

/** The parts of a filled `maplib-bbox://z/x/y?g=&a=&o=[&k=]&u=` URL: the real URL, the tile and the listener key. */
export function parseTileRequestUrl(url: string): { url: string; tile: TileAddress; key?: string } {
  const m = /^maplib-bbox:\/\/(\d+)\/(\d+)\/(\d+)\?g=([mg])&a=(xy|yx)&o=(-?\d+)(?:&k=([^&]*))?&u=(.*)$/.exec(url);
  if (!m) throw new Error(`maplib-bbox: malformed tile URL ${url}`);
  const [, z, x, y, g, a, o, k, u] = m;
  const tile = { z: +z, x: +x, y: +y };
  return { url: fillTileRequest(decodeURIComponent(u), tile, { grid: g === 'g' ? 'geographic' : 'mercator', axis: a as AxisOrder, zoomOffset: +o }), tile, key: k === undefined ? undefined : decodeURIComponent(k) };
}

/** Turns a `maplib-bbox://z/x/y?…` URL (filled by MapLibre) into the real request URL. */
export function resolveTileRequestUrl(url: string): string {
  return parseTileRequestUrl(url).url;
}

const listeners = new Map<string, (url: string, tile: TileAddress) => void>();

/** Hears every fetch the protocol makes for URLs carrying `key`; returns the function that stops listening. */
export function onTileRequest(key: string, listener: (url: string, tile: TileAddress) => void): () => void {
  listeners.set(key, listener);
  return () => {
    if (listeners.get(key) === listener) listeners.delete(key);
  };
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
    const { url, tile, key } = parseTileRequestUrl(params.url);
    if (key !== undefined) listeners.get(key)?.(url, tile);
    const response = await fetch(url, { signal: abortController.signal });
    const problem = await serviceErrorMessage(response.clone());
    if (problem) throw new Error(`${problem} (${url})`);
    return { data: await response.arrayBuffer() };
  });
}
