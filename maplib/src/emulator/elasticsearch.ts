// Elasticsearch `_search` over the point layers (index = layer name, geo_point field `location`): match_all,
// geo_bounding_box, range, term(s), bool queries; geotile_grid buckets with geo_centroid and numeric metric
// sub-aggregations, computed the way Elasticsearch does (quantised coordinates, clamped Web Mercator tiles, means).
import { mercatorTileAt } from '../core/geo/index.ts';
import { json } from './respond.ts';
import type { Attr, Feature, HandlerContext, LayerDef } from './types.ts';

const GEO_FIELD = 'location';

class EsError extends Error {
  constructor(readonly type: string, reason: string, readonly status = 400, readonly extra: Record<string, unknown> = {}, readonly causedBy?: { type: string; reason: string }) {
    super(reason);
  }
}

function esError(e: EsError): Response {
  const cause = { type: e.type, reason: e.message, ...e.extra };
  return json({ error: { root_cause: [cause], ...cause, ...(e.causedBy ? { caused_by: e.causedBy } : {}) }, status: e.status }, e.status);
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
}

function toDoc(f: Feature): Doc {
  const [lon, lat] = f.geometry.coordinates as number[];
  return { id: String(f.fid), lat: quantizeLat(lat), lon: quantizeLon(lon), source: { ...f.attributes, [GEO_FIELD]: { lat, lon } }, attrs: f.attributes };
}

/** A geo point in any of Elasticsearch's spellings: {lat, lon}, [lon, lat], "lat,lon". */
function parsePoint(v: unknown, where: string): { lat: number; lon: number } {
  let lat: number;
  let lon: number;
  if (Array.isArray(v)) [lon, lat] = v.map(Number);
  else if (typeof v === 'string') [lat, lon] = v.split(',').map((s) => Number(s.trim()));
  else if (v && typeof v === 'object') ({ lat, lon } = v as { lat: number; lon: number });
  else throw new EsError('parsing_exception', `[${where}] must be a geo point`);
  if (!Number.isFinite(Number(lat)) || !Number.isFinite(Number(lon))) throw new EsError('parsing_exception', `[${where}] must be a geo point`);
  return { lat: Number(lat), lon: Number(lon) };
}

function fieldValue(doc: Doc, field: string): Attr | undefined {
  return field in doc.attrs ? doc.attrs[field] : undefined;
}

type DocPred = (d: Doc) => boolean;

/** Bounds `{top, left, bottom, right}` of a geo_bounding_box (also the aggregation's `bounds`). */
function parseBox(spec: any, name: string): { top: number; left: number; bottom: number; right: number } {
  if (spec && 'top_left' in spec && 'bottom_right' in spec) {
    const tl = parsePoint(spec.top_left, `${name}.top_left`);
    const br = parsePoint(spec.bottom_right, `${name}.bottom_right`);
    return { top: tl.lat, left: tl.lon, bottom: br.lat, right: br.lon };
  }
  if (spec && ['top', 'left', 'bottom', 'right'].every((k) => Number.isFinite(Number(spec[k])))) return { top: +spec.top, left: +spec.left, bottom: +spec.bottom, right: +spec.right };
  throw new EsError('parsing_exception', `failed to parse [${name}]: needs top_left and bottom_right (or top, left, bottom, right)`);
}

function inBox(d: Doc, b: { top: number; left: number; bottom: number; right: number }): boolean {
  if (d.lat > b.top || d.lat < b.bottom) return false;
  // left > right: the box crosses the antimeridian.
  return b.left <= b.right ? d.lon >= b.left && d.lon <= b.right : d.lon >= b.left || d.lon <= b.right;
}

