// OGC WMTS 1.0.0 requests: GetTile in the KVP and RESTful encodings, and GetCapabilities read into the layer, matrix
// set, style, format, level prefix and zoom offset a map of a given grid needs. Pure (fetchWmtsCapabilities aside).
import { attrOf, childOf, childrenOf, descendants, parseXml, textOf, ogcExceptionMessage, type XmlElement } from '../xml.ts';
import { tokenParams, withQuery, type ServiceToken } from '../requestUrl.ts';
import { gridOfCrs, gridZoomOffset, METERS_PER_DEGREE, OGC_PIXEL_METRES } from '../gridOffset.ts';
import type { GridKind } from '../tileRequest.ts';

export interface WmtsKvpOptions {
  baseUrl: string;
  layer: string;
  tileMatrixSet: string;
  style?: string;
  format?: string;
  version?: string;
  /** Written before the level in TILEMATRIX (`EPSG:4326:` for GeoServer-style matrix identifiers). */
  tileMatrixPrefix?: string;
  token?: ServiceToken;
  tokenParam?: string;
}

/** The KVP GetTile template (`{z}` `{y}` `{x}` where level, row and column go). */
export function wmtsKvpTemplate(o: WmtsKvpOptions): string {
  return withQuery(o.baseUrl, {
    SERVICE: 'WMTS',
    REQUEST: 'GetTile',
    VERSION: o.version ?? '1.0.0',
    LAYER: o.layer,
    STYLE: o.style ?? 'default',
    TILEMATRIXSET: o.tileMatrixSet,
    FORMAT: o.format ?? 'image/png',
    ...tokenParams(o.token, o.tokenParam),
    TILEMATRIX: `${o.tileMatrixPrefix ?? ''}{z}`,
    TILEROW: '{y}',
    TILECOL: '{x}',
  });
}

/**
 * A RESTful ResourceURL template (`…/{TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol}.png`, placeholders matched
 * without regard to case) as a `{z}/{y}/{x}` template; `{z}/{x}/{y}` written directly are kept.
 */
export function wmtsRestTemplate(url: string, o: { layer?: string; tileMatrixSet?: string; style?: string; tileMatrixPrefix?: string; token?: ServiceToken; tokenParam?: string }): string {
  const values: Record<string, string | undefined> = {
    tilematrixset: o.tileMatrixSet,
    tilematrix: `${o.tileMatrixPrefix ?? ''}{z}`,
    tilerow: '{y}',
    tilecol: '{x}',
    style: o.style ?? 'default',
    layer: o.layer,
  };
  const filled = url.replace(/\{(\w+)\}/g, (all, name: string) => {
    const v = values[name.toLowerCase()];
    if (v === undefined) {
      if (['z', 'x', 'y'].includes(name)) return all;
      throw new Error(`the RESTful template's {${name}} has no value (give ${name === 'TileMatrixSet' ? 'tileMatrixSet' : name === 'Layer' ? 'wmtsLayer' : name})`);
    }
    return v;
  });
  const token = tokenParams(o.token, o.tokenParam);
  return Object.keys(token).length ? withQuery(filled, token) : filled;
}

export interface WmtsTileMatrix {
  identifier: string;
  scaleDenominator: number;
  /** As written: `y x` for lat/lon CRSs (EPSG:4326 writes `90 -180`), `x y` for projected ones. */
  topLeftCorner: [number, number];
  tileWidth: number;
  tileHeight: number;
  matrixWidth: number;
  matrixHeight: number;
}

export interface WmtsTileMatrixSet {
  identifier: string;
  supportedCRS: string;
  wellKnownScaleSet?: string;
  matrices: WmtsTileMatrix[];
}

export interface WmtsCapabilityLayer {
  identifier: string;
  title?: string;
  abstract?: string;
  /** `[[west, south], [east, north]]` from ows:WGS84BoundingBox. */
  bounds?: [[number, number], [number, number]];
  styles: { identifier: string; isDefault: boolean }[];
  formats: string[];
  tileMatrixSets: string[];
  /** RESTful tile templates by format. */
  resourceUrls: { format: string; template: string }[];
}

export interface WmtsCapabilities {
  title?: string;
  layers: WmtsCapabilityLayer[];
  tileMatrixSets: WmtsTileMatrixSet[];
  /** Where KVP GetTile goes, when the document says. */
  getTileKvpUrl?: string;
}

const numbers = (s: string | undefined) => (s ?? '').trim().split(/\s+/).map(Number);

