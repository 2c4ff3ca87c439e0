// What a Vue <Map> provides to the components inside it (its MapView), and what <Compare>/<PlotLink> provide to the
// two <Map>s in their slots (a place to register each map's MapView).
import { inject, type InjectionKey, type ShallowRef } from 'vue';
import type { MapView } from '../core/map/mapView.ts';

/** The nearest <Map>'s MapView: set once the map exists, children render only after it has loaded. */
export const MAP_KEY: InjectionKey<ShallowRef<MapView | null>> = Symbol('maplib map');

/** A <Map> inside a two-map component's slot: its container's classes, and where its MapView is recorded (null: gone). */
export interface MapHost {
  className: string;
  register(view: MapView | null): void;
}
export const MAP_HOST: InjectionKey<MapHost> = Symbol('maplib map host');

/** The nearest <Map>'s MapView (null outside a <Map>). Components in a <Map>'s slot always get a loaded map. */
export function useMap(): MapView | null {
  return inject(MAP_KEY, null)?.value ?? null;
}
