// MapGIS's geometry classes: Point, Polyline and Polygon on a Geometry base (the original's `new Point({ coordinates })`,
// `new Polygon({ exterior, interior })`), each holding GeoJSON coordinates checked once, one or many parts. Every format
// the services speak comes from the geometry kit: WKT, Esri JSON, Zondy fGeom, bounds, ring order. One file, because
// the base's readers (fromGeoJSON, fromWKT…) make whichever subclass the data is.
import type * as GeoJSON from 'geojson';
import { MapLibError } from '../../base/mapLibError.ts';
import { show } from '../../base/validateProps.ts';
import {
  esriToGeoJson,
  geoJsonToEsri,
  geoJsonToZondy,
  geographicBBox,
  geometryBBox,
  parseWkt,
  rewindRfc7946,
  toBoundObject,
  toWkt,
  zondyToGeoJson,
  type BBox,
  type BoundObject,
  type EsriGeometry,
  type PositionTransform,
  type ZondyGeometry,
  type ZondyKind,
} from '../../geo/index.ts';
import { depthOf, lineProblems, listed, pointProblems, polygonProblems } from './coordinateChecks.ts';
import type { SimpleGeometry } from '../../geo/isGeometry.ts';

/** The kinds of geometry the classes hold: GeoJSON's six, GeometryCollection aside. */
export type { SimpleGeometry };

/** MapGIS's geometry type numbers (a Feature's `geometryType`, IGServer's `ftype`): 1 point, 2 line, 3 polygon. */
export type GeometryTypeCode = 1 | 2 | 3;

/** Any of the three classes: what the readers return. */
export type AnyGeometry = Point | Polyline | Polygon;

const copy = <T>(c: T): T => (Array.isArray(c) ? (c.map(copy) as T) : c);

/**
 * The base of Point, Polyline and Polygon: `type` and `coordinates` as GeoJSON has them, and the conversions. Not made
 * directly: `new Point(…)`, or a reader (`Geometry.fromGeoJSON`, `fromWKT`, `fromEsri`, `fromZondy`) that makes the class
 * its data is.
 */
export abstract class Geometry<G extends SimpleGeometry = SimpleGeometry> {
  /** The class's name in messages (`Polygon.fromWKT: …`), which a minified bundle would not keep in `name`. */
  static readonly className: string = 'Geometry';
  /** `'Point'` or `'MultiPoint'`, `'LineString'` or `'MultiLineString'`, `'Polygon'` or `'MultiPolygon'`. */
  readonly type: G['type'];
  /** GeoJSON coordinates (a copy of what was given): `[x, y]`, lines of them, rings of them, or lists of those. */
  readonly coordinates: G['coordinates'];
  /** 1 point, 2 line, 3 polygon. */
  abstract readonly geometryType: GeometryTypeCode;

  constructor(
    /** The class name errors start with. */
    private readonly className: string,
    type: G['type'],
    coordinates: unknown,
  ) {
    // Abstract for TypeScript only: JavaScript can still call `new Geometry()`.
    if (new.target === Geometry) throw new MapLibError('Geometry', ['is the base class: make a Point, Polyline or Polygon, or read one with Geometry.fromGeoJSON or Geometry.fromWKT']);
    this.type = type;
    this.coordinates = coordinates as G['coordinates'];
    this.validate();
    this.coordinates = copy(this.coordinates);
  }

  /** The sentences of what is wrong with the coordinates, empty when they are fine. */
  protected abstract problems(): string[];

  /**
   * Checks the coordinates again (they are checked when the geometry is made; this is for arrays changed since) and
   * returns the geometry; throws MapLibError listing the problems (`Polygon: ring 0 has 3 points, a ring needs at
   * least 4 (closed)`).
   */
  validate(): this {
    const problems = this.problems();
    if (problems.length) throw new MapLibError(this.className, listed(problems));
    return this;
  }

  /** Whether it has no coordinates (`POINT EMPTY`). */
  isEmpty(): boolean {
    return this.coordinates.length === 0;
  }

  /** Whether it is a Multi type (one or more parts). */
  isMulti(): boolean {
    return this.type.startsWith('Multi');
  }

  /** Its parts as geometries of the same class: each point, line or polygon of a Multi type; itself otherwise. */
  parts(): this[] {
    if (!this.isMulti()) return [this];
    const single = this.type.slice('Multi'.length) as SimpleGeometry['type'];
    return (this.coordinates as unknown[]).map((part) => Geometry.fromGeoJSON({ type: single, coordinates: part } as SimpleGeometry) as unknown as this);
  }

  /** `{ xmin, ymin, xmax, ymax }` of its coordinates (MapGIS's bounds object), undefined when empty. */
  bounds(): BoundObject | undefined {
    return toBoundObject(this.bbox());
  }

