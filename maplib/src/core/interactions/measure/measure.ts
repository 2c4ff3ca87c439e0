// Measure (mapgis-measure): length or area drawn on the map, shown live while drawing and kept beside the shape, on the
// sphere (geodesic), on the Web Mercator plane, or both. It runs a DrawSession (the drawing engine) in the drawing mode
// of its `measureMode`: while measuring the map does not pan or zoom on a double click; once the shape is finished
// (Enter, a double click on the last vertex, or a click on the first) the map is the map again. Its label is a DOM
// marker that follows the shape: while drawing, after edits (`edit()` with `editable`), and on unit / method changes.
import type * as GeoJSON from 'geojson';
import type { MapView } from '../../map/mapView.ts';
import { MapComponent } from '../../base/component.ts';
import { boolean, func, oneOf, required, show } from '../../base/validateProps.ts';
import { maplibregl } from '../../maplibre.ts';
import { resolveLocale, LOCALES, type Locale } from '../../i18n/locale.ts';
import { messageFor } from '../../i18n/messages.ts';
import { DrawSession } from '../draw/drawSession.ts';
import type { DrawnFeature } from '../draw/drawFeatures.ts';
import { AREA_UNIT_NAMES, LENGTH_UNIT_NAMES, measureFigures, measureLabel, type MeasureFigures, type MeasureMethod, type MeasureMode, type MeasureUnit } from './measureFigures.ts';

export interface MeasureResultEvent extends MeasureFigures {
  /** The shape's positions: a line's, or a polygon's outer ring (closed). */
  coordinates: GeoJSON.Position[];
  measure: Measure;
}

export interface MeasureProps {
  /** `'measure-length'` or `'measure-area'`. Required; a change starts a new measurement. */
  measureMode: MeasureMode;
  /** `'both'` (default), `'geography'` (on the sphere) or `'projection'` (on the Web Mercator plane). Live. */
  measureMethod?: MeasureMethod;
  /** Unit of the label: `'auto'` (default: m/km, m²/km²), `'m' | 'km' | 'mi' | 'nmi'` or `'m2' | 'km2' | 'ha' | 'mu'`. Live. */
  unit?: MeasureUnit;
  /** Whether a finished shape can be reshaped (`edit()`). Default true. Live. */
  editable?: boolean;
  /** The original's toolbar switch: MapLib's Measure has no toolbar, so only `false` is accepted (`true` throws). */
  enableControl?: boolean;
  /** Language of the label. Default: the map's `locale`. Live. */
  locale?: Locale;
  onAdded?: (e: { measure: Measure }) => void;
  /** The figures changed: while drawing (each vertex, each pointer move), after an edit. */
  onMeasureResult?: (e: MeasureResultEvent) => void;
  /** A shape was finished: its figures. */
  onMeasureCreate?: (e: MeasureResultEvent) => void;
  onRemoved?: (e: { measure: Measure }) => void;
}

const DRAW_MODE: Record<MeasureMode, 'draw_line_string' | 'draw_polygon'> = { 'measure-length': 'draw_line_string', 'measure-area': 'draw_polygon' };

const unitRule = (v: unknown, p: Record<string, unknown>) => {
  const names: readonly unknown[] = p.measureMode === 'measure-area' ? AREA_UNIT_NAMES : LENGTH_UNIT_NAMES;
  return v === undefined || names.includes(v) ? undefined : `must be one of ${names.map((n) => `'${n}'`).join(', ')} with measureMode ${JSON.stringify(p.measureMode)}, got ${JSON.stringify(v)}`;
};

let measures = 0;

export class Measure extends MapComponent<MeasureProps> {
  readonly needsStyle = true;
  protected readonly recreateKeys = ['measureMode'] as const;
  /** The drawing engine, while on a map. */
  session?: DrawSession;
  private label?: maplibregl.Marker;
  private shape?: DrawnFeature | { geometry: GeoJSON.Geometry };
  private readonly id = `measure-${++measures}`;

  constructor(props: MeasureProps) {
    super(
      'Measure',
      {
        measureMode: required(oneOf('measure-length', 'measure-area')),
        measureMethod: oneOf('both', 'geography', 'projection'),
        unit: unitRule,
        editable: boolean,
        // No toolbar: a prop that did nothing would mislead a migrating user, so `true` is refused with the way instead.
        enableControl: (v) => (v === undefined || v === false ? undefined : `is not supported: MapLib's Measure draws no toolbar; put your own buttons on start(), stop() and clear() (got ${show(v)})`),
        locale: oneOf(...LOCALES),
        onAdded: func,
        onMeasureResult: func,
        onMeasureCreate: func,
        onRemoved: func,
      },
      props,
    );
  }

