// DrawSession: the drawing engine that Draw, Editor and Measure are built on. A terra-draw instance on one MapView,
// loaded lazily, whose modes run as MapLib interaction modes (view.interactions: one exclusive mode per map, owning the
// cursor, suspending map handlers, holding layers' clicks), with mapbox-gl-draw's mode names, MapLib's styles, GeoJSON
// in and out, the keyboard (Enter finishes, Esc cancels, Backspace or a right-click takes back the last vertex) and
// events with GeoJSON. It is not a map child itself: a component owns one for its whole life, starts it on a map whose
// style is loaded (mount), stops it when it leaves the map — its shapes and mode are kept for the next start, so a
// basemap switch (which drops terra-draw's layers with the style) loses nothing — and destroys it when it goes.
//
// This class is the half in maplib.js: the API, the mode and its interaction modes, the shapes while terra-draw is not
// running, the listeners. Everything that talks to terra-draw is the engine (drawEngine.ts), loaded with it.
import type * as GeoJSON from 'geojson';
import type { MapView } from '../../map/mapView.ts';
import { MapLibError } from '../../base/mapLibError.ts';
import { show } from '../../base/validateProps.ts';
import { loadLib } from '../../overlays/loadLib.ts';
import { ACCEPTED_MODE_NAMES, DRAW_MODE_NAMES, resolveDrawMode, type DrawModeInfo, type DrawModeName } from './drawModes.ts';
import type { DrawStyles } from './drawStyles.ts';
import type { RegisteredMode, SnapOption } from './drawModeOptions.ts';
import { EditHistory } from './editHistory.ts';
import type { DrawCommand } from './drawKeys.ts';
import { featureCollection, toDrawnFeature, toStoreFeatures, type DrawnFeature, type DrawnId } from './drawFeatures.ts';
import { DrawInteraction, DRAWING_MODE, SELECTING_MODE, type DrawInteractionOwner } from './drawInteraction.ts';
import type { DrawEngine, DrawEngineHost } from './drawEngine.ts';

export interface DrawSessionOptions {
  /** Prefix of terra-draw's sources and layers (`<id>-polygon`…). Default `draw-<n>`. */
  id?: string;
  /** The component the session works for, named in error messages (`Draw: changeMode(): …`). Default `'DrawSession'`. */
  owner?: string;
  /** The modes `setMode` accepts (canonical names; `static` always). Default: all. */
  modes?: readonly DrawModeName[];
  styles?: DrawStyles;
  /** Whether selected shapes can be moved and reshaped (true) or only selected and deleted (false). Default true. */
  editable?: boolean;
  /** Enter, Esc, Backspace, Delete (see drawKeys.ts). Default true. */
  keybindings?: boolean;
  /** Whether touches draw. Default true. */
  touchEnabled?: boolean;
  /** Pixels around a shape or vertex handle within which a mouse press hits it while selecting. Default 2. */
  clickBuffer?: number;
  /** The same for a finger. Default 25. */
  touchBuffer?: number;
  /** terra-draw options of single modes (`{ circle: { segments: 128 } }`), over MapLib's own. */
  modeOptions?: Partial<Record<RegisteredMode, Record<string, unknown>>>;
  /**
   * Keep an undo/redo history of the user's finished edits (shapes drawn, moved, reshaped, deleted): `undo()` /
   * `redo()`, Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z or Ctrl+Y. Shapes put in or taken out by the API clear it. Default false.
   */
  history?: boolean;
  /**
   * Editing vertices one by one (Editor): a click on a vertex of the selected shape picks it (Shift adds), Delete or
   * Backspace deletes the picked vertices (never the shape; refused with a `refused` event below a line or ring).
   */
  vertexEditing?: boolean;
  /** Snap dragged vertices to other shapes' vertices (`{ toLine: true }`: to their edges too). Default false. */
  snapping?: SnapOption;
}

/** What changed about a shape in a `change` event (mapbox-gl-draw's `draw.update` actions). */
export type DrawChangeAction = 'move' | 'change_coordinates' | 'undo' | 'redo';

