// BuildingLayer: building footprints extruded by a height field (MapLibre fill-extrusion), from GeoJSON or vector
// tiles — one colour (MapGIS's white) or a colour ramp by height, height scale, opacity, hover highlight, popups.
import type * as GeoJSON from 'geojson';
import type { GeoJSONSource, SourceSpecification } from 'maplibre-gl';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import { effectiveLayer } from '../base/effectiveLayer.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import { FeaturePopup, POPUP_RULES, type FeaturePopupProps } from '../base/featurePopup.ts';
import { pointerOver } from '../base/layerEvents.ts';
import { featuresOf, isGeoJSONOrUrl, type GeoJSONInputProps, type LayerFeature } from '../base/geojsonInput.ts';
import type { AddedEvent } from './clusterLayer.ts';
import { func, number, show, string, type Rule } from '../../base/validateProps.ts';

/** Footprints from vector tiles (MapGIS's `vectortile`). */
export interface BuildingVectorTile {
  /** TileJSON URL, or */
  url?: string;
  /** tile URL templates. */
  tiles?: string[];
  /** The MVT layer holding the footprints. */
  sourceLayer: string;
  minzoom?: number;
  maxzoom?: number;
  /** `[west, south, east, north]`: no tiles are requested outside. */
  bounds?: [number, number, number, number];
  /** Property used as feature id (for the hover highlight); MVT feature ids otherwise. */
  promoteId?: string;
}

export interface BuildingLayerProps extends LayerProps, GeoJSONInputProps, FeaturePopupProps {
  vectortile?: BuildingVectorTile;
  /** Height property, in metres. */
  field?: string;
  /** Property with the height the extrusion starts at (podiums, bridges). */
  baseField?: string;
  heightScale?: number;
  color?: string;
  /** `[height, colour][]`, heights ascending: colour interpolated by the (unscaled) height. */
  colors?: [number, string][];
  /** Colour of the building under the mouse. */
  highlightColor?: string;
  onAdded?: (e: AddedEvent<BuildingLayer>) => void;
}

export const BUILDING_DEFAULTS = { field: 'height', heightScale: 1, color: '#ffffff', opacity: 0.85 };

/** The extrusion paint for these props. Pure, so it is unit-tested. */
export function buildingPaint(p: Pick<BuildingLayerProps, 'field' | 'baseField' | 'heightScale' | 'color' | 'colors' | 'highlightColor'>): Record<string, unknown> {
  const field = p.field ?? BUILDING_DEFAULTS.field;
  const scale = p.heightScale ?? BUILDING_DEFAULTS.heightScale;
  const value = (f: string) => ['to-number', ['get', f], 0];
  const scaled = (f: string) => (scale === 1 ? value(f) : ['*', value(f), scale]);
  let color: unknown = p.colors ? ['interpolate', ['linear'], value(field), ...p.colors.flat()] : (p.color ?? BUILDING_DEFAULTS.color);
  if (p.highlightColor) color = ['case', ['boolean', ['feature-state', 'hover'], false], p.highlightColor, color];
  return {
    'fill-extrusion-color': color,
    'fill-extrusion-height': scaled(field),
    'fill-extrusion-base': p.baseField ? scaled(p.baseField) : 0,
  };
}

/** The source: GeoJSON (ids generated for the hover state) or vector tiles. Pure. */
export function buildingSourceSpec(p: BuildingLayerProps): SourceSpecification {
  const vt = p.vectortile;
  if (vt) {
    const spec: Record<string, unknown> = { type: 'vector' };
    if (vt.url) spec.url = vt.url;
    if (vt.tiles) spec.tiles = vt.tiles;
    if (vt.minzoom !== undefined) spec.minzoom = vt.minzoom;
    if (vt.maxzoom !== undefined) spec.maxzoom = vt.maxzoom;
    if (vt.bounds) spec.bounds = vt.bounds;
    if (vt.promoteId) spec.promoteId = vt.promoteId;
    return spec as unknown as SourceSpecification;
  }
  return { type: 'geojson', data: (p.geojson ?? p.data)!, generateId: true } as SourceSpecification;
}

