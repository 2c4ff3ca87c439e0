// The lazy half of a drawing session: everything that talks to terra-draw, in the terra-draw chunk with it (so maplib.js
// carries only the DrawSession facade). It makes terra-draw's modes from MapLib's options, turns terra-draw's events
// into the session's (with GeoJSON), reads the keyboard while the session's mode is active, and does what the session's
// methods ask of the shapes. The session (its host) keeps the mode, the interaction modes and the event listeners.
import type { MapView } from '../../map/mapView.ts';
import type { DrawModeInfo } from './drawModes.ts';
import { resolveDrawStyles } from './drawStyles.ts';
import { REGISTERED_MODES, selectFlags, terraModeOptions, type RegisteredMode } from './drawModeOptions.ts';
import { drawKeyCommand, historyKeyCommand, keyEventIsForMap, type DrawCommand } from './drawKeys.ts';
import { isBeingDrawn, isGuidance, newDrawnId, toDrawnFeature, toStoreFeatures, type DrawnFeature, type DrawnId } from './drawFeatures.ts';
import { circleSize } from './circleSize.ts';
import { deleteVertices, editableVertices, nearestHandle, pickVertex, type EditableGeometry, type ScreenHandle } from './vertexEdits.ts';
import type { DrawSessionEvents, DrawSessionOptions } from './drawSession.ts';
import type { AdapterHooks, TerraDrawHandle, TerraDrawSetup } from './terraDrawLib.ts';
import type { TerraDrawMouseEvent } from 'terra-draw';

/** What the engine asks of its session. */
export interface DrawEngineHost {
  readonly id: string;
  /** The session's mode now. */
  currentMode(): DrawModeInfo;
  /** Whether the session's selecting interaction is the map's active mode (the map may be held still for a drag). */
  selecting(): boolean;
  /** The cursor terra-draw asks for, onto the session's active interaction; undefined: the mode's default. */
  setCursor(cursor: string | undefined): void;
  /** A key command that changes the mode (Esc with nothing to drop ends it). */
  run(command: DrawCommand): void;
  emit<K extends keyof DrawSessionEvents>(type: K, event: DrawSessionEvents[K]): void;
}

/** Map handlers held off while a shape is dragged in the select mode. */
const DRAG_HANDLERS = ['dragPan', 'dragRotate'] as const;

type StoreFeature = { id?: DrawnId; type: string; geometry: { type: string; coordinates: any }; properties: Record<string, unknown> };

export class DrawEngine {
  private readonly handle: TerraDrawHandle;
  /** The finished shapes as last seen: what a `delete` event reports of shapes already gone from terra-draw. */
  private known = new Map<DrawnId, DrawnFeature>();
  /** The id of the shape being drawn, if any. */
  private drawingId?: DrawnId;
  /** Set while an API call changes the store: no user events for it. */
  private quiet = 0;
  /** Handlers turned off for a drag in the select mode, to turn on again. */
  private heldHandlers = new Set<(typeof DRAG_HANDLERS)[number]>();
  /** The select mode's hit distance in use. */
  private selectDistance: number;
  /** The vertices picked (by click, Shift adds) on the selected shape `pickedOf`, by index of its editable vertices. */
  private picked: number[] = [];
  private pickedOf?: DrawnId;
  /** terra-draw is deciding what a drag starts: a midpoint it inserts now is the first half of a vertex drag. */
  private dragStarting = false;
  /** The select mode's styles, with picked vertices drawn hollow and larger. */
  private selectStyles: Record<string, unknown> = {};

  constructor(
    private readonly view: MapView,
    private readonly host: DrawEngineHost,
    private options: DrawSessionOptions,
    createTerraDraw: (setup: TerraDrawSetup) => TerraDrawHandle,
  ) {
    this.selectDistance = this.hitDistance('mouse');
    const hooks: AdapterHooks = {
      setCursor: (cursor) => host.setCursor(cursor),
      setDraggability: (enabled) => this.setDraggability(enabled),
      acceptsPointer: (type) => type !== 'touch' || this.options.touchEnabled !== false,
      pointerDown: (type) => this.pointerDown(type),
      rightClickWhileDrawing: () => (this.undoVertex(), true),
      clickWhileSelecting: (event, shift) => this.clickWhileSelecting(event, shift),
      dragStarting: (starting) => (this.dragStarting = starting),
    };
    const modes = terraModeOptions({ ...this.modeInput(options), pointerDistance: this.selectDistance });
    modes.select.styles = this.selectStyles = this.withPickedLook(modes.select.styles as Record<string, unknown>);
    this.handle = createTerraDraw({ map: view.maplibre, prefix: host.id, modes, hooks, newId: newDrawnId });
    this.wire();
  }