  /** `[xmin, ymin, xmax, ymax]` of its coordinates as numbers (`[∞, ∞, −∞, −∞]` when empty). */
  bbox(): BBox {
    return geometryBBox(this.toGeoJSON());
  }

  /**
   * For lon/lat coordinates: the narrowest `[west, south, east, north]`, west > east when it crosses the antimeridian
   * (a polygon over Fiji, 177°E to 178°W: `[177, -20, -178, -16]`).
   */
  geographicBBox(): BBox {
    return geographicBBox(this.toGeoJSON());
  }

  /** A GeoJSON geometry (a copy), polygons' rings in RFC 7946's order: outer counter-clockwise, holes clockwise. */
  toGeoJSON(): G {
    return rewindRfc7946({ type: this.type, coordinates: copy(this.coordinates) } as G);
  }

  /** `JSON.stringify(geometry)` writes its GeoJSON. */
  toJSON(): G {
    return this.toGeoJSON();
  }

  /** Well-Known Text: `POLYGON ((0 0, 10 0, 10 10, 0 0), (2 2, 2 4, 4 2, 2 2))`; `POINT EMPTY` when empty. */
  toWKT(): string {
    return toWkt({ type: this.type, coordinates: this.coordinates } as G);
  }

  /**
   * Esri JSON (`{x, y}`, `{points}`, `{paths}`, `{rings}` with outer rings clockwise), each position passed through
   * `transform` when given (a projection into the service's spatial reference). Throws for an empty geometry.
   */
  toEsri(transform?: PositionTransform): EsriGeometry {
    this.notEmpty('Esri JSON');
    return geoJsonToEsri({ type: this.type, coordinates: this.coordinates } as G, transform);
  }

  /** IGServer's `fGeom` (PntGeom, LinGeom or RegGeom of Arcs of Dots). Throws for an empty geometry. */
  toZondy(): ZondyGeometry {
    this.notEmpty('Zondy fGeom');
    return geoJsonToZondy({ type: this.type, coordinates: this.coordinates } as G);
  }

  private notEmpty(format: string): void {
    if (this.isEmpty()) throw new MapLibError(this.className, [`an empty geometry has no ${format} form`]);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Readers: each makes the class of its data; called on a subclass (`Polygon.fromWKT`) it also checks the kind.

  /** A GeoJSON geometry (Point … MultiPolygon) as a Point, Polyline or Polygon. */
  static fromGeoJSON<T extends GeometryClass>(this: T, geometry: unknown): Made<T> {
    return read(this, geometry, 'fromGeoJSON');
  }

  /** A WKT text as a Point, Polyline or Polygon (GEOMETRYCOLLECTION has no class). Throws WktError naming the character. */
  static fromWKT<T extends GeometryClass>(this: T, text: string): Made<T> {
    return read(this, parseWkt(text), 'fromWKT');
  }

  /** Esri JSON (`{x, y}`, `{points}`, `{paths}`, `{rings}`, an envelope), each position through `transform` when given. */
  static fromEsri<T extends GeometryClass>(this: T, esri: unknown, transform?: PositionTransform): Made<T> {
    return read(this, esriToGeoJson(esri, transform), 'fromEsri');
  }

  /**
   * IGServer's `fGeom`. `kind` is the layer's (`'Pnt'`, `'Lin'`, `'Reg'`, or the `ftype` 1, 2, 3); without it, the
   * one of PntGeom, LinGeom and RegGeom that has parts.
   */
  static fromZondy<T extends GeometryClass>(this: T, fGeom: unknown, kind?: ZondyKind | GeometryTypeCode): Made<T> {
    const k = typeof kind === 'number' ? ZONDY_KINDS[kind - 1] : (kind ?? zondyKindOf(fGeom));
    if (!k) throw new MapLibError(`${this.className}.fromZondy`, [`fGeom has no PntGeom, LinGeom or RegGeom parts to tell its kind, got ${show(fGeom)}`]);
    return read(this, zondyToGeoJson(fGeom, k), 'fromZondy');
  }
}

/** Geometry or one of its subclasses, as the `this` of a reader. */
type GeometryClass = (abstract new (...args: never[]) => Geometry) & { readonly className: string };

/** The instance a reader called on `T` returns: that class, or any of the three on the base. */
type Made<T> = T extends typeof Point ? Point : T extends typeof Polyline ? Polyline : T extends typeof Polygon ? Polygon : AnyGeometry;

/**
 * A GeoJSON geometry as the class its type names; called on a subclass (`Polygon.fromWKT`), the data must be of it.
 * Errors are named by the reader: `Polygon.fromWKT: the data is a Point, not a Polygon`.
 */
function read<T extends GeometryClass>(cls: T, geometry: unknown, reader: string): Made<T> {
  const name = `${cls.className}.${reader}`;
  const g = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!g || typeof g !== 'object') throw new MapLibError(name, [`geometry must be a GeoJSON geometry object, got ${show(g)}`]);
  if (g.type === 'Feature' || g.type === 'FeatureCollection') throw new MapLibError(name, [`got a GeoJSON ${g.type}: read features with Feature.fromGeoJSON`]);
  if (g.type === 'GeometryCollection') throw new MapLibError(name, ['a GeometryCollection has no geometry class: read its geometries one by one']);
  const type = g.type as SimpleGeometry['type'];
  const made: AnyGeometry | undefined =
    type === 'Point' || type === 'MultiPoint'
      ? new Point({ coordinates: g.coordinates as GeoJSON.Position })
      : type === 'LineString' || type === 'MultiLineString'
        ? new Polyline({ coordinates: g.coordinates as GeoJSON.Position[] })
        : type === 'Polygon' || type === 'MultiPolygon'
          ? new Polygon({ coordinates: g.coordinates as GeoJSON.Position[][] })
          : undefined;
  if (!made) throw new MapLibError(name, [`type must be a GeoJSON geometry type, got ${show(g.type)}`]);
  if (made.type !== type) {
    // The coordinates' nesting decides the type; empty ones cannot tell, so an empty Multi type stays one.
    if (!made.isEmpty()) throw new MapLibError(name, [`a ${type} needs ${NESTING[type]}, got ${show(g.coordinates)}`]);
    (made as { type: string }).type = type;
  }
  const madeType: string = made.type;
  if ((cls as unknown) !== Geometry && !(made instanceof cls)) throw new MapLibError(name, [`the data is a ${madeType}, not a ${cls.className}`]);
  return made as Made<T>;
}

