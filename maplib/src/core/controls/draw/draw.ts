// Draw: MapGIS's `mapgis-draw` on MapLib's drawing engine (a DrawSession: terra-draw, loaded on first use). Points,
// lines, polygons, rectangles, circles (and circles by their radius) and freehand shapes, drawn with the mouse, a finger
// or the keyboard's Enter / Esc / Backspace; a toolbar of icon buttons (`enableControl`); events with GeoJSON; the
// shapes kept through basemap switches. The original's props keep their names; the few it cannot honour are said so on
// its page ("differences from MapGIS").
import type { ControlPosition } from 'maplibre-gl';
import type * as GeoJSON from 'geojson';
import type { MapView } from '../../map/mapView.ts';
import { MapLibError } from '../../base/mapLibError.ts';
import { boolean, func, number, oneOf, position, show, string, type Rule } from '../../base/validateProps.ts';
import { LOCALES, resolveLocale, type Locale } from '../../i18n/locale.ts';
import { messageFor } from '../../i18n/messages.ts';
import { DrawSession, type DrawChangeAction } from '../../interactions/draw/drawSession.ts';
import { ACCEPTED_MODE_NAMES, DRAW_MODE_NAMES, DRAW_MODES, resolveDrawMode, type DrawModeName } from '../../interactions/draw/drawModes.ts';
import { checkDrawStyles, DEFAULT_ACTIVE_STYLE, resolveDrawStyles, type DrawStyles } from '../../interactions/draw/drawStyles.ts';
import type { RegisteredMode } from '../../interactions/draw/drawModeOptions.ts';
import type { DrawnFeature, DrawnId } from '../../interactions/draw/drawFeatures.ts';
import { circleSize } from '../../interactions/draw/circleSize.ts';
import { DRAW_BUTTONS, DrawToolbar, type DrawControlKey } from './drawToolbar.ts';
import { SizeReadout, formatKilometres, formatSquareKilometres } from './drawSize.ts';
import { SessionControl } from './sessionControl.ts';

/** `update-radius`'s payload, as MapGIS sent it (area in km², `radiusinkm`), with the centre as [lng, lat]. */
export interface DrawRadiusEvent {
  area: number;
  radiusinkm: number;
  center: [number, number];
  feature: DrawnFeature;
}

export interface DrawProps {
  /** Prefix of the sources and layers drawn shapes use (`<id>-polygon`, …). Default `draw-<n>`. Fixed at creation. */
  id?: string;
  /** Show the toolbar. Default false. */
  enableControl?: boolean;
  /** Which toolbar buttons show, by key; a key left out follows `displayControlsDefault`. */
  controls?: Partial<Record<DrawControlKey | 'combine_features' | 'uncombine_features', boolean>>;
  /** Whether buttons `controls` does not name show. Default true. */
  displayControlsDefault?: boolean;
  /** The toolbar's corner. Default `'top-right'`. */
  position?: ControlPosition;
  /** The toolbar's language; default the map's. */
  locale?: Locale;
  /** `false` leaves a mode out; an object is terra-draw options for the mode behind the name. */
  modes?: Partial<Record<DrawModeName, boolean | Record<string, unknown>>>;
  /** The mode at mount. Default `'static'`. */
  defaultMode?: string;
  styles?: DrawStyles;
  keybindings?: boolean;
  touchEnabled?: boolean;
  clickBuffer?: number;
  touchBuffer?: number;
  editable?: boolean;
  /** After each shape the drawing ends (back to `static`). Default false: the mode stays on for the next shape. */
  closeEdit?: boolean;
  /** While a circle is drawn, show its radius and area. Default false (`draw_radius` always shows them). */
  showSize?: boolean;
  onAdded?: (e: { drawer: Draw; map: MapView }) => void;
  onRemoved?: () => void;
  onCreate?: (e: { features: DrawnFeature[]; drawer: Draw }) => void;
  onChange?: (e: { features: DrawnFeature[]; action: DrawChangeAction; drawer: Draw }) => void;
  onDelete?: (e: { features: DrawnFeature[]; drawer: Draw }) => void;
  onModeChange?: (e: { mode: DrawModeName; previous: DrawModeName; drawer: Draw }) => void;
  onSelectionChange?: (e: { features: DrawnFeature[]; drawer: Draw }) => void;
  onUpdateRadius?: (e: DrawRadiusEvent) => void;
  onError?: (error: Error) => void;
}

