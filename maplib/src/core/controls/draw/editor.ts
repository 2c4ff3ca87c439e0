// Editor: MapGIS's `mapgis-edit` on MapLib's drawing engine (a DrawSession in its select mode, terra-draw loaded on
// first use). It edits one given feature (`feature`, as the original) or a set of them, such as a layer's data
// (`features`: click one to edit it): move the whole shape, drag a vertex, drag or click the handle between two
// vertices to insert one, click vertices (Shift adds) and press Delete to delete them, undo and redo (Ctrl/Cmd+Z,
// Ctrl/Cmd+Shift+Z or Ctrl+Y, methods, toolbar), snapping to other features' vertices. Every finished edit fires
// `onChange` with the feature as GeoJSON. While editing, the map pans except while a shape or vertex is dragged, and a
// double-click does not zoom (the session's interaction mode).
import type { ControlPosition } from 'maplibre-gl';
import type * as GeoJSON from 'geojson';
import type { MapView } from '../../map/mapView.ts';
import { MapLibError } from '../../base/mapLibError.ts';
import { boolean, func, number, oneOf, position, show, string, type Rule } from '../../base/validateProps.ts';
import { deepEqual } from '../../util/deepEqual.ts';
import { LOCALES, type Locale } from '../../i18n/locale.ts';
import { DrawSession, type DrawChangeAction, type DrawSessionOptions } from '../../interactions/draw/drawSession.ts';
import { checkDrawStyles, type DrawStyles } from '../../interactions/draw/drawStyles.ts';
import type { SnapOption } from '../../interactions/draw/drawModeOptions.ts';
import type { DrawnFeature, DrawnId } from '../../interactions/draw/drawFeatures.ts';
import { EDITOR_BUTTONS, EditorToolbar, type EditorControlKey } from './editorToolbar.ts';
import { SessionControl } from './sessionControl.ts';

/** A feature to edit: a GeoJSON Feature or geometry (Point, LineString, Polygon), or an object with `toGeoJSON()` (MapLib's Feature). */
export type EditableFeature = GeoJSON.Feature | GeoJSON.Point | GeoJSON.LineString | GeoJSON.Polygon | { toGeoJSON(): GeoJSON.Feature | GeoJSON.Geometry };

/** Features to edit: a FeatureCollection (a layer's data) or an array of features. */
export type EditableFeatures = GeoJSON.FeatureCollection | readonly EditableFeature[];

/** What `onChange` reports. */
export interface EditorChangeEvent {
  /** The edited feature as GeoJSON (its id and properties as given). */
  feature: GeoJSON.Feature;
  /** Every feature the editor holds, edits included: what to write back to a layer. */
  features: GeoJSON.FeatureCollection;
  /** `move` (the whole shape), `change_coordinates` (vertices dragged, inserted or deleted), `undo`, `redo`. */
  action: DrawChangeAction;
  editor: Editor;
}