  private modeInput(o: DrawSessionOptions) {
    return { styles: o.styles, editable: o.editable, snapping: o.snapping, modeOptions: o.modeOptions };
  }

  get draw(): TerraDrawHandle['draw'] {
    return this.handle.draw;
  }

  /** Stops terra-draw: its sources, layers and listeners go (terra-draw empties its store: no delete events for that). */
  stop(): void {
    this.releaseHandlers();
    this.picked = [];
    this.pickedOf = undefined;
    this.drawingId = undefined;
    this.quietly(() => this.handle.draw.stop());
  }

  /** Switches terra-draw's mode (the session has taken or given back the map already). */
  setMode(terra: DrawModeInfo['terra']): void {
    this.handle.draw.setMode(terra);
  }

  // ---- the keyboard, pointers and map handlers ---------------------------------------------------------------

  /** A key on the document while the session's mode is active. */
  onKey(e: KeyboardEvent): void {
    if (this.options.keybindings === false || e.defaultPrevented) return;
    if (!keyEventIsForMap(e, this.view.container)) return;
    const history = this.options.history ? historyKeyCommand(e) : undefined;
    if (history) {
      e.preventDefault();
      this.host.run(history);
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const state = {
      kind: this.host.currentMode().kind,
      drawing: this.isDrawing(),
      selected: this.selectedIds().length > 0,
      vertexEditing: this.options.vertexEditing,
      verticesPicked: this.pickedVertices().length > 0,
      keepSelection: this.options.modeOptions?.select?.allowManualDeselection === false,
    };
    const command = drawKeyCommand(e.key, state);
    if (!command || (e.repeat && command !== 'undo')) return;
    e.preventDefault();
    this.host.run(command);
  }

  // The select mode asks the map to hold still while a shape or vertex is dragged, and to move again after.
  private setDraggability(enabled: boolean): void {
    if (!enabled && this.host.selecting()) {
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

  /** Turns the map's dragging back on if a drag in the select mode turned it off. */
  releaseHandlers(): void {
    if (!this.view.removed) for (const name of this.heldHandlers) this.view.maplibre[name].enable();
    this.heldHandlers.clear();
  }

  // A press starts: the select mode's hit distance follows the pointer (a finger is less precise than a mouse).
  private pointerDown(pointerType: string): void {
    const distance = this.hitDistance(pointerType);
    if (this.host.currentMode().kind !== 'select' || distance === this.selectDistance) return;
    this.selectDistance = distance;
    this.handle.draw.updateModeOptions('select' as any, { pointerDistance: distance } as any);
  }

  /** The select mode's hit distance for a pointer type: the buffer plus the vertex handle's radius (as mapbox-gl-draw). */
  private hitDistance(pointerType: string): number {
    const o = this.options;
    const buffer = pointerType === 'touch' ? (o.touchBuffer ?? 25) : (o.clickBuffer ?? 2);
    const radius = resolveDrawStyles(o.styles).active.vertexRadius;
    return buffer + (typeof radius === 'number' ? radius : 4);
  }

  // ---- the shape being drawn -----------------------------------------------------------------------------------

  isDrawing(): boolean {
    return this.handle.draw.getModeState() === 'drawing';
  }

  finish(): void {
    if (this.isDrawing()) this.handle.keyUp('Enter');
  }

  cancel(): void {
    if (this.isDrawing()) this.handle.keyUp('Escape');
  }

  undoVertex(): void {
    if (!this.isDrawing()) return;
    const mode = this.handle.modes[this.host.currentMode().terra as RegisteredMode];
    // Lines and polygons keep a history of their vertices; a rectangle, circle or freehand shape has one press to undo.
    if (typeof mode?.undo === 'function') mode.undo();
    else this.cancel();
  }

  // ---- picked vertices (an editing session) ---------------------------------------------------------------------

  /** The picked vertices of the selected shape (indices of its editable vertices). */
  pickedVertices(): number[] {
    const selected = this.selectedIds()[0];
    return selected !== undefined && selected === this.pickedOf ? [...this.picked] : [];
  }

  /** Picks vertices of the selected shape by index (none: clears); unknown indices are dropped. */
  pickVertices(indices: number[]): void {
    const id = this.selectedIds()[0];
    const raw = id === undefined ? undefined : this.handle.draw.getSnapshotFeature(id as string);
    const count = raw ? editableVertices(raw.geometry as EditableGeometry).length : 0;
    this.setPicked(id, [...new Set(indices.filter((i) => Number.isInteger(i) && i >= 0 && i < count))].sort((a, b) => a - b));
  }

  // A left click while selecting: on a vertex handle of the selected shape (nearer than any midpoint handle) it picks
  // that vertex — terra-draw does not see the click; elsewhere the picks go and terra-draw selects or inserts as usual.
  private clickWhileSelecting(event: TerraDrawMouseEvent, shift: boolean): boolean {
    if (!this.options.vertexEditing) return false;
    const id = this.selectedIds()[0];
    const raw = id === undefined ? undefined : this.handle.draw.getSnapshotFeature(id as string);
    const vertices = raw ? editableVertices(raw.geometry as EditableGeometry) : [];
    const pixels: ScreenHandle[] = vertices.map((v, index) => ({ index, ...this.view.maplibre.project(v as [number, number]) }));
    const at = { x: event.containerX, y: event.containerY };
    const hit = nearestHandle(pixels, at, this.selectDistance);
    const ring = raw?.geometry.type === 'Polygon';
    const midpoints = pixels.slice(0, ring ? undefined : -1).map((p, i) => {
      const q = pixels[(i + 1) % pixels.length];
      return { index: i, x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    });
    const midpoint = nearestHandle(midpoints, at, this.selectDistance);
    const distance = (h?: ScreenHandle) => (h ? Math.hypot(h.x - at.x, h.y - at.y) : Infinity);
    if (!hit || distance(midpoint) < distance(hit)) {
      if (this.picked.length) this.setPicked(undefined, []);
      return false;
    }
    this.setPicked(id, pickVertex(this.pickedVertices(), hit.index, shift));
    return true;
  }

  private setPicked(id: DrawnId | undefined, indices: number[]): void {
    const same = this.pickedOf === id && indices.length === this.picked.length && indices.every((v, i) => v === this.picked[i]);
    this.pickedOf = id;
    this.picked = indices;
    if (same) return;
    // terra-draw draws again with the same styles: their functions read the picks.
    if (this.handle.draw.enabled) this.handle.draw.setModeStyles('select', this.selectStyles as any);
    const raw = id === undefined ? undefined : this.handle.draw.getSnapshotFeature(id as string);
    this.host.emit('vertexselectionchange', { indices: [...indices], feature: raw ? toDrawnFeature(raw as StoreFeature) : undefined });
  }

  private isPicked(f: { properties: Record<string, unknown> }): boolean {
    const p = f.properties;
    return !!p.selectionPoint && p.selectionPointFeatureId === this.pickedOf && this.picked.includes(p.index as number);
  }

  // Picked vertex handles: the vertex look turned inside out (the outline colour inside, a thicker ring of the vertex
  // colour) and two pixels larger, so a picked vertex reads as "held" in any style.
  private withPickedLook(select: Record<string, unknown>): Record<string, unknown> {
    const value = (key: string) => (f: any) => (typeof select[key] === 'function' ? (select[key] as (f: any) => unknown)(f) : select[key]);
    const [color, outline, width, outlineWidth] = ['selectionPointColor', 'selectionPointOutlineColor', 'selectionPointWidth', 'selectionPointOutlineWidth'].map(value);
    return {
      ...select,
      selectionPointColor: (f: any) => (this.isPicked(f) ? outline(f) : color(f)),
      selectionPointOutlineColor: (f: any) => (this.isPicked(f) ? color(f) : outline(f)),
      selectionPointWidth: (f: any) => (width(f) as number) + (this.isPicked(f) ? 2 : 0),
      selectionPointOutlineWidth: (f: any) => (outlineWidth(f) as number) + (this.isPicked(f) ? 1 : 0),
    };
  }

  /**
   * Deletes the picked vertices of the selected shape, as the user does (the Delete key): a `change` event; or,
   * when the shape would stop being a line or a ring, a `refused` event with the reason and nothing changed.
   */
  deletePickedVertices(): { feature: DrawnFeature } | { refused: string } {
    const id = this.selectedIds()[0];
    const raw = id === undefined ? undefined : (this.handle.draw.getSnapshotFeature(id as string) as StoreFeature | undefined);
    if (!raw) return { refused: 'no shape is selected' };
    const result = deleteVertices(raw.geometry as EditableGeometry, this.pickedVertices());
    if ('refused' in result) {
      this.host.emit('refused', { reason: result.refused, feature: toDrawnFeature(raw) });
      return result;
    }
    this.quietly(() => this.handle.draw.updateFeatureGeometry(id as string, result.geometry as any));
    this.setPicked(undefined, []);
    const feature = toDrawnFeature(this.handle.draw.getSnapshotFeature(id as string) as StoreFeature);
    this.known.set(id!, feature);
    this.host.emit('change', { features: [feature], action: 'change_coordinates' });
    return { feature };
  }

  /**
   * Puts the shapes in the state `shapes` (an undo or redo): geometries and properties of present shapes updated in
   * place (the selection stays), missing ones added, others deleted. No events; returns the shapes that changed or came.
   */
  restore(shapes: DrawnFeature[]): DrawnFeature[] {
    const draw = this.handle.draw;
    const wanted = new Set(shapes.map((f) => f.id));
    const changed: DrawnFeature[] = [];
    this.setPicked(undefined, []);
    this.quietly(() => {
      const gone = this.shapes().filter((f) => !wanted.has(f.id)).map((f) => f.id);
      if (gone.length) this.delete(gone);
      for (const target of shapes) {
        const now = draw.getSnapshotFeature(target.id as string) as StoreFeature | undefined;
        if (!now) {
          const input = toStoreFeatures(target);
          if ('features' in input) this.add(input.features);
          changed.push(target);
          continue;
        }
        const current = toDrawnFeature(now);
        if (JSON.stringify(current.geometry) !== JSON.stringify(target.geometry)) {
          draw.updateFeatureGeometry(target.id as string, target.geometry as any);
          changed.push(target);
        }
        const props = Object.entries(target.properties ?? {}).filter(([k, v]) => k !== 'mode' && JSON.stringify(current.properties?.[k]) !== JSON.stringify(v));
        if (props.length) draw.updateFeatureProperties(target.id as string, Object.fromEntries(props) as any);
      }
    });
    for (const f of changed) this.known.set(f.id, structuredClone(f));
    return changed;
  }

  // ---- shapes ---------------------------------------------------------------------------------------------------

  private stored(): StoreFeature[] {
    return (this.handle.draw.getSnapshot() as StoreFeature[]).filter((f) => !isGuidance(f) && !isBeingDrawn(f));
  }

  /** The finished shapes as GeoJSON. */
  shapes(): DrawnFeature[] {
    return this.stored().map(toDrawnFeature);
  }

  selected(): DrawnFeature[] {
    return this.stored()
      .filter((f) => f.properties.selected)
      .map(toDrawnFeature);
  }

  selectedIds(): DrawnId[] {
    return this.stored()
      .filter((f) => f.properties.selected)
      .map((f) => f.id as DrawnId);
  }

  /** Puts shapes in (a present id is replaced); returns those terra-draw refused, with its reason. No events. */
  add(features: StoreFeature[]): { id?: unknown; reason?: string }[] {
    const draw = this.handle.draw;
    const ids = features.map((f) => f.id as DrawnId);
    const invalid = this.quietly(() => {
      const existing = ids.filter((id) => draw.hasFeature(id as string));
      if (existing.length) draw.removeFeatures(existing as string[]);
      return draw.addFeatures(features as any).filter((r) => !r.valid);
    });
    for (const id of ids) {
      const raw = draw.getSnapshotFeature(id as string);
      if (raw) this.known.set(id, toDrawnFeature(raw as StoreFeature));
    }
    return invalid;
  }

  /** Deletes shapes by id (unknown ids skipped); `user`: as the user does, with a `delete` event. */
  delete(ids: DrawnId[], user = false): void {
    const draw = this.handle.draw;
    const present = ids.filter((id) => draw.hasFeature(id as string));
    if (!present.length) return;
    if (user) draw.removeFeatures(present as string[]);
    else this.quietly(() => draw.removeFeatures(present as string[]));
    for (const id of present) this.known.delete(id);
  }

  select(id: DrawnId): void {
    if (this.handle.draw.hasFeature(id as string)) this.handle.draw.selectFeature(id as string);
  }

  deselect(): void {
    for (const id of this.selectedIds()) this.handle.draw.deselectFeature(id as string);
  }

  /** New options: styles and `editable` apply to terra-draw's modes in place; the rest is read when used. */
  update(options: DrawSessionOptions, changed: (keyof DrawSessionOptions)[]): void {
    const prev = this.options;
    this.options = options;
    const draw = this.handle.draw;
    if (changed.some((k) => k === 'styles' || k === 'modeOptions')) {
      const next = terraModeOptions(this.modeInput(options));
      next.select.styles = this.selectStyles = this.withPickedLook(next.select.styles as Record<string, unknown>);
      // The app's own options of each mode too (an Editor switching between one feature and several).
      for (const mode of REGISTERED_MODES) draw.updateModeOptions(mode as any, { ...options.modeOptions?.[mode], styles: next[mode].styles } as any);
    }
    if (prev.editable !== options.editable || prev.snapping !== options.snapping) {
      draw.updateModeOptions('select' as any, { flags: selectFlags(options.editable !== false, options.snapping) } as any);
    }
  }

  // ---- terra-draw's events → the session's ------------------------------------------------------------------------

  private wire(): void {
    const { draw } = this.handle;
    const host = this.host;
    const snapshot = (id: DrawnId) => draw.getSnapshotFeature(id as string) as StoreFeature | undefined;
    draw.on('finish', (id, context) => {
      let raw = snapshot(id);
      if (!raw) return;
      // A circle's radius as its shape says (terra-draw records the pointer's distance when drawn, nothing on a resize).
      if (raw.properties.mode === 'circle' && raw.geometry.type === 'Polygon') {
        const { radiusKm } = circleSize(raw.geometry.coordinates);
        this.quietly(() => draw.updateFeatureProperties(id, { radiusKilometers: radiusKm }));
        raw = snapshot(id)!;
      }
      const feature = toDrawnFeature(raw);
      this.known.set(id, feature);
      if (this.drawingId === id) this.drawingId = undefined;
      if (context.action !== 'draw') this.setPicked(undefined, []);
      // A midpoint dragged: terra-draw inserts the vertex as the drag starts, then drags it; the drag's end reports both.
      if (context.action === 'insertMidpoint' && this.dragStarting) return;
      if (context.action === 'draw') host.emit('create', { features: [feature] });
      else host.emit('change', { features: [feature], action: context.action === 'dragFeature' ? 'move' : 'change_coordinates' });
    });
    draw.on('change', (ids, type) => {
      if (type === 'delete') {
        if (this.drawingId !== undefined && ids.includes(this.drawingId as string)) {
          this.drawingId = undefined;
          host.emit('cancel', { mode: host.currentMode().name });
        }
        const gone = ids.map((id) => this.known.get(id)).filter((f): f is DrawnFeature => !!f);
        for (const id of ids) this.known.delete(id);
        if (gone.length && !this.quiet) host.emit('delete', { features: gone });
        return;
      }
      if (type !== 'create' && type !== 'update') return;
      for (const id of ids) {
        const raw = snapshot(id);
        if (!raw || isGuidance(raw) || !isBeingDrawn(raw)) continue;
        this.drawingId = id;
        host.emit('drawing', { feature: toDrawnFeature(raw), mode: host.currentMode().name });
      }
    });
    const selection = () => {
      if (this.pickedOf !== undefined && this.pickedOf !== this.selectedIds()[0]) this.setPicked(undefined, []);
      host.emit('selectionchange', { features: this.selected() });
    };
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
}
