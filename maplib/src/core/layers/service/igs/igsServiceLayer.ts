// IgsServiceLayer: what MapGIS's IGServer layers (document, tile cache, GDB layer, Tianditu) share on top of
// ServiceTileLayer: where the server is (domain, or protocol/ip/port), tileSize, token, the `added` event, and the
// two kinds of tiles — `{z}/{y}/{x}` templates (RasterLayer's source spec, levels shifted by maplib-tile://) and
// per-tile images cut by bbox (maplib-bbox://, the tile's box in the map's grid).
import { ServiceTileLayer, type ServiceTileLayerProps, type TileSourceOptions } from '../serviceTileLayer.ts';
import { rasterSourceSpec } from '../../data/rasterLayer.ts';
import type { AddedEvent } from '../../thematic/clusterLayer.ts';
import { ensureTileProtocol } from '../../../tiles/tileProtocol.ts';
import { clampLevels } from '../../../tiles/clampLevels.ts';
import { ensureTileRequestProtocol, tileRequestUrl, type GridKind } from '../../../services/tileRequest.ts';
import { tokenRule } from '../../../services/requestUrl.ts';
import { func, number, oneOf, show, string, type Rule } from '../../../base/validateProps.ts';

export interface IgsServiceLayerProps<L = unknown> extends ServiceTileLayerProps {
  /** Fires when the layer's source and style layer are in the map (again after a basemap or crs switch). */
  onAdded?: (e: AddedEvent<L>) => void;
}

/** Rules of the props every IGServer layer has. */
export const IGS_SERVER_RULES: Record<string, Rule> = {
  domain: string,
  protocol: string,
  ip: string,
  port: (v) => (v === undefined || typeof v === 'string' || (Number.isInteger(v) && (v as number) > 0) ? undefined : `must be a port number or string, got ${show(v)}`),
  token: tokenRule,
  tileSize: oneOf(256, 512),
  zoomOffset: number(-24, 24, true),
  onAdded: func,
};

/**
 * The globe on MapLib's geographic grid: tile 0/0/0 is a 360° square, so its southern half (and half the rows of every
 * level) lies past the pole. Source bounds keep MapLibre from asking servers for those tiles, which do not exist.
 */
const GLOBE: [number, number, number, number] = [-180, -90, 180, 90];

/** `{z}/{y}/{x}` tiles: a template, its pixel size, level shift and level range. */
export function templateTiles(
  grid: GridKind,
  t: { template: string; tileSize: number; zoomOffset?: number; minimumLevel?: number; maximumLevel?: number; subdomains?: string[]; attribution?: string },
): TileSourceOptions {
  if (t.zoomOffset) ensureTileProtocol();
  const spec = rasterSourceSpec({ baseUrl: t.template, tileSize: t.tileSize as 256 | 512, zoomOffset: t.zoomOffset, minimumLevel: t.minimumLevel, maximumLevel: t.maximumLevel, subdomains: t.subdomains }) as unknown as TileSourceOptions;
  return { tiles: spec.tiles, tileSize: spec.tileSize, minzoom: spec.minzoom, maxzoom: spec.maxzoom, attribution: t.attribution, bounds: grid === 'geographic' ? GLOBE : undefined };
}

/** Images cut by bbox: `{bbox}` is each tile's box on the map's grid (lon/lat order on a geographic map). Any level exists. */
export function bboxTiles(grid: GridKind, template: string, tileSize: number): TileSourceOptions {
  ensureTileRequestProtocol();
  const { minzoom, maxzoom } = clampLevels({ maximumLevel: 24 });
  return { tiles: [tileRequestUrl(template, { grid, axis: 'xy' })], tileSize, minzoom, maxzoom, bounds: grid === 'geographic' ? GLOBE : undefined };
}

export abstract class IgsServiceLayer<P extends IgsServiceLayerProps<any>> extends ServiceTileLayer<P> {
  /** The URL template for the current props and map (before tokens and subdomains are expanded). */
  abstract getTemplate(): string;

  protected afterAttach(): void {
    super.afterAttach();
    this.props.onAdded?.({ layerIds: this.getLayerIds(), map: this.view!, layer: this });
  }
}
