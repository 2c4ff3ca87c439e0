// BaseLayer: the layer commons (id, before, visible, opacity, zoom range, filter, paint/layout, events) and in-place updates.
import type * as GeoJSON from 'geojson';
import type { SourceSpecification, LayerSpecification, MapLayerMouseEvent, Subscription, Map as MaplibreMap } from 'maplibre-gl';
import type { MapView } from '../map/mapView.ts';
import type { MapChild } from '../base/mapChild.ts';
import { deepEqual } from '../util/deepEqual.ts';
import { applyOpacity } from './applyOpacity.ts';
import { diffLayerLists, type LayerOp, type LayerStyle } from './diffLayerProps.ts';
import { validateProps, boolean, func, number, object, string, show, type Rules } from '../base/validateProps.ts';

export interface LayerEvent {
  type: 'click' | 'hover' | 'enter' | 'leave';
  features: GeoJSON.Feature[];
  lngLat: [number, number];
  point: { x: number; y: number };
  originalEvent: MouseEvent;
  layer: BaseLayer<any>;
}

export interface LayerProps {
  id?: string;
  before?: string;
  visible?: boolean;
  opacity?: number;
  minzoom?: number;
  maxzoom?: number;
  filter?: unknown[] | boolean;
  layout?: Record<string, unknown>;
  paint?: Record<string, unknown>;
  onClick?: (e: LayerEvent) => void;
  onHover?: (e: LayerEvent) => void;
  onEnter?: (e: LayerEvent) => void;
  onLeave?: (e: LayerEvent) => void;
}

export const LAYER_RULES: Rules = {
  id: string,
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
  onClick: func,
  onHover: func,
  onEnter: func,
  onLeave: func,
};

let counter = 0;

/** Whether a paint/layout property name belongs to a layer type (`fill-color` to fill, not to fill-extrusion). */
export function belongsToType(name: string, type: string): boolean {
  if (name === 'visibility') return true;
  if (type === 'symbol') return /^(icon|text|symbol)-/.test(name);
  if (type === 'fill') return name.startsWith('fill-') && !name.startsWith('fill-extrusion-');
  return name.startsWith(type + '-');
}

function pickForType(props: Record<string, unknown> | undefined, type: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props ?? {})) if (belongsToType(k, type)) out[k] = v;
  return out;
}

/** Applies the common props to one raw style layer: what MapLibre should hold for it. Pure. */
export function effectiveLayer(raw: LayerStyle, p: LayerProps): LayerStyle {
  const paint = applyOpacity(raw.type, { ...raw.paint, ...pickForType(p.paint, raw.type) }, p.opacity ?? 1);
  const layout = { ...raw.layout, ...pickForType(p.layout, raw.type), visibility: p.visible === false ? 'none' : 'visible' };
  const filter = raw.filter !== undefined && p.filter !== undefined ? ['all', raw.filter, p.filter] : (p.filter ?? raw.filter);
  const out: LayerStyle = { ...raw, paint, layout };
  if (filter !== undefined) out.filter = filter;
  const minzoom = Math.max(raw.minzoom ?? 0, p.minzoom ?? 0);
  const maxzoom = Math.min(raw.maxzoom ?? 24, p.maxzoom ?? 24);
  if (minzoom !== 0) out.minzoom = minzoom;
  if (maxzoom !== 24) out.maxzoom = maxzoom;
  return out;
}

function toSpec(l: LayerStyle): LayerSpecification {
  const spec: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(l)) if (v !== undefined) spec[k] = v;
  return spec as unknown as LayerSpecification;
}

export abstract class BaseLayer<P extends LayerProps> implements MapChild {
  readonly needsStyle = true;
  readonly id: string;
  props: P;
  view?: MapView;
  /** Effective specs of the style layers currently in the map (empty when not in a style). */
  protected added: LayerStyle[] = [];
  private inStyle = false;
  private subs: Subscription[] = [];
  private eventKey = '';

