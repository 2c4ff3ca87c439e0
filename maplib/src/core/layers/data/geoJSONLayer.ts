// GeoJSONLayer: GeoJSON data (object or URL) drawn as one fill/line/circle/symbol/heatmap/extrusion layer.
import type * as GeoJSON from 'geojson';
import type { GeoJSONSource, SourceSpecification } from 'maplibre-gl';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import { inferLayerType } from '../base/inferLayerType.ts';
import { featuresOf, type LayerFeature } from '../base/geojsonInput.ts';
import { FONT_STACK } from '../../basemap/fonts.ts';
import { object, oneOf, required, show } from '../../base/validateProps.ts';

export type GeoJSONLayerType = 'fill' | 'line' | 'circle' | 'symbol' | 'heatmap' | 'fill-extrusion';

export interface GeoJSONLayerProps extends LayerProps {
  data: GeoJSON.GeoJSON | string;
  type?: GeoJSONLayerType;
  sourceOptions?: Record<string, unknown>;
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

const dataRule = (v: unknown) =>
  typeof v === 'string' || (typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string')
    ? undefined
    : `must be GeoJSON (an object with a type) or a URL, got ${show(v)}`;

export class GeoJSONLayer extends BaseLayer<GeoJSONLayerProps> {
  constructor(props: GeoJSONLayerProps) {
    super('GeoJSONLayer', { data: required(dataRule), type: oneOf('fill', 'line', 'circle', 'symbol', 'heatmap', 'fill-extrusion'), sourceOptions: object }, props);
  }

  protected sourceSpec(p: GeoJSONLayerProps): SourceSpecification {
    return { ...p.sourceOptions, type: 'geojson', data: p.data } as SourceSpecification;
  }

  protected rawLayers(p: GeoJSONLayerProps): LayerStyle[] {
    const type = p.type ?? inferLayerType(p.data);
    const d = DEFAULT_STYLE[type];
    return [{ id: this.id, type, source: this.id, paint: { ...d.paint }, layout: { ...d.layout } }];
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification, p: GeoJSONLayerProps): boolean {
    if (!differsOnlyIn(prev, next, ['data'])) return false;
    this.getSource<GeoJSONSource>()?.setData(p.data as GeoJSON.GeoJSON);
    return true;
  }

  /** Replaces the data (same as `update({ data })`). */
  setData(data: GeoJSON.GeoJSON | string): void {
    this.update({ data });
  }

  getFeatures(): LayerFeature[] | undefined {
    return featuresOf(this.props.data);
  }
}