const ZONDY_KINDS: ZondyKind[] = ['Pnt', 'Lin', 'Reg'];

/** The kind of an `fGeom` by the list that has parts (IGServer leaves the others null or empty). */
export function zondyKindOf(fGeom: unknown): ZondyKind | undefined {
  const f = fGeom as Record<string, unknown> | null;
  if (!f || typeof f !== 'object') return undefined;
  return ZONDY_KINDS.find((k) => Array.isArray(f[`${k}Geom`]) && (f[`${k}Geom`] as unknown[]).length > 0);
}

const NESTING: Record<SimpleGeometry['type'], string> = {
  Point: '[x, y]',
  MultiPoint: 'a list of [x, y]',
  LineString: 'a list of [x, y]',
  MultiLineString: 'a list of lines',
  Polygon: 'a list of rings',
  MultiPolygon: 'a list of polygons',
};

/** What a class's constructor takes: its coordinates, or an options object holding them. */
function coordinatesOf(className: string, input: unknown, options: readonly string[]): unknown {
  if (Array.isArray(input)) return input;
  if (input === undefined || input === null) return [];
  if (typeof input !== 'object') throw new MapLibError(className, [`must be made from ${options.join(' or ')}, got ${show(input)}`]);
  return (input as { coordinates?: unknown }).coordinates ?? [];
}

/** The single type at `depth`, the Multi type one deeper, else a problem naming what the coordinates must be. */
function typeAt<S extends string, M extends string>(className: string, coordinates: unknown, depth: number, single: S, multi: M, want: string): S | M {
  const d = depthOf(coordinates);
  // `[]` is the empty single type (depth 1 whatever the class).
  if (d === depth || (d === 1 && (coordinates as unknown[]).length === 0)) return single;
  if (d === depth + 1) return multi;
  throw new MapLibError(className, [`coordinates must be ${want}, got ${show(coordinates)}`]);
}

// ---------------------------------------------------------------------------------------------------------------

export interface PointOptions {
  /** `[x, y]` (or `[x, y, z]`): a Point; a list of them: a MultiPoint; `[]` or none: an empty point. */
  coordinates?: GeoJSON.Position | GeoJSON.Position[];
}

/** A point, or several (MultiPoint): `new Point({ coordinates: [116.39, 39.91] })`, or `new Point([116.39, 39.91])`. */
export class Point extends Geometry<GeoJSON.Point | GeoJSON.MultiPoint> {
  static readonly className: string = 'Point';
  readonly geometryType = 1;

  constructor(input?: PointOptions | GeoJSON.Position | GeoJSON.Position[]) {
    const coordinates = coordinatesOf('Point', input, ['{ coordinates }', '[x, y]']);
    super('Point', typeAt('Point', coordinates, 1, 'Point', 'MultiPoint', '[x, y] or a list of [x, y]'), coordinates);
  }

