// DomControl: a control MapLib draws in the DOM (a player, a layer list, a swipe bar). It is its own MapLibre IControl,
// so MapLibre stacks it in a corner with its own controls; its panel is rendered from props, its words come from
// core/i18n and change with the locale, maplib.css styles it (light and dark), and pointer events stop here.
import type { ControlPosition, IControl } from 'maplibre-gl';
import type { MapView } from '../map/mapView.ts';
import { BaseControl, type ControlProps } from './baseControl.ts';
import { oneOf, string, type Rules } from '../base/validateProps.ts';
import { deepEqual } from '../util/deepEqual.ts';
import { LOCALES, localizedText, resolveLocale, type BilingualText, type Locale } from '../i18n/locale.ts';
import { messageFor, type MessageKey } from '../i18n/messages.ts';

export interface DomControlProps extends ControlProps {
  /** Language of this control's words. Default: the map's `locale` (which defaults to the page's `<html lang>`). */
  locale?: Locale;
  /** More class names on the panel (beside `maplibregl-ctrl maplib-ctrl`). */
  className?: string;
}

/** A control's words: a key of MapLib's message tables, or `{ zh, en }` for words of your own. */
export type Words = MessageKey | BilingualText;

/** Where words go on an element: its text, its accessible name, its tooltip, or an input's placeholder. */
export type WordsSlot = 'text' | 'aria-label' | 'title' | 'placeholder';

/**
 * The events that begin a gesture on the map stop at the panel: nothing listening on the map container or the page
 * (an interaction, an app's drag code) takes a press, a wheel or a double click on a control for one on the map.
 * MapLibre's own handlers listen on the canvas container, which controls are outside of. Clicks and keys bubble on:
 * a click ends a press that already stopped here, and page-level listeners (React's event delegation) need them.
 */
export const STOPPED_EVENTS = ['mousedown', 'pointerdown', 'touchstart', 'wheel', 'dblclick', 'contextmenu'] as const;

const stop = (e: Event) => e.stopPropagation();

/** Props the base applies itself: a change of one never renders the panel again. */
const BASE_PROPS = new Set(['position', 'locale', 'className']);

/**
 * Whether the panel must be rendered again: a prop it shows changed, compared by structure (React passes new but equal
 * objects on every render). Functions are not compared: a handler is read from `this.props` when its event comes.
 */
function changesPanel(prev: Record<string, unknown>, next: Record<string, unknown>): boolean {
  for (const key of new Set([...Object.keys(prev), ...Object.keys(next)])) {
    if (BASE_PROPS.has(key)) continue;
    const [a, b] = [prev[key], next[key]];
    if (!(typeof a === 'function' && typeof b === 'function') && !deepEqual(a, b)) return true;
  }
  return false;
}

/**
 * A subclass gives its name, prop rules and default corner (to `super`), and `render(props)`, which returns the panel's
 * content; words go through `say` or `button` so that they follow the locale, and handlers read `this.props` when
 * called. A change of a prop the panel shows renders it again; `patch(prev, next)` can update it in place instead (to
 * keep focus or a drag going). `position` moves it to another corner; `locale` and `className` are handled here.
 */
export abstract class DomControl<P extends DomControlProps = DomControlProps> extends BaseControl<P, IControl> implements IControl {
  /** The panel in the map corner (`.maplibregl-ctrl.maplib-ctrl`), while on a map. */
  panel?: HTMLElement;
  /** Class names of this kind of control, on the panel (e.g. `'maplib-tracker-controls'`). */
  protected readonly panelClass?: string;
  /** The panel's accessible name: with one, the panel is a named group. */
  protected readonly panelLabel?: Words;
  /** The words shown on the panel's elements, written again when the locale changes. */
  private shownWords = new Map<Element, Map<WordsSlot, Words>>();

