// BaseLayer: one MapLibre source plus its style layers, with the layer commons (id, title, before, visible, opacity,
// zoom range, filter, paint/layout, events) and in-place updates: a changed source is patched or re-created where it
// was, changed style layers are diffed into setPaintProperty/setFilter/… calls. What a layer tree or legend reads of
// any layer is here too: its title, its legend, and its features when the data is in the page.
import type { SourceSpecification, Map as MaplibreMap } from 'maplibre-gl';
import type { MapView } from '../../map/mapView.ts';
import { MapComponent } from '../../base/component.ts';
import { deepEqual } from '../../util/deepEqual.ts';
import { diffLayerLists, type LayerOp, type LayerStyle } from './diffLayerProps.ts';
import { effectiveLayer, toSpec, type LayerCommons } from './effectiveLayer.ts';
import { LAYER_EVENTS, LayerEvents, type LayerEvent as AnyLayerEvent, type LayerEventProps } from './layerEvents.ts';
import { boolean, func, number, object, string, show, type Rule, type Rules } from '../../base/validateProps.ts';
import { commonsWithLayer, layerAliasRule, leftOut, type LayerAlias } from './layerAliases.ts';
import { titleRule, type LayerTitle } from './layerTitle.ts';
import { localizedText, resolveLocale } from '../../i18n/locale.ts';
import { styleLegend, type LegendDescription } from './legend.ts';
import type { LayerFeature } from './geojsonInput.ts';

export type LayerEvent = AnyLayerEvent<BaseLayer<any>>;

export interface LayerProps extends LayerCommons, LayerEventProps<BaseLayer<any>> {
  id?: string;
  /** The original library's name for `id`. */
  layerId?: string;
  /** The original library's layer object: its paint, layout, filter, minzoom and maxzoom, under the props of those names. */
  layer?: LayerAlias;
  /** When a style layer with one of this layer's ids is already in the map (not this layer's), replace it instead of failing. */
  replace?: boolean;
  /** When a source with this layer's id is already in the map, remove it (and the style layers drawing it) first. */
  replaceSource?: boolean;
  /** The name a layer tree or legend shows: one string, or `{ zh, en }` picked by the locale. */
  title?: LayerTitle;
  before?: string;
}

export const LAYER_RULES: Rules = {
  id: string,
  title: titleRule,
  before: string,
  visible: boolean,
  opacity: number(0, 1),
  minzoom: number(0, 24),
  maxzoom: (v, p) =>
    number(0, 24)(v, p) ??
    (typeof v === 'number' && typeof p.minzoom === 'number' && p.minzoom > v ? `must not be below minzoom (${p.minzoom}), got ${v}` : undefined),
  filter: (v) => (v === undefined || Array.isArray(v) || typeof v === 'boolean' ? undefined : `must be a filter expression (an array), got ${show(v)}`),
  layout: object,
  paint: object,
  layerId: (v, p) => string(v, p) ?? (v !== undefined && p.id !== undefined && p.id !== v ? `and id name different layers (${show(v)}, ${show(p.id)}): give one` : undefined),
  layer: layerAliasRule,
  replace: boolean,
  replaceSource: boolean,
  sourceId: leftOut('each MapLib layer owns one source named by its id; to draw one source with several style layers use VectorLayer `layers` (or GeoJSONLayer once per style)'),
  clearSource: leftOut('a layer always removes the source it added, so removing and adding it again never meets a stale source', true),
  ...Object.fromEntries(LAYER_EVENTS.map((ev): [string, Rule] => [ev.prop, func])),
};

/** Props a layer tree changes on any layer (see MapComponent.heldProps). */
export const LAYER_HELD_PROPS: readonly string[] = ['visible', 'opacity', 'before', 'layers'];

let counter = 0;

export abstract class BaseLayer<P extends LayerProps> extends MapComponent<P> {
  readonly needsStyle = true;
  /** What DocumentTree changes on a layer (`layers`: a service's sublayers); see MapComponent. */
  readonly heldProps: readonly string[] = LAYER_HELD_PROPS;
  readonly id: string;
  /** Effective specs of the style layers currently in the map (empty when not in a style). */
  protected added: LayerStyle[] = [];
  private inStyle = false;
  private events = new LayerEvents<BaseLayer<P>>(this, () => this.props);

