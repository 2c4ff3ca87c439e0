// Interaction: the base of a pointer mode (draw, edit, measure, swipe, plot drawing). It declares what it takes from
// the map while active — a cursor, map handlers to suspend, whether layers' clicks and popups still fire — and gives
// the mode one lifecycle: onActivate(view) / onDeactivate(), with listeners registered here removed when it ends.
import type { MapView } from '../map/mapView.ts';
import type { HANDLERS } from '../map/mapOptions.ts';
import type { InteractionManager } from './interactionManager.ts';

/** A MapLibre handler a mode can suspend while it is active. */
export type MapHandlerName = (typeof HANDLERS)[number];

/**
 * What layers do with the pointer while the mode is active. `'hold'` (the default): layers' click handlers (`onClick`,
 * `onPointClick`, `onClusterClick` and a cluster's zoom, `onMarkerClick`) and their popups (click and hover) do not
 * fire, and the hover pointer is not shown — a drawing mode's every vertex click would otherwise open a popup.
 * `'pass'`: layers react as when no mode is active (e.g. a mode that only changes the cursor).
 */
export type LayerEventPolicy = 'hold' | 'pass';

export interface InteractionOptions {
  /** The canvas cursor while the mode is active (`'crosshair'`…); none: the map's own, without the hover pointer. */
  cursor?: string;
  /** Map handlers disabled while the mode is active, each given back the state it had before. */
  suspends?: readonly MapHandlerName[];
  /** Default `'hold'`. */
  layerEvents?: LayerEventPolicy;
}

type Listener = (event: any) => void;

export abstract class Interaction {
  readonly suspends: readonly MapHandlerName[];
  readonly layerEvents: LayerEventPolicy;
  private ownCursor: string | undefined;
  private manager?: InteractionManager;
  private currentView?: MapView;
  private teardown: (() => void)[] = [];

  constructor(options: InteractionOptions = {}) {
    this.ownCursor = options.cursor;
    this.suspends = [...(options.suspends ?? [])];
    this.layerEvents = options.layerEvents ?? 'hold';
  }

  /** Called once the mode is active: its handlers are suspended and its cursor shown. Register listeners here. */
  protected onActivate(_view: MapView): void {}
  /** Called when the mode ends (another mode, `deactivate()`, the map destroyed), before its listeners go. */
  protected onDeactivate(): void {}

  /** Makes this the map's active mode (the mode active before ends first). */
  activate(view: MapView): void {
    view.interactions.activate(this);
  }

  /** Ends this mode if it is active; otherwise nothing. */
  deactivate(): void {
    this.manager?.deactivate(this);
  }

  get active(): boolean {
    return !!this.manager;
  }

  /** The map this mode is active on. */
  get view(): MapView | undefined {
    return this.currentView;
  }

  get cursor(): string | undefined {
    return this.ownCursor;
  }

  /** Changes the mode's cursor (e.g. a move cursor over a vertex); shown at once when the mode is active. */
  setCursor(cursor: string | undefined): void {
    this.ownCursor = cursor;
    this.manager?.refreshCursor();
  }

  /** Listens to a map event (optionally on some style layers) until the mode ends. Call while active. */
  protected listen(type: string, listener: Listener): void;
  protected listen(type: string, layerIds: string | string[], listener: Listener): void;
  protected listen(type: string, a: string | string[] | Listener, b?: Listener): void {
    const map = this.requireView('listen').maplibre as any;
    const sub: { unsubscribe(): void } = typeof a === 'function' ? map.on(type, a) : map.on(type, a, b);
    this.teardown.push(() => sub.unsubscribe());
  }

  /** Listens to a DOM event (a key on `document`, a button of the mode's own) until the mode ends. Call while active. */
  protected listenTo(target: EventTarget, type: string, listener: Listener, options?: AddEventListenerOptions): void {
    this.requireView('listenTo');
    target.addEventListener(type, listener, options);
    this.teardown.push(() => target.removeEventListener(type, listener, options));
  }

  /** Registers any other undo step (a temporary layer, a timer) that runs when the mode ends. Call while active. */
  protected onEnd(undo: () => void): void {
    this.requireView('onEnd');
    this.teardown.push(undo);
  }

  private requireView(method: string): MapView {
    if (!this.currentView) throw new Error(`${this.constructor.name}.${method}() needs the mode to be active (call it from onActivate)`);
    return this.currentView;
  }

  /** @internal The manager's side of activation: the mode's part runs after the manager has taken the map. */
  start(manager: InteractionManager, view: MapView): void {
    this.manager = manager;
    this.currentView = view;
    this.onActivate(view);
  }

  /**
   * @internal The manager's side of deactivation: onDeactivate, then every listener and undo step, newest first.
   * `failedStart`: onActivate threw, so only the undo steps it registered run.
   */
  stop(failedStart = false): void {
    try {
      if (!failedStart) this.onDeactivate();
    } finally {
      const undo = this.teardown.reverse();
      this.teardown = [];
      this.manager = undefined;
      this.currentView = undefined;
      for (const u of undo) {
        try {
          u();
        } catch (error) {
          console.error(error);
        }
      }
    }
  }
}