const CONTROL_KEYS = DRAW_BUTTONS.map((b) => b.key);
/** mapbox-gl-draw's buttons MapLib has not: hiding them is fine, asking for them is an error. */
const UNSUPPORTED_CONTROLS = ['combine_features', 'uncombine_features'];

const controlsRule: Rule = (v) => {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return `must be an object of booleans by button ({ polygon: true, trash: false }), got ${show(v)}`;
  for (const [key, on] of Object.entries(v)) {
    if (typeof on !== 'boolean') return `has a bad ${key}: must be true or false, got ${show(on)}`;
    if (UNSUPPORTED_CONTROLS.includes(key)) {
      if (on) return `cannot show ${key}: terra-draw cannot combine shapes (see the page's differences from MapGIS)`;
    } else if (!CONTROL_KEYS.includes(key as DrawControlKey)) return `has no button '${key}' (buttons: ${CONTROL_KEYS.join(', ')})`;
  }
  return undefined;
};

const modesRule: Rule = (v) => {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return `must be an object by mode name ({ draw_circle: false, draw_polygon: { … } }), got ${show(v)}`;
  for (const [name, value] of Object.entries(v)) {
    if (!DRAW_MODE_NAMES.includes(name as DrawModeName) || name === 'static') return `has no mode '${name}' (modes: ${DRAW_MODE_NAMES.filter((m) => m !== 'static').join(', ')})`;
    if (typeof value !== 'boolean' && (typeof value !== 'object' || value === null || Array.isArray(value))) return `has a bad ${name}: must be true, false or an object of terra-draw options, got ${show(value)}`;
  }
  return undefined;
};

const RULES = {
  id: string,
  enableControl: boolean,
  controls: controlsRule,
  displayControlsDefault: boolean,
  position,
  locale: oneOf(...LOCALES),
  modes: modesRule,
  defaultMode: (v: unknown, p: Record<string, unknown>) => {
    if (v === undefined) return undefined;
    const info = typeof v === 'string' ? resolveDrawMode(v) : undefined;
    if (!info) return `must be a mode name (${ACCEPTED_MODE_NAMES.join(', ')}), got ${show(v)}`;
    return (p.modes as DrawProps['modes'])?.[info.name] === false ? `is '${info.name}', which modes leaves out` : undefined;
  },
  styles: checkDrawStyles,
  keybindings: boolean,
  touchEnabled: boolean,
  clickBuffer: number(0, 100),
  touchBuffer: number(0, 100),
  editable: boolean,
  closeEdit: boolean,
  showSize: boolean,
  onAdded: func,
  onRemoved: func,
  onCreate: func,
  onChange: func,
  onDelete: func,
  onModeChange: func,
  onSelectionChange: func,
  onUpdateRadius: func,
  onError: func,
} satisfies Record<keyof DrawProps, Rule>;

/** The modes a `modes` prop leaves on (canonical names). */
function offeredModes(modes: DrawProps['modes']): DrawModeName[] {
  return DRAW_MODE_NAMES.filter((name) => modes?.[name] !== false);
}

/** terra-draw options from the `modes` prop's objects, by the terra-draw mode behind each name. */
function modeOptionsOf(modes: DrawProps['modes']): Partial<Record<RegisteredMode, Record<string, unknown>>> {
  const out: Partial<Record<RegisteredMode, Record<string, unknown>>> = {};
  for (const [name, value] of Object.entries(modes ?? {})) {
    if (typeof value !== 'object') continue;
    const terra = DRAW_MODES[name as DrawModeName] as RegisteredMode;
    out[terra] = { ...out[terra], ...value };
  }
  return out;
}

/** The toolbar's buttons: those `controls` (else `displayControlsDefault`) shows, whose modes are offered. */
export function toolbarButtons(p: DrawProps): DrawControlKey[] {
  const offered = offeredModes(p.modes);
  return DRAW_BUTTONS.filter((b) => (p.controls?.[b.key] ?? p.displayControlsDefault ?? true) && (!b.mode || offered.includes(b.mode))).map((b) => b.key);
}

