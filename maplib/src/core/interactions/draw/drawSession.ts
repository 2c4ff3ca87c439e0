// DrawSession: the drawing engine that Draw, Editor and Measure are built on. A terra-draw instance on one MapView,
// loaded lazily, whose modes run as MapLib interaction modes (view.interactions: one exclusive mode per map, owning the
// cursor, suspending map handlers, holding layers' clicks), with mapbox-gl-draw's mode names, MapLib's styles, GeoJSON
// in and out, the keyboard (Enter finishes, Esc cancels, Backspace or a right-click takes back the last vertex) and
// events with GeoJSON. It is not a map child itself: a component owns one, starts it once the map's style is loaded,
// and destroys it when it goes.
import type * as GeoJSON from 'geojson';
import type { MapView } from '../../map/mapView.ts';
import { MapLibError } from '../../base/mapLibError.ts';
import { show } from '../../base/validateProps.ts';
import { loadLib } from '../../overlays/loadLib.ts';
import { ACCEPTED_MODE_NAMES, DRAW_MODE_NAMES, resolveDrawMode, type DrawModeInfo, type DrawModeName } from './drawModes.ts';
import { resolveDrawStyles, type DrawStyles } from './drawStyles.ts';
import { REGISTERED_MODES, selectFlags, terraModeOptions, type RegisteredMode } from './drawModeOptions.ts';
import { drawKeyCommand, keyIsForMap, type DrawCommand } from './drawKeys.ts';
import { featureCollection, isBeingDrawn, isGuidance, newDrawnId, toDrawnFeature, toStoreFeatures, type DrawnFeature, type DrawnId } from './drawFeatures.ts';
import { DrawInteraction, DRAWING_MODE, SELECTING_MODE, type DrawInteractionOwner } from './drawInteraction.ts';
import type { TerraDrawHandle } from './terraDrawLib.ts';

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
  /** Keep an undo/redo history of finished edits: `undo()` / `redo()`. Default false. */
  history?: boolean;
}

/** What changed about a shape in a `change` event (mapbox-gl-draw's `draw.update` actions). */
export type DrawChangeAction = 'move' | 'change_coordinates';

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
  /** terra-draw has loaded and started: everything works from now on. */
  ready: { session: DrawSession };
  error: { error: Error };
}

type Listener<K extends keyof DrawSessionEvents> = (event: DrawSessionEvents[K]) => void;

const STATIC: DrawModeInfo = { name: 'static', terra: 'static', kind: 'static' };
/** Map handlers held off while a shape is dragged in the select mode. */
const DRAG_HANDLERS = ['dragPan', 'dragRotate'] as const;

let sessions = 0;

export class DrawSession implements DrawInteractionOwner {
  readonly id: string;
  private options: DrawSessionOptions;
  private handle?: TerraDrawHandle;
  private mode: DrawModeInfo = STATIC;
  private pendingMode?: DrawModeInfo;
  /** Shapes added before terra-draw loaded. */
  private pending: DrawnFeature[] = [];
  /** The finished shapes as last seen: what a `delete` event reports of shapes already gone from terra-draw. */
  private known = new Map<DrawnId, DrawnFeature>();
  /** The id of the shape being drawn, if any. */
  private drawingId?: DrawnId;
  private readonly drawingMode = new DrawInteraction(this, DRAWING_MODE);
  private readonly selectingMode = new DrawInteraction(this, SELECTING_MODE);
  /** Set while the session itself switches modes: an interaction ending then is not the map taken away. */
  private switching = false;
  /** Set while an API call changes the store: no user events for it. */
  private quiet = 0;
  /** Handlers the select mode turned off during a drag, to turn on again. */
  private heldHandlers = new Set<(typeof DRAG_HANDLERS)[number]>();
  private listeners = new Map<keyof DrawSessionEvents, Set<(event: any) => void>>();
  private starting?: Promise<this>;
  /** The select mode's hit distance in use. */
  private selectDistance?: number;
  private destroyed = false;

