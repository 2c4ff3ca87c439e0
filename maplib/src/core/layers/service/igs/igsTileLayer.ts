// IgsTileLayer: an IGServer tile cache, `…/mrms/tile/{name}/{z}/{y}/{x}`. Web Mercator caches line up at level = z;
// geographic caches are cut with 180° tiles at level 0, so on an EPSG:4326/4490 map the level is z − 1 (the default
// zoomOffset there, as in MapGIS's client).
import { IgsServiceLayer, IGS_SERVER_RULES, templateTiles, type IgsServiceLayerProps } from './igsServiceLayer.ts';
import type { TileSourceOptions } from '../serviceTileLayer.ts';
import { igsTileUrl, type IgsTileOptions } from '../../../services/igs/igsUrl.ts';
import { isGeographicCrs, type CrsName } from '../../../map/crs.ts';
import { number, show, string, type Rule } from '../../../base/validateProps.ts';

export interface IgsTileLayerProps extends IgsServiceLayerProps<IgsTileLayer>, IgsTileOptions {
  /** Default 512 (MapGIS's); 256 for caches of 256 px tiles, which 512 would stretch. */
  tileSize?: 256 | 512;
  /** Added to the map's tile level in the URL. Default: −1 on a geographic map, 0 on Web Mercator. */
  zoomOffset?: number;
  /** Lowest level the cache has, before zoomOffset. Default 0. */
  minimumLevel?: number;
  /** Highest level the cache has, before zoomOffset; deeper zooms enlarge it. Default 22. */
  maximumLevel?: number;
}

/** IGServer's geographic caches start with two 180° tiles at level 0: one level above MapLib's geographic grid. */
export const IGS_GEOGRAPHIC_ZOOM_OFFSET = -1;

export const IGS_TILE_RULES: Record<string, Rule> = {
  ...IGS_SERVER_RULES,
  url: string,
  baseUrl: (v, p) =>
    string(v, p) ?? (p.url !== undefined || v !== undefined || p.serverName !== undefined ? undefined : '(or url, or serverName with domain / ip and port) is required'),
  serverName: string,
  minimumLevel: number(0, 24, true),
  maximumLevel: (v, p) =>
    number(0, 24, true)(v, p) ?? (((p.minimumLevel as number) ?? 0) > ((v as number) ?? 22) ? `must not be below minimumLevel (${p.minimumLevel}), got ${show(v ?? 22)}` : undefined),
};

export class IgsTileLayer extends IgsServiceLayer<IgsTileLayerProps> {
  constructor(props: IgsTileLayerProps) {
    super('IgsTileLayer', IGS_TILE_RULES, props);
  }

  /** The zoomOffset in use: the prop, or the default of the map's CRS. */
  getZoomOffset(p: IgsTileLayerProps = this.props, crs: CrsName = this.crs): number {
    return p.zoomOffset ?? (isGeographicCrs(crs) ? IGS_GEOGRAPHIC_ZOOM_OFFSET : 0);
  }

  getTemplate(p: IgsTileLayerProps = this.props): string {
    return igsTileUrl(p);
  }

  protected tileSource(p: IgsTileLayerProps, crs: CrsName): TileSourceOptions {
    return templateTiles(isGeographicCrs(crs) ? 'geographic' : 'mercator', { template: this.getTemplate(p), tileSize: p.tileSize ?? 512, zoomOffset: this.getZoomOffset(p, crs), minimumLevel: p.minimumLevel ?? 0, maximumLevel: p.maximumLevel ?? 22 });
  }
}
