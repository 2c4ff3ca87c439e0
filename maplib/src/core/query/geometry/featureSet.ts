// The feature sets the services answer and take, as rows of GeoJSON (id, attributes, geometry, style): IGServer's
// Zondy FeatureSet (AttStruct + SFEleArray, geometries as fGeom) and Esri JSON's (fields + features, geometries as
// Esri JSON in the set's spatial reference). Both ways, for the Feature class, the service emulator and its tests.
import { GeometryFormatError, esriToGeoJson, geoJsonToEsri, geoJsonToZondy, geometryBounds, gridOfCrs, unproject, zondyToGeoJson } from '../../geo/index.ts';
import type { BoundObject, EsriGeometry, PositionTransform, ZondyGeometry, ZondyKind } from '../../geo/index.ts';
import { show } from '../../base/validateProps.ts';
import type { GeometryTypeCode, SimpleGeometry } from './geometry.ts';

/** A feature of a set, whatever the format: what Feature is made from and written back to. */
export interface FeatureRow {
  /** IGServer FID, Esri OBJECTID, GeoJSON id. */
  fid?: number | string;
  attributes: Record<string, unknown>;
  geometry: SimpleGeometry | null;
  /** 1 point, 2 line, 3 polygon: IGServer's ftype, also without a geometry. */
  geometryType?: GeometryTypeCode;
  /** IGServer's GraphicInfo of the feature's kind (PntInfo, LinInfo or RegInfo). */
  style?: Record<string, unknown>;
}

/** A field's type in words both formats have a name for. */
export type FieldKind = 'string' | 'double' | 'long';

export interface FieldDef {
  name: string;
  type: FieldKind;
  alias?: string;
}

/** MapGIS's names (AttStruct.FldType). */
export const ZONDY_FIELD_TYPES: Record<FieldKind, string> = { string: 'string', double: 'double', long: 'long' };
/** ArcGIS REST's names (`fields[].type`). */
export const ESRI_FIELD_TYPES: Record<FieldKind, string> = { string: 'esriFieldTypeString', double: 'esriFieldTypeDouble', long: 'esriFieldTypeInteger' };

/** The geometry type code of a GeoJSON geometry type. */
export function geometryTypeCode(type: SimpleGeometry['type']): GeometryTypeCode {
  return type === 'Point' || type === 'MultiPoint' ? 1 : type === 'LineString' || type === 'MultiLineString' ? 2 : 3;
}

/**
 * The fields of rows, in the order their names first appear: `long` when every value is an integer, `double` when
 * every value is a number, else `string` (null and missing values do not count).
 */
export function inferFields(rows: FeatureRow[]): FieldDef[] {
  const kinds = new Map<string, FieldKind | undefined>();
  for (const row of rows) {
    for (const [name, v] of Object.entries(row.attributes)) {
      const was = kinds.get(name);
      if (v === null || v === undefined) {
        if (!kinds.has(name)) kinds.set(name, undefined);
        continue;
      }
      const kind: FieldKind = typeof v === 'number' ? (Number.isInteger(v) && was !== 'double' ? 'long' : 'double') : 'string';
      kinds.set(name, was === 'string' || kind === 'string' ? 'string' : was === 'double' ? 'double' : kind);
    }
  }
  return [...kinds].map(([name, type]) => ({ name, type: type ?? 'string' }));
}

/** Who is reading, for the error sentences: `feature 3 (FID 12): …`. */
function failAt(i: number, fid: unknown, e: unknown): never {
  const what = e instanceof Error ? e.message : String(e);
  throw new GeometryFormatError(`feature ${i}${fid === undefined || fid === null ? '' : ` (FID ${String(fid)})`}: ${what}`);
}

// ---------------------------------------------------------------------------------------------------------------
// IGServer: the Zondy FeatureSet

