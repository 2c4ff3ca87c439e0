// Elasticsearch `_search` over the point layers (index = layer name, geo_point field `location`): match_all,
// geo_bounding_box, range, term(s), bool queries; geotile_grid buckets with geo_centroid and numeric metric
// sub-aggregations, computed the way Elasticsearch does (quantised coordinates, clamped Web Mercator tiles, means).
// A request is bounded as Elasticsearch bounds it, with its errors: clauses (indices.query.bool.max_clause_count),
// query nesting (indices.query.bool.max_nested_depth), terms (index.max_terms_count), buckets (search.max_buckets)
// and the body's nesting (Jackson's limit).
import { mercatorTileAt } from '../core/geo/index.ts';
import { json } from './respond.ts';
import type { Attr, Feature, HandlerContext, LayerDef } from './types.ts';

const GEO_FIELD = 'location';

/** Elasticsearch 8's defaults for the limits above. */
export const ES_LIMITS = { maxClauseCount: 4096, maxNestedDepth: 30, maxTermsCount: 65536, maxBuckets: 65536, maxBodyDepth: 1000 };

type Cause = { type: string; reason: string; caused_by?: Cause; [k: string]: unknown };

class EsError extends Error {
  /**
   * `inShard`: raised while a shard runs the search (clause and bucket limits), which Elasticsearch reports as a
   * search_phase_execution_exception holding the shard's failure; other errors are the request's own.
   */
  constructor(readonly type: string, reason: string, readonly status = 400, readonly extra: Record<string, unknown> = {}, readonly causedBy?: Cause, readonly inShard = false) {
    super(reason);
  }
}

/** The node id in shard failures (Elasticsearch prints a random one per node). */
const NODE_ID = 'maplib-emulator-node';

function esError(e: EsError, index: string): Response {
  const cause: Cause = { type: e.type, reason: e.message, ...e.extra, ...(e.causedBy ? { caused_by: e.causedBy } : {}) };
  const { caused_by: _, ...root } = cause;
  if (e.inShard) {
    const error = { root_cause: [root], type: 'search_phase_execution_exception', reason: 'all shards failed', phase: 'query', grouped: true, failed_shards: [{ shard: 0, index, node: NODE_ID, reason: cause }], caused_by: cause };
    return json({ error, status: e.status }, e.status);
  }
  return json({ error: { root_cause: [root], ...cause }, status: e.status }, e.status);
}

/** A JSON value as a number: numbers and numeric strings; anything else (an object, whatever its toString) is NaN. */
function num(v: unknown): number {
  return typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
}

/** A request's value in an error message: a string as it is, anything else as JSON; cut short. */
function shown(v: unknown): string {
  const text = typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** How deep a parsed body nests (objects and arrays), counted without recursion. */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    deepest = Math.max(deepest, d);
    for (const child of Object.values(v)) if (child && typeof child === 'object') stack.push([child, d + 1]);
  }
  return deepest;
}

/** Lucene stores geo_points as 32-bit integers; searches and aggregations see the decoded values. */
const LAT_DECODE = 180 / 2 ** 32;
const LON_DECODE = 360 / 2 ** 32;
export function quantizeLat(lat: number): number {
  return Math.floor((lat === 90 ? 90 - Number.EPSILON * 64 : lat) / LAT_DECODE) * LAT_DECODE;
}
export function quantizeLon(lon: number): number {
  return Math.floor((lon === 180 ? 180 - Number.EPSILON * 128 : lon) / LON_DECODE) * LON_DECODE;
}

/** Elasticsearch's GeoTileUtils: x from longitude, y from the clamped latitude's Mercator row, clipped to the grid. */
export function geotileKey(lon: number, lat: number, precision: number): string {
  const { x, y } = mercatorTileAt(lon, lat, precision);
  return `${precision}/${x}/${y}`;
}

interface Doc {
  id: string;
  lat: number;
  lon: number;
  source: Record<string, unknown>;
  attrs: Record<string, Attr>;
  /** geotile keys by precision, filled on demand. */
  tiles?: string[];
}

function toDoc(f: Feature): Doc {
  const [lon, lat] = f.geometry.coordinates as number[];
  return { id: String(f.fid), lat: quantizeLat(lat), lon: quantizeLon(lon), source: { ...f.attributes, [GEO_FIELD]: { lat, lon } }, attrs: f.attributes };
}

