// Request URLs of MapGIS IGServer's map services, in the shapes MapGIS's own clients send: map-document images
// (mrms/docs), dynamic document tiles and tile caches (mrms/tile), GDB layer images (mrms/layers) and a document's
// layer list (mrcs). Pure: templates keep `{bbox}` or `{z}/{y}/{x}` for each tile.
import { tokenParams, withQuery, type ServiceToken } from '../requestUrl.ts';

/** Where IGServer is: `domain` (`http://host:6163`), or `protocol` + `ip` + `port`. */
export interface IgsServer {
  domain?: string;
  /** Default: the page's protocol (`http` outside a browser). */
  protocol?: string;
  /** Default `'localhost'`. */
  ip?: string;
  /** Default `'6163'`. */
  port?: string | number;
}

export const IGS_DEFAULT_IP = 'localhost';
export const IGS_DEFAULT_PORT = '6163';

/** MapGIS's names of the two coordinate systems a `proj` parameter usually asks for. */
export const IGS_PROJ = { webMercator: 'Web墨卡托_WGS1984', geographic: 'WGS1984_度' } as const;

function pageProtocol(): string {
  return typeof location !== 'undefined' && /^https?:$/.test(location.protocol) ? location.protocol.slice(0, -1) : 'http';
}

/** `http://localhost:6163`: the server's origin (and path prefix, when `domain` has one), without a trailing `/`. */
export function igsDomain(s: IgsServer): string {
  if (s.domain) return s.domain.replace(/\/+$/, '');
  const protocol = (s.protocol ?? pageProtocol()).replace(/:?\/*$/, '');
  return `${protocol}://${s.ip ?? IGS_DEFAULT_IP}:${s.port ?? IGS_DEFAULT_PORT}`;
}

/**
 * Percent-encodes what cannot stand in a URL as typed (spaces and non-ASCII: the document name in `…/docs/北京市`) and
 * leaves the rest alone, `%XX` escapes and `{placeholders}` included.
 */
export function encodeUrlText(url: string): string {
  return url.replace(/[\s\u0080-\uffff]+/g, (s) => encodeURIComponent(s));
}

/** A URL split at its query (`query` with its `?`, or ''). */
function splitQuery(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at < 0 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at) };
}


// ---------------------------------------------------------------------------------------------------------------
// Map documents: mrms/docs/{doc}

export interface IgsDocOptions extends IgsServer {
  /** A complete image URL of your own: used as is, `bbox={bbox}` added when it has no bbox. */
  url?: string;
  /** `…/igs/rest/mrms/docs/{doc}` (a query of its own is kept). */
  baseUrl?: string;
  /** The document's name, with `domain` or `ip`/`port` (or after a `baseUrl` ending in `/docs`). */
  serverName?: string;
  layers?: string;
  filters?: string;
  igsMapStyle?: object;
  f?: string;
  proj?: string;
  guid?: string;
  /** Image size in pixels: `w` and `h`, and `size` of dynamic tiles. Default 512. */
  tileSize?: number;
  cache?: boolean;
  isAntialiasing?: boolean;
  update?: boolean;
  mode?: string;
  token?: ServiceToken;
}

/** The document's REST address `…/mrms/docs/{doc}` (percent-encoded), with the query the given base URL carried. */
export function igsDocBase(o: IgsDocOptions): { path: string; query: string } {
  if (o.baseUrl) {
    const { path, query } = splitQuery(o.baseUrl);
    const trimmed = path.replace(/\/+$/, '');
    const withName = /\/docs$/i.test(trimmed) && o.serverName ? `${trimmed}/${o.serverName}` : trimmed;
    return { path: encodeUrlText(withName), query };
  }
  return { path: encodeUrlText(`${igsDomain(o)}/igs/rest/mrms/docs/${o.serverName ?? ''}`), query: '' };
}

/**
 * The per-tile image template of a map document: `{doc}?f=png&guid=…&w=512&h=512[&layers=…][&filters=…][&style=…]
 * [&proj=…][&mode=…]&isAntialiasing=false&cache=false&update=false[&token]&bbox={bbox}` — MapGIS's parameter order.
 */
export function igsDocImageUrl(o: IgsDocOptions): string {
  if (o.url) return /[?&]bbox=/i.test(o.url) ? o.url : withQuery(o.url, { bbox: '{bbox}' });
  const size = o.tileSize ?? 512;
  const { path, query } = igsDocBase(o);
  return withQuery(path + query, {
    f: o.f ?? 'png',
    guid: o.guid,
    w: size,
    h: size,
    layers: o.layers || undefined,
    filters: o.filters || undefined,
    style: o.igsMapStyle ? JSON.stringify(o.igsMapStyle) : undefined,
    proj: o.proj || undefined,
    mode: o.mode || undefined,
    isAntialiasing: o.isAntialiasing ?? false,
    cache: o.cache ?? false,
    update: o.update ?? false,
    ...tokenParams(o.token),
    bbox: '{bbox}',
  });
}