export interface EditorProps {
  /** The one feature to edit (the original's prop). Watched: a new feature replaces it (and clears the history). */
  feature?: EditableFeature;
  /** Several features to edit instead, e.g. a layer's data: a click selects the one to edit. Watched like `feature`. */
  features?: EditableFeatures;
  styles?: DrawStyles;
  /** Show the toolbar (edit toggle, undo, redo, delete vertices). Default false. */
  enableControl?: boolean;
  /** Which toolbar buttons show, by key (`edit`, `undo`, `redo`, `trash`); a key left out shows. */
  controls?: Partial<Record<EditorControlKey, boolean>>;
  position?: ControlPosition;
  locale?: Locale;
  /** End editing after each change (the feature stays, not editable until `start()` or the toolbar's edit button). Default false. */
  closeEdit?: boolean;
  /** Snap a dragged vertex to other features' vertices (`{ toLine: true }`: to their edges too). Default false. */
  snapping?: SnapOption;
  keybindings?: boolean;
  touchEnabled?: boolean;
  clickBuffer?: number;
  touchBuffer?: number;
  /** Prefix of the sources and layers (`<id>-polygon`…). Default `draw-<n>`. Fixed at creation. */
  id?: string;
  /** An element of the app's own below the toolbar's buttons (React: the children). */
  content?: HTMLElement;
  onAdded?: (e: { editor: Editor; map: MapView }) => void;
  onRemoved?: () => void;
  onChange?: (e: EditorChangeEvent) => void;
  /** The feature being edited changed (`features`: a click selected another, or none). */
  onSelectionChange?: (e: { feature?: GeoJSON.Feature; editor: Editor }) => void;
  /** The picked vertices changed: their indices (a polygon's ring without its closing position). */
  onVertexSelectionChange?: (e: { indices: number[]; editor: Editor }) => void;
  /** An edit was refused (too few vertices would be left), with the reason. */
  onRefused?: (e: { reason: string; editor: Editor }) => void;
  /** Editing began or ended (`stop()`, `closeEdit`, the toolbar, another interaction mode taking the map). */
  onEditingChange?: (e: { editing: boolean; editor: Editor }) => void;
  onError?: (error: Error) => void;
}

const GEOMETRIES = ['Point', 'LineString', 'Polygon'];

/** The GeoJSON Feature an input stands for, or a sentence saying what is wrong with it. */
function featureOf(input: unknown, where: string): GeoJSON.Feature | string {
  let f = input as any;
  if (f && typeof f === 'object' && typeof f.toGeoJSON === 'function') f = f.toGeoJSON();
  if (!f || typeof f !== 'object') return `${where} must be a GeoJSON Feature or geometry, got ${show(input)}`;
  if (GEOMETRIES.includes(f.type)) f = { type: 'Feature', properties: {}, geometry: f };
  if (f.type !== 'Feature') return `${where} must be a GeoJSON Feature or geometry, got type ${show(f.type)}`;
  const type = f.geometry?.type;
  if (!GEOMETRIES.includes(type)) {
    return type?.startsWith('Multi') || type === 'GeometryCollection'
      ? `${where} is a ${type}: the Editor edits Points, LineStrings and Polygons; pass its parts as separate features (the features prop)`
      : `${where} has no Point, LineString or Polygon geometry (got ${show(type)})`;
  }
  return f;
}

function featuresOf(input: unknown): GeoJSON.Feature[] | string {
  const list = Array.isArray(input) ? input : (input as any)?.type === 'FeatureCollection' && Array.isArray((input as any).features) ? (input as any).features : undefined;
  if (!list) return `must be a FeatureCollection or an array of features, got ${show(input)}`;
  const out: GeoJSON.Feature[] = [];
  for (const [i, item] of list.entries()) {
    const f = featureOf(item, `feature ${i}`);
    if (typeof f === 'string') return `has a bad ${f}`;
    out.push(f);
  }
  return out;
}

const controlsRule: Rule = (v) => {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return `must be an object of booleans by button ({ undo: true, trash: false }), got ${show(v)}`;
  const keys = EDITOR_BUTTONS.map((b) => b.key as string);
  for (const [key, on] of Object.entries(v)) {
    if (!keys.includes(key)) return `has no button '${key}' (buttons: ${keys.join(', ')})`;
    if (typeof on !== 'boolean') return `has a bad ${key}: must be true or false, got ${show(on)}`;
  }
  return undefined;
};

const snappingRule: Rule = (v) => {
  if (v === undefined || typeof v === 'boolean') return undefined;
  if (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).every((k) => k === 'toLine') && ['undefined', 'boolean'].includes(typeof (v as any).toLine)) return undefined;
  return `must be true, false or { toLine: boolean }, got ${show(v)}`;
};

