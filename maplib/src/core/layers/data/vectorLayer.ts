// VectorLayer: a vector tile (MVT) source plus its style layers, each updated in place by id.
import type * as GeoJSON from 'geojson';
import type { FilterSpecification, PointLike, SourceSpecification, VectorTileSource } from 'maplibre-gl';
import { FeatureQueries, type FeatureTarget } from '../base/featureQueries.ts';
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
  /**
   * The original library's source object, `{ type: 'vector', url | tiles, scheme, minzoom, maxzoom, promoteId,
   * attribution }`: read under the props of the same names (minzoom/maxzoom as minimumLevel/maximumLevel); a prop given
   * too wins.
   */
  source?: VectorSourceAlias;
}

export interface VectorSourceAlias {
  type?: 'vector';
  url?: string;
  tiles?: string[];
  scheme?: 'xyz' | 'tms';
  minzoom?: number;
  maxzoom?: number;
  promoteId?: string | Record<string, string>;
  attribution?: string;
}

const SOURCE_KEYS = ['type', 'url', 'tiles', 'scheme', 'minzoom', 'maxzoom', 'promoteId', 'attribution'];

/** The props with the `source` object's parts filled in where the props of the same names are not given. */
export function withSourceAlias(p: VectorLayerProps): VectorLayerProps {
  const s = p.source;
  if (!s) return p;
  const given = p.url !== undefined || p.tiles !== undefined;
  return {
    ...p,
    url: given ? p.url : s.url,
    tiles: given ? p.tiles : s.tiles,
    scheme: p.scheme ?? s.scheme,
    minimumLevel: p.minimumLevel ?? s.minzoom,
    maximumLevel: p.maximumLevel ?? s.maxzoom,
    promoteId: p.promoteId ?? s.promoteId,
    attribution: p.attribution ?? s.attribution,
  };
}

const sourceRule: Rule = (v) => {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return `must be a vector source object ({ type: 'vector', url | tiles }), got ${show(v)}`;
  const s = v as Record<string, unknown>;
  if (s.type !== undefined && s.type !== 'vector') return `.type must be 'vector', got ${show(s.type)}`;
  const other = Object.keys(s).find((k) => !SOURCE_KEYS.includes(k));
  return other ? `.${other} is not taken (${SOURCE_KEYS.join(', ')})` : undefined;
};

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
        source: sourceRule,
        url: (v, raw) => {
          const p = withSourceAlias(raw as unknown as VectorLayerProps) as unknown as Record<string, unknown>;
          return string(p.url, p) ?? (p.url === undefined && p.tiles === undefined ? 'or tiles is required' : p.url !== undefined && p.tiles !== undefined ? 'and tiles cannot both be given' : undefined);
        },
        tiles: stringArray,
        layers: required(layersRule),
        scheme: oneOf('xyz', 'tms'),
        minimumLevel: number(0, 24, true),
        maximumLevel: (v, p) => number(0, 24, true)(v, p) ?? ((p.minimumLevel as number) > ((v as number) ?? 14) ? `must not be below minimumLevel (${p.minimumLevel}), got ${v ?? 14}` : undefined),
      },
      props,
    );
  }

  private readonly queries = new FeatureQueries('VectorLayer', this.id, () => this.map, () => this.getLayerIds());

  protected sourceSpec(props: VectorLayerProps): SourceSpecification {
    const p = withSourceAlias(props);
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

  protected patchSource(prev: SourceSpecification, next: SourceSpecification, props: VectorLayerProps): boolean {
    const p = withSourceAlias(props);
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

  /** The features of one source layer in the loaded tiles (also outside the view; a feature cut by tiles comes once per tile). */
  getSourceFeatures(sourceLayer: string, filter?: FilterSpecification): GeoJSON.Feature[] {
    return this.queries.sourceFeatures({ sourceLayer, filter });
  }

  /** The features this layer's style layers draw at a point or in a box of screen pixels (the whole view without one). */
  getRenderedFeatures(geometry?: PointLike | [PointLike, PointLike], options?: { filter?: FilterSpecification }): GeoJSON.Feature[] {
    return this.queries.renderedFeatures(geometry, options);
  }

  /** Sets a feature's state (read in paint with `['feature-state', key]`); the tiles need feature ids or `promoteId`. */
  setFeatureState(feature: FeatureTarget, state: Record<string, unknown>): void {
    this.queries.setState(this.targetOf(feature), state);
  }

  getFeatureState(feature: FeatureTarget): Record<string, unknown> {
    return this.queries.getState(this.targetOf(feature));
  }

  removeFeatureState(feature?: FeatureTarget, key?: string): void {
    this.queries.removeState(feature && this.targetOf(feature), key);
  }

  // MapLibre needs the source layer of a vector feature; with one source layer in `layers`, it is that one.
  private targetOf(feature: FeatureTarget): FeatureTarget {
    if (feature.sourceLayer) return feature;
    const names = [...new Set(this.props.layers.map((l) => l.sourceLayer ?? l['source-layer']))];
    if (names.length !== 1) throw new Error(`VectorLayer ${this.id}: say which source layer feature ${show(feature.id)} is in ({ id, sourceLayer })`);
    return { ...feature, sourceLayer: names[0] };
  }
}