export interface DrawSessionEvents {
  /** A shape was finished by the user. */
  create: { features: DrawnFeature[] };
  /** A finished shape was moved or reshaped by the user (at the end of the drag). */
  change: { features: DrawnFeature[]; action: DrawChangeAction };
  /** Shapes were deleted by the user (Delete key, a toolbar button). */
  delete: { features: DrawnFeature[] };
  /** The shape being drawn changed: a vertex added or taken back, the pointer moved. */
  drawing: { feature: DrawnFeature; mode: DrawModeName };
  /** The shape being drawn was dropped (Esc, its last vertex taken back, another mode). */
  cancel: { mode: DrawModeName };
  modechange: { mode: DrawModeName; previous: DrawModeName };
  selectionchange: { features: DrawnFeature[] };
  /** The picked vertices of the selected shape changed (`vertexEditing`): indices of its vertices (a ring's without its closing one). */
  vertexselectionchange: { indices: number[]; feature?: DrawnFeature };
  /** An edit the user asked for was refused (deleting vertices below a line's 2 or a ring's 3): why, and the shape as it stays. */
  refused: { reason: string; feature?: DrawnFeature };
  /** What undo and redo can do now (`history`). */
  history: { canUndo: boolean; canRedo: boolean };
  /** terra-draw has loaded and started: everything works from now on. */
  ready: { session: DrawSession };
  error: { error: Error };
}

const STATIC: DrawModeInfo = { name: 'static', terra: 'static', kind: 'static' };

let sessions = 0;

export class DrawSession implements DrawInteractionOwner, DrawEngineHost {
  readonly id: string;
  private options: DrawSessionOptions;
  private engine?: DrawEngine;
  private mode: DrawModeInfo = STATIC;
  private pendingMode?: DrawModeInfo;
  /** Shapes while terra-draw is not running: added before it loaded, or kept from the last stop(). */
  private pending: DrawnFeature[] = [];
  private currentView?: MapView;
  /** Bumped by every stop(): a load that finishes for an older start is dropped. */
  private generation = 0;
  private readonly drawingMode = new DrawInteraction(this, DRAWING_MODE);
  private readonly selectingMode = new DrawInteraction(this, SELECTING_MODE);
  /** Set while the session itself switches modes: an interaction ending then is not the map taken away. */
  private switching = false;
  private listeners = new Map<keyof DrawSessionEvents, Set<(event: any) => void>>();
  private starting?: Promise<this>;
  private destroyed = false;
  /** The user's finished edits as states of the shapes (`history`); kept through stop() and start(). */
  private history?: EditHistory<DrawnFeature[]>;

  constructor(options: DrawSessionOptions = {}) {
    this.id = options.id ?? `draw-${++sessions}`;
    this.options = { ...options };
  }

  /** The map the session is started on. */
  get view(): MapView | undefined {
    return this.currentView;
  }

  // ---- lifecycle ----------------------------------------------------------------------------------------------

  /**
   * Loads terra-draw (once per page) and starts it on `view`, whose style must be loaded: its sources and layers are
   * added, the shapes the session holds are put in, the mode asked for meanwhile (or the one it had at the last stop)
   * begins. Resolves with the session. Started on another map, it stops there first.
   */
  start(view: MapView): Promise<this> {
    if (this.destroyed) throw new MapLibError(this.owner, ['start() called after destroy()']);
    if (this.currentView === view && this.starting) return this.starting;
    if (this.currentView) this.stop();
    this.currentView = view;
    const generation = this.generation;
    this.starting = loadLib('terraDraw').then(
      (lib) => {
        if (generation !== this.generation || view.removed) return this;
        this.engine = lib.createDrawEngine(view, this, this.options);
        const pending = this.pending.splice(0);
        if (pending.length) this.putIn(featureCollection(pending));
        if (this.options.history && !this.history) this.history = new EditHistory(this.engine.shapes());
        const mode = this.pendingMode;
        this.pendingMode = undefined;
        if (mode) this.applyMode(mode);
        this.emit('ready', { session: this });
        return this;
      },
      (error: Error) => {
        this.emit('error', { error });
        throw error;
      },
    );
    return this.starting;
  }

  /** Whether terra-draw has loaded and started. */
  get isReady(): boolean {
    return !!this.engine;
  }

  /** The terra-draw instance (for what MapLib does not wrap), once ready. */
  get terraDraw(): DrawEngine['draw'] | undefined {
    return this.engine?.draw;
  }

  /**
   * Takes the session off its map: its mode ends, terra-draw stops (its sources, layers and listeners go; after a
   * basemap switch took the layers, only what is left goes). The finished shapes and the mode are kept for the next
   * start(); the shape being drawn is dropped. No events. Idempotent.
   */
  stop(): void {
    this.generation++;
    this.starting = undefined;
    const engine = this.engine;
    if (engine) {
      this.pending = engine.shapes();
      if (this.mode.kind !== 'static') this.pendingMode = this.mode;
    }
    this.switching = true;
    try {
      this.activeInteraction()?.deactivate();
    } finally {
      this.switching = false;
    }
    this.engine = undefined;
    this.mode = STATIC;
    engine?.stop();
    this.currentView = undefined;
  }

