// InteractionManager: one per map (`view.interactions`). It keeps at most one exclusive mode active, owns the canvas
// cursor (an active mode's cursor wins over layers' hover cursor), and suspends the map handlers a mode declares,
// giving each back exactly the state it had.
import type { MapView } from '../map/mapView.ts';
import { MapLibError } from '../base/mapLibError.ts';
import type { Interaction, MapHandlerName } from './interaction.ts';

/** `modechange` payload: the mode that ended and the one now active (`null`: none). */
export interface ModeChangeEvent {
  previous: Interaction | null;
  current: Interaction | null;
}

interface MapHandler {
  enable(): void;
  disable(): void;
  isEnabled(): boolean;
}

export class InteractionManager {
  private mode: Interaction | null = null;
  /** The handlers the active mode suspended, each with the enabled state to give back when it ends. */
  private suspended = new Map<MapHandlerName, boolean>();
  /** Hover cursors by owner (a layer), in the order they were set: the newest is shown. */
  private hover = new Map<object, string>();
  private listeners = new Set<(event: ModeChangeEvent) => void>();
  /** Set while a mode starts or ends: its own hooks cannot start another mode in the middle of the switch. */
  private switching = false;
  private destroyed = false;
  /** The canvas cursor before the manager wrote one (normally none): what shows when nothing asks for a cursor. */
  private readonly baseCursor: string;

  constructor(private readonly view: MapView) {
    this.baseCursor = this.canvasStyle().cursor;
  }

  /** The active mode, or `null`. */
  get active(): Interaction | null {
    return this.mode;
  }

  /** Makes `mode` the active one; the mode active before ends first (one `modechange` for the switch). */
  activate(mode: Interaction): void {
    if (this.destroyed || this.view.removed) throw new MapLibError('InteractionManager', ['activate() called after the map was destroyed']);
    if (this.mode === mode) return;
    if (this.switching) throw new MapLibError('InteractionManager', ['activate() called while a mode is starting or ending (from onActivate / onDeactivate)']);
    mode.deactivate(); // active on another map
    const previous = this.mode;
    this.switching = true;
    try {
      if (previous) this.end(previous);
      this.begin(mode);
    } catch (error) {
      if (previous) this.emit({ previous, current: null });
      throw error;
    } finally {
      this.switching = false;
    }
    this.emit({ previous, current: mode });
  }

  /** Ends the active mode (only if it is `mode`, when given). Does nothing while a mode is starting or ending. */
  deactivate(mode?: Interaction): void {
    const previous = this.mode;
    if (!previous || (mode && mode !== previous) || this.switching) return;
    this.switching = true;
    try {
      this.end(previous);
    } finally {
      this.switching = false;
    }
    this.emit({ previous, current: null });
  }

  /** Listens to `'modechange'` ({ previous, current }); returns the unsubscribe function. */
  on(type: 'modechange', listener: (event: ModeChangeEvent) => void): () => void {
    if (type !== 'modechange') throw new MapLibError('InteractionManager', [`on(): unknown event '${String(type)}', expected 'modechange'`]);
    this.listeners.add(listener);
    return () => this.off(type, listener);
  }

  off(_type: 'modechange', listener: (event: ModeChangeEvent) => void): void {
    this.listeners.delete(listener);
  }

  /**
   * Whether layers' clicks and popups fire now: with no mode active, or one whose `layerEvents` is `'pass'`.
   * Layers ask this when a click or hover arrives.
   */
  allowsLayerEvents(): boolean {
    return !this.mode || this.mode.layerEvents === 'pass';
  }

  /**
   * A layer's hover cursor (`'pointer'` over a clickable feature), `null` when the pointer leaves. Shown while no mode
   * owns the cursor: none is active, or the active one passes layer events and has no cursor of its own.
   */
  setHoverCursor(owner: object, cursor: string | null): void {
    if (this.destroyed) return;
    this.hover.delete(owner);
    if (cursor !== null) this.hover.set(owner, cursor);
    this.refreshCursor();
  }

  /**
   * A handler setting made while a mode holds that handler suspended (`MapView.update({ dragPan })`): kept and applied
   * when the mode ends. Returns false when the handler is not suspended, so the caller applies it at once.
   */
  deferHandlerSetting(name: MapHandlerName, enabled: boolean): boolean {
    if (!this.suspended.has(name)) return false;
    this.suspended.set(name, enabled);
    return true;
  }

  /** Writes the cursor that wins now onto the canvas (modes call it through `setCursor`). */
  refreshCursor(): void {
    if (this.destroyed) return;
    const hover = this.allowsLayerEvents() ? [...this.hover.values()].at(-1) : undefined;
    this.canvasStyle().cursor = this.mode?.cursor ?? hover ?? this.baseCursor;
  }

  /** Ends the active mode and forgets every listener; the map's destroy() calls it. Idempotent. */
  destroy(): void {
    if (this.destroyed) return;
    this.deactivate();
    this.destroyed = true;
    this.hover.clear();
    this.listeners.clear();
  }

  private begin(mode: Interaction): void {
    this.mode = mode;
    for (const name of new Set(mode.suspends)) {
      const handler = this.handler(name);
      this.suspended.set(name, handler.isEnabled());
      handler.disable();
    }
    this.refreshCursor();
    try {
      mode.start(this, this.view);
    } catch (error) {
      this.mode = null;
      try {
        mode.stop(true);
      } finally {
        this.restore();
      }
      throw error;
    }
  }

  // A mode whose onDeactivate throws must not keep the map's handlers or cursor: the error is reported, the map restored.
  private end(mode: Interaction): void {
    try {
      mode.stop();
    } catch (error) {
      console.error(error);
    } finally {
      this.mode = null;
      this.restore();
    }
  }

  private restore(): void {
    for (const [name, enabled] of this.suspended) {
      const handler = this.handler(name);
      if (enabled) handler.enable();
      else handler.disable();
    }
    this.suspended.clear();
    this.refreshCursor();
  }

  private handler(name: MapHandlerName): MapHandler {
    return (this.view.maplibre as unknown as Record<MapHandlerName, MapHandler>)[name];
  }

  private canvasStyle(): CSSStyleDeclaration {
    return this.view.maplibre.getCanvas().style;
  }

  private emit(event: ModeChangeEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