  constructor(
    readonly component: string,
    private rules: Rules,
    props: P,
  ) {
    this.validate(props);
    this.props = { ...props };
    this.id = props.id ?? `maplib-layer-${++counter}`;
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
  /** Hook after props changed and the map was updated. */
  protected afterUpdate(_prev: P, _next: P): void {}

  private validate(props: P): void {
    validateProps(this.component, { ...LAYER_RULES, ...this.rules }, props as Record<string, unknown>);
  }

  get map(): MaplibreMap | undefined {
    return this.view && !this.view.removed ? this.view.maplibre : undefined;
  }

  getLayerIds(): string[] {
    return this.added.map((l) => l.id);
  }

  getSource<T = unknown>(): T | undefined {
    return this.map?.getSource(this.id) as T | undefined;
  }

  protected effectiveLayers(p: P): LayerStyle[] {
    return this.rawLayers(p).map((raw) => effectiveLayer(raw, p));
  }

  attach(view: MapView): void {
    // After a basemap switch the old style layers are gone, but listeners bound to their ids would fire again for
    // the re-added ones: drop them first.
    this.unbindEvents();
    this.view = view;
    this.inStyle = false;
    this.added = [];
    this.eventKey = '';
    this.addAll(this.validBefore(this.props.before));
  }

  private validBefore(before: string | undefined): string | undefined {
    if (!before) return undefined;
    if (this.map?.getLayer(before)) return before;
    console.warn(`${this.component} ${this.id}: before layer "${before}" is not in the map; added on top`);
    return undefined;
  }

  private addAll(before: string | undefined): void {
    const map = this.map;
    if (!map) return;
    map.addSource(this.id, this.sourceSpec(this.props));
    this.added = this.effectiveLayers(this.props);
    for (const l of this.added) map.addLayer(toSpec(l), before);
    this.inStyle = true;
    this.bindEvents();
    this.afterAttach();
  }

  private removeAll(): void {
    const map = this.map;
    this.unbindEvents();
    if (map && this.inStyle) {
      for (const l of this.added) if (map.getLayer(l.id)) map.removeLayer(l.id);
      if (map.getSource(this.id)) map.removeSource(this.id);
    }
    this.added = [];
    this.inStyle = false;
  }

  detach(): void {
    this.removeAll();
    this.view = undefined;
  }

  /** Detaches from its map (same as `map.removeChild(layer)`). */
  remove(): void {
    if (this.view) this.view.removeChild(this);
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

  /** Shallow-merges props and updates the map in place. */
  update(partial: Partial<P>): void {
    const next = { ...this.props, ...partial } as P;
    this.validate(next);
    if (next.id !== undefined && next.id !== this.id) throw new Error(`${this.component}: id cannot change (${this.id} → ${next.id}); create a new layer`);
    const prev = this.props;
    this.props = next;
    const map = this.map;
    // While a new basemap loads, the layer waits: attach() on style.load reads the latest props.
    if (!map || !this.inStyle || !this.view!.isStyleReady()) return;

    const ps = this.sourceSpec(prev);
    const ns = this.sourceSpec(next);
    if (!deepEqual(ps, ns) && !this.patchSource(ps, ns, next)) {
      // The source cannot change in place (tileSize, scheme…): re-create source and layers at the same position.
      const above = this.layerAbove();
      this.removeAll();
      this.addAll(above);
      this.afterUpdate(prev, next);
      return;
    }

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
    if (prev.before !== next.before) {
      const before = this.validBefore(next.before);
      for (const l of target) map.moveLayer(l.id, before);
    }
    this.bindEvents();
    this.afterUpdate(prev, next);
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

  private layerEvent(type: LayerEvent['type'], e: MapLayerMouseEvent): LayerEvent {
    return {
      type,
      features: (e.features ?? []) as GeoJSON.Feature[],
      lngLat: [e.lngLat.lng, e.lngLat.lat],
      point: { x: e.point.x, y: e.point.y },
      originalEvent: e.originalEvent,
      layer: this,
    };
  }

  // Handlers are read from this.props at call time, so a new function per React render needs no re-binding; only a
  // change in which handlers exist (or in the layer ids) re-binds.
  private bindEvents(): void {
    const map = this.map;
    const p = this.props;
    const ids = this.getLayerIds();
    const key = `${ids.join(',')}|${!!p.onClick}${!!p.onHover}${!!p.onEnter}${!!p.onLeave}`;
    if (!map || key === this.eventKey) return;
    this.unbindEvents();
    this.eventKey = key;
    if (!ids.length) return;
    if (p.onClick) this.subs.push(map.on('click', ids, (e) => this.props.onClick?.(this.layerEvent('click', e))));
    if (p.onHover) this.subs.push(map.on('mousemove', ids, (e) => this.props.onHover?.(this.layerEvent('hover', e))));
    if (p.onEnter || p.onClick) {
      this.subs.push(
        map.on('mouseenter', ids, (e) => {
          if (this.props.onClick) map.getCanvas().style.cursor = 'pointer';
          this.props.onEnter?.(this.layerEvent('enter', e));
        }),
      );
    }
    if (p.onLeave || p.onClick) {
      this.subs.push(
        map.on('mouseleave', ids, (e) => {
          map.getCanvas().style.cursor = '';
          this.props.onLeave?.(this.layerEvent('leave', e));
        }),
      );
    }
  }

  private unbindEvents(): void {
    for (const s of this.subs) s.unsubscribe();
    this.subs = [];
    this.eventKey = '';
  }

  addTo(view: MapView): this {
    view.add(this);
    return this;
  }
}

/** True when two source specs differ only in the given keys. */
export function differsOnlyIn(a: object, b: object, keys: string[]): boolean {
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const k of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
    if (!keys.includes(k) && !deepEqual(ra[k], rb[k])) return false;
  }
  return true;
}
