// What a table shows, read from whatever it is given: MapLib Features, GeoJSON (a FeatureCollection or a list of
// Features), an IGServer (Zondy) FeatureSet `{AttStruct, SFEleArray, TotalCount}` as the original mapgis-base-table
// took, or plain records. Every kind becomes rows of `{ key, record, geometry }`; the columns default to the records'
// fields with their types (the feature services' field kinds), so an edit can be checked against its field.
import type * as GeoJSON from 'geojson';
import { inferFields, isZondyFeatureSet, readZondyFeatureSet, type FieldKind, type FeatureRow } from '../../query/geometry/featureSet.ts';
import { show } from '../../base/validateProps.ts';

/** One row of the table: its key (unique in the table), its field values, and the feature's geometry when it has one. */
export interface TableRow {
  key: string;
  record: Record<string, unknown>;
  geometry?: GeoJSON.Geometry | null;
  /** The feature's own id (GeoJSON `id`, IGServer FID), which a map feature is matched by. */
  fid?: number | string;
}

/** A column as antd (and the original component) writes it. */
export interface TableColumn {
  /** The field the column shows. */
  dataIndex: string;
  /** The header's words. Default: the field name. */
  title?: string | { zh: string; en: string };
  /** The column's id in events and methods. Default: `dataIndex`. */
  key?: string;
  /** Width in CSS pixels. Default 120. */
  width?: number;
  /** The field's type, which an edit is checked against: `'string'`, `'double'` or `'long'`. Default: from the values. */
  type?: FieldKind;
  /** Whether a header click sorts by this column. Default true. */
  sorter?: boolean;
  /** Whether the column has a filter box. Default true. */
  filterable?: boolean;
  /** Whether its cells can be edited (when the table is `editable`). Default true. */
  editable?: boolean;
}

/** A column with its defaults filled in. */
export interface ResolvedColumn extends Required<Omit<TableColumn, 'title'>> {
  title: string | { zh: string; en: string };
}

export const DEFAULT_COLUMN_WIDTH = 120;

/** The data a table takes. */
export type TableDataSource =
  | GeoJSON.FeatureCollection
  | readonly (GeoJSON.Feature | FeatureLike | Record<string, unknown>)[]
  | { AttStruct?: unknown; SFEleArray: unknown; TotalCount?: number };

/** A MapLib Feature (core/query/geometry/feature.ts), read by shape so this module does not load the geometry classes. */
interface FeatureLike {
  attributes: Record<string, unknown>;
  FID?: number | string;
  toGeoJSON(): GeoJSON.Feature;
}

export interface ReadData {
  rows: TableRow[];
  /** The fields in the order they first appear, with their kinds. */
  fields: { name: string; type: FieldKind }[];
  /** A FeatureSet's TotalCount, when it has one. */
  total?: number;
}

const isFeatureLike = (v: unknown): v is FeatureLike =>
  !!v && typeof v === 'object' && typeof (v as FeatureLike).toGeoJSON === 'function' && typeof (v as FeatureLike).attributes === 'object';
const isGeoJSONFeature = (v: unknown): v is GeoJSON.Feature => !!v && typeof v === 'object' && (v as GeoJSON.Feature).type === 'Feature';

/** Why `value` is no data source, or undefined when it is one (a prop rule's sentence). */
export function dataSourceProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    const bad = value.findIndex((v) => !v || typeof v !== 'object' || Array.isArray(v));
    return bad < 0 ? undefined : `must be a list of features or records, got ${show(value[bad])} at ${bad}`;
  }
  if (value && typeof value === 'object' && (value as GeoJSON.FeatureCollection).type === 'FeatureCollection') return undefined;
  if (isZondyFeatureSet(value)) return undefined;
  return `must be Features, GeoJSON, an IGServer FeatureSet {AttStruct, SFEleArray} or records, got ${show(value)}`;
}

/** The rows of `source`: each keyed by its `rowKey` field when given, else by its feature id, else by its position. */
export function readDataSource(source: TableDataSource | undefined, rowKey?: string): ReadData {
  if (source === undefined) return { rows: [], fields: [] };
  let featureRows: FeatureRow[];
  let total: number | undefined;
  if (Array.isArray(source)) {
    featureRows = source.map((item): FeatureRow => {
      if (isFeatureLike(item)) return { fid: item.FID, attributes: item.attributes, geometry: (item.toGeoJSON().geometry as FeatureRow['geometry']) ?? null };
      if (isGeoJSONFeature(item)) return { fid: item.id, attributes: item.properties ?? {}, geometry: (item.geometry as FeatureRow['geometry']) ?? null };
      return { attributes: item as Record<string, unknown>, geometry: null };
    });
  } else if ((source as GeoJSON.FeatureCollection).type === 'FeatureCollection') {
    featureRows = (source as GeoJSON.FeatureCollection).features.map((f) => ({ fid: f.id, attributes: f.properties ?? {}, geometry: (f.geometry as FeatureRow['geometry']) ?? null }));
  } else {
    featureRows = readZondyFeatureSet(source);
    const t = (source as { TotalCount?: unknown }).TotalCount;
    if (typeof t === 'number') total = t;
  }
  const seen = new Set<string>();
  const rows = featureRows.map((r, i): TableRow => {
    const own = rowKey !== undefined ? r.attributes[rowKey] : r.fid;
    let key = own === undefined || own === null ? String(i) : String(own);
    // Two rows with the same key would share a selection: the later one is told apart by its position.
    if (seen.has(key)) key = `${key}#${i}`;
    seen.add(key);
    // The record is the caller's object, never changed: an edit puts a new record in a new row (BaseTable.storeValue).
    return { key, record: r.attributes, geometry: r.geometry, ...(r.fid !== undefined ? { fid: r.fid } : {}) };
  });
  return { rows, fields: inferFields(featureRows), total };
}

/** The columns shown: the given ones with their defaults, or one per field. Types come from the fields when not given. */
export function resolveColumns(columns: readonly TableColumn[] | undefined, fields: ReadData['fields']): ResolvedColumn[] {
  const kinds = new Map(fields.map((f) => [f.name, f.type]));
  const given: readonly TableColumn[] = columns ?? fields.map((f) => ({ dataIndex: f.name }));
  return given.map((c) => ({
    dataIndex: c.dataIndex,
    title: c.title ?? c.dataIndex,
    key: c.key ?? c.dataIndex,
    width: c.width ?? DEFAULT_COLUMN_WIDTH,
    type: c.type ?? kinds.get(c.dataIndex) ?? 'string',
    sorter: c.sorter ?? true,
    filterable: c.filterable ?? true,
    editable: c.editable ?? true,
  }));
}

/** Why `value` is no list of columns, or undefined. */
export function columnsProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return `must be a list of { dataIndex, title?, width?, type?, sorter?, filterable?, editable? }, got ${show(value)}`;
  for (const [i, c] of value.entries()) {
    if (!c || typeof c !== 'object' || typeof c.dataIndex !== 'string') return `must name a field (dataIndex) in every column, got ${show(c)} at ${i}`;
    if (c.type !== undefined && !['string', 'double', 'long'].includes(c.type)) return `must give type 'string', 'double' or 'long', got ${show(c.type)} at ${i}`;
    if (c.width !== undefined && !(typeof c.width === 'number' && c.width >= 20 && c.width <= 2000)) return `must give width a number 20…2000, got ${show(c.width)} at ${i}`;
  }
  const keys = value.map((c) => c.key ?? c.dataIndex);
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  return twice === undefined ? undefined : `must have one column per key, got "${twice}" twice`;
}
