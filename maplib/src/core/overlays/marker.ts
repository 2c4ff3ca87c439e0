// Marker: a DOM marker at [lng, lat] (default pin or custom element), optionally opening an HTML popup on click.
import type { Alignment, PositionAnchor } from 'maplibre-gl';
import { maplibregl } from '../maplibre.ts';
import type { MapView } from '../map/mapView.ts';
import type { MapChild } from '../base/mapChild.ts';
import { boolean, func, lngLat, number, oneOf, required, show, string, validateProps, type Rules } from '../base/validateProps.ts';

export interface MarkerEvent {
  lngLat: [number, number];
  originalEvent?: Event;
  marker: Marker;
}

export interface MarkerProps {
  lngLat: [number, number];
  color?: string;
  anchor?: PositionAnchor;
  offset?: [number, number];
  draggable?: boolean;
  rotation?: number;
  rotationAlignment?: Alignment;
  pitchAlignment?: Alignment;
  className?: string;
  popup?: string;
  element?: HTMLElement;
  onClick?: (e: MarkerEvent) => void;
  onDragStart?: (e: MarkerEvent) => void;
  onDrag?: (e: MarkerEvent) => void;
  onDragEnd?: (e: MarkerEvent) => void;
}

export const ANCHORS = ['center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right'];

/** Default `offset` of the default pin: lifted 14 px so its tip, not its shadow, marks the point (MapLibre's value). */
export const DEFAULT_PIN_OFFSET: [number, number] = [0, -14];
/** Default `offset`: the pin's, or none for custom content (`element`). */
export const defaultOffset = (p: MarkerProps): [number, number] => (p.element ? [0, 0] : DEFAULT_PIN_OFFSET);
const alignment = oneOf('map', 'viewport', 'auto');
const pair = (v: unknown) =>
  v === undefined || (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number')) ? undefined : `must be [x, y] pixels, got ${show(v)}`;

const RULES: Rules = {
  lngLat: required(lngLat),
  color: string,
  anchor: oneOf(...ANCHORS),
  offset: pair,
  draggable: boolean,
  rotation: number(),
  rotationAlignment: alignment,
  pitchAlignment: alignment,
  className: string,
  popup: string,
  element: (v) => (v === undefined || (typeof HTMLElement !== 'undefined' && v instanceof HTMLElement) ? undefined : `must be an element, got ${show(v)}`),
  onClick: func,
  onDragStart: func,
  onDrag: func,
  onDragEnd: func,
};

// MapLibre cannot change these on a live marker, so a change re-creates the marker (never the map).
const RECREATE: (keyof MarkerProps)[] = ['color', 'anchor', 'className', 'element'];

export class Marker implements MapChild {
  readonly needsStyle = false;
  props: MarkerProps;
  view?: MapView;
  marker?: maplibregl.Marker;
  private onElementClick = (e: MouseEvent) => this.props.onClick?.({ lngLat: this.props.lngLat, originalEvent: e, marker: this });

  constructor(props: MarkerProps) {
    validateProps('Marker', RULES, props as unknown as Record<string, unknown>);
    this.props = { ...props };
  }

  attach(view: MapView): void {
    this.view = view;
    const p = this.props;
    const m = new maplibregl.Marker({
      element: p.element,
      color: p.color,
      anchor: p.anchor ?? (p.element ? 'center' : 'bottom'),
      offset: p.offset ?? defaultOffset(p),
      draggable: p.draggable ?? false,
      rotation: p.rotation ?? 0,
      rotationAlignment: p.rotationAlignment ?? 'auto',
      pitchAlignment: p.pitchAlignment ?? 'auto',
      className: p.className,
    });
    m.setLngLat(p.lngLat);
    const fire = (key: 'onDragStart' | 'onDrag' | 'onDragEnd') => () => {
      const ll = m.getLngLat();
      // Keep props in step with the dragged position, so a later update with the old lngLat is a real change.
      this.props = { ...this.props, lngLat: [ll.lng, ll.lat] };
      this.props[key]?.({ lngLat: [ll.lng, ll.lat], marker: this });
    };
    m.on('dragstart', fire('onDragStart'));
    m.on('drag', fire('onDrag'));
    m.on('dragend', fire('onDragEnd'));
    m.getElement().addEventListener('click', this.onElementClick);
    if (p.popup) m.setPopup(new maplibregl.Popup({ offset: 25 }).setHTML(p.popup));
    m.addTo(view.maplibre);
    this.marker = m;
  }

  detach(): void {
    if (this.marker) {
      this.marker.getElement().removeEventListener('click', this.onElementClick);
      this.marker.remove();
    }
    this.marker = undefined;
    this.view = undefined;
  }

  update(partial: Partial<MarkerProps>): void {
    const next = { ...this.props, ...partial };
    validateProps('Marker', RULES, next as unknown as Record<string, unknown>);
    const prev = this.props;
    this.props = next;
    const m = this.marker;
    const view = this.view;
    if (!m || !view) return;
    if (RECREATE.some((k) => prev[k] !== next[k])) {
      this.detach();
      this.attach(view);
      return;
    }
    if (prev.lngLat[0] !== next.lngLat[0] || prev.lngLat[1] !== next.lngLat[1]) m.setLngLat(next.lngLat);
    if (String(prev.offset) !== String(next.offset)) m.setOffset(next.offset ?? defaultOffset(next));
    if (prev.draggable !== next.draggable) m.setDraggable(next.draggable ?? false);
    if (prev.rotation !== next.rotation) m.setRotation(next.rotation ?? 0);
    if (prev.rotationAlignment !== next.rotationAlignment) m.setRotationAlignment(next.rotationAlignment ?? 'auto');
    if (prev.pitchAlignment !== next.pitchAlignment) m.setPitchAlignment(next.pitchAlignment ?? 'auto');
    if (prev.popup !== next.popup) {
      if (!next.popup) m.setPopup(null);
      else if (m.getPopup()) m.getPopup()!.setHTML(next.popup);
      else m.setPopup(new maplibregl.Popup({ offset: 25 }).setHTML(next.popup));
    }
  }

  getLngLat(): [number, number] {
    return this.props.lngLat;
  }
  getElement(): HTMLElement | undefined {
    return this.marker?.getElement();
  }
  togglePopup(): void {
    this.marker?.togglePopup();
  }
  remove(): void {
    this.view?.removeChild(this);
  }
  addTo(view: MapView): this {
    view.add(this);
    return this;
  }
}
