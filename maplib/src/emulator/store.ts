// Feature edits (add/update/delete) kept apart from the bundled data, behind an interface so hosts choose storage;
// and the check of edits read back from storage that outlives the emulator (IndexedDB), which may hold anything.
import type { Feature, Geometry } from './types.ts';
import { isGeoJsonGeometry } from '../core/geo/index.ts';

/** Edits of one layer: new and changed features by FID, deleted FIDs, and the next FID to hand out. */
export interface LayerEdits {
  nextFid: number;
  upserts: Record<number, Feature>;
  deleted: number[];
}

export interface FeatureStore {
  get(layer: string): Promise<LayerEdits | undefined>;
  /** Read-modify-write in one step (IndexedDB: one transaction), so two hosts editing at once do not lose edits. */
  update(layer: string, fn: (old: LayerEdits | undefined) => LayerEdits): Promise<LayerEdits>;
  /** Forget every edit (back to the bundled data). */
  clear(): Promise<void>;
}

/** The default store: edits live as long as the emulator instance. */
export function memoryStore(): FeatureStore {
  const map = new Map<string, LayerEdits>();
  return {
    async get(layer) {
      return map.get(layer);
    },
    async update(layer, fn) {
      const next = fn(map.get(layer));
      map.set(layer, next);
      return next;
    },
    async clear() {
      map.clear();
    },
  };
}

export function emptyEdits(features: Feature[]): LayerEdits {
  return { nextFid: features.reduce((m, f) => Math.max(m, f.fid), 0) + 1, upserts: {}, deleted: [] };
}

export function applyEdits(features: Feature[], edits: LayerEdits): Feature[] {
  const deleted = new Set(edits.deleted);
  const out: Feature[] = [];
  const seen = new Set<number>();
  for (const f of features) {
    if (deleted.has(f.fid)) continue;
    const changed = edits.upserts[f.fid];
    out.push(changed ?? f);
    seen.add(f.fid);
  }
  for (const f of Object.values(edits.upserts)) if (!seen.has(f.fid) && !deleted.has(f.fid)) out.push(f);
  return out;
}

export interface CheckedEdits {
  /** What of the record is valid: undefined when nothing is (the layer shows its bundled data). */
  edits: LayerEdits | undefined;
  /** What was dropped or mended, in words; empty when the record was valid as it was. */
  dropped: string[];
}

/** A stored value in a warning: as JSON, cut short (IndexedDB also holds what JSON cannot write, such as a BigInt). */
function shown(v: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(v) ?? String(v);
  } catch {
    text = Object.prototype.toString.call(v);
  }
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isFid = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1;
const isAttr = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
/** A GeoJSON geometry of a type the emulator draws, with finite coordinates nested as its type says (the kit's check). */
export const isGeometry = isGeoJsonGeometry as (g: unknown) => g is Geometry;

/** Why a stored feature cannot be used, or undefined when it can. */
function featureProblem(key: string, f: unknown): string | undefined {
  if (!isRecord(f)) return `feature ${key} is not an object`;
  if (!isFid(f.fid) || String(f.fid) !== key) return `feature ${key} has the fid ${shown(f.fid)}`;
  if (!isRecord(f.attributes) || !Object.values(f.attributes).every(isAttr)) return `feature ${key} has attributes that are not strings, numbers, booleans or null`;
  if (!isGeometry(f.geometry)) return `feature ${key} has no valid geometry`;
  return undefined;
}

/**
 * Checks a layer's edits as read back from storage: a record that is not `{nextFid, upserts, deleted}` with a
 * positive integer nextFid is dropped whole; otherwise features and deletions that are not valid are dropped, and a
 * nextFid at or below an edited feature's fid is raised past it. Never throws, whatever the value.
 */
export function checkEdits(value: unknown): CheckedEdits {
  if (value === undefined) return { edits: undefined, dropped: [] };
  if (!isRecord(value)) return { edits: undefined, dropped: [`the record is ${value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`}, not {nextFid, upserts, deleted}`] };
  if (!isFid(value.nextFid)) return { edits: undefined, dropped: [`nextFid is ${shown(value.nextFid)}, not a positive integer`] };
  const dropped: string[] = [];
  const upserts: Record<number, Feature> = {};
  if (!isRecord(value.upserts)) dropped.push('upserts is not an object');
  else
    for (const [key, f] of Object.entries(value.upserts)) {
      const problem = featureProblem(key, f);
      if (problem) dropped.push(problem);
      else upserts[Number(key)] = f as unknown as Feature;
    }
  let deleted: number[] = [];
  if (!Array.isArray(value.deleted)) dropped.push('deleted is not a list');
  else {
    deleted = value.deleted.filter(isFid);
    if (deleted.length < value.deleted.length) dropped.push(`${value.deleted.length - deleted.length} deleted ids that are not positive integers`);
  }
  let nextFid = value.nextFid;
  const highest = Object.keys(upserts).reduce((m, key) => Math.max(m, Number(key)), 0);
  if (nextFid <= highest) {
    dropped.push(`nextFid ${nextFid} raised past feature ${highest}`);
    nextFid = highest + 1;
  }
  return { edits: { nextFid, upserts, deleted }, dropped };
}