  constructor(component: string, rules: Rules, props: P) {
    super(component, { ...LAYER_RULES, ...rules }, props);
    this.id = props.id ?? props.layerId ?? `maplib-layer-${++counter}`;
  }

  /** The MapLibre source for these props. */
  protected abstract sourceSpec(p: P): SourceSpecification;
  /** The style layers before the commons are applied. */
  protected abstract rawLayers(p: P): LayerStyle[];
  /** Tries to move the live source from prev to next in place (setData, setTiles…); false means re-create it. */
  protected patchSource(_prev: SourceSpecification, _next: SourceSpecification, _p: P): boolean {
    return false;
  }
  /** Hook after the source and layers are in a style (first attach and after re-creation). */
  protected afterAttach(): void {}

  get map(): MaplibreMap | undefined {
    return this.view && !this.view.removed ? this.view.maplibre : undefined;
  }

  getLayerIds(): string[] {
    return this.added.map((l) => l.id);
  }

  getSource<T = unknown>(): T | undefined {
    return this.map?.getSource(this.id) as T | undefined;
  }

  /** The MapLibre style layer of this layer (its first, for a layer of several); undefined when not in a style. */
  get mapLayer(): ReturnType<MaplibreMap['getLayer']> {
    const first = this.added[0];
    return first ? this.map?.getLayer(first.id) : undefined;
  }

  /** The MapLibre source object (same as getSource()). */
  get mapSource(): ReturnType<MaplibreMap['getSource']> {
    return this.getSource();
  }

  /** Whether the source's data (or the tiles in view) has loaded; false while not in a style. */
  get sourceLoaded(): boolean {
    const map = this.map;
    return !!map && !!map.getSource(this.id) && map.isSourceLoaded(this.id);
  }

  /** Moves the layer under the map layer `beforeId` (on top without it); kept as the `before` prop. */
  move(beforeId?: string): void {
    this.placeBefore(beforeId);
  }

  /** The title in `locale`'s language (default: the page's); the id when the layer has none. */
  getTitle(locale?: 'zh-CN' | 'en'): string {
    const title = this.props.title;
    return title === undefined ? this.id : localizedText(title, resolveLocale(locale, this.view));
  }

  /**
   * What a legend shows for this layer, read from the paint of its style layers (one symbol, a heatmap's ramp, classes
   * of a `step`); undefined when it cannot say (raster tiles, several style layers, a colour computed per feature).
   */
  legend(): LegendDescription | undefined {
    return styleLegend(this.effectiveLayers(this.props));
  }

  /** The features of the layer's data as given, when it is GeoJSON in the page; undefined for a URL or other data. */
  getFeatures(): LayerFeature[] | undefined {
    return undefined;
  }

  protected effectiveLayers(p: P): LayerStyle[] {
    const commons = commonsWithLayer(p);
    return this.rawLayers(p).map((raw) => effectiveLayer(raw, commons));
  }

  protected mount(): void {
    this.addAll(this.validBefore(this.props.before));
  }

  protected unmount(): void {
    this.events.unbind();
    const map = this.map;
    // After a basemap switch the old style took these with it: the getLayer/getSource checks make this a no-op then.
    if (map && this.inStyle) {
      for (const l of this.added) if (map.getLayer(l.id)) map.removeLayer(l.id);
      if (map.getSource(this.id)) map.removeSource(this.id);
    }
    this.added = [];
    this.inStyle = false;
  }

  // While a new basemap loads, the layer waits: attach() on style.load reads the latest props.
  protected isLive(): boolean {
    return !!this.map && this.inStyle && this.view!.isStyleReady();
  }

  protected checkChange(_prev: P, next: P): void {
    const id = next.id ?? next.layerId;
    if (id !== undefined && id !== this.id) throw new Error(`${this.component}: id cannot change (${this.id} → ${id}); create a new layer`);
  }

  private validBefore(before: string | undefined): string | undefined {
    if (!before) return undefined;
    if (this.map?.getLayer(before)) return before;
    // Another layer of this map that is not in the style yet (a basemap switch re-adds layers one by one): the map
    // puts its layers back in their order once all are in.
    if (this.view?.layers().some((l) => l !== this && l.getLayerIds().includes(before))) return undefined;
    console.warn(`${this.component} ${this.id}: before layer "${before}" is not in the map; added on top`);
    return undefined;
  }

