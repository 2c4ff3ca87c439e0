// ArcGISTileLayer: a cached ArcGIS MapServer (`tile/{z}/{y}/{x}`, row before column). Unless a zoomOffset is forced,
// it reads the service's `?f=json` tileInfo to find which map level each cache level is (0 for Web Mercator caches,
// −1 for ArcGIS's default lon/lat scheme on a geographic map).
import { ServiceTileLayer, type ServiceTileLayerProps, type TileSourceOptions } from '../serviceTileLayer.ts';
import { rasterSourceSpec } from '../../data/rasterLayer.ts';
import { ensureTileProtocol } from '../../../tiles/tileProtocol.ts';
import type { CrsName } from '../../../map/crs.ts';
import { arcgisCacheFit, arcgisTileTemplate, fetchArcgisServiceInfo, type ArcgisServiceInfo, type ArcgisTileInfo, type CacheFit } from '../../../services/arcgis/mapServer.ts';
import { endpointRule, tokenRule, type ServiceToken } from '../../../services/requestUrl.ts';
import { boolean, func, number, oneOf, required, string, type Rule } from '../../../base/validateProps.ts';

export interface ArcGISTileLayerProps extends ServiceTileLayerProps {
  /** The MapServer URL. */
  baseUrl: string;
  tileSize?: 256 | 512;
  /** Cache level = map tile level + zoomOffset. 0 or left out: read from the service's tileInfo (unless forceOffset). */
  zoomOffset?: number;
  /** Use zoomOffset as given (also 0) and do not read tileInfo. */
  forceOffset?: boolean;
  minimumLevel?: number;
  maximumLevel?: number;
  token?: ServiceToken;
  tokenParam?: string;
  onTileInfo?: (e: { tileInfo: ArcgisTileInfo; fit: CacheFit; layer: ArcGISTileLayer }) => void;
}

export const ARCGIS_TILE_RULES: Record<string, Rule> = {
  baseUrl: required(endpointRule),
  tileSize: oneOf(256, 512),
  zoomOffset: number(-24, 24, true),
  forceOffset: boolean,
  minimumLevel: number(0, 24, true),
  maximumLevel: (v, p) =>
    number(0, 24, true)(v, p) ?? (typeof v === 'number' && typeof p.minimumLevel === 'number' && p.minimumLevel > v ? `must not be below minimumLevel (${p.minimumLevel}), got ${v}` : undefined),
  token: tokenRule,
  tokenParam: string,
  onTileInfo: func,
};

/** MapGIS's offsets when tileInfo cannot be read: ArcGIS's lon/lat caches start one level above the map's grid. */
export function defaultArcgisOffset(crs: CrsName): number {
  return crs === 'EPSG:3857' ? 0 : -1;
}

export class ArcGISTileLayer extends ServiceTileLayer<ArcGISTileLayerProps> {
  private fit?: { key: string; fit?: CacheFit };
  private infos = new Map<string, Promise<ArcgisServiceInfo>>();

  constructor(props: ArcGISTileLayerProps) {
    super('ArcGISTileLayer', ARCGIS_TILE_RULES, props);
  }

  /** Whether the offset comes from tileInfo: zoomOffset 0 or left out, and forceOffset not set. */
  private readsTileInfo(p: ArcGISTileLayerProps): boolean {
    return !p.forceOffset && !p.zoomOffset;
  }

  private infoKey(p: ArcGISTileLayerProps, crs: CrsName): string {
    return JSON.stringify([p.baseUrl, p.token, p.tokenParam, crs === 'EPSG:3857']);
  }

  protected mustRecreate(prev: ArcGISTileLayerProps, next: ArcGISTileLayerProps): boolean {
    if (super.mustRecreate(prev, next)) return true;
    return this.readsTileInfo(prev) !== this.readsTileInfo(next) || (this.readsTileInfo(next) && this.infoKey(prev, this.crs) !== this.infoKey(next, this.crs));
  }

  protected prepare(): void {
    const p = this.props;
    const crs = this.crs;
    const key = this.infoKey(p, crs);
    if (!this.readsTileInfo(p) || this.fit?.key === key) {
      this.pending = false;
      return;
    }
    this.pending = true;
    const view = this.view;
    const grid = this.grid;
    const docKey = JSON.stringify([p.baseUrl, p.token, p.tokenParam]);
    let info = this.infos.get(docKey);
    if (!info) {
      info = fetchArcgisServiceInfo(p.baseUrl, { token: p.token, tokenParam: p.tokenParam });
      this.infos.set(docKey, info);
      info.catch(() => this.infos.delete(docKey));
    }
    const current = () => this.view === view && this.infoKey(this.props, this.crs) === key;
    info
      .then((service) => {
        if (!service.tileInfo) throw new Error('the service has no tileInfo (not a cached MapServer: use ArcGISMapLayer)');
        return { tileInfo: service.tileInfo, fit: arcgisCacheFit(service.tileInfo, grid) };
      })
      .then(
        ({ tileInfo, fit }) => {
          if (!current()) return;
          this.fit = { key, fit };
          this.pending = false;
          this.props.onTileInfo?.({ tileInfo, fit, layer: this });
          this.refresh();
        },
        (error: Error) => {
          if (!current()) return;
          this.fit = { key };
          this.pending = false;
          this.fail(new Error(`tileInfo of ${p.baseUrl}: ${error.message}; using zoomOffset ${defaultArcgisOffset(crs)}`));
          this.refresh();
        },
      );
  }

  /** The zoomOffset in use: forced or given, else from tileInfo, else MapGIS's default for the map's CRS. */
  effectiveOffset(p: ArcGISTileLayerProps = this.props, crs: CrsName = this.crs): number {
    if (!this.readsTileInfo(p)) return p.zoomOffset ?? 0;
    const fit = this.fit?.key === this.infoKey(p, crs) ? this.fit.fit : undefined;
    return fit?.zoomOffset ?? defaultArcgisOffset(crs);
  }

  protected tileSource(p: ArcGISTileLayerProps, crs: CrsName): TileSourceOptions {
    const fit = this.readsTileInfo(p) && this.fit?.key === this.infoKey(p, crs) ? this.fit.fit : undefined;
    const zoomOffset = this.effectiveOffset(p, crs);
    if (zoomOffset) ensureTileProtocol();
    const tileSize = p.tileSize ?? (fit?.tileSize === 512 ? 512 : 256);
    const spec = rasterSourceSpec({
      baseUrl: arcgisTileTemplate(p.baseUrl, { token: p.token, tokenParam: p.tokenParam }),
      zoomOffset,
      minimumLevel: p.minimumLevel ?? fit?.minimumLevel,
      maximumLevel: p.maximumLevel ?? fit?.maximumLevel ?? 22,
      tileSize,
    }) as unknown as TileSourceOptions;
    return { tiles: spec.tiles, tileSize: spec.tileSize, minzoom: spec.minzoom, maxzoom: spec.maxzoom };
  }

  /** Reads the MapServer's description (`?f=json`, with tileInfo). */
  getServiceInfo(): Promise<ArcgisServiceInfo> {
    return fetchArcgisServiceInfo(this.props.baseUrl, { token: this.props.token, tokenParam: this.props.tokenParam });
  }
}
