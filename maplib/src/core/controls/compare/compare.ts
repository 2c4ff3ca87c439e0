// Compare: a swipe between two maps stacked in one container. The before map lies on top, clipped (CSS clip-path) at
// a handle the reader drags with the mouse or a finger or moves with the keys; the maps' cameras move together.
import { MapView } from '../../map/mapView.ts';
import { MapLibError } from '../../base/mapLibError.ts';
import { func, number, oneOf, show, validateProps, type Rules } from '../../base/validateProps.ts';
import { LOCALES, resolveLocale, type Locale } from '../../i18n/locale.ts';
import { messageFor } from '../../i18n/messages.ts';
import { syncCameras } from '../../map/cameraSync.ts';
import { ORIENTATIONS, clampPosition, clipPathAt, percent, positionAfterKey, positionAt, sliderOrientation, type CompareOrientation } from './swipe.ts';

export interface CompareProps {
  /** `'vertical'`: a vertical line moved left and right (default); `'horizontal'`: a horizontal line moved up and down. */
  orientation?: CompareOrientation;
  /** Where the line is, 0…1 from the left (or the top). Default 0.5. Applied when the value changes. */
  position?: number;
  /** Language of the handle's accessible name. Default: the before map's `locale`. */
  locale?: Locale;
  /** The reader moved the handle (drag, touch or key). */
  onSlide?: (e: CompareSlideEvent) => void;
}

export interface CompareSlideEvent {
  type: 'slide';
  /** The new position, 0…1. */
  position: number;
  target: Compare;
}

const RULES: Rules = { orientation: oneOf(...ORIENTATIONS), position: number(0, 1), locale: oneOf(...LOCALES), onSlide: func };
const DEFAULT_POSITION = 0.5;

/** Throws a MapLibError (`Compare: orientation must be …`) for props Compare cannot take. */
export function checkCompareProps(props: CompareProps): void {
  validateProps('Compare', RULES, props as Record<string, unknown>);
}

/** Two arrows pointing apart: the knob's picture, turned a quarter for a horizontal line (CSS). */
const ARROWS = '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M9 6 3 12l6 6M15 6l6 6-6 6" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/** The container both maps' containers sit in, or the problems that keep them from being swiped. */
function swipeContainer(before: unknown, after: unknown): HTMLElement {
  const problems: string[] = [];
  for (const [name, view] of [['before', before], ['after', after]] as const) {
    if (!(view instanceof MapView)) problems.push(`${name} must be a MapView (createMap(…) or the ref of a <Map>), got ${show(view)}`);
    else if (view.removed) problems.push(`${name} is a map that was destroyed`);
  }
  if (problems.length) throw new MapLibError('Compare', problems);
  const [a, b] = [before as MapView, after as MapView];
  if (a === b) throw new MapLibError('Compare', ['before and after must be two different maps']);
  const parent = a.container.parentElement;
  if (!parent || parent !== b.container.parentElement) throw new MapLibError('Compare', ['the containers of before and after must be children of one element, which the swipe covers']);
  return parent;
}

/**
 * `new Compare(before, after, props)`: the two maps' containers must share a parent element, which becomes the swipe's
 * container (it needs a size; both maps fill it). The after map takes the before map's camera at once. `update(props)`
 * changes props in place, `destroy()` gives the container and maps back as they were (it also runs when either map is
 * destroyed).
 */
export class Compare {
  readonly container: HTMLElement;
  /** The handle: a slider (role, value 0–100, orientation, name) the reader drags or moves with the keys. */
  readonly handle: HTMLElement;
  props: CompareProps;
  removed = false;
  private current: number;
  private drag?: { pointerId: number; offset: number };
  private listeners = new Set<(e: CompareSlideEvent) => void>();
  private undo: (() => void)[] = [];

  constructor(
    readonly before: MapView,
    readonly after: MapView,
    props: CompareProps = {},
  ) {
    checkCompareProps(props);
    this.container = swipeContainer(before, after);
    this.props = { ...props };
    this.current = props.position ?? DEFAULT_POSITION;

    this.addClasses(this.container, 'maplib-compare');
    this.addClasses(before.container, 'maplib-compare-map', 'maplib-compare-before');
    this.addClasses(after.container, 'maplib-compare-map', 'maplib-compare-after');
    // Stacked, each map now fills the container: MapLibre's resize observer would see it a frame later.
    before.resize();
    after.resize();
    this.undo.push(() => {
      before.container.style.removeProperty('clip-path');
      this.container.classList.remove(...ORIENTATIONS.map((o) => `maplib-compare-${o}`));
    });

    const handle = (this.handle = document.createElement('div'));
    handle.className = 'maplib-compare-handle';
    handle.tabIndex = 0;
    handle.setAttribute('role', 'slider');
    handle.setAttribute('aria-valuemin', '0');
    handle.setAttribute('aria-valuemax', '100');
    const knob = document.createElement('span');
    // .maplib-ctrl: the DOM controls' colours, light or dark with the page.
    knob.className = 'maplib-ctrl maplib-compare-knob';
    knob.innerHTML = ARROWS;
    handle.append(knob);
    handle.addEventListener('pointerdown', this.onPointerDown);
    handle.addEventListener('pointermove', this.onPointerMove);
    for (const type of ['pointerup', 'pointercancel', 'lostpointercapture']) handle.addEventListener(type, this.onPointerUp as EventListener);
    handle.addEventListener('keydown', this.onKeyDown);
    this.container.append(handle);
    this.undo.push(() => handle.remove());

    this.orient();
    this.reword();
    after.jumpTo({ center: before.getCenter(), zoom: before.getZoom(), bearing: before.getBearing(), pitch: before.getPitch() });
    this.undo.push(syncCameras([before, after]));
    this.undo.push(before.on('localechange', () => this.reword()));
    // A map going away ends the swipe: nothing is left to compare.
    for (const view of [before, after]) this.undo.push(view.on('remove', () => this.destroy()));
  }

