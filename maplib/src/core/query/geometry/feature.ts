// MapGIS's Feature: a geometry with its attributes, style and FID, as the feature services answer and take them. Read
// from a query's answer (IGServer, ArcGIS or GeoJSON) or from GeoJSON, written back to GeoJSON or to either feature set.
import type * as GeoJSON from 'geojson';
import { MapLibError } from '../../base/mapLibError.ts';
import { show } from '../../base/validateProps.ts';
import { geometryBBox, toBoundObject, unionBBox, EMPTY_BBOX, type BoundObject, type PositionTransform } from '../../geo/index.ts';
import { Geometry, Point, Polygon, Polyline, type AnyGeometry, type GeometryTypeCode, type SimpleGeometry } from './geometry.ts';
import {
  esriFeatureSet,
  inferFields,
  isEsriFeatureSet,
  isZondyFeatureSet,
  readEsriFeatureSet,
  readZondyFeatureSet,
  zondyFeatureSet,
  type EsriFeatureSet,
  type EsriSpatialReference,
  type FeatureRow,
  type FieldDef,
  type ZondyFeatureSet,
} from './featureSet.ts';

export interface FeatureOptions {
  /**
   * A Point, Polyline or Polygon, a GeoJSON geometry, or (as MapGIS allowed) a list of geometries of one kind, which
   * become one multi-part geometry. None for a feature without a geometry.
   */
  geometry?: AnyGeometry | GeoJSON.Geometry | AnyGeometry[] | null;
  /** 1 point, 2 line, 3 polygon. Default: the geometry's. */
  geometryType?: GeometryTypeCode;
  /** Field values by field name. */
  attributes?: Record<string, unknown>;
  /** How the feature is drawn (IGServer's GraphicInfo of its kind: PntInfo, LinInfo or RegInfo). */
  style?: Record<string, unknown>;
  /** The feature's id on its service (IGServer FID, ArcGIS OBJECTID): updates and deletes name it. */
  FID?: number | string;
}

export interface FeatureSetOptions {
  /** `'zondy'`: IGServer's AttStruct + SFEleArray; `'esri'`: ArcGIS's fields + features. */
  format: 'zondy' | 'esri';
  /** The fields and their order. Default: every attribute name, typed from the values (`long`, `double`, `string`). */
  fields?: FieldDef[];
  /** esri: the set's spatial reference, default `{ wkid: 4326 }`. */
  spatialReference?: EsriSpatialReference;
  /** esri: each position on its way out (a projection into `spatialReference`). */
  transform?: PositionTransform;
}

const KIND_WORDS = ['point', 'line', 'polygon'];

/** A list of geometries of one class as one multi-part geometry (MapGIS's "a feature may hold several geometries"). */
function merged(list: unknown[]): AnyGeometry {
  const parts = list.map((g, i) => {
    if (g instanceof Geometry) return g as AnyGeometry;
    throw new MapLibError('Feature', [`geometry ${i} must be a Point, Polyline or Polygon, got ${show(g)}`]);
  });
  const classes = new Set(parts.map((g) => (g.constructor as typeof Geometry).className));
  if (classes.size !== 1) throw new MapLibError('Feature', [`geometry lists ${[...classes].join(' and ')}: the geometries of a feature are of one kind`]);
  if (parts.length === 1) return parts[0];
  const coordinates = parts.flatMap((g) => g.parts().map((p) => p.coordinates));
  const first = parts[0];
  return first instanceof Point
    ? new Point({ coordinates: coordinates as GeoJSON.Position[] })
    : first instanceof Polyline
    ? new Polyline({ coordinates: coordinates as GeoJSON.Position[][] })
    : new Polygon({ coordinates: coordinates as GeoJSON.Position[][][] });
}

function geometryOf(g: FeatureOptions['geometry']): AnyGeometry | undefined {
  if (g === undefined || g === null) return undefined;
  if (g instanceof Geometry) return g as AnyGeometry;
  if (Array.isArray(g)) return g.length ? merged(g) : undefined;
  if (typeof g === 'object' && typeof (g as { type?: unknown }).type === 'string') return Geometry.fromGeoJSON(g);
  throw new MapLibError('Feature', [`geometry must be a Point, Polyline, Polygon or a GeoJSON geometry, got ${show(g)}`]);
}