const RULES = {
  feature: (v: unknown, p: Record<string, unknown>) => {
    if (v === undefined) return p.features === undefined ? 'is required: the feature to edit (or features, for several)' : undefined;
    if (p.features !== undefined) return 'and features cannot both be given: feature edits one, features several';
    const f = featureOf(v, 'it');
    return typeof f === 'string' ? f.replace(/^it /, '') : undefined;
  },
  features: (v: unknown) => {
    if (v === undefined) return undefined;
    const f = featuresOf(v);
    return typeof f === 'string' ? f : undefined;
  },
  styles: checkDrawStyles,
  enableControl: boolean,
  controls: controlsRule,
  position,
  locale: oneOf(...LOCALES),
  closeEdit: boolean,
  snapping: snappingRule,
  keybindings: boolean,
  touchEnabled: boolean,
  clickBuffer: number(0, 100),
  touchBuffer: number(0, 100),
  id: string,
  content: (v: unknown) => (v === undefined || (typeof HTMLElement !== 'undefined' && v instanceof HTMLElement) ? undefined : `must be an HTMLElement, got ${show(v)}`),
  onAdded: func,
  onRemoved: func,
  onChange: func,
  onSelectionChange: func,
  onVertexSelectionChange: func,
  onRefused: func,
  onEditingChange: func,
  onError: func,
} satisfies Record<keyof EditorProps, Rule>;

/** Props the session reads in place. */
const SESSION_KEYS = ['styles', 'snapping', 'keybindings', 'touchEnabled', 'clickBuffer', 'touchBuffer'] as const;
const TOOLBAR_KEYS = ['enableControl', 'controls', 'position', 'locale', 'content'] as const;

export class Editor extends SessionControl<EditorProps, EditorToolbar> {
  readonly session: DrawSession;
  /** Editing is on (the session's select mode), or ended by stop(), closeEdit or another mode taking the map. */
  private editing = true;
  /** The features as given, by id: what they had that the session adds (an id, `properties.mode`) is left out again. */
  private given = new Map<DrawnId, { id: boolean; mode: boolean }>();
  /** The one feature's id (`feature`), or undefined (`features`). */
  private singleId?: DrawnId;

  constructor(props: EditorProps) {
    super('Editor', RULES, props);
    this.session = new DrawSession({ ...this.sessionOptions(props), id: props.id, owner: 'Editor' });
    this.load(props);
    this.listen();
  }

  // ---- methods -------------------------------------------------------------------------------------------------

  /** The feature being edited as GeoJSON: the one (`feature`), or the selected one (`features`; undefined when none). */
  getFeature(): GeoJSON.Feature | undefined {
    const id = this.singleId ?? this.session.selectedIds()[0];
    const f = id === undefined ? undefined : this.session.get(id);
    return f && this.out(f);
  }

  /** Every feature the editor holds, as a FeatureCollection. */
  getFeatures(): GeoJSON.FeatureCollection {
    return { type: 'FeatureCollection', features: this.session.getAll().features.map((f) => this.out(f as DrawnFeature)) };
  }

  /** Edits another feature (as a new `feature` prop does): the history starts again. */
  setFeature(feature: EditableFeature): this {
    const f = featureOf(feature, 'setFeature(): the feature');
    if (typeof f === 'string') throw new MapLibError('Editor', [f]);
    this.replace([f], true);
    return this;
  }

  /** Edits other features (as a new `features` prop does): the history starts again. */
  setFeatures(features: EditableFeatures): this {
    const list = featuresOf(features);
    if (typeof list === 'string') throw new MapLibError('Editor', [`setFeatures(): the features ${list}`]);
    this.replace(list, false);
    return this;
  }

  /** Undoes the last edit (Ctrl/Cmd+Z); false when there is none. */
  undo(): boolean {
    return this.session.undo();
  }

  /** Redoes the last undone edit (Ctrl/Cmd+Shift+Z, Ctrl+Y); false when there is none. */
  redo(): boolean {
    return this.session.redo();
  }

  canUndo(): boolean {
    return this.session.canUndo();
  }

