// The terra-draw chunk (maplib-terradraw.js beside maplib.js in the browser build, a split chunk in ESM): terra-draw,
// its MapLibre adapter, the few lines that bend the adapter to MapLib's rules, and the drawing engine that talks to it
// (drawEngine.ts, with the pure modules it uses). Loaded only when a drawing session starts. MapLibre is not in it:
// the adapter only receives the map object.
//
// What the subclass changes, and why:
// - the cursor, double-click zoom and map dragging belong to MapLib's interaction manager: the adapter reports what
//   terra-draw asks for to the session (hooks) instead of writing the canvas style or toggling handlers itself;
// - keys: the session reads the keyboard (on the document, for the map only) and sends commands; the adapter's own
//   key listeners on the canvas are left out;
// - touch: with `touchEnabled` off, pointer events of fingers are not passed to terra-draw;
// - right-click while drawing: the session takes back the last vertex (terra-draw has no such action);
// - a left click while selecting goes to the session first: a click on a vertex handle picks the vertex (Shift adds),
//   which terra-draw has no notion of; the session tells whether terra-draw still sees the click;
// - a basemap switch drops the style with terra-draw's layers: a render or a stop afterwards must not touch what is
//   gone.
import {
  TerraDraw,
  TerraDrawPointMode,
  TerraDrawLineStringMode,
  TerraDrawPolygonMode,
  TerraDrawRectangleMode,
  TerraDrawCircleMode,
  TerraDrawFreehandMode,
  TerraDrawSelectMode,
  TerraDrawExtend,
  type TerraDrawMouseEvent,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapView } from '../../map/mapView.ts';
import type { RegisteredMode } from './drawModeOptions.ts';
import type { DrawSessionOptions } from './drawSession.ts';
import { DrawEngine, type DrawEngineHost } from './drawEngine.ts';

/** What the adapter reports to the session. */
export interface AdapterHooks {
  /** terra-draw's cursor; undefined for its `unset` (no cursor of the mode's own). */
  setCursor(cursor: string | undefined): void;
  /** false while a shape or vertex is dragged (the map must not pan), true after. */
  setDraggability(enabled: boolean): void;
  /** Whether a pointer of this type (`mouse`, `touch`, `pen`) draws. */
  acceptsPointer(pointerType: string): boolean;
  /** A pointer went down (before terra-draw sees it): the session picks the hit distance for its type. */
  pointerDown(pointerType: string): void;
  /** A right-click while a shape is being drawn; true when the session handled it (terra-draw then does not see it). */
  rightClickWhileDrawing(): boolean;
  /** A left click while selecting (`shift`: Shift was held); true when the session handled it (a vertex picked). */
  clickWhileSelecting(event: TerraDrawMouseEvent, shift: boolean): boolean;
  /** terra-draw is deciding what a drag starts (true), and has decided (false): an edit it finishes meanwhile is a drag's first part. */
  dragStarting(starting: boolean): void;
}

export interface TerraDrawSetup {
  map: MapLibreMap;
  /** Prefix of the sources and layers terra-draw adds (`<prefix>-polygon`, `-polygon-outline`, `-linestring`, `-point`, `-point-marker`). */
  prefix: string;
  /** Constructor options of each registered mode. */
  modes: Record<RegisteredMode, Record<string, unknown>>;
  hooks: AdapterHooks;
  /** Makes the id of a shape terra-draw creates. */
  newId: () => string;
}

/** A started terra-draw instance and what the session needs of it beyond its public API. */
export interface TerraDrawHandle {
  draw: TerraDraw;
  /** The mode objects by name (the session calls a drawing mode's `undo()` for Backspace). */
  modes: Record<RegisteredMode, any>;
  /** Sends a key to the current mode as if typed: `keyUp('Enter')` finishes, `keyUp('Escape')` cancels. */
  keyUp(key: string): void;
  /** The ids of the sources terra-draw added, for checks that nothing is left. */
  sourceIds: string[];
}

const MODE_CLASSES: Record<RegisteredMode, new (options: any) => any> = {
  point: TerraDrawPointMode,
  linestring: TerraDrawLineStringMode,
  polygon: TerraDrawPolygonMode,
  rectangle: TerraDrawRectangleMode,
  circle: TerraDrawCircleMode,
  freehand: TerraDrawFreehandMode,
  select: TerraDrawSelectMode,
};

type Callbacks = TerraDrawExtend.TerraDrawCallbacks;

const KEY_EVENTS = new Set(['keyup', 'keydown']);

class MapLibAdapter extends TerraDrawMapLibreGLAdapter<MapLibreMap> {
  private lastPointerType = 'mouse';
  /** Shift held at the last pointer event (the adapter's own held-keys tracking listens to keys, which are the session's). */
  private shift = false;
  private readonly canvas: HTMLCanvasElement;
  private readonly noteType = (e: PointerEvent) => {
    this.lastPointerType = e.pointerType || 'mouse';
    this.shift = e.shiftKey;
    if (e.type === 'pointerdown') this.hooks.pointerDown(this.lastPointerType);
  };

