// OGC WMS requests: GetMap per tile (1.1.1 `SRS` vs 1.3.0 `CRS`, the versions' axis orders, MapGIS's reversebbox) and
// GetCapabilities, read into a layer list with bounds. Pure (fetchWmsCapabilities aside).
import { childOf, childrenOf, attrOf, descendants, parseXml, textOf, ogcExceptionMessage, type XmlElement } from '../xml.ts';
import { tokenParams, withQuery, type ServiceToken } from '../requestUrl.ts';
import { gridOfCrs } from '../gridOffset.ts';
import type { AxisOrder, GridKind } from '../tileRequest.ts';

export type WmsVersion = '1.1.1' | '1.3.0';

export interface WmsGetMapOptions {
  baseUrl: string;
  layers: string | string[];
  version?: WmsVersion;
  /** The request CRS (`EPSG:3857`, `EPSG:4326`, `EPSG:4490`, `CRS:84`…). */
  crs: string;
  styles?: string;
  format?: string;
  transparent?: boolean;
  width?: number;
  height?: number;
  token?: ServiceToken;
  /** Query key of a string token. Default `'token'`. */
  tokenParam?: string;
  /** Swap the bbox axes on top of what the version says (some ArcGIS servers want it). */
  reversebbox?: boolean;
}

/**
 * The axis order of a GetMap BBOX. WMS 1.3.0 writes it in the CRS's own axis order, and EPSG's geographic CRSs
 * (4326, 4490, …) are latitude first; `CRS:84` is WMS 1.3.0's longitude-first name for WGS 84; 1.1.1 is always
 * x/y (longitude first); projected CRSs such as EPSG:3857 are x/y in both. `reversebbox` swaps the result.
 */
export function wmsAxisOrder(version: WmsVersion, crs: string, reversebbox = false): AxisOrder {
  const latFirst = version === '1.3.0' && gridOfCrs(crs) === 'geographic' && !/CRS:?84/i.test(crs);
  return latFirst !== reversebbox ? 'yx' : 'xy';
}

/** The GetMap URL template with `{bbox}` where the tile's box goes (see tileRequest.ts). */
export function wmsGetMapTemplate(o: WmsGetMapOptions): string {
  const version = o.version ?? '1.1.1';
  const size = o.width ?? 512;
  return withQuery(o.baseUrl, {
    SERVICE: 'WMS',
    REQUEST: 'GetMap',
    VERSION: version,
    LAYERS: Array.isArray(o.layers) ? o.layers.join(',') : o.layers,
    STYLES: o.styles ?? '',
    FORMAT: o.format ?? 'image/png',
    TRANSPARENT: (o.transparent ?? true) ? 'TRUE' : 'FALSE',
    [version === '1.3.0' ? 'CRS' : 'SRS']: o.crs,
    WIDTH: size,
    HEIGHT: o.height ?? size,
    ...tokenParams(o.token, o.tokenParam),
    // Last, so the changing part of the URL is at its end.
    BBOX: '{bbox}',
  });
}

/** The GetCapabilities URL of a WMS endpoint. */
export function wmsCapabilitiesUrl(baseUrl: string, options: { version?: WmsVersion; token?: ServiceToken; tokenParam?: string } = {}): string {
  return withQuery(baseUrl, { SERVICE: 'WMS', REQUEST: 'GetCapabilities', VERSION: options.version ?? '1.3.0', ...tokenParams(options.token, options.tokenParam) });
}

export interface WmsCapabilityLayer {
  /** The name GetMap's LAYERS takes (layers without one are groups you cannot request). */
  name?: string;
  title: string;
  abstract?: string;
  /** CRSs the layer can be drawn in (inherited from its parents, as WMS says). */
  crs: string[];
  /** Lon/lat bounds `[[west, south], [east, north]]` (from EX_GeographicBoundingBox / LatLonBoundingBox). */
  bounds?: [[number, number], [number, number]];
  styles: { name: string; title?: string }[];
  queryable: boolean;
  /** Nested layers. */
  layers: WmsCapabilityLayer[];
}

export interface WmsCapabilities {
  version: string;
  title?: string;
  abstract?: string;
  /** GetMap's formats. */
  formats: string[];
  /** GetMap's online resource (where to send GetMap), when the document names one. */
  getMapUrl?: string;
  /** The root layer(s) as the document nests them. */
  layers: WmsCapabilityLayer[];
  /** Every layer with a name, depth first: what `layers` may hold. */
  named: WmsCapabilityLayer[];
  maxWidth?: number;
  maxHeight?: number;
}

