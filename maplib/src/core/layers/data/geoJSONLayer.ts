// GeoJSONLayer: GeoJSON data (object or URL) drawn as one fill/line/circle/symbol/heatmap/extrusion layer, with the
// original library's click popup and hover tips (a table of the feature's properties or the user's content), queries
// of its features, feature state, the cluster methods of a clustered source, and the data's bounding box.
import type * as GeoJSON from 'geojson';
import type { FilterSpecification, GeoJSONSource, PointLike, SourceSpecification } from 'maplibre-gl';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import { inferLayerType } from '../base/inferLayerType.ts';
import { featuresOf, type LayerFeature } from '../base/geojsonInput.ts';
import { FeaturePopup, featureTable, featureTableRule, type FeatureTableOptions } from '../base/featurePopup.ts';
import { pointerOver } from '../base/layerEvents.ts';
import { FeatureQueries, type FeatureTarget } from '../base/featureQueries.ts';
import { geometryBBox, isEmptyBBox, unionBBox, EMPTY_BBOX, type BBox } from '../../geo/bounds.ts';
import { FONT_STACK } from '../../basemap/fonts.ts';
import { boolean, func, object, oneOf, show, type Rule } from '../../base/validateProps.ts';

export type GeoJSONLayerType = 'fill' | 'line' | 'circle' | 'symbol' | 'heatmap' | 'fill-extrusion';
/** HTML or an element for a feature; null shows nothing for it. */
export type FeatureContent = (feature: GeoJSON.Feature) => string | HTMLElement | null | undefined;

export interface GeoJSONLayerProps extends LayerProps {
  data?: GeoJSON.GeoJSON | string;
  /** The original library's source object, `{ type: 'geojson', data, …options }`: `data` and `sourceOptions` in one. */
  source?: { type?: 'geojson'; data?: GeoJSON.GeoJSON | string; [option: string]: unknown };
  type?: GeoJSONLayerType;
  sourceOptions?: Record<string, unknown>;
  /** A click on a feature opens a popup: `customPopup`'s content, else a table of its properties. */
  enablePopup?: boolean;
  popupOptions?: FeatureTableOptions;
  customPopup?: FeatureContent;
  /** Hovering a feature shows a tip without a close button: `customTips`' content, else a table of its properties. */
  enableTips?: boolean;
  tipsOptions?: FeatureTableOptions;
  customTips?: FeatureContent;
}

const COLOR = '#3388ff';

/** What a layer looks like when the user gives no paint: visible, in one recognisable colour. */
export const DEFAULT_STYLE: Record<GeoJSONLayerType, { paint: Record<string, unknown>; layout?: Record<string, unknown> }> = {
  circle: { paint: { 'circle-color': COLOR, 'circle-radius': 5, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1 } },
  line: { paint: { 'line-color': COLOR, 'line-width': 2 }, layout: { 'line-cap': 'round', 'line-join': 'round' } },
  fill: { paint: { 'fill-color': COLOR, 'fill-opacity': 0.4, 'fill-outline-color': '#1f5fbf' } },
  symbol: { paint: { 'text-color': '#333333', 'text-halo-color': '#ffffff', 'text-halo-width': 1 }, layout: { 'text-field': ['get', 'name'], 'text-font': FONT_STACK, 'text-size': 12 } },
  heatmap: { paint: {} },
  'fill-extrusion': { paint: { 'fill-extrusion-color': COLOR, 'fill-extrusion-height': ['coalesce', ['get', 'height'], 0], 'fill-extrusion-opacity': 0.8 } },
};