const RULES: Record<string, Rule> = {
  geojson: (v, p) => {
    const d = v ?? p.data;
    if (d === undefined && p.vectortile === undefined) return '(or data, or vectortile) is required';
    if (d !== undefined && p.vectortile !== undefined) return 'and vectortile cannot both be given';
    return d === undefined || isGeoJSONOrUrl(d) ? undefined : `must be GeoJSON (an object with a type) or a URL, got ${show(d)}`;
  },
  vectortile: (v) => {
    if (v === undefined) return undefined;
    const t = v as Partial<BuildingVectorTile>;
    if (typeof v !== 'object' || v === null || typeof t.sourceLayer !== 'string') return `must be { sourceLayer, url or tiles }, got ${show(v)}`;
    if (typeof t.url !== 'string' && !(Array.isArray(t.tiles) && t.tiles.every((s) => typeof s === 'string'))) return `needs url (TileJSON) or tiles (URL templates), got ${show(v)}`;
    return undefined;
  },
  field: string,
  baseField: string,
  heightScale: number(0, 1000),
  color: string,
  colors: (v) =>
    v === undefined ||
    (Array.isArray(v) && v.length >= 2 && v.every((s, i) => Array.isArray(s) && s.length === 2 && typeof s[0] === 'number' && typeof s[1] === 'string' && (i === 0 || s[0] > (v[i - 1] as number[])[0])))
      ? undefined
      : `must be at least two [height, colour] pairs with heights ascending, got ${show(v)}`,
  highlightColor: string,
  ...POPUP_RULES,
  onAdded: func,
};

export class BuildingLayer extends BaseLayer<BuildingLayerProps> {
  private readonly featurePopup = new FeaturePopup(() => this.props);
  private hovered?: string | number;

  constructor(props: BuildingLayerProps) {
    super('BuildingLayer', RULES, props);
  }

  protected sourceSpec(p: BuildingLayerProps): SourceSpecification {
    return buildingSourceSpec(p);
  }

  protected rawLayers(p: BuildingLayerProps): LayerStyle[] {
    const layer: LayerStyle = { id: this.id, type: 'fill-extrusion', source: this.id, paint: buildingPaint(p), layout: {} };
    if (p.vectortile) layer['source-layer'] = p.vectortile.sourceLayer;
    return [layer];
  }

  // MapGIS's opacity default, 0.85, instead of the commons' 1.
  protected effectiveLayers(p: BuildingLayerProps): LayerStyle[] {
    return this.rawLayers(p).map((raw) => effectiveLayer(raw, { ...p, opacity: p.opacity ?? BUILDING_DEFAULTS.opacity }));
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification): boolean {
    if (prev.type !== 'geojson' || next.type !== 'geojson' || !differsOnlyIn(prev, next, ['data'])) return false;
    void this.getSource<GeoJSONSource>()?.setData((next as { data: GeoJSON.GeoJSON | string }).data);
    return true;
  }

  protected afterAttach(): void {
    const view = this.view!;
    const map = view.maplibre;
    this.featurePopup.bind(view, [this.id]);
    this.onDetach(() => this.featurePopup.unbind());
    this.onDetach(pointerOver(view, [this.id], () => !!this.props.popup || !!this.props.onClick));
    const target = (id: string | number) => ({ source: this.id, sourceLayer: this.props.vectortile?.sourceLayer, id });
    const clear = () => {
      if (this.hovered !== undefined && map.getSource(this.id)) map.setFeatureState(target(this.hovered), { hover: false });
      this.hovered = undefined;
    };
    const move = map.on('mousemove', this.id, (e) => {
      const id = e.features?.[0]?.id;
      if (!this.props.highlightColor || id === undefined || id === this.hovered) return;
      clear();
      this.hovered = id;
      map.setFeatureState(target(id), { hover: true });
    });
    const leave = map.on('mouseleave', this.id, clear);
    this.onDetach(() => {
      move.unsubscribe();
      leave.unsubscribe();
      this.hovered = undefined;
    });
    this.props.onAdded?.({ layerIds: this.getLayerIds(), map: view, layer: this });
  }

  /** The footprints as given (undefined for a URL or vector tiles). */
  getFeatures(): LayerFeature[] | undefined {
    return featuresOf(this.props.geojson ?? this.props.data);
  }

  /** Replaces the footprints (GeoJSON only; same as `update({ geojson })`). */
  setData(geojson: GeoJSON.GeoJSON | string): void {
    this.update({ geojson, data: undefined });
  }

  /** Closes the popup if one is open. */
  closePopup(): void {
    this.featurePopup.close();
  }
}
