// DynamicMarkerLayer: many markers from features (MapGIS's mapgis-dynamic-marker-layer), drawn on the GPU as symbols:
// a pin or your image per feature, labels, hover and selection highlight through feature state (promoteId: idField)
// — the marker swaps to its active image and the feature's own shape lights up — popups, fitting the view to the
// selection, and an event when the view settles (MapGIS's map-bound-change).
import type * as GeoJSON from 'geojson';
import type { GeoJSONSource, SourceSpecification, Map as MaplibreMap } from 'maplibre-gl';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import { deepEqual } from '../../util/deepEqual.ts';
import { FONT_STACK } from '../../basemap/fonts.ts';
import { FeaturePopup, POPUP_RULES, type FeaturePopupProps } from '../base/featurePopup.ts';
import { onLayerClick, pointerOver } from '../base/layerEvents.ts';
import { markerSet, panOrFit, pinImage, selectionBounds, type BoundObject, type MarkerFeatures, type MarkerId, type MarkerSet } from './markerData.ts';
import type { AddedEvent } from './clusterLayer.ts';
import { featuresOf, type LayerFeature } from '../base/geojsonInput.ts';
import { boolean, func, show, string, type Rule } from '../../base/validateProps.ts';

/** A marker's look (MapGIS's MarkerStyle): an image, or the default pin in a colour; `size` scales it. */
export interface MarkerStyle {
  /** Image URL or data URL (MapGIS: a base64 symbol). */
  symbol?: string;
  /** Colour of the default pin (when there is no symbol). */
  color?: string;
  size?: number;
  anchor?: 'bottom' | 'center';
}

export interface HighlightStyle {
  /** Hovering a marker highlights it (default true). */
  enableHoverMarker?: boolean;
  /** Hovering a marker highlights its feature's shape (default true). */
  enableHoverFeature?: boolean;
  /** The active marker. */
  marker?: MarkerStyle;
  /** Circle paint of the ring under an active marker. */
  point?: Record<string, unknown>;
  /** Line paint of an active line or polygon outline. */
  line?: Record<string, unknown>;
  /** Fill paint of an active polygon. */
  polygon?: Record<string, unknown>;
}

export interface MarkerEvent {
  id: MarkerId;
  /** The original feature. */
  feature: GeoJSON.Feature;
  lngLat: [number, number];
  layer: DynamicMarkerLayer;
}

export interface MapBoundEvent extends BoundObject {
  layer: DynamicMarkerLayer;
}

export interface DynamicMarkerLayerProps extends LayerProps, FeaturePopupProps {
  data: MarkerFeatures | string;
  idField?: string;
  layerStyle?: MarkerStyle;
  highlight?: boolean;
  highlightStyle?: HighlightStyle;
  selects?: MarkerId[];
  fitBound?: BoundObject;
  fitSelection?: boolean;
  /** Property shown as a label under each marker. */
  label?: string;
  onMarkerClick?: (e: MarkerEvent) => void;
  onMarkerEnter?: (e: MarkerEvent) => void;
  onMarkerLeave?: (e: { id: MarkerId; layer: DynamicMarkerLayer }) => void;
  onMapBoundChange?: (e: MapBoundEvent) => void;
  onAdded?: (e: AddedEvent<DynamicMarkerLayer>) => void;
}

export const DYNAMIC_MARKER_DEFAULTS = { idField: 'fid', color: '#3a86ff', activeColor: '#ff7b00', size: 1, activeSize: 1.3 };
const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

const styleRule = (v: unknown): string | undefined => {
  if (v === undefined) return undefined;
  const s = v as MarkerStyle;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return `must be an object { symbol?, color?, size?, anchor? }, got ${show(v)}`;
  if (s.symbol !== undefined && typeof s.symbol !== 'string') return `symbol must be an image URL, got ${show(s.symbol)}`;
  if (s.size !== undefined && !(typeof s.size === 'number' && s.size > 0 && s.size <= 10)) return `size must be a number above 0 and up to 10, got ${show(s.size)}`;
  if (s.anchor !== undefined && s.anchor !== 'bottom' && s.anchor !== 'center') return `anchor must be 'bottom' or 'center', got ${show(s.anchor)}`;
  return undefined;
};

