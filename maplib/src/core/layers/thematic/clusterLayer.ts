// ClusterLayer: GeoJSON points clustered by MapLibre (supercluster in its worker): cluster circles coloured and sized
// by point count, counts on top, single points below; a click on a cluster zooms to where it splits, a point opens
// a popup.
import type * as GeoJSON from 'geojson';
import type { GeoJSONSource, SourceSpecification } from 'maplibre-gl';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import { effectiveLayer } from '../base/effectiveLayer.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import { FONT_STACK } from '../../basemap/fonts.ts';
import { FeaturePopup, POPUP_RULES, type FeaturePopupProps } from '../base/featurePopup.ts';
import { onLayerClick, pointerOver } from '../base/layerEvents.ts';
import { featuresOf, geojsonOf, geojsonRule, type GeoJSONInputProps, type LayerFeature } from '../base/geojsonInput.ts';
import { stepClassesOf, symbolOf, type ClassesLegend, type LegendClass } from '../base/legend.ts';
import type { MapView } from '../../map/mapView.ts';
import { boolean, func, number, object, show, type Rule } from '../../base/validateProps.ts';

export interface AddedEvent<L> {
  /** The style layer ids the component added, bottom to top. */
  layerIds: string[];
  map: MapView;
  layer: L;
}

export interface ClusterClickEvent {
  feature: GeoJSON.Feature;
  clusterId: number;
  pointCount: number;
  /** The zoom at which this cluster splits into smaller ones (what a click zooms to). */
  expansionZoom: number;
  lngLat: [number, number];
  layer: ClusterLayer;
}

export interface PointClickEvent {
  feature: GeoJSON.Feature;
  lngLat: [number, number];
  layer: ClusterLayer;
}

export interface ClusterLayerProps extends LayerProps, GeoJSONInputProps, FeaturePopupProps {
  clusterMaxZoom?: number;
  clusterRadius?: number;
  clusterMinPoints?: number;
  clusterProperties?: Record<string, unknown>;
  /** Point-count thresholds between the cluster classes, ascending. */
  steps?: number[];
  /** One colour per class: `steps.length + 1`. */
  colors?: string[];
  /** One circle radius (px) per class: `steps.length + 1`. */
  radii?: number[];
  /** Circle paint of the clusters, over the one made from steps/colors/radii. */
  cluster?: Record<string, unknown>;
  /** Circle paint of the single (unclustered) points. */
  uncluster?: Record<string, unknown>;
  showCount?: boolean;
  zoomOnClick?: boolean;
  onAdded?: (e: AddedEvent<ClusterLayer>) => void;
  onClusterClick?: (e: ClusterClickEvent) => void;
  onPointClick?: (e: PointClickEvent) => void;
}

export const CLUSTER_DEFAULTS = {
  clusterMaxZoom: 14,
  clusterRadius: 50,
  steps: [10, 100],
  colors: ['#51bbd6', '#f1f075', '#f28cb1'],
  radii: [15, 20, 25],
};

/** Single points as MapGIS drew them: 6 px black with a white ring. */
export const UNCLUSTER_PAINT = { 'circle-color': '#000000', 'circle-radius': 6, 'circle-stroke-width': 1, 'circle-stroke-color': '#ffffff' };

/** A `step` expression over `point_count`: `values[0]` below `steps[0]`, `values[i]` from `steps[i-1]`. Pure. */
export function stepByCount(steps: number[], values: unknown[]): unknown {
  if (!steps.length) return values[0];
  return ['step', ['get', 'point_count'], values[0], ...steps.flatMap((s, i) => [s, values[i + 1]])];
}

/** The cluster circles' paint from the class props; `cluster` keys win. Pure, so it is unit-tested. */
export function clusterPaint(p: Pick<ClusterLayerProps, 'steps' | 'colors' | 'radii' | 'cluster'>): Record<string, unknown> {
  const steps = p.steps ?? CLUSTER_DEFAULTS.steps;
  return {
    'circle-color': stepByCount(steps, p.colors ?? CLUSTER_DEFAULTS.colors),
    'circle-radius': stepByCount(steps, p.radii ?? CLUSTER_DEFAULTS.radii),
    'circle-stroke-width': 1,
    'circle-stroke-color': '#ffffff',
    ...p.cluster,
  };
}

