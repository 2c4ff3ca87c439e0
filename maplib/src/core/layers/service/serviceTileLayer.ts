// ServiceTileLayer: the base of layers that draw a map service as raster tiles (WMS, WMTS, ArcGIS, IGServer…). It
// owns what they share: the map's CRS and grid, a raster source patched in place with setTiles, a hidden "pending"
// state while service metadata loads, the onRequest event with the exact URL of each tile fetched, and getTileUrl().
// Every tile goes through the maplib-bbox:// protocol (services/tileRequest.ts), which fills the tile's box and level
// and tells the layer what it fetched, reloads after setTiles included.
import type { RasterTileSource, SourceSpecification } from 'maplibre-gl';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import { isGeographicCrs, type CrsName } from '../../map/crs.ts';
import { resolveTileProtocolUrl, TILE_PROTOCOL, fillTemplate } from '../../tiles/tileUrl.ts';
import { ensureTileRequestProtocol, onTileRequest, resolveTileRequestUrl, tileRequestUrl, TILE_REQUEST_PROTOCOL, type GridKind, type TileAddress } from '../../services/tileRequest.ts';
import { func, type Rules } from '../../base/validateProps.ts';

export interface ServiceRequestEvent<L = unknown> {
  /** The URL the service receives. */
  url: string;
  /** The tile (map tile address, before any zoomOffset); absent for one-image-per-view requests. */
  tile?: TileAddress;
  layer: L;
}

export interface ServiceTileLayerProps extends LayerProps {
  /** Called with the real URL of each request the layer makes (each new tile, or each view image). */
  onRequest?: (e: ServiceRequestEvent<any>) => void;
  /** Called when service metadata (capabilities, tile info) cannot be read or used; without it, a console warning. */
  onError?: (e: { error: Error; layer: any }) => void;
}

export const SERVICE_RULES: Rules = { onRequest: func, onError: func };

/** Raster source options without `type`. */
export interface TileSourceOptions {
  tiles: string[];
  tileSize: number;
  minzoom: number;
  maxzoom: number;
  scheme?: 'xyz' | 'tms';
  attribution?: string;
  bounds?: [number, number, number, number];
}

/** The real URL of one tile of a tile URL as MapLibre holds it (a maplib-tile:// or maplib-bbox:// URL, or a template). */
export function resolveTileUrl(tiles: string, tile: TileAddress, scheme: 'xyz' | 'tms' = 'xyz'): string {
  const y = scheme === 'tms' ? 2 ** tile.z - 1 - tile.y : tile.y;
  const filled = tiles.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(y));
  if (tiles.startsWith(`${TILE_REQUEST_PROTOCOL}://`)) return resolveTileRequestUrl(filled);
  if (tiles.startsWith(`${TILE_PROTOCOL}://`)) return resolveTileProtocolUrl(filled);
  return fillTemplate(tiles, { z: tile.z, x: tile.x, y });
}

/**
 * A tile URL as the maplib-bbox:// protocol's, tagged with a listener key: maplib-bbox URLs get the key,
 * maplib-tile:// (level-shifted) URLs keep their shift, plain templates go through with none.
 */
export function throughTileRequest(tiles: string, grid: GridKind, key: string): string {
  if (tiles.startsWith(`${TILE_REQUEST_PROTOCOL}://`)) return tiles.includes('&k=') ? tiles : tiles.replace('&u=', `&k=${encodeURIComponent(key)}&u=`);
  const shifted = new RegExp(`^${TILE_PROTOCOL}://\\{z\\}/\\{x\\}/\\{y\\}\\?o=(-?\\d+)&u=(.*)$`).exec(tiles);
  if (shifted) return tileRequestUrl(decodeURIComponent(shifted[2]), { grid, zoomOffset: Number(shifted[1]), key });
  return tileRequestUrl(tiles, { grid, key });
}

let keys = 0;