/** A geo point in any of Elasticsearch's spellings: {lat, lon}, [lon, lat], "lat,lon". */
function parsePoint(v: unknown, where: string): { lat: number; lon: number } {
  let lat: number;
  let lon: number;
  if (Array.isArray(v)) [lon, lat] = v.map(num);
  else if (typeof v === 'string') [lat, lon] = v.split(',').map(num);
  else if (isObject(v)) [lat, lon] = [num(v.lat), num(v.lon)];
  else throw new EsError('parsing_exception', `[${where}] must be a geo point`);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) throw new EsError('parsing_exception', `[${where}] must be a geo point`);
  return { lat, lon };
}

function fieldValue(doc: Doc, field: string): Attr | undefined {
  return field in doc.attrs ? doc.attrs[field] : undefined;
}

type DocPred = (d: Doc) => boolean;

/** Bounds `{top, left, bottom, right}` of a geo_bounding_box (also the aggregation's `bounds`). */
function parseBox(spec: any, name: string): { top: number; left: number; bottom: number; right: number } {
  if (isObject(spec) && 'top_left' in spec && 'bottom_right' in spec) {
    const tl = parsePoint(spec.top_left, `${name}.top_left`);
    const br = parsePoint(spec.bottom_right, `${name}.bottom_right`);
    return { top: tl.lat, left: tl.lon, bottom: br.lat, right: br.lon };
  }
  if (isObject(spec) && ['top', 'left', 'bottom', 'right'].every((k) => Number.isFinite(num(spec[k])))) return { top: num(spec.top), left: num(spec.left), bottom: num(spec.bottom), right: num(spec.right) };
  throw new EsError('parsing_exception', `failed to parse [${name}]: needs top_left and bottom_right (or top, left, bottom, right)`);
}

function inBox(d: Doc, b: { top: number; left: number; bottom: number; right: number }): boolean {
  if (d.lat > b.top || d.lat < b.bottom) return false;
  // left > right: the box crosses the antimeridian.
  return b.left <= b.right ? d.lon >= b.left && d.lon <= b.right : d.lon >= b.left || d.lon <= b.right;
}

/**
 * What a query may still hold: Lucene counts every leaf query of the whole tree against max_clause_count
 * (TooManyNestedClauses), and a single bool's clauses too (TooManyClauses); both fail the shard.
 */
interface QueryBudget {
  leaves: number;
}

function tooManyClauses(type: 'too_many_clauses' | 'too_many_nested_clauses'): EsError {
  const reason = `${type === 'too_many_nested_clauses' ? 'Query contains too many nested clauses; ' : ''}maxClauseCount is set to ${ES_LIMITS.maxClauseCount}`;
  // Elasticsearch turns Lucene's exception into this 400 since elastic/elasticsearch#112678 (a 500 before).
  return new EsError('illegal_argument_exception', 'Query rewrite failed: too many clauses', 400, {}, { type, reason }, true);
}

