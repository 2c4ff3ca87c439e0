// Legend (图例, MapGIS's mapgis-arcgis-legend and more): a legend of the map's layers. Each MapLib layer says what it
// draws (`layer.legend()`: one symbol, classes of a step, a ramp); an ArcGIS layer's MapServer is asked for its own
// legend (`legend?f=json`, one image per sublayer and class, shown with its label as alternative text). It follows the
// map's layer list (added, removed, reordered) and each layer's paint and visibility (styledata), top of the map first.
import type { MapView } from '../../map/mapView.ts';
import type { BaseLayer } from '../../layers/base/baseLayer.ts';
import type { LegendDescription } from '../../layers/base/legend.ts';
import { boolean, func, show, stringArray, type Rule } from '../../base/validateProps.ts';
import { deepEqual } from '../../util/deepEqual.ts';
import { arcgisLayerShown, arcgisLegendUrl, fetchArcgisLegend, type ArcgisLegendLayer } from '../../services/arcgis/legend.ts';
import type { ServiceToken } from '../../services/requestUrl.ts';
import { LegendPanel, type LegendPanelProps } from './legendPanel.ts';
import { imageElement, rampElement, rowElement, swatchElement, tickText } from './legendView.ts';
import { batched } from '../../util/batched.ts';

/** What a service says of its legend, once asked. */
export interface ServiceLegend {
  /** The request made (`…/MapServer/legend?f=json`). */
  url: string;
  status: 'loading' | 'ready' | 'error';
  /** The sublayers drawn (per the layer's `layers` prop) with their swatches, when ready. */
  layers?: ArcgisLegendLayer[];
  error?: string;
}

export interface LegendEntry {
  /** The MapLib layer's id. */
  id: string;
  /** Its title in the legend's locale. */
  title: string;
  /** Whether the layer is drawn (its `visible` prop). */
  visible: boolean;
  /** What the layer says it draws; undefined for rasters and services. */
  legend?: LegendDescription;
  /** An ArcGIS layer's legend from its MapServer. */
  service?: ServiceLegend;
  layer: BaseLayer<any>;
}

export interface LegendProps extends LegendPanelProps {
  /** Ids of the map's layers to show, in this order. Default: every layer of the map, top first. */
  layers?: string[];
  /** Ask ArcGIS layers' MapServers for their legends (`legend?f=json`). Default true. */
  arcgis?: boolean;
  /** List hidden layers too, greyed. Default false: a hidden layer leaves the legend until it shows again. */
  showHidden?: boolean;
  /** What the legend shows changed (a layer added, removed, hidden, restyled; a service's legend arrived). */
  onUpdate?: (e: { entries: LegendEntry[]; legend: Legend }) => void;
  /** A service's legend could not be read. */
  onError?: (e: { error: Error; layer: BaseLayer<any>; url: string; legend: Legend }) => void;
}

const ARCGIS_LAYERS = ['ArcGISMapLayer', 'ArcGISTileLayer'];

const layersRule: Rule = (v) => (stringArray(v, {}) === undefined ? undefined : `must be an array of layer ids, got ${show(v)}`);

/** The request for an ArcGIS layer's legend, or undefined for any other layer. */
function arcgisRequest(layer: BaseLayer<any>): { url: string; baseUrl: string; token?: ServiceToken; tokenParam?: string } | undefined {
  const p = layer.props as { baseUrl?: string; token?: ServiceToken; tokenParam?: string };
  if (!ARCGIS_LAYERS.includes(layer.component) || typeof p.baseUrl !== 'string') return undefined;
  return { url: arcgisLegendUrl(p.baseUrl, p), baseUrl: p.baseUrl, token: p.token, tokenParam: p.tokenParam };
}

export class Legend extends LegendPanel<LegendProps> {
  protected readonly panelClass = 'maplib-legend';
  protected readonly bodyFocusable = true;
  private entries: LegendEntry[] = [];
  /** Service legends by request URL: asked once per URL until refresh(). */
  private services = new Map<string, ServiceLegend>();
  private abort = new AbortController();

  constructor(props: LegendProps = {}) {
    super('Legend', { layers: layersRule, arcgis: boolean, showHidden: boolean, onUpdate: func, onError: func }, props, 'bottom-left');
  }

  protected mount(view: MapView): void {
    super.mount(view);
    for (const type of ['layeradd', 'layerremove', 'layerorder', 'styledata']) this.onDetach(view.on(type, this.schedule));
    // A service layer's request props (an ArcGISMapLayer's `layers`) change its source, not the style: its metadata
    // event says so (tile loads, the 'content' events, are left alone).
    this.onDetach(view.on('sourcedata', (e: { sourceDataType?: string }) => e.sourceDataType === 'metadata' && this.schedule()));
    this.abort = new AbortController();
    this.read();
  }

  protected unmount(): void {
    this.abort.abort();
    this.services.clear();
    this.entries = [];
    super.unmount();
  }

  protected patch(prev: LegendProps, next: LegendProps): void {
    super.patch(prev, next);
    if (!deepEqual(prev.layers, next.layers) || prev.arcgis !== next.arcgis || prev.showHidden !== next.showHidden) this.read(true);
  }

  /** Reads every layer's legend again, and asks the services again. */
  refresh(): void {
    this.services.clear();
    this.read(true);
  }

