// Marker: a DOM marker at [lng, lat] (default pin or custom element), optionally opening an HTML popup on click.
// `coordinates` (the original library's name) is an alias of `lngLat`.
import type { Alignment, PositionAnchor } from 'maplibre-gl';
import { maplibregl } from '../maplibre.ts';
import type { MapView } from '../map/mapView.ts';
import { MapComponent } from '../base/component.ts';
import { boolean, func, lngLat, number, oneOf, required, show, string, type Rules } from '../base/validateProps.ts';
import { resolveAliases } from '../base/propAliases.ts';

export interface MarkerEvent {
  lngLat: [number, number];
  originalEvent?: Event;
  marker: Marker;
}

/** Payload of onAdded / onRemoved: the marker and the map it was added to or removed from. */
export interface MarkerLifeEvent {
  marker: Marker;
  map: MapView;
}

export interface MarkerProps {
  /** Required, unless given as its alias `coordinates`. */
  lngLat?: [number, number];
  /** The original library's name of `lngLat`; stored as `lngLat`. */
  coordinates?: [number, number];
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
  onMouseEnter?: (e: MarkerEvent) => void;
  onMouseLeave?: (e: MarkerEvent) => void;
  onAdded?: (e: MarkerLifeEvent) => void;
  onRemoved?: (e: MarkerLifeEvent) => void;
}

const ALIASES = { coordinates: 'lngLat' } as const;

export const ANCHORS = ['center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right'];

/**
 * Default `offset` of the default pin: with the default anchor `center`, lifted 14 px so its tip, not its shadow, marks
 * the point (MapLibre's own pair; `bottom` with this offset stood the tip about 20 px above the point).
 */
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
  onMouseEnter: func,
  onMouseLeave: func,
  onAdded: func,
  onRemoved: func,
};

export class Marker extends MapComponent<MarkerProps> {
  readonly needsStyle = false;
  marker?: maplibregl.Marker;
  // MapLibre cannot change these on a live marker, so a change re-creates the marker (never the map).
  protected readonly recreateKeys: (keyof MarkerProps)[] = ['color', 'anchor', 'className', 'element'];

  constructor(props: MarkerProps) {
    super('Marker', RULES, resolveAliases('Marker', ALIASES, RULES, props));
  }

  update(partial: Partial<MarkerProps>): void {
    super.update(resolveAliases('Marker', ALIASES, RULES, partial));
  }

  // added / removed: once per attach and detach to a map (a re-create for a changed prop is neither).
  attach(view: MapView): void {
    super.attach(view);
    this.props.onAdded?.({ marker: this, map: view });
  }

  detach(): void {
    const view = this.view;
    super.detach();
    if (view) this.props.onRemoved?.({ marker: this, map: view });
  }

  protected mount(view: MapView): void {
    const p = this.props;
    const m = new maplibregl.Marker({
      element: p.element,
      color: p.color,
      anchor: p.anchor ?? 'center',
      offset: p.offset ?? defaultOffset(p),
      draggable: p.draggable ?? false,
      rotation: p.rotation ?? 0,
      rotationAlignment: p.rotationAlignment ?? 'auto',
      pitchAlignment: p.pitchAlignment ?? 'auto',
      className: p.className,
    });
    m.setLngLat(p.lngLat!);
    const fire = (key: 'onDragStart' | 'onDrag' | 'onDragEnd') => () => {
      const ll = m.getLngLat();
      // Keep props in step with the dragged position, so a later update with the old lngLat is a real change.
      this.props = { ...this.props, lngLat: [ll.lng, ll.lat] };
      this.props[key]?.({ lngLat: [ll.lng, ll.lat], marker: this });
    };
    m.on('dragstart', fire('onDragStart'));
    m.on('drag', fire('onDrag'));
    m.on('dragend', fire('onDragEnd'));
    // On the element, not the map: onClick answers clicks on the marker itself only.
    const el = m.getElement();
    const listen = (type: 'click' | 'mouseenter' | 'mouseleave', key: 'onClick' | 'onMouseEnter' | 'onMouseLeave') => {
      const handler = (e: MouseEvent) => this.props[key]?.({ lngLat: this.props.lngLat!, originalEvent: e, marker: this });
      el.addEventListener(type, handler);
      this.onDetach(() => el.removeEventListener(type, handler));
    };
    listen('click', 'onClick');
    listen('mouseenter', 'onMouseEnter');
    listen('mouseleave', 'onMouseLeave');
    if (p.popup) m.setPopup(new maplibregl.Popup({ offset: 25 }).setHTML(p.popup));
    m.addTo(view.maplibre);
    this.marker = m;
  }

  protected unmount(): void {
    this.marker?.remove();
    this.marker = undefined;
  }

  protected patch(prev: MarkerProps, next: MarkerProps): void {
    const m = this.marker!;
    if (prev.lngLat![0] !== next.lngLat![0] || prev.lngLat![1] !== next.lngLat![1]) m.setLngLat(next.lngLat!);
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
    return this.props.lngLat!;
  }
  getElement(): HTMLElement | undefined {
    return this.marker?.getElement();
  }
  togglePopup(): void {
    this.marker?.togglePopup();
  }
}
