// BaseParameter: what every feature query says besides its filter (layers, paging, what to return, order, output
// projection), checked, and written as the request of each protocol: IGServer's feature service (mrfs), ArcGIS
// FeatureServer/MapServer `query` and OGC API Features `items`. The subclasses add the filter: ids, a where clause,
// a geometry or a rectangle.
import { boolean, oneOf, show, validateProps, type Rules } from '../../base/validateProps.ts';
import { MapLibError } from '../../base/mapLibError.ts';
import { parseLayers, layersRule, type LayersInput } from './layerRef.ts';
import { fieldList, fieldName, fieldsOf, integerFrom, MAX_PAGINATION, text } from './rules.ts';
import { igsQuery } from './igsQuery.ts';
import { arcgisQuery } from './arcgisQuery.ts';
import { ogcQuery } from './ogcQuery.ts';
import { queryUrl } from './queryUrl.ts';
import type { LayerRef, QueryProtocol, QueryRecord, QueryRequest } from './types.ts';

export interface BaseParameterOptions {
  /** Layer indexes of the map document (`[0, 2]`), GDB paths (`'gdbp://…'`) or an OGC collection name. */
  layers?: LayersInput;
  /** The page, from 0. Default 0. */
  pageIndex?: number;
  /** Features per page, 1…10000. Default 100. */
  pagination?: number;
  /** `'json'` (default) or `'xml'` (IGServer only). */
  resultFormat?: 'json' | 'xml';
  /** Return the features' attributes. Default true. */
  IncludeAttribute?: boolean;
  /** Return the features' geometries. Default true. */
  IncludeGeometry?: boolean;
  /** Return the features' display styles (IGServer only). Default true. */
  IncludeWebGraphic?: boolean;
  /** The field to order by. */
  orderBy?: string;
  /** Ascending order by `orderBy`. Default true. */
  isAsc?: boolean;
  /** The coordinate system of the returned geometries, e.g. `'EPSG:4326'`. */
  proj?: string;
  /** The fields to return, separated by commas. Default: all. */
  fields?: string;
  /** Decimal places of the returned coordinates. */
  coordPrecision?: number;
}

/** The protocols' names of the options a parameter class takes, with their defaults and rules. */
interface ParameterKind {
  component: string;
  defaults: Record<string, unknown>;
  rules: Rules;
  /** Props a request cannot go without, with what they take. Construction may leave them out (MapGIS code often sets them afterwards). */
  required: Record<string, string>;
  /** Other names of a prop, as older MapGIS code spells it (`rectangle` for RectangleParameter's `geometry`). */
  aliases: Record<string, string>;
}

const BOOLEAN_PROPS = ['IncludeAttribute', 'IncludeGeometry', 'IncludeWebGraphic', 'isAsc', 'compareRectOnly', 'enableDisplayCondition'];

/**
 * The options as props: aliases renamed, `null` read as not given, `'true'`/`'false'` strings read as booleans (as
 * MapGIS's FeatureService did for values from templates); an unknown name throws, so a typo never drops a filter.
 */
function optionsOf(kind: ParameterKind, options: object): Record<string, unknown> {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) throw new MapLibError(kind.component, [`options must be an object, got ${show(options)}`]);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    const name = kind.aliases[key] ?? key;
    if (!(name in kind.rules)) throw new MapLibError(kind.component, [`unknown option ${show(key)} (options: ${Object.keys(kind.rules).join(', ')})`]);
    if (name !== key && (options as Record<string, unknown>)[name] != null) throw new MapLibError(kind.component, [`give ${name} or ${key}, not both`]);
    if (value === undefined || value === null) continue;
    out[name] = BOOLEAN_PROPS.includes(name) && (value === 'true' || value === 'false') ? value === 'true' : value;
  }
  return out;
}