/** The clustered GeoJSON source spec. The layer's `filter` filters the points before they are clustered. Pure. */
export function clusterSourceSpec(p: ClusterLayerProps): SourceSpecification {
  const spec: Record<string, unknown> = {
    type: 'geojson',
    data: geojsonOf(p),
    cluster: true,
    clusterMaxZoom: p.clusterMaxZoom ?? CLUSTER_DEFAULTS.clusterMaxZoom,
    clusterRadius: p.clusterRadius ?? CLUSTER_DEFAULTS.clusterRadius,
  };
  if (p.clusterMinPoints !== undefined) spec.clusterMinPoints = p.clusterMinPoints;
  if (p.clusterProperties) spec.clusterProperties = p.clusterProperties;
  if (Array.isArray(p.filter)) spec.filter = p.filter;
  return spec as unknown as SourceSpecification;
}

/**
 * The legend of a cluster layer from its style layers as drawn: single points (a count of 1), then the cluster
 * circles by point count — one class per step, the first from `minPoints` (a cluster holds at least that many). Pure.
 */
export function clusterLegend(clusters: LayerStyle, points: LayerStyle, minPoints = 2): ClassesLegend | undefined {
  const point = symbolOf(points);
  const steps = stepClassesOf(clusters);
  const single = symbolOf(clusters);
  const byCount = steps?.property === 'point_count' ? steps.classes : single ? [{ symbol: single }] : undefined;
  if (!point || !byCount) return undefined;
  const classes: LegendClass[] = byCount
    .map((c) => ({ ...c, min: Math.max(c.min ?? minPoints, minPoints) }))
    .filter((c) => c.max === undefined || c.max > c.min);
  return { type: 'classes', property: 'point_count', classes: [{ min: 1, max: 2, symbol: point }, ...classes] };
}

const classes =
  (what: string, check: (v: unknown) => boolean): Rule =>
  (v, p) => {
    if (v === undefined) return undefined;
    const n = ((p.steps as number[] | undefined) ?? CLUSTER_DEFAULTS.steps).length + 1;
    if (!Array.isArray(v) || !v.every(check)) return `must be an array of ${what}, got ${show(v)}`;
    return v.length === n ? undefined : `must have ${n} entries (one more than steps), got ${v.length}`;
  };

const RULES: Record<string, Rule> = {
  geojson: geojsonRule,
  clusterMaxZoom: number(0, 24, true),
  clusterRadius: number(1, 1000),
  clusterMinPoints: number(2, Infinity, true),
  clusterProperties: object,
  steps: (v) =>
    v === undefined || (Array.isArray(v) && v.every((s, i) => typeof s === 'number' && (i === 0 || s > v[i - 1])))
      ? undefined
      : `must be ascending numbers, got ${show(v)}`,
  colors: classes('colour strings', (c) => typeof c === 'string'),
  radii: classes('numbers', (r) => typeof r === 'number' && r >= 0),
  cluster: object,
  uncluster: object,
  showCount: boolean,
  zoomOnClick: boolean,
  ...POPUP_RULES,
  onAdded: func,
  onClusterClick: func,
  onPointClick: func,
};

export class ClusterLayer extends BaseLayer<ClusterLayerProps> {
  private readonly featurePopup = new FeaturePopup(() => this.props);

  constructor(props: ClusterLayerProps) {
    super('ClusterLayer', RULES, props);
  }

  get clustersId(): string {
    return `${this.id}-clusters`;
  }
  get countId(): string {
    return `${this.id}-count`;
  }
  get pointsId(): string {
    return `${this.id}-points`;
  }

  protected sourceSpec(p: ClusterLayerProps): SourceSpecification {
    return clusterSourceSpec(p);
  }

  protected rawLayers(p: ClusterLayerProps): LayerStyle[] {
    const layers: LayerStyle[] = [
      { id: this.clustersId, type: 'circle', source: this.id, filter: ['has', 'point_count'], paint: clusterPaint(p), layout: {} },
    ];
    if (p.showCount !== false) {
      layers.push({
        id: this.countId,
        type: 'symbol',
        source: this.id,
        filter: ['has', 'point_count'],
        layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-font': FONT_STACK, 'text-size': 12, 'text-allow-overlap': true },
        paint: { 'text-color': '#222222' },
      });
    }
    layers.push({ id: this.pointsId, type: 'circle', source: this.id, filter: ['!', ['has', 'point_count']], paint: { ...UNCLUSTER_PAINT, ...p.uncluster }, layout: {} });
    return layers;
  }

