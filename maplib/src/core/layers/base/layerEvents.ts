// A layer's mouse and touch events (click, hover, enter, leave, mousedown … touchcancel) bound to its style layer ids, re-bound only when those change;
// and the two ways every layer's pointer handling goes through the map's InteractionManager: clicks that an active
// mode can hold back (onLayerClick) and the hover pointer (pointerOver).
import type * as GeoJSON from 'geojson';
import type { MapLayerMouseEvent, MapLayerTouchEvent, Subscription } from 'maplibre-gl';
import type { MapView } from '../../map/mapView.ts';

/**
 * The pointer events a layer reports, by the MapLibre event they come from: the original library's names (mousedown…
 * touchcancel) as `on` + the name in camel case, next to the older onClick/onHover/onEnter/onLeave. `held`: a map mode
 * that holds layer events (drawing) holds these back, like clicks; moves, enters and leaves always report where the
 * pointer is, so enter and leave stay paired.
 */
export const LAYER_EVENTS = [
  { prop: 'onClick', type: 'click', maplibre: 'click', held: true },
  { prop: 'onHover', type: 'hover', maplibre: 'mousemove', held: false },
  { prop: 'onEnter', type: 'enter', maplibre: 'mouseenter', held: false },
  { prop: 'onLeave', type: 'leave', maplibre: 'mouseleave', held: false },
  { prop: 'onMouseDown', type: 'mousedown', maplibre: 'mousedown', held: true },
  { prop: 'onMouseUp', type: 'mouseup', maplibre: 'mouseup', held: true },
  { prop: 'onDblClick', type: 'dblclick', maplibre: 'dblclick', held: true },
  { prop: 'onMouseMove', type: 'mousemove', maplibre: 'mousemove', held: false },
  { prop: 'onMouseEnter', type: 'mouseenter', maplibre: 'mouseenter', held: false },
  { prop: 'onMouseLeave', type: 'mouseleave', maplibre: 'mouseleave', held: false },
  { prop: 'onMouseOver', type: 'mouseover', maplibre: 'mouseover', held: false },
  { prop: 'onMouseOut', type: 'mouseout', maplibre: 'mouseout', held: false },
  { prop: 'onContextMenu', type: 'contextmenu', maplibre: 'contextmenu', held: true },
  { prop: 'onTouchStart', type: 'touchstart', maplibre: 'touchstart', held: true },
  { prop: 'onTouchEnd', type: 'touchend', maplibre: 'touchend', held: true },
  { prop: 'onTouchCancel', type: 'touchcancel', maplibre: 'touchcancel', held: true },
] as const;

type LayerEventSpec = (typeof LAYER_EVENTS)[number];
export type LayerEventProp = LayerEventSpec['prop'];

export interface LayerEvent<L = unknown> {
  /** click, hover, enter, leave for the older props; the MapLibre event's name for the others (mousedown…). */
  type: LayerEventSpec['type'];
  features: GeoJSON.Feature[];
  lngLat: [number, number];
  point: { x: number; y: number };
  /** The DOM event: a MouseEvent, or a TouchEvent for touchstart, touchend and touchcancel. */
  originalEvent: MouseEvent | TouchEvent;
  layer: L;
}

export type LayerEventProps<L = unknown> = { [K in LayerEventProp]?: (e: LayerEvent<L>) => void };

type PointerEvent = MapLayerMouseEvent | MapLayerTouchEvent;

export class LayerEvents<L> {
  private subs: Subscription[] = [];
  private key = '';

  /** `props()` is read when an event fires, so a new handler function per React render needs no re-binding. */
  constructor(
    private readonly layer: L,
    private readonly props: () => LayerEventProps<L>,
  ) {}

  private event(type: LayerEvent['type'], e: PointerEvent): LayerEvent<L> {
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
   * While a mode holds layer events, onClick (and the other `held` events) do not fire and the pointer is not shown;
   * moves, enters and leaves still report where the mouse is.
   */
  bind(view: MapView, ids: string[]): void {
    const p = this.props();
    const key = `${ids.join(',')}|${LAYER_EVENTS.map((ev) => +!!p[ev.prop]).join('')}`;
    if (key === this.key) return;
    this.unbind();
    this.key = key;
    if (!ids.length) return;
    const map = view.maplibre;
    for (const ev of LAYER_EVENTS) {
      if (!p[ev.prop]) continue;
      const fire = (e: PointerEvent) => this.props()[ev.prop]?.(this.event(ev.type, e));
      if (ev.prop === 'onClick') {
        this.subs.push(onLayerClick(view, ids, fire));
        this.subs.push({ unsubscribe: pointerOver(view, ids, () => !!this.props().onClick) });
      } else if (ev.prop === 'onTouchCancel') {
        this.subs.push(...this.touchCancel(view, ids));
      } else {
        const listener = ev.held ? (e: PointerEvent) => view.interactions.allowsLayerEvents() && fire(e) : fire;
        this.subs.push(map.on(ev.maplibre as 'mousedown', ids, listener as (e: MapLayerMouseEvent) => void));
      }
    }
  }

  /**
   * A cancelled touch has no touches left, so MapLibre finds no features for it and never fires a layer's
   * touchcancel: the layer reports it for a touch that started on it, with that touch's features and place and the
   * touchcancel as originalEvent.
   */
  private touchCancel(view: MapView, ids: string[]): Subscription[] {
    const map = view.maplibre;
    // Copied when it starts: MapLibre takes `features` off its event object once the listeners have run.
    let started: LayerEvent<L> | undefined;
    return [
      map.on('touchstart', ids, (e) => (started = this.event('touchcancel', e))),
      map.on('touchend', () => (started = undefined)),
      map.on('touchcancel', (e) => {
        const from = started;
        started = undefined;
        if (!from || !view.interactions.allowsLayerEvents()) return;
        this.props().onTouchCancel?.({ ...from, originalEvent: e.originalEvent });
      }),
    ];
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
