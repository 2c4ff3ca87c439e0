// GeoJSON ↔ Esri JSON geometry (ArcGIS REST): points `{x, y}`, multipoints, polylines of paths, polygons of rings
// (outer rings clockwise, holes counter-clockwise) and envelopes. Coordinates pass through a `transform` on the way,
// a projection into the service's spatial reference or out of it (see projection.ts), else they stay as they are.
import type * as GeoJSON from 'geojson';
import { GeometryFormatError } from './geometryFormatError.ts';
import type { BoundObject } from './bounds.ts';
import { polygonsOf } from './parts.ts';
import { pointInRing } from './pointInPolygon.ts';
import { isClockwise, orientPolygon, orientRing } from './ringOrientation.ts';

export interface EsriPoint {
  x: number;
  y: number;
}
export interface EsriMultipoint {
  points: number[][];
}
export interface EsriPolyline {
  paths: number[][][];
}
export interface EsriPolygon {
  rings: number[][][];
}
/** `{ xmin, ymin, xmax, ymax }`, as MapGIS's bounds object. */
export type EsriEnvelope = BoundObject;
export type EsriGeometry = EsriPoint | EsriMultipoint | EsriPolyline | EsriPolygon | EsriEnvelope;

/** A position on its way between the two formats: a projection, a rounding. */
export type PositionTransform = (p: GeoJSON.Position) => GeoJSON.Position;

const asIs: PositionTransform = (p) => p;

/**
 * A GeoJSON geometry in Esri JSON: Point → `{x, y}`, MultiPoint → `{points}`, (Multi)LineString → `{paths}`,
 * (Multi)Polygon → `{rings}` with every polygon's outer ring turned clockwise and its holes counter-clockwise (Esri's
 * rule, before the transform: Web Mercator keeps the turning). A GeometryCollection has no Esri form: it throws.
 */
export function geoJsonToEsri(g: GeoJSON.Geometry, transform: PositionTransform = asIs): EsriGeometry {
  const p = transform;
  switch (g.type) {
    case 'Point': {
      const [x, y] = p(g.coordinates);
      return { x, y };
    }
    case 'MultiPoint':
      return { points: g.coordinates.map(p) };
    case 'LineString':
      return { paths: [g.coordinates.map(p)] };
    case 'MultiLineString':
      return { paths: g.coordinates.map((l) => l.map(p)) };
    case 'Polygon':
    case 'MultiPolygon':
      return { rings: polygonsOf(g).flatMap((rings) => orientPolygon(rings, true).map((r) => r.map(p))) };
    default:
      throw new GeometryFormatError(`a ${g.type} has no Esri JSON form`);
  }
}

const finite = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);

function readPositions(list: unknown, what: string): GeoJSON.Position[] {
  if (!Array.isArray(list) || list.some((c) => !Array.isArray(c) || !finite(c[0]) || !finite(c[1]))) {
    throw new GeometryFormatError(`${what} must be a list of [x, y] numbers`);
  }
  return list as GeoJSON.Position[];
}

/**
 * Esri rings into GeoJSON polygons: each clockwise ring starts a polygon; each counter-clockwise ring is a hole of the
 * first polygon whose outer ring holds its first vertex (a hole that no outer ring holds stands as a polygon of its
 * own, as ArcGIS draws it). Rings come out in RFC 7946's order.
 */
function ringsToPolygons(rings: GeoJSON.Position[][]): GeoJSON.Position[][][] {
  const polygons: GeoJSON.Position[][][] = rings.filter(isClockwise).map((outer) => [outer]);
  for (const ring of rings.filter((r) => !isClockwise(r))) {
    const home = polygons.find((poly) => pointInRing(ring[0][0], ring[0][1], poly[0]));
    if (home) home.push(ring);
    else polygons.push([ring]);
  }
  return polygons.map((poly) => orientPolygon(poly, false));
}

/**
 * An Esri JSON geometry as GeoJSON: `{x, y}` → Point, `{points}` → MultiPoint, `{paths}` → LineString (one path) or
 * MultiLineString, `{rings}` → Polygon (one outer ring) or MultiPolygon, an envelope → its rectangle as a Polygon.
 * Throws GeometryFormatError, a sentence naming what is wrong, for anything else.
 */
export function esriToGeoJson(e: unknown, transform: PositionTransform = asIs): GeoJSON.Geometry {
  if (typeof e !== 'object' || e === null) throw new GeometryFormatError('an Esri geometry must be an object');
  const o = e as Record<string, unknown>;
  if ('x' in o || 'y' in o) {
    if (!finite(o.x) || !finite(o.y)) throw new GeometryFormatError('an Esri point needs numeric x and y');
    return { type: 'Point', coordinates: transform([o.x as number, o.y as number]) };
  }
  if ('points' in o) return { type: 'MultiPoint', coordinates: readPositions(o.points, 'points').map(transform) };
  if ('paths' in o) {
    if (!Array.isArray(o.paths) || !o.paths.length) throw new GeometryFormatError('paths must list at least one path');
    const paths = o.paths.map((path, i) => readPositions(path, `path ${i}`).map(transform));
    return paths.length === 1 ? { type: 'LineString', coordinates: paths[0] } : { type: 'MultiLineString', coordinates: paths };
  }
  if ('rings' in o) {
    if (!Array.isArray(o.rings) || !o.rings.length) throw new GeometryFormatError('rings must list at least one ring');
    const rings = o.rings.map((ring, i) => {
      const r = readPositions(ring, `ring ${i}`).map(transform);
      if (r.length < 4) throw new GeometryFormatError(`ring ${i} needs at least four positions (closed)`);
      return r;
    });
    const polygons = ringsToPolygons(rings);
    return polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0] } : { type: 'MultiPolygon', coordinates: polygons };
  }
  if (['xmin', 'ymin', 'xmax', 'ymax'].every((k) => finite(o[k]))) {
    const [xmin, ymin, xmax, ymax] = [o.xmin, o.ymin, o.xmax, o.ymax] as number[];
    const ring = [[xmin, ymin], [xmax, ymin], [xmax, ymax], [xmin, ymax], [xmin, ymin]].map(transform);
    return { type: 'Polygon', coordinates: [orientRing(ring, false)] };
  }
  throw new GeometryFormatError('an Esri geometry needs x/y, points, paths, rings or xmin/ymin/xmax/ymax');
}
