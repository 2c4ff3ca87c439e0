// Feature edits written to the store, the one implementation behind IGServer's mrfs and ArcGIS's FeatureServer edit
// operations: new features numbered past every id the layer has had, changes and deletions by fid.
import { emptyEdits } from './store.ts';
import type { Attr, Feature, Geometry, HandlerContext, LayerDef } from './types.ts';

/** Adds features; returns their new fids, in order. */
export async function addToLayer(ctx: HandlerContext, layer: LayerDef, adds: { attributes: Record<string, Attr>; geometry: Geometry }[]): Promise<number[]> {
  const fids: number[] = [];
  await ctx.store.update(layer.name, (old) => {
    const fresh = emptyEdits(layer.features);
    const edits = old ? structuredClone(old) : fresh;
    // A stored nextFid below the bundled ids would make a new feature replace a bundled one.
    edits.nextFid = Math.max(edits.nextFid, fresh.nextFid);
    for (const a of adds) {
      const fid = edits.nextFid++;
      edits.upserts[fid] = { fid, ...a };
      fids.push(fid);
    }
    return edits;
  });
  return fids;
}

/** Replaces features (each whole: merge changes into the current feature first). */
export async function updateInLayer(ctx: HandlerContext, layer: LayerDef, changes: Feature[]): Promise<void> {
  await ctx.store.update(layer.name, (old) => {
    const edits = old ? structuredClone(old) : emptyEdits(layer.features);
    for (const c of changes) edits.upserts[c.fid] = c;
    return edits;
  });
}

export async function deleteFromLayer(ctx: HandlerContext, layer: LayerDef, fids: number[]): Promise<void> {
  await ctx.store.update(layer.name, (old) => {
    const edits = old ? structuredClone(old) : emptyEdits(layer.features);
    for (const fid of fids) {
      delete edits.upserts[fid];
      if (!edits.deleted.includes(fid)) edits.deleted.push(fid);
    }
    return edits;
  });
}

/** The layer's current features by fid (bundled data with the edits applied). */
export async function currentFeatures(ctx: HandlerContext, layer: LayerDef): Promise<Map<number, Feature>> {
  return new Map((await ctx.catalog.features(layer)).map((f) => [f.fid, f]));
}
