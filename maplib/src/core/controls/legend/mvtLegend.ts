// MvtLegend (矢量瓦片图例, MapGIS's mapgis-mvt-legend): a legend made from the map's current vector-tile style. Each
// fill, line, circle, symbol or extrusion layer of a vector source becomes an entry: one swatch, categories (match),
// classes (step) or a ramp (interpolate), read by the pure styleLegend.ts. Every entry has a checkbox: a layer's hides
// the style layer (`visibility`), a category's or class's hides those features only (a filter added to the layer's
// own, which is given back when the legend goes). It reads the style again when the style changes (styledata, a zoom
// that changes a zoom-dependent colour) and on refresh().
import type { FilterSpecification } from 'maplibre-gl';
import type { MapView } from '../../map/mapView.ts';
import { boolean, func, object, show, stringArray, type Rule } from '../../base/validateProps.ts';
import { deepEqual } from '../../util/deepEqual.ts';
import { localizedText, type LocalizedText } from '../../i18n/locale.ts';
import { LegendPanel, type LegendPanelProps } from './legendPanel.ts';
import { rampElement, rowElement, swatchElement } from './legendView.ts';
import { hideFilter, legendEntries, type StyleLayerEntry, type StyleLayerLike, type StyleLegendItem } from './styleLegend.ts';
import { batched } from '../../util/batched.ts';

/** Words for one style layer's entry: its title, and names for its categories' values and the fallback. */
export interface MvtLegendLabels {
  title?: LocalizedText;
  /** By value (a `match` label, a legacy category) or by entry key (`'c:0'` a class, `'b:1'` a case branch). */
  values?: Record<string, LocalizedText>;
  /** The fallback entry. Default 其他 / Other. */
  other?: LocalizedText;
}

export interface MvtLegendToggleEvent {
  /** The map's style layer id. */
  layer: string;
  /** The entry within the layer (`'v:China'`, `'c:1'`, `'other'`), absent for the whole layer. */
  key?: string;
  visible: boolean;
  legend: MvtLegend;
}

export interface MvtLegendProps extends LegendPanelProps {
  /** Style layer ids (as in the map) to show, in this order. Default: every fill, line, circle, symbol and extrusion layer of a vector source, top of the map first. */
  layers?: string[];
  /** Titles and value names, by style layer id. */
  labels?: Record<string, MvtLegendLabels>;
  /** Whether entries have checkboxes that hide and show what they stand for. Default true. */
  toggle?: boolean;
  /** A checkbox (or setVisible) hid or showed a layer or one of its entries. */
  onToggle?: (e: MvtLegendToggleEvent) => void;
  /** The legend was read from the style and differs from before (also the first time). */
  onUpdate?: (e: { entries: StyleLayerEntry[]; legend: MvtLegend }) => void;
}

const layersRule: Rule = (v) => (stringArray(v, {}) === undefined ? undefined : `must be an array of style layer ids, got ${show(v)}`);

const labelsRule: Rule = (v) => {
  const problem = object(v, {});
  if (problem || v === undefined) return problem;
  for (const [id, l] of Object.entries(v as Record<string, unknown>)) {
    if (typeof l !== 'object' || l === null || Array.isArray(l) || Object.keys(l).some((k) => !['title', 'values', 'other'].includes(k)))
      return `must map style layer ids to { title?, values?, other? }, got ${show({ [id]: l })}`;
  }
  return undefined;
};

export class MvtLegend extends LegendPanel<MvtLegendProps> {
  protected readonly panelClass = 'maplib-legend maplib-mvt-legend';
  private entries: StyleLayerEntry[] = [];
  /** Per style layer: the entries hidden by a filter, the filter the layer had of its own, and the one set. */
  private hidden = new Map<string, { keys: Set<string>; original: unknown; applied: unknown }>();
  /** Layers this legend hid with `visibility`, given back when it goes. */
  private hiddenLayers = new Set<string>();
  /** A move to another corner re-creates the panel: what the legend hid stays hidden through it. */
  private moving = false;