function compileQuery(q: any, layer: LayerDef, budget: QueryBudget = { leaves: 0 }, depth = 1, parent = 'query'): DocPred {
  if (q === undefined) return () => true;
  if (depth > ES_LIMITS.maxNestedDepth) {
    throw new EsError('x_content_parse_exception', `[bool] failed to parse field [${parent}]`, 400, {}, {
      type: 'illegal_argument_exception',
      reason: 'The nested depth of the query exceeds the maximum nested depth for queries set in [indices.query.bool.max_nested_depth]',
    });
  }
  if (!isObject(q) || Object.keys(q).length !== 1) throw new EsError('parsing_exception', '[query] must be an object with one query type');
  const [type, body] = Object.entries(q)[0] as [string, any];
  if (type !== 'bool' && ++budget.leaves > ES_LIMITS.maxClauseCount) throw tooManyClauses('too_many_nested_clauses');
  const known = (field: string) => {
    if (field !== GEO_FIELD && !layer.fields.some((f) => f.name === field)) throw new EsError('query_shard_exception', `failed to create query: field [${field}] is not mapped in index [${layer.name}]`);
  };
  switch (type) {
    case 'match_all':
      return () => true;
    case 'geo_bounding_box': {
      const fields = Object.keys(body ?? {}).filter((k) => !['validation_method', 'ignore_unmapped', 'boost', '_name', 'type'].includes(k));
      if (fields.length !== 1) throw new EsError('parsing_exception', '[geo_bounding_box] needs exactly one field');
      if (fields[0] !== GEO_FIELD) throw new EsError('query_shard_exception', `failed to find geo field [${fields[0]}]`, 400, { index: layer.name });
      const box = parseBox(body[fields[0]], 'geo_bounding_box');
      return (d) => inBox(d, box);
    }
    case 'range': {
      const [field, r] = Object.entries(isObject(body) ? body : {})[0] ?? [];
      if (!field) throw new EsError('parsing_exception', '[range] query needs a field');
      known(field);
      if (!isObject(r)) throw new EsError('parsing_exception', `[range] query malformed, no start_object after query name`);
      // Bounds are numbers (the emulated fields are numbers or keywords compared as numbers here).
      const bound = (k: string) => {
        if (r[k] === undefined || r[k] === null) return undefined;
        const n = num(r[k]);
        if (Number.isNaN(n)) throw new EsError('parsing_exception', `[range] query does not support [${k}] value [${shown(r[k])}]`);
        return n;
      };
      const [gte, gt, lte, lt] = ['gte', 'gt', 'lte', 'lt'].map(bound);
      return (d) => {
        const v = fieldValue(d, field);
        if (typeof v !== 'number') return false;
        return (gte === undefined || v >= gte) && (gt === undefined || v > gt) && (lte === undefined || v <= lte) && (lt === undefined || v < lt);
      };
    }
    case 'term':
    case 'terms': {
      const [field, raw] = Object.entries(body ?? {})[0] ?? [];
      if (!field) throw new EsError('parsing_exception', `[${type}] query needs a field`);
      known(field);
      if (type === 'terms' && !Array.isArray(raw)) throw new EsError('parsing_exception', `[terms] query does not support [${field}] as anything but an array of values`);
      const values = type === 'terms' ? (raw as unknown[]) : [isObject(raw) && 'value' in raw ? raw.value : raw];
      if (values.length > ES_LIMITS.maxTermsCount) {
        throw new EsError('illegal_argument_exception', `The number of terms [${values.length}] used in the Terms Query request has exceeded the allowed maximum of [${ES_LIMITS.maxTermsCount}]. This maximum can be set by changing the [index.max_terms_count] index level setting.`, 400, {}, undefined, true);
      }
      const set = new Set(values);
      return (d) => set.has(fieldValue(d, field));
    }
    case 'bool': {
      const clauses = (k: string): unknown[] => (body?.[k] === undefined ? [] : Array.isArray(body[k]) ? body[k] : [body[k]]);
      const keys = ['must', 'filter', 'should', 'must_not'];
      if (keys.reduce((n, k) => n + clauses(k).length, 0) > ES_LIMITS.maxClauseCount) throw tooManyClauses('too_many_clauses');
      const list = (k: string) => clauses(k).map((x) => compileQuery(x, layer, budget, depth + 1, k));
      const must = [...list('must'), ...list('filter')];
      const should = list('should');
      const mustNot = list('must_not');
      const minShould = body?.minimum_should_match === undefined ? (must.length ? 0 : should.length ? 1 : 0) : num(body.minimum_should_match);
      if (Number.isNaN(minShould)) throw new EsError('parsing_exception', `[bool] minimum_should_match must be a number of clauses, got [${shown(body.minimum_should_match)}]`);
      return (d) => must.every((p) => p(d)) && !mustNot.some((p) => p(d)) && should.filter((p) => p(d)).length >= minShould;
    }
    default:
      throw new EsError('parsing_exception', `unknown query [${type}]`);
  }
}

const METRICS = ['geo_centroid', 'avg', 'min', 'max', 'sum', 'value_count'];