  canRedo(): boolean {
    return this.session.canRedo();
  }

  /** The picked vertices of the feature being edited (indices; a polygon's ring without its closing position). */
  getSelectedVertices(): number[] {
    return this.session.selectedVertices();
  }

  /** Picks vertices by index, as clicks would (an empty list clears). */
  selectVertices(indices: number[]): this {
    this.session.selectVertices(indices);
    return this;
  }

  /** Deletes the picked vertices as the Delete key does: the feature after, or the reason it was refused (`onRefused` too). */
  deleteVertices(): { feature: GeoJSON.Feature } | { refused: string } {
    const r = this.session.deleteSelectedVertices();
    return 'refused' in r ? r : { feature: this.out(r.feature) };
  }

  /** With `features`: selects the feature to edit by id (editing begins if it had ended). */
  select(id: DrawnId): this {
    this.editing = true;
    this.session.select(id);
    return this;
  }

  /** Ends editing: the feature stays on the map, not editable; the map is free. */
  stop(): this {
    this.setEditing(false);
    return this;
  }

  /** Begins editing again (after `stop()` or `closeEdit`). */
  start(): this {
    this.setEditing(true);
    return this;
  }

  /** Whether the editor is editing now. */
  isEditing(): boolean {
    return this.editing;
  }

  /** Resolves once terra-draw has loaded and the editor works on its map. */
  async ready(): Promise<this> {
    if (!this.view) throw new MapLibError('Editor', ['ready() called before the component was added to a map']);
    await this.session.start(this.view);
    return this;
  }

  // ---- lifecycle ------------------------------------------------------------------------------------------------

  protected sessionReady(): void {
    this.applyEditing();
  }

  protected announceAdded(view: MapView): void {
    this.props.onAdded?.({ editor: this, map: view });
  }

  protected patch(prev: EditorProps, next: EditorProps): void {
    const changed = (keys: readonly (keyof EditorProps)[]) => keys.filter((k) => !deepEqual(prev[k], next[k]));
    const session = changed(SESSION_KEYS);
    if (session.length) this.session.update(Object.fromEntries(session.map((k) => [k, next[k]])));
    // A new feature replaces the edited one, unless it is the edited one handed back (onChange → state → prop).
    if (!deepEqual(prev.feature, next.feature) || !deepEqual(prev.features, next.features)) {
      const now = next.feature !== undefined ? [this.getFeature()] : this.getFeatures().features;
      const given = next.feature !== undefined ? [featureOf(next.feature, 'feature') as GeoJSON.Feature] : (featuresOf(next.features) as GeoJSON.Feature[]);
      if (!deepEqual(now, given) || (prev.feature === undefined) !== (next.feature === undefined)) this.load(next);
    }
    if (changed(TOOLBAR_KEYS).length) this.patchToolbar(next, (t) => t.update(this.toolbarProps(next)));
  }

  protected mountToolbar(view: MapView): void {
    this.toolbar = new EditorToolbar({ ...this.toolbarProps(this.props), onPress: (key) => this.press(key) });
    this.toolbar.attach(view);
    this.showState();
  }

  private toolbarProps(p: EditorProps) {
    return { position: p.position, locale: p.locale, content: p.content, buttons: EDITOR_BUTTONS.map((b) => b.key).filter((k) => p.controls?.[k] !== false) };
  }

  private press(key: EditorControlKey): void {
    if (key === 'undo') this.undo();
    else if (key === 'redo') this.redo();
    else if (key === 'trash') this.deleteVertices();
    else this.setEditing(!this.editing);
  }

  protected sessionOptions(p: EditorProps): DrawSessionOptions {
    return {
      modes: ['simple_select'],
      history: true,
      vertexEditing: true,
      styles: p.styles,
      snapping: p.snapping,
      keybindings: p.keybindings,
      touchEnabled: p.touchEnabled,
      clickBuffer: p.clickBuffer,
      touchBuffer: p.touchBuffer,
      // One feature stays selected: a click beside it does not end its editing.
      modeOptions: { select: { allowManualDeselection: p.features !== undefined } },
    };
  }

