// IGServer feature service (mrfs): query by SQL where, ids and geometry (point, rect, polygon, circle), paged, as a
// Zondy FeatureSet; and addFeatures / updateFeatures / deleteFeatures against the feature store.
import { runQuery, parseOrderBy, type QuerySpec, type Shape } from '../featureQuery.ts';
import { parseBool, parseNumbers, type Params } from '../params.ts';
import { json } from '../respond.ts';
import { addToLayer, currentFeatures, deleteFromLayer, updateInLayer } from '../edits.ts';
import type { Feature, HandlerContext, LayerDef, Position } from '../types.ts';
import { WhereError } from '../where.ts';
import { isDocName, layerOfGdbp, DOC_NAME } from './document.ts';
import { igsError } from './errors.ts';
import { GeometryFormatError, zondyToGeoJson } from '../../core/geo/index.ts';
import { featureSet, FeatureSetError, readAttributes, type Structs } from './featureSet.ts';

function parseJsonParam<T>(value: string | undefined, fallback: T): T | undefined {
  if (value === undefined || value.trim() === '') return fallback;
  try {
    return { ...fallback, ...JSON.parse(value) };
  } catch {
    return undefined;
  }
}

/**
 * geometryType + geometry (lon/lat, the document's coordinates) → a query shape, or an error sentence. MapGIS's
 * client writes a point's search tolerance after a semicolon (`x,y;0.001`, Zondy.Object.Point2D.toString); it wins
 * over a `nearDis` parameter.
 */
function parseShape(type: string, value: string, layer: LayerDef, nearDis: number): Shape | string {
  const [coords, tolerance] = type.toLowerCase() === 'point' ? value.split(';') : [value];
  if (tolerance !== undefined) {
    const d = Number(tolerance);
    if (tolerance.trim() === '' || !(d >= 0)) return `a point's tolerance after ";" must be a number, got "${tolerance}"`;
    nearDis = d;
  }
  const n = parseNumbers(coords);
  if (!n) return `geometry must be comma-separated numbers, got "${value}"`;
  switch (type.toLowerCase()) {
    case 'rect':
      if (n.length !== 4) return 'a rect geometry is xmin,ymin,xmax,ymax';
      return { type: 'box', box: [Math.min(n[0], n[2]), Math.min(n[1], n[3]), Math.max(n[0], n[2]), Math.max(n[1], n[3])] };
    case 'point':
      if (n.length !== 2) return 'a point geometry is x,y';
      // A click hits an area by containment, points and lines within nearDis.
      return layer.kind === 'Reg' ? { type: 'point', x: n[0], y: n[1] } : { type: 'box', box: [n[0] - nearDis, n[1] - nearDis, n[0] + nearDis, n[1] + nearDis] };
    case 'polygon': {
      if (n.length < 6 || n.length % 2) return 'a polygon geometry is x1,y1,x2,y2,x3,y3,…';
      const ring: Position[] = [];
      for (let i = 0; i < n.length; i += 2) ring.push([n[i], n[i + 1]]);
      return { type: 'polygon', rings: [ring] };
    }
    case 'circle': {
      if (n.length !== 3 || n[2] <= 0) return 'a circle geometry is x,y,radius';
      const ring: Position[] = [];
      for (let i = 0; i <= 64; i++) ring.push([n[0] + n[2] * Math.cos((i / 64) * 2 * Math.PI), n[1] + n[2] * Math.sin((i / 64) * 2 * Math.PI)]);
      return { type: 'polygon', rings: [ring] };
    }
    default:
      return `geometryType "${type}" is not emulated (point, rect, polygon, circle)`;
  }
}

async function query(ctx: HandlerContext, layer: LayerDef, p: Params): Promise<Response> {
  const structs = parseJsonParam<Structs>(p.get('structs'), { IncludeAttribute: true, IncludeGeometry: true, IncludeWebGraphic: false });
  if (!structs) return igsError(400, 'structs is not valid JSON');
  const rule = parseJsonParam(p.get('rule'), { CompareRectOnly: false, EnableDisplayCondition: false, MustInside: false, Intersect: true });
  if (!rule) return igsError(400, 'rule is not valid JSON');
  const spec: QuerySpec = { where: p.get('where'), idAliases: ['ID'], envelopeOnly: !!rule.CompareRectOnly, mustInside: !!rule.MustInside };
  const ids = p.nonEmpty('objectIds');
  if (ids) {
    const list = ids.split(',').map(Number);
    if (list.some((x) => !Number.isInteger(x))) return igsError(400, `objectIds must be integers, got "${ids}"`);
    spec.objectIds = list;
  }
  const geometry = p.nonEmpty('geometry');
  if (geometry) {
    const shape = parseShape(p.get('geometryType') ?? 'rect', geometry, layer, Number(p.get('nearDis') ?? 0.01) || 0.01);
    if (typeof shape === 'string') return igsError(400, shape);
    spec.shape = shape;
  }
  const orderField = p.nonEmpty('orderField');
  if (orderField) spec.orderBy = parseOrderBy(`${orderField} ${parseBool(p.get('isAsc'), true) ? 'ASC' : 'DESC'}`);
  let found: Feature[];
  try {
    found = runQuery(await ctx.catalog.features(layer), layer, spec, 'FID');
  } catch (err) {
    if (err instanceof WhereError) return igsError(400, `where: ${err.message}`);
    throw err;
  }
  if (spec.orderBy?.some((o) => !layer.fields.some((f) => f.name.toLowerCase() === o.field.toLowerCase()) && !/^f?id$/i.test(o.field))) return igsError(400, `orderField "${orderField}" does not exist`);
  const page = Math.max(0, Number(p.get('page') ?? 0) || 0);
  const pageCount = Math.max(1, Number(p.get('pageCount') ?? 20) || 20);
  return json(featureSet(layer, found.slice(page * pageCount, (page + 1) * pageCount), found.length, structs));
}