const RULES: Record<string, Rule> = {
  data: (v) =>
    v === undefined || v === null
      ? 'is required'
      : typeof v === 'string' || (typeof v === 'object' && (v as { type?: unknown }).type === 'FeatureCollection' && Array.isArray((v as { features?: unknown }).features))
        ? undefined
        : `must be a FeatureCollection or a URL, got ${show(v)}`,
  idField: string,
  layerStyle: styleRule,
  highlight: boolean,
  highlightStyle: (v) => {
    if (v === undefined) return undefined;
    if (typeof v !== 'object' || v === null) return `must be an object, got ${show(v)}`;
    const problem = styleRule((v as HighlightStyle).marker);
    return problem && `marker ${problem}`;
  },
  selects: (v) =>
    v === undefined || (Array.isArray(v) && v.every((id) => typeof id === 'string' || typeof id === 'number')) ? undefined : `must be an array of ids (strings or numbers), got ${show(v)}`,
  fitBound: (v) => {
    if (v === undefined) return undefined;
    const b = v as Partial<BoundObject>;
    const ok = typeof v === 'object' && v !== null && (['xmin', 'ymin', 'xmax', 'ymax'] as const).every((k) => typeof b[k] === 'number' && Number.isFinite(b[k]));
    return ok && b.xmin! <= b.xmax! && b.ymin! <= b.ymax! ? undefined : `must be { xmin, ymin, xmax, ymax } with min ≤ max, got ${show(v)}`;
  },
  fitSelection: boolean,
  label: string,
  ...POPUP_RULES,
  onMarkerClick: func,
  onMarkerEnter: func,
  onMarkerLeave: func,
  onMapBoundChange: func,
  onAdded: func,
};

/** Opacity values of highlight layers: `on` while the feature is active, else 0 (times the common opacity). */
const whenActive = (active: unknown, on: number, off: number, k: number) => ['case', active, on * k, off * k];

export class DynamicMarkerLayer extends BaseLayer<DynamicMarkerLayerProps> {
  private readonly featurePopup = new FeaturePopup(() => this.props);
  private hovered?: MarkerId;
  private applied = new Set<MarkerId>();
  /** The FeatureCollection a `data` URL gave, and the URL. */
  private fetched?: { url: string; data?: MarkerFeatures };

  constructor(props: DynamicMarkerLayerProps) {
    super('DynamicMarkerLayer', RULES, props);
  }

  private get idField(): string {
    return this.props.idField ?? DYNAMIC_MARKER_DEFAULTS.idField;
  }
  private get markerImage(): string {
    return `${this.id}::marker`;
  }
  private get activeImage(): string {
    return `${this.id}::active`;
  }

  /** The markers of the current data (empty while a URL loads). */
  getMarkers(p: DynamicMarkerLayerProps = this.props): MarkerSet {
    const fc = typeof p.data === 'string' ? (this.fetched?.url === p.data ? this.fetched.data : undefined) : p.data;
    return markerSet(fc ?? EMPTY, p.idField ?? DYNAMIC_MARKER_DEFAULTS.idField);
  }

  /** The original feature of a marker. */
  getFeature(id: MarkerId): GeoJSON.Feature | undefined {
    return this.getMarkers().byId.get(id);
  }

  protected sourceSpec(p: DynamicMarkerLayerProps): SourceSpecification {
    return { type: 'geojson', data: this.getMarkers(p).data, promoteId: p.idField ?? DYNAMIC_MARKER_DEFAULTS.idField } as SourceSpecification;
  }