export interface ZondyAttStruct {
  FldNumber: number;
  FldName: string[];
  FldType: string[];
  FldAlias: string[];
}
export interface ZondyGraphicInfo {
  InfoType: GeometryTypeCode;
  PntInfo: Record<string, unknown> | null;
  LinInfo: Record<string, unknown> | null;
  RegInfo: Record<string, unknown> | null;
}
export interface ZondyFeature {
  FID: number;
  AttValue: unknown[];
  fGeom: ZondyGeometry | null;
  /** 1 point, 2 line, 3 region; 0 unknown (no geometry, no kind given). */
  ftype: GeometryTypeCode | 0;
  bound?: BoundObject;
  GraphicInfo: ZondyGraphicInfo | null;
}
export interface ZondyFeatureSet {
  AttStruct: ZondyAttStruct;
  SFEleArray: ZondyFeature[];
  TotalCount: number;
}

const INFO_KEYS = ['PntInfo', 'LinInfo', 'RegInfo'] as const;
const ZONDY_KINDS: ZondyKind[] = ['Pnt', 'Lin', 'Reg'];

export interface ZondyWriteOptions {
  /** Write each feature's fGeom (IGServer's IncludeGeometry); its `bound` and `ftype` are written either way. Default true. */
  includeGeometry?: boolean;
  /** TotalCount when the rows are one page of more. Default: the rows' count. */
  total?: number;
}

/**
 * Rows as a Zondy FeatureSet, attributes in the order of `fields` (a missing value is null). A row without an fid
 * gets FID 0, which an IGServer `addFeatures` ignores (the server numbers new features).
 */
export function zondyFeatureSet(rows: FeatureRow[], fields: FieldDef[], options: ZondyWriteOptions = {}): ZondyFeatureSet {
  const { includeGeometry = true, total = rows.length } = options;
  return {
    AttStruct: {
      FldNumber: fields.length,
      FldName: fields.map((f) => f.name),
      FldType: fields.map((f) => ZONDY_FIELD_TYPES[f.type]),
      FldAlias: fields.map((f) => f.alias ?? f.name),
    },
    SFEleArray: rows.map((row) => {
      const ftype = row.geometryType ?? (row.geometry ? geometryTypeCode(row.geometry.type) : 0);
      const info: ZondyGraphicInfo | null = row.style && ftype ? { InfoType: ftype, PntInfo: null, LinInfo: null, RegInfo: null, [INFO_KEYS[ftype - 1]]: row.style } : null;
      return {
        FID: typeof row.fid === 'number' ? row.fid : 0,
        AttValue: fields.map((f) => row.attributes[f.name] ?? null),
        fGeom: includeGeometry && row.geometry ? geoJsonToZondy(row.geometry) : null,
        ftype,
        bound: geometryBounds(row.geometry),
        GraphicInfo: info,
      };
    }),
    TotalCount: total,
  };
}

/** IGServer field types whose values are numbers (AttValue may carry them as strings). */
const NUMERIC_FLD_TYPES = /^(long|int|short|byte|double|float|single|int64)$/i;

/** Is this an IGServer feature set (the answer of `mrfs/…/query`, or `{ SFEleArray, AttStruct }` to add)? */
export function isZondyFeatureSet(set: unknown): boolean {
  return !!set && typeof set === 'object' && 'SFEleArray' in set;
}

/**
 * A Zondy FeatureSet's features as rows: attributes by AttStruct.FldName (numeric FldTypes given as strings become
 * numbers), fGeom read by its ftype (or the list that has parts), GraphicInfo of the kind as the style. Throws
 * GeometryFormatError naming the feature for a geometry it cannot read.
 */