/** Props the session reads (in place, on a live one). */
const SESSION_KEYS = ['styles', 'editable', 'keybindings', 'touchEnabled', 'clickBuffer', 'touchBuffer'] as const;
const TOOLBAR_KEYS = ['enableControl', 'controls', 'displayControlsDefault', 'position', 'locale', 'modes'] as const;

export class Draw extends SessionControl<DrawProps, DrawToolbar> {
  /** A new set of modes means new terra-draw modes: the session starts again (its shapes stay). */
  protected readonly recreateKeys = ['modes'] as const;
  readonly session: DrawSession;
  private size?: SizeReadout;
  /** Where the pointer is while a circle is drawn: the radius line ends there. */
  private pointer?: [number, number];
  private startedOnce = false;

  constructor(props: DrawProps = {}) {
    super('Draw', RULES, props);
    this.session = new DrawSession({ ...this.sessionOptions(props), id: props.id, owner: 'Draw' });
    this.listen();
  }

  // ---- methods (mapbox-gl-draw's names) ----------------------------------------------------------------------

  /** Switches mode: `draw_polygon`, `simple_select`, `static`… (terra-draw's names too). */
  changeMode(mode: string): void {
    this.session.setMode(mode);
  }

  getMode(): DrawModeName {
    return this.session.getMode();
  }

  /** Every finished shape as a FeatureCollection. */
  getAll(): GeoJSON.FeatureCollection<DrawnFeature['geometry']> {
    return this.session.getAll();
  }

  get(id: DrawnId): DrawnFeature | undefined {
    return this.session.get(id);
  }

  getSelected(): GeoJSON.FeatureCollection<DrawnFeature['geometry']> {
    return { type: 'FeatureCollection', features: this.session.getSelected() };
  }

  /** Adds GeoJSON (Feature, FeatureCollection or geometry); returns the ids. A shape with a present id replaces it. */
  add(geojson: unknown): DrawnId[] {
    return this.session.add(geojson);
  }

  delete(ids: DrawnId | DrawnId[]): this {
    this.session.delete(ids);
    return this;
  }

  deleteAll(): this {
    this.session.deleteAll();
    return this;
  }

  /**
   * The toolbar's delete button: drops the shape being drawn, else deletes the selected shapes, else every shape,
   * with an `onDelete` event.
   */
  trash(): this {
    if (this.session.isDrawing()) this.session.cancel();
    else {
      const selected = this.session.selectedIds();
      this.session.deleteShapes(selected.length ? selected : this.session.getAll().features.map((f) => f.id as DrawnId));
    }
    return this;
  }

  /** Resolves once terra-draw has loaded and the component works on its map. */
  async ready(): Promise<this> {
    if (!this.view) throw new MapLibError('Draw', ['ready() called before the component was added to a map']);
    await this.session.start(this.view);
    return this;
  }

  // ---- lifecycle ------------------------------------------------------------------------------------------------

  protected mount(view: MapView): void {
    super.mount(view);
    if (!this.startedOnce) {
      this.startedOnce = true;
      const first = this.props.defaultMode;
      if (first && resolveDrawMode(first)!.kind !== 'static') this.session.setMode(first);
    }
    const line = resolveDrawStyles(this.props.styles).active.lineColor;
    this.size = new SizeReadout(view, this.session.id, typeof line === 'string' ? line : (DEFAULT_ACTIVE_STYLE.lineColor as string));
    // The pointer as terra-draw sees it (pointer events on the canvas, also while a button is held for a drag).
    const canvas = view.maplibre.getCanvas();
    const follow = (e: PointerEvent) => {
      const box = view.container.getBoundingClientRect();
      this.pointer = view.unproject([e.clientX - box.left, e.clientY - box.top]);
    };
    canvas.addEventListener('pointermove', follow);
    this.onDetach(() => canvas.removeEventListener('pointermove', follow));
  }

  protected unmount(): void {
    this.size?.hide();
    this.size = undefined;
    super.unmount();
  }