async function body(ctx: HandlerContext): Promise<any> {
  const t = await ctx.request.text();
  try {
    return JSON.parse(t);
  } catch {
    throw new FeatureSetError('the request body must be a FeatureSet in JSON');
  }
}

async function addFeatures(ctx: HandlerContext, layer: LayerDef): Promise<Response> {
  const fs = await body(ctx);
  const elements: any[] = fs?.SFEleArray;
  if (!Array.isArray(elements) || !elements.length) throw new FeatureSetError('SFEleArray must list the features to add');
  const adds = elements.map((e) => ({ attributes: readAttributes(layer, fs.AttStruct?.FldName, e.AttValue ?? []), geometry: zondyToGeoJson(e.fGeom, layer.kind) }));
  const fids = await addToLayer(ctx, layer, adds);
  return json({ succeed: true, FIDs: fids });
}

async function updateFeatures(ctx: HandlerContext, layer: LayerDef): Promise<Response> {
  const fs = await body(ctx);
  const elements: any[] = fs?.SFEleArray;
  if (!Array.isArray(elements) || !elements.length) throw new FeatureSetError('SFEleArray must list the features to update');
  const current = await currentFeatures(ctx, layer);
  const changes = elements.map((e) => {
    const fid = Number(e.FID);
    const old = current.get(fid);
    if (!old) throw new FeatureSetError(`feature ${e.FID} does not exist in ${layer.name}`);
    return {
      fid,
      attributes: e.AttValue ? { ...old.attributes, ...readAttributes(layer, fs.AttStruct?.FldName, e.AttValue) } : old.attributes,
      geometry: e.fGeom ? zondyToGeoJson(e.fGeom, layer.kind) : old.geometry,
    };
  });
  await updateInLayer(ctx, layer, changes);
  return json({ succeed: true, FIDs: changes.map((c) => c.fid) });
}

async function deleteFeatures(ctx: HandlerContext, layer: LayerDef, p: Params): Promise<Response> {
  const ids = p.nonEmpty('objectIds') ?? p.nonEmpty('FIDs');
  if (!ids) return igsError(400, 'objectIds is required');
  const list = ids.split(',').map(Number);
  if (list.some((x) => !Number.isInteger(x))) return igsError(400, `objectIds must be integers, got "${ids}"`);
  const current = await currentFeatures(ctx, layer);
  const missing = list.filter((x) => !current.has(x));
  if (missing.length) return igsError(404, `features ${missing.join(', ')} do not exist in ${layer.name}`);
  await deleteFromLayer(ctx, layer, list);
  return json({ succeed: true, FIDs: list });
}

const OPS = ['query', 'addFeatures', 'updateFeatures', 'deleteFeatures'];

/** mrfs/docs/{doc}/{map}/{layer}/{op} and mrfs/layer/{op}?gdbp=… */
export async function mrfs(ctx: HandlerContext, rest: string[], p: Params): Promise<Response> {
  let layer: LayerDef | undefined;
  let op: string | undefined;
  if (rest[0] === 'docs' && rest.length === 5) {
    if (!isDocName(rest[1])) return igsError(404, `map document "${rest[1]}" does not exist (${DOC_NAME})`);
    if (rest[2] !== '0') return igsError(404, `map ${rest[2]} does not exist in ${DOC_NAME} (0)`);
    layer = /^\d+$/.test(rest[3]) ? ctx.catalog.byIndex(Number(rest[3])) : undefined;
    if (!layer) return igsError(404, `layer ${rest[3]} does not exist in ${DOC_NAME}`);
    op = rest[4];
  } else if (rest[0] === 'layer' && rest.length === 2) {
    const gdbp = p.nonEmpty('gdbp') ?? p.nonEmpty('gdbps');
    if (!gdbp) return igsError(400, 'gdbp is required');
    layer = layerOfGdbp(ctx.catalog.layers, gdbp);
    if (!layer) return igsError(404, `no feature class at ${gdbp}`);
    op = rest[1];
  }
  if (!layer || !op || !OPS.includes(op)) return igsError(404, `mrfs/${rest.join('/')} is not an emulated route (${OPS.join(', ')})`);
  try {
    if (op === 'query') return await query(ctx, layer, p);
    if (op === 'deleteFeatures') return await deleteFeatures(ctx, layer, p);
    if (ctx.request.method !== 'POST') return igsError(405, `${op} takes a POST with a FeatureSet body`);
    return op === 'addFeatures' ? await addFeatures(ctx, layer) : await updateFeatures(ctx, layer);
  } catch (err) {
    if (err instanceof FeatureSetError || err instanceof GeometryFormatError) return igsError(400, err.message);
    throw err;
  }
}