  constructor(props: MvtLegendProps = {}) {
    super('MvtLegend', { layers: layersRule, labels: labelsRule, toggle: boolean, onToggle: func, onUpdate: func }, props, 'top-left');
  }

  protected mount(view: MapView): void {
    super.mount(view);
    this.onDetach(view.on('styledata', this.schedule));
    this.onDetach(view.on('zoomend', this.schedule));
    this.read();
  }

  protected recreate(): void {
    this.moving = true;
    try {
      super.recreate();
    } finally {
      this.moving = false;
    }
  }

  protected unmount(): void {
    if (this.moving) return super.unmount();
    const map = this.view?.maplibre;
    // What the legend hid comes back with it: the layers' own filters, and the layers it switched off.
    if (map?.style) {
      for (const [id, h] of this.hidden) if (map.getLayer(id) && deepEqual(map.getFilter(id), h.applied)) map.setFilter(id, (h.original ?? null) as FilterSpecification | null);
      for (const id of this.hiddenLayers) if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', 'visible');
    }
    this.hidden.clear();
    this.hiddenLayers.clear();
    this.entries = [];
    super.unmount();
  }

  protected patch(prev: MvtLegendProps, next: MvtLegendProps): void {
    super.patch(prev, next);
    if (!deepEqual(prev.layers, next.layers)) this.read(true);
    else if (!deepEqual(prev.labels, next.labels) || prev.toggle !== next.toggle) this.redraw();
  }

  /** Reads the style again now and redraws the legend when it changed. */
  refresh(): void {
    this.read(true);
  }

  /** The legend as last read: one entry per style layer, top of the map first. */
  getEntries(): StyleLayerEntry[] {
    return this.entries;
  }

  /** Whether a style layer (`key` absent) or one of its entries is shown. */
  isVisible(layer: string, key?: string): boolean {
    const map = this.view?.maplibre;
    if (key !== undefined) return !this.hidden.get(layer)?.keys.has(key);
    return !!map?.getLayer(layer) && map.getLayoutProperty(layer, 'visibility') !== 'none';
  }

  /** Shows or hides a style layer (`key` undefined) or one of its entries, as its checkbox does; fires onToggle. */
  setVisible(layer: string, key: string | undefined, visible: boolean): void {
    const map = this.view?.maplibre;
    const entry = this.entries.find((e) => e.id === layer);
    if (!map || !entry || !map.getLayer(layer) || this.isVisible(layer, key) === visible) return;
    if (key === undefined) {
      map.setLayoutProperty(layer, 'visibility', visible ? 'visible' : 'none');
      if (visible) this.hiddenLayers.delete(layer);
      else this.hiddenLayers.add(layer);
    } else {
      const items = itemsOf(entry);
      if (!items.some((i) => i.key === key)) return;
      const h = this.hidden.get(layer) ?? { keys: new Set<string>(), original: map.getFilter(layer), applied: map.getFilter(layer) };
      if (visible) h.keys.delete(key);
      else h.keys.add(key);
      this.hidden.set(layer, h);
      this.applyFilter(layer, h, items);
    }
    this.syncCheckbox(layer, key, visible);
    this.props.onToggle?.({ layer, key, visible, legend: this });
  }

  /** Many style changes come in one go (a style load, a filter of ours): read once after them. */
  private schedule = batched(() => this.read());

  /** Reads the legend from the map's style; draws it again when it changed (or always, `force`). */
  private read(force = false): void {
    const view = this.view;
    const map = view?.maplibre;
    if (!view || view.removed || !map?.style || !view.isStyleReady()) return;
    const style = map.getStyle();
    const vectorSources = Object.entries(style.sources ?? {}).flatMap(([id, s]) => (s.type === 'vector' ? [id] : []));
    const entries = legendEntries(style.layers as StyleLayerLike[], { zoom: map.getZoom(), vectorSources, only: this.props.layers });
    this.keepFilters(entries);
    const changed = !deepEqual(entries, this.entries);
    this.entries = entries;
    if (changed || force) {
      this.redraw();
      if (changed) this.props.onUpdate?.({ entries, legend: this });
    } else {
      // Visibility set elsewhere (setLayoutProperty, a layer tree) shows in the checkboxes without a redraw.
      for (const e of entries) this.syncCheckbox(e.id, undefined, this.isVisible(e.id));
    }
  }

