// Feature edits (add/update/delete) kept apart from the bundled data, behind an interface so hosts choose storage.
import type { Feature } from './types.ts';

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
