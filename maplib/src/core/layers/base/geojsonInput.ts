// The `geojson` prop of the thematic layers (MapGIS's name), with `data` as its alias: a GeoJSON object or a URL.
import type * as GeoJSON from 'geojson';
import { show, type Rule } from '../../base/validateProps.ts';

export interface GeoJSONInputProps {
  /** GeoJSON object or URL (MapGIS's name). */
  geojson?: GeoJSON.GeoJSON | string;
  /** Alias of `geojson`. */
  data?: GeoJSON.GeoJSON | string;
}

export const isGeoJSONOrUrl = (v: unknown): boolean =>
  typeof v === 'string' || (typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string');

/** `geojson` (or its alias `data`) is required and must be GeoJSON or a URL. */
export const geojsonRule: Rule = (v, p) => {
  const d = v ?? p.data;
  if (d === undefined || d === null) return '(or data) is required';
  return isGeoJSONOrUrl(d) ? undefined : `must be GeoJSON (an object with a type) or a URL, got ${show(d)}`;
};

/** A feature of a layer's data (GeoJSON lets a feature's geometry be null). */
export type LayerFeature = GeoJSON.Feature<GeoJSON.Geometry | null>;

export function geojsonOf(p: GeoJSONInputProps): GeoJSON.GeoJSON | string {
  return (p.geojson ?? p.data)!;
}

/**
 * The features of GeoJSON data as given (the same feature objects, in a new array; a bare geometry becomes a feature
 * without properties), or undefined for a URL, whose contents only the map has read. Pure.
 */
export function featuresOf(data: GeoJSON.GeoJSON | GeoJSON.FeatureCollection<GeoJSON.Geometry | null> | string | undefined): LayerFeature[] | undefined {
  if (data === undefined || data === null || typeof data === 'string') return undefined;
  if (data.type === 'FeatureCollection') return [...data.features];
  if (data.type === 'Feature') return [data];
  return [{ type: 'Feature', properties: {}, geometry: data }];
}