  constructor(
    readonly view: MapView,
    options: DrawSessionOptions = {},
  ) {
    this.id = options.id ?? `draw-${++sessions}`;
    this.options = { ...options };
  }

  // ---- lifecycle ----------------------------------------------------------------------------------------------

  /**
   * Loads terra-draw (once per page) and starts it on the map, whose style must be loaded: its sources and layers are
   * added, shapes added meanwhile are put in, a mode asked for meanwhile begins. Resolves with the session.
   */
  start(): Promise<this> {
    this.starting ??= loadLib('terraDraw').then(
      (lib) => {
        if (this.destroyed || this.view.removed) return this;
        const o = this.options;
        const handle = lib.createTerraDraw({
          map: this.view.maplibre,
          prefix: this.id,
          modes: terraModeOptions({ styles: o.styles, editable: o.editable, modeOptions: o.modeOptions, pointerDistance: (this.selectDistance = this.hitDistance('mouse')) }),
          hooks: {
            setCursor: (cursor) => this.activeInteraction()?.setCursor(cursor ?? (this.mode.kind === 'draw' ? DRAWING_MODE.cursor : undefined)),
            setDraggability: (enabled) => this.setDraggability(enabled),
            acceptsPointer: (type) => type !== 'touch' || this.options.touchEnabled !== false,
            pointerDown: (type) => this.pointerDown(type),
            rightClickWhileDrawing: () => (this.undoVertex(), true),
          },
          newId: newDrawnId,
          history: o.history,
        });
        this.handle = handle;
        this.wire(handle);
        const pending = this.pending.splice(0);
        if (pending.length) this.add(featureCollection(pending));
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
    return !!this.handle;
  }

  /** The terra-draw instance (for what MapLib does not wrap), once ready. */
  get terraDraw(): TerraDrawHandle['draw'] | undefined {
    return this.handle?.draw;
  }

  /**
   * Ends the session's mode, stops terra-draw (its sources, layers and listeners go) and forgets every listener.
   * Idempotent. After a basemap switch took terra-draw's layers, only what is left goes.
   */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.switching = true;
    try {
      this.activeInteraction()?.deactivate();
    } finally {
      this.switching = false;
    }
    this.releaseHandlers();
    this.handle?.draw.stop();
    this.handle = undefined;
    this.listeners.clear();
    this.known.clear();
  }

  // ---- events -------------------------------------------------------------------------------------------------

  /** Listens to a session event; returns the unsubscribe function. */
  on<K extends keyof DrawSessionEvents>(type: K, listener: Listener<K>): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  private emit<K extends keyof DrawSessionEvents>(type: K, event: DrawSessionEvents[K]): void {
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

  /**
   * Switches mode by name (`draw_polygon`, `polygon`, `simple_select`, `static`…; see drawModes.ts). A drawing or
   * selecting mode takes the map from any other interaction mode; `static` gives it back. The shape being drawn is
   * dropped. Before terra-draw has loaded, the mode begins once it has.
   */
  setMode(name: string): void {
    const info = resolveDrawMode(name);
    if (!info) throw new MapLibError(this.owner, [`unknown mode ${show(name)}; use one of ${ACCEPTED_MODE_NAMES.join(', ')}`]);
    if (info.kind !== 'static' && !this.offers(info.name)) throw new MapLibError(this.owner, [`mode '${info.name}' is not among this component's modes (${this.offered().join(', ')})`]);
    if (this.destroyed || this.view.removed) return;
    if (!this.handle) {
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
    const handle = this.handle!;
    const previous = this.mode;
    if (previous.name === info.name) return;
    this.switching = true;
    try {
      if (info.kind === 'static') {
        this.activeInteraction()?.deactivate();
        handle.draw.setMode('static');
      } else {
        // Take the map first, so that the cursor terra-draw asks for when its mode starts lands on our mode.
        (info.kind === 'draw' ? this.drawingMode : this.selectingMode).activate(this.view);
        this.mode = info;
        handle.draw.setMode(info.terra);
      }
    } finally {
      this.switching = false;
    }
    this.mode = info;
    this.emit('modechange', { mode: info.name, previous: previous.name });
  }

  private activeInteraction(): DrawInteraction | undefined {
    return this.drawingMode.active ? this.drawingMode : this.selectingMode.active ? this.selectingMode : undefined;
  }

  /** @internal DrawInteractionOwner: our mode took the map. */
  interactionStarted(interaction: DrawInteraction, view: MapView): void {
    interaction.listenWhileActive(document, 'keydown', (e: KeyboardEvent) => this.onKey(e));
    if (interaction === this.selectingMode) interaction.whenEnded(() => this.releaseHandlers());
    void view;
  }

  /** @internal DrawInteractionOwner: our mode lost the map — to another mode, or the map going away. */
  interactionEnded(_interaction: DrawInteraction): void {
    if (this.switching) return;
    // Someone else has the map now: drop the shape being drawn and only show the shapes.
    this.switching = true;
    try {
      this.handle?.draw.setMode('static');
    } finally {
      this.switching = false;
    }
    const previous = this.mode;
    this.mode = STATIC;
    if (previous.name !== 'static') this.emit('modechange', { mode: 'static', previous: previous.name });
  }

  // The select mode asks the map to hold still while a shape or vertex is dragged, and to move again after.
  private setDraggability(enabled: boolean): void {
    if (!enabled && this.selectingMode.active) {
      const map = this.view.maplibre;
      for (const name of DRAG_HANDLERS) {
        if (map[name].isEnabled()) {
          map[name].disable();
          this.heldHandlers.add(name);
        }
      }
    } else if (enabled) {
      this.releaseHandlers();
    }
  }

  private releaseHandlers(): void {
    if (this.view.removed) return this.heldHandlers.clear();
    for (const name of this.heldHandlers) this.view.maplibre[name].enable();
    this.heldHandlers.clear();
  }

  // A press starts: the select mode's hit distance follows the pointer (a finger is less precise than a mouse).
  private pointerDown(pointerType: string): void {
    const distance = this.hitDistance(pointerType);
    if (this.mode.kind !== 'select' || distance === this.selectDistance) return;
    this.selectDistance = distance;
    this.handle?.draw.updateModeOptions('select' as any, { pointerDistance: distance } as any);
  }

  /** The select mode's hit distance for a pointer type: the buffer plus the vertex handle's radius (as mapbox-gl-draw). */
  private hitDistance(pointerType: string): number {
    const o = this.options;
    const buffer = pointerType === 'touch' ? (o.touchBuffer ?? 25) : (o.clickBuffer ?? 2);
    const radius = resolveDrawStyles(o.styles).active.vertexRadius;
    return buffer + (typeof radius === 'number' ? radius : 4);
  }

  // ---- keyboard and commands ---------------------------------------------------------------------------------

  private onKey(e: KeyboardEvent): void {
    if (this.options.keybindings === false || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    // The focused element itself, also when the map is inside a shadow root (a docs demo): at the document, e.target is
    // the shadow host, outside the map's container.
    const target = (e.composedPath?.()[0] ?? e.target) as Element | null;
    if (!keyIsForMap(target, this.view.container, e.key)) return;
    const command = drawKeyCommand(e.key, { kind: this.mode.kind, drawing: this.isDrawing(), selected: this.selectedIds().length > 0 });
    if (!command || (e.repeat && command !== 'undo')) return;
    e.preventDefault();
    this.run(command);
  }

  /** Runs a keyboard command as if its key was pressed (a toolbar's "finish" button, a test). */
  run(command: DrawCommand): void {
    if (command === 'finish') this.finish();
    else if (command === 'cancel') this.cancel();
    else if (command === 'undo') this.undoVertex();
    else if (command === 'exit') this.setMode('static');
    else if (command === 'delete') this.deleteSelected();
    else if (command === 'deselect') this.deselect();
  }

  /** Whether a shape is being drawn now. */
  isDrawing(): boolean {
    return this.handle?.draw.getModeState() === 'drawing';
  }

  /** Finishes the shape being drawn, as Enter does (a line needs two vertices, a polygon three). */
  finish(): void {
    if (this.isDrawing()) this.handle!.keyUp('Enter');
  }

  /** Drops the shape being drawn, as Esc does. */
  cancel(): void {
    if (this.isDrawing()) this.handle!.keyUp('Escape');
  }

  /** Takes back the last vertex of the shape being drawn (Backspace, a right-click); a shape of one vertex goes. */
  undoVertex(): void {
    if (!this.isDrawing()) return;
    const mode = this.handle!.modes[this.mode.terra as RegisteredMode];
    // Lines and polygons keep a history of their vertices; a rectangle, circle or freehand shape has one press to undo.
    if (typeof mode?.undo === 'function') mode.undo();
    else this.cancel();
  }

  /** Undoes the last finished edit (with `history`); false when there is none. */
  undo(): boolean {
    return this.handle?.draw.undo() ?? false;
  }

  redo(): boolean {
    return this.handle?.draw.redo() ?? false;
  }

  // ---- shapes ---------------------------------------------------------------------------------------------------

  /** Every finished shape as a FeatureCollection (shapes being drawn and vertex handles left out). */
  getAll(): GeoJSON.FeatureCollection<DrawnFeature['geometry']> {
    if (!this.handle) return featureCollection(this.pending.map((f) => structuredClone(f)));
    return featureCollection(this.shapes().map(toDrawnFeature));
  }

  /** One finished shape by id, or undefined. */
  get(id: DrawnId): DrawnFeature | undefined {
    return this.getAll().features.find((f) => f.id === id) as DrawnFeature | undefined;
  }

  /** The selected shapes. */
  getSelected(): DrawnFeature[] {
    return this.shapes()
      .filter((f) => f.properties.selected)
      .map(toDrawnFeature);
  }

  private shapes() {
    return (this.handle?.draw.getSnapshot() ?? []).filter((f: any) => !isGuidance(f) && !isBeingDrawn(f)) as any[];
  }

  private selectedIds(): DrawnId[] {
    return this.shapes()
      .filter((f) => f.properties.selected)
      .map((f) => f.id as DrawnId);
  }

  /**
   * Adds GeoJSON (a FeatureCollection, Feature or geometry; multi-geometries become one shape per part); a shape whose
   * id is already there replaces it. Returns the ids. No `create` event: that is for shapes the user draws.
   */
  add(geojson: unknown): DrawnId[] {
    const input = toStoreFeatures(geojson);
    if ('problem' in input) throw new MapLibError(this.owner, [`add(): ${input.problem}`]);
    const ids = input.features.map((f) => f.id as DrawnId);
    if (!this.handle) {
      this.pending = [...this.pending.filter((f) => !ids.includes(f.id)), ...input.features.map(toDrawnFeature)];
      return ids;
    }
    const draw = this.handle.draw;
    const invalid = this.quietly(() => {
      const existing = ids.filter((id) => draw.hasFeature(id as string));
      if (existing.length) draw.removeFeatures(existing as string[]);
      return draw.addFeatures(input.features as any).filter((r) => !r.valid);
    });
    for (const id of ids) {
      const raw = draw.getSnapshotFeature(id as string);
      if (raw) this.known.set(id, toDrawnFeature(raw as any));
    }
    if (invalid.length) throw new MapLibError(this.owner, invalid.map((r) => `add(): shape ${show(r.id)} was not added: ${r.reason ?? 'invalid'}`));
    return ids;
  }

  /** Deletes shapes by id (unknown ids are skipped). No `delete` event. */
  delete(ids: DrawnId | DrawnId[]): void {
    const list = Array.isArray(ids) ? ids : [ids];
    if (!this.handle) {
      this.pending = this.pending.filter((f) => !list.includes(f.id));
      return;
    }
    const draw = this.handle.draw;
    const present = list.filter((id) => draw.hasFeature(id as string));
    this.quietly(() => present.length && draw.removeFeatures(present as string[]));
    for (const id of present) this.known.delete(id);
  }

  /** Deletes every shape (and drops the one being drawn). No `delete` event. */
  deleteAll(): void {
    this.cancel();
    this.delete(this.shapes().map((f) => f.id as DrawnId));
    this.pending = [];
  }

  /** Deletes the selected shapes as the user does (Delete key, a toolbar button): a `delete` event tells which. */
  deleteSelected(): void {
    const ids = this.selectedIds();
    if (!ids.length || !this.handle) return;
    this.handle.draw.removeFeatures(ids as string[]);
  }

  /** Selects a shape (the select mode begins). */
  select(id: DrawnId): void {
    if (this.mode.kind !== 'select') this.setMode('simple_select');
    if (this.handle?.draw.hasFeature(id as string)) this.handle.draw.selectFeature(id as string);
  }

  /** Lets every selected shape go. */
  deselect(): void {
    for (const id of this.selectedIds()) this.handle?.draw.deselectFeature(id as string);
  }

  // ---- options ------------------------------------------------------------------------------------------------

  /** Changes options on the live session: styles and `editable` apply to terra-draw's modes in place. */
  update(partial: Partial<DrawSessionOptions>): void {
    const prev = this.options;
    this.options = { ...prev, ...partial };
    const draw = this.handle?.draw;
    if (!draw) return;
    if ('styles' in partial || 'modeOptions' in partial || 'editable' in partial) {
      const next = terraModeOptions({ styles: this.options.styles, editable: this.options.editable, modeOptions: this.options.modeOptions });
      for (const mode of REGISTERED_MODES) draw.updateModeOptions(mode as any, { styles: next[mode].styles } as any);
      if (prev.editable !== this.options.editable) draw.updateModeOptions('select' as any, { flags: selectFlags(this.options.editable !== false) } as any);
    }
    if (this.options.modes && !this.offers(this.mode.name)) this.setMode('static');
  }

  // ---- terra-draw's events → the session's ------------------------------------------------------------------------

  private wire(handle: TerraDrawHandle): void {
    const draw = handle.draw;
    const snapshot = (id: DrawnId) => draw.getSnapshotFeature(id as string) as any;
    draw.on('finish', (id, context) => {
      const raw = snapshot(id);
      if (!raw) return;
      const feature = toDrawnFeature(raw);
      this.known.set(id, feature);
      if (this.drawingId === id) this.drawingId = undefined;
      if (context.action === 'draw') this.emit('create', { features: [feature] });
      else this.emit('change', { features: [feature], action: context.action === 'dragFeature' ? 'move' : 'change_coordinates' });
    });
    draw.on('change', (ids, type) => {
      if (type === 'delete') {
        if (this.drawingId !== undefined && ids.includes(this.drawingId as string)) {
          this.drawingId = undefined;
          this.emit('cancel', { mode: this.mode.name });
        }
        const gone = ids.map((id) => this.known.get(id)).filter((f): f is DrawnFeature => !!f);
        for (const id of ids) this.known.delete(id);
        if (gone.length && !this.quiet) this.emit('delete', { features: gone });
        return;
      }
      if (type !== 'create' && type !== 'update') return;
      for (const id of ids) {
        const raw = snapshot(id);
        if (!raw || isGuidance(raw) || !isBeingDrawn(raw)) continue;
        this.drawingId = id;
        this.emit('drawing', { feature: toDrawnFeature(raw), mode: this.mode.name });
      }
    });
    const selection = () => this.emit('selectionchange', { features: this.getSelected() });
    draw.on('select', selection);
    draw.on('deselect', selection);
  }

  private quietly<T>(fn: () => T): T {
    this.quiet++;
    try {
      return fn();
    } finally {
      this.quiet--;
    }
  }

  private get owner(): string {
    return this.options.owner ?? 'DrawSession';
  }
}