export abstract class ServiceTileLayer<P extends ServiceTileLayerProps> extends BaseLayer<P> {
  /** Names this layer's tile URLs for the protocol's request listener. */
  private readonly requestKey = `svc${++keys}`;
  /** True while the layer waits for service metadata: its style layer is hidden, so no tile is requested. */
  protected pending = false;
  private warned = new Set<string>();

  constructor(component: string, rules: Rules, props: P) {
    super(component, { ...SERVICE_RULES, ...rules }, props);
  }

  /** The raster source for these props on a map drawn in `crs`. */
  protected abstract tileSource(p: P, crs: CrsName): TileSourceOptions;

  /** The CRS of the map the layer is on (EPSG:3857 when it is on none). */
  get crs(): CrsName {
    const view = this.view as { getCrs?: () => CrsName } | undefined;
    return view?.getCrs?.() ?? 'EPSG:3857';
  }

  /** The map's tile grid: Web Mercator, or MapLib's lon/lat grid on EPSG:4326/4490 maps. */
  get grid(): GridKind {
    return isGeographicCrs(this.crs) ? 'geographic' : 'mercator';
  }

  protected sourceSpec(p: P): SourceSpecification {
    const s = this.tileSource(p, this.crs);
    ensureTileRequestProtocol();
    const grid = this.grid;
    const spec: Record<string, unknown> = { type: 'raster', ...s, tiles: s.tiles.map((t) => throughTileRequest(t, grid, this.requestKey)) };
    for (const k of Object.keys(spec)) if (spec[k] === undefined) delete spec[k];
    return spec as unknown as SourceSpecification;
  }

  protected rawLayers(): LayerStyle[] {
    return [{ id: this.id, type: 'raster', source: this.id, paint: {}, layout: {} }];
  }

  /** Hidden while pending (or when a subclass says there is nothing to draw). */
  protected effectiveLayers(p: P): LayerStyle[] {
    const layers = super.effectiveLayers(p);
    if (!this.pending && !this.isEmpty(p)) return layers;
    return layers.map((l) => ({ ...l, layout: { ...l.layout, visibility: 'none' } }));
  }

  /** Whether these props ask for nothing (a WMS without layers): the layer is then in the map but hidden. */
  protected isEmpty(_p: P): boolean {
    return false;
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification, p: P): boolean {
    // Only the URLs changed: setTiles keeps the source (and the layer's place); anything else re-creates it.
    if (!differsOnlyIn(prev, next, ['tiles'])) return false;
    // setTiles reloads the source's tiles even under a hidden layer: an empty layer keeps its old URLs instead.
    if (this.isEmpty(p) || this.pending) return true;
    this.getSource<RasterTileSource>()?.setTiles((next as { tiles: string[] }).tiles);
    return true;
  }

  protected afterAttach(): void {
    this.onDetach(onTileRequest(this.requestKey, (url, tile) => this.props.onRequest?.({ url, tile, layer: this })));
  }

  /** The real URL of map tile z/x/y (what the service receives for it), with the current props and map CRS. */
  getTileUrl(z: number, x: number, y: number): string {
    const spec = this.tileSource(this.props, this.crs);
    return resolveTileUrl(spec.tiles[0], { z, x, y }, spec.scheme);
  }

  /** Runs before the source is made, on mount and on every re-create: where metadata requests start. */
  protected prepare(): void {}

  protected mount(): void {
    this.prepare();
    super.mount();
  }

  protected recreate(): void {
    this.prepare();
    super.recreate();
  }

  /** Re-adds source and layer from the current props (after metadata arrived), keeping the layer's place. */
  protected refresh(): void {
    if (this.isLive()) this.recreate();
  }

  /** Reports a metadata problem to onError, or warns once. */
  protected fail(error: Error): void {
    if (this.props.onError) this.props.onError({ error, layer: this });
    else this.warnOnce(error.message);
  }

  /** A console warning, once per message and layer. */
  protected warnOnce(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    console.warn(`${this.component} ${this.id}: ${message}`);
  }
}
