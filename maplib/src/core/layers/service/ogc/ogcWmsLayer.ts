// OgcWmsLayer: an OGC WMS drawn as raster tiles, one GetMap per tile, in the map's CRS and the version's axis order.
import { ServiceTileLayer, type ServiceTileLayerProps, type TileSourceOptions } from '../serviceTileLayer.ts';
import { clampLevels } from '../../../tiles/clampLevels.ts';
import type { CrsName } from '../../../map/crs.ts';
import { ensureTileRequestProtocol, tileRequestUrl } from '../../../services/tileRequest.ts';
import { fetchWmsCapabilities, requestCrsFor, wmsAxisOrder, wmsGetMapTemplate, type WmsCapabilities, type WmsVersion } from '../../../services/ogc/wms.ts';
import { endpointRule, tokenRule, type ServiceToken } from '../../../services/requestUrl.ts';
import { boolean, number, oneOf, required, show, string, type Rule } from '../../../base/validateProps.ts';
import { gridOfCrs } from '../../../services/gridOffset.ts';
import { toggleWmsName, wmsNames, type Sublayer, type SublayerHost } from '../sublayers.ts';

export interface OgcWmsLayerProps extends ServiceTileLayerProps {
  /** The WMS endpoint (`…/WMSServer`, `…/wms`); a query it has is kept. */
  baseUrl: string;
  /** Layer names, comma-separated or an array. Empty: nothing is drawn. */
  layers?: string | string[];
  version?: WmsVersion;
  /** Request CRS; default the map's (EPSG:3857, or EPSG:4326 / EPSG:4490 on a geographic map). */
  crs?: string;
  styles?: string;
  format?: string;
  transparent?: boolean;
  token?: ServiceToken;
  tokenParam?: string;
  tileSize?: 256 | 512;
  width?: number;
  height?: number;
  reversebbox?: boolean;
  minimumLevel?: number;
  maximumLevel?: number;
}

const layersRule: Rule = (v) =>
  v === undefined || typeof v === 'string' || (Array.isArray(v) && v.every((s) => typeof s === 'string'))
    ? undefined
    : `must be layer names, comma-separated or an array of strings, got ${show(v)}`;

const crsRule: Rule = (v) =>
  v === undefined || (typeof v === 'string' && gridOfCrs(v)) ? undefined : `must be a Web Mercator or lon/lat CRS such as 'EPSG:3857', 'EPSG:4326', 'EPSG:4490' or 'CRS:84', got ${show(v)}`;

const size: Rule = number(1, 4096, true);

export const OGC_WMS_RULES: Record<string, Rule> = {
  baseUrl: required(endpointRule),
  layers: layersRule,
  version: oneOf('1.1.1', '1.3.0'),
  crs: crsRule,
  styles: string,
  format: string,
  transparent: boolean,
  token: tokenRule,
  tokenParam: string,
  tileSize: oneOf(256, 512),
  width: size,
  height: size,
  reversebbox: boolean,
  minimumLevel: number(0, 24, true),
  maximumLevel: (v, p) =>
    number(0, 24, true)(v, p) ?? ((p.minimumLevel as number) > ((v as number) ?? 22) ? `must not be below minimumLevel (${p.minimumLevel}), got ${v ?? 22}` : undefined),
};

export class OgcWmsLayer extends ServiceTileLayer<OgcWmsLayerProps> implements SublayerHost {
  constructor(props: OgcWmsLayerProps) {
    super('OgcWmsLayer', OGC_WMS_RULES, props);
  }

  /** The CRS GetMap asks for on this map: `crs` when it is drawn on the map's grid, else the map's own. */
  requestCrs(p: OgcWmsLayerProps = this.props, mapCrs: CrsName = this.crs): string {
    const grid = gridOfCrs(mapCrs)!;
    const { crs, mismatch } = requestCrsFor(grid, mapCrs, p.crs);
    if (mismatch) this.warnOnce(`crs ${p.crs} is not drawn on the ${mapCrs} map's tile grid; requesting ${mapCrs}`);
    return crs;
  }

  /** The GetMap template of these props (`{bbox}` where each tile's box goes). */
  getMapTemplate(p: OgcWmsLayerProps = this.props, mapCrs: CrsName = this.crs): string {
    const tileSize = p.tileSize ?? 512;
    return wmsGetMapTemplate({
      baseUrl: p.baseUrl,
      layers: p.layers ?? '',
      version: p.version ?? '1.1.1',
      crs: this.requestCrs(p, mapCrs),
      styles: p.styles,
      format: p.format,
      transparent: p.transparent,
      width: p.width ?? tileSize,
      height: p.height ?? p.width ?? tileSize,
      token: p.token,
      tokenParam: p.tokenParam,
    });
  }

  protected tileSource(p: OgcWmsLayerProps, mapCrs: CrsName): TileSourceOptions {
    ensureTileRequestProtocol();
    const grid = gridOfCrs(mapCrs)!;
    const crs = this.requestCrs(p, mapCrs);
    const axis = wmsAxisOrder(p.version ?? '1.1.1', crs, p.reversebbox);
    const { minzoom, maxzoom } = clampLevels({ minimumLevel: p.minimumLevel, maximumLevel: p.maximumLevel ?? 22 });
    return { tiles: [tileRequestUrl(this.getMapTemplate(p, mapCrs), { grid, axis })], tileSize: p.tileSize ?? 512, minzoom, maxzoom };
  }

  protected isEmpty(p: OgcWmsLayerProps): boolean {
    const l = p.layers;
    return l === undefined || (Array.isArray(l) ? l.length === 0 : l.trim() === '');
  }

  /** Reads the service's GetCapabilities (layer list, bounds, formats). */
  getCapabilities(options: { signal?: AbortSignal } = {}): Promise<WmsCapabilities> {
    const p = this.props;
    return fetchWmsCapabilities(p.baseUrl, { version: p.version ?? '1.1.1', token: p.token, tokenParam: p.tokenParam, signal: options.signal });
  }

  private named?: Promise<{ name: string; title: string }[]>;

  /** The service's named layers (read once from GetCapabilities), visible when the `layers` prop names them. */
  async getSublayers(): Promise<Sublayer[]> {
    this.named ??= this.getCapabilities().then((caps) => caps.named.map((l) => ({ name: l.name!, title: l.title || l.name! })));
    this.named.catch(() => (this.named = undefined));
    const shown = new Set(wmsNames(this.props.layers));
    return (await this.named).map(({ name, title }) => ({ id: name, title, visible: shown.has(name) }));
  }

  /** Adds a named layer to `layers` (drawn on top of the others) or takes it out. */
  async setSublayerVisible(id: string, visible: boolean): Promise<void> {
    this.update({ layers: toggleWmsName(this.props.layers, id, visible) });
  }

  /** The lon/lat bounds `[[w, s], [e, n]]` of the named layers drawn, from GetCapabilities (what "zoom to layer" fits). */
  async getExtent(): Promise<[[number, number], [number, number]] | undefined> {
    const shown = new Set(wmsNames(this.props.layers));
    const boxes = (await this.getCapabilities()).named.filter((l) => shown.has(l.name!) && l.bounds).map((l) => l.bounds!);
    if (!boxes.length) return undefined;
    return [
      [Math.min(...boxes.map((b) => b[0][0])), Math.min(...boxes.map((b) => b[0][1]))],
      [Math.max(...boxes.map((b) => b[1][0])), Math.max(...boxes.map((b) => b[1][1]))],
    ];
  }
}