function readMatrix(m: XmlElement): WmtsTileMatrix {
  const tl = numbers(textOf(m, 'TopLeftCorner'));
  return {
    identifier: textOf(m, 'Identifier') ?? '',
    scaleDenominator: Number(textOf(m, 'ScaleDenominator')),
    topLeftCorner: [tl[0], tl[1]],
    tileWidth: Number(textOf(m, 'TileWidth')),
    tileHeight: Number(textOf(m, 'TileHeight')),
    matrixWidth: Number(textOf(m, 'MatrixWidth')),
    matrixHeight: Number(textOf(m, 'MatrixHeight')),
  };
}

/** Reads a WMTS 1.0.0 capabilities document. Throws on exception reports. */
export function parseWmtsCapabilities(xml: string): WmtsCapabilities {
  const problem = ogcExceptionMessage(xml);
  if (problem) throw new Error(`WMTS GetCapabilities: ${problem}`);
  const root = parseXml(xml);
  if (root.local !== 'Capabilities') throw new Error(`WMTS GetCapabilities: expected Capabilities, got <${root.name}>`);
  const contents = childOf(root, 'Contents');
  const layers = childrenOf(contents, 'Layer').map((l): WmtsCapabilityLayer => {
    const box = childOf(l, 'WGS84BoundingBox');
    const lo = numbers(textOf(box, 'LowerCorner'));
    const hi = numbers(textOf(box, 'UpperCorner'));
    return {
      identifier: textOf(l, 'Identifier') ?? '',
      title: textOf(l, 'Title'),
      abstract: textOf(l, 'Abstract') || undefined,
      bounds: box ? [[lo[0], lo[1]], [hi[0], hi[1]]] : undefined,
      styles: childrenOf(l, 'Style').map((s) => ({ identifier: textOf(s, 'Identifier') ?? '', isDefault: s.attrs.isDefault === 'true' })),
      formats: childrenOf(l, 'Format').map((f) => f.text),
      tileMatrixSets: childrenOf(l, 'TileMatrixSetLink').map((s) => textOf(s, 'TileMatrixSet') ?? ''),
      resourceUrls: childrenOf(l, 'ResourceURL')
        .filter((r) => (r.attrs.resourceType ?? 'tile') === 'tile')
        .map((r) => ({ format: r.attrs.format ?? '', template: r.attrs.template ?? '' })),
    };
  });
  const tileMatrixSets = childrenOf(contents, 'TileMatrixSet').map((s) => ({
    identifier: textOf(s, 'Identifier') ?? '',
    supportedCRS: textOf(s, 'SupportedCRS') ?? '',
    wellKnownScaleSet: textOf(s, 'WellKnownScaleSet'),
    matrices: childrenOf(s, 'TileMatrix').map(readMatrix),
  }));
  const getTile = descendants(childOf(root, 'OperationsMetadata'), 'Operation').find((o) => o.attrs.name === 'GetTile');
  const kvp = descendants(getTile, 'Get').find((g) => descendants(g, 'Value').some((v) => v.text === 'KVP')) ?? descendants(getTile, 'Get')[0];
  return { title: textOf(childOf(root, 'ServiceIdentification'), 'Title'), layers, tileMatrixSets, getTileKvpUrl: attrOf(kvp, 'href') };
}

/** The level number in a matrix identifier (`5`, `EPSG:4326:5`) and the prefix before it. */
export function splitMatrixIdentifier(id: string): { prefix: string; level: number } | undefined {
  const m = /^(.*?)(\d+)$/.exec(id);
  return m ? { prefix: m[1], level: Number(m[2]) } : undefined;
}

/** Width of one tile of a matrix in its CRS's units (degrees for geographic sets, metres otherwise). */
export function matrixTileSpan(set: WmtsTileMatrixSet, m: WmtsTileMatrix): number {
  const metresPerPixel = m.scaleDenominator * OGC_PIXEL_METRES;
  return (m.tileWidth * metresPerPixel) / (gridOfCrs(set.supportedCRS) === 'geographic' ? METERS_PER_DEGREE : 1);
}

/** The matrix set's top-left corner as x/y (longitude first): WMTS writes EPSG lat/lon CRSs latitude first. */
function originXY(set: WmtsTileMatrixSet, m: WmtsTileMatrix): [number, number] {
  const geographic = gridOfCrs(set.supportedCRS) === 'geographic' && !/CRS:?84/i.test(set.supportedCRS);
  return geographic ? [m.topLeftCorner[1], m.topLeftCorner[0]] : m.topLeftCorner;
}

