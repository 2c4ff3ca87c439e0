// IgsTdtLayer: Tianditu (天地图) vector, imagery and terrain maps and their annotation, as WMTS tiles straight from
// tianditu.gov.cn with your key (`tk`), from a base URL of your own (a proxy; the docs' emulated Tianditu), or through
// IGServer's cts/tianditu proxy. The matrix set follows the map: `w` on Web Mercator, `c` on a lon/lat map.
import { IgsServiceLayer, IGS_SERVER_RULES, templateTiles, type IgsServiceLayerProps } from './igsServiceLayer.ts';
import type { TileSourceOptions } from '../serviceTileLayer.ts';
import { TDT_LAYER_TYPES, tiandituTiles, type TdtLayerType, type TiandituOptions, type TiandituTiles } from '../../../services/tianditu/tiandituUrl.ts';
import { isGeographicCrs, CRS_NAMES, type CrsName } from '../../../map/crs.ts';
import { boolean, oneOf, show, string, type Rule } from '../../../base/validateProps.ts';

export interface IgsTdtLayerProps extends IgsServiceLayerProps<IgsTdtLayer>, Omit<TiandituOptions, 'matrixSet' | 'tileSize'> {
  /** Default 512 (MapGIS's). Tianditu's tiles are 256 px: 256 keeps them sharp. */
  tileSize?: 256 | 512;
  /** Level shift. Default 0: Tianditu `w` and `c` tiles line up with MapLib's grids at TILEMATRIX = z. */
  zoomOffset?: number;
  /** Which matrix set: a geographic CRS → `c`, EPSG:3857 → `w`. Default: the map's CRS. */
  crs?: CrsName;
}

/** Whether the props send requests to tianditu.gov.cn itself (then a key is required). */
function goesToTianditu(p: Record<string, unknown>): boolean {
  if (typeof p.url === 'string') return /tianditu\.gov\.cn/i.test(p.url);
  if (typeof p.layerType === 'string' && p.layerType.endsWith('_igs')) return false;
  return p.baseURL === undefined || (typeof p.baseURL === 'string' && /tianditu\.gov\.cn/i.test(p.baseURL));
}

export const IGS_TDT_RULES: Record<string, Rule> = {
  ...IGS_SERVER_RULES,
  url: string,
  baseURL: string,
  layerType: oneOf(...TDT_LAYER_TYPES),
  token: (v, p) =>
    v !== undefined && typeof v !== 'string'
      ? `must be your Tianditu key (a string), got ${show(v)}`
      : !v && goesToTianditu(p)
        ? 'is required for tianditu.gov.cn (your Tianditu key, sent as tk)'
        : undefined,
  crs: oneOf(...CRS_NAMES),
  isLabel: boolean,
  version: string,
  tdtStyle: string,
  format: string,
};

export class IgsTdtLayer extends IgsServiceLayer<IgsTdtLayerProps> {
  constructor(props: IgsTdtLayerProps) {
    super('IgsTdtLayer', IGS_TDT_RULES, props);
  }

  /** What the layer requests for these props on a map of `crs`: template, layer, matrix set, levels, direct or not. */
  getTiles(p: IgsTdtLayerProps = this.props, crs: CrsName = this.crs): TiandituTiles {
    const set = isGeographicCrs(p.crs ?? crs) ? 'c' : 'w';
    return tiandituTiles({ ...p, matrixSet: set, tileSize: p.tileSize ?? 512, layerType: p.layerType as TdtLayerType | undefined });
  }

  getTemplate(p: IgsTdtLayerProps = this.props): string {
    return this.getTiles(p).template;
  }

  protected tileSource(p: IgsTdtLayerProps, crs: CrsName): TileSourceOptions {
    const t = this.getTiles(p, crs);
    if (t.viaIgs && isGeographicCrs(crs)) this.warnOnce(`IGServer's cts/tianditu proxy serves Web Mercator tiles, which do not line up on a ${crs} map`);
    else if (t.matrixSet === 'c' && !isGeographicCrs(crs)) this.warnOnce(`Tianditu's c tiles (lon/lat) do not line up on a ${crs} map: leave crs out, or use a geographic map`);
    else if (t.matrixSet === 'w' && isGeographicCrs(crs) && !p.url) this.warnOnce(`Tianditu's w tiles (Web Mercator) do not line up on a ${crs} map`);
    return templateTiles(isGeographicCrs(crs) ? 'geographic' : 'mercator', {
      template: t.template,
      subdomains: t.subdomains,
      tileSize: p.tileSize ?? 512,
      zoomOffset: p.zoomOffset ?? 0,
      minimumLevel: t.minLevel,
      maximumLevel: t.maxLevel,
      attribution: t.direct ? '© 天地图 Tianditu' : undefined,
    });
  }
}
