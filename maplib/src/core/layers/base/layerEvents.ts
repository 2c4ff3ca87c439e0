// A layer's mouse events (click, hover, enter, leave) bound to its style layer ids, re-bound only when those change.
import type * as GeoJSON from 'geojson';
import type { MapLayerMouseEvent, Subscription, Map as MaplibreMap } from 'maplibre-gl';

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

  /** Binds the handlers the props hold to these style layers; only a change in which exist (or in the ids) re-binds. */
  bind(map: MaplibreMap, ids: string[]): void {
    const p = this.props();
    const key = `${ids.join(',')}|${!!p.onClick}${!!p.onHover}${!!p.onEnter}${!!p.onLeave}`;
    if (key === this.key) return;
    this.unbind();
    this.key = key;
    if (!ids.length) return;
    if (p.onClick) this.subs.push(map.on('click', ids, (e) => this.props().onClick?.(this.event('click', e))));
    if (p.onHover) this.subs.push(map.on('mousemove', ids, (e) => this.props().onHover?.(this.event('hover', e))));
    if (p.onEnter || p.onClick) {
      this.subs.push(
        map.on('mouseenter', ids, (e) => {
          if (this.props().onClick) map.getCanvas().style.cursor = 'pointer';
          this.props().onEnter?.(this.event('enter', e));
        }),
      );
    }
    if (p.onLeave || p.onClick) {
      this.subs.push(
        map.on('mouseleave', ids, (e) => {
          map.getCanvas().style.cursor = '';
          this.props().onLeave?.(this.event('leave', e));
        }),
      );
    }
  }

  unbind(): void {
    for (const s of this.subs) s.unsubscribe();
    this.subs = [];
    this.key = '';
  }
}
