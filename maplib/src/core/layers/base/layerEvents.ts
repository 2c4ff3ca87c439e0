// A layer's mouse events (click, hover, enter, leave) bound to its style layer ids, re-bound only when those change;
// and the two ways every layer's pointer handling goes through the map's InteractionManager: clicks that an active
// mode can hold back (onLayerClick) and the hover pointer (pointerOver).
import type * as GeoJSON from 'geojson';
import type { MapLayerMouseEvent, Subscription } from 'maplibre-gl';
import type { MapView } from '../../map/mapView.ts';

export interface LayerEvent<L = unknown> {
  type: 'click' | 'hover' | 'enter' | 'leave';
  features: GeoJSON.Feature[];
  lngLat: [number, number];
  point: { x: number; y: number };
  originalEvent: MouseEvent;
  layer: L;
}

export interface LayerEventProps<L = unknown> {
  onClick?: (e: LayerEvent<L>) => void;
  onHover?: (e: LayerEvent<L>) => void;
  onEnter?: (e: LayerEvent<L>) => void;
  onLeave?: (e: LayerEvent<L>) => void;
}

export class LayerEvents<L> {
  private subs: Subscription[] = [];
  private key = '';

  /** `props()` is read when an event fires, so a new handler function per React render needs no re-binding. */
  constructor(
    private readonly layer: L,
    private readonly props: () => LayerEventProps<L>,
  ) {}

  private event(type: LayerEvent['type'], e: MapLayerMouseEvent): LayerEvent<L> {
    return {
      type,
      features: (e.features ?? []) as GeoJSON.Feature[],
      lngLat: [e.lngLat.lng, e.lngLat.lat],
      point: { x: e.point.x, y: e.point.y },
      originalEvent: e.originalEvent,
      layer: this.layer,
    };
  }

  /**
   * Binds the handlers the props hold to these style layers; only a change in which exist (or in the ids) re-binds.
   * While a mode holds layer events, onClick does not fire and the pointer is not shown; onHover, onEnter and onLeave
   * still report where the mouse is (and enter and leave stay paired).
   */
  bind(view: MapView, ids: string[]): void {
    const p = this.props();
    const key = `${ids.join(',')}|${!!p.onClick}${!!p.onHover}${!!p.onEnter}${!!p.onLeave}`;
    if (key === this.key) return;
    this.unbind();
    this.key = key;
    if (!ids.length) return;
    const map = view.maplibre;
    if (p.onClick) {
      this.subs.push(onLayerClick(view, ids, (e) => this.props().onClick?.(this.event('click', e))));
      this.subs.push({ unsubscribe: pointerOver(view, ids, () => !!this.props().onClick) });
    }
    if (p.onHover) this.subs.push(map.on('mousemove', ids, (e) => this.props().onHover?.(this.event('hover', e))));
    if (p.onEnter) this.subs.push(map.on('mouseenter', ids, (e) => this.props().onEnter?.(this.event('enter', e))));
    if (p.onLeave) this.subs.push(map.on('mouseleave', ids, (e) => this.props().onLeave?.(this.event('leave', e))));
  }

  unbind(): void {
    for (const s of this.subs) s.unsubscribe();
    this.subs = [];
    this.key = '';
  }
}

/**
 * Listens to clicks on these style layers, passing on those that reach layers now: none while the map's active mode
 * holds layer events (a drawing mode's vertex clicks must not open popups or run a layer's onClick).
 */
export function onLayerClick(view: MapView, layerIds: string[], listener: (e: MapLayerMouseEvent) => void): Subscription {
  return view.maplibre.on('click', layerIds, (e) => {
    if (view.interactions.allowsLayerEvents()) listener(e);
  });
}

/**
 * Asks for the pointer cursor over these style layers while `when()` holds (read on entering); the map's
 * InteractionManager shows it unless a mode owns the cursor. Returns the unsubscribe function, which also takes the
 * pointer back if it is shown.
 */
export function pointerOver(view: MapView, layerIds: string[], when: () => boolean): () => void {
  const owner = {};
  let asked = false;
  const ask = (pointer: boolean) => {
    if (pointer === asked) return;
    asked = pointer;
    view.interactions.setHoverCursor(owner, pointer ? 'pointer' : null);
  };
  const subs = [view.maplibre.on('mouseenter', layerIds, () => ask(when())), view.maplibre.on('mouseleave', layerIds, () => ask(false))];
  return () => {
    subs.forEach((s) => s.unsubscribe());
    ask(false);
  };
}