function compileQuery(q: any, layer: LayerDef): DocPred {
  if (q === undefined) return () => true;
  if (!q || typeof q !== 'object' || Object.keys(q).length !== 1) throw new EsError('parsing_exception', '[query] must be an object with one query type');
  const [type, body] = Object.entries(q)[0] as [string, any];
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
      const [field, r] = Object.entries(body ?? {})[0] ?? [];
      if (!field) throw new EsError('parsing_exception', '[range] query needs a field');
      known(field);
      const cond = r as Record<string, number>;
      return (d) => {
        const v = fieldValue(d, field) as number;
        if (v === null || v === undefined) return false;
        return (cond.gte === undefined || v >= cond.gte) && (cond.gt === undefined || v > cond.gt) && (cond.lte === undefined || v <= cond.lte) && (cond.lt === undefined || v < cond.lt);
      };
    }
    case 'term':
    case 'terms': {
      const [field, raw] = Object.entries(body ?? {})[0] ?? [];
      if (!field) throw new EsError('parsing_exception', `[${type}] query needs a field`);
      known(field);
      const values = type === 'terms' ? (raw as unknown[]) : [raw && typeof raw === 'object' && 'value' in (raw as object) ? (raw as { value: unknown }).value : raw];
      return (d) => values.some((v) => fieldValue(d, field) === v);
    }
    case 'bool': {
      const list = (k: string) => (body?.[k] === undefined ? [] : Array.isArray(body[k]) ? body[k] : [body[k]]).map((x: any) => compileQuery(x, layer));
      const must = [...list('must'), ...list('filter')];
      const should = list('should');
      const mustNot = list('must_not');
      const minShould = body?.minimum_should_match ?? (must.length ? 0 : should.length ? 1 : 0);
      return (d) => must.every((p) => p(d)) && !mustNot.some((p) => p(d)) && should.filter((p) => p(d)).length >= minShould;
    }
    default:
      throw new EsError('parsing_exception', `unknown query [${type}]`);
  }
}

const METRICS = ['geo_centroid', 'avg', 'min', 'max', 'sum', 'value_count'];

function metric(type: string, spec: any, docs: Doc[], layer: LayerDef): unknown {
  const field = spec?.field;
  if (!field) throw new EsError('parsing_exception', `[${type}] needs a field`);
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

function aggregate(aggs: any, docs: Doc[], layer: LayerDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries<any>(aggs ?? {})) {
    const sub = spec.aggs ?? spec.aggregations;
    const types = Object.keys(spec).filter((k) => k !== 'aggs' && k !== 'aggregations' && k !== 'meta');
    if (types.length !== 1) throw new EsError('parsing_exception', `Expected one aggregation type in [${name}], found ${types.length}`);
    const type = types[0];
    if (METRICS.includes(type)) {
      if (sub) throw new EsError('aggregation_initialization_exception', `Aggregator [${name}] of type [${type}] cannot accept sub-aggregations`);
      out[name] = metric(type, spec[type], docs, layer);
    } else if (type === 'geotile_grid') {
      out[name] = geotileGrid(name, spec[type], sub, docs, layer);
    } else {
      throw new EsError('parsing_exception', `Unknown aggregation type [${type}]`);
    }
  }
  return out;
}

function geotileGrid(name: string, g: any, sub: any, docs: Doc[], layer: LayerDef) {
  if (g?.field !== GEO_FIELD) throw new EsError('illegal_argument_exception', `field [${g?.field}] of aggregation [${name}] is not a geo_point field`);
  const precision = g.precision === undefined ? 7 : Number(g.precision);
  if (!Number.isInteger(precision) || precision < 0 || precision > 29) {
    throw new EsError('x_content_parse_exception', `[geotile_grid] failed to parse field [precision]`, 400, {}, { type: 'illegal_argument_exception', reason: `Invalid geotile_grid precision of ${g.precision}. Must be between 0 and 29.` });
  }
  const size = g.size === undefined ? 10000 : Number(g.size);
  if (!Number.isInteger(size) || size <= 0) throw new EsError('illegal_argument_exception', `[size] must be greater than 0. Found [${g.size}] in [${name}]`);
  const box = g.bounds ? parseBox(g.bounds, 'bounds') : undefined;
  const groups = new Map<string, Doc[]>();
  for (const d of docs) {
    if (box && !inBox(d, box)) continue;
    const key = geotileKey(d.lon, d.lat, precision);
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(d);
  }
  const order = (key: string) => key.split('/').slice(1).map(Number);
  const buckets = [...groups.entries()]
    .sort((a, b) => b[1].length - a[1].length || order(a[0])[0] - order(b[0])[0] || order(a[0])[1] - order(b[0])[1])
    .slice(0, size)
    .map(([key, list]) => ({ key, doc_count: list.length, ...aggregate(sub, list, layer) }));
  return { buckets };
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
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new EsError('parsing_exception', 'request body must be a JSON object');
    const known = ['query', 'aggs', 'aggregations', 'size', 'from', '_source', 'track_total_hits', 'timeout'];
    const unknown = Object.keys(body).find((k) => !known.includes(k));
    if (unknown) throw new EsError('parsing_exception', `Unknown key for a START_OBJECT in [${unknown}].`);
    const size = Number(ctx.url.searchParams.get('size') ?? body.size ?? 10);
    const from = Number(ctx.url.searchParams.get('from') ?? body.from ?? 0);
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
      ...(aggs ? { aggregations: aggregate(aggs, docs, layer) } : {}),
    });
  } catch (err) {
    if (err instanceof EsError) return esError(err);
    throw err;
  }
}