  /** What the legend shows now, top of the map first. */
  getEntries(): LegendEntry[] {
    return this.entries;
  }

  private schedule = batched(() => this.read());

  private read(force = false): void {
    const view = this.view;
    if (!view || view.removed) return;
    const all = [...view.layers()].reverse();
    const chosen = this.props.layers ? this.props.layers.flatMap((id) => all.filter((l) => l.id === id)) : all;
    const entries: LegendEntry[] = [];
    for (const layer of chosen) {
      const visible = (layer.props as { visible?: boolean }).visible !== false;
      if (!visible && !this.props.showHidden) continue;
      const entry: LegendEntry = { id: layer.id, title: layer.getTitle(this.locale), visible, layer };
      const legend = layer.legend();
      if (legend) entry.legend = legend;
      const request = this.props.arcgis !== false ? arcgisRequest(layer) : undefined;
      if (request) entry.service = this.serviceLegend(layer, request);
      entries.push(entry);
    }
    const changed = !sameEntries(entries, this.entries);
    this.entries = entries;
    if (changed || force) this.redraw();
    if (changed) this.props.onUpdate?.({ entries, legend: this });
  }

  /** The service's legend as known now (the sublayers the layer draws); asks for it the first time. */
  private serviceLegend(layer: BaseLayer<any>, request: NonNullable<ReturnType<typeof arcgisRequest>>): ServiceLegend {
    let known = this.services.get(request.url);
    if (!known) {
      known = { url: request.url, status: 'loading' };
      this.services.set(request.url, known);
      const signal = this.abort.signal;
      fetchArcgisLegend(request.baseUrl, { token: request.token, tokenParam: request.tokenParam, signal }).then(
        (layers) => {
          if (signal.aborted || this.services.get(request.url) !== known) return;
          this.services.set(request.url, { url: request.url, status: 'ready', layers });
          this.read();
        },
        (error: Error) => {
          if (signal.aborted || this.services.get(request.url) !== known) return;
          this.services.set(request.url, { url: request.url, status: 'error', error: error.message });
          this.read();
          if (this.props.onError) this.props.onError({ error, layer, url: request.url, legend: this });
          else console.error(`Legend: ${layer.id}: the legend of ${request.url} could not be read: ${error.message}`);
        },
      );
    }
    const sublayers = (layer.props as { layers?: string }).layers;
    return known.layers ? { ...known, layers: known.layers.filter((l) => arcgisLayerShown(layer.component === 'ArcGISMapLayer' ? sublayers : undefined, l.layerId)) } : known;
  }

  protected sections(): Node[] {
    return this.entries.map((entry) => {
      const section = document.createElement('section');
      section.className = 'maplib-legend-layer';
      const legend = entry.legend;
      const single = legend?.type === 'symbol' && !entry.service;
      section.append(
        rowElement({
          key: entry.id,
          label: entry.visible ? entry.title : `${entry.title} ${this.text('legend.hidden')}`,
          symbol: single ? swatchElement(legend.symbol) : undefined,
          dim: !entry.visible,
          className: single ? undefined : 'maplib-legend-layer-title',
        }),
      );
      if (legend?.type === 'ramp') section.append(rampElement(legend.stops, `${entry.title}: ${legend.input} ${tickText(legend.stops[0].value)} – ${tickText(legend.stops[legend.stops.length - 1].value)}`));
      const items: HTMLElement[] = [];
      if (legend?.type === 'classes') {
        for (const [i, c] of legend.classes.entries()) {
          const label = c.min === undefined ? `< ${c.max}` : c.max === undefined ? `≥ ${c.min}` : c.max === c.min + 1 ? `${c.min}` : `${c.min} – ${c.max}`;
          items.push(rowElement({ key: `${entry.id}\n${i}`, label: `${legend.property} ${label}`, symbol: swatchElement(c.symbol) }));
        }
      }
      const service = entry.service;
      if (service?.status === 'loading' || service?.status === 'error') {
        const note = document.createElement('p');
        note.className = 'maplib-legend-note';
        note.textContent = service.status === 'loading' ? this.text('legend.loading') : `${this.text('legend.failed')} ${service.error}`;
        section.append(note);
      }
      for (const sub of service?.layers ?? []) {
        for (const [i, s] of sub.legend.entries()) {
          // The service's label names the class; a sublayer drawn one way has an empty one: its name says it then.
          const label = s.label || sub.layerName;
          items.push(rowElement({ key: `${entry.id}\n${sub.layerId}\n${i}`, label: s.label && sub.legend.length > 1 ? `${sub.layerName}: ${s.label}` : label, symbol: imageElement(s.src, label, s.width, s.height) }));
        }
      }
      if (items.length) {
        const list = document.createElement('ul');
        list.className = 'maplib-legend-items';
        for (const item of items) {
          const li = document.createElement('li');
          li.append(item);
          list.append(li);
        }
        section.append(list);
      }
      return section;
    });
  }
}

/** Equal entries draw the same legend (layers compared by identity, the rest by value). */
function sameEntries(a: LegendEntry[], b: LegendEntry[]): boolean {
  return a.length === b.length && a.every((e, i) => e.layer === b[i].layer && deepEqual({ ...e, layer: undefined }, { ...b[i], layer: undefined }));
}