  protected problems(): string[] {
    return pointProblems(this.coordinates, this.type === 'MultiPoint');
  }
}

export interface PolylineOptions {
  /** A list of `[x, y]`: a LineString; a list of such lines: a MultiLineString (one feature, several parts). */
  coordinates?: GeoJSON.Position[] | GeoJSON.Position[][];
}

/** A line of two or more points, or several (MultiLineString): `new Polyline({ coordinates: [[0, 0], [10, 5]] })`. */
export class Polyline extends Geometry<GeoJSON.LineString | GeoJSON.MultiLineString> {
  static readonly className: string = 'Polyline';
  readonly geometryType = 2;

  constructor(input?: PolylineOptions | GeoJSON.Position[] | GeoJSON.Position[][]) {
    const coordinates = coordinatesOf('Polyline', input, ['{ coordinates }', 'a list of [x, y]']);
    super('Polyline', typeAt('Polyline', coordinates, 2, 'LineString', 'MultiLineString', 'a list of [x, y] or a list of such lines'), coordinates);
  }

  /** Its lines: one for a LineString, each part of a MultiLineString. */
  get lines(): GeoJSON.Position[][] {
    return this.type === 'MultiLineString' ? (this.coordinates as GeoJSON.Position[][]) : this.isEmpty() ? [] : [this.coordinates as GeoJSON.Position[]];
  }

  protected problems(): string[] {
    return lineProblems(this.lines);
  }
}

export interface PolygonOptions {
  /** The outer ring, closed (its last point is its first): `[[x1, y1], [x2, y2], [x3, y3], [x1, y1]]`. */
  exterior?: GeoJSON.Position[];
  /** The holes, each a closed ring inside the exterior. */
  interior?: GeoJSON.Position[][];
  /** Instead of exterior/interior: GeoJSON Polygon coordinates (rings, outer first), or MultiPolygon coordinates. */
  coordinates?: GeoJSON.Position[][] | GeoJSON.Position[][][];
}

/**
 * A polygon with holes, or several (MultiPolygon): `new Polygon({ exterior, interior })` as in MapGIS, or
 * `new Polygon({ coordinates })` with GeoJSON's rings. Rings are closed; they may run either way (toGeoJSON writes
 * RFC 7946's order, toEsri Esri's).
 */
export class Polygon extends Geometry<GeoJSON.Polygon | GeoJSON.MultiPolygon> {
  static readonly className: string = 'Polygon';
  readonly geometryType = 3;

  constructor(input?: PolygonOptions | GeoJSON.Position[][] | GeoJSON.Position[][][]) {
    const coordinates = Polygon.ringsOf(input);
    super('Polygon', typeAt('Polygon', coordinates, 3, 'Polygon', 'MultiPolygon', 'a list of rings or a list of polygons'), coordinates);
  }

  private static ringsOf(input: unknown): unknown {
    const o = input as PolygonOptions | undefined;
    if (o && typeof o === 'object' && !Array.isArray(o) && (o.exterior !== undefined || o.interior !== undefined)) {
      if (o.coordinates !== undefined) throw new MapLibError('Polygon', ['give coordinates or exterior/interior, not both']);
      if (o.exterior === undefined) throw new MapLibError('Polygon', ['interior (holes) needs an exterior']);
      if (o.interior !== undefined && !Array.isArray(o.interior)) throw new MapLibError('Polygon', [`interior must be a list of rings, got ${show(o.interior)}`]);
      if (!Array.isArray(o.exterior) || depthOf(o.exterior) !== 2) throw new MapLibError('Polygon', [`exterior must be a ring: a list of [x, y], got ${show(o.exterior)}`]);
      return [o.exterior, ...(o.interior ?? [])];
    }
    return coordinatesOf('Polygon', input, ['{ exterior, interior }', '{ coordinates }', 'a list of rings']);
  }

  /** Each polygon's rings (outer first): one polygon for a Polygon, each part of a MultiPolygon. */
  get polygons(): GeoJSON.Position[][][] {
    return this.type === 'MultiPolygon' ? (this.coordinates as GeoJSON.Position[][][]) : this.isEmpty() ? [] : [this.coordinates as GeoJSON.Position[][]];
  }

  /** The outer ring of the (first) polygon, as given; `[]` when empty. */
  get exterior(): GeoJSON.Position[] {
    return this.polygons[0]?.[0] ?? [];
  }

  /** The holes of the (first) polygon, as given. */
  get interior(): GeoJSON.Position[][] {
    return this.polygons[0]?.slice(1) ?? [];
  }

  protected problems(): string[] {
    return polygonProblems(this.polygons, this.type === 'MultiPolygon');
  }
}