/**
 * A feature: `new Feature({ geometry, attributes, style, FID })`. The fields are plain and may be changed; the
 * constructor checks what it is given (`Feature: geometryType 1 (point) does not match its Polygon geometry (3)`).
 */
export class Feature {
  geometry: AnyGeometry | undefined;
  geometryType: GeometryTypeCode | undefined;
  attributes: Record<string, unknown>;
  style: Record<string, unknown> | undefined;
  FID: number | string | undefined;

  constructor(options: FeatureOptions = {}) {
    if (!options || typeof options !== 'object' || Array.isArray(options))
      throw new MapLibError('Feature', [`must be made from { geometry, attributes, style, FID }, got ${show(options)}`]);
    const { geometryType, attributes, style, FID } = options;
    const problems: string[] = [];
    if (geometryType !== undefined && ![1, 2, 3].includes(geometryType))
      problems.push(`geometryType must be 1 (point), 2 (line) or 3 (polygon), got ${show(geometryType)}`);
    if (attributes !== undefined && (attributes === null || typeof attributes !== 'object' || Array.isArray(attributes)))
      problems.push(`attributes must be an object of field values, got ${show(attributes)}`);
    if (style !== undefined && (style === null || typeof style !== 'object' || Array.isArray(style)))
      problems.push(`style must be an object, got ${show(style)}`);
    if (FID !== undefined && !(typeof FID === 'string' || Number.isInteger(FID))) problems.push(`FID must be an integer or a string, got ${show(FID)}`);
    if (problems.length) throw new MapLibError('Feature', problems);
    this.geometry = geometryOf(options.geometry);
    const own = this.geometry?.geometryType;
    if (geometryType !== undefined && own !== undefined && geometryType !== own) {
      throw new MapLibError('Feature', [
        `geometryType ${geometryType} (${KIND_WORDS[geometryType - 1]}) does not match its ${this.geometry!.type} geometry (${own})`,
      ]);
    }
    this.geometryType = geometryType ?? own;
    this.attributes = { ...(attributes ?? {}) };
    this.style = style;
    this.FID = FID;
  }

  /** `{ xmin, ymin, xmax, ymax }` of its geometry; undefined without one. */
  bounds(): BoundObject | undefined {
    return this.geometry?.bounds();
  }

  /** A GeoJSON Feature: `id` the FID, `properties` the attributes (a copy). The style is not part of GeoJSON. */
  toGeoJSON(): GeoJSON.Feature {
    return {
      type: 'Feature',
      ...(this.FID !== undefined ? { id: this.FID } : {}),
      geometry: this.geometry?.toGeoJSON() ?? (null as unknown as GeoJSON.Geometry),
      properties: { ...this.attributes },
    };
  }

  toJSON(): GeoJSON.Feature {
    return this.toGeoJSON();
  }

  private toRow(): FeatureRow {
    return {
      fid: this.FID,
      attributes: this.attributes,
      geometry: this.geometry ? ({ type: this.geometry.type, coordinates: this.geometry.coordinates } as SimpleGeometry) : null,
      geometryType: this.geometryType,
      ...(this.style ? { style: this.style } : {}),
    };
  }

  private static fromRow(row: FeatureRow): Feature {
    return new Feature({ geometry: row.geometry ?? undefined, geometryType: row.geometryType, attributes: row.attributes, style: row.style, FID: row.fid });
  }

  // -------------------------------------------------------------------------------------------------------------

