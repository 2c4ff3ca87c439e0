// Tianditu (天地图) tile URLs as MapGIS's IgsTdtLayer builds them: WMTS KVP straight to tianditu.gov.cn (or a base URL
// of your own: a proxy, the docs site's emulator) with the `tk` key, or through IGServer's cts/tianditu proxy, whose
// path orders x/y/z. Pure; also tells which levels exist.
import { igsDomain, type IgsServer } from '../igs/igsUrl.ts';
import { withQuery } from '../requestUrl.ts';

/** Direct layers (vector, imagery, terrain and their annotation) and the four IGServer proxies. */
export const TDT_LAYER_TYPES = ['vec', 'img', 'ter', 'cva', 'cia', 'cta', 'vec_igs', 'img_igs', 'cva_igs', 'cia_igs'] as const;
export type TdtLayerType = (typeof TDT_LAYER_TYPES)[number];

/** `isLabel` swaps a base layer for its annotation layer. */
const LABEL_OF: Partial<Record<TdtLayerType, TdtLayerType>> = { vec: 'cva', img: 'cia', ter: 'cta', vec_igs: 'cva_igs', img_igs: 'cia_igs' };
/** IGServer's names of the Tianditu layers it proxies. */
const IGS_NAMES: Partial<Record<TdtLayerType, string>> = { vec_igs: 'vector', img_igs: 'raster', cva_igs: 'vectorAnno', cia_igs: 'rasterAnno' };

/** Tianditu's eight tile hosts, `t0` … `t7`. */
export const TDT_SUBDOMAINS = ['0', '1', '2', '3', '4', '5', '6', '7'];
export const TDT_HOST = 'https://t{s}.tianditu.gov.cn/';

export interface TiandituOptions extends IgsServer {
  /** A complete template of your own (`{z}`, `{x}`, `{y}`): used as is. */
  url?: string;
  /**
   * Where the WMTS endpoints are: a root (`https://t0.tianditu.gov.cn/`, a proxy, `<prefix>tianditu/`), to which
   * `{layer}_{set}/wmts` is added, or one layer's endpoint (`…/vec_c/wmts`), whose layer and set are used.
   */
  baseURL?: string;
  /** Default `'vec'`. */
  layerType?: TdtLayerType;
  /** Use the layer's annotation layer (vec → cva, img → cia, ter → cta). */
  isLabel?: boolean;
  /** The Tianditu key, sent as `tk`. */
  token?: string;
  /** `'w'` (Web Mercator) or `'c'` (lon/lat). Default `'w'`. */
  matrixSet?: 'w' | 'c';
  version?: string;
  tdtStyle?: string;
  format?: string;
  /** Sent as `width` and `height`, as MapGIS does (Tianditu ignores them: its tiles are 256 px). Default 256. */
  tileSize?: number;
}

export interface TiandituTiles {
  /** The URL template; `{s}` stands for the digit of `t0` … `t7` when the host is Tianditu's. */
  template: string;
  subdomains?: string[];
  /** The layer the URL asks for (after `isLabel`, or the one a `baseURL` names). */
  layer: string;
  matrixSet: 'w' | 'c';
  /** Through IGServer (`…/cts/tianditu/{name}/{x}/{y}/{z}`, Web Mercator tiles). */
  viaIgs: boolean;
  /** Whether the requests go to tianditu.gov.cn itself (which needs a key). */
  direct: boolean;
  /** Levels that exist: from 1; 18 deep, 14 for terrain. */
  minLevel: number;
  maxLevel: number;
}

/** The layer a type and `isLabel` name: `vec` + label → `cva`. */
export function tiandituLayer(layerType: TdtLayerType = 'vec', isLabel = false): TdtLayerType {
  return (isLabel && LABEL_OF[layerType]) || layerType;
}

const ENDPOINT = /\/(vec|img|ter|cva|cia|cta|ibo|eva|eia)_([wc])\/wmts\/?$/i;

/** The tile template of a Tianditu layer, its hosts and its levels. */
export function tiandituTiles(o: TiandituOptions): TiandituTiles {
  const type = tiandituLayer(o.layerType, o.isLabel);
  const levels = (layer: string) => ({ minLevel: 1, maxLevel: layer === 'ter' || layer === 'cta' ? 14 : 18 });
  if (o.url) {
    const path = o.url.split('?')[0];
    const layer = ENDPOINT.exec(path)?.[1] ?? type;
    const matrixSet = (ENDPOINT.exec(path)?.[2]?.toLowerCase() as 'w' | 'c' | undefined) ?? o.matrixSet ?? 'w';
    return { template: o.url, layer, matrixSet, viaIgs: /\/cts\/tianditu\//i.test(o.url), direct: /tianditu\.gov\.cn/i.test(o.url), ...levels(layer) };
  }
  const igsName = IGS_NAMES[type];
  if (igsName) {
    // IGServer's proxy: x/y/z in the path, the key (if the server needs one) and service=WMTS in the query.
    const template = withQuery(`${igsDomain(o)}/igs/rest/cts/tianditu/${igsName}/{x}/{y}/{z}`, { tk: o.token || undefined, service: 'WMTS' });
    return { template, layer: igsName, matrixSet: 'w', viaIgs: true, direct: false, ...levels(type) };
  }
  let layer: string = type;
  let matrixSet = o.matrixSet ?? 'w';
  let base: string;
  if (o.baseURL) {
    const at = o.baseURL.indexOf('?');
    const [path, query] = at < 0 ? [o.baseURL, ''] : [o.baseURL.slice(0, at), o.baseURL.slice(at)];
    const m = ENDPOINT.exec(path);
    if (m) {
      // One layer's endpoint: its set is the URL's; isLabel still swaps the layer, in the path as in LAYER.
      matrixSet = m[2].toLowerCase() as 'w' | 'c';
      layer = tiandituLayer(m[1].toLowerCase() as TdtLayerType, o.isLabel);
      base = path.replace(ENDPOINT, `/${layer}_${matrixSet}/wmts`) + query;
    } else {
      base = `${path.replace(/\/+$/, '')}/${layer}_${matrixSet}/wmts${query}`;
    }
  } else {
    base = `${TDT_HOST}${layer}_${matrixSet}/wmts`;
  }
  const size = o.tileSize ?? 256;
  // MapGIS's order and lower-case keys; WMTS servers read KVP names case-insensitively.
  const template = withQuery(base, {
    request: 'GetTile',
    version: o.version ?? '1.0.0',
    style: o.tdtStyle ?? 'default',
    tilematrixSet: matrixSet,
    format: o.format ?? 'tiles',
    width: size,
    height: size,
    layer,
    tilematrix: '{z}',
    tilerow: '{y}',
    tilecol: '{x}',
    tk: o.token || undefined,
    service: 'WMTS',
  });
  return {
    template,
    subdomains: template.includes('{s}') ? TDT_SUBDOMAINS : undefined,
    layer,
    matrixSet,
    viaIgs: false,
    direct: /tianditu\.gov\.cn/i.test(base),
    ...levels(layer),
  };
}
