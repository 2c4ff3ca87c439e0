// RasterLayer: XYZ/TMS raster tiles from a URL template with token, subdomains, zoomOffset and level limits.
import type { RasterTileSource, SourceSpecification } from 'maplibre-gl';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import { clampLevels } from '../../tiles/clampLevels.ts';
import { buildTileUrls, normalizeTemplate } from '../../tiles/tileUrl.ts';
import { ensureTileProtocol } from '../../tiles/tileProtocol.ts';
import { number, oneOf, show, string, stringArray, type Rule } from '../../base/validateProps.ts';

export interface RasterLayerProps extends LayerProps {
  baseUrl?: string;
  /** Alias of baseUrl. */
  url?: string;
  subdomains?: string[];
  tileSize?: 256 | 512;
  zoomOffset?: number;
  minimumLevel?: number;
  maximumLevel?: number;
  token?: string;
  tokenParam?: string;
  scheme?: 'xyz' | 'tms';
  attribution?: string;
}

const templateRule: Rule = (v, p) => {
  const t = v ?? p.url;
  if (t === undefined) return '(or url) is required';
  if (typeof t !== 'string') return `must be a URL template string, got ${show(t)}`;
  if (!t.includes('{quadkey}') && !['{z}', '{x}'].every((k) => t.includes(k)) ) return `must contain {z}, {x} and {y} (or {-y}, or {quadkey}), got ${show(t)}`;
  if (!t.includes('{quadkey}') && !t.includes('{y}') && !t.includes('{-y}')) return `must contain {z}, {x} and {y} (or {-y}, or {quadkey}), got ${show(t)}`;
  return undefined;
};

export const RASTER_RULES = {
  baseUrl: templateRule,
  url: string,
  subdomains: stringArray,
  tileSize: oneOf(256, 512),
  zoomOffset: number(-24, 24, true),
  minimumLevel: number(0, 24, true),
  maximumLevel: ((v, p) =>
    number(0, 24, true)(v, p) ??
    ((p.minimumLevel as number) > ((v as number) ?? 18) ? `must not be below minimumLevel (${p.minimumLevel}), got ${v ?? 18}` : undefined)) as Rule,
  token: string,
  tokenParam: string,
  scheme: oneOf('xyz', 'tms'),
  attribution: string,
};

/** The raster source spec for RasterLayer props. Pure, so it is unit-tested without a map. */
export function rasterSourceSpec(p: RasterLayerProps): SourceSpecification {
  const template = (p.baseUrl ?? p.url)!;
  const { tms } = normalizeTemplate(template);
  const zoomOffset = p.zoomOffset ?? 0;
  const { minzoom, maxzoom } = clampLevels({ minimumLevel: p.minimumLevel, maximumLevel: p.maximumLevel, zoomOffset });
  const spec: Record<string, unknown> = {
    type: 'raster',
    tiles: buildTileUrls(template, { token: p.token, tokenParam: p.tokenParam, subdomains: p.subdomains, zoomOffset }),
    tileSize: p.tileSize ?? 256,
    scheme: tms ? 'tms' : (p.scheme ?? 'xyz'),
    minzoom,
    maxzoom,
  };
  if (p.attribution) spec.attribution = p.attribution;
  return spec as unknown as SourceSpecification;
}

export class RasterLayer extends BaseLayer<RasterLayerProps> {
  constructor(props: RasterLayerProps) {
    super('RasterLayer', RASTER_RULES, props);
  }

  protected sourceSpec(p: RasterLayerProps): SourceSpecification {
    if (p.zoomOffset) ensureTileProtocol();
    return rasterSourceSpec(p);
  }

  protected rawLayers(): LayerStyle[] {
    return [{ id: this.id, type: 'raster', source: this.id, paint: {}, layout: {} }];
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification): boolean {
    // Template, token, subdomains and zoomOffset only change the URL list; tileSize, scheme and levels cannot change
    // on a live MapLibre source.
    if (!differsOnlyIn(prev, next, ['tiles'])) return false;
    this.getSource<RasterTileSource>()?.setTiles((next as { tiles: string[] }).tiles);
    return true;
  }
}