  /** Stops the session and forgets its shapes and listeners. Idempotent. */
  destroy(): void {
    if (this.destroyed) return;
    this.stop();
    this.destroyed = true;
    this.pending = [];
    this.pendingMode = undefined;
    this.history = undefined;
    this.listeners.clear();
  }

  // ---- events -------------------------------------------------------------------------------------------------

  /** Listens to a session event; returns the unsubscribe function. */
  on<K extends keyof DrawSessionEvents>(type: K, listener: (event: DrawSessionEvents[K]) => void): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** @internal DrawEngineHost: the engine reports through the session's listeners; the user's edits are history steps. */
  emit<K extends keyof DrawSessionEvents>(type: K, event: DrawSessionEvents[K]): void {
    if (this.history && this.engine && (type === 'create' || type === 'change' || type === 'delete')) {
      this.history.record(this.engine.shapes());
      this.notify('history', this.historyState());
    }
    this.notify(type, event);
  }

  private notify<K extends keyof DrawSessionEvents>(type: K, event: DrawSessionEvents[K]): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }

  // ---- modes --------------------------------------------------------------------------------------------------

  /** The current mode's canonical name (the one asked for, while terra-draw loads). */
  getMode(): DrawModeName {
    return (this.pendingMode ?? this.mode).name;
  }

  /** The current mode's kind: `draw`, `select` or `static`. */
  getModeKind(): DrawModeInfo['kind'] {
    return (this.pendingMode ?? this.mode).kind;
  }

  /** @internal DrawEngineHost. */
  currentMode(): DrawModeInfo {
    return this.mode;
  }

  /**
   * Switches mode by name (`draw_polygon`, `polygon`, `simple_select`, `static`…; see drawModes.ts). A drawing or
   * selecting mode takes the map from any other interaction mode; `static` gives it back. The shape being drawn is
   * dropped. Before terra-draw has loaded, the mode begins once it has.
   */
  setMode(name: string): void {
    const info = resolveDrawMode(name);
    if (!info) throw new MapLibError(this.owner, [`unknown mode ${show(name)}; use one of ${ACCEPTED_MODE_NAMES.join(', ')}`]);
    if (info.kind !== 'static' && !this.offers(info.name)) throw new MapLibError(this.owner, [`mode '${info.name}' is not among this component's modes (${this.offered().join(', ')})`]);
    if (this.destroyed || this.currentView?.removed) return;
    if (!this.engine) {
      const before = this.getMode();
      this.pendingMode = info;
      if (before !== info.name) this.emit('modechange', { mode: info.name, previous: before });
      return;
    }
    this.applyMode(info);
  }

  /** Whether `setMode` accepts a mode (by canonical name). */
  offers(name: DrawModeName): boolean {
    return name === 'static' || this.offered().includes(name);
  }

  private offered(): readonly DrawModeName[] {
    return this.options.modes ?? DRAW_MODE_NAMES;
  }

  private applyMode(info: DrawModeInfo): void {
    const engine = this.engine!;
    const previous = this.mode;
    if (previous.name === info.name) return;
    this.switching = true;
    try {
      if (info.kind === 'static') {
        this.activeInteraction()?.deactivate();
        this.mode = info;
        engine.setMode('static');
      } else {
        // Take the map first, so that the cursor terra-draw asks for when its mode starts lands on our mode.
        (info.kind === 'draw' ? this.drawingMode : this.selectingMode).activate(this.currentView!);
        this.mode = info;
        engine.setMode(info.terra);
      }
    } finally {
      this.switching = false;
    }
    this.emit('modechange', { mode: info.name, previous: previous.name });
  }

  private activeInteraction(): DrawInteraction | undefined {
    return this.drawingMode.active ? this.drawingMode : this.selectingMode.active ? this.selectingMode : undefined;
  }

  /** @internal DrawEngineHost. */
  selecting(): boolean {
    return this.selectingMode.active;
  }

  /** @internal DrawEngineHost: terra-draw's cursor onto our mode (none: crosshair while drawing, the map's otherwise). */
  setCursor(cursor: string | undefined): void {
    this.activeInteraction()?.setCursor(cursor ?? (this.mode.kind === 'draw' ? DRAWING_MODE.cursor : undefined));
  }

  /** @internal DrawInteractionOwner: our mode took the map. */
  interactionStarted(interaction: DrawInteraction, view: MapView): void {
    interaction.listenWhileActive(document, 'keydown', (e: KeyboardEvent) => this.engine?.onKey(e));
    // A finger's drag on the map is the mode's (a vertex, a shape, a freehand line): the browser must not take it for a
    // page scroll (cooperative gestures and a suspended dragPan leave the canvas `touch-action: pan-x pan-y`), which
    // would cancel the pointer mid-drag.
    const canvas = view.maplibre.getCanvas();
    const touchAction = canvas.style.touchAction;
    canvas.style.touchAction = 'none';
    interaction.whenEnded(() => (canvas.style.touchAction = touchAction));
    if (interaction === this.selectingMode) interaction.whenEnded(() => this.engine?.releaseHandlers());
  }

  /** @internal DrawInteractionOwner: our mode lost the map — to another mode, or the map going away. */
  interactionEnded(): void {
    if (this.switching) return;
    // Someone else has the map now: drop the shape being drawn and only show the shapes.
    const previous = this.mode;
    this.mode = STATIC;
    this.switching = true;
    try {
      this.engine?.setMode('static');
    } finally {
      this.switching = false;
    }
    if (previous.name !== 'static') this.emit('modechange', { mode: 'static', previous: previous.name });
  }

  // ---- keyboard commands ---------------------------------------------------------------------------------------

  /** Runs a keyboard command as if its key was pressed (a toolbar's "finish" button, a test). */
  run(command: DrawCommand): void {
    if (command === 'finish') this.finish();
    else if (command === 'cancel') this.cancel();
    else if (command === 'undo') this.undoVertex();
    else if (command === 'exit') this.setMode('static');
    else if (command === 'delete') this.deleteSelected();
    else if (command === 'deselect') this.deselect();
    else if (command === 'deleteVertices') this.deleteSelectedVertices();
    else if (command === 'clearVertices') this.selectVertices([]);
    else if (command === 'undoEdit') this.undo();
    else if (command === 'redoEdit') this.redo();
  }

  /** Whether a shape is being drawn now. */
  isDrawing(): boolean {
    return this.engine?.isDrawing() ?? false;
  }

  /** Finishes the shape being drawn, as Enter does (a line needs two vertices, a polygon three). */
  finish(): void {
    this.engine?.finish();
  }

  /** Drops the shape being drawn, as Esc does. */
  cancel(): void {
    this.engine?.cancel();
  }

  /** Takes back the last vertex of the shape being drawn (Backspace, a right-click); a shape of one vertex goes. */
  undoVertex(): void {
    this.engine?.undoVertex();
  }

  /** Undoes the user's last finished edit (with `history`): a `change` event (action `undo`); false when there is none. */
  undo(): boolean {
    return this.travel('undo');
  }

  /** Redoes the last undone edit: a `change` event (action `redo`); false when there is none. */
  redo(): boolean {
    return this.travel('redo');
  }

  canUndo(): boolean {
    return !!this.engine && !!this.history?.canUndo();
  }

  canRedo(): boolean {
    return !!this.engine && !!this.history?.canRedo();
  }

  /** Forgets the history: undo stops at the shapes as they are now. */
  clearHistory(): void {
    if (!this.history) return;
    this.history.reset(this.engine ? this.engine.shapes() : this.pending.map((f) => structuredClone(f)));
    this.notify('history', this.historyState());
  }

  private travel(way: 'undo' | 'redo'): boolean {
    const engine = this.engine;
    if (!engine || !this.history) return false;
    const state = way === 'undo' ? this.history.undo() : this.history.redo();
    if (!state) return false;
    const changed = engine.restore(structuredClone(state));
    this.notify('history', this.historyState());
    if (changed.length) this.notify('change', { features: changed.map((f) => this.get(f.id) ?? f), action: way });
    return true;
  }

  private historyState(): DrawSessionEvents['history'] {
    return { canUndo: this.canUndo(), canRedo: this.canRedo() };
  }

  // ---- vertices of the selected shape (vertexEditing) ------------------------------------------------------------

  /** The picked vertices of the selected shape: indices of its vertices (a ring's without its closing position). */
  selectedVertices(): number[] {
    return this.engine?.pickedVertices() ?? [];
  }

  /** Picks vertices of the selected shape by index, as clicks would (an empty list clears). */
  selectVertices(indices: number[]): void {
    this.engine?.pickVertices(indices);
  }

  /**
   * Deletes the picked vertices of the selected shape as the Delete key does: the shape as it is then, with a `change`
   * event; or the reason it was refused (fewer than 2 vertices left of a line, 3 of a ring; nothing picked), with a
   * `refused` event.
   */
  deleteSelectedVertices(): { feature: DrawnFeature } | { refused: string } {
    return this.engine?.deletePickedVertices() ?? { refused: 'the editor is not ready yet' };
  }

  // ---- shapes ---------------------------------------------------------------------------------------------------

  /** Every finished shape as a FeatureCollection (shapes being drawn and vertex handles left out). */
  getAll(): GeoJSON.FeatureCollection<DrawnFeature['geometry']> {
    return featureCollection(this.engine ? this.engine.shapes() : this.pending.map((f) => structuredClone(f)));
  }

  /** One finished shape by id, or undefined. */
  get(id: DrawnId): DrawnFeature | undefined {
    return this.getAll().features.find((f) => f.id === id) as DrawnFeature | undefined;
  }

  /** The selected shapes. */
  getSelected(): DrawnFeature[] {
    return this.engine?.selected() ?? [];
  }

  /** The ids of the selected shapes. */
  selectedIds(): DrawnId[] {
    return this.engine?.selectedIds() ?? [];
  }

  /**
   * Adds GeoJSON (a FeatureCollection, Feature or geometry; multi-geometries become one shape per part); a shape whose
   * id is already there replaces it. Returns the ids. No `create` event: that is for shapes the user draws.
   */
  add(geojson: unknown): DrawnId[] {
    const ids = this.putIn(geojson);
    this.clearHistory();
    return ids;
  }

  private putIn(geojson: unknown): DrawnId[] {
    const input = toStoreFeatures(geojson);
    if ('problem' in input) throw new MapLibError(this.owner, [`add(): ${input.problem}`]);
    const ids = input.features.map((f) => f.id as DrawnId);
    if (!this.engine) {
      this.pending = [...this.pending.filter((f) => !ids.includes(f.id)), ...input.features.map(toDrawnFeature)];
      return ids;
    }
    const invalid = this.engine.add(input.features);
    if (invalid.length) throw new MapLibError(this.owner, invalid.map((r) => `add(): shape ${show(r.id)} was not added: ${r.reason ?? 'invalid'}`));
    return ids;
  }

  /** Deletes shapes by id (unknown ids are skipped). No `delete` event. */
  delete(ids: DrawnId | DrawnId[]): void {
    const list = Array.isArray(ids) ? ids : [ids];
    if (this.engine) this.engine.delete(list);
    else this.pending = this.pending.filter((f) => !list.includes(f.id));
    this.clearHistory();
  }

  /** Deletes every shape (and drops the one being drawn). No `delete` event. */
  deleteAll(): void {
    this.cancel();
    this.delete(this.getAll().features.map((f) => f.id as DrawnId));
  }

  /** Deletes shapes as the user does (a toolbar button): a `delete` event tells which. Unknown ids are skipped. */
  deleteShapes(ids: DrawnId[]): void {
    this.engine?.delete(ids, true);
  }

  /** Deletes the selected shapes as the user does (the Delete key): a `delete` event tells which. */
  deleteSelected(): void {
    this.deleteShapes(this.selectedIds());
  }

  /** Selects a shape (the select mode begins). */
  select(id: DrawnId): void {
    if (this.mode.kind !== 'select') this.setMode('simple_select');
    this.engine?.select(id);
  }

  /** Lets every selected shape go. */
  deselect(): void {
    this.engine?.deselect();
  }

  // ---- options ------------------------------------------------------------------------------------------------

  /** Changes options: styles and `editable` apply to terra-draw's modes in place; the rest is read when used. */
  update(partial: Partial<DrawSessionOptions>): void {
    const changed = (Object.keys(partial) as (keyof DrawSessionOptions)[]).filter((k) => partial[k] !== this.options[k]);
    this.options = { ...this.options, ...partial };
    this.engine?.update(this.options, changed);
    // A mode no longer offered ends (or, waiting for terra-draw, is not begun).
    if (!this.offers(this.getMode())) {
      if (this.pendingMode) {
        const previous = this.pendingMode.name;
        this.pendingMode = undefined;
        this.emit('modechange', { mode: this.mode.name, previous });
      } else this.setMode('static');
    }
  }

  private get owner(): string {
    return this.options.owner ?? 'DrawSession';
  }
}
