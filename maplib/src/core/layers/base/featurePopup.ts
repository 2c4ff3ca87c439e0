// FeaturePopup: the popup thematic layers open on a feature (click or hover), with content from an HTML template
// ("{name}" becomes the feature's escaped `name` property) or from a function of the feature.
import type * as GeoJSON from 'geojson';
import type { MapLayerMouseEvent, Subscription } from 'maplibre-gl';
import { maplibregl } from '../../maplibre.ts';
import type { MapView } from '../../map/mapView.ts';
import { oneOf, show, type Rule } from '../../base/validateProps.ts';
import { onLayerClick } from './layerEvents.ts';

/** An HTML template (`'<b>{name}</b>'`) or a function of the feature returning HTML or an element (null: no popup). */
export type PopupContent = string | ((feature: GeoJSON.Feature) => string | HTMLElement | null | undefined);
export type PopupTrigger = 'click' | 'hover';

export interface FeaturePopupProps {
  popup?: PopupContent;
  popupTrigger?: PopupTrigger;
}

export const POPUP_RULES: Record<string, Rule> = {
  popup: (v) =>
    v === undefined || typeof v === 'string' || typeof v === 'function' ? undefined : `must be an HTML template string or a function (feature) => HTML, got ${show(v)}`,
  popupTrigger: oneOf('click', 'hover'),
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * Fills `{key}` placeholders with the feature's properties, HTML-escaped (a missing one becomes empty; objects are
 * shown as JSON). Pure, so it is unit-tested.
 */
export function fillTemplate(template: string, properties: Record<string, unknown> | null | undefined): string {
  return template.replace(/\{([^{}\s]+)\}/g, (_, key: string) => {
    const v = properties?.[key];
    if (v === undefined || v === null) return '';
    return escapeHtml(typeof v === 'object' ? JSON.stringify(v) : String(v));
  });
}

/** The popup content for one feature: an HTML string, an element, or null when there is nothing to show. */
export function popupContent(content: PopupContent | undefined, feature: GeoJSON.Feature): string | HTMLElement | null {
  if (content === undefined) return null;
  if (typeof content === 'string') return fillTemplate(content, feature.properties);
  return content(feature) ?? null;
}

/** What a feature table shows: a property as its heading, and which properties (in order; all without `fields`). */
export interface FeatureTableOptions {
  title?: string;
  fields?: string[];
}

export const featureTableRule: Rule = (v) => {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return `must be { title?, fields? }, got ${show(v)}`;
  const o = v as Record<string, unknown>;
  if (o.title !== undefined && typeof o.title !== 'string') return `.title must name a property (a string), got ${show(o.title)}`;
  if (o.fields !== undefined && !(Array.isArray(o.fields) && o.fields.every((f) => typeof f === 'string'))) return `.fields must be an array of property names, got ${show(o.fields)}`;
  const other = Object.keys(o).find((k) => k !== 'title' && k !== 'fields');
  return other ? `.${other} is not an option (title, fields)` : undefined;
};

/** A feature's properties as an HTML table (escaped), with the `title` property as its heading. Pure. */
export function featureTable(feature: GeoJSON.Feature, options: FeatureTableOptions = {}): string {
  const props = feature.properties ?? {};
  const keys = options.fields ?? Object.keys(props).filter((k) => k !== options.title);
  const cell = (v: unknown) => (v === undefined || v === null ? '' : escapeHtml(typeof v === 'object' ? JSON.stringify(v) : String(v)));
  const head = options.title !== undefined ? `<strong class="maplib-feature-title">${cell(props[options.title])}</strong>` : '';
  const rows = keys.map((k) => `<tr><th>${escapeHtml(k)}</th><td>${cell(props[k])}</td></tr>`).join('');
  return `<div class="maplib-feature-table">${head}<table>${rows}</table></div>`;
}

/** Where a popup for this feature goes: on a point feature's own position, else where the mouse is. */
function anchorOf(feature: GeoJSON.Feature, lngLat: [number, number]): [number, number] {
  const g = feature.geometry;
  return g?.type === 'Point' ? [g.coordinates[0], g.coordinates[1]] : lngLat;
}

/** Opens and closes one MapLibre popup for the features of some style layers, as the layer's props say. */
export class FeaturePopup {
  popup?: maplibregl.Popup;
  private subs: Subscription[] = [];
  private undo: (() => void)[] = [];
  private shownFor: unknown;

  constructor(private readonly props: () => FeaturePopupProps) {}

  /** Listens on these style layers (read at event time: a new `popup` or trigger needs no re-binding). */
  bind(view: MapView, layerIds: string[]): void {
    this.unbind();
    const map = view.maplibre;
    const trigger = () => this.props().popupTrigger ?? 'click';
    const at = (e: MapLayerMouseEvent): [number, number] => [e.lngLat.lng, e.lngLat.lat];
    // Neither trigger opens a popup while the map's active mode holds layer events (view.interactions).
    this.subs.push(
      onLayerClick(view, layerIds, (e) => {
        if (trigger() === 'click' && e.features?.[0]) this.open(view, e.features[0] as GeoJSON.Feature, at(e), true);
      }),
      map.on('mousemove', layerIds, (e) => {
        if (trigger() === 'hover' && e.features?.[0] && view.interactions.allowsLayerEvents()) this.open(view, e.features[0] as GeoJSON.Feature, at(e), false);
      }),
      map.on('mouseleave', layerIds, () => {
        if (trigger() === 'hover') this.close();
      }),
    );
    // A click anywhere closes a click popup before layer handlers run, so a click on another feature moves it.
    this.undo.push(view.onClickFirst(() => trigger() === 'click' && this.close()));
  }

  /** Opens the popup for a feature (`closeButton`: a click popup has one, a hover popup does not). */
  open(view: MapView, feature: GeoJSON.Feature, lngLat: [number, number], closeButton = true): void {
    const key = feature.id ?? JSON.stringify(feature.properties);
    if (this.popup?.isOpen() && this.shownFor === key && !closeButton) return; // hover over the same feature
    const content = popupContent(this.props().popup, feature);
    if (content === null) return this.close();
    this.close();
    const popup = new maplibregl.Popup({ closeButton, closeOnClick: false, offset: 10, maxWidth: '280px' });
    if (typeof content === 'string') popup.setHTML(content);
    else popup.setDOMContent(content);
    popup.setLngLat(anchorOf(feature, lngLat)).addTo(view.maplibre);
    this.popup = popup;
    this.shownFor = key;
  }

  close(): void {
    this.popup?.remove();
    this.popup = undefined;
    this.shownFor = undefined;
  }

  isOpen(): boolean {
    return this.popup?.isOpen() ?? false;
  }

  unbind(): void {
    this.close();
    for (const s of this.subs) s.unsubscribe();
    for (const u of this.undo) u();
    this.subs = [];
    this.undo = [];
  }
}