  protected announceAdded(view: MapView): void {
    this.props.onAdded?.({ drawer: this, map: view });
  }

  protected patch(prev: DrawProps, next: DrawProps): void {
    const changed = (keys: readonly (keyof DrawProps)[]) => keys.filter((k) => prev[k] !== next[k]);
    const session = changed(SESSION_KEYS);
    if (session.length) this.session.update(Object.fromEntries(session.map((k) => [k, next[k]])));
    if (changed(TOOLBAR_KEYS).length) this.patchToolbar(next, (t) => t.update({ position: next.position, locale: next.locale, buttons: toolbarButtons(next) }));
    if (prev.showSize && !next.showSize && this.session.getMode() !== 'draw_radius') this.size?.hide();
  }

  protected mountToolbar(view: MapView): void {
    const toolbar = (this.toolbar = new DrawToolbar({
      position: this.props.position,
      locale: this.props.locale,
      buttons: toolbarButtons(this.props),
      onMode: (mode) => this.session.setMode(mode),
      onTrash: () => this.trash(),
    }));
    toolbar.showMode(this.session.getMode());
    toolbar.attach(view);
  }

  /** The session's options from the props (`modes` as the names offered and terra-draw options by mode). */
  protected sessionOptions(p: DrawProps) {
    return {
      styles: p.styles,
      editable: p.editable,
      keybindings: p.keybindings,
      touchEnabled: p.touchEnabled,
      clickBuffer: p.clickBuffer,
      touchBuffer: p.touchBuffer,
      modes: offeredModes(p.modes),
      modeOptions: modeOptionsOf(p.modes),
    };
  }

  // ---- the session's events → the props' handlers (read when the event comes) ------------------------------------

  private listen(): void {
    const s = this.session;
    s.on('create', ({ features }) => {
      this.size?.hide();
      this.props.onCreate?.({ features, drawer: this });
      for (const f of features) this.reportRadius(f);
      // After terra-draw has finished its own work on this shape.
      if (this.props.closeEdit) queueMicrotask(() => this.session.getModeKind() === 'draw' && this.session.setMode('static'));
    });
    s.on('change', ({ features, action }) => {
      this.props.onChange?.({ features, action, drawer: this });
      for (const f of features) this.reportRadius(f);
    });
    s.on('delete', ({ features }) => this.props.onDelete?.({ features, drawer: this }));
    s.on('selectionchange', ({ features }) => this.props.onSelectionChange?.({ features, drawer: this }));
    s.on('modechange', ({ mode, previous }) => {
      this.toolbar?.showMode(mode);
      this.size?.hide();
      this.props.onModeChange?.({ mode, previous, drawer: this });
    });
    s.on('drawing', ({ feature, mode }) => {
      const radius = this.reportRadius(feature);
      if (!radius || !(this.props.showSize || mode === 'draw_radius')) return;
      const words = (key: 'draw.radiusLabel' | 'draw.areaLabel') => messageFor(this.locale, key);
      const label = `${words('draw.radiusLabel')} ${formatKilometres(radius.radiusinkm)} · ${words('draw.areaLabel')} ${formatSquareKilometres(radius.area)}`;
      this.size?.show({ center: radius.center, radiusKm: radius.radiusinkm, areaKm2: radius.area }, this.pointer ?? (feature.geometry.coordinates[0] as [number, number][])[0], label);
    });
    s.on('cancel', () => this.size?.hide());
    s.on('error', ({ error }) => this.props.onError?.(error));
  }

  /** `onUpdateRadius` for a circle; returns what it reported (nothing for other shapes). */
  private reportRadius(feature: DrawnFeature): DrawRadiusEvent | undefined {
    if (feature.properties?.mode !== 'circle' || feature.geometry.type !== 'Polygon') return undefined;
    const size = circleSize(feature.geometry.coordinates);
    const event = { area: size.areaKm2, radiusinkm: size.radiusKm, center: size.center, feature };
    this.props.onUpdateRadius?.(event);
    return event;
  }

  /** The language of the size label: the `locale` prop, else the map's. */
  private get locale(): Locale {
    return resolveLocale(this.props.locale, this.view);
  }
}
