// CustomTileLayer: Chinese internet basemaps (Gaode/AMap in GCJ-02, Baidu in BD-09 on its own BD09MC tiling) and any
// `{x}{y}{z}` template, placed on a WGS84 map. Every tile goes through maplib-datum:// (services/customTile), which
// fetches the provider tiles under each map tile and shifts them from the provider's datum to WGS84, so they line
// up with GPS data and the offline basemap; `correction: false` draws them where their own coordinates say, which
// at city zoom is some 500 m off in China.
import type { SourceSpecification } from 'maplibre-gl';
import { ServiceTileLayer, type ServiceTileLayerProps, type TileSourceOptions } from './serviceTileLayer.ts';
import { DATUMS, type Datum } from '../../services/customTile/datum.ts';
import { fillTileUrl, LAYER_TYPES, PROVIDER_INFO, PROVIDERS, TILE_SCHEMES, type Provider, type ProviderInfo, type TileAddress, type TileRule, type TileScheme } from '../../services/customTile/customTileUrl.ts';
import { datumTileRequests, ensureDatumTileProtocol, registerDatumTiles, unregisterDatumTiles, type DatumTileConfig } from '../../services/customTile/datumTileProtocol.ts';
import { BAIDU_LEVEL_SHIFT } from '../../services/customTile/baiduTiles.ts';
import { tokenRule, type ServiceToken } from '../../services/requestUrl.ts';
import { boolean, func, number, oneOf, show, string, type Rule } from '../../base/validateProps.ts';
import type { CrsName } from '../../map/crs.ts';

export interface CustomTileLayerProps extends ServiceTileLayerProps {
  /** Whose tiles: `gaode`, `gaode-satellite`, `baidu`, `baidu-satellite`, or `custom` (needs `url`). Default `gaode`, or `custom` when only `url` is given. */
  provider?: Provider;
  /** MapGIS's name for the provider: `GaoDe.Normal.Map`, `GaoDe.Satellite.Map`, `Baidu.Normal.Map`, `Baidu.Satellite.Map`, `Custom.WMTS.Map`. */
  layerType?: string;
  /** URL template (`{z}` `{x}` `{y}` `{-y}` `{s}` `{token}`). Default: the provider's public URL. */
  url?: string;
  /** Values of `{s}`: an array, or a string of one-character hosts (`'1234'`). Default: the provider's. */
  subdomains?: string[] | string;
  /** Tiling: `xyz`, `tms` (rows from the south) or `bd09` (Baidu's). Default: the provider's (`xyz` for custom). */
  scheme?: TileScheme;
  /** Datum of the tiles: `wgs84`, `gcj02` or `bd09`. Default: the provider's (`wgs84` for custom). */
  coordinateSystem?: Datum;
  /** Shift the tiles from their datum to WGS84. Default true. */
  correction?: boolean;
  /** Added to the level in the URL (for caches numbered from another level). Default 0. */
  zoomOffset?: number;
  /** Turns each tile address (zoomOffset added) into the one the URL carries: a custom row or level rule. */
  tileRule?: TileRule;
  /** A token: `{token}` in the URL, or a query pair (`token=`, or `{ key, value }`). */
  token?: ServiceToken;
  /** Pixel size of the tiles the layer draws. Default 256 (the providers' own). */
  tileSize?: 256 | 512;
  /** Provider levels that exist (before zoomOffset). Default: the provider's (Gaode 1–18, Baidu 3–19). */
  minimumLevel?: number;
  maximumLevel?: number;
  attribution?: string;
}

/** What the props resolve to. */
export interface CustomTileSettings extends ProviderInfo {
  provider: Provider;
  url: string;
  subdomains: string[];
  correction: boolean;
  zoomOffset: number;
}

function providerOf(p: Record<string, unknown>): Provider {
  if (p.provider !== undefined) return p.provider as Provider;
  if (p.layerType !== undefined) return LAYER_TYPES[p.layerType as string];
  return p.url !== undefined ? 'custom' : 'gaode';
}

