// OGC API Features over the emulated layers, at `ogc/features`: the landing page, conformance, collections and items
// (Part 1, Core, OGC 17-069r4) with `limit`, `offset`, `bbox` (west > east crosses the antimeridian), `filter` in
// CQL2 text (Part 3; the comparisons, LIKE, IN, BETWEEN, IS NULL and AND/OR/NOT that where.ts reads), `sortby` (Part 8
// draft) and `crs` (Part 2: CRS84 or EPSG:3857); and Part 4 (draft, OGC 20-002) edits: POST a Feature to `items`
// (201 + Location), PUT and DELETE `items/{id}`. Errors are JSON `{code, description}` with a 4xx status, and a
// parameter the server does not know is a 400, as Part 1 requires (/req/core/query-param-unknown). Edits go to the
// store the other protocols read, so an OGC edit shows in IGServer and ArcGIS answers too.
import { isGeoJsonGeometry, project } from '../../core/geo/index.ts';
import { addToLayer, currentFeatures, deleteFromLayer, updateInLayer } from '../edits.ts';
import { runQuery, type QuerySpec } from '../featureQuery.ts';
import { FeatureSetError, readAttributes } from '../igs/featureSet.ts';
import { json, respond } from '../respond.ts';
import type { Feature, Geometry, HandlerContext, LayerDef, Position } from '../types.ts';
import { WhereError } from '../where.ts';
import { CRS84 } from '../../core/query/parameters/ogcQuery.ts';
import { kindMismatch, layerAccepts } from '../layerKinds.ts';

const MERCATOR = 'http://www.opengis.net/def/crs/EPSG/0/3857';
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 10_000;
const ITEM_PARAMS = ['limit', 'offset', 'bbox', 'bbox-crs', 'filter', 'filter-lang', 'sortby', 'crs', 'f'];
const CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-2/1.0/conf/crs',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/filter',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/features-filter',
  'http://www.opengis.net/spec/cql2/1.0/conf/cql2-text',
  'http://www.opengis.net/spec/ogcapi-features-4/1.0/conf/create-replace-delete',
];

class OgcError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const problem = (status: number, code: string, description: string) => json({ code, description }, status);
const geojson = (value: unknown, headers: Record<string, string> = {}) => respond(JSON.stringify(value), 'application/geo+json', 200, headers);

export async function ogcFeaturesHandler(ctx: HandlerContext): Promise<Response> {
  try {
    return await route(ctx);
  } catch (err) {
    if (err instanceof OgcError) return problem(err.status, err.code, err.message);
    if (err instanceof WhereError) return problem(400, 'InvalidParameterValue', `filter: ${err.message}`);
    if (err instanceof FeatureSetError) return problem(400, 'InvalidValue', err.message);
    throw err;
  }
}