  /**
   * Keeps the hiding filters on after style changes: a layer whose filter is no longer the one set (a style reload, a
   * setFilter elsewhere) takes that as its own filter and gets the hidden entries added again.
   */
  private keepFilters(entries: StyleLayerEntry[]): void {
    const map = this.view!.maplibre;
    for (const [id, h] of this.hidden) {
      const entry = entries.find((e) => e.id === id);
      if (!entry || !map.getLayer(id)) {
        this.hidden.delete(id);
        continue;
      }
      const now = map.getFilter(id);
      if (!deepEqual(now, h.applied)) {
        h.original = now;
        this.applyFilter(id, h, itemsOf(entry));
      }
    }
  }

  private applyFilter(layer: string, h: { keys: Set<string>; original: unknown; applied: unknown }, items: StyleLegendItem[]): void {
    const filter = hideFilter(h.original, items, h.keys);
    h.applied = filter;
    this.view!.maplibre.setFilter(layer, (filter ?? null) as FilterSpecification | null);
    if (!h.keys.size) this.hidden.delete(layer);
  }

  private syncCheckbox(layer: string, key: string | undefined, visible: boolean): void {
    const box = this.panel?.querySelector<HTMLInputElement>(`input[data-legend-key="${CSS.escape(rowKey(layer, key))}"]`);
    if (box) box.checked = visible;
  }

  private words(text: LocalizedText | undefined): string | undefined {
    return text === undefined ? undefined : localizedText(text, this.locale);
  }

  protected sections(): Node[] {
    const toggle = this.props.toggle !== false;
    return this.entries.map((entry) => {
      const labels = this.props.labels?.[entry.id] ?? {};
      const section = document.createElement('section');
      section.className = 'maplib-legend-layer';
      const legend = entry.legend;
      const title = this.words(labels.title) ?? entry.id;
      section.append(
        rowElement({
          key: rowKey(entry.id),
          label: title,
          symbol: legend.kind === 'single' ? swatchElement(legend.swatch) : undefined,
          className: legend.kind === 'single' ? undefined : 'maplib-legend-layer-title',
          toggle: toggle ? { checked: this.isVisible(entry.id), onChange: (v) => this.setVisible(entry.id, undefined, v) } : undefined,
        }),
      );
      if (legend.kind === 'ramp') {
        section.append(rampElement(legend.stops, `${title}: ${legend.input} ${legend.stops[0].value} – ${legend.stops[legend.stops.length - 1].value}`));
      } else if (legend.kind !== 'single') {
        const list = document.createElement('ul');
        list.className = 'maplib-legend-items';
        for (const item of legend.items) {
          const li = document.createElement('li');
          li.append(
            rowElement({
              key: rowKey(entry.id, item.key),
              label: this.itemLabel(item, labels),
              symbol: swatchElement(item.swatch),
              toggle: toggle ? { checked: this.isVisible(entry.id, item.key), onChange: (v) => this.setVisible(entry.id, item.key, v) } : undefined,
            }),
          );
          list.append(li);
        }
        section.append(list);
      }
      return section;
    });
  }

  private itemLabel(item: StyleLegendItem, labels: MvtLegendLabels): string {
    if (item.other) return this.words(labels.other) ?? this.text('legend.other');
    const named = labels.values?.[item.key] ?? (item.values?.length === 1 ? labels.values?.[String(item.values[0])] : undefined);
    if (named !== undefined) return localizedText(named, this.locale);
    if (item.values && labels.values) return item.values.map((v) => this.words(labels.values![String(v)]) ?? String(v)).join(', ');
    return item.label;
  }
}

const itemsOf = (entry: StyleLayerEntry): StyleLegendItem[] => (entry.legend.kind === 'categories' || entry.legend.kind === 'classes' ? entry.legend.items : []);

/** A checkbox's key: the layer's id, and the entry's after a newline (which no id or key holds). */
const rowKey = (layer: string, key?: string) => (key === undefined ? layer : `${layer}\n${key}`);
