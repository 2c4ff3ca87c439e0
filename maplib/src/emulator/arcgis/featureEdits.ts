// ArcGIS FeatureServer layer edits: addFeatures, updateFeatures, deleteFeatures and applyEdits (ArcGIS REST API,
// "Add Features", "Update Features", "Delete Features", "Apply Edits (Feature Service/Layer)"), POSTed as forms, with
// per-feature results. As ArcGIS with rollbackOnFailure (its default), one bad feature fails the whole request and
// nothing is written. Edits go to the same store as IGServer's, so every protocol sees them.
import { esriToGeoJson, GeometryFormatError, unproject } from '../../core/geo/index.ts';
import { crsByWkid } from '../geo/crs.ts';
import { addToLayer, currentFeatures, deleteFromLayer, updateInLayer } from '../edits.ts';
import { kindMismatch, layerAccepts } from '../layerKinds.ts';
import { FeatureSetError, readAttributes } from '../igs/featureSet.ts';
import type { Params } from '../params.ts';
import { json } from '../respond.ts';
import type { Attr, Feature, Geometry, HandlerContext, LayerDef } from '../types.ts';
import { arcgisError, INVALID, UNABLE } from './errors.ts';
import { OBJECTID } from './fields.ts';
import type { MapService } from './services.ts';

export const EDIT_OPS = ['addFeatures', 'updateFeatures', 'deleteFeatures', 'applyEdits'];

interface Result {
  objectId: number | null;
  globalId: null;
  success: boolean;
  error?: { code: number; description: string };
}
const ok = (objectId: number): Result => ({
  objectId,
  globalId: null,
  success: true,
});
const failed = (objectId: number | null, description: string): Result => ({
  objectId,
  globalId: null,
  success: false,
  error: { code: 1000, description },
});

class EditError extends Error {}

function parseList(p: Params, name: string): any[] {
  const value = p.nonEmpty(name);
  if (value === undefined) return [];
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    throw new EditError(`'${name}' is not valid JSON`);
  }
  if (!Array.isArray(list)) throw new EditError(`'${name}' must be a JSON array of features`);
  return list;
}

/** A feature's attributes without its object id, checked against the layer's fields. */
function attributesOf(layer: LayerDef, attributes: unknown): Record<string, Attr> {
  if (attributes === undefined || attributes === null) return {};
  if (typeof attributes !== 'object' || Array.isArray(attributes)) throw new FeatureSetError('attributes must be an object');
  const entries = Object.entries(attributes).filter(([name]) => name.toUpperCase() !== OBJECTID);
  return readAttributes(
    layer,
    entries.map(([n]) => n),
    entries.map(([, v]) => v)
  );
}

/** An Esri JSON geometry in its spatialReference (default: the service's) as lon/lat GeoJSON of the layer's kind. */
function geometryOf(service: MapService, layer: LayerDef, g: any): Geometry {
  const sr = g?.spatialReference;
  const crs = sr ? crsByWkid(sr.latestWkid ?? sr.wkid) : service.crs;
  if (!crs) throw new GeometryFormatError(`spatialReference ${JSON.stringify(sr)} is not emulated (4326, 3857, 102100, 4490)`);
  const geometry = esriToGeoJson(g, (p) => unproject(crs.kind, p[0], p[1])) as Geometry;
  if (!layerAccepts(layer, geometry)) throw new GeometryFormatError(kindMismatch(layer, geometry));
  return geometry;
}

/** Each feature read by `read`, or, when any fails, the results that say why (the others rolled back). */
function readAll<T>(list: any[], read: (f: any) => T, idOf: (f: any) => number | null): { items: T[]; results?: Result[] } {
  const items: T[] = [];
  const problems: (string | undefined)[] = list.map((f) => {
    try {
      items.push(read(f));
      return undefined;
    } catch (err) {
      if (err instanceof FeatureSetError || err instanceof GeometryFormatError || err instanceof EditError) return err.message;
      throw err;
    }
  });
  if (problems.every((p) => p === undefined)) return { items };
  return {
    items,
    results: list.map((f, i) => failed(idOf(f), problems[i] ?? 'Operation rolled back.')),
  };
}

