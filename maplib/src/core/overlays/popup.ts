// Popup: an info window at [lng, lat] with HTML, text or DOM content; `open` opens and closes it in place.
// `coordinates` and `showed` (the original library's names) are aliases of `lngLat` and `open`.
import type { PositionAnchor, Offset } from 'maplibre-gl';
import { maplibregl } from '../maplibre.ts';
import type { MapView } from '../map/mapView.ts';
import { MapComponent } from '../base/component.ts';
import { ANCHORS } from './marker.ts';
import { boolean, func, lngLat, oneOf, required, show, string, type Rules } from '../base/validateProps.ts';
import { resolveAliases } from '../base/propAliases.ts';

/** Payload of onAdded / onRemoved: the popup and the map it was added to or removed from. */
export interface PopupLifeEvent {
  popup: Popup;
  map: MapView;
}

export interface PopupProps {
  /** Required, unless given as its alias `coordinates`. */
  lngLat?: [number, number];
  /** The original library's name of `lngLat`; stored as `lngLat`. */
  coordinates?: [number, number];
  html?: string;
  text?: string;
  /** DOM content (the React wrapper renders its children into one). */
  content?: HTMLElement;
  open?: boolean;
  /** The original library's name of `open`; stored as `open`. */
  showed?: boolean;
  /** Show the content as plain text: `html` is never parsed, DOM content (React children) shows its text only. */
  onlyText?: boolean;
  anchor?: PositionAnchor;
  offset?: number | [number, number];
  closeButton?: boolean;
  closeOnClick?: boolean;
  closeOnMove?: boolean;
  maxWidth?: string;
  className?: string;
  onOpen?: () => void;
  onClose?: () => void;
  onAdded?: (e: PopupLifeEvent) => void;
  onRemoved?: (e: PopupLifeEvent) => void;
}

const ALIASES = { coordinates: 'lngLat', showed: 'open' } as const;

const RULES: Rules = {
  lngLat: required(lngLat),
  html: string,
  text: string,
  content: (v) => (v === undefined || (typeof HTMLElement !== 'undefined' && v instanceof HTMLElement) ? undefined : `must be an element, got ${show(v)}`),
  open: boolean,
  onlyText: boolean,
  anchor: oneOf(...ANCHORS),
  offset: (v) =>
    v === undefined || typeof v === 'number' || (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number'))
      ? undefined
      : `must be a number or [x, y] pixels, got ${show(v)}`,
  closeButton: boolean,
  closeOnClick: boolean,
  closeOnMove: boolean,
  maxWidth: string,
  className: string,
  onOpen: func,
  onClose: func,
  onAdded: func,
  onRemoved: func,
};

export class Popup extends MapComponent<PopupProps> {
  readonly needsStyle = false;
  popup?: maplibregl.Popup;
  protected readonly recreateKeys: (keyof PopupProps)[] = ['anchor', 'closeButton', 'closeOnClick', 'closeOnMove', 'className'];
  // Set while MapLib itself removes the popup, so onClose reports only closes the reader (or closeOnClick) caused.
  private closingQuietly = false;

  constructor(props: PopupProps) {
    super('Popup', RULES, resolveAliases('Popup', ALIASES, RULES, props));
  }

  update(partial: Partial<PopupProps>): void {
    super.update(resolveAliases('Popup', ALIASES, RULES, partial));
  }

  // added / removed: once per attach and detach to a map (a re-create for a changed prop is neither).
  attach(view: MapView): void {
    super.attach(view);
    this.props.onAdded?.({ popup: this, map: view });
  }

  detach(): void {
    const view = this.view;
    super.detach();
    if (view) this.props.onRemoved?.({ popup: this, map: view });
  }

  private setContent(p: PopupProps): void {
    const popup = this.popup!;
    if (p.onlyText) popup.setText(popupText(p));
    else if (p.content) popup.setDOMContent(p.content);
    else if (p.html !== undefined) popup.setHTML(p.html);
    else popup.setText(p.text ?? '');
  }

  protected mount(view: MapView): void {
    const p = this.props;
    const popup = new maplibregl.Popup({
      anchor: p.anchor,
      offset: p.offset as Offset | undefined,
      closeButton: p.closeButton ?? true,
      // MapLib closes it itself, before any other click listener runs (see MapView.onClickFirst).
      closeOnClick: false,
      closeOnMove: p.closeOnMove ?? false,
      maxWidth: p.maxWidth ?? '240px',
      className: p.className,
    });
    popup.setLngLat(p.lngLat!);
    this.popup = popup;
    this.setContent(p);
    popup.on('open', () => this.props.onOpen?.());
    popup.on('close', () => {
      if (this.closingQuietly) return;
      // The reader closed it: record that, so the next update with `open` true (or left out in React, which means its
      // default, true) is a change and reopens it.
      this.props = { ...this.props, open: false };
      this.props.onClose?.();
    });
    if (p.closeOnClick ?? true) this.onDetach(view.onClickFirst(() => popup.isOpen() && popup.remove()));
    if (p.open !== false) popup.addTo(view.maplibre);
  }

  private quietRemove(): void {
    this.closingQuietly = true;
    this.popup?.remove();
    this.closingQuietly = false;
  }

  protected unmount(): void {
    this.quietRemove();
    this.popup = undefined;
  }

  protected patch(prev: PopupProps, next: PopupProps): void {
    const popup = this.popup!;
    if (prev.lngLat![0] !== next.lngLat![0] || prev.lngLat![1] !== next.lngLat![1]) popup.setLngLat(next.lngLat!);
    // With onlyText and DOM content, the element is the same object while its text changes (React re-renders into
    // it): read it again on every update.
    if (prev.html !== next.html || prev.text !== next.text || prev.content !== next.content || prev.onlyText !== next.onlyText || (next.onlyText && next.content))
      this.setContent(next);
    if (String(prev.offset) !== String(next.offset)) popup.setOffset(next.offset as Offset | undefined);
    if (prev.maxWidth !== next.maxWidth) popup.setMaxWidth(next.maxWidth ?? '240px');
    if (prev.open !== next.open) {
      if (next.open === false) this.quietRemove();
      else if (!popup.isOpen()) popup.addTo(this.view!.maplibre);
    }
  }

  isOpen(): boolean {
    return this.popup?.isOpen() ?? false;
  }
  getElement(): HTMLElement | undefined {
    return this.popup?.getElement();
  }
}

/** The text onlyText shows: DOM content's text, else `html` as written (markup shown, not parsed), else `text`. */
export function popupText(p: PopupProps): string {
  if (p.content) return p.content.textContent ?? '';
  return p.html ?? p.text ?? '';
}