export const CUSTOM_TILE_RULES: Record<string, Rule> = {
  provider: oneOf(...PROVIDERS),
  layerType: (v, p) =>
    v === undefined
      ? undefined
      : typeof v !== 'string' || !(v in LAYER_TYPES)
        ? `must be one of ${Object.keys(LAYER_TYPES).join(', ')}, got ${show(v)}`
        : p.provider !== undefined && p.provider !== LAYER_TYPES[v]
          ? `(${v}) names provider "${LAYER_TYPES[v]}", but provider is ${show(p.provider)}: give one of them`
          : undefined,
  url: (v, p) =>
    v !== undefined && (typeof v !== 'string' || v.trim() === '')
      ? `must be a URL template (a non-empty string), got ${show(v)}`
      : v === undefined && providerOf(p) === 'custom'
        ? 'is required for a custom provider (a template with {z}, {x} and {y})'
        : typeof v === 'string' && !(/\{z\}/.test(v) && /\{x\}/.test(v) && /\{-?y\}/.test(v)) && p.tileRule === undefined
          ? `must hold {z}, {x} and {y} (or {-y}), got ${show(v)}`
          : undefined,
  subdomains: (v) =>
    v === undefined || (typeof v === 'string' && v.length > 0) || (Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' || typeof s === 'number'))
      ? undefined
      : `must be a non-empty array of host parts or a string of one-character parts, got ${show(v)}`,
  scheme: oneOf(...TILE_SCHEMES),
  coordinateSystem: oneOf(...DATUMS),
  correction: boolean,
  zoomOffset: number(-24, 24, true),
  tileRule: func,
  token: tokenRule,
  tileSize: oneOf(256, 512),
  minimumLevel: number(0, 24, true),
  maximumLevel: (v, p) =>
    number(0, 24, true)(v, p) ??
    (v !== undefined && p.minimumLevel !== undefined && (p.minimumLevel as number) > (v as number) ? `must not be below minimumLevel (${p.minimumLevel}), got ${show(v)}` : undefined),
  attribution: string,
};

let keys = 0;

export class CustomTileLayer extends ServiceTileLayer<CustomTileLayerProps> {
  private readonly datumKey = `datum${++keys}`;
  /** One version per distinct tile configuration: equal props give equal URLs (no reload on an opacity change). */
  private versions = new Map<string, number>();
  /** tileRule functions by identity: a new function is a new set of URLs. */
  private ruleIds = new WeakMap<Function, number>();
  private ruleCount = 0;

  constructor(props: CustomTileLayerProps) {
    super('CustomTileLayer', CUSTOM_TILE_RULES, props);
  }

  /** The provider, template, hosts, tiling, datum and levels these props resolve to. */
  getSettings(p: CustomTileLayerProps = this.props): CustomTileSettings {
    const provider = providerOf(p as Record<string, unknown>);
    const info = PROVIDER_INFO[provider];
    const subs = p.subdomains ?? info.subdomains ?? [];
    return {
      ...info,
      provider,
      url: p.url ?? info.url!,
      subdomains: typeof subs === 'string' ? subs.split('') : subs.map(String),
      scheme: p.scheme ?? info.scheme,
      datum: p.coordinateSystem ?? (p.scheme === 'bd09' && provider === 'custom' ? 'bd09' : info.datum),
      correction: p.correction ?? true,
      zoomOffset: p.zoomOffset ?? 0,
      minLevel: p.minimumLevel ?? info.minLevel,
      maxLevel: p.maximumLevel ?? info.maxLevel,
      attribution: p.attribution ?? info.attribution,
    };
  }

  /** The real URL of a provider tile (level as its tiling counts, before zoomOffset). */
  providerTileUrl(tile: TileAddress, p: CustomTileLayerProps = this.props): string {
    const s = this.getSettings(p);
    return fillTileUrl(s.url, tile, { subdomains: s.subdomains, token: p.token, zoomOffset: s.zoomOffset, tileRule: p.tileRule });
  }

  private config(p: CustomTileLayerProps, crs: CrsName): DatumTileConfig {
    const s = this.getSettings(p);
    return {
      grid: this.gridOf(crs),
      scheme: s.scheme,
      datum: s.datum,
      correction: s.correction,
      size: p.tileSize ?? 256,
      minLevel: s.minLevel,
      maxLevel: s.maxLevel,
      urlOf: (t) => this.providerTileUrl(t, p),
      onRequest: (url, tile) => this.props.onRequest?.({ url, tile, layer: this }),
    };
  }

  private gridOf(crs: CrsName): 'mercator' | 'geographic' {
    return crs === 'EPSG:3857' ? 'mercator' : 'geographic';
  }

  /** The real URLs of the provider tiles map tile z/x/y is drawn from (one when no shift is needed). */
  getTileUrls(z: number, x: number, y: number): string[] {
    return datumTileRequests({ z, x, y }, this.config(this.props, this.crs)).urls;
  }

  /** The provider tile under the middle of map tile z/x/y. */
  getTileUrl(z: number, x: number, y: number): string {
    const urls = this.getTileUrls(z, x, y);
    return urls[urls.length >> 1];
  }

  private signature(p: CustomTileLayerProps, crs: CrsName): string {
    const s = this.getSettings(p);
    let rule = 0;
    if (p.tileRule) {
      rule = this.ruleIds.get(p.tileRule) ?? ++this.ruleCount;
      this.ruleIds.set(p.tileRule, rule);
    }
    return JSON.stringify([s.url, s.subdomains, s.scheme, s.datum, s.correction, s.zoomOffset, s.minLevel, s.maxLevel, p.tileSize ?? 256, p.token ?? null, rule, crs]);
  }

  protected tileSource(p: CustomTileLayerProps, crs: CrsName): TileSourceOptions {
    const s = this.getSettings(p);
    const sig = this.signature(p, crs);
    let version = this.versions.get(sig);
    if (version === undefined) this.versions.set(sig, (version = this.versions.size + 1));
    ensureDatumTileProtocol();
    const tile = registerDatumTiles(this.datumKey, version, this.config(p, crs));
    // Map levels whose provider level exists: Baidu's level is one finer than the map's, a 512 px tile one more.
    const shift = (s.scheme === 'bd09' ? BAIDU_LEVEL_SHIFT : 0) + ((p.tileSize ?? 256) === 512 ? 1 : 0);
    const minzoom = Math.max(0, Math.min(24, s.minLevel - shift));
    const maxzoom = Math.max(minzoom, Math.min(24, s.maxLevel - shift));
    return { tiles: [tile], tileSize: p.tileSize ?? 256, minzoom, maxzoom, attribution: s.attribution };
  }

  /** Not through maplib-bbox://: maplib-datum:// fetches the provider tiles and reports each to onRequest. */
  protected sourceSpec(p: CustomTileLayerProps): SourceSpecification {
    const spec: Record<string, unknown> = { type: 'raster', ...this.tileSource(p, this.crs) };
    for (const k of Object.keys(spec)) if (spec[k] === undefined) delete spec[k];
    return spec as unknown as SourceSpecification;
  }

  protected afterAttach(): void {
    this.onDetach(() => unregisterDatumTiles(this.datumKey));
  }
}
