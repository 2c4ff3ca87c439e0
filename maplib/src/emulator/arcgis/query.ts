// ArcGIS MapServer `{layer}/query`, a documented subset: where, objectIds, geometry (envelope, point, polygon) with
// Intersects / EnvelopeIntersects / Contains, outFields, returnGeometry, outSR, orderByFields, paging, count/ids only,
// answered as Esri JSON or GeoJSON.
import { crsByWkid } from '../geo/crs.ts';
import { parseOrderBy, runQuery, type QuerySpec } from '../featureQuery.ts';
import { parseBool, type Params } from '../params.ts';
import { json } from '../respond.ts';
import type { Feature, HandlerContext, LayerDef } from '../types.ts';
import { WhereError } from '../where.ts';
import { arcgisError, UNABLE, INVALID } from './errors.ts';
import { rewindRfc7946 } from '../../core/geo/index.ts';
import { parseQueryGeometry, toEsri } from './esriGeometry.ts';
import { esriFields, esriGeometryType, OBJECTID } from './fields.ts';
import type { MapService } from './services.ts';

export const MAX_RECORD_COUNT = 1000;

export async function query(ctx: HandlerContext, service: MapService, layer: LayerDef, p: Params): Promise<Response> {
  const f = (p.get('f') ?? 'html').toLowerCase();
  if (!['json', 'pjson', 'geojson'].includes(f)) return arcgisError(400, INVALID, [`f=${f} is not emulated; use f=json or f=geojson`], 'json');
  const fail = (details: string[]) => arcgisError(400, UNABLE, details, f);
  // An empty parameter counts as not given (clients send `where=&geometry=`).
  const spec: QuerySpec = { where: p.nonEmpty('where') };
  const ids = p.nonEmpty('objectIds');
  if (ids) {
    const list = ids.split(',').map((s) => Number(s.trim()));
    if (list.some((n) => !Number.isInteger(n))) return fail([`Invalid objectIds '${ids}'`]);
    spec.objectIds = list;
  }
  const geometry = p.nonEmpty('geometry');
  if (geometry) {
    const inSR = p.nonEmpty('inSR');
    const inCrs = inSR ? crsByWkid(inSR) : service.crs;
    if (!inCrs) return fail([`Invalid inSR '${inSR}'`]);
    const shape = parseQueryGeometry(geometry, p.get('geometryType') ?? '', inCrs.kind);
    if (typeof shape === 'string') return fail([shape]);
    spec.shape = shape;
    const rel = p.get('spatialRel') || 'esriSpatialRelIntersects';
    // Contains reads "the query geometry contains the feature": features wholly inside it.
    if (rel === 'esriSpatialRelEnvelopeIntersects') spec.envelopeOnly = true;
    else if (rel === 'esriSpatialRelContains') spec.mustInside = true;
    else if (rel !== 'esriSpatialRelIntersects') return fail([`spatialRel ${rel} is not emulated (esriSpatialRelIntersects, esriSpatialRelEnvelopeIntersects, esriSpatialRelContains)`]);
  }
  if (spec.where === undefined && !spec.objectIds && !spec.shape && !p.nonEmpty('text')) {
    return fail(["'where' parameter not specified", "'objectIds' parameter not specified", "'geometry' parameter not specified"]);
  }
  const text = p.nonEmpty('text');
  if (text) {
    // `text` is a LIKE on the display field (here the first string field).
    const display = layer.fields.find((x) => x.type === 'string');
    if (display) spec.where = [spec.where, `${display.name} LIKE '%${text.replace(/'/g, "''")}%'`].filter(Boolean).join(' AND ');
  }
  spec.orderBy = parseOrderBy(p.get('orderByFields'));
  const all = esriFields(layer);
  for (const o of spec.orderBy) if (!all.some((x) => x.name.toLowerCase() === o.field.toLowerCase())) return fail([`Invalid field '${o.field}' in orderByFields`]);

  const outCrs = p.nonEmpty('outSR') ? crsByWkid(p.get('outSR')) : service.crs;
  if (!outCrs) return fail([`Invalid outSR '${p.get('outSR')}'`]);
  // outFields: names or *, case-insensitive; the OID is always returned in Esri JSON.
  const outParam = p.get('outFields') ?? '';
  let outNames: string[];
  if (outParam.trim() === '*') outNames = all.map((x) => x.name);
  else {
    outNames = [OBJECTID];
    for (const name of outParam.split(',').map((s) => s.trim()).filter(Boolean)) {
      const field = all.find((x) => x.name.toLowerCase() === name.toLowerCase());
      if (!field) return fail([`Invalid field '${name}' in outFields`]);
      if (!outNames.includes(field.name)) outNames.push(field.name);
    }
  }

  let found: Feature[];
  try {
    found = runQuery(await ctx.catalog.features(layer), layer, spec, OBJECTID);
  } catch (err) {
    if (err instanceof WhereError) return fail([`'where' parameter is invalid: ${err.message}`]);
    throw err;
  }
  if (parseBool(p.get('returnCountOnly'), false)) return json({ count: found.length });
  if (parseBool(p.get('returnIdsOnly'), false)) return json({ objectIdFieldName: OBJECTID, objectIds: found.map((x) => x.fid) });

  const offset = Math.max(0, Number(p.get('resultOffset') ?? 0) || 0);
  const requested = Number(p.get('resultRecordCount') ?? MAX_RECORD_COUNT) || MAX_RECORD_COUNT;
  const count = Math.min(requested, MAX_RECORD_COUNT);
  const page = found.slice(offset, offset + count);
  const exceeded = offset + count < found.length;
  const returnGeometry = parseBool(p.get('returnGeometry'), true);
  const attrs = (x: Feature) => Object.fromEntries(outNames.map((n) => [n, n === OBJECTID ? x.fid : (x.attributes[n] ?? null)]));

  if (f === 'geojson') {
    return json({
      type: 'FeatureCollection',
      features: page.map((x) => ({ type: 'Feature', id: x.fid, geometry: returnGeometry ? rewindRfc7946(x.geometry) : null, properties: attrs(x) })),
      ...(exceeded ? { properties: { exceededTransferLimit: true } } : {}),
    }, 200, 'application/geo+json');
  }
  const sr = outCrs.kind === 'mercator' ? { wkid: 102100, latestWkid: 3857 } : { wkid: outCrs.wkid, latestWkid: outCrs.wkid };
  return json({
    displayFieldName: layer.fields.find((x) => x.type === 'string')?.name ?? '',
    objectIdFieldName: OBJECTID,
    globalIdFieldName: '',
    geometryType: esriGeometryType(layer),
    spatialReference: sr,
    fields: esriFields(layer, outNames),
    features: page.map((x) => (returnGeometry ? { attributes: attrs(x), geometry: toEsri(x.geometry, outCrs.kind) } : { attributes: attrs(x) })),
    ...(exceeded ? { exceededTransferLimit: true } : {}),
  });
}
