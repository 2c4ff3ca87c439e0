// Tile URLs of Chinese internet maps and of any `{x}{y}{z}` template: the providers' templates, hosts, tiling and
// datum, and filling a template for one provider tile (`{s}`, `{z}`, `{x}`, `{y}`, `{-y}`, token, a row/level rule).
import { applyToken } from '../../tiles/tileUrl.ts';
import type { ServiceToken } from '../requestUrl.ts';
import type { Datum } from './datum.ts';

/** How a provider cuts its tiles: Web Mercator rows from the north (`xyz`) or the south (`tms`), or Baidu's BD09MC. */
export type TileScheme = 'xyz' | 'tms' | 'bd09';
export const TILE_SCHEMES: readonly TileScheme[] = ['xyz', 'tms', 'bd09'];

export const PROVIDERS = ['gaode', 'gaode-satellite', 'baidu', 'baidu-satellite', 'custom'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface ProviderInfo {
  /** The public URL template (`{s}` for the host digit). */
  url?: string;
  subdomains?: string[];
  scheme: TileScheme;
  datum: Datum;
  minLevel: number;
  maxLevel: number;
  attribution?: string;
}

/** The providers' public endpoints, tiling and datum. Their tiles may be drawn live, never cached or shipped. */
export const PROVIDER_INFO: Record<Provider, ProviderInfo> = {
  gaode: {
    url: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    subdomains: ['1', '2', '3', '4'],
    scheme: 'xyz',
    datum: 'gcj02',
    minLevel: 1,
    maxLevel: 18,
    attribution: '© 高德地图 AutoNavi',
  },
  'gaode-satellite': {
    url: 'https://webst0{s}.is.autonavi.com/appmaptile?style=6&x={x}&y={y}&z={z}',
    subdomains: ['1', '2', '3', '4'],
    scheme: 'xyz',
    datum: 'gcj02',
    minLevel: 1,
    maxLevel: 18,
    attribution: '© 高德地图 AutoNavi',
  },
  baidu: {
    url: 'https://maponline{s}.bdimg.com/tile/?qt=vtile&x={x}&y={y}&z={z}&styles=pl&scaler=1',
    subdomains: ['0', '1', '2', '3'],
    scheme: 'bd09',
    datum: 'bd09',
    minLevel: 3,
    maxLevel: 19,
    attribution: '© 百度地图 Baidu',
  },
  'baidu-satellite': {
    url: 'https://maponline{s}.bdimg.com/it/u=x={x};y={y};z={z};v=009;type=sate&fm=46',
    subdomains: ['0', '1', '2', '3'],
    scheme: 'bd09',
    datum: 'bd09',
    minLevel: 3,
    maxLevel: 18,
    attribution: '© 百度地图 Baidu',
  },
  custom: { scheme: 'xyz', datum: 'wgs84', minLevel: 0, maxLevel: 22 },
};

/** MapGIS's `layerType` names (mapgis-custom-rastertile-layer) and the provider each stands for. */
export const LAYER_TYPES: Record<string, Provider> = {
  'GaoDe.Normal.Map': 'gaode',
  'GaoDe.Satellite.Map': 'gaode-satellite',
  'Baidu.Normal.Map': 'baidu',
  'Baidu.Satellite.Map': 'baidu-satellite',
  'Custom.WMTS.Map': 'custom',
};

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** A rule that turns the provider's tile address into the one its URLs carry (a custom row or level numbering). */
export type TileRule = (tile: TileAddress) => TileAddress;

export interface TileUrlOptions {
  subdomains?: string[];
  token?: ServiceToken;
  /** Added to the level written in the URL. */
  zoomOffset?: number;
  /** Applied last, to the address with zoomOffset added. */
  tileRule?: TileRule;
}

/** The URL of one provider tile. `{-y}` is the row counted from the south (2^z − 1 − y). */
export function fillTileUrl(template: string, tile: TileAddress, o: TileUrlOptions = {}): string {
  let t: TileAddress = { ...tile, z: tile.z + (o.zoomOffset ?? 0) };
  if (o.tileRule) {
    const ruled = o.tileRule({ ...t });
    if (!ruled || ![ruled.z, ruled.x, ruled.y].every(Number.isFinite)) {
      throw new Error(`tileRule must return { z, x, y } numbers, got ${JSON.stringify(ruled)} for ${t.z}/${t.x}/${t.y}`);
    }
    t = ruled;
  }
  const subs = o.subdomains ?? [];
  let url = template;
  if (url.includes('{s}')) {
    if (!subs.length) throw new Error('the URL has {s} but subdomains is empty');
    url = url.split('{s}').join(subs[Math.abs(t.x + t.y) % subs.length]);
  }
  url = url
    .split('{z}').join(String(t.z))
    .split('{x}').join(String(t.x))
    .split('{-y}').join(String(2 ** t.z - 1 - t.y))
    .split('{y}').join(String(t.y));
  const token = o.token;
  if (token === undefined || token === '') return url;
  return typeof token === 'string' ? applyToken(url, token) : applyToken(url, token.value, token.key);
}