  private addAll(before: string | undefined): void {
    const map = this.map;
    if (!map) return;
    const layers = this.effectiveLayers(this.props);
    if (this.props.replaceSource && map.getSource(this.id)) {
      for (const l of map.getStyle().layers) if ('source' in l && l.source === this.id) map.removeLayer(l.id);
      map.removeSource(this.id);
    }
    if (this.props.replace) for (const l of layers) if (map.getLayer(l.id)) map.removeLayer(l.id);
    map.addSource(this.id, this.sourceSpec(this.props));
    this.added = layers;
    for (const l of this.added) map.addLayer(toSpec(l), before);
    this.inStyle = true;
    this.events.bind(this.view!, this.getLayerIds());
    this.afterAttach();
    this.view?.syncLayerOrder(this);
  }

  /** The first map layer above this layer's last one that is not this layer's own: where re-created layers go. */
  private layerAbove(): string | undefined {
    const map = this.map;
    if (!map || !this.added.length) return undefined;
    const order = map.getLayersOrder();
    const own = new Set(this.added.map((l) => l.id));
    const positions = this.added.map((l) => order.indexOf(l.id)).filter((i) => i >= 0);
    if (!positions.length) return undefined;
    return order.slice(Math.max(...positions) + 1).find((id) => !own.has(id));
  }

  // The source cannot change in place (tileSize, scheme…): re-create source and layers at the same position.
  protected recreate(): void {
    const above = this.layerAbove();
    this.release();
    this.addAll(above);
  }

  protected patch(prev: P, next: P): boolean {
    const map = this.map!;
    const ps = this.sourceSpec(prev);
    const ns = this.sourceSpec(next);
    if (!deepEqual(ps, ns) && !this.patchSource(ps, ns, next)) return false;

    const target = this.effectiveLayers(next);
    const diff = diffLayerLists(this.added, target);
    // Where new style layers go when none of ours follows them: measured before any of ours is removed.
    const above = this.layerAbove() ?? this.validBefore(next.before);
    for (const id of diff.remove) if (map.getLayer(id)) map.removeLayer(id);
    for (const op of diff.ops) this.applyOp(op, target);
    for (const l of diff.add) {
      // A new style layer goes under the first later layer of ours that is already in the map.
      const after = target.slice(target.indexOf(l) + 1).find((t) => map.getLayer(t.id));
      map.addLayer(toSpec(l), after?.id ?? above);
    }
    this.added = target;
    if (prev.before !== next.before) this.moveStyleLayers(next.before);
    else if (diff.add.length || diff.remove.length) this.view?.syncLayerOrder(this);
    this.events.bind(this.view!, this.getLayerIds());
    return true;
  }

  private moveStyleLayers(before: string | undefined): void {
    const map = this.map!;
    const target = this.validBefore(before);
    for (const l of this.added) map.moveLayer(l.id, target);
    this.view?.syncLayerOrder(this);
  }

  /**
   * MapView.moveLayer's step: moves the style layers under the map layer `before` (on top without it) even when the
   * `before` prop already says so, and keeps it as the prop, so the layer goes back there after a basemap switch.
   */
  placeBefore(before: string | undefined): void {
    if (this.props.before !== before) return this.update({ before } as Partial<P>);
    if (this.isLive()) this.moveStyleLayers(before);
  }

  private applyOp(op: LayerOp, target: LayerStyle[]): void {
    const map = this.map!;
    switch (op.op) {
      case 'setPaintProperty':
        map.setPaintProperty(op.layer, op.name as any, op.value);
        break;
      case 'setLayoutProperty':
        map.setLayoutProperty(op.layer, op.name as any, op.value);
        break;
      case 'setFilter':
        map.setFilter(op.layer, op.value as any);
        break;
      case 'setLayerZoomRange':
        map.setLayerZoomRange(op.layer, op.minzoom, op.maxzoom);
        break;
      case 'replace': {
        // Type changed: re-add this style layer where it was.
        const order = map.getLayersOrder();
        const above = order[order.indexOf(op.layer) + 1];
        map.removeLayer(op.layer);
        map.addLayer(toSpec(target.find((t) => t.id === op.layer)!), above);
        break;
      }
    }
  }

  show(): void {
    this.update({ visible: true } as Partial<P>);
  }
  hide(): void {
    this.update({ visible: false } as Partial<P>);
  }
}
