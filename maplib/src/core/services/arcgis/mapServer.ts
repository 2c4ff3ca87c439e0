// ArcGIS MapServer requests: dynamic `export` images (per tile or per view), cached `tile/{z}/{y}/{x}`, and the
// service description (`?f=json`) whose tileInfo decides a cache's zoom offset. Pure (fetchArcgisServiceInfo aside).
import { tokenParams, withQuery, type ServiceToken } from '../requestUrl.ts';
import { gridOfCrs, gridZoomOffset } from '../gridOffset.ts';
import type { GridKind } from '../tileRequest.ts';

/** The formats `export` can answer that a browser can draw. */
export const ARCGIS_IMAGE_FORMATS = ['png', 'png8', 'png24', 'png32', 'jpg', 'gif', 'bmp'] as const;
export type ArcgisImageFormat = (typeof ARCGIS_IMAGE_FORMATS)[number];

export interface ArcgisExportOptions {
  /** The MapServer URL (`…/arcgis/rest/services/{name}/MapServer`). */
  baseUrl: string;
  /** `show:0,2`, `hide:1`, `include:3`, `exclude:1`, or bare ids. */
  layers?: string;
  /** wkid of the bbox and of the image. */
  bboxsr: number | string;
  imagesr: number | string;
  width: number;
  height: number;
  format?: string;
  transparent?: boolean;
  dpi?: number;
  /** `image` (the picture) or `json` (`{href, width, height, extent, scale}`). */
  f?: 'image' | 'json';
  token?: ServiceToken;
  tokenParam?: string;
  /** The bbox, or `{bbox}` in a per-tile template. */
  bbox?: string;
}

/** The MapServer URL without a trailing slash or query. */
export function mapServerRoot(baseUrl: string): string {
  return baseUrl.split(/[?#]/)[0].replace(/\/+$/, '');
}

/** The `export` URL (a template with `{bbox}` unless `bbox` is given). */
export function arcgisExportUrl(o: ArcgisExportOptions): string {
  const query = o.baseUrl.includes('?') ? o.baseUrl.slice(o.baseUrl.indexOf('?')) : '';
  return withQuery(`${mapServerRoot(o.baseUrl)}/export${query}`, {
    f: o.f ?? 'image',
    format: o.format ?? 'png',
    transparent: o.transparent ?? false,
    size: `${o.width},${o.height}`,
    dpi: o.dpi ?? 96,
    bboxSR: o.bboxsr,
    imageSR: o.imagesr,
    layers: o.layers || undefined,
    ...tokenParams(o.token, o.tokenParam),
    bbox: o.bbox ?? '{bbox}',
  });
}

/** The cache tile template: level, then row, then column. */
export function arcgisTileTemplate(baseUrl: string, options: { token?: ServiceToken; tokenParam?: string } = {}): string {
  const query = baseUrl.includes('?') ? baseUrl.slice(baseUrl.indexOf('?')) : '';
  const template = `${mapServerRoot(baseUrl)}/tile/{z}/{y}/{x}${query}`;
  const token = tokenParams(options.token, options.tokenParam);
  return Object.keys(token).length ? withQuery(template, token) : template;
}

/** The service description URL (`?f=json`). */
export function arcgisServiceInfoUrl(baseUrl: string, options: { token?: ServiceToken; tokenParam?: string } = {}): string {
  return withQuery(baseUrl, { f: 'json', ...tokenParams(options.token, options.tokenParam) });
}

export interface ArcgisTileInfo {
  rows: number;
  cols: number;
  dpi?: number;
  format?: string;
  origin: { x: number; y: number };
  spatialReference: { wkid?: number; latestWkid?: number };
  lods: { level: number; resolution: number; scale: number }[];
}

export interface ArcgisServiceInfo {
  mapName?: string;
  layers?: { id: number; name: string; defaultVisibility?: boolean; parentLayerId?: number }[];
  spatialReference?: { wkid?: number; latestWkid?: number };
  singleFusedMapCache?: boolean;
  tileInfo?: ArcgisTileInfo;
  fullExtent?: { xmin: number; ymin: number; xmax: number; ymax: number; spatialReference?: { wkid?: number; latestWkid?: number } };
  error?: { code: number; message: string; details?: string[] };
  [key: string]: unknown;
}

/** The wkid of a spatial reference (`latestWkid` first, as ArcGIS writes Web Mercator as 102100/3857). */
export function wkidOf(sr: { wkid?: number; latestWkid?: number } | undefined): number | undefined {
  return sr?.latestWkid ?? sr?.wkid;
}

export interface CacheFit {
  zoomOffset: number;
  /** Lowest and highest map tile level with tiles, before zoomOffset. */
  minimumLevel: number;
  maximumLevel: number;
  /** Tile width in pixels (tileInfo.cols). */
  tileSize: number;
}

/**
 * How a cache lines up with a map grid: its zoomOffset (from the first level's resolution × tile width against the
 * grid), and its levels as map tile levels. Throws when the cache's CRS is not of the grid's family, its tiles are not
 * the grid's width / 2^n, or its origin is not the grid's corner (e.g. ArcGIS's old (−400, 400) geographic origin).
 */
export function arcgisCacheFit(tileInfo: ArcgisTileInfo, grid: GridKind): CacheFit {
  const wkid = wkidOf(tileInfo.spatialReference);
  const cacheGrid = gridOfCrs(wkid);
  if (cacheGrid !== grid) {
    throw new Error(`the cache is in wkid ${wkid}, which is ${cacheGrid ? `drawn on a ${cacheGrid === 'geographic' ? 'lon/lat' : 'Web Mercator'} grid` : 'neither Web Mercator nor lon/lat'}; the map is ${grid === 'geographic' ? 'lon/lat (EPSG:4326/4490)' : 'Web Mercator (EPSG:3857)'}`);
  }
  const lods = [...tileInfo.lods].sort((a, b) => a.level - b.level);
  if (!lods.length) throw new Error('tileInfo has no lods');
  const origin: [number, number] = [tileInfo.origin.x, tileInfo.origin.y];
  const zoomOffset = gridZoomOffset(grid, { level: lods[0].level, tileSpan: tileInfo.cols * lods[0].resolution, origin });
  return {
    zoomOffset,
    minimumLevel: Math.max(0, lods[0].level - zoomOffset),
    maximumLevel: lods[lods.length - 1].level - zoomOffset,
    tileSize: tileInfo.cols,
  };
}

/** Fetches a MapServer's description; ArcGIS answers errors as `{error}` with HTTP 200, which this throws. */
export async function fetchArcgisServiceInfo(baseUrl: string, options: { token?: ServiceToken; tokenParam?: string; signal?: AbortSignal } = {}): Promise<ArcgisServiceInfo> {
  const url = arcgisServiceInfoUrl(baseUrl, options);
  const response = await fetch(url, { signal: options.signal });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  const info = (await response.json()) as ArcgisServiceInfo;
  if (info.error) throw new Error([info.error.code, info.error.message, ...(info.error.details ?? [])].join(': '));
  return info;
}

/** The wkid ArcGIS knows a MapLib map CRS by. */
export function wkidOfMapCrs(crs: string): number {
  return Number(/(\d+)$/.exec(crs)?.[1] ?? 3857);
}