export class BaseParameter {
  static readonly component: string = 'BaseParameter';
  static readonly defaults: Record<string, unknown> = {
    layers: [],
    pageIndex: 0,
    pagination: 100,
    resultFormat: 'json',
    IncludeAttribute: true,
    IncludeGeometry: true,
    IncludeWebGraphic: true,
    isAsc: true,
  };
  static readonly rules: Rules = {
    layers: layersRule,
    pageIndex: integerFrom(0, Number.MAX_SAFE_INTEGER, 'the first page is 0'),
    pagination: integerFrom(1, MAX_PAGINATION, 'features per page'),
    resultFormat: oneOf('json', 'xml'),
    IncludeAttribute: boolean,
    IncludeGeometry: boolean,
    IncludeWebGraphic: boolean,
    orderBy: fieldName,
    isAsc: boolean,
    proj: text('a coordinate system such as EPSG:4326'),
    fields: fieldList,
    coordPrecision: integerFrom(0, 15, 'decimal places'),
  };
  static readonly aliases: Record<string, string> = {};
  static readonly required: Record<string, string> = {};

  // Declared, not initialised: the constructor assigns defaults and options for the whole class chain at once (a
  // subclass's initialised fields would be reset after `super()` returned).
  declare layers: LayersInput;
  declare pageIndex: number;
  declare pagination: number;
  declare resultFormat: 'json' | 'xml';
  declare IncludeAttribute: boolean;
  declare IncludeGeometry: boolean;
  declare IncludeWebGraphic: boolean;
  declare orderBy: string | undefined;
  declare isAsc: boolean;
  declare proj: string | undefined;
  declare fields: string | undefined;
  declare coordPrecision: number | undefined;

  constructor(options: BaseParameterOptions = {}) {
    const kind = this.kind();
    Object.assign(this, kind.defaults, optionsOf(kind, options));
    // What is given is checked now; what a request needs (a where, a geometry) when a request is written.
    validateProps(kind.component, kind.rules, this as unknown as Record<string, unknown>);
  }

  private kind(): ParameterKind {
    return this.constructor as unknown as ParameterKind;
  }

  /**
   * Checks every prop as it is now (props may be assigned after construction), the ones a request needs included;
   * throws MapLibError naming each problem.
   */
  check(): this {
    const kind = this.kind();
    const rules: Rules = { ...kind.rules };
    for (const [prop, what] of Object.entries(kind.required)) rules[prop] = (v, p) => (v === undefined ? `is required: ${what}` : kind.rules[prop](v, p));
    validateProps(kind.component, rules, this as unknown as Record<string, unknown>);
    return this;
  }

  /** The filter of the subclass: none here (a page of all features). */
  protected filter(): Pick<QueryRequest, 'where' | 'objectIds' | 'spatial'> {
    return {};
  }

  /** The checked, normalised request the protocol writers read. */
  toRequest(): QueryRequest {
    this.check();
    return {
      component: this.kind().component,
      layers: parseLayers(this.layers) as LayerRef,
      pageIndex: this.pageIndex,
      pagination: this.pagination,
      resultFormat: this.resultFormat,
      includeAttribute: this.IncludeAttribute,
      includeGeometry: this.IncludeGeometry,
      includeWebGraphic: this.IncludeWebGraphic,
      orderBy: this.orderBy?.trim(),
      isAsc: this.isAsc,
      proj: this.proj?.trim(),
      fields: fieldsOf(this.fields),
      coordPrecision: this.coordPrecision,
      ...this.filter(),
    };
  }

  /** IGServer feature service (`…/mrfs/docs/{doc}/0/{layer}/query`, `…/mrfs/layer/query`): the query parameters. */
  toIgsQuery(): QueryRecord {
    return igsQuery(this.toRequest());
  }

  /** ArcGIS FeatureServer / MapServer `{layer}/query`: the query parameters. */
  toArcgisQuery(): QueryRecord {
    return arcgisQuery(this.toRequest());
  }

  /** OGC API Features `/collections/{id}/items`: the query parameters. */
  toOgcQuery(): QueryRecord {
    return ogcQuery(this.toRequest());
  }

  /** The whole request URL for a service: see queryUrl. */
  toUrl(protocol: QueryProtocol, serviceUrl: string): string {
    return queryUrl(this, protocol, serviceUrl);
  }
}