  /**
   * The features of a query's answer: an IGServer FeatureSet (`SFEleArray` + `AttStruct`, geometries from fGeom, the
   * style from GraphicInfo), an Esri JSON FeatureSet (`features` + `fields`; Web Mercator coordinates come back in
   * lon/lat unless `transform` says otherwise) or a GeoJSON FeatureCollection (ArcGIS `f=geojson`, OGC API Features).
   */
  static fromQueryResult(result: unknown, options: { transform?: PositionTransform } = {}): Feature[] {
    const fail = (problem: string): never => {
      throw new MapLibError('Feature.fromQueryResult', [problem]);
    };
    if ((result as { type?: unknown } | null)?.type === 'FeatureCollection') return Feature.fromGeoJSON(result);
    const read = isZondyFeatureSet(result)
      ? readZondyFeatureSet
      : isEsriFeatureSet(result)
      ? (set: unknown) => readEsriFeatureSet(set, options.transform)
      : undefined;
    const kinds = 'an IGServer FeatureSet (SFEleArray, AttStruct), an Esri JSON FeatureSet (features, fields) or a GeoJSON FeatureCollection';
    if (!read) return fail(`result must be ${kinds}, got ${show(result)}`);
    let rows: FeatureRow[] = [];
    try {
      rows = read(result);
    } catch (e) {
      fail((e as Error).message);
    }
    return rows.map((row, i) => {
      try {
        return Feature.fromRow(row);
      } catch (e) {
        return fail(`feature ${i}${row.fid === undefined ? '' : ` (FID ${row.fid})`}: ${(e as Error).message}`);
      }
    });
  }

  /** The features of a GeoJSON FeatureCollection, Feature or bare geometry, always as a list: `id` → FID, `properties` → attributes. */
  static fromGeoJSON(geojson: unknown): Feature[] {
    const g = geojson as { type?: unknown; features?: unknown } | null;
    const fail = (problem: string): never => {
      throw new MapLibError('Feature.fromGeoJSON', [problem]);
    };
    if (!g || typeof g !== 'object' || typeof g.type !== 'string')
      return fail(`geojson must be a GeoJSON FeatureCollection, Feature or geometry, got ${show(g)}`);
    const list: unknown[] =
      g.type === 'FeatureCollection'
        ? Array.isArray(g.features)
          ? g.features
          : fail('a FeatureCollection needs a features list')
        : g.type === 'Feature'
        ? [g]
        : [{ type: 'Feature', geometry: g, properties: {} }];
    return list.map((f: any, i) => {
      if (f?.type !== 'Feature') return fail(`feature ${i} must be a GeoJSON Feature, got ${show(f)}`);
      const id = typeof f.id === 'number' || typeof f.id === 'string' ? f.id : undefined;
      try {
        return new Feature({ geometry: f.geometry ?? undefined, attributes: f.properties ?? {}, FID: id });
      } catch (e) {
        return fail(`feature ${i}${id === undefined ? '' : ` (id ${id})`}: ${(e as Error).message}`);
      }
    });
  }

  /** Features as a GeoJSON FeatureCollection. */
  static toGeoJSON(features: Feature[]): GeoJSON.FeatureCollection {
    return { type: 'FeatureCollection', features: features.map((f) => f.toGeoJSON()) };
  }

  /**
   * Features as a feature set to send to a service (IGServer `addFeatures`/`updateFeatures`, ArcGIS `applyEdits`):
   * `{ format: 'zondy' }` an AttStruct + SFEleArray, `{ format: 'esri' }` fields + features.
   */
  static toFeatureSet(features: Feature[], options: FeatureSetOptions & { format: 'zondy' }): ZondyFeatureSet;
  static toFeatureSet(features: Feature[], options: FeatureSetOptions & { format: 'esri' }): EsriFeatureSet;
  static toFeatureSet(features: Feature[], options: FeatureSetOptions): ZondyFeatureSet | EsriFeatureSet {
    const rows = features.map((f) => f.toRow());
    const fields = options.fields ?? inferFields(rows);
    if (options.format === 'zondy') return zondyFeatureSet(rows, fields);
    if (options.format === 'esri') return esriFeatureSet(rows, fields, options);
    throw new MapLibError('Feature.toFeatureSet', [`format must be 'zondy' or 'esri', got ${show((options as { format?: unknown })?.format)}`]);
  }

  /** `{ xmin, ymin, xmax, ymax }` of all the features' geometries; undefined when none has one. */
  static bounds(features: Feature[]): BoundObject | undefined {
    return toBoundObject(
      features.reduce((box, f) => (f.geometry ? unionBBox(box, geometryBBox(f.geometry.toGeoJSON())) : box), [...EMPTY_BBOX] as [
        number,
        number,
        number,
        number
      ])
    );
  }
}