async function runEdits(ctx: HandlerContext, service: MapService, layer: LayerDef, adds: any[], updates: any[], deletes: number[]) {
  const current = await currentFeatures(ctx, layer);
  const idOf = (f: any) => (Number.isInteger(f?.attributes?.[OBJECTID]) ? f.attributes[OBJECTID] : null);
  const added = readAll(
    adds,
    (f) => ({
      attributes: attributesOf(layer, f?.attributes),
      geometry: geometryOf(service, layer, f?.geometry),
    }),
    () => null
  );
  const changed = readAll(
    updates,
    (f): Feature => {
      const fid = idOf(f);
      const old = fid === null ? undefined : current.get(fid);
      if (!old) throw new EditError(fid === null ? `an update needs attributes.${OBJECTID}` : `feature ${fid} does not exist in ${layer.name}`);
      return {
        fid: old.fid,
        attributes: { ...old.attributes, ...attributesOf(layer, f.attributes) },
        geometry: f.geometry ? geometryOf(service, layer, f.geometry) : old.geometry,
      };
    },
    idOf
  );
  const missing = deletes.filter((id) => !current.has(id));
  const deleteResults = deletes.map((id) => (missing.includes(id) ? failed(id, 'Delete for the object was not attempted. Object may not exist.') : ok(id)));
  if (added.results || changed.results || missing.length) {
    const rolledBack = (list: any[], own: Result[] | undefined, id: (f: any) => number | null) =>
      own ?? list.map((f) => failed(id(f), 'Operation rolled back.'));
    return {
      addResults: rolledBack(adds, added.results, () => null),
      updateResults: rolledBack(updates, changed.results, idOf),
      deleteResults: missing.length ? deleteResults : deletes.map((id) => failed(id, 'Operation rolled back.')),
    };
  }
  const fids = added.items.length ? await addToLayer(ctx, layer, added.items) : [];
  if (changed.items.length) await updateInLayer(ctx, layer, changed.items);
  if (deletes.length) await deleteFromLayer(ctx, layer, deletes);
  return {
    addResults: fids.map(ok),
    updateResults: changed.items.map((f) => ok(f.fid)),
    deleteResults,
  };
}

function parseIds(value: string | undefined): number[] {
  if (value === undefined) return [];
  const list = value.split(',').map((s) => Number(s.trim()));
  if (list.some((n) => !Number.isInteger(n))) throw new EditError(`Invalid objectIds '${value}'`);
  return list;
}

/** `{layer}/{addFeatures|updateFeatures|deleteFeatures|applyEdits}` of an emulated FeatureServer. */
export async function featureEdits(ctx: HandlerContext, service: MapService, layer: LayerDef, op: string, p: Params): Promise<Response> {
  const f = (p.get('f') ?? 'json').toLowerCase();
  if (ctx.request.method !== 'POST') return arcgisError(400, UNABLE, [`${op} must be sent as a POST`], 'json');
  if (f !== 'json' && f !== 'pjson') return arcgisError(400, INVALID, [`f=${f} is not emulated for edits; use f=json`], 'json');
  try {
    const adds = op === 'addFeatures' ? parseList(p, 'features') : op === 'applyEdits' ? parseList(p, 'adds') : [];
    const updates = op === 'updateFeatures' ? parseList(p, 'features') : op === 'applyEdits' ? parseList(p, 'updates') : [];
    const deletes = op === 'deleteFeatures' || op === 'applyEdits' ? parseIds(p.nonEmpty(op === 'applyEdits' ? 'deletes' : 'objectIds')) : [];
    if (op === 'deleteFeatures' && !deletes.length)
      return arcgisError(400, UNABLE, ["'objectIds' parameter not specified (deletes by 'where' are not emulated)"], 'json');
    if ((op === 'addFeatures' || op === 'updateFeatures') && !adds.length && !updates.length)
      return arcgisError(400, UNABLE, ["'features' parameter not specified"], 'json');
    const results = await runEdits(ctx, service, layer, adds, updates, deletes);
    if (op === 'addFeatures') return json({ addResults: results.addResults });
    if (op === 'updateFeatures') return json({ updateResults: results.updateResults });
    if (op === 'deleteFeatures') return json({ deleteResults: results.deleteResults });
    return json(results);
  } catch (err) {
    if (err instanceof EditError) return arcgisError(400, UNABLE, [err.message], 'json');
    throw err;
  }
}