function metric(type: string, spec: any, docs: Doc[], layer: LayerDef): unknown {
  const field = spec?.field;
  if (typeof field !== 'string' || !field) throw new EsError('parsing_exception', `[${type}] needs a field name`);
  if (type === 'geo_centroid') {
    if (field !== GEO_FIELD) throw new EsError('illegal_argument_exception', `Field [${field}] of type [${layer.fields.find((f) => f.name === field)?.type ?? 'unknown'}] is not supported for aggregation [geo_centroid]`);
    if (!docs.length) return { count: 0 };
    // Kahan-compensated sums, as Elasticsearch's centroid uses.
    let lat = 0, lon = 0, cl = 0, co = 0;
    for (const d of docs) {
      const y1 = d.lat - cl;
      const t1 = lat + y1;
      cl = t1 - lat - y1;
      lat = t1;
      const y2 = d.lon - co;
      const t2 = lon + y2;
      co = t2 - lon - y2;
      lon = t2;
    }
    return { location: { lat: lat / docs.length, lon: lon / docs.length }, count: docs.length };
  }
  const values = docs.map((d) => fieldValue(d, field)).filter((v): v is number => typeof v === 'number');
  if (type === 'value_count') return { value: values.length };
  if (type === 'sum') return { value: values.reduce((a, b) => a + b, 0) };
  if (!values.length) return { value: null };
  if (type === 'avg') return { value: values.reduce((a, b) => a + b, 0) / values.length };
  return { value: type === 'min' ? Math.min(...values) : Math.max(...values) };
}

/** Buckets a request has made so far, against search.max_buckets (Elasticsearch counts every level's). */
interface BucketBudget {
  buckets: number;
}

function aggregate(aggs: any, docs: Doc[], layer: LayerDef, budget: BucketBudget): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isObject(aggs)) throw new EsError('parsing_exception', 'Expected [START_OBJECT] under [aggregations]');
  for (const [name, spec] of Object.entries<any>(aggs)) {
    if (!isObject(spec)) throw new EsError('parsing_exception', `Expected [START_OBJECT] under [${name}]`);
    const sub = spec.aggs ?? spec.aggregations;
    const types = Object.keys(spec).filter((k) => k !== 'aggs' && k !== 'aggregations' && k !== 'meta');
    if (types.length !== 1) throw new EsError('parsing_exception', `Expected one aggregation type in [${name}], found ${types.length}`);
    const type = types[0];
    if (METRICS.includes(type)) {
      if (sub) throw new EsError('aggregation_initialization_exception', `Aggregator [${name}] of type [${type}] cannot accept sub-aggregations`);
      out[name] = metric(type, spec[type], docs, layer);
    } else if (type === 'geotile_grid') {
      out[name] = geotileGrid(name, spec[type], sub, docs, layer, budget);
    } else {
      throw new EsError('parsing_exception', `Unknown aggregation type [${type}]`);
    }
  }
  return out;
}

function geotileGrid(name: string, g: any, sub: any, docs: Doc[], layer: LayerDef, budget: BucketBudget) {
  if (g?.field !== GEO_FIELD) throw new EsError('illegal_argument_exception', `field [${shown(g?.field)}] of aggregation [${name}] is not a geo_point field`);
  const precision = g.precision === undefined ? 7 : num(g.precision);
  if (!Number.isInteger(precision) || precision < 0 || precision > 29) {
    throw new EsError('x_content_parse_exception', `[geotile_grid] failed to parse field [precision]`, 400, {}, { type: 'illegal_argument_exception', reason: `Invalid geotile_grid precision of ${shown(g.precision)}. Must be between 0 and 29.` });
  }
  const size = g.size === undefined ? 10000 : num(g.size);
  if (!Number.isInteger(size) || size <= 0) throw new EsError('illegal_argument_exception', `[size] must be greater than 0. Found [${shown(g.size)}] in [${name}]`);
  const box = g.bounds ? parseBox(g.bounds, 'bounds') : undefined;
  const groups = new Map<string, Doc[]>();
  for (const d of docs) {
    if (box && !inBox(d, box)) continue;
    const key = tileOf(d, precision);
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(d);
  }
  const order = (key: string) => key.split('/').slice(1).map(Number);
  const kept = [...groups.entries()].sort((a, b) => b[1].length - a[1].length || order(a[0])[0] - order(b[0])[0] || order(a[0])[1] - order(b[0])[1]).slice(0, size);
  // Counted before any sub-aggregation runs: a request past the limit stops here. A 400 since Elasticsearch 8.7
  // (elastic/elasticsearch#95304), a 503 before.
  budget.buckets += kept.length;
  if (budget.buckets > ES_LIMITS.maxBuckets) {
    const reason = `Trying to create too many buckets. Must be less than or equal to: [${ES_LIMITS.maxBuckets}] but this number of buckets was exceeded. This limit can be set by changing the [search.max_buckets] cluster level setting.`;
    throw new EsError('too_many_buckets_exception', reason, 400, { max_buckets: ES_LIMITS.maxBuckets }, undefined, true);
  }
  return { buckets: kept.map(([key, list]) => ({ key, doc_count: list.length, ...(sub === undefined ? {} : aggregate(sub, list, layer, budget)) })) };
}

