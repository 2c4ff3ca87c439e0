// The "Zondy FeatureSet" of IGServer feature services (AttStruct + SFEleArray, each feature's fGeom and bound): the
// core's zondyFeatureSet (core/query/geometry/featureSet.ts) over a layer's fields, and the attributes an edit sends.
import { zondyFeatureSet } from '../../core/query/geometry/featureSet.ts';
import type { Attr, Feature, LayerDef } from '../types.ts';

export const FTYPE = { Pnt: 1, Lin: 2, Reg: 3 } as const;

export interface Structs {
  IncludeAttribute: boolean;
  IncludeGeometry: boolean;
  IncludeWebGraphic: boolean;
}

export class FeatureSetError extends Error {}

export function featureSet(layer: LayerDef, features: Feature[], total: number, structs: Structs) {
  const rows = features.map((f) => ({ fid: f.fid, attributes: f.attributes, geometry: f.geometry, geometryType: FTYPE[layer.kind] }));
  return zondyFeatureSet(rows, structs.IncludeAttribute ? layer.fields : [], { includeGeometry: structs.IncludeGeometry, total });
}

/** A request's value in an error message: as JSON, cut short. */
const shown = (v: unknown) => {
  const json = JSON.stringify(v) ?? String(v);
  return json.length > 60 ? `${json.slice(0, 60)}…` : json;
};

/**
 * Reads AttValue by the request's own FldName order into the layer's fields; unknown names are errors, and so are
 * values that are not a string, number, boolean or null (an object's own `toString` is never called).
 */
export function readAttributes(layer: LayerDef, fldNames: unknown, values: unknown): Record<string, Attr> {
  if (!Array.isArray(fldNames) || !Array.isArray(values)) throw new FeatureSetError('AttStruct.FldName and AttValue must be arrays');
  const out: Record<string, Attr> = {};
  fldNames.forEach((name, i) => {
    const field = typeof name === 'string' ? layer.fields.find((f) => f.name.toLowerCase() === name.toLowerCase()) : undefined;
    if (!field) throw new FeatureSetError(`field ${shown(name)} does not exist in ${layer.name}`);
    const v = values[i] ?? null;
    if (v !== null && typeof v === 'object') throw new FeatureSetError(`field "${field.name}" needs a ${field.type === 'string' ? 'string' : 'number'}, got ${shown(v)}`);
    out[field.name] = v === null ? null : field.type === 'string' ? String(v) : Number(v);
    if (field.type !== 'string' && v !== null && !Number.isFinite(out[field.name] as number)) throw new FeatureSetError(`field "${field.name}" needs a number, got ${shown(v)}`);
  });
  return out;
}
