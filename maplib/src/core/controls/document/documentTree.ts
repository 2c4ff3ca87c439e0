// DocumentTree (图层目录, MapGIS's mapgis-document): the map's MapLib layers as a tree in a corner panel, the top of the
// map first. Each layer row has a visibility checkbox, an opacity slider, a zoom-to-layer button and its legend
// swatch; a service layer (IGServer document, ArcGIS MapServer, WMS) has its sublayers under it, each with a checkbox.
// Rows are reordered by dragging their handle or with Alt+↑/↓ (announced). The tree follows layers added, removed and
// moved (the view's layeradd / layerremove / layerorder) and is a WAI-ARIA tree: one tab stop, arrows move and expand.
import type { MapView } from '../../map/mapView.ts';
import type { BaseLayer } from '../../layers/base/baseLayer.ts';
import { DomControl, type DomControlProps } from '../domControl.ts';
import { boolean, func, show, type Rule, type Rules } from '../../base/validateProps.ts';
import { titleRule, type LayerTitle } from '../../layers/base/layerTitle.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { hasSublayers, type Sublayer } from '../../layers/service/sublayers.ts';
import { geometryBBox, isEmptyBBox, unionBBox, EMPTY_BBOX, type BBox } from '../../geo/bounds.ts';
import { LayerDocument } from './layerDocument.ts';
import { swatchOf } from './swatch.ts';
import { dropIndex, fill, moveBy, moveTo, rowKey, treeKey, treeRows, type LayerMove, type TreeRow } from './treeModel.ts';

type Layer = BaseLayer<any>;
type Bounds = [[number, number], [number, number]];

export interface DocumentVisibilityEvent {
  layer: Layer;
  /** The sublayer's id when a sublayer's checkbox changed. */
  sublayer?: string;
  visible: boolean;
  tree: DocumentTree;
}

export interface DocumentOpacityEvent {
  layer: Layer;
  opacity: number;
  tree: DocumentTree;
}

export interface DocumentOrderEvent {
  layer: Layer;
  /** Its place in the tree (0 = the top of the map) before and after. */
  from: number;
  to: number;
  via: 'drag' | 'keyboard';
  /** The layers listed, top of the map first, after the move. */
  layers: Layer[];
  tree: DocumentTree;
}

export interface DocumentZoomEvent {
  layer: Layer;
  bounds: Bounds;
  tree: DocumentTree;
}

export interface DocumentToggleEvent {
  collapsed: boolean;
  tree: DocumentTree;
}

export interface DocumentTreeProps extends DomControlProps {
  /** CSS of the panel, as MapGIS's `wrapperStyle`: `{ maxHeight: '240px', width: 280 }` (numbers are pixels). */
  wrapperStyle?: Record<string, string | number>;
  /** The panel's heading. Default 图层目录 / Layers. */
  title?: LayerTitle;
  /** Whether only the heading shows. Default false. */
  collapsed?: boolean;
  /** List service layers' sublayers under them. Default true. */
  sublayers?: boolean;
  /** Rows can be reordered (drag handle, Alt+↑/↓). Default true. */
  reorder?: boolean;
  onVisibilityChange?: (e: DocumentVisibilityEvent) => void;
  onOpacityChange?: (e: DocumentOpacityEvent) => void;
  onOrderChange?: (e: DocumentOrderEvent) => void;
  onZoomTo?: (e: DocumentZoomEvent) => void;
  onToggle?: (e: DocumentToggleEvent) => void;
}

const styleRule: Rule = (v) =>
  v === undefined ||
  (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x))))
    ? undefined
    : `must be an object of CSS properties (strings or numbers), got ${show(v)}`;

const RULES: Rules = {
  wrapperStyle: styleRule,
  title: titleRule,
  collapsed: boolean,
  sublayers: boolean,
  reorder: boolean,
  onVisibilityChange: func,
  onOpacityChange: func,
  onOrderChange: func,
  onZoomTo: func,
  onToggle: func,
};

/** CSS properties whose numbers are not pixels. */
const UNITLESS = new Set(['opacity', 'zIndex', 'z-index', 'flex', 'flexGrow', 'flex-grow', 'flexShrink', 'flex-shrink', 'order', 'lineHeight', 'line-height', 'fontWeight', 'font-weight']);