  protected rawLayers(p: DynamicMarkerLayerProps): LayerStyle[] {
    const hs = p.highlightStyle ?? {};
    const hover = ['boolean', ['feature-state', 'hover'], false];
    const selected = ['boolean', ['feature-state', 'selected'], false];
    const hoverOn = p.highlight !== false;
    const markerActive = hoverOn && hs.enableHoverMarker !== false ? ['any', selected, hover] : selected;
    const shapeActive = hoverOn && hs.enableHoverFeature !== false ? ['any', selected, hover] : selected;
    const k = p.opacity ?? 1;
    const base = p.layerStyle ?? {};
    const active = hs.marker ?? {};
    const role = (r: string) => ['==', ['get', 'role'], r];
    const geom = (...types: string[]) => ['in', ['geometry-type'], ['literal', types]];
    const icon = (image: string, s: MarkerStyle, size: number) => ({
      'icon-image': image,
      'icon-size': s.size ?? size,
      'icon-anchor': s.anchor ?? 'bottom',
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    });
    const point = { 'circle-radius': 16 * (base.size ?? 1), 'circle-color': DYNAMIC_MARKER_DEFAULTS.activeColor, 'circle-stroke-color': DYNAMIC_MARKER_DEFAULTS.activeColor, 'circle-stroke-width': 2, ...hs.point };
    const line = { 'line-color': DYNAMIC_MARKER_DEFAULTS.activeColor, 'line-width': 3, ...hs.line };
    const polygon = { 'fill-color': DYNAMIC_MARKER_DEFAULTS.activeColor, ...hs.polygon };
    const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);
    const onlyWhen = (active: unknown, v: unknown) => (typeof v === 'number' ? ['case', active, v, 0] : v);
    const layers: LayerStyle[] = [
      { id: `${this.id}-polygon`, type: 'fill', source: this.id, filter: ['all', role('shape'), geom('Polygon')], layout: {},
        paint: { ...polygon, 'fill-opacity': whenActive(shapeActive, num(hs.polygon?.['fill-opacity'], 0.3), 0, k) } },
      { id: `${this.id}-line`, type: 'line', source: this.id, filter: ['all', role('shape'), geom('Polygon', 'LineString')], layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { ...line, 'line-opacity': whenActive(shapeActive, num(hs.line?.['line-opacity'], 1), 0, k) } },
      { id: `${this.id}-point`, type: 'circle', source: this.id, filter: role('marker'), layout: {},
        // Radius and stroke 0 while inactive: thousands of invisible rings would still cost their pixels. A value
        // given as an expression stays as given (a zoom curve cannot sit inside a `case`).
        paint: {
          ...point,
          'circle-radius': onlyWhen(shapeActive, point['circle-radius']),
          'circle-stroke-width': onlyWhen(shapeActive, point['circle-stroke-width']),
          'circle-opacity': whenActive(shapeActive, num(hs.point?.['circle-opacity'], 0.25), 0, k),
          'circle-stroke-opacity': whenActive(shapeActive, num(hs.point?.['circle-stroke-opacity'], 0.8), 0, k),
        } },
    ];
    const markerLayout: Record<string, unknown> = icon(this.markerImage, base, DYNAMIC_MARKER_DEFAULTS.size);
    const markerPaint: Record<string, unknown> = { 'icon-opacity': whenActive(markerActive, 0, 1, k) };
    if (p.label) {
      Object.assign(markerLayout, { 'text-field': ['to-string', ['get', p.label]], 'text-font': FONT_STACK, 'text-size': 12, 'text-anchor': 'top', 'text-offset': [0, 0.3], 'text-optional': true });
      Object.assign(markerPaint, { 'text-color': '#222222', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 });
    }
    layers.push({ id: this.id, type: 'symbol', source: this.id, filter: role('marker'), layout: markerLayout, paint: markerPaint });
    layers.push({
      id: `${this.id}-active`, type: 'symbol', source: this.id, filter: role('marker'),
      layout: icon(this.activeImage, { anchor: base.anchor, ...active }, (base.size ?? 1) * DYNAMIC_MARKER_DEFAULTS.activeSize),
      paint: { 'icon-opacity': whenActive(markerActive, 1, 0, k) },
    });
    return layers;
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification): boolean {
    if (!differsOnlyIn(prev, next, ['data'])) return false;
    void this.getSource<GeoJSONSource>()?.setData((next as { data: GeoJSON.FeatureCollection }).data);
    return true;
  }

  protected afterAttach(): void {
    const view = this.view!;
    const map = view.maplibre;
    this.addImages(map);
    const markers = [this.id, `${this.id}-active`];
    this.featurePopup.bind(view, [this.id]);
    this.onDetach(() => this.featurePopup.unbind());
    this.onDetach(pointerOver(view, markers, () => true));
    const event = (e: { features?: GeoJSON.Feature[] }): MarkerEvent | undefined => {
      const f = e.features?.[0];
      const id = f?.properties?.[this.idField] as MarkerId | undefined;
      if (id === undefined) return undefined;
      const feature = this.getFeature(id);
      const at = this.getMarkers().positions.get(id);
      return feature && at ? { id, feature, lngLat: at, layer: this } : undefined;
    };
    const subs = [
      onLayerClick(view, markers, (e) => {
        const ev = event(e as never);
        if (ev) this.props.onMarkerClick?.(ev);
      }),
      map.on('mousemove', markers, (e) => {
        const ev = event(e as never);
        if (!ev || ev.id === this.hovered) return;
        this.leave();
        this.hovered = ev.id;
        this.setState(ev.id, { hover: true });
        this.props.onMarkerEnter?.(ev);
      }),
      map.on('mouseleave', markers, () => this.leave()),
      map.on('moveend', () => {
        const [[xmin, ymin], [xmax, ymax]] = view.getBounds();
        this.props.onMapBoundChange?.({ xmin, ymin, xmax, ymax, layer: this });
      }),
    ];
    this.onDetach(() => {
      for (const s of subs) s.unsubscribe();
      this.hovered = undefined;
      this.applied.clear();
      for (const name of [this.markerImage, this.activeImage]) if (map.getStyle() && map.hasImage(name)) map.removeImage(name);
    });
    this.loadUrl();
    this.applySelection();
    if (this.props.fitBound) this.fitTo(this.props.fitBound, false);
    this.props.onAdded?.({ layerIds: this.getLayerIds(), map: view, layer: this });
  }

  /** The default pins, or the style's images (loaded by MapLibre; a transparent stand-in until they arrive). */
  private addImages(map: MaplibreMap): void {
    const p = this.props;
    const images: [string, MarkerStyle, string][] = [
      [this.markerImage, p.layerStyle ?? {}, DYNAMIC_MARKER_DEFAULTS.color],
      [this.activeImage, p.highlightStyle?.marker ?? {}, DYNAMIC_MARKER_DEFAULTS.activeColor],
    ];
    for (const [name, style, color] of images) {
      if (map.hasImage(name)) map.removeImage(name);
      if (!style.symbol) {
        map.addImage(name, pinImage(style.color ?? color), { pixelRatio: 2 });
        continue;
      }
      map.addImage(name, { width: 1, height: 1, data: new Uint8Array(4) });
      const symbol = style.symbol;
      void map.loadImage(symbol).then(
        (img) => {
          // Still this symbol on this map: swap the stand-in (MapLibre re-lays out the tiles that use it).
          if (!this.view || this.view.maplibre !== map || !map.getStyle() || !map.hasImage(name)) return;
          const now = name === this.markerImage ? this.props.layerStyle?.symbol : this.props.highlightStyle?.marker?.symbol;
          if (now !== symbol) return;
          map.removeImage(name);
          map.addImage(name, img.data, { pixelRatio: window.devicePixelRatio > 1 ? 2 : 1 });
        },
        (error) => console.error(`DynamicMarkerLayer ${this.id}: symbol ${symbol.slice(0, 60)} could not be loaded`, error),
      );
    }
  }

  private loadUrl(): void {
    const url = this.props.data;
    if (typeof url !== 'string' || this.fetched?.url === url) return;
    this.fetched = { url };
    fetch(url)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((json: MarkerFeatures) => {
        if (this.fetched?.url !== url) return;
        this.fetched.data = json;
        if (!this.isLive()) return;
        void this.getSource<GeoJSONSource>()?.setData(this.getMarkers().data);
        this.applied.clear();
        this.applySelection();
      })
      .catch((error) => console.error(`DynamicMarkerLayer ${this.id}: ${url} could not be loaded`, error));
  }

  private setState(id: MarkerId, state: Record<string, boolean>): void {
    const map = this.map;
    if (map?.getSource(this.id)) map.setFeatureState({ source: this.id, id }, state);
  }

  private leave(): void {
    if (this.hovered === undefined) return;
    const id = this.hovered;
    this.hovered = undefined;
    this.setState(id, { hover: false });
    this.props.onMarkerLeave?.({ id, layer: this });
  }

  /** Marks the `selects` ids selected and unmarks the others (feature state `selected`). */
  private applySelection(): void {
    const next = new Set(this.props.selects ?? []);
    for (const id of this.applied) if (!next.has(id)) this.setState(id, { selected: false });
    for (const id of next) if (!this.applied.has(id)) this.setState(id, { selected: true });
    this.applied = next;
  }

  protected patch(prev: DynamicMarkerLayerProps, next: DynamicMarkerLayerProps): boolean {
    if (!super.patch(prev, next)) return false;
    const map = this.map!;
    if (!deepEqual(prev.layerStyle, next.layerStyle) || !deepEqual(prev.highlightStyle?.marker, next.highlightStyle?.marker)) this.addImages(map);
    if (prev.data !== next.data) {
      this.loadUrl();
      this.applied.clear(); // states stay on the ids; re-mark what is selected now
    }
    if (!deepEqual(prev.selects, next.selects) || prev.data !== next.data) {
      this.applySelection();
      if (next.fitSelection && !deepEqual(prev.selects, next.selects)) this.fitToSelection();
    }
    if (next.fitBound && !deepEqual(prev.fitBound, next.fitBound)) this.fitTo(next.fitBound, true);
    return true;
  }

  private fitTo(b: BoundObject, animate: boolean): void {
    void this.view?.fitBounds([[b.xmin, b.ymin], [b.xmax, b.ymax]], { padding: 40, maxZoom: 16, animate });
  }

  /**
   * Shows the selected features as MapGIS did: pans to them when they fit in the view's size, zooms out to fit them
   * otherwise. Resolves when the camera stops.
   */
  async fitToSelection(): Promise<void> {
    const view = this.view;
    const target = selectionBounds(this.getMarkers(), this.props.selects ?? []);
    if (!view || view.removed || !target) return;
    const [[xmin, ymin], [xmax, ymax]] = view.getBounds();
    if (panOrFit({ xmin, ymin, xmax, ymax }, target) === 'pan') await view.panTo([(target.xmin + target.xmax) / 2, (target.ymin + target.ymax) / 2]);
    else await view.fitBounds([[target.xmin, target.ymin], [target.xmax, target.ymax]], { padding: 40, maxZoom: 16 });
  }

  /** Fits the view to all markers and shapes. */
  async fitToData(): Promise<void> {
    const set = this.getMarkers();
    const b = selectionBounds(set, [...set.byId.keys()]);
    if (b && this.view) await this.view.fitBounds([[b.xmin, b.ymin], [b.xmax, b.ymax]], { padding: 40, maxZoom: 16 });
  }

  /** Same as `update({ selects: ids })`. */
  select(ids: MarkerId[]): void {
    this.update({ selects: ids });
  }

  /** Replaces the features (same as `update({ data })`). */
  setData(data: MarkerFeatures | string): void {
    this.update({ data });
  }

  /** The features as given (undefined for a URL). */
  getFeatures(): LayerFeature[] | undefined {
    return featuresOf(this.props.data);
  }

  closePopup(): void {
    this.featurePopup.close();
  }
}
