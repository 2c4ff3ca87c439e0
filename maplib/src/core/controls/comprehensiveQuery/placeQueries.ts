// The query of one category for a search text: a `LIKE` clause over its search fields (case variants for Latin
// text, since SQL's LIKE is case-sensitive), limited to `geoJSONExtent` when one is given, as the parameter classes
// FeatureService sends (SQLParameter, or GeometryParameter with the same where). Pure.
import type * as GeoJSON from 'geojson';
import { SQLParameter } from '../../query/parameters/sqlParameter.ts';
import { GeometryParameter } from '../../query/parameters/geometryParameter.ts';
import type { LayersInput } from '../../query/parameters/layerRef.ts';
import { searchFieldsOf, type QueryTableEntry, type QueryWay } from './placeNameConfig.ts';

/** The most results one category fetches: the map shows them all (clustered), the list pages through them. */
export const MAX_RESULTS_PER_CATEGORY = 200;

/** A SQL string literal's content: single quotes doubled. */
export const sqlText = (s: string) => s.replace(/'/g, "''");

/**
 * The spellings a LIKE must try for `text` to match regardless of case: as typed, lower, upper and each word
 * capitalised ("paris" → paris, PARIS, Paris). Text without Latin letters has one spelling.
 */
export function caseVariants(text: string): string[] {
  if (!/[a-z]/i.test(text)) return [text];
  const title = text.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
  return [...new Set([text, text.toLowerCase(), text.toUpperCase(), title])];
}

/** `(f1 LIKE '%t%' OR f2 LIKE '%t%' …)` for every field and spelling; `%` and `_` in the text stay wildcards. */
export function likeClause(fields: string[], text: string): string {
  const variants = caseVariants(text.trim());
  const terms = fields.flatMap((f) => variants.map((v) => `${f} LIKE '%${sqlText(v)}%'`));
  return terms.length === 1 ? terms[0] : `(${terms.join(' OR ')})`;
}

/** What a category queries: its gdbp path (queryWay 'gdbp') or its layer index in the document (queryWay 'doc'). */
export function layersOf(entry: QueryTableEntry, queryWay: QueryWay): LayersInput {
  return queryWay === 'gdbp' ? entry.gdbp! : [entry.LayerIndex!];
}

export interface CategoryQueryOptions {
  queryWay: QueryWay;
  /** The polygon the search is limited to. */
  extent?: GeoJSON.Polygon | GeoJSON.MultiPolygon | GeoJSON.Feature;
  /** Results fetched at most. Default MAX_RESULTS_PER_CATEGORY. */
  limit?: number;
}

/** The parameter of one category's query for `text`. */
export function categoryParameter(entry: QueryTableEntry, text: string, o: CategoryQueryOptions): SQLParameter | GeometryParameter {
  const common = {
    layers: layersOf(entry, o.queryWay),
    where: likeClause(searchFieldsOf(entry), text),
    pageIndex: 0,
    pagination: o.limit ?? MAX_RESULTS_PER_CATEGORY,
    IncludeWebGraphic: false,
  };
  return o.extent ? new GeometryParameter({ ...common, geometry: o.extent }) : new SQLParameter(common);
}

/** The categories a search covers: one tab's entry, or every entry with `allUse` not false (the "all" tab). */
export function categoriesSearched(table: QueryTableEntry[], tab: number | 'all'): number[] {
  if (tab !== 'all') return [tab];
  return table.flatMap((e, i) => (e.allUse === false ? [] : [i]));
}
