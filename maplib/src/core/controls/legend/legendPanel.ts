// LegendPanel: what Legend and MvtLegend share as DOM controls: a titled panel (a named group) with a collapse
// button, a body drawn again whenever what it shows changes (keeping keyboard focus on the row it was on), the
// original's `visible` (the whole panel) and `collapsed` (the title bar alone), and the body's words following the locale.
import type { MapView } from '../../map/mapView.ts';
import { DomControl, type DomControlProps } from '../domControl.ts';
import { localizedText, type LocalizedText } from '../../i18n/locale.ts';
import { boolean, func, type Rules } from '../../base/validateProps.ts';
import { titleRule } from '../../layers/base/layerTitle.ts';

export interface LegendPanelProps extends DomControlProps {
  /** The panel's title (and its accessible name): a string or `{ zh, en }`. Default 图例 / Legend. */
  title?: LocalizedText;
  /** Only the title bar shows. The button collapses and expands it too. Default false. */
  collapsed?: boolean;
  /** Whether the panel shows at all (the original's `visible`). Default true. */
  visible?: boolean;
  /** The button (or `collapse()`) collapsed or expanded the panel (not a `collapsed` prop change). */
  onCollapse?: (e: { collapsed: boolean; legend: LegendPanel<any> }) => void;
}

export const LEGEND_PANEL_RULES: Rules = { title: titleRule, collapsed: boolean, visible: boolean, onCollapse: func };

let bodies = 0;

export abstract class LegendPanel<P extends LegendPanelProps> extends DomControl<P> {
  private body?: HTMLElement;
  private titleText?: HTMLElement;
  private collapseButton?: HTMLButtonElement;
  private collapsedNow: boolean;
  /** A body without checkboxes is a tab stop of its own, so a reader can scroll a long legend with the keyboard. */
  protected readonly bodyFocusable: boolean = false;

  constructor(component: string, rules: Rules, props: P, defaultPosition: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right') {
    super(component, { ...LEGEND_PANEL_RULES, ...rules }, props, defaultPosition);
    this.collapsedNow = !!props.collapsed;
  }

  /** The body's content: one node per layer (an empty array says there is nothing to show). */
  protected abstract sections(): Node[];

  // The panel is built once per corner; later changes go through patch and redraw.
  protected render(p: P): Node[] {
    const head = document.createElement('div');
    head.className = 'maplib-legend-head';
    const title = (this.titleText = document.createElement('span'));
    title.className = 'maplib-legend-title';
    const body = (this.body = document.createElement('div'));
    body.className = 'maplib-legend-body';
    body.id = `maplib-legend-body-${++bodies}`;
    if (this.bodyFocusable) body.tabIndex = 0;
    const button = (this.collapseButton = this.button({ label: 'legend.collapse', icon: '▾', className: 'maplib-legend-collapse', onClick: () => this.collapse() }));
    button.setAttribute('aria-controls', body.id);
    head.append(title, button);
    this.showTitle();
    this.showCollapsed();
    this.showVisible(p);
    this.redraw();
    return [head, body];
  }

  protected mount(view: MapView): void {
    super.mount(view);
    this.onDetach(view.on('localechange', () => this.relocalize()));
  }

  protected patch(prev: P, next: P): void {
    if (prev.collapsed !== next.collapsed) this.setCollapsed(!!next.collapsed);
    if (prev.visible !== next.visible) this.showVisible(next);
    if (JSON.stringify(prev.title) !== JSON.stringify(next.title)) this.showTitle();
  }

  update(partial: Partial<P>): void {
    const locale = this.props.locale;
    super.update(partial);
    if (this.props.locale !== locale) this.relocalize();
  }

  /** Collapses (`true`), expands (`false`) or flips the panel; fires `onCollapse` when that changed it. */
  collapse(collapsed = !this.collapsedNow): void {
    if (collapsed === this.collapsedNow) return;
    this.setCollapsed(collapsed);
    this.props.onCollapse?.({ collapsed, legend: this });
  }

  /** Whether only the title bar shows. */
  isCollapsed(): boolean {
    return this.collapsedNow;
  }

  /**
   * Draws the body again from `sections()`. A checkbox that had the focus gives it to its successor (same key), so a
   * reader toggling with the keyboard stays where they were.
   */
  protected redraw(): void {
    const body = this.body;
    if (!body) return;
    const active = body.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset?.legendKey : undefined;
    const content = this.sections();
    if (!content.length) {
      const empty = document.createElement('p');
      empty.className = 'maplib-legend-empty';
      empty.textContent = this.text('legend.empty');
      content.push(empty);
    }
    body.replaceChildren(...content);
    if (active !== undefined) body.querySelector<HTMLElement>(`[data-legend-key="${CSS.escape(active)}"]`)?.focus();
  }

  /** The title's words now (the prop, else 图例 / Legend). */
  protected titleWords(): string {
    return this.props.title === undefined ? this.text('legend.panel') : localizedText(this.props.title, this.locale);
  }

  /** The title, and the body's words (an "other", a layer's `{ zh, en }` title), in the locale now. */
  private relocalize(): void {
    this.showTitle();
    this.redraw();
  }

  private showTitle(): void {
    if (!this.titleText || !this.panel) return;
    const words = this.titleWords();
    this.titleText.textContent = words;
    this.panel.setAttribute('role', 'group');
    this.panel.setAttribute('aria-label', words);
  }

  private setCollapsed(collapsed: boolean): void {
    if (collapsed === this.collapsedNow) return;
    this.collapsedNow = collapsed;
    this.showCollapsed();
  }

  private showCollapsed(): void {
    const { body, collapseButton: button } = this;
    if (!body || !button) return;
    body.hidden = this.collapsedNow;
    this.panel?.classList.toggle('maplib-legend-collapsed', this.collapsedNow);
    button.setAttribute('aria-expanded', String(!this.collapsedNow));
    button.firstElementChild!.textContent = this.collapsedNow ? '▸' : '▾';
    const label = this.collapsedNow ? 'legend.expand' : 'legend.collapse';
    this.say(button, label, 'aria-label');
    this.say(button, label, 'title');
  }

  private showVisible(p: P): void {
    if (this.panel) this.panel.hidden = p.visible === false;
  }
}