export function readZondyFeatureSet(set: unknown): FeatureRow[] {
  const s = set as { SFEleArray?: unknown; AttStruct?: { FldName?: unknown; FldType?: unknown } | null };
  if (!isZondyFeatureSet(set)) throw new GeometryFormatError(`an IGServer feature set needs SFEleArray, got ${show(set)}`);
  if (s.SFEleArray === null) return [];
  if (!Array.isArray(s.SFEleArray)) throw new GeometryFormatError(`SFEleArray must be a list of features, got ${show(s.SFEleArray)}`);
  const names = Array.isArray(s.AttStruct?.FldName) ? (s.AttStruct.FldName as unknown[]).map(String) : [];
  const types = Array.isArray(s.AttStruct?.FldType) ? (s.AttStruct.FldType as unknown[]).map(String) : [];
  return s.SFEleArray.map((e: any, i: number): FeatureRow => {
    try {
      const values: unknown[] = Array.isArray(e?.AttValue) ? e.AttValue : [];
      const attributes: Record<string, unknown> = {};
      names.forEach((name, j) => {
        const v = values[j] ?? null;
        const numeric = typeof v === 'string' && v.trim() !== '' && NUMERIC_FLD_TYPES.test(types[j] ?? '') && Number.isFinite(Number(v));
        attributes[name] = numeric ? Number(v) : v;
      });
      const ftype = [1, 2, 3].includes(e?.ftype) ? (e.ftype as GeometryTypeCode) : undefined;
      const f = e?.fGeom;
      const kind = ftype ? ZONDY_KINDS[ftype - 1] : ZONDY_KINDS.find((k) => Array.isArray(f?.[`${k}Geom`]) && f[`${k}Geom`].length);
      const hasParts = !!kind && Array.isArray(f?.[`${kind}Geom`]) && f[`${kind}Geom`].length > 0;
      const geometry = hasParts ? zondyToGeoJson(f, kind) : null;
      const info = e?.GraphicInfo;
      const style = info && [1, 2, 3].includes(info.InfoType) ? (info[INFO_KEYS[info.InfoType - 1]] ?? undefined) : undefined;
      return {
        fid: e?.FID,
        attributes,
        geometry,
        geometryType: ftype ?? (geometry ? geometryTypeCode(geometry.type) : undefined),
        ...(style ? { style } : {}),
      };
    } catch (err) {
      failAt(i, e?.FID, err);
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// ArcGIS: the Esri JSON FeatureSet

export interface EsriField {
  name: string;
  type: string;
  alias: string;
  length?: number;
}
export interface EsriSpatialReference {
  wkid?: number;
  latestWkid?: number;
  wkt?: string;
}
export interface EsriFeatureSet {
  objectIdFieldName: string;
  geometryType: string;
  spatialReference: EsriSpatialReference;
  fields: EsriField[];
  features: { attributes: Record<string, unknown>; geometry?: EsriGeometry }[];
}

const ESRI_GEOMETRY_TYPES: Record<SimpleGeometry['type'], string> = {
  Point: 'esriGeometryPoint',
  MultiPoint: 'esriGeometryMultipoint',
  LineString: 'esriGeometryPolyline',
  MultiLineString: 'esriGeometryPolyline',
  Polygon: 'esriGeometryPolygon',
  MultiPolygon: 'esriGeometryPolygon',
};

/** The OBJECTID field's description. */
export const esriObjectIdField = (name: string): EsriField => ({ name, type: 'esriFieldTypeOID', alias: name });

/** A field as ArcGIS describes it (strings with a length of 255, as the emulated services and ArcGIS's defaults). */
export const esriField = (f: FieldDef): EsriField => ({ name: f.name, type: ESRI_FIELD_TYPES[f.type], alias: f.alias ?? f.name, ...(f.type === 'string' ? { length: 255 } : {}) });

export interface EsriWriteOptions {
  /** Default `{ wkid: 4326 }`; give the service's when `transform` projects into it. */
  spatialReference?: EsriSpatialReference;
  /** Each position on its way out (a projection: `(p) => project('mercator', p[0], p[1])`). */
  transform?: PositionTransform;
  /** Default `'OBJECTID'`. */
  objectIdFieldName?: string;
}

/**
 * Rows as an Esri JSON FeatureSet: the OBJECTID field first (the rows' fids), then `fields`; one geometryType for all
 * (rows mixing points with polygons, or points with multipoints, throw: ArcGIS has one per set).
 */
export function esriFeatureSet(rows: FeatureRow[], fields: FieldDef[], options: EsriWriteOptions = {}): EsriFeatureSet {
  const { spatialReference = { wkid: 4326 }, transform, objectIdFieldName = 'OBJECTID' } = options;
  const types = new Set(rows.flatMap((r) => (r.geometry ? [ESRI_GEOMETRY_TYPES[r.geometry.type]] : [])));
  if (types.size > 1) throw new GeometryFormatError(`an Esri feature set has one geometryType, the features have ${[...types].join(' and ')}`);
  return {
    objectIdFieldName,
    geometryType: [...types][0] ?? '',
    spatialReference,
    fields: [esriObjectIdField(objectIdFieldName), ...fields.filter((f) => f.name !== objectIdFieldName).map(esriField)],
    features: rows.map((row) => {
      const attributes: Record<string, unknown> = { [objectIdFieldName]: row.fid ?? null };
      for (const f of fields) if (f.name !== objectIdFieldName) attributes[f.name] = row.attributes[f.name] ?? null;
      return row.geometry ? { attributes, geometry: geoJsonToEsri(row.geometry, transform) } : { attributes };
    }),
  };
}

/** Is this an Esri JSON feature set (`features` of `{ attributes, geometry }`, not a GeoJSON FeatureCollection)? */
export function isEsriFeatureSet(set: unknown): boolean {
  const s = set as { type?: unknown; features?: unknown } | null;
  return !!s && typeof s === 'object' && s.type === undefined && Array.isArray(s.features);
}

/** The set's transform into lon/lat: Web Mercator (102100, 3857, …) unprojected, anything else left as it is. */
function lonLatOf(sr: EsriSpatialReference | undefined): PositionTransform | undefined {
  return gridOfCrs(sr?.latestWkid ?? sr?.wkid) === 'mercator' ? (p) => unproject('mercator', p[0], p[1]) : undefined;
}

/**
 * An Esri JSON FeatureSet's features as rows: the fid from the object-id field (objectIdFieldName, the
 * esriFieldTypeOID field, OBJECTID or FID; taken out of the attributes), geometries read into GeoJSON through
 * `transform`, by default into lon/lat when the set is in Web Mercator. Throws GeometryFormatError naming the feature
 * for a geometry it cannot read.
 */
export function readEsriFeatureSet(set: unknown, transform?: PositionTransform): FeatureRow[] {
  if (!isEsriFeatureSet(set)) throw new GeometryFormatError(`an Esri feature set needs features, got ${show(set)}`);
  const s = set as { objectIdFieldName?: unknown; fields?: { name?: unknown; type?: unknown }[]; spatialReference?: EsriSpatialReference; features: any[] };
  const oidField = Array.isArray(s.fields) ? s.fields.find((f) => f?.type === 'esriFieldTypeOID')?.name : undefined;
  const idField = (attributes: Record<string, unknown>) => [s.objectIdFieldName, oidField, 'OBJECTID', 'FID'].find((n): n is string => typeof n === 'string' && n in attributes);
  const into = transform ?? lonLatOf(s.spatialReference);
  return s.features.map((f, i): FeatureRow => {
    const attributes: Record<string, unknown> = f?.attributes && typeof f.attributes === 'object' ? { ...f.attributes } : {};
    // The object id is the feature's FID, not one of its attributes (as IGServer keeps FID beside AttValue).
    const name = idField(attributes);
    const id = name === undefined ? undefined : attributes[name];
    if (name !== undefined) delete attributes[name];
    const fid = typeof id === 'number' || typeof id === 'string' ? id : undefined;
    try {
      const geometry = f?.geometry ? (esriToGeoJson(f.geometry, into) as SimpleGeometry) : null;
      return { fid, attributes, geometry, ...(geometry ? { geometryType: geometryTypeCode(geometry.type) } : {}) };
    } catch (err) {
      failAt(i, fid, err);
    }
  });
}