const isData = (v: unknown) => typeof v === 'string' || (typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string');

const dataRule: Rule = (v, p) => {
  const fromSource = (p.source as { data?: unknown } | undefined)?.data;
  if (v === undefined) return fromSource === undefined ? 'is required (or source.data)' : undefined;
  if (fromSource !== undefined) return 'and source.data cannot both be given';
  return isData(v) ? undefined : `must be GeoJSON (an object with a type) or a URL, got ${show(v)}`;
};

const sourceRule: Rule = (v) => {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return `must be a GeoJSON source object ({ type: 'geojson', data }), got ${show(v)}`;
  const s = v as { type?: unknown; data?: unknown };
  if (s.type !== undefined && s.type !== 'geojson') return `.type must be 'geojson', got ${show(s.type)}`;
  if (s.data !== undefined && !isData(s.data)) return `.data must be GeoJSON (an object with a type) or a URL, got ${show(s.data)}`;
  return undefined;
};

/** The data these props draw: `data`, or the original library's `source.data`. */
function dataOf(p: GeoJSONLayerProps): GeoJSON.GeoJSON | string {
  return (p.data ?? p.source?.data)!;
}

export class GeoJSONLayer extends BaseLayer<GeoJSONLayerProps> {
  private readonly queries = new FeatureQueries('GeoJSONLayer', this.id, () => this.map, () => this.getLayerIds());
  private readonly clickPopup = new FeaturePopup(() => ({
    popup: this.props.enablePopup ? (this.props.customPopup ?? ((f) => featureTable(f, this.props.popupOptions))) : undefined,
    popupTrigger: 'click',
  }));
  private readonly tips = new FeaturePopup(() => ({
    popup: this.props.enableTips ? (this.props.customTips ?? ((f) => featureTable(f, this.props.tipsOptions))) : undefined,
    popupTrigger: 'hover',
  }));

  constructor(props: GeoJSONLayerProps) {
    super(
      'GeoJSONLayer',
      {
        data: dataRule,
        source: sourceRule,
        type: oneOf('fill', 'line', 'circle', 'symbol', 'heatmap', 'fill-extrusion'),
        sourceOptions: object,
        enablePopup: boolean,
        popupOptions: featureTableRule,
        customPopup: func,
        enableTips: boolean,
        tipsOptions: featureTableRule,
        customTips: func,
      },
      props,
    );
  }

  protected sourceSpec(p: GeoJSONLayerProps): SourceSpecification {
    const { type: _type, data: _data, ...fromSource } = p.source ?? {};
    return { ...fromSource, ...p.sourceOptions, type: 'geojson', data: dataOf(p) } as SourceSpecification;
  }

  protected rawLayers(p: GeoJSONLayerProps): LayerStyle[] {
    const type = p.type ?? inferLayerType(dataOf(p));
    const d = DEFAULT_STYLE[type];
    return [{ id: this.id, type, source: this.id, paint: { ...d.paint }, layout: { ...d.layout } }];
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification, p: GeoJSONLayerProps): boolean {
    if (!differsOnlyIn(prev, next, ['data'])) return false;
    this.getSource<GeoJSONSource>()?.setData(dataOf(p) as GeoJSON.GeoJSON);
    return true;
  }

  // Popup and tips read the props when the pointer acts, so turning them on or off needs no re-binding.
  protected afterAttach(): void {
    const view = this.view!;
    const ids = this.getLayerIds();
    this.clickPopup.bind(view, ids);
    this.tips.bind(view, ids);
    const unpointer = pointerOver(view, ids, () => !!this.props.enablePopup);
    this.onDetach(() => {
      unpointer();
      this.clickPopup.unbind();
      this.tips.unbind();
    });
  }

  protected afterUpdate(prev: GeoJSONLayerProps, next: GeoJSONLayerProps): void {
    if (prev.enablePopup && !next.enablePopup) this.clickPopup.close();
    if (prev.enableTips && !next.enableTips) this.tips.close();
  }

  /** Replaces the data (same as `update({ data })`). */
  setData(data: GeoJSON.GeoJSON | string): void {
    this.update(this.props.source?.data !== undefined ? { source: { ...this.props.source, data } } : { data });
  }

  getFeatures(): LayerFeature[] | undefined {
    return featuresOf(dataOf(this.props));
  }

  /** [west, south, east, north] of the data in the page; undefined for a URL (or no geometry). */
  bbox(): BBox | undefined {
    const features = this.getFeatures();
    if (!features) return undefined;
    const box = features.reduce<BBox>((b, f) => unionBBox(b, geometryBBox(f.geometry)), [...EMPTY_BBOX] as BBox);
    return isEmptyBBox(box) ? undefined : box;
  }

  /** The source's features (all of the data, also outside the view; a clustered source gives clusters at this zoom). */
  getSourceFeatures(filter?: FilterSpecification): GeoJSON.Feature[] {
    return this.queries.sourceFeatures({ filter });
  }

  /** The features drawn at a point or in a box of screen pixels (the whole view without one). */
  getRenderedFeatures(geometry?: PointLike | [PointLike, PointLike], options?: { filter?: FilterSpecification }): GeoJSON.Feature[] {
    return this.queries.renderedFeatures(geometry, options);
  }

  private clusterSource(): GeoJSONSource {
    const source = this.getSource<GeoJSONSource>();
    if (!source) throw new Error(`GeoJSONLayer ${this.id}: not in a map yet; call cluster methods after the layer is added`);
    return source;
  }

  /** The zoom at which a cluster splits (needs `sourceOptions: { cluster: true }`). */
  getClusterExpansionZoom(clusterId: number): Promise<number> {
    return this.clusterSource().getClusterExpansionZoom(clusterId);
  }

  /** The clusters and points one zoom level below a cluster. */
  getClusterChildren(clusterId: number): Promise<GeoJSON.Feature[]> {
    return this.clusterSource().getClusterChildren(clusterId);
  }

  /** The points in a cluster, `limit` of them (default 10) from `offset` (default 0). */
  getClusterLeaves(clusterId: number, limit = 10, offset = 0): Promise<GeoJSON.Feature[]> {
    return this.clusterSource().getClusterLeaves(clusterId, limit, offset);
  }

  /** Sets a feature's state (read in paint with `['feature-state', key]`); the feature needs an id or `promoteId`. */
  setFeatureState(id: string | number, state: Record<string, unknown>): void {
    this.queries.setState(id, state);
  }

  getFeatureState(id: string | number): Record<string, unknown> {
    return this.queries.getState(id);
  }

  /** Removes one key of a feature's state, all of it, or (no id) the state of every feature. */
  removeFeatureState(id?: string | number, key?: string): void {
    this.queries.removeState(id as FeatureTarget['id'] | undefined, key);
  }
}