function geoBounds(el: XmlElement, inherited?: WmsCapabilityLayer['bounds']): WmsCapabilityLayer['bounds'] {
  const ex = childOf(el, 'EX_GeographicBoundingBox');
  if (ex) {
    const n = (k: string) => Number(textOf(ex, k));
    return [[n('westBoundLongitude'), n('southBoundLatitude')], [n('eastBoundLongitude'), n('northBoundLatitude')]];
  }
  const ll = childOf(el, 'LatLonBoundingBox');
  if (ll) {
    const n = (k: string) => Number(ll.attrs[k]);
    return [[n('minx'), n('miny')], [n('maxx'), n('maxy')]];
  }
  return inherited;
}

function readLayer(el: XmlElement, parent?: WmsCapabilityLayer): WmsCapabilityLayer {
  const crs = [...(parent?.crs ?? [])];
  for (const c of [...childrenOf(el, 'CRS'), ...childrenOf(el, 'SRS')]) {
    // 1.1.1 documents may list several SRS in one element, separated by spaces.
    for (const id of c.text.split(/\s+/).filter(Boolean)) if (!crs.includes(id)) crs.push(id);
  }
  const layer: WmsCapabilityLayer = {
    name: textOf(el, 'Name') || undefined,
    title: textOf(el, 'Title') ?? '',
    abstract: textOf(el, 'Abstract') || undefined,
    crs,
    bounds: geoBounds(el, parent?.bounds),
    styles: [...(parent?.styles ?? []), ...childrenOf(el, 'Style').map((s) => ({ name: textOf(s, 'Name') ?? '', title: textOf(s, 'Title') }))],
    queryable: el.attrs.queryable === '1' || el.attrs.queryable === 'true',
    layers: [],
  };
  layer.layers = childrenOf(el, 'Layer').map((c) => readLayer(c, layer));
  return layer;
}

/** Reads a WMS 1.1.1 (`WMT_MS_Capabilities`) or 1.3.0 (`WMS_Capabilities`) document. Throws on exception reports. */
export function parseWmsCapabilities(xml: string): WmsCapabilities {
  const problem = ogcExceptionMessage(xml);
  if (problem) throw new Error(`WMS GetCapabilities: ${problem}`);
  const root = parseXml(xml);
  if (root.local !== 'WMS_Capabilities' && root.local !== 'WMT_MS_Capabilities') throw new Error(`WMS GetCapabilities: expected WMS_Capabilities or WMT_MS_Capabilities, got <${root.name}>`);
  const service = childOf(root, 'Service');
  const capability = childOf(root, 'Capability');
  const getMap = childOf(childOf(capability, 'Request'), 'GetMap');
  const resource = descendants(getMap, 'OnlineResource')[0];
  const layers = childrenOf(capability, 'Layer').map((l) => readLayer(l));
  const named: WmsCapabilityLayer[] = [];
  const walk = (ls: WmsCapabilityLayer[]) => ls.forEach((l) => (l.name && named.push(l), walk(l.layers)));
  walk(layers);
  const num = (k: string) => (textOf(service, k) ? Number(textOf(service, k)) : undefined);
  return {
    version: root.attrs.version ?? '',
    title: textOf(service, 'Title'),
    abstract: textOf(service, 'Abstract') || undefined,
    formats: childrenOf(getMap, 'Format').map((f) => f.text),
    getMapUrl: attrOf(resource, 'href'),
    layers,
    named,
    maxWidth: num('MaxWidth'),
    maxHeight: num('MaxHeight'),
  };
}

/** Fetches and reads a WMS endpoint's capabilities. */
export async function fetchWmsCapabilities(baseUrl: string, options: { version?: WmsVersion; token?: ServiceToken; tokenParam?: string; signal?: AbortSignal } = {}): Promise<WmsCapabilities> {
  const url = wmsCapabilitiesUrl(baseUrl, options);
  const response = await fetch(url, { signal: options.signal });
  if (!response.ok) throw new Error(`WMS GetCapabilities: ${response.status} ${response.statusText} for ${url}`);
  return parseWmsCapabilities(await response.text());
}

/** The request CRS on a map grid: the one asked for when it is drawn on that grid, else the grid's own. */
export function requestCrsFor(grid: GridKind, mapCrs: string, asked?: string): { crs: string; mismatch: boolean } {
  if (!asked) return { crs: mapCrs, mismatch: false };
  return gridOfCrs(asked) === grid ? { crs: asked, mismatch: false } : { crs: mapCrs, mismatch: true };
}