  /** Where the line is now, 0…1 (the reader may have moved it since `position` was set). */
  getPosition(): number {
    return this.current;
  }

  /** Moves the line to `position` (0…1) and keeps it as the `position` prop; fires no `slide` (the reader did not move it). */
  setPosition(position: number): void {
    this.update({ position });
    if (!this.removed) this.show(position);
  }

  /** Shallow-merges and checks props, then applies them in place: the orientation, the position when it changed, the words. */
  update(partial: Partial<CompareProps>): void {
    const next = { ...this.props, ...partial };
    checkCompareProps(next);
    const prev = this.props;
    this.props = next;
    if (this.removed) return;
    if (prev.orientation !== next.orientation) this.orient();
    if (prev.position !== next.position) this.show(next.position ?? DEFAULT_POSITION);
    if (prev.locale !== next.locale) this.reword();
  }

  /** `on('slide', fn)`: `fn(e)` whenever the reader moves the handle; returns the function that unsubscribes. */
  on(type: 'slide', fn: (e: CompareSlideEvent) => void): () => void {
    if (type !== 'slide') throw new MapLibError('Compare', [`has no event ${show(type)}; its event is 'slide'`]);
    this.listeners.add(fn);
    return () => this.off(type, fn);
  }

  off(_type: 'slide', fn: (e: CompareSlideEvent) => void): void {
    this.listeners.delete(fn);
  }

  /** Removes the handle, the clip and the listeners, and stops syncing the cameras; the maps stay. Idempotent. */
  destroy(): void {
    if (this.removed) return;
    this.removed = true;
    this.drag = undefined;
    for (const step of this.undo.reverse()) step();
    this.undo = [];
    this.listeners.clear();
  }

  /** The locale the handle's name is in: its prop, else the before map's, else the page's. */
  get locale(): Locale {
    return resolveLocale(this.props.locale, this.before);
  }

  private get orientation(): CompareOrientation {
    return this.props.orientation ?? 'vertical';
  }

  /** Adds the classes the element lacks, and takes exactly those off again on destroy (React may have set the others). */
  private addClasses(el: HTMLElement, ...names: string[]): void {
    const added = names.filter((n) => !el.classList.contains(n));
    el.classList.add(...added);
    this.undo.push(() => el.classList.remove(...added));
  }

  private orient(): void {
    const o = this.orientation;
    for (const each of ORIENTATIONS) this.container.classList.toggle(`maplib-compare-${each}`, each === o);
    this.handle.setAttribute('aria-orientation', sliderOrientation(o));
    this.handle.style.removeProperty(o === 'vertical' ? 'top' : 'left');
    this.show(this.current);
  }

  /** Puts the line and the clip at `position`. */
  private show(position: number): void {
    this.current = position;
    const o = this.orientation;
    this.before.container.style.clipPath = clipPathAt(position, o);
    this.handle.style.setProperty(o === 'vertical' ? 'left' : 'top', percent(position));
    this.handle.setAttribute('aria-valuenow', String(Math.round(position * 100)));
  }

  /** The reader moved the handle: show it there and tell the listeners. */
  private slideTo(position: number): void {
    if (position === this.current) return;
    this.show(position);
    const e: CompareSlideEvent = { type: 'slide', position, target: this };
    this.props.onSlide?.(e);
    for (const fn of [...this.listeners]) fn(e);
  }

  private reword(): void {
    this.handle.setAttribute('aria-label', messageFor(this.locale, 'compare.handle'));
  }

  private onPointerDown = (e: PointerEvent): void => {
    if (e.button !== 0) return;
    // No text selection or native gesture; the handle takes the focus, so the keys go on where the drag ended (without
    // a focus ring: the pointer, not the keyboard, put it there).
    e.preventDefault();
    this.handle.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
    this.handle.setPointerCapture(e.pointerId);
    const at = positionAt(e.clientX, e.clientY, this.container.getBoundingClientRect(), this.orientation);
    // Where on the handle it was taken: the line keeps that distance from the pointer instead of jumping under it.
    this.drag = { pointerId: e.pointerId, offset: at === undefined ? 0 : at - this.current };
    this.handle.classList.add('maplib-compare-dragging');
  };

  private onPointerMove = (e: PointerEvent): void => {
    if (!this.drag || e.pointerId !== this.drag.pointerId) return;
    const at = positionAt(e.clientX, e.clientY, this.container.getBoundingClientRect(), this.orientation);
    if (at !== undefined) this.slideTo(clampPosition(at - this.drag.offset));
  };

  private onPointerUp = (e: PointerEvent): void => {
    if (!this.drag || e.pointerId !== this.drag.pointerId) return;
    this.drag = undefined;
    this.handle.classList.remove('maplib-compare-dragging');
  };

  private onKeyDown = (e: KeyboardEvent): void => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const next = positionAfterKey(e.key, e.shiftKey, this.current, this.orientation);
    if (next === undefined) return;
    e.preventDefault(); // arrows and Home/End would scroll the page
    this.slideTo(next);
  };
}