async function route(ctx: HandlerContext): Promise<Response> {
  const [first, name, items, id, ...more] = ctx.path;
  const method = ctx.request.method.toUpperCase();
  // The landing page's URL: this request's path without the segments below the mount.
  const here = ctx.url.href.replace(/[?#].*$/, '').replace(/\/$/, '');
  const below = ctx.path.map(encodeURIComponent).join('/');
  const base = below && here.endsWith(`/${below}`) ? here.slice(0, -below.length - 1) : here;
  if (more.length) throw new OgcError(404, 'NotFound', `no resource at ${ctx.path.join('/')}`);
  if (first === undefined) return json(landingPage(base));
  if (first === 'conformance' && name === undefined) return json({ conformsTo: CONFORMANCE });
  if (first !== 'collections') throw new OgcError(404, 'NotFound', `no resource at ${ctx.path.join('/')}`);
  if (name === undefined) return json({ collections: ctx.catalog.layers.map((l) => collection(base, l)), links: [{ href: `${base}/collections`, rel: 'self', type: 'application/json' }] });
  const layer = ctx.catalog.byName(name);
  if (!layer) throw new OgcError(404, 'NotFound', `no collection '${name}' (collections: ${ctx.catalog.layers.map((l) => l.name).join(', ')})`);
  if (items === undefined) return json(collection(base, layer));
  if (items !== 'items') throw new OgcError(404, 'NotFound', `no resource at ${ctx.path.join('/')}`);
  const itemsUrl = `${base}/collections/${encodeURIComponent(layer.name)}/items`;
  if (id === undefined) {
    if (method === 'GET') return geojson(await queryItems(ctx, layer, itemsUrl));
    if (method === 'POST') {
      const [fid] = await addToLayer(ctx, layer, [await readFeature(ctx, layer)]);
      return respond(null, 'application/json', 201, { location: `${itemsUrl}/${fid}` });
    }
    throw new OgcError(405, 'MethodNotAllowed', `${method} is not allowed on items (GET, POST)`);
  }
  const fid = Number(id);
  const current = await currentFeatures(ctx, layer);
  const feature = Number.isInteger(fid) ? current.get(fid) : undefined;
  if (!feature) throw new OgcError(404, 'NotFound', `no feature '${id}' in ${layer.name}`);
  if (method === 'GET') {
    const crs = plainCrs(ctx);
    return geojson(outFeature(feature, crs), { 'content-crs': `<${crs}>` });
  }
  if (method === 'PUT') {
    await updateInLayer(ctx, layer, [{ fid, ...(await readFeature(ctx, layer)) }]);
    return respond(null, 'application/json', 204);
  }
  if (method === 'DELETE') {
    await deleteFromLayer(ctx, layer, [fid]);
    return respond(null, 'application/json', 204);
  }
  throw new OgcError(405, 'MethodNotAllowed', `${method} is not allowed on a feature (GET, PUT, DELETE)`);
}

function landingPage(base: string) {
  return {
    title: 'MapLib emulated OGC API Features',
    description: 'The emulated World document (countries, graticule, earthquakes, places) as OGC API Features collections.',
    links: [
      { href: base, rel: 'self', type: 'application/json', title: 'this document' },
      { href: `${base}/conformance`, rel: 'conformance', type: 'application/json', title: 'conformance classes' },
      { href: `${base}/collections`, rel: 'data', type: 'application/json', title: 'collections' },
    ],
  };
}

function collection(base: string, layer: LayerDef) {
  const href = `${base}/collections/${encodeURIComponent(layer.name)}`;
  return {
    id: layer.name,
    title: layer.title.en,
    description: `${layer.title.zh} — ${layer.source}`,
    itemType: 'feature',
    crs: [CRS84, MERCATOR],
    extent: { spatial: { bbox: [[-180, -90, 180, 90]], crs: CRS84 } },
    links: [
      { href, rel: 'self', type: 'application/json' },
      { href: `${href}/items`, rel: 'items', type: 'application/geo+json' },
    ],
  };
}

/** The output CRS asked for (`crs`), CRS84 when none. */
function plainCrs(ctx: HandlerContext): string {
  const crs = ctx.url.searchParams.get('crs');
  if (crs === null || crs === CRS84) return CRS84;
  if (crs === MERCATOR) return MERCATOR;
  throw new OgcError(400, 'InvalidParameterValue', `crs '${crs}' is not offered (${CRS84}, ${MERCATOR})`);
}

function outFeature(f: Feature, crs: string) {
  const geometry = crs === MERCATOR ? mapPositions(f.geometry, (p) => project('mercator', p[0], p[1])) : f.geometry;
  return { type: 'Feature', id: f.fid, properties: f.attributes, geometry };
}

function mapPositions(g: Geometry, fn: (p: Position) => Position): Geometry {
  const deep = (c: unknown): unknown => (typeof (c as unknown[])[0] === 'number' ? fn(c as Position) : (c as unknown[]).map(deep));
  return { type: g.type, coordinates: deep(g.coordinates) } as Geometry;
}

async function queryItems(ctx: HandlerContext, layer: LayerDef, itemsUrl: string) {
  const q = ctx.url.searchParams;
  const unknown = [...new Set(q.keys())].filter((k) => !ITEM_PARAMS.includes(k));
  if (unknown.length) throw new OgcError(400, 'InvalidParameterValue', `unknown parameter${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (this server reads ${ITEM_PARAMS.join(', ')})`);
  const limit = integerParam(q, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT);
  const offset = integerParam(q, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  const filter = q.get('filter') ?? undefined;
  const lang = q.get('filter-lang');
  if (lang !== null && lang !== 'cql2-text') throw new OgcError(400, 'InvalidParameterValue', `filter-lang '${lang}' is not offered (cql2-text)`);
  const bboxCrs = q.get('bbox-crs');
  if (bboxCrs !== null && bboxCrs !== CRS84) throw new OgcError(400, 'InvalidParameterValue', `bbox-crs '${bboxCrs}' is not offered (${CRS84})`);
  const crs = plainCrs(ctx);
  const spec: QuerySpec = { where: filter, orderBy: sortBy(q.get('sortby')) };
  const all = await ctx.catalog.features(layer);
  const boxes = bboxParam(q.get('bbox'));
  // Two boxes across the antimeridian: the features that meet either, then filtered and sorted as one query.
  const inBoxes = boxes?.flatMap((box) => runQuery(all, layer, { where: spec.where, shape: { type: 'box', box } }, 'id').map((f) => f.fid));
  const matched = runQuery(all, layer, { ...spec, objectIds: inBoxes }, 'id');
  const page = matched.slice(offset, offset + limit);
  const self = `${itemsUrl}?${q.toString()}`;
  const links = [{ href: self, rel: 'self', type: 'application/geo+json' }];
  if (offset + page.length < matched.length) {
    const next = new URLSearchParams(q);
    next.set('offset', String(offset + page.length));
    next.set('limit', String(limit));
    links.push({ href: `${itemsUrl}?${next}`, rel: 'next', type: 'application/geo+json' });
  }
  return { type: 'FeatureCollection', features: page.map((f) => outFeature(f, crs)), numberMatched: matched.length, numberReturned: page.length, timeStamp: new Date().toISOString(), links };
}

function integerParam(q: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = q.get(name);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min) throw new OgcError(400, 'InvalidParameterValue', `${name} must be a whole number from ${min}, got '${raw}'`);
  return Math.min(n, max);
}

/** `bbox=w,s,e,n` as boxes: two when west > east (the box crosses the antimeridian, Part 1 §7.15.3). */
function bboxParam(raw: string | null): [number, number, number, number][] | undefined {
  if (raw === null) return undefined;
  const n = raw.split(',').map(Number);
  if (n.length !== 4 || n.some((v) => !Number.isFinite(v))) throw new OgcError(400, 'InvalidParameterValue', `bbox must be four numbers west,south,east,north (2D), got '${raw}'`);
  const [w, s, e, north] = n;
  if (s > north) throw new OgcError(400, 'InvalidParameterValue', `bbox: south (${s}) is above north (${north})`);
  return w <= e ? [[w, s, e, north]] : [[w, s, 180, north], [-180, s, e, north]];
}

/** `sortby=name,-mag` (Part 8 draft: `+` or nothing ascending, `-` descending). */
function sortBy(raw: string | null): QuerySpec['orderBy'] {
  if (!raw) return undefined;
  return raw.split(',').map((s) => s.trim()).filter(Boolean).map((s) => ({ field: s.replace(/^[+-]/, ''), desc: s.startsWith('-') }));
}

/** The request's body as a GeoJSON Feature of this layer's kind, in CRS84, with properties of its fields. */
async function readFeature(ctx: HandlerContext, layer: LayerDef): Promise<{ attributes: Feature['attributes']; geometry: Geometry }> {
  let body: any;
  try {
    body = JSON.parse(await ctx.request.text());
  } catch {
    throw new OgcError(400, 'InvalidValue', 'the body is not JSON: send a GeoJSON Feature (application/geo+json)');
  }
  if (body?.type !== 'Feature') throw new OgcError(400, 'InvalidValue', `the body must be a GeoJSON Feature, got ${body?.type ?? typeof body}`);
  if (!isGeoJsonGeometry(body.geometry)) throw new OgcError(400, 'InvalidValue', 'the feature has no valid GeoJSON geometry');
  const geometry = body.geometry as Geometry;
  if (!layerAccepts(layer, geometry)) throw new OgcError(400, 'InvalidValue', kindMismatch(layer, geometry));
  const properties = body.properties ?? {};
  if (typeof properties !== 'object' || Array.isArray(properties)) throw new OgcError(400, 'InvalidValue', 'properties must be an object');
  return { attributes: readAttributes(layer, Object.keys(properties), Object.values(properties)), geometry };
}