  constructor(component: string, rules: Rules, props: P, defaultPosition: ControlPosition) {
    super(component, { locale: oneOf(...LOCALES), className: string, ...rules }, props, defaultPosition);
  }

  /** The panel's content, made from `p`. */
  protected abstract render(p: P): Node | Node[];

  /** The language the control speaks now: its `locale` prop, else its map's, else the page's. */
  get locale(): Locale {
    return resolveLocale(this.props.locale, this.view);
  }

  /** The words in the current locale. */
  protected text(words: Words): string {
    return typeof words === 'string' ? messageFor(this.locale, words) : localizedText(words, this.locale);
  }

  /** Puts `words` in `slot` of `el` now and again whenever the locale changes (a later call for that slot replaces them). */
  protected say<E extends Element>(el: E, words: Words, slot: WordsSlot = 'text'): E {
    let slots = this.shownWords.get(el);
    if (!slots) this.shownWords.set(el, (slots = new Map()));
    slots.set(slot, words);
    this.write(el, slot, words);
    return el;
  }

  /**
   * A `.maplib-ctrl-button`: with an `icon` (a glyph, hidden from screen readers) `label` is its accessible name and
   * tooltip, else its text.
   */
  protected button(options: { label: Words; icon?: string; className?: string; onClick: (e: MouseEvent) => void }): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = ['maplib-ctrl-button', options.className].filter(Boolean).join(' ');
    if (options.icon !== undefined) {
      const icon = document.createElement('span');
      icon.className = 'maplib-ctrl-icon';
      icon.setAttribute('aria-hidden', 'true');
      icon.textContent = options.icon;
      button.append(icon);
      this.say(button, options.label, 'aria-label');
      this.say(button, options.label, 'title');
    } else {
      this.say(button, options.label);
    }
    button.addEventListener('click', options.onClick);
    return button;
  }

  protected create(): IControl {
    return this;
  }

  protected mount(view: MapView): void {
    super.mount(view);
    this.onDetach(view.on('localechange', () => this.reword()));
  }

  /** Renders the panel again when a prop it shows changed (not for an equal copy, a new handler or a base prop). */
  protected patch(prev: P, next: P): boolean | void {
    if (changesPanel(prev as Record<string, unknown>, next as Record<string, unknown>)) this.rerender();
  }

  update(partial: Partial<P>): void {
    const prev = this.props;
    super.update(partial);
    if (!this.panel) return;
    if (prev.className !== this.props.className) this.panel.className = this.panelClassName();
    if (prev.locale !== this.props.locale) this.reword();
  }

  /** IControl: MapLibre asks for the element to put in the corner. */
  onAdd(): HTMLElement {
    const panel = document.createElement('div');
    panel.className = this.panelClassName();
    for (const type of STOPPED_EVENTS) panel.addEventListener(type, stop);
    this.panel = panel;
    this.rerender();
    return panel;
  }

  /** IControl: MapLibre took the control off the map. */
  onRemove(): void {
    this.panel?.remove();
    this.panel = undefined;
    this.shownWords.clear();
  }

  getDefaultPosition(): ControlPosition {
    return this.defaultPosition;
  }

  private rerender(): void {
    const panel = this.panel;
    if (!panel) return;
    this.shownWords.clear();
    if (this.panelLabel) {
      panel.setAttribute('role', 'group');
      this.say(panel, this.panelLabel, 'aria-label');
    }
    panel.replaceChildren(...[this.render(this.props)].flat());
  }

  private reword(): void {
    for (const [el, slots] of this.shownWords) for (const [slot, words] of slots) this.write(el, slot, words);
  }

  private write(el: Element, slot: WordsSlot, words: Words): void {
    const text = this.text(words);
    if (slot === 'text') el.textContent = text;
    else el.setAttribute(slot, text);
  }

  private panelClassName(): string {
    return ['maplibregl-ctrl', 'maplib-ctrl', this.panelClass, this.props.className].filter(Boolean).join(' ');
  }
}
