// Converts MapLibre's LngLat / bounds objects into MapLib's plain arrays.
import type { LngLat, LngLatBounds } from 'maplibre-gl';

export type LngLatArray = [number, number];
export type BoundsArray = [LngLatArray, LngLatArray];

export function toLngLatArray(ll: LngLat): LngLatArray {
  return [ll.lng, ll.lat];
}

export function toBoundsArray(b: LngLatBounds): BoundsArray {
  return [toLngLatArray(b.getSouthWest()), toLngLatArray(b.getNorthEast())];
}