  constructor(
    private readonly map: MapLibreMap,
    private readonly prefix: string,
    private readonly hooks: AdapterHooks,
  ) {
    super({ map, prefixId: prefix });
    this.canvas = map.getCanvas();
    // A render is drawn in the next animation frame; a basemap switch may have replaced the style by then (terra-draw's
    // sources go with it until the session starts again on the new style): skip what has no source to go to.
    const self = this as unknown as { _setGeoJSONLayerData(type: string, features: unknown[]): string | undefined };
    const setData = self._setGeoJSONLayerData.bind(this);
    self._setGeoJSONLayerData = (type, features) => (map.getSource(`${prefix}-${type.toLowerCase()}`) ? setData(type, features) : undefined);
  }

  setCursor(cursor: Parameters<TerraDrawMapLibreGLAdapter<MapLibreMap>['setCursor']>[0]): void {
    this.hooks.setCursor(cursor === 'unset' ? undefined : cursor);
  }

  // The interaction suspends double-click zoom for the whole mode.
  setDoubleClickToZoom(): void {}

  setDraggability(enabled: boolean): void {
    this.hooks.setDraggability(enabled);
  }

  /** The adapter's listeners less its keyboard ones. */
  protected getAdapterListeners() {
    return super.getAdapterListeners().filter((listener) => !KEY_EVENTS.has(listener.name));
  }

  register(callbacks: Callbacks): void {
    // Capture on the canvas: runs before terra-draw's own listeners there, so the pointer type is known first.
    for (const type of ['pointerdown', 'pointermove', 'pointerup']) this.canvas.addEventListener(type, this.noteType as EventListener, true);
    const pointer = <F extends (...args: any[]) => void>(fn: F) =>
      ((...args: any[]) => {
        if (this.hooks.acceptsPointer(this.lastPointerType)) fn(...args);
      }) as F;
    super.register({
      ...callbacks,
      onClick: pointer((event) => {
        if ((event.button === 'right' || event.isContextMenu) && callbacks.getState() === 'drawing' && this.hooks.rightClickWhileDrawing()) return;
        if (event.button === 'left' && callbacks.getState() === 'selecting' && this.hooks.clickWhileSelecting(event, this.shift)) return;
        callbacks.onClick(event);
      }),
      onMouseMove: pointer(callbacks.onMouseMove),
      // A drag begins where the press was, not where the pointer had got to when it counted as a drag (a circle's
      // centre, the grip on a moved shape); the base class keeps the press as its last event until then.
      onDragStart: pointer((event, setDraggability) => {
        this.hooks.dragStarting(true);
        try {
          callbacks.onDragStart(this.pressedAt(event), setDraggability);
        } finally {
          this.hooks.dragStarting(false);
        }
      }),
      onDrag: pointer(callbacks.onDrag),
      onDragEnd: pointer(callbacks.onDragEnd),
    });
  }

  unregister(): void {
    for (const type of ['pointerdown', 'pointermove', 'pointerup']) this.canvas.removeEventListener(type, this.noteType as EventListener, true);
    if (this.ownsSources()) {
      super.unregister();
      return;
    }
    // The style was replaced (a basemap switch) and took terra-draw's layers with it: only the DOM listeners and the
    // store are left to let go of. The base class's unregister does that (its clear() skips the missing sources).
    TerraDrawExtend.TerraDrawBaseAdapter.prototype.unregister.call(this);
  }

  private pressedAt(event: TerraDrawMouseEvent): TerraDrawMouseEvent {
    const press = this._lastDrawEvent;
    return press ? { ...event, lng: press.lng, lat: press.lat, containerX: press.containerX, containerY: press.containerY } : event;
  }

  /** Sends a key to the current mode, as the adapter's own key listener would have. */
  keyUp(key: string): void {
    this._currentModeCallbacks?.onKeyUp({ key, heldKeys: [], preventDefault: () => {} });
  }

  get sourceIds(): string[] {
    return ['point', 'linestring', 'polygon'].map((kind) => `${this.prefix}-${kind}`);
  }

  private ownsSources(): boolean {
    return this.sourceIds.every((id) => this.map.getSource(id));
  }
}

/** Creates and starts terra-draw on a map whose style is loaded: its sources and layers are added now. */
export function createTerraDraw(setup: TerraDrawSetup): TerraDrawHandle {
  const adapter = new MapLibAdapter(setup.map, setup.prefix, setup.hooks);
  const modes = Object.fromEntries(Object.entries(setup.modes).map(([name, options]) => [name, new MODE_CLASSES[name as RegisteredMode](options)])) as Record<RegisteredMode, any>;
  const draw = new TerraDraw({
    adapter,
    modes: Object.values(modes),
    // Any non-empty string or finite number is an id (terra-draw's default takes UUIDs only).
    idStrategy: {
      isValidId: (id: unknown) => (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id)),
      getId: setup.newId,
    } as any,
  });
  draw.start();
  return { draw, modes, keyUp: (key) => adapter.keyUp(key), sourceIds: adapter.sourceIds };
}

/** The engine of a session on `view` (terra-draw started on it). */
export function createDrawEngine(view: MapView, host: DrawEngineHost, options: DrawSessionOptions): DrawEngine {
  return new DrawEngine(view, host, options, createTerraDraw);
}

export { TerraDraw, DrawEngine };