  protected mount(view: MapView): void {
    const session = (this.session = new DrawSession({ id: this.id, owner: 'Measure', modes: [DRAW_MODE[this.props.measureMode], 'simple_select'], editable: this.props.editable !== false }));
    session.on('drawing', ({ feature }) => this.show(feature, 'onMeasureResult'));
    session.on('create', ({ features }) => {
      // One measurement at a time: the finished shape stays, the map is the map again (no mode holds it).
      this.show(features[0], 'onMeasureResult');
      this.show(features[0], 'onMeasureCreate');
      session.setMode('static');
    });
    session.on('change', ({ features }) => this.show(features[0], 'onMeasureResult'));
    session.on('cancel', () => this.clearLabel());
    session.setMode(DRAW_MODE[this.props.measureMode]);
    void session.start(view).catch(() => {});
    const reword = () => this.refresh();
    view.maplibre.on('localechange' as never, reword);
    this.onDetach(() => view.maplibre.off('localechange' as never, reword));
    this.props.onAdded?.({ measure: this });
  }

  protected unmount(): void {
    this.clearLabel();
    this.session?.destroy();
    this.session = undefined;
    this.props.onRemoved?.({ measure: this });
  }

  protected patch(prev: MeasureProps, next: MeasureProps): void {
    if (prev.editable !== next.editable) this.session?.update({ editable: next.editable !== false });
    this.refresh();
  }

  // ---- methods --------------------------------------------------------------------------------------------------

  /** Drops the shape and starts a new measurement (the map is held again until it is finished). */
  start(): void {
    this.clear();
    this.session?.setMode(DRAW_MODE[this.props.measureMode]);
  }

  /** Ends measuring: the shape being drawn is dropped, a finished one stays. */
  stop(): void {
    this.session?.setMode('static');
  }

  /** Removes the shape and its label (and the one being drawn). */
  clear(): void {
    this.session?.deleteAll();
    this.clearLabel();
  }

  /** Selects the finished shape for reshaping (with `editable`); the label follows the edits. */
  edit(): void {
    const id = this.session?.getAll().features[0]?.id;
    if (id !== undefined && this.props.editable !== false) this.session!.select(id as never);
  }

  /** The figures of the current shape, or undefined. */
  getResult(): MeasureResultEvent | undefined {
    return this.shape ? this.event(this.shape.geometry) : undefined;
  }

  // ---- the label -------------------------------------------------------------------------------------------------

  private event(geometry: GeoJSON.Geometry): MeasureResultEvent {
    const p = this.props;
    const coordinates = geometry.type === 'Polygon' ? geometry.coordinates[0] : geometry.type === 'LineString' ? geometry.coordinates : [];
    return { ...measureFigures(geometry, p.measureMode, p.measureMethod ?? 'both'), coordinates, measure: this };
  }

  private show(feature: { geometry: GeoJSON.Geometry }, event: 'onMeasureResult' | 'onMeasureCreate'): void {
    if (!feature) return;
    this.shape = feature;
    this.refresh();
    this.props[event]?.(this.event(feature.geometry));
  }

  /** Writes the label of the current shape again (a new unit, method, locale or shape) at its anchor. */
  private refresh(): void {
    const view = this.view;
    if (!this.shape || !view || view.removed) return;
    const e = this.event(this.shape.geometry);
    if (e.coordinates.length < 2) return this.clearLabel();
    const locale = resolveLocale(this.props.locale, view);
    if (!this.label) {
      const el = document.createElement('div');
      el.className = 'maplib-measure-label';
      el.setAttribute('role', 'status');
      // A polygon's label sits on its middle (it stays inside narrow maps); a line's beside its last vertex (the pointer).
      const area = this.props.measureMode === 'measure-area';
      this.label = new maplibregl.Marker({ element: el, anchor: area ? 'center' : 'bottom-left', offset: area ? [0, 0] : [8, -8] });
    }
    const el = this.label.getElement();
    el.setAttribute('aria-label', messageFor(locale, 'measure.label'));
    el.replaceChildren(...measureLabel(e, this.props.measureMode, this.props.unit ?? 'auto', locale).map((line) => Object.assign(document.createElement('div'), { textContent: line })));
    this.label.setLngLat(labelAnchor(e.coordinates, this.props.measureMode) as [number, number]).addTo(view.maplibre);
  }

  private clearLabel(): void {
    this.label?.remove();
    this.label = undefined;
    this.shape = undefined;
  }
}

/** Where the label sits: a line's last vertex (the pointer, while drawing); a polygon's vertex average. */
function labelAnchor(coordinates: GeoJSON.Position[], mode: MeasureMode): GeoJSON.Position {
  if (mode === 'measure-length') return coordinates[coordinates.length - 1];
  const ring = coordinates.slice(0, -1);
  return [ring.reduce((s, p) => s + p[0], 0) / ring.length, ring.reduce((s, p) => s + p[1], 0) / ring.length];
}
