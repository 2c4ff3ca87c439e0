// Shared by MapLib's unit tests: the message of the MapLibError a call throws, a layer placed on a stand-in map, and a
// MapView on a stand-in MapLibre map (handlers, canvas cursor, listeners) for pointer modes and layers' pointer handling.
import * as assert from 'uvu/assert';
import { MapLibError } from '../../maplib/src/core/base/mapLibError.ts';
import { HANDLERS } from '../../maplib/src/core/map/mapOptions.ts';
import { InteractionManager } from '../../maplib/src/core/interactions/interactionManager.ts';
import type { MapHandlerName } from '../../maplib/src/core/interactions/interaction.ts';
import type { MapView } from '../../maplib/src/core/map/mapView.ts';

/** The message of the MapLibError `fn` throws; fails the test when it throws something else or nothing. */
export function mapLibErrorMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    assert.instance(e, MapLibError);
    assert.is((e as Error).name, 'MapLibError');
    return (e as Error).message;
  }
  throw new Error('expected a MapLibError');
}

/** A layer as if on a map of `crs` (what URL building reads from the view), without a MapLibre map. */
export function onMap<T extends object>(layer: T, crs: string): T {
  (layer as unknown as { view: unknown }).view = { getCrs: () => crs, removed: false };
  return layer;
}

/** A MapLibre handler stand-in: enable / disable / isEnabled, and how often it was enabled or disabled. */
export interface FakeHandler {
  enabled: boolean;
  calls: number;
  enable(): void;
  disable(): void;
  isEnabled(): boolean;
}

/**
 * A MapView on a stand-in MapLibre map, for what the InteractionManager and layers' pointer handling touch: the map's
 * handlers, the canvas style, event listeners (`fire` calls every listener of a type, layer ids aside) and a lazy
 * `view.interactions` as MapView has. `disabled` lists handlers the app turned off before.
 */
export function fakeMapView(disabled: MapHandlerName[] = []) {
  const handlers = Object.fromEntries(
    HANDLERS.map((name) => {
      const h: FakeHandler = {
        enabled: !disabled.includes(name),
        calls: 0,
        enable: () => ((h.enabled = true), h.calls++),
        disable: () => ((h.enabled = false), h.calls++),
        isEnabled: () => h.enabled,
      };
      return [name, h];
    }),
  ) as Record<MapHandlerName, FakeHandler>;
  const style = { cursor: '' };
  const listeners = new Map<string, Set<(e: unknown) => void>>();
  const maplibre = {
    ...handlers,
    getCanvas: () => ({ style }),
    on(type: string, a: unknown, b?: unknown) {
      const fn = (typeof a === 'function' ? a : b) as (e: unknown) => void;
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(fn);
      return { unsubscribe: () => listeners.get(type)!.delete(fn) };
    },
  };
  let manager: InteractionManager | undefined;
  const view = {
    maplibre,
    removed: false,
    get interactions(): InteractionManager {
      return (manager ??= new InteractionManager(view as unknown as MapView));
    },
  };
  return {
    view: view as unknown as MapView,
    handlers,
    canvas: style,
    /** Calls every listener of `type` with `event`. */
    fire: (type: string, event: unknown = {}) => [...(listeners.get(type) ?? [])].forEach((fn) => fn(event)),
    /** How many listeners of `type` are registered. */
    count: (type: string) => listeners.get(type)?.size ?? 0,
  };
}