export interface WmtsLayerOptions {
  wmtsLayer: string;
  tileMatrixSet: string;
  wmtsStyle: string;
  format: string;
  tileMatrixPrefix: string;
  zoomOffset: number;
  /** Lowest and highest map tile level with tiles (before zoomOffset). */
  minimumLevel: number;
  maximumLevel: number;
  tileSize: number;
  /** The RESTful template of the chosen format, when the layer has one. */
  url?: string;
  bounds?: [[number, number], [number, number]];
}

/**
 * What a map on `grid` needs to draw one layer of a WMTS: the first of its matrix sets that lines up with the grid
 * (same CRS family, tiles the grid's width / 2^n, origin at the grid's corner), its level prefix and zoomOffset, and the
 * layer's default style, first format (or `format` when offered) and RESTful template. Throws when no set fits.
 */
export function wmtsLayerOptions(caps: WmtsCapabilities, o: { layer?: string; grid: GridKind; tileMatrixSet?: string; format?: string }): WmtsLayerOptions {
  const layer = o.layer ? caps.layers.find((l) => l.identifier === o.layer) : caps.layers[0];
  if (!layer) throw new Error(`the service has no layer "${o.layer}" (${caps.layers.map((l) => l.identifier).join(', ')})`);
  const problems: string[] = [];
  for (const id of o.tileMatrixSet ? [o.tileMatrixSet] : layer.tileMatrixSets) {
    const set = caps.tileMatrixSets.find((s) => s.identifier === id);
    if (!set || !set.matrices.length) {
      problems.push(`${id}: not described`);
      continue;
    }
    if (gridOfCrs(set.supportedCRS) !== o.grid) {
      problems.push(`${id}: ${set.supportedCRS} is not drawn on the map's ${o.grid === 'geographic' ? 'lon/lat' : 'Web Mercator'} grid`);
      continue;
    }
    try {
      const levels: { level: number; offset: number }[] = [];
      let prefix = '';
      for (const m of set.matrices) {
        const split = splitMatrixIdentifier(m.identifier);
        if (!split) throw new Error(`matrix identifier "${m.identifier}" has no level number`);
        prefix = split.prefix;
        levels.push({ level: split.level, offset: gridZoomOffset(o.grid, { level: split.level, tileSpan: matrixTileSpan(set, m), origin: originXY(set, m) }) });
      }
      const offset = levels[0].offset;
      if (levels.some((l) => l.offset !== offset)) throw new Error('its levels do not halve the tile width one by one');
      const formats = layer.formats;
      const format = o.format && formats.includes(o.format) ? o.format : (formats[0] ?? 'image/png');
      const style = layer.styles.find((s) => s.isDefault) ?? layer.styles[0];
      const rest = layer.resourceUrls.find((r) => r.format === format) ?? layer.resourceUrls[0];
      return {
        wmtsLayer: layer.identifier,
        tileMatrixSet: set.identifier,
        wmtsStyle: style?.identifier ?? 'default',
        format,
        tileMatrixPrefix: prefix,
        zoomOffset: offset,
        minimumLevel: Math.max(0, Math.min(...levels.map((l) => l.level)) - offset),
        maximumLevel: Math.max(...levels.map((l) => l.level)) - offset,
        tileSize: set.matrices[0].tileWidth,
        url: rest?.template,
        bounds: layer.bounds,
      };
    } catch (err) {
      problems.push(`${id}: ${(err as Error).message}`);
    }
  }
  throw new Error(`no tile matrix set of layer "${layer.identifier}" lines up with the map: ${problems.join('; ')}`);
}

/** The GetCapabilities URL of a KVP endpoint. */
export function wmtsCapabilitiesUrl(baseUrl: string, options: { version?: string; token?: ServiceToken; tokenParam?: string } = {}): string {
  return withQuery(baseUrl, { SERVICE: 'WMTS', REQUEST: 'GetCapabilities', VERSION: options.version ?? '1.0.0', ...tokenParams(options.token, options.tokenParam) });
}

/** Fetches and reads capabilities: a KVP endpoint, or a document URL (`…/1.0.0/WMTSCapabilities.xml`) as it is. */
export async function fetchWmtsCapabilities(url: string, options: { version?: string; token?: ServiceToken; tokenParam?: string; signal?: AbortSignal } = {}): Promise<WmtsCapabilities> {
  const target = /\.xml(\?|$)/i.test(url) ? url : wmtsCapabilitiesUrl(url, options);
  const response = await fetch(target, { signal: options.signal });
  if (!response.ok) throw new Error(`WMTS GetCapabilities: ${response.status} ${response.statusText} for ${target}`);
  return parseWmtsCapabilities(await response.text());
}