/**
 * Dynamic tiles of a map document (`cache: true`): `…/mrms/tile/{doc}/{z}/{y}/{x}?size=512`, cut and cached by the
 * server; `layers`, `filters`, `style` and `proj` do not apply to them. `update: true` asks the server to redraw.
 */
export function igsDocTileUrl(o: IgsDocOptions): string {
  const { path, query } = igsDocBase(o);
  const tiles = /\/mrms\/docs\//i.test(path) ? path.replace(/\/mrms\/docs\//i, '/mrms/tile/') : path;
  return withQuery(`${tiles}/{z}/{y}/{x}${query}`, { size: o.tileSize ?? 512, update: o.update ? true : undefined, ...tokenParams(o.token) });
}

/** The document's layer list (`LayerIndex`, `Name`, gdbp `URL`, `GeomType`…): `…/mrcs/docs/{doc}/0/layers?f=json`. */
export function igsDocLayersUrl(o: IgsDocOptions, mapIndex = 0): string | undefined {
  const path = o.url ? splitQuery(o.url).path : igsDocBase(o).path;
  if (!/\/mrms\/docs\/[^/]+$/i.test(path)) return undefined;
  return withQuery(`${path.replace(/\/mrms\/docs\//i, '/mrcs/docs/')}/${mapIndex}/layers`, { f: 'json', ...tokenParams(o.token) });
}

/** One entry of IGServer's layer list (`mrcs/docs/{doc}/{map}/layers?f=json`). */
export interface IgsLayerInfo {
  LayerIndex: number;
  /** The layer's GDB path, `gdbp://…/sfcls/{name}`: what IgsVectorLayer's `gdbps` takes. */
  URL: string;
  Name: string;
  /** `Reg` (polygons), `Lin` (lines), `Pnt` (points), `Ann` (annotation). */
  GeomType: string;
  State?: string;
  SRSName?: string;
  [key: string]: unknown;
}

// ---------------------------------------------------------------------------------------------------------------
// Tile caches: mrms/tile/{name}

export interface IgsTileOptions extends IgsServer {
  /** A complete template of your own; `/{z}/{y}/{x}` is added when it has no `{z}`. */
  url?: string;
  /** `…/igs/rest/mrms/tile/{name}` (a query of its own is kept). */
  baseUrl?: string;
  serverName?: string;
  token?: ServiceToken;
}

/** `…/mrms/tile/{name}/{z}/{y}/{x}`: level, row, column, as ArcGIS caches order them. */
export function igsTileUrl(o: IgsTileOptions): string {
  const token = tokenParams(o.token);
  const add = (template: string) => (Object.keys(token).length ? withQuery(template, token) : template);
  if (o.url) {
    const { path, query } = splitQuery(o.url);
    return add(path.includes('{z}') ? o.url : `${path.replace(/\/+$/, '')}/{z}/{y}/{x}${query}`);
  }
  const { path, query } = o.baseUrl ? splitQuery(o.baseUrl) : { path: `${igsDomain(o)}/igs/rest/mrms/tile/${o.serverName ?? ''}`, query: '' };
  return add(`${encodeUrlText(path.replace(/\/+$/, ''))}/{z}/{y}/{x}${query}`);
}

// ---------------------------------------------------------------------------------------------------------------
// GDB layers: mrms/layers?gdbps=

export interface IgsVectorOptions extends IgsServer {
  /** A complete URL of your own; MapLib's parameters and `bbox={bbox}` are added to it. */
  url?: string;
  /** `…/igs/rest/mrms/layers` (a query of its own is kept). */
  baseUrl?: string;
  /** GDB paths (`gdbp://…/sfcls/{class}`): a comma-separated string or an array. */
  gdbps: string | string[];
  filters?: string;
  igsMapStyle?: object;
  f?: string;
  guid?: string;
  tileSize?: number;
  /** A random `temp` value that keeps the browser from reusing images cached under the same URL. */
  temp?: string;
  token?: ServiceToken;
}

/** `…/mrms/layers?gdbps=…&f=png&guid=…&width=512&height=512[&filters=…][&style=[…]][&temp=…]&bbox={bbox}`. */
export function igsVectorUrl(o: IgsVectorOptions): string {
  const size = o.tileSize ?? 512;
  const base = o.url ?? (o.baseUrl ? encodeUrlText(o.baseUrl) : `${encodeUrlText(igsDomain(o))}/igs/rest/mrms/layers`);
  return withQuery(base, {
    gdbps: Array.isArray(o.gdbps) ? o.gdbps.join(',') : o.gdbps,
    f: o.f ?? 'png',
    guid: o.guid,
    width: size,
    height: size,
    filters: o.filters || undefined,
    style: o.igsMapStyle ? JSON.stringify(o.igsMapStyle) : undefined,
    temp: o.temp,
    ...tokenParams(o.token),
    ...(o.url && /[?&]bbox=/i.test(o.url) ? {} : { bbox: '{bbox}' }),
  });
}
