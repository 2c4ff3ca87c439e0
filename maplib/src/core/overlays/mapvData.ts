// GeoJSON → mapv data items: mapv draws plain objects `{ geometry, count, time, … }`. Pure, unit-tested.
import type * as GeoJSON from 'geojson';

export interface MapvItem {
  geometry: GeoJSON.Geometry;
  /** The weight mapv reads (heat, grid and honeycomb sums, intensity colours); absent = 1. */
  count?: number;
  [key: string]: unknown;
}

/** Each feature becomes an item with its properties, its geometry, and `count` taken from `countField`. */
export function geojsonToMapvData(geojson: GeoJSON.FeatureCollection | GeoJSON.Feature[], countField = 'count'): MapvItem[] {
  const features = Array.isArray(geojson) ? geojson : geojson.features;
  const items: MapvItem[] = [];
  for (const f of features) {
    if (!f?.geometry) continue;
    const item: MapvItem = { ...f.properties, geometry: f.geometry };
    const count = Number(f.properties?.[countField]);
    if (f.properties && countField in f.properties && Number.isFinite(count)) item.count = count;
    else delete item.count;
    items.push(item);
  }
  return items;
}

/** The animation step at `elapsed` ms: from `start` to `end` over `duration` seconds, repeating. */
export function animationStep(elapsed: number, start: number, end: number, duration = 5): number {
  const period = Math.max(1, duration * 1000);
  return start + ((elapsed % period) / period) * (end - start);
}