/** A document's tile at a precision, worked out once per request (many aggregations may ask for the same). */
function tileOf(d: Doc, precision: number): string {
  const tiles = (d.tiles ??= []);
  return (tiles[precision] ??= geotileKey(d.lon, d.lat, precision));
}

export async function elasticsearchHandler(ctx: HandlerContext): Promise<Response> {
  if (ctx.path.length === 0) return json({ name: 'maplib-emulator', cluster_name: 'maplib', version: { number: '8.15.0', lucene_version: '9.11.1' }, tagline: 'You Know, for Search' });
  const [index, op] = ctx.path;
  const layer = ctx.catalog.layers.find((l) => l.name === index && l.kind === 'Pnt');
  try {
    if (!layer) throw new EsError('index_not_found_exception', `no such index [${index}]`, 404, { 'resource.type': 'index_or_alias', 'resource.id': index, index });
    if (op !== '_search' || ctx.path.length !== 2) throw new EsError('illegal_argument_exception', `the emulator answers ${index}/_search only`, 400);
    if (ctx.request.method !== 'POST' && ctx.request.method !== 'GET') throw new EsError('illegal_argument_exception', `method ${ctx.request.method} is not allowed for ${index}/_search`, 405);
    let body: any = {};
    const raw = ctx.request.method === 'POST' ? await ctx.request.text() : (ctx.url.searchParams.get('source') ?? '');
    if (raw.trim()) {
      try {
        body = JSON.parse(raw);
      } catch (err) {
        throw new EsError('x_content_parse_exception', `failed to parse request body: ${(err as Error).message}`);
      }
    }
    if (!isObject(body)) throw new EsError('parsing_exception', 'request body must be a JSON object');
    const depth = nestingDepth(body);
    if (depth > ES_LIMITS.maxBodyDepth) {
      throw new EsError('x_content_parse_exception', `Document nesting depth (${depth}) exceeds the maximum allowed (${ES_LIMITS.maxBodyDepth}, from \`StreamReadConstraints.getMaxNestingDepth()\`)`);
    }
    const known = ['query', 'aggs', 'aggregations', 'size', 'from', '_source', 'track_total_hits', 'timeout'];
    const unknown = Object.keys(body).find((k) => !known.includes(k));
    if (unknown) throw new EsError('parsing_exception', `Unknown key for a START_OBJECT in [${unknown}].`);
    const size = num(ctx.url.searchParams.get('size') ?? body.size ?? 10);
    const from = num(ctx.url.searchParams.get('from') ?? body.from ?? 0);
    if (!Number.isInteger(size) || size < 0 || !Number.isInteger(from) || from < 0) throw new EsError('illegal_argument_exception', '[size] and [from] must be non-negative integers');
    const pred = compileQuery(body.query, layer);
    const docs = (await ctx.catalog.features(layer)).map(toDoc).filter(pred);
    const aggs = body.aggs ?? body.aggregations;
    const hits = docs.slice(from, from + size).map((d) => ({ _index: index, _id: d.id, _score: 1.0, _source: d.source }));
    const total = docs.length > 10000 && body.track_total_hits !== true ? { value: 10000, relation: 'gte' } : { value: docs.length, relation: 'eq' };
    return json({
      took: 1,
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: { total, max_score: hits.length ? 1.0 : null, hits },
      ...(aggs ? { aggregations: aggregate(aggs, docs, layer, { buckets: 0 }) } : {}),
    });
  } catch (err) {
    if (err instanceof EsError) return esError(err, index);
    throw err;
  }
}