/** `maxHeight` → `max-height`: style.setProperty takes CSS names (custom properties included). */
const cssName = (key: string) => (key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

/** The lon/lat bounds of a layer to zoom to: of its features when its data is in the page, else its service's extent. */
async function layerBounds(layer: Layer): Promise<Bounds | undefined> {
  const features = layer.getFeatures();
  if (features) {
    const box = features.reduce<BBox>((b, f) => unionBBox(b, geometryBBox(f.geometry)), [...EMPTY_BBOX]);
    return isEmptyBBox(box) ? undefined : [[box[0], box[1]], [box[2], box[3]]];
  }
  const extent = (layer as { getExtent?: () => Promise<Bounds | undefined> }).getExtent;
  return typeof extent === 'function' ? extent.call(layer) : undefined;
}

const canZoom = (layer: Layer) => layer.getFeatures() !== undefined || typeof (layer as { getExtent?: unknown }).getExtent === 'function';

let treeCounter = 0;

export class DocumentTree extends DomControl<DocumentTreeProps> {
  protected readonly panelClass = 'maplib-doc';
  protected readonly panelLabel: MessageKey = 'document.panel';
  /** The `document` API: setLayers, getLayerComInfo, getLayerMapType, getLayerMapInfo. */
  readonly document = new LayerDocument(
    () => this.view,
    () => this.locale,
    () => this.renderTree(),
  );
  private list?: HTMLUListElement;
  private heading?: HTMLElement;
  private toggleButton?: HTMLButtonElement;
  private live?: HTMLElement;
  private collapsedNow: boolean;
  /** Sublayers read from each service layer (by layer id), and the reads under way. */
  private sublayers = new Map<string, Sublayer[]>();
  private reading = new Set<string>();
  /** Layer rows whose sublayers are folded away. */
  private folded = new Set<string>();
  private rows: TreeRow<Layer>[] = [];
  /** The row that has the tab stop (roving tabindex). */
  private activeKey?: string;
  private drag?: { layer: Layer; pointerId: number; handle: HTMLElement; to: number; startY: number; moved: boolean };
  private readonly uid = ++treeCounter;
  private nameCounter = 0;

  constructor(props: DocumentTreeProps = {}) {
    super('DocumentTree', RULES, props, 'top-left');
    this.collapsedNow = !!props.collapsed;
  }

  protected render(p: DocumentTreeProps): Node[] {
    this.applyWrapperStyle();
    const head = document.createElement('div');
    head.className = 'maplib-doc-head';
    const heading = (this.heading = document.createElement('span'));
    heading.className = 'maplib-doc-title';
    heading.id = `maplib-doc-title-${this.uid}`;
    const list = (this.list = document.createElement('ul'));
    list.className = 'maplib-doc-tree';
    list.id = `maplib-doc-tree-${this.uid}`;
    list.setAttribute('role', 'tree');
    list.setAttribute('aria-labelledby', heading.id);
    list.addEventListener('keydown', this.onKey);
    list.addEventListener('focusin', this.onFocusIn);
    const button = (this.toggleButton = this.button({ label: 'document.collapse', icon: '', className: 'maplib-doc-toggle', onClick: () => this.toggle() }));
    button.setAttribute('aria-controls', list.id);
    head.append(heading, button);
    const live = (this.live = document.createElement('div'));
    live.className = 'maplib-doc-live';
    live.setAttribute('aria-live', 'polite');
    this.writeTitle(p);
    this.showCollapsed();
    this.renderTree();
    return [head, list, live];
  }

  protected mount(view: MapView): void {
    super.mount(view);
    for (const type of ['layeradd', 'layerremove', 'layerorder'] as const) this.onDetach(view.on(type, () => this.renderTree()));
    this.onDetach(view.on('localechange', () => this.renderTree()));
    this.renderTree();
  }

  protected unmount(): void {
    this.endDrag();
    this.sublayers.clear();
    this.reading.clear();
    this.list = this.heading = this.toggleButton = this.live = undefined;
    super.unmount();
  }

  // Every prop is applied in place: the panel (and the focus in it) stays.
  protected patch(prev: DocumentTreeProps, next: DocumentTreeProps): void {
    this.applyWrapperStyle();
    if (prev.collapsed !== next.collapsed) this.setCollapsed(!!next.collapsed);
    this.writeTitle(next);
    this.renderTree();
  }

  /** Collapses (`true`), expands (`false`) or flips the panel; fires `onToggle` when that changed it. */
  toggle(collapsed = !this.collapsedNow): void {
    if (collapsed === this.collapsedNow) return;
    this.setCollapsed(collapsed);
    this.props.onToggle?.({ collapsed, tree: this });
  }

  isCollapsed(): boolean {
    return this.collapsedNow;
  }

  /** The layers listed, top of the map first. */
  getLayers(): Layer[] {
    return this.document.listed();
  }

  /** Shows or hides a layer, or one of its service's sublayers, as its checkbox does (and fires `onVisibilityChange`). */
  async setVisible(layer: Layer, visible: boolean, sublayer?: string): Promise<void> {
    if (sublayer !== undefined) {
      if (!hasSublayers(layer)) throw new Error(`DocumentTree: ${layer.component} ${layer.id} has no sublayers`);
      await layer.setSublayerVisible(sublayer, visible);
      this.sublayers.set(layer.id, await layer.getSublayers());
    } else {
      layer.update({ visible });
    }
    this.renderTree();
    this.announce(visible ? 'document.shown' : 'document.hidden', { title: this.rowTitle(layer, sublayer) });
    this.props.onVisibilityChange?.({ layer, sublayer, visible, tree: this });
  }

  /** Sets a layer's opacity (0…1), as its slider does. */
  setOpacity(layer: Layer, opacity: number): void {
    layer.update({ opacity });
    this.props.onOpacityChange?.({ layer, opacity, tree: this });
  }

  /** Moves a listed layer to place `to` (0 = the top of the map), as a drag does; fires `onOrderChange`. */
  moveLayer(layer: Layer, to: number): void {
    this.applyMove(moveTo(this.getLayers(), layer, to), 'drag');
  }

  /** Fits the map to the layer's features (or its service's extent); resolves with the bounds, undefined when unknown. */
  async zoomTo(layer: Layer): Promise<Bounds | undefined> {
    const bounds = await layerBounds(layer);
    const view = this.view;
    if (!bounds || !view || view.removed) return undefined;
    this.props.onZoomTo?.({ layer, bounds, tree: this });
    await view.fitBounds(bounds, { padding: 40, maxZoom: 16 });
    return bounds;
  }

  private setCollapsed(collapsed: boolean): void {
    if (collapsed === this.collapsedNow) return;
    this.collapsedNow = collapsed;
    this.showCollapsed();
  }

  private showCollapsed(): void {
    const { list, toggleButton: button } = this;
    if (!list || !button) return;
    list.hidden = this.collapsedNow;
    this.panel?.classList.toggle('maplib-doc-collapsed', this.collapsedNow);
    button.firstElementChild!.textContent = this.collapsedNow ? '▸' : '▾';
    button.setAttribute('aria-expanded', String(!this.collapsedNow));
    const label = this.collapsedNow ? 'document.expand' : 'document.collapse';
    this.say(button, label, 'aria-label');
    this.say(button, label, 'title');
  }

  private writeTitle(p: DocumentTreeProps): void {
    if (this.heading) this.say(this.heading, p.title === undefined ? 'document.panel' : typeof p.title === 'string' ? { zh: p.title, en: p.title } : p.title);
  }

  private applyWrapperStyle(): void {
    const panel = this.panel;
    if (!panel) return;
    panel.removeAttribute('style');
    for (const [key, value] of Object.entries(this.props.wrapperStyle ?? {})) {
      panel.style.setProperty(cssName(key), typeof value === 'number' && !UNITLESS.has(key) ? `${value}px` : String(value));
    }
  }

  private rowTitle(layer: Layer, sublayer?: string): string {
    const title = layer.getTitle(this.locale);
    if (sublayer === undefined) return title;
    return this.sublayers.get(layer.id)?.find((s) => s.id === sublayer)?.title ?? sublayer;
  }

  private words(key: MessageKey, values: Record<string, string | number> = {}): string {
    return fill(this.text(key), values);
  }

  private announce(key: MessageKey, values: Record<string, string | number>): void {
    if (this.live) this.live.textContent = this.words(key, values);
  }

  /** Reads the sublayers of service layers not read yet; draws the tree again when they come. */
  private readSublayers(layers: Layer[]): void {
    if (this.props.sublayers === false) return;
    for (const layer of layers) {
      if (!hasSublayers(layer) || this.sublayers.has(layer.id) || this.reading.has(layer.id)) continue;
      this.reading.add(layer.id);
      layer
        .getSublayers()
        .then((subs) => {
          if (!this.reading.delete(layer.id)) return; // unmounted meanwhile
          this.sublayers.set(layer.id, subs);
          this.renderTree();
        })
        .catch((error: Error) => {
          if (!this.reading.delete(layer.id)) return;
          // Listed without sublayers from now on: no read again at every redraw.
          this.sublayers.set(layer.id, []);
          console.warn(`DocumentTree: sublayers of ${layer.component} ${layer.id} could not be read: ${error.message}`);
        });
    }
  }

  /** Draws the rows from the map's layers now, keeping the focused row focused. */
  private renderTree(): void {
    const list = this.list;
    if (!list || this.drag) return;
    const layers = this.getLayers();
    this.readSublayers(layers);
    const subs = this.props.sublayers === false ? new Map<string, Sublayer[]>() : this.sublayers;
    const rows = (this.rows = treeRows(layers, subs, this.folded));
    // In a shadow root (the docs' demos) the document's activeElement is the host: ask the list's own root.
    const focused = (list.getRootNode() as Document | ShadowRoot).activeElement;
    const hadFocus = !!focused && list.contains(focused);
    const focusedControl = hadFocus ? focused.getAttribute('data-part') : undefined;
    if (!rows.some((r) => r.key === this.activeKey)) this.activeKey = rows[0]?.key;
    // A flat tree (the rows' levels, places and sizes say how they nest): each treeitem holds its own line only, so
    // its accessible name is the text it shows, not its sublayers' as well.
    const items = new Map<string, HTMLLIElement>();
    const top: HTMLLIElement[] = [];
    for (const row of rows) {
      const li = this.renderRow(row);
      items.set(row.key, li);
      top.push(li);
    }
    if (!rows.length) {
      const empty = document.createElement('li');
      empty.className = 'maplib-doc-empty';
      empty.setAttribute('role', 'treeitem');
      empty.tabIndex = 0;
      empty.setAttribute('aria-disabled', 'true');
      empty.textContent = this.text('document.empty');
      top.push(empty);
    }
    list.replaceChildren(...top);
    if (hadFocus && this.activeKey) {
      const li = items.get(this.activeKey);
      const target = (focusedControl && li?.querySelector<HTMLElement>(`:scope > .maplib-doc-row [data-part="${focusedControl}"]`)) || li;
      target?.focus();
    }
  }

  private renderRow(row: TreeRow<Layer>): HTMLLIElement {
    const { layer, sublayer } = row;
    const active = row.key === this.activeKey;
    const title = sublayer ? sublayer.title : layer.getTitle(this.locale);
    const visible = sublayer ? sublayer.visible : layer.props.visible !== false;
    const li = document.createElement('li');
    li.className = 'maplib-doc-item';
    li.setAttribute('role', 'treeitem');
    li.dataset.key = row.key;
    li.setAttribute('aria-level', String(row.level));
    li.setAttribute('aria-posinset', String(row.posInSet));
    li.setAttribute('aria-setsize', String(row.setSize));
    // Named by its own line's text, not its sublayers' (aria-labelledby: the name a reader sees is the name it hears).
    const nameId = `${this.list!.id}-${++this.nameCounter}`;
    li.setAttribute('aria-labelledby', nameId);
    li.setAttribute('aria-checked', String(visible));
    if (row.expandable) li.setAttribute('aria-expanded', String(row.expanded));
    li.tabIndex = active ? 0 : -1;
    const line = document.createElement('div');
    line.className = 'maplib-doc-row';
    if (!visible) line.classList.add('maplib-doc-off');
    const inner = active ? 0 : -1;

    if (row.level === 1 && this.props.reorder !== false && this.rows.filter((r) => r.level === 1).length > 1) {
      const handle = document.createElement('span');
      handle.className = 'maplib-doc-handle';
      handle.setAttribute('aria-hidden', 'true');
      handle.textContent = '⠿';
      handle.title = this.words('document.drag', { title });
      handle.addEventListener('pointerdown', (e) => this.startDrag(e, layer, handle));
      line.append(handle);
    } else {
      line.append(Object.assign(document.createElement('span'), { className: 'maplib-doc-indent' }));
    }
    if (row.expandable) {
      const twist = document.createElement('span');
      twist.className = 'maplib-doc-twist';
      twist.setAttribute('aria-hidden', 'true');
      twist.textContent = row.expanded ? '▾' : '▸';
      twist.addEventListener('click', () => this.fold(row.key, row.expanded));
      line.append(twist);
    }
    const check = document.createElement('input');
    check.type = 'checkbox';
    check.className = 'maplib-doc-check';
    check.dataset.part = 'check';
    check.checked = visible;
    check.tabIndex = inner;
    check.setAttribute('aria-label', this.words('document.show', { title }));
    check.addEventListener('change', () => void this.setVisible(layer, check.checked, sublayer?.id));
    line.append(check);
    if (!sublayer) line.append(swatchOf(layer.legend(), this.document.getLayerMapType(layer.id)));
    const name = document.createElement('span');
    name.className = 'maplib-doc-name';
    name.id = nameId;
    name.textContent = title;
    name.title = title;
    line.append(name);

    if (!sublayer) {
      const range = document.createElement('input');
      range.type = 'range';
      range.className = 'maplib-ctrl-range maplib-doc-opacity';
      range.dataset.part = 'opacity';
      range.min = '0';
      range.max = '1';
      range.step = '0.05';
      range.value = String(layer.props.opacity ?? 1);
      range.tabIndex = inner;
      range.setAttribute('aria-label', this.words('document.opacity', { title }));
      range.addEventListener('input', () => layer.update({ opacity: Number(range.value) }));
      range.addEventListener('change', () => this.setOpacity(layer, Number(range.value)));
      line.append(range);
      if (canZoom(layer)) {
        // Not this.button(): its words are filled in with the title, and the whole tree is drawn again on a locale change.
        const zoom = document.createElement('button');
        zoom.type = 'button';
        zoom.className = 'maplib-ctrl-button maplib-doc-zoom';
        zoom.innerHTML = '<span class="maplib-ctrl-icon" aria-hidden="true">⤢</span>';
        const label = this.words('document.zoomTo', { title });
        zoom.setAttribute('aria-label', label);
        zoom.title = label;
        zoom.dataset.part = 'zoom';
        zoom.addEventListener('click', () => void this.zoomTo(layer));
        zoom.tabIndex = inner;
        line.append(zoom);
      } else {
        // The slider stays in line with the other rows' sliders.
        line.append(Object.assign(document.createElement('span'), { className: 'maplib-doc-zoom-none' }));
      }
    }
    li.append(line);
    return li;
  }

  private fold(key: string, fold: boolean): void {
    if (fold) this.folded.add(key);
    else this.folded.delete(key);
    this.activeKey = key;
    this.renderTree();
  }

  /** A control or row got focus (a click, Tab): its row takes the tab stop. */
  private onFocusIn = (e: FocusEvent): void => {
    const li = (e.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    const key = li?.dataset.key;
    if (!key || key === this.activeKey || !this.list) return;
    this.activeKey = key;
    for (const item of this.list.querySelectorAll<HTMLElement>('[role="treeitem"]')) {
      const on = item.dataset.key === key;
      item.tabIndex = on ? 0 : -1;
      for (const c of item.querySelectorAll<HTMLElement>(':scope > .maplib-doc-row [data-part]')) c.tabIndex = on ? 0 : -1;
    }
  };

  private onKey = (e: KeyboardEvent): void => {
    const li = e.target as HTMLElement;
    // Keys in a row's own controls (the slider's arrows, the checkbox's space) are theirs.
    if (li.getAttribute('role') !== 'treeitem' || !li.dataset.key) return;
    const index = this.rows.findIndex((r) => r.key === li.dataset.key);
    const row = this.rows[index];
    if (!row) return;
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      if (row.level === 1 && this.props.reorder !== false) this.applyMove(moveBy(this.getLayers(), row.layer, e.key === 'ArrowUp' ? -1 : 1), 'keyboard');
      return;
    }
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      const visible = row.sublayer ? row.sublayer.visible : row.layer.props.visible !== false;
      void this.setVisible(row.layer, !visible, row.sublayer?.id);
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const action = treeKey(this.rows, index, e.key);
    if (!action) return;
    e.preventDefault();
    if ('focus' in action) this.focusRow(this.rows[action.focus].key);
    else if ('expand' in action) this.fold(action.expand, false);
    else this.fold(action.collapse, true);
  };

  private focusRow(key: string): void {
    this.activeKey = key;
    this.renderTree();
    this.list?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
  }

  private applyMove(move: LayerMove<Layer> | undefined, via: 'drag' | 'keyboard'): void {
    const view = this.view;
    if (!move || !view || view.removed) return;
    const layer = move.order[move.to];
    this.activeKey = rowKey(layer.id);
    view.moveLayer(layer, move.before);
    this.renderTree();
    this.announce('document.moved', { title: layer.getTitle(this.locale), position: move.to + 1, count: move.order.length });
    this.props.onOrderChange?.({ layer, from: move.from, to: move.to, via, layers: this.getLayers(), tree: this });
  }

  // #region drag
  // A drag of a row's handle: pointer events captured by the handle; the rows the pointer passes show where it drops.
  private startDrag(e: PointerEvent, layer: Layer, handle: HTMLElement): void {
    if (e.button !== 0 || this.drag) return;
    e.preventDefault();
    handle.setPointerCapture(e.pointerId);
    const from = this.getLayers().indexOf(layer);
    this.drag = { layer, pointerId: e.pointerId, handle, to: from, startY: e.clientY, moved: false };
    handle.addEventListener('pointermove', this.onDragMove);
    handle.addEventListener('pointerup', this.onDragEnd);
    handle.addEventListener('pointercancel', this.onDragCancel);
    this.list?.querySelector(`[data-key="${CSS.escape(rowKey(layer.id))}"]`)?.classList.add('maplib-doc-dragging');
  }

  /** The vertical middles of the layer rows, top to bottom. */
  private layerRowCenters(): HTMLElement[] {
    return [...(this.list?.querySelectorAll<HTMLElement>(':scope > [aria-level="1"] > .maplib-doc-row') ?? [])];
  }

  private onDragMove = (e: PointerEvent): void => {
    const drag = this.drag;
    if (!drag || e.pointerId !== drag.pointerId) return;
    if (!drag.moved && Math.abs(e.clientY - drag.startY) < 3) return;
    drag.moved = true;
    const rows = this.layerRowCenters();
    const centers = rows.map((r) => {
      const b = r.getBoundingClientRect();
      return b.top + b.height / 2;
    });
    const from = this.getLayers().indexOf(drag.layer);
    drag.to = dropIndex(centers, from, e.clientY);
    // The line where it will drop: above the row it goes in front of, or under the last.
    const others = rows.filter((_, i) => i !== from);
    rows.forEach((r) => r.classList.remove('maplib-doc-drop-above', 'maplib-doc-drop-below'));
    if (drag.to < others.length) others[drag.to].classList.add('maplib-doc-drop-above');
    else others[others.length - 1]?.classList.add('maplib-doc-drop-below');
  };

  private onDragEnd = (e: PointerEvent): void => {
    const drag = this.drag;
    if (!drag || e.pointerId !== drag.pointerId) return;
    this.endDrag();
    if (drag.moved) this.applyMove(moveTo(this.getLayers(), drag.layer, drag.to), 'drag');
    else this.renderTree();
  };

  private onDragCancel = (): void => {
    this.endDrag();
    this.renderTree();
  };

  private endDrag(): void {
    const drag = this.drag;
    if (!drag) return;
    this.drag = undefined;
    drag.handle.removeEventListener('pointermove', this.onDragMove);
    drag.handle.removeEventListener('pointerup', this.onDragEnd);
    drag.handle.removeEventListener('pointercancel', this.onDragCancel);
    if (drag.handle.hasPointerCapture?.(drag.pointerId)) drag.handle.releasePointerCapture(drag.pointerId);
  }
  // #endregion drag
}