  // `filter` goes to the source (points are filtered before clustering), not to the style layers.
  protected effectiveLayers(p: ClusterLayerProps): LayerStyle[] {
    return this.rawLayers(p).map((raw) => effectiveLayer(raw, { ...p, filter: undefined }));
  }

  /** Single points, then the cluster classes by point count (see clusterLegend). */
  legend(): ClassesLegend | undefined {
    const layers = this.effectiveLayers(this.props);
    const byId = (id: string) => layers.find((l) => l.id === id)!;
    return clusterLegend(byId(this.clustersId), byId(this.pointsId), this.props.clusterMinPoints);
  }

  getFeatures(): LayerFeature[] | undefined {
    return featuresOf(geojsonOf(this.props));
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification): boolean {
    const source = this.getSource<GeoJSONSource>();
    if (!source || !differsOnlyIn(prev, next, ['data', 'clusterMaxZoom', 'clusterRadius'])) return false;
    const n = next as { data: GeoJSON.GeoJSON | string; clusterMaxZoom: number; clusterRadius: number };
    const p = prev as typeof n;
    if (p.clusterMaxZoom !== n.clusterMaxZoom || p.clusterRadius !== n.clusterRadius) {
      void source.setClusterOptions({ cluster: true, clusterMaxZoom: n.clusterMaxZoom, clusterRadius: n.clusterRadius });
    }
    if (p.data !== n.data) void source.setData(n.data);
    return true;
  }

  protected afterAttach(): void {
    const view = this.view!;
    this.featurePopup.bind(view, [this.pointsId]);
    this.onDetach(() => this.featurePopup.unbind());
    this.onDetach(pointerOver(view, [this.clustersId], () => this.props.zoomOnClick !== false || !!this.props.onClusterClick));
    this.onDetach(pointerOver(view, [this.pointsId], () => !!this.props.popup || !!this.props.onPointClick));
    const onCluster = onLayerClick(view, [this.clustersId], (e) => {
      const feature = e.features?.[0] as GeoJSON.Feature<GeoJSON.Point> | undefined;
      if (feature) void this.clusterClicked(feature);
    });
    const onPoint = onLayerClick(view, [this.pointsId], (e) => {
      const feature = e.features?.[0] as GeoJSON.Feature<GeoJSON.Point> | undefined;
      if (feature) this.props.onPointClick?.({ feature, lngLat: [feature.geometry.coordinates[0], feature.geometry.coordinates[1]], layer: this });
    });
    this.onDetach(() => (onCluster.unsubscribe(), onPoint.unsubscribe()));
    this.props.onAdded?.({ layerIds: this.getLayerIds(), map: view, layer: this });
  }

  private async clusterClicked(feature: GeoJSON.Feature<GeoJSON.Point>): Promise<void> {
    const clusterId = Number(feature.properties?.cluster_id);
    const expansionZoom = await this.getClusterExpansionZoom(clusterId);
    const view = this.view;
    if (expansionZoom === undefined || !view || view.removed) return;
    const lngLat: [number, number] = [feature.geometry.coordinates[0], feature.geometry.coordinates[1]];
    this.props.onClusterClick?.({ feature, clusterId, pointCount: Number(feature.properties?.point_count), expansionZoom, lngLat, layer: this });
    if (this.props.zoomOnClick !== false) void view.easeTo({ center: lngLat, zoom: expansionZoom });
  }

  /** The zoom at which a cluster splits (undefined when the layer is not on a map). */
  getClusterExpansionZoom(clusterId: number): Promise<number | undefined> {
    return this.getSource<GeoJSONSource>()?.getClusterExpansionZoom(clusterId) ?? Promise.resolve(undefined);
  }

  /** The original points of a cluster (`limit` of them from `offset`; all by default). */
  getClusterLeaves(clusterId: number, limit = Infinity, offset = 0): Promise<GeoJSON.Feature[]> {
    return this.getSource<GeoJSONSource>()?.getClusterLeaves(clusterId, limit, offset) ?? Promise.resolve([]);
  }

  /** Replaces the points (same as `update({ geojson })`). */
  setData(geojson: GeoJSON.GeoJSON | string): void {
    this.update({ geojson, data: undefined });
  }

  /** Closes the point popup if one is open. */
  closePopup(): void {
    this.featurePopup.close();
  }
}
