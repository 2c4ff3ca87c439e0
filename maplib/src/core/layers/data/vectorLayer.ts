// VectorLayer: a vector tile (MVT) source plus its style layers, each updated in place by id.
import type { SourceSpecification, VectorTileSource } from 'maplibre-gl';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import { clampLevels } from '../../tiles/clampLevels.ts';
import { number, oneOf, required, show, string, stringArray, type Rule } from '../../base/validateProps.ts';

export interface VectorStyleLayer {
  id: string;
  type: 'fill' | 'line' | 'circle' | 'symbol' | 'heatmap' | 'fill-extrusion';
  sourceLayer?: string;
  'source-layer'?: string;
  paint?: Record<string, unknown>;
  layout?: Record<string, unknown>;
  filter?: unknown;
  minzoom?: number;
  maxzoom?: number;
}

export interface VectorLayerProps extends LayerProps {
  url?: string;
  tiles?: string[];
  layers: VectorStyleLayer[];
  scheme?: 'xyz' | 'tms';
  minimumLevel?: number;
  maximumLevel?: number;
  promoteId?: string | Record<string, string>;
  attribution?: string;
}

const TYPES = ['fill', 'line', 'circle', 'symbol', 'heatmap', 'fill-extrusion'];

const layersRule: Rule = (v) => {
  if (!Array.isArray(v)) return `must be an array of style layers, got ${show(v)}`;
  const seen = new Set<string>();
  for (const [i, l] of v.entries()) {
    if (typeof l?.id !== 'string') return `[${i}].id must be a string, got ${show(l?.id)}`;
    if (seen.has(l.id)) return `[${i}].id "${l.id}" is used twice`;
    seen.add(l.id);
    if (!TYPES.includes(l.type)) return `[${i}].type must be one of ${TYPES.join(', ')}, got ${show(l.type)}`;
    if (typeof (l.sourceLayer ?? l['source-layer']) !== 'string') return `[${i}].sourceLayer must name a layer of the tiles, got ${show(l.sourceLayer)}`;
  }
  return undefined;
};

export class VectorLayer extends BaseLayer<VectorLayerProps> {
  constructor(props: VectorLayerProps) {
    super(
      'VectorLayer',
      {
        url: (v, p) => string(v, p) ?? (v === undefined && p.tiles === undefined ? 'or tiles is required' : v !== undefined && p.tiles !== undefined ? 'and tiles cannot both be given' : undefined),
        tiles: stringArray,
        layers: required(layersRule),
        scheme: oneOf('xyz', 'tms'),
        minimumLevel: number(0, 24, true),
        maximumLevel: (v, p) => number(0, 24, true)(v, p) ?? ((p.minimumLevel as number) > ((v as number) ?? 14) ? `must not be below minimumLevel (${p.minimumLevel}), got ${v ?? 14}` : undefined),
      },
      props,
    );
  }

  protected sourceSpec(p: VectorLayerProps): SourceSpecification {
    const { minzoom, maxzoom } = clampLevels({ minimumLevel: p.minimumLevel ?? 0, maximumLevel: p.maximumLevel ?? 14 });
    const spec: Record<string, unknown> = { type: 'vector', minzoom, maxzoom };
    if (p.url) spec.url = p.url;
    if (p.tiles) spec.tiles = p.tiles;
    if (p.scheme) spec.scheme = p.scheme;
    if (p.promoteId) spec.promoteId = p.promoteId;
    if (p.attribution) spec.attribution = p.attribution;
    return spec as unknown as SourceSpecification;
  }

  protected rawLayers(p: VectorLayerProps): LayerStyle[] {
    return p.layers.map((l) => {
      const out: LayerStyle = { id: l.id, type: l.type, source: this.id, 'source-layer': l.sourceLayer ?? l['source-layer'], paint: { ...l.paint }, layout: { ...l.layout } };
      if (l.filter !== undefined) out.filter = l.filter;
      if (l.minzoom !== undefined) out.minzoom = l.minzoom;
      if (l.maxzoom !== undefined) out.maxzoom = l.maxzoom;
      return out;
    });
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification, p: VectorLayerProps): boolean {
    const source = this.getSource<VectorTileSource>();
    if (!source) return false;
    if (differsOnlyIn(prev, next, ['tiles']) && p.tiles) {
      source.setTiles(p.tiles);
      return true;
    }
    if (differsOnlyIn(prev, next, ['url']) && p.url) {
      source.setUrl(p.url);
      return true;
    }
    return false;
  }
}