  // ---- the features in and out ---------------------------------------------------------------------------------

  /** Puts the props' feature(s) in the session. */
  private load(p: EditorProps): void {
    if (p.feature !== undefined) this.replace([featureOf(p.feature, 'feature') as GeoJSON.Feature], true);
    else this.replace(featuresOf(p.features) as GeoJSON.Feature[], false);
  }

  private replace(features: GeoJSON.Feature[], single: boolean): void {
    const wasSingle = this.singleId !== undefined;
    this.session.deleteAll();
    const ids = this.session.add({ type: 'FeatureCollection', features });
    this.given = new Map(features.map((f, i) => [ids[i], { id: f.id !== undefined && f.id !== null, mode: Object.hasOwn(f.properties ?? {}, 'mode') }]));
    this.singleId = single ? ids[0] : undefined;
    if (wasSingle !== single) this.session.update({ modeOptions: this.sessionOptions({ ...this.props, features: single ? undefined : [] }).modeOptions });
    if (this.session.isReady) this.applyEditing();
    this.showState();
  }

  /** A session shape as the app gave it: without an id or `properties.mode` it did not have. */
  private out(f: DrawnFeature): GeoJSON.Feature {
    const given = this.given.get(f.id);
    const properties = { ...f.properties };
    if (!given?.mode) delete properties.mode;
    const { id, ...rest } = f;
    return given && !given.id ? { ...rest, properties } : { ...rest, id, properties };
  }

  // ---- editing on and off ----------------------------------------------------------------------------------------

  private setEditing(on: boolean): void {
    if (this.editing === on) return;
    this.editing = on;
    this.applyEditing();
    this.props.onEditingChange?.({ editing: on, editor: this });
    this.showState();
  }

  /** Puts the session in the state `editing` says: the select mode with the one feature selected, or static. */
  private applyEditing(): void {
    if (!this.editing) {
      if (this.session.getMode() !== 'static') this.session.setMode('static');
      return;
    }
    if (this.session.getMode() !== 'simple_select') this.session.setMode('simple_select');
    if (this.singleId !== undefined && !this.session.selectedIds().includes(this.singleId)) this.session.select(this.singleId);
  }

  private showState(): void {
    this.toolbar?.show({ editing: this.editing, canUndo: this.canUndo(), canRedo: this.canRedo(), canDelete: this.getSelectedVertices().length > 0 });
  }

  // ---- the session's events → the props' handlers (read when the event comes) ------------------------------------

  private listen(): void {
    const s = this.session;
    s.on('change', ({ features, action }) => {
      const feature = this.out(features[0]);
      this.props.onChange?.({ feature, features: this.getFeatures(), action, editor: this });
      if (this.props.closeEdit && action !== 'undo' && action !== 'redo') queueMicrotask(() => this.setEditing(false));
    });
    s.on('selectionchange', ({ features }) => {
      if (this.singleId === undefined) this.props.onSelectionChange?.({ feature: features[0] && this.out(features[0]), editor: this });
      this.showState();
    });
    s.on('vertexselectionchange', ({ indices }) => {
      this.props.onVertexSelectionChange?.({ indices, editor: this });
      this.showState();
    });
    s.on('refused', ({ reason }) => this.props.onRefused?.({ reason, editor: this }));
    s.on('history', () => this.showState());
    // Another interaction mode took the map (measuring, drawing): editing has ended.
    s.on('modechange', ({ mode }) => {
      if (mode === 'static' && this.editing && this.session.isReady) {
        this.editing = false;
        this.props.onEditingChange?.({ editing: false, editor: this });
      }
      this.showState();
    });
    s.on('error', ({ error }) => this.props.onError?.(error));
  }
}
