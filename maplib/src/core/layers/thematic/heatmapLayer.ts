// HeatmapLayer: GeoJSON points as a MapLibre heatmap — weight from a field (MapGIS's field/min/max), radius and
// intensity as numbers or zoom stops, a colour ramp over density, and an opacity that can fade by zoom.
import type * as GeoJSON from 'geojson';
import type { GeoJSONSource, SourceSpecification } from 'maplibre-gl';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import { featuresOf, geojsonOf, type LayerFeature, geojsonRule, type GeoJSONInputProps } from '../base/geojsonInput.ts';
import type { AddedEvent } from './clusterLayer.ts';
import { func, number, show, string, type Rule } from '../../base/validateProps.ts';

/** `[zoom, value]` pairs, zooms ascending: the value is interpolated linearly between them. */
export type ZoomStops = [number, number][];

export interface HeatmapLayerProps extends LayerProps, GeoJSONInputProps {
  /** Property whose value weighs each point (linear from `min` → 0 to `max` → 1). */
  field?: string;
  min?: number;
  max?: number;
  /** Radius of a point's influence in pixels, or zoom stops (MapGIS's name). */
  heaterRadius?: number | ZoomStops;
  intensity?: number | ZoomStops;
  /** `[density 0…1, colour]` pairs, density ascending. */
  colors?: [number, string][];
  /** Opacity by zoom (multiplied by `opacity`). */
  opacityByZoom?: ZoomStops;
  onAdded?: (e: AddedEvent<HeatmapLayer>) => void;
}

/** The default ramp: transparent blue at no density to dark red at the densest. */
export const HEATMAP_COLORS: [number, string][] = [
  [0, 'rgba(33,102,172,0)'],
  [0.2, 'rgb(103,169,207)'],
  [0.4, 'rgb(209,229,240)'],
  [0.6, 'rgb(253,219,199)'],
  [0.8, 'rgb(239,138,98)'],
  [1, 'rgb(178,24,43)'],
];

export const HEATMAP_DEFAULTS = { heaterRadius: 16, intensity: 1, min: 0, max: 100 };

/** A number as it is, or zoom stops as `['interpolate', ['linear'], ['zoom'], z0, v0, …]` (values scaled). Pure. */
export function byZoom(value: number | ZoomStops, scale = 1): unknown {
  if (typeof value === 'number') return value * scale;
  return ['interpolate', ['linear'], ['zoom'], ...value.flatMap(([z, v]) => [z, v * scale])];
}

/** The heatmap paint for these props (the commons' `paint` is merged over it later). Pure, so it is unit-tested. */
export function heatmapPaint(p: HeatmapLayerProps): Record<string, unknown> {
  const paint: Record<string, unknown> = {
    'heatmap-radius': byZoom(p.heaterRadius ?? HEATMAP_DEFAULTS.heaterRadius),
    'heatmap-intensity': byZoom(p.intensity ?? HEATMAP_DEFAULTS.intensity),
    'heatmap-color': ['interpolate', ['linear'], ['heatmap-density'], ...(p.colors ?? HEATMAP_COLORS).flat()],
  };
  if (p.field) {
    const min = p.min ?? HEATMAP_DEFAULTS.min;
    const max = p.max ?? HEATMAP_DEFAULTS.max;
    paint['heatmap-weight'] = ['interpolate', ['linear'], ['to-number', ['get', p.field], min], min, 0, max, 1];
  }
  // A zoom expression cannot be multiplied by the common opacity later, so the stops carry it.
  if (p.opacityByZoom) paint['heatmap-opacity'] = byZoom(p.opacityByZoom, p.opacity ?? 1);
  return paint;
}

const isStops = (v: unknown, min: number, max: number): boolean =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.every((s, i) => Array.isArray(s) && s.length === 2 && typeof s[0] === 'number' && typeof s[1] === 'number' && s[1] >= min && s[1] <= max && (i === 0 || s[0] > (v[i - 1] as number[])[0]));

const numberOrStops =
  (min: number, max: number): Rule =>
  (v) =>
    v === undefined || (typeof v === 'number' && v >= min && v <= max) || isStops(v, min, max)
      ? undefined
      : `must be a number ${min}…${max} or [zoom, value] stops with zooms ascending, got ${show(v)}`;

const RULES: Record<string, Rule> = {
  geojson: geojsonRule,
  field: string,
  min: number(),
  max: (v, p) => number()(v, p) ?? ((v as number) <= ((p.min as number | undefined) ?? 0) ? `must be above min (${p.min ?? 0}), got ${v}` : undefined),
  heaterRadius: numberOrStops(1, 1000),
  intensity: numberOrStops(0, 1000),
  colors: (v) =>
    v === undefined ||
    (Array.isArray(v) &&
      v.length >= 2 &&
      v.every((s, i) => Array.isArray(s) && s.length === 2 && typeof s[0] === 'number' && s[0] >= 0 && s[0] <= 1 && typeof s[1] === 'string' && (i === 0 || s[0] > (v[i - 1] as number[])[0])))
      ? undefined
      : `must be at least two [density 0…1, colour] pairs with densities ascending, got ${show(v)}`,
  opacityByZoom: (v) => (v === undefined || isStops(v, 0, 1) ? undefined : `must be [zoom, opacity 0…1] stops with zooms ascending, got ${show(v)}`),
  onAdded: func,
};

export class HeatmapLayer extends BaseLayer<HeatmapLayerProps> {
  constructor(props: HeatmapLayerProps) {
    super('HeatmapLayer', RULES, props);
  }

  protected sourceSpec(p: HeatmapLayerProps): SourceSpecification {
    return { type: 'geojson', data: geojsonOf(p) } as SourceSpecification;
  }

  protected rawLayers(p: HeatmapLayerProps): LayerStyle[] {
    return [{ id: this.id, type: 'heatmap', source: this.id, paint: heatmapPaint(p), layout: {} }];
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification): boolean {
    if (!differsOnlyIn(prev, next, ['data'])) return false;
    void this.getSource<GeoJSONSource>()?.setData((next as { data: GeoJSON.GeoJSON | string }).data);
    return true;
  }

  protected afterAttach(): void {
    this.props.onAdded?.({ layerIds: this.getLayerIds(), map: this.view!, layer: this });
  }

  getFeatures(): LayerFeature[] | undefined {
    return featuresOf(geojsonOf(this.props));
  }

  /** Replaces the points (same as `update({ geojson })`). */
  setData(geojson: GeoJSON.GeoJSON | string): void {
    this.update({ geojson, data: undefined });
  }
}
