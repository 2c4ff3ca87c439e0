// Is a value a GeoJSON geometry MapLib can use: one of the six single types (no GeometryCollection), its coordinates
// nested as deep as its type says, every position at least two finite numbers. Data from outside (a stored edit, a
// query parameter, a user's object) is checked with it before anything walks its coordinates.
import type * as GeoJSON from 'geojson';

export type SimpleGeometry = GeoJSON.Point | GeoJSON.MultiPoint | GeoJSON.LineString | GeoJSON.MultiLineString | GeoJSON.Polygon | GeoJSON.MultiPolygon;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isPosition = (p: unknown) => Array.isArray(p) && p.length >= 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n));
/** Arrays nested `depth` deep down to positions (1: a list of positions). */
const isNested = (v: unknown, depth: number): boolean => Array.isArray(v) && v.every((x) => (depth === 1 ? isPosition(x) : isNested(x, depth - 1)));
const GEOMETRY_DEPTH: Record<SimpleGeometry['type'], number> = { Point: 0, MultiPoint: 1, LineString: 1, MultiLineString: 2, Polygon: 2, MultiPolygon: 3 };

/** A GeoJSON Point, MultiPoint, LineString, MultiLineString, Polygon or MultiPolygon with finite coordinates. */
export function isGeoJsonGeometry(g: unknown): g is SimpleGeometry {
  if (!isRecord(g) || typeof g.type !== 'string' || !Object.prototype.hasOwnProperty.call(GEOMETRY_DEPTH, g.type)) return false;
  const depth = GEOMETRY_DEPTH[g.type as SimpleGeometry['type']];
  return depth === 0 ? isPosition(g.coordinates) : isNested(g.coordinates, depth);
}
