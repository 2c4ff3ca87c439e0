// The spatial filter of GeometryParameter and RectangleParameter, from what callers hold: a GeoJSON geometry or
// Feature (from a draw tool, a click, a file), an object that writes itself as GeoJSON (`toGeoJSON()`, as MapLib's
// geometry classes do), or a box as `[west, south, east, north]` or MapGIS's `{ xmin, ymin, xmax, ymax }`.
import type * as GeoJSON from 'geojson';
import { geometryBBox, isEmptyBBox, isGeoJsonGeometry, type BBox, type BoundObject, type SimpleGeometry } from '../../geo/index.ts';
import { show } from '../../base/validateProps.ts';
import type { QueryShape } from './types.ts';

/** Anything that writes itself as GeoJSON: MapLib's Point, Polyline, Polygon and Feature classes. */
export interface GeoJsonWriter {
  toGeoJSON(): GeoJSON.Geometry | GeoJSON.Feature;
}
export type GeometryInput = GeoJSON.Geometry | GeoJSON.Feature | GeoJsonWriter;
export type BoxInput = [number, number, number, number] | BoundObject;

const GEOMETRY_EXPECTED = 'a GeoJSON geometry (Point, LineString, Polygon or their Multi forms), a GeoJSON Feature or an object with toGeoJSON()';
const BOX_EXPECTED = '[west, south, east, north] in degrees or { xmin, ymin, xmax, ymax }';

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

/** A geometry input as a GeoJSON geometry, or a sentence saying why not. */
export function readGeometry(v: unknown): SimpleGeometry | string {
  let g: unknown = v;
  if (isRecord(g) && typeof g.toGeoJSON === 'function') {
    try {
      g = (g as unknown as GeoJsonWriter).toGeoJSON();
    } catch (err) {
      return `could not be written as GeoJSON: ${(err as Error).message}`;
    }
  }
  if (isRecord(g) && g.type === 'Feature') g = g.geometry;
  if (isRecord(g) && g.type === 'GeometryCollection') return `must be one geometry: a GeometryCollection has no form in the query protocols, got ${show(v)}`;
  return isGeoJsonGeometry(g) ? g : `must be ${GEOMETRY_EXPECTED}, got ${show(v)}`;
}

/** `[w, s, e, n]` or `{ xmin, … }` as a box (west > east crosses the antimeridian), undefined when it is neither, or a sentence. */
function readBoxLiteral(v: unknown): BBox | string | undefined {
  let box: unknown[] | undefined;
  if (Array.isArray(v)) box = v;
  else if (isRecord(v) && 'xmin' in v) box = [v.xmin, v.ymin, v.xmax, v.ymax];
  if (!box) return undefined;
  if (box.length !== 4 || !box.every((n) => typeof n === 'number' && Number.isFinite(n))) return `must be ${BOX_EXPECTED}, got ${show(v)}`;
  const [, s, , n] = box as number[];
  if (s > n) return `must have its south edge below its north edge, got ${show(v)}`;
  if (Math.abs(s) > 90 || Math.abs(n) > 90) return `must have latitudes within ±90°, got ${show(v)}`;
  return box as BBox;
}

/** A box input, or the box of a geometry input, or a sentence. */
export function readBox(v: unknown): BBox | string {
  const literal = readBoxLiteral(v);
  if (literal !== undefined) return literal;
  const g = readGeometry(v);
  if (typeof g === 'string') return `must be ${BOX_EXPECTED}, or ${GEOMETRY_EXPECTED} (its bounding box), got ${show(v)}`;
  const box = geometryBBox(g);
  return isEmptyBBox(box) ? `has no positions, got ${show(v)}` : box;
}

/** GeometryParameter's filter: a box literal stays a box (IGServer's rect, ArcGIS's envelope), anything else a geometry. */
export function readShape(v: unknown): QueryShape | string {
  const literal = readBoxLiteral(v);
  if (literal !== undefined) return typeof literal === 'string' ? literal : { type: 'box', box: literal };
  const g = readGeometry(v);
  return typeof g === 'string' ? g : { type: 'geometry', geometry: g };
}
